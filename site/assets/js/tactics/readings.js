// Which rulings a tactics number depends on, and the reading it takes: readings.py function by
// function, so a calculator names under its numbers exactly the rulings the CLI's --json names
// (tests/rulesets/tactics/custom_table.test.mjs checks it against real CLI runs). No DOM here.

import { Q } from "../exact.js";

const CRIT_CHAIN = "tactics-crit-chain";
const NEGATIVE_MULTIPLIER = "tactics-negative-multiplier";
const ZERO_DEFENSE = "tactics-zero-defense";
const DAILY_CHECK = "tactics-daily-check-reading";
const FALLEN = "tactics-fallen-counter";
const SHIELD_ZERO = "tactics-shield-zero";
const POISON_EXCHANGE = "tactics-poison-exchange";

/** Whether merging `given` (Qs) falls below 0, which merged() floors: multiplier.py's below_zero. */
const belowZero = (given) => given.length > 0 && given.reduce((s, m) => s.add(m), new Q(0n)).sub(given.length - 1).lt(new Q(0n));

/** attack_rulings: faces, the base weapon's id (null: a written table), the multipliers as given, the
 * defense as given (0 is divided as 1). `blanks`: weapon id → [ruling, reading] (BLANK_CELLS). */
export function attackRulings(blanks, faces, weapon, given, defense) {
  const found = {};
  if (faces.some((f) => f.critical)) found[CRIT_CHAIN] = "chain";
  if (weapon !== null && blanks[weapon]) found[blanks[weapon][0]] = blanks[weapon][1];
  if (belowZero(given)) found[NEGATIVE_MULTIPLIER] = "floor-zero";
  if (defense === 0) found[ZERO_DEFENSE] = "as-one";
  return found;
}

/** check_rulings: how a daily check reads the base die; under "table-crit" how criticals chain. */
export function checkRulings(blanks, reading, weapon) {
  const found = { [DAILY_CHECK]: reading };
  if (reading !== "faces" && weapon !== null && blanks[weapon]) found[blanks[weapon][0]] = blanks[weapon][1];
  if (reading === "table-crit") found[CRIT_CHAIN] = "chain";
  return found;
}

/** status_rulings and the fallen side's (exchange_with_hp): what an exchange adds to its two attacks'. */
export function exchangeRulings(statuses, readings, withHp) {
  const found = withHp ? { [FALLEN]: "no-action" } : {};
  if (statuses.some((s) => s.shield)) found[SHIELD_ZERO] = readings.shield;
  if (statuses.some((s) => s.poison)) found[POISON_EXCHANGE] = readings.poison;
  return found;
}

/** joined: several parts as one mapping, sorted by ruling id as the CLI's JSON. */
export const joined = (parts) => Object.fromEntries(Object.entries(Object.assign({}, ...parts)).sort(([a], [b]) => (a < b ? -1 : 1)));
