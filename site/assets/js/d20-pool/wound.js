// A fatal wound: the Fortitude save modifier and the fatal damage taken → the first save's chance
// (DC = the fatal damage, the ruling d20-dc-check) and the exact distribution of the rounds the
// character acts before a save fails (the DC rises by 1 each round it acts).

import { chart, field, fraction, h, live, results } from "../calculators/index.js";
import { count, exactly, rulingNote, setup } from "./common.js";

export async function mount(node, given) {
  const ctx = await setup(given);
  const { d, t } = ctx;
  const most = d.rules.MAX_CHECK_NUMBER;
  const fortitude = count("fortitude", 2, -most, most);
  const fatal = count("fatal", 12, -most, most);
  const controls = [h("div", { class: "meshal-calc__row" }, field(t("js-d20-pool-fortitude"), fortitude.input),
    field(t("js-d20-pool-fatal"), fatal.input, t("js-d20-pool-fatal-hint")))];
  live(ctx, node, controls, () => {
    const outcomes = d.woundSaves(fortitude.read(), fatal.read());
    return [
      results([
        [t("js-d20-pool-save-chance", { dc: fatal.read() }), fraction(d.dcChance(fortitude.read(), fatal.read())), { "data-result": "first-save" }],
        [t("js-d20-pool-mean-rounds"), fraction(d.mean(outcomes)), { "data-result": "mean-rounds" }],
      ]),
      rulingNote(ctx, "d20-dc-check"),
      chart(ctx, exactly(outcomes), t("js-d20-pool-wound-chart"), t("js-d20-pool-wound-rounds")),
    ];
  });
}
