// Tactics dice for the shared dice dialog (../dice.js says the contract): 2d6, weapon dice like
// 5d6, every die a d6. Without a weapon's table the faces are added (the engine's plain.py, as for
// [X]d6 burning damage); the exact distribution comes from tactics-math.js's series of totals.

import { MeshalError } from "../exact.js";
import { tacticsMath } from "./tactics-math.js";

/** The notation bound to the tactics calculator context (its rules, its messages). */
export async function dice(kit) {
  const ctx = await kit.ruleset("tactics");
  const tm = tacticsMath(ctx.data.rules);
  const { DIE_SIDES: sides, MAX_DICE: most } = ctx.data.rules;
  // Each face worth itself: a table with no ⚡ or 🔥 face.
  const plain = Array.from({ length: sides }, (_, i) => ({ damage: i + 1, critical: false, burning: false }));
  return {
    context: ctx,
    parse(text) {
      const found = new RegExp(`^\\s*([1-9][0-9]*)[dD]${sides}\\s*$`).exec(text);
      if (!found) throw new MeshalError("js-dice-unread", { written: text });
      const count = Number(found[1]);
      if (count > most) throw new MeshalError("tactics-too-many-dice", { dice: count, most });
      return { dice: count };
    },
    label: (spec) => `${spec.dice}d${sides}`,
    roll(spec, random) {
      const faces = Array.from({ length: spec.dice }, () => 1 + Math.floor(random() * sides));
      const total = faces.reduce((a, b) => a + b, 0);
      return { faces, total, text: ctx.t("js-roll-sum", { n: total }) };
    },
    odds(spec) {
      const series = tm.totalSeries(spec.dice, tm.table(plain), spec.dice * sides + 1);
      const outcomes = series.map((p, value) => ({ value, p })).filter(({ p }) => !p.isZero())
        .map(({ value, p }) => ({ value, p: p.toString() }));
      return { outcomes, remainder: "0" };
    },
  };
}
