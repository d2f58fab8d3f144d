// What every parity test shares (tests/js and each ruleset's): read the vectors a Python
// make_vectors wrote, turn JS results into the same JSON, and compare a group of cases at once.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

/** The vectors JSON named by the environment variable `variable` (`maker` writes it). */
export function vectorsFrom(variable, maker) {
  const path = process.env[variable];
  if (!path) throw new Error(`set ${variable} to the vectors JSON (python -m ${maker} OUT)`);
  return JSON.parse(readFileSync(path, "utf-8"));
}

/** plain, outcome and check over `vectors`, for the math module's own classes (the SealDice bundle
 * has its own copies of them). */
export function harness(vectors, { Q, MeshalError, Distribution = class {} }) {
  /** JSON-able: Q → "a/b", Distribution → [[value, "a/b"], …], a list to a remainder → {outcomes, remainder}. */
  function plain(value) {
    if (value instanceof Q) return value.toString();
    if (value instanceof Distribution) return value.outcomes.map(([v, p]) => [v, p.toString()]);
    if (Array.isArray(value)) return value.map(plain);
    if (value && typeof value === "object") {
      if ("outcomes" in value && "remainder" in value) return { outcomes: plain(value.outcomes), remainder: plain(value.remainder) };
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
    }
    return value;
  }

  /** The result, or {error: code} (with the column, where notation gives one) like make_vectors.outcome. */
  function outcome(fn) {
    try {
      return fn();
    } catch (error) {
      if (!(error instanceof MeshalError)) throw error;
      return error.column === undefined ? { error: error.code } : { error: error.code, column: error.column };
    }
  }

  /** Run every case of a group; fail once, with the first few differences. */
  function check(group, compute) {
    const cases = vectors.cases[group];
    assert.ok(cases?.length > 0, `no ${group} vectors`);
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

  return { plain, outcome, check };
}
