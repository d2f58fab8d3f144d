// Falling (L311): 1D10 a metre of a fall past 3 m, a die every 2 m with something to break the
// fall and every 3 m with a cushion (rulings woss-falling-metres and woss-falling-steps) → the
// dice and the exact distribution of the falling damage.

import { chart, field, h, int, live, numberInput, quantity, results, select } from "../calculators/index.js";
import { guarded, pairs, rulingField, woss } from "./common.js";

export async function mount(node, ctx, { metres = 7 } = {}) {
  const { data, w, say } = await woss(ctx);
  const metresInput = numberInput("metres", metres, { min: 0 });
  const surface = select("surface", data.rules.FALL_SURFACES.map((s) => [s, say(`js-woss-surface-${s}`)]));
  const counting = rulingField(say, "falling-metres", data.rules.FALLING_RULINGS["woss-falling-metres"]);
  const steps = rulingField(say, "falling-steps", data.rules.FALLING_RULINGS["woss-falling-steps"]);
  const controls = [
    h("div", { class: "meshal-calc__row" }, field(say("js-woss-fall-metres"), metresInput), field(say("js-woss-surface"), surface)),
    ...pairs([counting.element, steps.element]),
  ];
  live(ctx, node, controls, guarded(say, () => {
    const found = w.falling(int(metresInput, -1), surface.value, { metres: counting.input.value, steps: steps.input.value });
    return [
      results([
        [say("js-woss-fall-dice"), `${found.dice}D${data.rules.FALL_DIE}`, { "data-result": "dice" }],
        [say("js-woss-fall-mean"), quantity(found.damage.mean), { "data-result": "mean" }],
      ]),
      chart(ctx, found.damage, say("js-woss-fall-chart"), say("js-woss-damage-value")),
    ];
  }));
}
