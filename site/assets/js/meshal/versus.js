// Versus: your pool against an opponent's → win, tie, lose, and the win chance once ties are
// settled by roll-add; the deviation (yours − theirs) as a chart with P(≥k).

import { chart, fraction, h, live, results } from "../calculators/index.js";
import { diceLabel, meshal, poolFields } from "./kit.js";

// Its links say ?versus.… (the short name they always had), not ?meshal/versus.….
export const share = "versus";

export async function mount(node, _, { pool = "3d", vs = "3d" } = {}) {
  const ctx = await meshal();
  const { m, t } = ctx;
  const mine = poolFields(ctx, { pool, legend: t("js-versus-mine"), name: "mine" });
  const theirs = poolFields(ctx, { pool: vs, legend: t("js-versus-theirs"), name: "theirs" });
  live(ctx, node, [h("div", { class: "meshal-calc__pair" }, mine.element, theirs.element)], () => {
    const a = mine.read();
    const b = theirs.read();
    const [aDice, aResult] = m.poolDistribution(a.pool, a.values, a.advantage, a.penalty, a.burst);
    const [bDice, bResult] = m.poolDistribution(b.pool, b.values, b.advantage, b.penalty, b.burst);
    const found = m.versus(aResult, bResult);
    return [
      results([
        [t("js-dice-rolled"), `${diceLabel(ctx, aDice, a.pool.kind)} — ${diceLabel(ctx, bDice, b.pool.kind)}`],
        [t("js-versus-win"), fraction(found.win), { "data-result": "win" }],
        [t("js-versus-tie"), fraction(found.tie), { "data-result": "tie" }],
        [t("js-versus-lose"), fraction(found.lose), { "data-result": "lose" }],
        [t("js-versus-win-after"), fraction(found.winAfterRollAdd), { "data-result": "win-after-roll-add" }],
      ]),
      chart(ctx, m.difference(aResult, bResult), t("js-versus-chart"), t("js-versus-deviation")),
    ];
  });
}

