// Parity of the d20 success pool's math module with the Python engine:
// `node --test tests/rulesets/d20_pool/parity.test.mjs` with D20_POOL_VECTORS=vectors.json
// (written by tests/rulesets/d20_pool/make_vectors.py). Fractions are compared as exact "a/b" strings.

import { test } from "node:test";

import { MeshalError, Q, d20Math } from "../../../site/assets/js/d20-pool/d20-math.js";
import { harness, vectorsFrom } from "../../js/harness.mjs";

const vectors = vectorsFrom("D20_POOL_VECTORS", "tests.rulesets.d20_pool.make_vectors");
const d = d20Math(vectors.rules);
const { outcome, check } = harness(vectors, { Q, MeshalError });

test("successes of a pool", () => check("successes", ({ pool }) => outcome(() => d.successes(pool))));
test("net difference of two pools", () => check("versus", ({ first, second }) => outcome(() => d.versus(first, second))));
test("P(win) of two pools, tails whole", () => check("win", ({ first, second }) => outcome(() => d.win(first, second))));
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
test("a save against a DC", () => check("dc", ({ modifier, dc }) => d.dcChance(modifier, dc).toString()));
test("the wound saves", () => check("wound", ({ modifier, fatal }) => outcome(() => d.woundSaves(modifier, fatal))));
test("the dying saves", () => check("dying", ({ modifier, endurance, worsened }) =>
  outcome(() => d.dyingSaves(modifier, endurance, worsened))));
test("initiative", () => check("initiative", ({ modifier, other }) =>
  outcome(() => ({ totals: d.initiative(modifier), order: d.initiativeOrder(modifier, other) }))));
test("pool notation", () => check("parsePool", ({ text }) => outcome(() => d.parsePool(text))));
test("the attack calculator's own, lower limit on the exact difference", () => {
  const limits = d.CALCULATOR_MAX_VERSUS;
  for (const [ruling, most] of limits) {
    const over = () => d.versus({ dice: most + 1, ruling }, { dice: 1, ruling }, undefined, limits);
    let code = null;
    try { over(); } catch (error) { code = error.code; }
    if (code !== "d20-pool-vs-calculator-too-many-dice") throw new Error(`${ruling}: ${code}`);
  }
});
