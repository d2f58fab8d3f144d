// The browser halves of the dice (site/assets/js/<ruleset>/dice.js) against the Python engines:
// `node --test tests/dice/dice.test.mjs` with DICE_VECTORS=path/to/vectors.json (written by
// tests/dice/make_vectors.py). Each half is loaded through the contract the shared dialog uses,
// `dice(kit)`, with a kit whose context holds the rules the build delivers.

import assert from "node:assert/strict";
import { test } from "node:test";

import { MeshalError, seededRandom } from "../../site/assets/js/exact.js";
import { vectorsFrom } from "../js/harness.mjs";

const vectors = vectorsFrom("DICE_VECTORS", "tests.dice.make_vectors");

/** The kit's parts a notation reads: context(id) and ruleset(id) → {lang, data, t} (a notation binds
 * its own math to data.rules); t shows key and fields. */
const given = async (id) => ({
    lang: "en", data: { rules: vectors.rules[id], messages: {} },
    t: (key, fields = {}) => `${key} ${JSON.stringify(fields)}`,
});
const kit = { context: given, ruleset: given };

const half = async (ruleset) => (await import(`../../site/assets/js/${ruleset}/dice.js`)).dice(kit);

for (const ruleset of Object.keys(vectors.cases)) {
  test(`${ruleset}: exact odds of each roll are the engine's`, async () => {
    const notation = await half(ruleset);
    for (const c of vectors.cases[ruleset]) {
      const spec = notation.parse(c.text);
      assert.equal(notation.label(spec, "en"), c.label, c.text);
      assert.deepEqual(notation.odds(spec), c.odds, c.text);
    }
  });

  test(`${ruleset}: a seeded roll is reproducible and its total is one the odds list`, async () => {
    const notation = await half(ruleset);
    for (const c of vectors.cases[ruleset]) {
      const spec = notation.parse(c.text);
      const first = notation.roll(spec, seededRandom(7));
      assert.deepEqual(notation.roll(spec, seededRandom(7)), first);
      assert.ok(first.faces.length >= 1 && first.faces.every(Number.isInteger), c.text);
      const { outcomes, remainder } = notation.odds(spec);
      const listed = outcomes.some(({ value }) => value === first.total);
      assert.ok(listed || (remainder !== "0" && first.total > outcomes.at(-1).value), `${c.text}: ${first.total}`);
    }
  });
}

test("a roll the notation cannot read is a MeshalError with a message code", async () => {
  for (const [ruleset, text] of [["woss", "1d"], ["tactics", "5d8"], ["tactics", "0d6"], ["d20-pool", "61d20"], ["d20-pool", "2d6"]]) {
    const notation = await half(ruleset);
    assert.throws(() => notation.parse(text), (error) => error instanceof MeshalError && error.code.length > 0, `${ruleset} ${text}`);
  }
});
