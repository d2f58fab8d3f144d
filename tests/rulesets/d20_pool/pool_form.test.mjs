// The pool calculator's numbers (pool-odds.js, what pool.js shows) are the CLI's --json, --vs and
// every --vs-… option included: `node --test tests/rulesets/d20_pool/pool_form.test.mjs` with
// D20_POOL_FORM_VECTORS=path (written by tests/rulesets/d20_pool/pool_form.py from real CLI runs).

import { test } from "node:test";

import { MeshalError, Q, d20Math } from "../../../site/assets/js/d20-pool/d20-math.js";
import { poolOdds } from "../../../site/assets/js/d20-pool/pool-odds.js";
import { harness, vectorsFrom } from "../../js/harness.mjs";

const vectors = vectorsFrom("D20_POOL_FORM_VECTORS", "tests.rulesets.d20_pool.pool_form");
const d = d20Math(vectors.rules);
const shared = harness(vectors, { Q, MeshalError });
/** A side as the calculator reads its fields (pool.js's sideFields). */
const pool = (side) => ({ dice: side.dice, edge: d.edgeOf(side.advantage, side.disadvantage), extra: side.extra,
  deduct: side.deduct, fortune: side.fortune });

test("the pool calculator's numbers are the CLI's --json", () => shared.check("pool", (c) => {
  const found = poolOdds(d, vectors.pool_readings, { ...pool(c.first), ruling: c.ruling }, c.second && pool(c.second), c.concealment);
  const same = { listed: { outcomes: found.outcomes, remainder: found.remainder }, rulings: found.rulings };
  return c.second ? { ...same, win: found.win, missChance: found.missChance, hit: found.hit } : { ...same, atLeast: found.atLeast };
}));
