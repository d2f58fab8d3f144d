// Parity of the WOSS calculators' math (site/assets/js/woss/woss-math.js) with the Python engine:
// `node --test tests/rulesets/woss/parity.test.mjs` with WOSS_VECTORS=path/to/vectors.json (written
// by tests/rulesets/woss/make_vectors.py). Every result must be identical; fractions are compared
// as exact "a/b" strings, errors by message code (and column for notation).

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { Distribution, MeshalError, Q } from "../../../site/assets/js/meshal-math.js";
import { wossMath } from "../../../site/assets/js/woss/woss-math.js";

const path = process.env.WOSS_VECTORS;
if (!path) throw new Error("set WOSS_VECTORS to the vectors JSON (python -m tests.rulesets.woss.make_vectors OUT)");
const vectors = JSON.parse(readFileSync(path, "utf-8"));
const w = wossMath(vectors.rules);

/** JSON-able: Q → "a/b", Distribution → [[value, "a/b"], …]. */
function plain(value) {
  if (value instanceof Q) return value.toString();
  if (value instanceof Distribution) return value.outcomes.map(([v, p]) => [v, p.toString()]);
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

/** The result, or {error: code} (with the column for notation) like make_vectors.outcome. */
function outcome(fn) {
  try {
    return fn();
  } catch (error) {
    if (!(error instanceof MeshalError)) throw error;
    return error.column === undefined ? { error: error.code } : { error: error.code, column: error.column };
  }
}

/** Run every case of a group; fail once with the first few differences. */
function check(group, compute) {
  const cases = vectors.cases[group];
  assert.ok(cases.length > 0, `no ${group} vectors`);
  const failures = [];
  for (const c of cases) {
    const actual = plain(compute(c));
    try {
      assert.deepStrictEqual(actual, c.expect);
    } catch {
      failures.push({ case: { ...c, expect: undefined }, expected: c.expect, actual });
    }
  }
  assert.equal(failures.length, 0,
    `${failures.length} of ${cases.length} ${group} vectors differ; first ones:\n${JSON.stringify(failures.slice(0, 3), null, 1)}`);
}

test("tiers of 1D100+hit against dodge and block", () => check("tiers", (c) => w.tiers(c.hit, c.dodge, c.block, c.reading)));
test("the tier of a total, at every boundary", () => check("tierOf", (c) => outcome(() => w.tierOf(c.total, c.dodge, c.block, c.reading))));
test("the check's totals", () => check("totals", (c) => w.totals(c.hit)));
test("damage notation", () => check("parseRoll", (c) => outcome(() => w.parseRoll(c.text))));
test("check notation", () => check("parseCheck", (c) => outcome(() => w.parseCheck(c.text))));
test("hit and critical damage", () => check("damage", (c) => outcome(() => ({
  hit: w.hitDamage(c.roll, c.defense, c.multiplier, c.extra), critical: w.criticalDamage(c.roll, c.defense, c.multiplier, c.extra),
}))));
test("enchantment past resistance", () => check("enchanted", (c) => outcome(() => w.enchanted(c.enchantment, c.resistance))));
test("action point costs", () => check("cost", (c) => outcome(() => w.cost(c.step, c.reading))));
test("plans over rounds", () => check("plan", (c) => outcome(() => w.plan(c.steps, c.points, c.reading))));
