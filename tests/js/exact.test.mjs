// The exact numbers' old path, site/assets/js/meshal-math.js, still serves plugins written against
// it: `node --test tests/js/exact.test.mjs` (tests/js/test_exact.py runs it).

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import * as exact from "../../site/assets/js/exact.js";
import * as compat from "../../site/assets/js/meshal-math.js";

const COMPAT = new URL("../../site/assets/js/meshal-math.js", import.meta.url);

test("the old path gives exactly the exact module's names, the same classes", () => {
  assert.deepEqual(Object.keys(compat).sort(), Object.keys(exact).sort());
  for (const name of Object.keys(exact)) assert.equal(compat[name], exact[name], name);
});

test("a plugin's use of the old path still works", () => {
  const { Distribution, MeshalError, Q } = compat;
  assert.equal(new Q(1n, 3n).add(Q.parse("0.5")).toString(), "5/6");
  assert.equal(Distribution.fromWeights(new Map([[1, 1n], [2, 3n]])).atLeast(2).toString(), "3/4");
  const error = new MeshalError("coin-heads", { n: 2 });
  assert.ok(error instanceof exact.MeshalError);
  assert.deepEqual([error.code, error.fields], ["coin-heads", { n: 2 }]);
});

test("the old path reaches no ruleset's folder: a wiki without Meshal has no assets/js/meshal/", () => {
  const from = [...readFileSync(COMPAT, "utf-8").matchAll(/\bfrom\s+"([^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(from, ["./exact.js"]);
});
