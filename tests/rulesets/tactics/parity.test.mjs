// Parity of the tactics calculators' math module with the Python engine:
// `node --test tests/rulesets/tactics/parity.test.mjs` with TACTICS_VECTORS=path/to/vectors.json
// (written by tests/rulesets/tactics/make_vectors.py). Every result must be identical; fractions
// are compared as exact "a/b" strings, errors by message code.

import { test } from "node:test";

import { MeshalError, Q } from "../../../site/assets/js/exact.js";
import { tacticsMath } from "../../../site/assets/js/tactics/tactics-math.js";
import { harness, vectorsFrom } from "../../js/harness.mjs";

const vectors = vectorsFrom("TACTICS_VECTORS", "tests.rulesets.tactics.make_vectors");
const t = tacticsMath(vectors.rules);
const weapon = (name) => vectors.weapons[name];
const hit = ([dice, name, multiplier, defense]) => t.attack(dice, weapon(name), Q.parse(multiplier), defense);
const prefix = (x) => (limit) => t.hpPrefix(x, limit);
const shared = harness(vectors, { Q, MeshalError });
/** Every case of a group, an error as its code. */
const check = (group, compute) => shared.check(group, (c) => shared.outcome(() => compute(c)));

test("damage series", () => check("series", (c) => t.totalSeries(c.dice, weapon(c.weapon), c.count)));
test("HP lost, listed to 10⁻¹²", () => check("listed", (c) => t.listed(prefix(hit(c.args)))));
test("exchanges", () => check("exchange", (c) => {
  const [attack, counter, dex, otherDex] = c.args;
  const found = t.exchange(hit(attack), hit(counter), dex, otherDex);
  return { attacker: found.attacker, defender: found.defender, pursuit: found.pursuit };
}));
test("exchanges with HP, Shield and Poison", () => check("statuses", (c) => {
  const [attack, counter, dexes, hps, statuses, readings] = c.args;
  const found = t.exchange(hit(attack), hit(counter), ...dexes, {
    hps, statuses: statuses.map(([shield, poison]) => ({ shield, poison })),
    readings: { shield: readings[0], poison: readings[1] },
  });
  return { attacker: found.attacker, defender: found.defender, pursuit: found.pursuit };
}));
test("daily checks", () => check("check", (c) => ({
  success: t.success(c.dice, weapon(c.weapon), c.difficulty, c.reading),
  listed: t.listed(t.checkPrefix(c.dice, weapon(c.weapon), c.reading)),
})));
test("burning and production", () => check("plain", (c) => [...t[c.of](c.dice)]));
test("pursuit", () => check("pursuer", (c) => t.pursuer(...c.args)));
test("merged multipliers", () => check("merged", (c) => t.merged(c.multipliers.map((m) => Q.parse(m)))));
test("physical quantities", () => check("physical", (c) => t.physical(c.quantities.map((m) => Q.parse(m)))));
test("means and burning", () => check("means", (c) => [t.meanTotal(c.dice, weapon(c.weapon)), t.burningChance(c.dice, weapon(c.weapon))]));
test("reading a roll", () => check("roll", (c) => t.readRoll(weapon(c.weapon), c.dice, c.rolls)));
test("attributes", () => check("attributes", (c) => t.attributes(...c.args)));
test("derived attributes", () => check("derived", (c) => t.derived(...c.args)));
test("initiative", () => check("initiative", (c) => t.initiative(c.dex)));
test("who acts first", () => check("acts_first", (c) => t.actsFirst(...c.args)));
test("step costs and terrain", () => check("step", (c) => [t.stepCost(...c.args), t.terrainBonus(...c.args)]));
test("walking a path", () => check("walk", (c) => t.walk(...c.args)));
test("reading a multiplier", () => check("parse_multiplier", (c) => t.parseMultiplier(c.text)));
test("weapon tables", () => check("table", (c) => t.table(c.args[0])));
