// Exact numbers for every ruleset's browser math: fractions of BigInts (`Q`), distributions kept
// as integer weights over one total (`Distribution`), the deviation of two of them (`difference`),
// a seeded source of rolls (`seededRandom`) and the error class (`MeshalError`) whose `code` is a
// message key. Probabilities are never floats. Rulesets' modules import this from `../exact.js`;
// the SealDice plugin's runtime bundles it (meshal_compendium/export/sealdice/runtime.mjs).
//
//   new Q(1n, 3n).add(Q.parse("0.5")).toString()  // "5/6"
//   Distribution.fromWeights(new Map([[1, 1n], [2, 1n]])).atLeast(2).toString()  // "1/2"

/** An engine error: `code` is the message key (locale/*.yaml), `fields` fill its template. */
export class MeshalError extends Error {
  constructor(code, fields = {}) {
    super(code);
    this.name = "MeshalError";
    this.code = code;
    this.fields = fields;
  }
}

// --- Exact numbers (engine/arith.py) ------------------------------------------------------

const gcd = (a, b) => {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b) [a, b] = [b, a % b];
  return a;
};

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
const RATIO = /^([+-]?\d+)\s*\/\s*([+-]?\d+)$/;

/** An exact rational number. Immutable; `toString()` is "a/b" like the engine's fraction(). */
export class Q {
  constructor(numerator, denominator = 1n) {
    let n = BigInt(numerator);
    let d = BigInt(denominator);
    if (d === 0n) throw new RangeError("zero denominator");
    if (d < 0n) [n, d] = [-n, -d];
    const g = gcd(n, d) || 1n;
    this.n = n / g;
    this.d = d / g;
    Object.freeze(this);
  }

  /** A Q from a Q, bigint, integer, decimal number or text ("3/4", "0.75", "-2", "1e-3"). */
  static of(value) {
    if (value instanceof Q) return value;
    if (typeof value === "bigint") return new Q(value);
    if (typeof value === "number") {
      if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
      return Number.isInteger(value) ? new Q(BigInt(value)) : Q.parse(String(value));
    }
    return Q.parse(String(value));
  }

  /** Text as an exact number, read as written (0.1 is one tenth, as Fraction(str(x))). */
  static parse(text) {
    const trimmed = text.trim();
    const ratio = RATIO.exec(trimmed);
    if (ratio) return new Q(BigInt(ratio[1]), BigInt(ratio[2]));
    const found = DECIMAL.exec(trimmed);
    if (!found || (!found[2] && !found[3])) throw new RangeError(`not a number: ${text}`);
    const [, sign, whole, fraction = "", exponent = "0"] = found;
    let n = BigInt((whole || "0") + fraction);
    let d = 10n ** BigInt(fraction.length);
    const e = BigInt(exponent);
    if (e >= 0n) n *= 10n ** e;
    else d *= 10n ** -e;
    return new Q(sign === "-" ? -n : n, d);
  }

  add(other) { const o = Q.of(other); return new Q(this.n * o.d + o.n * this.d, this.d * o.d); }
  sub(other) { const o = Q.of(other); return new Q(this.n * o.d - o.n * this.d, this.d * o.d); }
  mul(other) { const o = Q.of(other); return new Q(this.n * o.n, this.d * o.d); }
  div(other) { const o = Q.of(other); return new Q(this.n * o.d, this.d * o.n); }
  neg() { return new Q(-this.n, this.d); }
  cmp(other) { const o = Q.of(other); const x = this.n * o.d - o.n * this.d; return x > 0n ? 1 : x < 0n ? -1 : 0; }
  eq(other) { return this.cmp(other) === 0; }
  lt(other) { return this.cmp(other) < 0; }
  le(other) { return this.cmp(other) <= 0; }
  gt(other) { return this.cmp(other) > 0; }
  ge(other) { return this.cmp(other) >= 0; }
  isZero() { return this.n === 0n; }
  /** ⌊x⌋ as a JS integer (the engine's round_down). */
  floor() {
    const q = this.n / this.d;
    return Number(this.n < 0n && q * this.d !== this.n ? q - 1n : q);
  }
  /** ⌈x⌉ as a JS integer. */
  ceil() { return -this.neg().floor(); }
  isInteger() { return this.d === 1n; }
  /** For reading only (percentages, bar lengths): the nearest float. */
  toNumber() { return Number(this.n) / Number(this.d); }
  toString() { return `${this.n}/${this.d}`; }
  toJSON() { return this.toString(); }
}

const ZERO = new Q(0n);

// --- Distributions (engine/dice.py) -------------------------------------------------------

/** Exact probability of each value, kept as integer weights over one total: sorted by value,
 * zero-probability values left out. Probabilities come out as reduced `Q`s. */
export class Distribution {
  constructor(values, weights, total) {
    this.valuesList = values;
    this.weights = weights;
    this.total = total;
    Object.freeze(this);
  }

  /** Normalise non-negative integer weights (a Map value → bigint). */
  static fromWeights(map, total = null) {
    const values = [...map.keys()].filter((v) => map.get(v) !== 0n).sort((a, b) => a - b);
    const weights = values.map((v) => map.get(v));
    const sum = weights.reduce((a, b) => a + b, 0n);
    return new Distribution(values, weights, total ?? sum);
  }

  values() { return [...this.valuesList]; }
  /** [[value, Q], …] like the engine's `outcomes`. */
  get outcomes() { return this.valuesList.map((v, i) => [v, new Q(this.weights[i], this.total)]); }
  get(value) {
    const i = this.valuesList.indexOf(value);
    return i < 0 ? ZERO : new Q(this.weights[i], this.total);
  }
  probability(predicate) {
    let w = 0n;
    this.valuesList.forEach((v, i) => { if (predicate(v)) w += this.weights[i]; });
    return new Q(w, this.total);
  }
  /** P(result ≥ value). */
  atLeast(value) { return this.probability((v) => v >= value); }
  get mean() {
    let w = 0n;
    this.valuesList.forEach((v, i) => { w += BigInt(v) * this.weights[i]; });
    return new Q(w, this.total);
  }
  /** The distribution of fn(result). */
  map(fn) {
    const out = new Map();
    this.valuesList.forEach((v, i) => { const k = fn(v); out.set(k, (out.get(k) ?? 0n) + this.weights[i]); });
    return Distribution.fromWeights(out, this.total);
  }
  /** The distribution of fn(a, b) for independent a ~ this, b ~ other. */
  combine(other, fn) {
    const out = new Map();
    this.valuesList.forEach((a, i) => {
      other.valuesList.forEach((b, j) => {
        const k = fn(a, b);
        out.set(k, (out.get(k) ?? 0n) + this.weights[i] * other.weights[j]);
      });
    });
    return Distribution.fromWeights(out, this.total * other.total);
  }
}

/** Distribution of first − second (the deviation of a versus, attack − defense). */
export const difference = (first, second) => first.combine(second, (a, b) => a - b);

// --- Rolls ---------------------------------------------------------------------------------

/** A seeded generator of numbers in [0, 1) (mulberry32): the same seed gives the same rolls. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
