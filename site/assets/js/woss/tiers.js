// Hit tiers: 1D100+HIT against dodge and block → the exact chance of each tier of the margin
// table (miss, hit, critical, death blow, hors de combat, immediate killed), with its morale.

import { field, fraction, h, int, live, numberInput, results, select, textInput } from "../calculators/index.js";
import { guarded, readingSelect, woss } from "./common.js";

export async function mount(node, ctx, { check = "1d100+35", dodge = 60, block = 75 } = {}) {
  const { data, w, say } = await woss(ctx);
  const notation = textInput("check", check, { class: "meshal-pool", placeholder: data.rules.CHECK_EXAMPLE });
  const dodgeInput = numberInput("dodge", dodge);
  const blockInput = numberInput("block", block);
  const reading = readingSelect(data, say, select);
  const controls = [
    field(say("js-woss-check"), notation, say("js-woss-check-hint")),
    h("div", { class: "meshal-calc__row" }, field(say("js-woss-dodge"), dodgeInput), field(say("js-woss-block"), blockInput)),
    field(say("js-woss-reading"), reading),
  ];
  live(ctx, node, controls, guarded(say, () => {
    const roll = w.parseCheck(notation.value);
    const found = w.tiers(roll.modifier, int(dodgeInput), int(blockInput), reading.value);
    return results(data.rules.TIERS.map((tier) => {
      const morale = data.rules.TIER_MORALE[tier];
      const label = morale === undefined ? data.labels.tiers[tier] : say("js-woss-tier-morale", { tier: data.labels.tiers[tier], n: morale });
      return [label, fraction(found[tier]), { "data-result": tier }];
    }));
  }));
}
