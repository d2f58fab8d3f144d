// Success pool: N d20 with advantage/disadvantage, extra and deducted successes and the fortune
// save modifier → the exact distribution of successes, P(≥k), and the mass not listed.

import { chart, checkbox, field, fraction, h, live, results } from "../calculators/index.js";
import { count, rulingField, setup } from "./common.js";

export async function mount(node, given, { dice = 4 } = {}) {
  const ctx = await setup(given);
  const { d, t } = ctx;
  const pool = count("dice", dice, 0, d.rules.MAX_POOL);
  const advantage = checkbox(t("js-d20-pool-advantage"), "advantage");
  const disadvantage = checkbox(t("js-d20-pool-disadvantage"), "disadvantage");
  const extra = count("extra", 0);
  const deduct = count("deduct", 0);
  const fortune = count("fortune", 0, -99, 99);
  const ruling = rulingField(ctx);
  const controls = [
    h("div", { class: "meshal-calc__row" }, field(t("js-d20-pool-dice"), pool.input, t("js-d20-pool-dice-hint")),
      advantage.element, disadvantage.element),
    h("div", { class: "meshal-calc__row" }, field(t("js-d20-pool-extra"), extra.input, t("js-d20-pool-extra-hint")),
      field(t("js-d20-pool-deduct"), deduct.input), field(t("js-d20-pool-fortune"), fortune.input, t("js-d20-pool-fortune-hint"))),
    h("div", { class: "meshal-calc__row" }, ruling.element),
  ];
  live(ctx, node, controls, () => {
    const found = d.successes({
      dice: pool.read(), edge: d.edgeOf(advantage.input.checked, disadvantage.input.checked),
      extra: extra.read(), deduct: deduct.read(), fortune: fortune.read(), ruling: ruling.input.value,
    });
    return [
      results([
        [t("js-d20-pool-at-least-one"), fraction(found.atLeast(1)), { "data-result": "success" }],
        [t("js-d20-pool-remainder"), fraction(found.remainder), { "data-result": "remainder" }],
      ]),
      ruling.shown(),
      chart(ctx, found, t("js-d20-pool-chart", { pool: d.renderPool(pool.read()) }), t("js-d20-pool-successes")),
    ];
  });
}
