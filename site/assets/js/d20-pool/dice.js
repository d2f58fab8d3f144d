// d20 pool dice for the shared dice dialog (../dice.js says the contract): 1d20 is a check (its
// face; the text adds a modifier against a DC), more d20 are a success pool (engine/pool.py, thrown
// one die at a time: 18–20 succeed, a 20 adds a die, a 1 removes one not yet rolled, a 1 with none
// left calls the fortune check, 1d20 ≥ 10, whose failure takes one success). Exact odds: the face
// for a check; d20-math.js's successes() for a pool, listed until what is left is negligible.

import { MeshalError, Q } from "../exact.js";
import { d20Math } from "./d20-math.js";

/** The notation bound to the d20 pool's calculator context (its rules, its messages). */
export async function dice(kit) {
  const ctx = await kit.ruleset("d20-pool");
  const R = ctx.data.rules;
  const d = d20Math(R);
  const succeeds = new Map(R.SUCCESS_FROM).get("none");
  const face = (random) => 1 + Math.floor(random() * R.DIE);

  /** A pool thrown one die at a time: its faces and its successes, with the fortune check's note. */
  function pool(dice, random) {
    const faces = [];
    let left = dice;
    let successes = 0;
    let note = "";
    while (left > 0) {
      left -= 1;
      const rolled = face(random);
      faces.push(rolled);
      if (rolled >= succeeds) successes += 1;
      if (rolled === R.CRITICAL_SUCCESS) left += 1;
      else if (rolled === R.CRITICAL_FAILURE && left > 0) left -= 1;
      else if (rolled === R.CRITICAL_FAILURE) {
        const fortune = face(random);
        const passed = fortune >= R.FORTUNE_DC;
        if (!passed) successes = Math.max(0, successes - 1);
        note = ctx.t(passed ? "js-d20-pool-dice-fortune-passed" : "js-d20-pool-dice-fortune-failed", { face: fortune });
      }
    }
    const text = [ctx.t("js-d20-pool-dice-successes", { n: successes }), note].filter(Boolean).join(" · ");
    return { faces, total: successes, text, scoring: faces.map((f) => f >= succeeds) };
  }

  return {
    context: ctx,
    parse(text) {
      const found = new RegExp(`^\\s*([1-9][0-9]*)[dD]${R.DIE}\\s*$`).exec(text);
      if (!found) throw new MeshalError("js-dice-unread", { written: text });
      const count = Number(found[1]);
      if (count > R.MAX_POOL) throw new MeshalError("d20-pool-too-many-dice", { given: count, most: R.MAX_POOL });
      return { dice: count };
    },
    label: (spec) => `${spec.dice}d${R.DIE}`,
    roll(spec, random) {
      if (spec.dice > 1) return pool(spec.dice, random);
      const rolled = face(random);
      return { faces: [rolled], total: rolled, text: ctx.t("js-roll-sum", { n: rolled }) };
    },
    odds(spec) {
      if (spec.dice === 1) {
        const p = new Q(1n, BigInt(R.DIE)).toString();
        return { outcomes: Array.from({ length: R.DIE }, (_, i) => ({ value: i + 1, p })), remainder: "0" };
      }
      const found = d.successes({ dice: spec.dice });
      return { outcomes: found.outcomes.map(([value, p]) => ({ value, p: p.toString() })), remainder: found.remainder.toString() };
    },
  };
}
