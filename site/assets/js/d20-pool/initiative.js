// Initiative: 1d20 + the Dexterity and initiative modifiers → each total's chance, and against a
// rival's modifier the exact chance of acting first, of equal totals and of acting second.

import { chart, field, fraction, h, live, results } from "../calculators/index.js";
import { count, exactly, setup } from "./common.js";

export async function mount(node, given) {
  const ctx = await setup(given);
  const { d, t } = ctx;
  const most = d.rules.MAX_CHECK_NUMBER;
  const mine = count("initiative", 3, -most, most);
  const rival = count("rival", 1, -most, most);
  const controls = [h("div", { class: "meshal-calc__row" }, field(t("js-d20-pool-initiative"), mine.input, t("js-d20-pool-initiative-hint")),
    field(t("js-d20-pool-rival-initiative"), rival.input))];
  live(ctx, node, controls, () => {
    const [first, tie, second] = d.initiativeOrder(mine.read(), rival.read());
    return [
      results([
        [t("js-d20-pool-acts-first"), fraction(first), { "data-result": "first" }],
        [t("js-d20-pool-equal-totals"), fraction(tie), { "data-result": "tie" }],
        [t("js-d20-pool-acts-second"), fraction(second), { "data-result": "second" }],
      ]),
      chart(ctx, exactly(d.initiative(mine.read())), t("js-d20-pool-initiative-chart"), t("js-d20-pool-initiative-total")),
    ];
  });
}
