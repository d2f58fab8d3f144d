// WOSS dice for the shared dice dialog (../dice.js says the contract): 1D100, 1D100+35, 1D10, damage
// like 1D8+10, read by the calculators' notation (woss-math.js, the engine's notation.py); the faces
// added to the bonus, and the exact distribution of that total (the engine's dice_sum).

import { Q } from "../exact.js";
import { wossMath } from "./woss-math.js";

/** The notation bound to WOSS's calculator context (its rules, its messages). */
export async function dice(kit) {
  const ctx = await kit.ruleset("woss");
  const w = wossMath(ctx.data.rules);
  return {
    context: ctx,
    parse: (text) => w.parseRoll(text),
    // The chapter writes D in both languages (1D100+35), as the wiki's buttons show it.
    label: (roll) => w.rollText(roll).replace("d", "D"),
    roll(roll, random) {
      const faces = Array.from({ length: roll.count }, () => 1 + Math.floor(random() * roll.sides));
      const total = faces.reduce((a, b) => a + b, roll.modifier);
      return { faces, total, text: ctx.t("js-roll-sum", { n: total }) };
    },
    odds(roll) {
      const all = BigInt(roll.sides) ** BigInt(roll.count);
      const outcomes = [...w.diceSum(roll)].sort(([a], [b]) => a - b)
        .map(([sum, weight]) => ({ value: sum + roll.modifier, p: new Q(weight, all).toString() }));
      return { outcomes, remainder: "0" };
    },
  };
}
