// The character fighting-skill stances over a round (L277-280): the same 1D100+HIT against the
// same dodge and block, N attacks → focus attack's hits (+5, +10 … hit until a miss), or the
// wounding / assassinating / swift bonus (+1, +2, +3 … steps until a miss), exactly. The
// assassinating run is read by ruling woss-assassin-run, its reading chosen here; in a situation
// (cover, a shield, friendly fire, always critical, deafness) by rulings woss-stance-interrupted
// and woss-stance-immune.

import { chart, field, fraction, h, int, live, numberInput, results, select, textInput } from "../calculators/index.js";
import { Q } from "../exact.js";
import { guarded, readingSelect, situationControls, woss } from "./common.js";

const KINDS = ["focus", "wounding", "assassinating", "swift"];

export async function mount(node, ctx, { check = "1d100+35", dodge = 60, block = 75, attacks = 3 } = {}) {
  const { data, w, say } = await woss(ctx);
  const notation = textInput("check", check, { class: "meshal-pool", placeholder: data.rules.CHECK_EXAMPLE });
  const dodgeInput = numberInput("dodge", dodge);
  const blockInput = numberInput("block", block);
  const count = numberInput("attacks", attacks, { min: 1, max: data.rules.MAX_FOCUS_ATTACKS });
  const kind = select("stance", KINDS.map((k) => [k, say(`js-woss-stance-${k}`)]));
  const reading = readingSelect(data, say, select);
  const run = select("assassin-run", ["criticals", "hits"].map((r) => [r, say(`js-woss-assassin-run-${r}`)]));
  const around = situationControls(data, say, { stance: true });
  const controls = [
    field(say("js-woss-check"), notation, say("js-woss-check-hint")),
    h("div", { class: "meshal-calc__row" }, field(say("js-woss-dodge"), dodgeInput), field(say("js-woss-block"), blockInput)),
    h("div", { class: "meshal-calc__row" }, field(say("js-woss-stance"), kind), field(say("js-woss-attacks"), count)),
    h("div", { class: "meshal-calc__row" }, field(say("js-woss-reading"), reading), field(say("js-woss-ruling-assassin-run"), run)),
    ...around.controls,
  ];
  live(ctx, node, controls, guarded(say, () => {
    const roll = w.parseCheck(notation.value);
    const args = [roll.modifier, int(dodgeInput), int(blockInput), int(count)];
    const [situation, readings] = [around.situation(), around.readings()];
    const found = kind.value === "focus"
      ? (({ hits, each }) => ({ total: hits, each }))(w.focusAttack(...args, reading.value, situation, readings))
      : w.stanceRound(kind.value, ...args, reading.value, run.value, situation, readings);
    const mean = found.total.reduce((sum, [v, p]) => sum.add(p.mul(v)), new Q(0n));
    const outcomes = found.total;
    return [
      results([
        [say(`js-woss-stance-mean-${kind.value}`), fraction(mean), { "data-result": "mean" }],
        ...found.each.map((p, i) => [say(`js-woss-stance-each-${kind.value}`, { n: i + 1 }), fraction(p), { "data-result": `each-${i + 1}` }]),
      ]),
      chart(ctx, {
        outcomes,
        atLeast: (value) => outcomes.reduce((sum, [v, p]) => (v >= value ? sum.add(p) : sum), new Q(0n)),
      }, say(`js-woss-stance-chart-${kind.value}`), say(`js-woss-stance-value-${kind.value}`)),
    ];
  }));
}
