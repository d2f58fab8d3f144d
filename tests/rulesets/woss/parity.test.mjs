// Parity of the WOSS calculators' math (site/assets/js/woss/woss-math.js) with the Python engine:
// `node --test tests/rulesets/woss/parity.test.mjs` with WOSS_VECTORS=path/to/vectors.json (written
// by tests/rulesets/woss/make_vectors.py). Every result must be identical; fractions are compared
// as exact "a/b" strings, errors by message code (and column for notation).

import { test } from "node:test";

import { Distribution, MeshalError, Q } from "../../../site/assets/js/exact.js";
import { wossMath } from "../../../site/assets/js/woss/woss-math.js";
import { harness, vectorsFrom } from "../../js/harness.mjs";

const vectors = vectorsFrom("WOSS_VECTORS", "tests.rulesets.woss.make_vectors");
const w = wossMath(vectors.rules);
const { outcome, check } = harness(vectors, { Q, MeshalError, Distribution });


test("the focus-attack stance", () => check("focus", (c) => outcome(() => w.focusAttack(...c.args))));
test("the stances that grow with a run", () => check("stances", (c) => outcome(() => w.stanceRound(...c.args))));
test("torture", () => check("torture", (c) => outcome(() => w.tortureBreaks(w.hitDamage(c.roll, c.defense), c.life))));
test("opposed checks", () => check("contest", (c) => outcome(() => ({
  margins: w.margins(c.args[0], c.args[1], c.args[2]), results: w.contestResults(...c.args),
}))));
test("tiers in a situation, and deafness", () => check("situation", (c) => outcome(() => w.situationTiers(c.hit, c.dodge, c.block, c.reading, c.situation, c.readings))));
test("tiers of 1D100+hit against dodge and block", () => check("tiers", (c) => w.tiers(c.hit, c.dodge, c.block, c.reading)));
test("the tier of a total, at every boundary", () => check("tierOf", (c) => outcome(() => w.tierOf(c.total, c.dodge, c.block, c.reading))));
test("the check's totals", () => check("totals", (c) => w.totals(c.hit)));
test("damage notation", () => check("parseRoll", (c) => outcome(() => w.parseRoll(c.text))));
test("check notation", () => check("parseCheck", (c) => outcome(() => w.parseCheck(c.text))));
test("hit and critical damage", () => check("damage", (c) => outcome(() => ({
  hit: w.hitDamage(c.roll, c.defense, c.multiplier, c.extra), critical: w.criticalDamage(c.roll, c.defense, c.multiplier, c.extra),
}))));
test("enchantment past resistance", () => check("enchanted", (c) => outcome(() => w.enchanted(c.enchantment, c.resistance))));
test("first aid", () => check("firstAid", (c) => outcome(() => w.firstAid(...c.args))));
test("running checks", () => check("running", (c) => outcome(() => w.running(...c.args))));
test("falling damage", () => check("falling", (c) => outcome(() => w.falling(...c.args))));
test("action point costs", () => check("cost", (c) => outcome(() => w.cost(c.step, c.reading))));
test("plans over rounds", () => check("plan", (c) => outcome(() => w.plan(c.steps, c.points, c.reading))));
