// Parity of the site's math module with the Python engine: `node --test tests/js/parity.test.mjs`
// with MESHAL_VECTORS=path/to/vectors.json (written by tests/js/make_vectors.py). Every result
// must be identical; fractions are compared as exact "a/b" strings.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { runInThisContext } from "node:vm";

import { harness, vectorsFrom } from "./harness.mjs";

// MESHAL_MATH_BUNDLE: check the SealDice plugin's ES2015 bundle of this module instead (tests/sealdice).
const bundled = process.env.MESHAL_MATH_BUNDLE;
const { Distribution, MeshalError, Q, meshalMath } = bundled
  ? runInThisContext(`${readFileSync(bundled, "utf-8")}\nMeshalSealdice;`)
  : { ...await import("../../site/assets/js/exact.js"), ...await import("../../site/assets/js/meshal/math.js") };

const vectors = vectorsFrom("MESHAL_VECTORS", "tests.js.make_vectors");
const m = meshalMath(vectors.rules);
const { plain, outcome, check } = harness(vectors, { Q, MeshalError, Distribution });
const { content } = vectors;
const environments = (ids) => ids.map((id) => content.environments.find((e) => e.id === id)).filter(Boolean);

function full(result) {
  const values = result.values();
  const atLeast = [];
  for (let k = values[0]; k <= values[values.length - 1] + 1; k += 1) atLeast.push([k, result.atLeast(k).toString()]);
  return { distribution: plain(result), mean: result.mean.toString(), atLeast };
}

test("roll-add win", () => assert.equal(m.rollAddWin().toString(), vectors.rollAddWin));

test("notation: parse, render, dice", () => check("notation", ({ text }) => outcome(() => {
  const pool = m.parseDice(text);
  return {
    pool: { ...pool, attributes: [...pool.attributes] },
    zh: m.renderPool(pool, "zh"), en: m.renderPool(pool, "en"), ascii: m.renderPool(pool, "en", true),
    dice: [{ might: 3, elastane: 3, sense: 3 }, { might: 5, elastane: 2, sense: 4 }, { might: 1, elastane: 6, sense: 2 }]
      .map((v) => outcome(() => m.poolDice(pool, v))),
  };
})));

test("notation round-trips through every rendering", () => {
  for (const { expect } of vectors.cases.notation) {
    if (expect.error) continue;
    for (const written of [expect.zh, expect.en, expect.ascii]) {
      assert.deepStrictEqual({ ...m.parseDice(written), attributes: [...m.parseDice(written).attributes] }, expect.pool);
    }
  }
});

test("dice count", () => check("diceCount", ({ args }) => outcome(() => m.diceCount(...args))));

test("points and number distributions, P(≥k), mean", () =>
  check("distribution", ({ kind, dice }) => full(m.distribution(kind, dice))));

test("odds of written pools with advantage, penalty, burst, protection", () => check("odds", (c) => outcome(() => {
  const found = m.oddsOf(m.parseDice(c.pool), c.values, {
    advantage: c.advantage, penalty: c.penalty, burst: c.burst, types: c.types ?? null,
    protections: c.protections ?? null, penetrate: c.penetrate ?? 0,
  });
  return c.types ? { dice: found.dice, modifiers: found.modifiers, distribution: found.distribution }
    : { dice: found.dice, ...full(found.distribution) };
})));

test("versus: win, tie, lose, win after roll-add, deviation", () => check("versus", ({ mine, theirs }) => {
  const a = m.distribution(...mine);
  const b = m.distribution(...theirs);
  return { ...m.versus(a, b), deviation: m.difference(a, b) };
}));

test("attack situation modifiers", () => check("situation", ({ situation }) => outcome(() => m.situationModifiers(situation))));

test("over range multiples", () => check("overRange", (c) => outcome(() => m.overRangeMultiples(c.distance, c.range))));

test("attack outcomes: hit, wounds, solid defense, knocked out", () => check("attackOutcome", (c) => {
  const found = m.attackOutcome(m.pointsDistribution(c.dice), c.defense === null ? null : m.pointsDistribution(c.defense));
  const knockout = [[0, 3], [2, 3], [3, 3], [0, 1], [5, 4], [1, 6]].map(([h, mi]) => m.knockoutChance(found.wounds, h, mi));
  return { ...found, knockout };
}));

test("the attack calculator end to end", () => check("attack", (c) => outcome(() => {
  const rolled = m.attackRoll(m.parseDice(c.pool), c.values, { advantage: c.advantage, penalty: c.penalty, burst: c.burst, ...c.situation });
  let defended = null;
  if (c.defense !== null) {
    const pool = m.defensePool(c.defense);
    [, defended] = m.poolDistribution(pool, { [pool.attributes[0]]: c.target });
  }
  const found = m.attackOutcome(rolled.distribution, defended);
  return { ...rolled, ...found, knockout: m.knockoutChance(found.wounds, 1, 3) };
})));

test("falling", () => check("fall", (c) => outcome(() => {
  const found = m.fallAttack(c.height, c.own);
  return found && { ...found, pool: { ...found.pool, attributes: [...found.pool.attributes] }, dice: m.diceCount(found.pool.count, found.advantage) };
})));

test("movement", () => check("move", (c) => outcome(() => m.move(c.speed, {
  terrain: c.terrain, environments: environments(c.environments), posture: c.posture, sprint: c.sprint,
  crossOver: c.crossOver, ownHeight: c.ownHeight, pushKg: c.pushKg, might: c.might,
}))));

test("timeline", () => check("timeline", (c) => outcome(() => {
  if (c.schedule) return m.schedule(m.timing(c.schedule), c.start, c.kept, c.acted);
  return m.timeline(c.rows, environments(c.environments)).map(({ timing, rows, ...rest }) => ({
    timing: { action: timing.action, gap: timing.gap, keep: timing.keep, gapCost: timing.gapCost, instant: timing.instant },
    ...rest,
  }));
})));

test("attribute costs", () => check("attributeCost", ({ value }) => m.attributeCost(value)));

test("character check", () => check("character", (c) => m.checkCharacter(c.sheet, content, c.starting)));
