// First aid (L84, L321): a medicine check against bleeding effects × 15 (quick first aid × 25),
// less what help takes off (ruling woss-first-aid-assist), on the die of ruling
// woss-difficulty-check → its difficulty, action points and exact chance to stop the bleeding.

import { checkbox, field, fraction, h, int, live, numberInput, results } from "../calculators/index.js";
import { guarded, pairs, rulingField, woss } from "./common.js";

export async function mount(node, ctx, { bleeding = 2, skill = 30 } = {}) {
  const { data, w, say } = await woss(ctx);
  const bleedingInput = numberInput("bleeding", bleeding, { min: 1, max: data.rules.MAX_BLEEDING });
  const skillInput = numberInput("skill", skill);
  const quick = checkbox(say("js-woss-quick"), "quick");
  const aided = checkbox(say("js-woss-aided"), "aided");
  const die = rulingField(say, "difficulty-die", data.rules.DIFFICULTY_RULINGS["woss-difficulty-check"]);
  const assist = rulingField(say, "first-aid-assist", data.rules.FIRST_AID_RULINGS["woss-first-aid-assist"]);
  const controls = [
    h("div", { class: "meshal-calc__row" }, field(say("js-woss-bleeding"), bleedingInput),
      field(say("js-woss-medicine"), skillInput)),
    h("div", { class: "meshal-calc__row" }, quick.element, aided.element),
    ...pairs([die.element, assist.element]),
  ];
  live(ctx, node, controls, guarded(say, () => {
    const found = w.firstAid(int(bleedingInput), int(skillInput), quick.input.checked, aided.input.checked,
      { die: die.input.value, assist: assist.input.value });
    return results([
      [say("js-woss-first-aid-difficulty"), String(found.difficulty), { "data-result": "difficulty" }],
      [say("js-woss-first-aid-points"), String(found.points), { "data-result": "points" }],
      [say("js-woss-first-aid-success"), fraction(found.success), { "data-result": "success" }],
    ]);
  }));
}
