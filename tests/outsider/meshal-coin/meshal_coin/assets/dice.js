// Coins for the host's dice dialog (the `Dice` protocol's browser contract): "3dC" flips three
// coins; a face is 1 (heads) or 0 (tails), the total counts heads, the odds are binomial, exact.

import { MeshalError, Q } from "../meshal-math.js";

const ROLL = /^\s*([1-9][0-9]*)dC\s*$/;
const MOST = 100; // as dice_text.MOST

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
