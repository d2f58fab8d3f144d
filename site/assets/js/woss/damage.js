// Damage: a weapon's 1Dn + modifiers − defense, or a spell's (1Dn + modifiers) × multiplier −
// defense, plus enchantment past resistance; the exact distribution of a normal hit and the critical's one value (dice at their
// maximum), never below 0; with a torture target's life maximum, the chance that 1D100 + a normal
// hit's damage exceeds it, costing the target 1 morale (L151).

import { chart, field, fraction, h, int, live, numberInput, quantity, results, textInput } from "../calculators/index.js";
import { guarded, woss } from "./common.js";

export async function mount(node, ctx, { damage = "1d8+10", multiplier = 1, defense = 2 } = {}) {
  const { data, w, say } = await woss(ctx);
  const notation = textInput("damage", damage, { class: "meshal-pool", placeholder: data.rules.DAMAGE_EXAMPLE });
  const multiplierInput = numberInput("multiplier", multiplier, { min: 1 });
  const defenseInput = numberInput("defense", defense, { min: 0 });
  const criticalInput = numberInput("critical-defense", "", { min: 0 });
  const enchantmentInput = numberInput("enchantment", 0, { min: 0 });
  const resistanceInput = numberInput("resistance", 0, { min: 0 });
  const lifeInput = numberInput("torture", "", { min: 1 });
  lifeInput.placeholder = "—";
  const controls = [
    field(say("js-woss-damage"), notation, say("js-woss-damage-hint")),
    h("div", { class: "meshal-calc__row" },
      field(say("js-woss-multiplier"), multiplierInput, say("js-woss-multiplier-hint")),
      field(say("js-woss-defense"), defenseInput),
      field(say("js-woss-critical-defense"), criticalInput, say("js-woss-critical-defense-hint"))),
    h("div", { class: "meshal-calc__row" },
      field(say("js-woss-enchantment"), enchantmentInput), field(say("js-woss-resistance"), resistanceInput)),
    field(say("js-woss-torture"), lifeInput, say("js-woss-torture-hint")),
  ];
  live(ctx, node, controls, guarded(say, () => {
    const roll = w.parseRoll(notation.value);
    const times = int(multiplierInput, 1);
    const defense = int(defenseInput);
    const extra = w.enchanted(int(enchantmentInput), int(resistanceInput));
    const hit = w.hitDamage(roll, defense, times, extra);
    const critical = w.criticalDamage(roll, int(criticalInput, defense), times, extra);
    const [[criticalValue]] = critical.outcomes;
    return [
      results([
        [say("js-woss-hit-mean"), quantity(hit.mean), { "data-result": "hit-mean" }],
        [say("js-woss-critical-value"), String(criticalValue), { "data-result": "critical" }],
        lifeInput.value.trim() !== "" && [say("js-woss-torture-chance"), fraction(w.tortureBreaks(hit, int(lifeInput))), { "data-result": "torture" }],
      ]),
      chart(ctx, hit, say("js-woss-hit-chart", { roll: w.rollText(roll) }), say("js-woss-damage-value")),
    ];
  }));
}
