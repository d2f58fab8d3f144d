// What `meshal odds --system d20-pool POOL [--vs POOL2 --vs-…] [--concealment …] --json` computes
// (odds.py's odds_json), for the pool calculator (pool.js): the same numbers from the same math,
// without the DOM, so that tests/rulesets/d20_pool/pool_form.test.mjs checks them against the
// CLI's own --json.

import { MeshalError, Q, SEQUENTIAL } from "./d20-math.js";

const ONE = new Q(1n);

/** {outcomes, remainder, rulings} and, alone, `atLeast` [[v, P(≥ v)], …]; against `second` (a pool
 * of d20-math's shape, or null), `win`, `missChance` and `hit`. Both pools are thrown under
 * `first`'s ruling, as the CLI's --ruling is both sides'. `fixed`: the readings every pool takes
 * (calculators-d20-pool.json's pool_readings), named in `rulings` as the CLI names them. */
export function poolOdds(d, fixed, first, second = null, concealment = "none") {
  if (!d.CONCEALMENT.has(concealment)) {
    throw new MeshalError("d20-pool-bad-concealment", { given: concealment, known: [...d.CONCEALMENT.keys()].join(", ") });
  }
  // the miss chance is of a hit: an attack against a defense, as the CLI says
  if (second === null && concealment !== "none") throw new MeshalError("d20-pool-concealment-needs-vs");
  const ruling = first.ruling ?? SEQUENTIAL;
  const rulings = { "d20-pool-order": ruling, ...fixed };
  if (second === null) {
    const found = d.successes(first);
    return { ...found, rulings, atLeast: found.outcomes.map(([v]) => [v, found.atLeast(v)]) };
  }
  const opposed = { ...second, ruling };
  const found = d.versus(first, opposed, undefined, d.CALCULATOR_MAX_VERSUS);
  const win = d.win(first, opposed, d.CALCULATOR_MAX_VERSUS);
  const missChance = d.CONCEALMENT.get(concealment);
  return { outcomes: found.outcomes, remainder: found.remainder, rulings, win, missChance, hit: win.mul(ONE.sub(missChance)) };
}
