// Dying: the Fortune save modifier, the Endurance modifier and the worsenings already counted →
// the exact distribution of the round of death (DC 10, +2 after each success: the ruling
// d20-dying-saves), its mean, and one save against any DC (the ruling d20-dc-check).

import { chart, field, fraction, h, live, results } from "../calculators/index.js";
import { count, exactly, rulingNote, setup } from "./common.js";

export async function mount(node, given) {
  const ctx = await setup(given);
  const { d, t } = ctx;
  const most = d.rules.MAX_CHECK_NUMBER;
  const fortune = count("fortune", 0, -most, most);
  const endurance = count("endurance", 3, 0, most);
  const worsened = count("worsened", 0, 0, most);
  const dc = count("dc", d.rules.DYING_DC, -most, most);
  const controls = [
    h("div", { class: "meshal-calc__row" }, field(t("js-d20-pool-fortune"), fortune.input),
      field(t("js-d20-pool-endurance-modifier"), endurance.input, t("js-d20-pool-endurance-hint")),
      field(t("js-d20-pool-worsened"), worsened.input, t("js-d20-pool-worsened-hint"))),
    h("div", { class: "meshal-calc__row" }, field(t("js-d20-pool-dc"), dc.input, t("js-d20-pool-dc-hint"))),
  ];
  live(ctx, node, controls, () => {
    const outcomes = d.dyingSaves(fortune.read(), endurance.read(), worsened.read());
    return [
      results([
        [t("js-d20-pool-save-chance", { dc: dc.read() }), fraction(d.dcChance(fortune.read(), dc.read())), { "data-result": "save" }],
        [t("js-d20-pool-mean-death"), fraction(d.mean(outcomes)), { "data-result": "mean-death" }],
      ]),
      rulingNote(ctx, "d20-dying-saves"),
      chart(ctx, exactly(outcomes), t("js-d20-pool-death-chart"), t("js-d20-pool-death-round")),
    ];
  });
}
