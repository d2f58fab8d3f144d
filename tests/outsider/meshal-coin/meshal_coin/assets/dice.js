// Coins for the host's dice dialog (the `Dice` protocol's browser contract): "3dC" flips three
// coins; a face is 1 (heads) or 0 (tails), the total counts heads, the odds are binomial, exact.

import { MeshalError, Q } from "../exact.js";

const ROLL = /^\s*([1-9][0-9]*)dC\s*$/;
const MOST = 100; // as dice_text.MOST
// As dice_text.IN_TEXT, _ROLL and EXAMPLE, and the host's dice_kit.DICE_LIKE (what a reader takes for a roll).
const IN_TEXT = /(?<![0-9A-Za-z_])[0-9]+dC(?![0-9A-Za-z_])/gu;
const WRITTEN = /^([0-9]+)dC$/;
const EXAMPLE = "3dC";
const DICE_LIKE = /(?<![0-9A-Za-z_\]])[0-9]+[dD][0-9]*(?![0-9A-Za-z_])/gu;

/** The contract; the coin ships no calculator data, so its context has the host's strings only. */
export async function dice(kit) {
  const ctx = await kit.context(null);
  return {
    context: ctx,
    parse(text) {
      const found = ROLL.exec(text);
      if (!found || Number(found[1]) > MOST) throw new MeshalError("js-dice-unread", { written: text });
      return { coins: Number(found[1]) };
    },
    label: (spec) => `${spec.coins}dC`,
    roll(spec, random) {
      const faces = Array.from({ length: spec.coins }, () => (random() < 0.5 ? 1 : 0));
      const total = faces.reduce((a, b) => a + b, 0);
      return { faces, total, scoring: faces.map(Boolean), text: ctx.t("js-roll-sum", { n: total }) };
    },
    odds(spec) {
      const all = 2n ** BigInt(spec.coins);
      const outcomes = [];
      let ways = 1n; // C(coins, heads), built up one heads at a time
      for (let heads = 0; heads <= spec.coins; heads += 1) {
        outcomes.push({ value: heads, p: new Q(ways, all).toString() });
        ways = (ways * BigInt(spec.coins - heads)) / BigInt(heads + 1);
      }
      return { outcomes, remainder: "0" };
    },
  };
}

/** The validator's half (dice_text.py's roll_problems and text_problems) for the host's workshop:
 * each problem as [offset in code points, message code, fields]. */
export function checks() {
  function* rollProblems(written, required = null, offset = 0) {
    const found = WRITTEN.exec(written.trim());
    if (!found) yield [offset, "dice-text-unread", { written, example: EXAMPLE }];
    else if (!(Number(found[1]) >= 1 && Number(found[1]) <= MOST)) yield [offset, "dice-text-count", { written, most: MOST, example: EXAMPLE }];
  }

  function* textProblems(text) {
    const read = new Set();
    for (const match of text.matchAll(IN_TEXT)) {
      read.add(match.index);
      yield* rollProblems(match[0], null, points(text, match.index));
    }
    for (const match of text.matchAll(DICE_LIKE)) {
      if (read.has(match.index)) continue;
      const found = [...rollProblems(match[0], null, points(text, match.index))];
      yield* (found.length ? found : [[points(text, match.index), "dice-text-unread", { written: match[0], example: EXAMPLE }]]);
    }
  }

  return { rollProblems, textProblems };
}

const points = (text, index) => Array.from(text.slice(0, index)).length;
