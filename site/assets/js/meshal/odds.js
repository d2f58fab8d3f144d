// Dice pool odds: a pool (points or number), advantage, penalty and burst → the exact
// distribution, P(≥k), the mean and (for points) the chance a test succeeds.

import { chart, fraction, live, quantity, results } from "../calculators/index.js";
import { diceLabel, meshal, poolFields } from "./kit.js";

// Its links say ?odds.… (the short name they always had), not ?meshal/odds.….
export const share = "odds";

export async function mount(node, _, { pool = "3d" } = {}) {
  const ctx = await meshal();
  const { m, t } = ctx;
  const fields = poolFields(ctx, { pool });
  live(ctx, node, [fields.element], () => {
    const given = fields.read();
    const found = m.oddsOf(given.pool, given.values, given);
    const result = found.distribution;
    const points = given.pool.kind === m.POINTS;
    return [
      results([
        [t("js-dice-rolled"), diceLabel(ctx, found.dice, given.pool.kind), { "data-result": "dice", "data-dice": String(found.dice) }],
        points && [t("js-success"), fraction(m.successChance(result)), { "data-result": "success" }],
        [t("js-mean"), quantity(result.mean), { "data-result": "mean" }],
      ]),
      chart(ctx, result, t("js-chart-caption", { pool: m.renderPool(given.pool, ctx.lang) }),
        t(points ? "js-points" : "js-number")),
    ];
  });
}
