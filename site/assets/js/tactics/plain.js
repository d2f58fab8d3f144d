// Dice read without a weapon: 【燃烧X】's [X]d6 at the end of the burning one's action (7.2.2), or a
// building's workers, one d6 each producing 0 (1-3), 1 (4-5) or 2 (6) resources (10.2). Exact.

import { chart, field, live, numberInput, problem, quantity, results, select } from "../calculators/index.js";
import { setup } from "./common.js";

const FORMS = ["burning", "production"];

export function mount(node, baseCtx, options = {}) {
  return setup(baseCtx).then(({ ctx, tm }) => {
    const { t } = ctx;
    const form = select("plain-form", FORMS.map((f) => [f, t(`js-tactics-plain-${f}`)]), options.form ?? node.dataset.form ?? FORMS[0]);
    const dice = numberInput("plain-dice", options.dice ?? 3, { min: 0 });
    live(ctx, node, [field(t("js-tactics-plain-form"), form), field(t("js-tactics-plain-dice"), dice, t("js-tactics-plain-dice-hint"))], () => {
      const of = form.value;
      const found = (of === "production" ? tm.production : tm.burning)(Number(dice.value) | 0);
      const outcomes = [...found];
      const mean = outcomes.reduce((total, [v, p]) => total.add(p.mul(v)), tm.Q.of(0));
      return [
        results([[t("js-tactics-plain-mean"), quantity(mean), { "data-result": "mean" }]]),
        chart(ctx, {
          outcomes,
          atLeast: (value) => outcomes.reduce((total, [v, p]) => (v >= value ? total.add(p) : total), tm.Q.of(0)),
        }, t(`js-tactics-plain-chart-${of}`), t(`js-tactics-plain-value-${of}`)),
      ];
    });
  }).catch((error) => node.replaceChildren(problem(baseCtx, error)));
}
