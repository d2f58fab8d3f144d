// Action-point round planner: how many actions of each type this round → the points spent of the
// round's 5 (3 when fatally wounded), what is left for reactions, and the two-per-type limit.

import { checkbox, field, h, live, results } from "../calculators/index.js";
import { count, setup } from "./common.js";

export async function mount(node, given, { standard = 1, move = 1 } = {}) {
  const ctx = await setup(given);
  const { d, t } = ctx;
  const start = { standard, move };
  const actions = [...d.ACTIONS.keys()].map((name) => ({ name, ...count(name, start[name] ?? 0, 0, 99) }));
  const fatal = checkbox(t("js-d20-pool-fatal"), "fatal");
  const controls = [
    h("div", { class: "meshal-calc__row" }, actions.map((a) => field(
      t(`js-d20-pool-action-${a.name}`), a.input, t("js-d20-pool-action-cost", { n: d.ACTIONS.get(a.name) })))),
    h("div", { class: "meshal-calc__row" }, fatal.element),
  ];
  live(ctx, node, controls, () => {
    const found = d.plan(Object.fromEntries(actions.map((a) => [a.name, a.read()])), fatal.input.checked);
    const over = found.overLimit.map((name) => t(`js-d20-pool-action-${name}`)).join(ctx.lang === "zh" ? "、" : ", ");
    return results([
      [t("js-d20-pool-spent"), t("js-d20-pool-points-of", { spent: found.spent, budget: found.budget }), { "data-result": "spent" }],
      [t("js-d20-pool-left"), String(found.left), { "data-result": "left" }],
      found.overLimit.length > 0 && [t("js-d20-pool-over-limit", { n: found.perType }), over, { "data-result": "over" }],
      [t("js-d20-pool-plan"), t(found.fits ? "js-d20-pool-fits" : "js-d20-pool-does-not-fit"), { "data-result": "fits" }],
    ]);
  });
}
