// Running and fast movement (L307): a Constitution check every 500 m running (1000 m moving fast),
// difficulty 25 then +25 (+15) a stretch, +5 for each 50 lb of body weight and load (ruling
// woss-running-weight), on the die of ruling woss-difficulty-check → each check's exact chance, the
// chance to pass them all, and what a failure does by ruling woss-running-failure.

import { chart, field, fraction, h, int, live, numberInput, results, select } from "../calculators/index.js";
import { Q } from "../exact.js";
import { guarded, pairs, rulingField, woss } from "./common.js";

export async function mount(node, ctx, { metres = 1600, skill = 8, weight = 160 } = {}) {
  const { data, w, say } = await woss(ctx);
  const metresInput = numberInput("metres", metres, { min: 1, max: data.rules.MAX_RUN_METRES });
  const skillInput = numberInput("skill", skill);
  const weightInput = numberInput("weight", weight, { min: 0, max: data.rules.MAX_WEIGHT });
  const pace = select("pace", data.rules.PACES.map((p) => [p, say(`js-woss-pace-${p}`)]));
  const die = rulingField(say, "difficulty-die", data.rules.DIFFICULTY_RULINGS["woss-difficulty-check"]);
  const weighing = rulingField(say, "running-weight", data.rules.RUNNING_RULINGS["woss-running-weight"]);
  const failure = rulingField(say, "running-failure", data.rules.RUNNING_RULINGS["woss-running-failure"]);
  const controls = [
    h("div", { class: "meshal-calc__row" }, field(say("js-woss-pace"), pace), field(say("js-woss-run-metres"), metresInput)),
    h("div", { class: "meshal-calc__row" }, field(say("js-woss-constitution"), skillInput),
      field(say("js-woss-weight"), weightInput)),
    ...pairs([die.element, weighing.element, failure.element]),
  ];
  live(ctx, node, controls, guarded(say, () => {
    const found = w.running(int(metresInput), int(skillInput), pace.value, int(weightInput),
      { die: die.input.value, weight: weighing.input.value, failure: failure.input.value });
    const outcomes = found.counted;
    return [
      results([
        ...found.checks.map(([at, difficulty, p]) => [say("js-woss-run-check", { at, difficulty }), fraction(p), { "data-result": `check-${at}` }]),
        [say("js-woss-run-all"), fraction(found.allPassed), { "data-result": "all" }],
      ]),
      chart(ctx, {
        outcomes,
        atLeast: (value) => outcomes.reduce((sum, [v, p]) => (v >= value ? sum.add(p) : sum), new Q(0n)),
      }, say(`js-woss-run-chart-${failure.input.value}`), say(`js-woss-run-value-${failure.input.value}`)),
    ];
  }));
}
