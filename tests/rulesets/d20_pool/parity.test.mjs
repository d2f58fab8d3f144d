// Parity of the d20 success pool's math module with the Python engine:
// `node --test tests/rulesets/d20_pool/parity.test.mjs` with D20_POOL_VECTORS=vectors.json
// (written by tests/rulesets/d20_pool/make_vectors.py). Fractions are compared as exact "a/b" strings.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { MeshalError, Q, d20Math } from "../../../site/assets/js/d20-pool/d20-math.js";

const path = process.env.D20_POOL_VECTORS;
if (!path) throw new Error("set D20_POOL_VECTORS to the vectors JSON (python -m tests.rulesets.d20_pool.make_vectors OUT)");
const vectors = JSON.parse(readFileSync(path, "utf-8"));
const d = d20Math(vectors.rules);

/** JSON-able: Q → "a/b", a pool result → {outcomes, remainder}. */
function plain(value) {
  if (value instanceof Q) return value.toString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === "object") {
    if ("outcomes" in value && "remainder" in value) return { outcomes: plain(value.outcomes), remainder: plain(value.remainder) };
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

function outcome(fn) {
  try {
    return plain(fn());
  } catch (error) {
    if (!(error instanceof MeshalError)) throw error;
    return { error: error.code };
  }
}

function check(group, compute) {
  const cases = vectors.cases[group];
  assert.ok(cases.length > 0, `no ${group} vectors`);
  const failures = [];
  for (const c of cases) {
    const actual = compute(c);
    try {
      assert.deepStrictEqual(actual, c.expect);
    } catch {
      failures.push({ case: { ...c, expect: undefined }, expected: c.expect, actual });
    }
  }
  assert.equal(failures.length, 0,
    `${failures.length} of ${cases.length} ${group} vectors differ; first ones:\n${JSON.stringify(failures.slice(0, 2), null, 1)}`);
}

test("successes of a pool", () => check("successes", ({ pool }) => outcome(() => d.successes(pool))));
test("net difference of two pools", () => check("versus", ({ first, second }) => outcome(() => d.versus(first, second))));
test("fortune check", () => check("fortune", ({ modifier }) => d.fortuneChance(modifier).toString()));
test("attribute modifier, extra successes, tier", () => check("attribute", ({ value }) => ({
  modifier: outcome(() => d.modifier(value)), extra: outcome(() => d.extraSuccesses(value)),
  passed: outcome(() => d.extraSuccesses(value, "multiples-passed")), tier: outcome(() => d.tier(value)),
})));
test("saves", () => check("saves", ({ attributes }) => outcome(() => d.saves(attributes))));
test("by tier", () => check("tier", ({ tier }) => ({
  skillCap: outcome(() => d.skillCap(tier)), specialisation: outcome(() => d.specialisationBonus(tier)),
  feats: outcome(() => d.feats(tier)), vital: outcome(() => d.vitalStrikePenalty(tier)),
})));
test("hit points", () => check("hitPoints", ({ size, endurance, strength }) => outcome(() => d.hitPoints(size, endurance, strength))));
test("attack and defense modifiers", () => check("modifiers", ({ attribute, size, bonuses }) => ({
  attack: outcome(() => d.attackModifier(attribute, size, bonuses)),
  defense: outcome(() => d.defenseModifier(attribute, size, bonuses)),
})));
test("damage", () => check("damage", ({ text, defenses }) => outcome(() => d.damage(text, defenses))));
test("damage dealt", () => check("dealt", ({ raw, defenses }) => d.dealt(raw, defenses)));
test("mean damage", () => check("mean", ({ text }) => outcome(() => d.mean(d.damage(text)))));
test("attack", () => check("attack", ({ plan }) => outcome(() => d.resolve(plan))));
test("round plan", () => check("plan", ({ counts, fatal }) => outcome(() => d.plan(counts, fatal))));
test("pool notation", () => check("parsePool", ({ text }) => outcome(() => d.parsePool(text))));
