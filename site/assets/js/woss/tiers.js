// Hit tiers: 1D100+HIT against dodge and block → the exact chance of each tier of the margin
// table (miss, hit, critical, death blow, hors de combat, immediate killed), with its morale; and
// the situation's outcomes: cover (L343), a ranged attack on a shield-bearer (L104; ruling
// woss-ranged-shield-equal), always-critical hits (L153-164, L211-212, L319), friendly fire (L335;
// ruling woss-friendly-fire-roll) and a deaf caster's 50% spell failure (L414).

import { field, fraction, h, int, live, numberInput, results, select, textInput } from "../calculators/index.js";
import { Q } from "../exact.js";
import { guarded, readingSelect, situationControls, woss } from "./common.js";

export async function mount(node, ctx, { check = "1d100+35", dodge = 60, block = 75 } = {}) {
  const { data, w, say } = await woss(ctx);
  const notation = textInput("check", check, { class: "meshal-pool", placeholder: data.rules.CHECK_EXAMPLE });
  const dodgeInput = numberInput("dodge", dodge);
  const blockInput = numberInput("block", block);
  const reading = readingSelect(data, say, select);
  const around = situationControls(data, say);
  const controls = [
    field(say("js-woss-check"), notation, say("js-woss-check-hint")),
    h("div", { class: "meshal-calc__row" }, field(say("js-woss-dodge"), dodgeInput), field(say("js-woss-block"), blockInput)),
    field(say("js-woss-reading"), reading),
    ...around.controls,
  ];
  live(ctx, node, controls, guarded(say, () => {
    const roll = w.parseCheck(notation.value);
    const found = w.situationTiers(roll.modifier, int(dodgeInput), int(blockInput), reading.value, around.situation(),
      around.readings());
    // Hors de combat takes life to 0, where unconsciousness is a 50% chance (L127, L323).
    const [n, d] = data.rules.UNCONSCIOUS_CHANCE;
    const unconscious = found["hors-de-combat"].mul(new Q(BigInt(n), BigInt(d)));
    return results([...Object.keys(found).map((tier) => {
      const morale = data.rules.TIER_MORALE[tier];
      const label = morale === undefined ? data.labels.tiers[tier] : say("js-woss-tier-morale", { tier: data.labels.tiers[tier], n: morale });
      return [label, fraction(found[tier]), { "data-result": tier }];
    }), [say("js-woss-unconscious"), fraction(unconscious), { "data-result": "unconscious" }]]);
  }));
}
