// A weapon table written in the damage and exchange calculators gives the CLI's --weapon-faces
// numbers and names the same rulings: `node --test tests/rulesets/tactics/custom_table.test.mjs`
// with TACTICS_TABLE_VECTORS=path (written by tests/rulesets/tactics/custom_table.py from CLI runs).
// Each case is computed as damage.js and exchange.js compute it from their fields.

import { test } from "node:test";

import { MeshalError, Q } from "../../../site/assets/js/exact.js";
import { attackRulings, checkRulings, exchangeRulings, joined } from "../../../site/assets/js/tactics/readings.js";
import { tacticsMath } from "../../../site/assets/js/tactics/tactics-math.js";
import { harness, vectorsFrom } from "../../js/harness.mjs";

const vectors = vectorsFrom("TACTICS_TABLE_VECTORS", "tests.rulesets.tactics.custom_table");
const t = tacticsMath(vectors.rules);
const blanks = vectors.blank_cells;
const shared = harness(vectors, { Q, MeshalError });
const check = (group, compute) => shared.check(group, (c) => shared.outcome(() => compute(c)));

test("damage through a written table", () => check("damage", (c) => {
  const faces = t.table(c.faces);
  const given = c.multipliers.map((m) => t.parseMultiplier(m));
  const divided = c.defense !== null;
  const hit = t.attack(c.dice, faces, t.merged(given), divided ? c.defense : 1);
  const burns = faces.some((f) => f.burning);
  return {
    listed: t.listed((limit) => t.hpPrefix(hit, limit)), multiplier: hit.multiplier, meanTotal: t.meanTotal(c.dice, faces),
    burning: burns ? t.burningChance(c.dice, faces) : null, weapon: null,
    rulings: attackRulings(blanks, faces, null, given, divided ? c.defense : 1),
  };
}));

test("a daily check through a written table", () => check("check", (c) => ({
  success: t.success(c.dice, t.table(c.faces), c.difficulty, c.reading),
  listed: t.listed(t.checkPrefix(c.dice, t.table(c.faces), c.reading)),
  rulings: checkRulings(blanks, c.reading, null),
})));

test("an exchange of written tables", () => check("exchange", (c) => {
  const [a, b] = [c.attacker, c.defender].map((s) => ({ ...s, faces: t.table(s.faces), given: s.multipliers.map((m) => t.parseMultiplier(m)) }));
  const statuses = [a, b].map((s) => ({ shield: s.shield, poison: s.poison }));
  const found = t.exchange(t.attack(a.dice, a.faces, t.merged(b.given), b.defense), t.attack(b.dice, b.faces, t.merged(a.given), a.defense),
    a.dex, b.dex, { hps: c.hps, statuses, readings: c.readings });
  const rulings = joined([attackRulings(blanks, a.faces, null, b.given, b.defense), attackRulings(blanks, b.faces, null, a.given, a.defense),
    exchangeRulings(statuses, c.readings, c.hps !== null)]);
  return { attacker: found.attacker, defender: found.defender, pursuit: found.pursuit, rulings };
}));
