var $big0 = BigInt("0");
var $big1 = BigInt("1");
var $big2 = BigInt("10");
var $big3 = BigInt("20000");
var $big4 = BigInt("2");
function $pow(base, exponent) {
  if (typeof base !== "bigint") return Math.pow(base, exponent);
  if (exponent < BigInt(0)) throw new RangeError("BigInt negative exponent");
  var result = BigInt(1);
  for (var i = BigInt(0); i < exponent; i += BigInt(1)) result *= base;
  return result;
}
var MeshalSealdice = (() => {
  var __defProp = Object.defineProperty;
  var __defProps = Object.defineProperties;
  var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
  var __getOwnPropDescs = Object.getOwnPropertyDescriptors;
  var __getOwnPropNames = Object.getOwnPropertyNames;
  var __getOwnPropSymbols = Object.getOwnPropertySymbols;
  var __hasOwnProp = Object.prototype.hasOwnProperty;
  var __propIsEnum = Object.prototype.propertyIsEnumerable;
  var __defNormalProp = (obj, key, value) => key in obj ? __defProp(obj, key, { enumerable: true, configurable: true, writable: true, value }) : obj[key] = value;
  var __spreadValues = (a, b) => {
    for (var prop in b || (b = {}))
      if (__hasOwnProp.call(b, prop))
        __defNormalProp(a, prop, b[prop]);
    if (__getOwnPropSymbols)
      for (var prop of __getOwnPropSymbols(b)) {
        if (__propIsEnum.call(b, prop))
          __defNormalProp(a, prop, b[prop]);
      }
    return a;
  };
  var __spreadProps = (a, b) => __defProps(a, __getOwnPropDescs(b));
  var __objRest = (source, exclude) => {
    var target = {};
    for (var prop in source)
      if (__hasOwnProp.call(source, prop) && exclude.indexOf(prop) < 0)
        target[prop] = source[prop];
    if (source != null && __getOwnPropSymbols)
      for (var prop of __getOwnPropSymbols(source)) {
        if (exclude.indexOf(prop) < 0 && __propIsEnum.call(source, prop))
          target[prop] = source[prop];
      }
    return target;
  };
  var __export = (target, all) => {
    for (var name in all)
      __defProp(target, name, { get: all[name], enumerable: true });
  };
  var __copyProps = (to, from, except, desc) => {
    if (from && typeof from === "object" || typeof from === "function") {
      for (let key of __getOwnPropNames(from))
        if (!__hasOwnProp.call(to, key) && key !== except)
          __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
    }
    return to;
  };
  var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

  // meshal_compendium/export/sealdice/runtime.mjs
  var runtime_exports = {};
  __export(runtime_exports, {
    Distribution: () => Distribution,
    MeshalError: () => MeshalError,
    Q: () => Q,
    escapeOneBot: () => escapeOneBot,
    install: () => install,
    meshalMath: () => meshalMath
  });

  // site/assets/js/meshal-math.js
  var MeshalError = class extends Error {
    constructor(code, fields = {}) {
      super(code);
      this.name = "MeshalError";
      this.code = code;
      this.fields = fields;
    }
  };
  var gcd = (a, b) => {
    a = a < $big0 ? -a : a;
    b = b < $big0 ? -b : b;
    while (b) [a, b] = [b, a % b];
    return a;
  };
  var DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
  var RATIO = /^([+-]?\d+)\s*\/\s*([+-]?\d+)$/;
  var Q = class _Q {
    constructor(numerator, denominator = $big1) {
      let n = BigInt(numerator);
      let d = BigInt(denominator);
      if (d === $big0) throw new RangeError("zero denominator");
      if (d < $big0) [n, d] = [-n, -d];
      const g = gcd(n, d) || $big1;
      this.n = n / g;
      this.d = d / g;
      Object.freeze(this);
    }
    /** A Q from a Q, bigint, integer, decimal number or text ("3/4", "0.75", "-2", "1e-3"). */
    static of(value) {
      if (value instanceof _Q) return value;
      if (typeof value === "bigint") return new _Q(value);
      if (typeof value === "number") {
        if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
        return Number.isInteger(value) ? new _Q(BigInt(value)) : _Q.parse(String(value));
      }
      return _Q.parse(String(value));
    }
    /** Text as an exact number, read as written (0.1 is one tenth, as Fraction(str(x))). */
    static parse(text) {
      const trimmed = text.trim();
      const ratio = RATIO.exec(trimmed);
      if (ratio) return new _Q(BigInt(ratio[1]), BigInt(ratio[2]));
      const found = DECIMAL.exec(trimmed);
      if (!found || !found[2] && !found[3]) throw new RangeError(`not a number: ${text}`);
      const [, sign, whole, fraction = "", exponent = "0"] = found;
      let n = BigInt((whole || "0") + fraction);
      let d = $pow($big2, BigInt(fraction.length));
      const e = BigInt(exponent);
      if (e >= $big0) n *= $pow($big2, e);
      else d *= $pow($big2, -e);
      return new _Q(sign === "-" ? -n : n, d);
    }
    add(other) {
      const o = _Q.of(other);
      return new _Q(this.n * o.d + o.n * this.d, this.d * o.d);
    }
    sub(other) {
      const o = _Q.of(other);
      return new _Q(this.n * o.d - o.n * this.d, this.d * o.d);
    }
    mul(other) {
      const o = _Q.of(other);
      return new _Q(this.n * o.n, this.d * o.d);
    }
    div(other) {
      const o = _Q.of(other);
      return new _Q(this.n * o.d, this.d * o.n);
    }
    neg() {
      return new _Q(-this.n, this.d);
    }
    cmp(other) {
      const o = _Q.of(other);
      const x = this.n * o.d - o.n * this.d;
      return x > $big0 ? 1 : x < $big0 ? -1 : 0;
    }
    eq(other) {
      return this.cmp(other) === 0;
    }
    lt(other) {
      return this.cmp(other) < 0;
    }
    le(other) {
      return this.cmp(other) <= 0;
    }
    gt(other) {
      return this.cmp(other) > 0;
    }
    ge(other) {
      return this.cmp(other) >= 0;
    }
    isZero() {
      return this.n === $big0;
    }
    /** ⌊x⌋ as a JS integer (the engine's round_down). */
    floor() {
      const q = this.n / this.d;
      return Number(this.n < $big0 && q * this.d !== this.n ? q - $big1 : q);
    }
    /** ⌈x⌉ as a JS integer. */
    ceil() {
      return -this.neg().floor();
    }
    isInteger() {
      return this.d === $big1;
    }
    /** For reading only (percentages, bar lengths): the nearest float. */
    toNumber() {
      return Number(this.n) / Number(this.d);
    }
    toString() {
      return `${this.n}/${this.d}`;
    }
    toJSON() {
      return this.toString();
    }
  };
  var ZERO = new Q($big0);
  var ONE = new Q($big1);
  var max = (a, b) => a.gt(b) ? a : b;
  var sumQ = (values) => values.reduce((total, v) => total.add(v), ZERO);
  var Distribution = class _Distribution {
    constructor(values, weights, total) {
      this.valuesList = values;
      this.weights = weights;
      this.total = total;
      Object.freeze(this);
    }
    /** Normalise non-negative integer weights (a Map value → bigint). */
    static fromWeights(map, total = null) {
      const values = [...map.keys()].filter((v) => map.get(v) !== $big0).sort((a, b) => a - b);
      const weights = values.map((v) => map.get(v));
      const sum = weights.reduce((a, b) => a + b, $big0);
      return new _Distribution(values, weights, total != null ? total : sum);
    }
    values() {
      return [...this.valuesList];
    }
    /** [[value, Q], …] like the engine's `outcomes`. */
    get outcomes() {
      return this.valuesList.map((v, i) => [v, new Q(this.weights[i], this.total)]);
    }
    get(value) {
      const i = this.valuesList.indexOf(value);
      return i < 0 ? ZERO : new Q(this.weights[i], this.total);
    }
    probability(predicate) {
      let w = $big0;
      this.valuesList.forEach((v, i) => {
        if (predicate(v)) w += this.weights[i];
      });
      return new Q(w, this.total);
    }
    /** P(result ≥ value). */
    atLeast(value) {
      return this.probability((v) => v >= value);
    }
    get mean() {
      let w = $big0;
      this.valuesList.forEach((v, i) => {
        w += BigInt(v) * this.weights[i];
      });
      return new Q(w, this.total);
    }
    /** The distribution of fn(result). */
    map(fn) {
      const out = /* @__PURE__ */ new Map();
      this.valuesList.forEach((v, i) => {
        var _a;
        const k = fn(v);
        out.set(k, ((_a = out.get(k)) != null ? _a : $big0) + this.weights[i]);
      });
      return _Distribution.fromWeights(out, this.total);
    }
    /** The distribution of fn(a, b) for independent a ~ this, b ~ other. */
    combine(other, fn) {
      const out = /* @__PURE__ */ new Map();
      this.valuesList.forEach((a, i) => {
        other.valuesList.forEach((b, j) => {
          var _a;
          const k = fn(a, b);
          out.set(k, ((_a = out.get(k)) != null ? _a : $big0) + this.weights[i] * other.weights[j]);
        });
      });
      return _Distribution.fromWeights(out, this.total * other.total);
    }
  };
  var difference = (first, second) => first.combine(second, (a, b) => a - b);
  var POINTS = "points";
  var NUMBER = "number";
  var DIE = "🎲";
  var NUMBER_MARK = "⁺";
  var EMOJI_SELECTOR = "️";
  var DIE_LETTERS = ["d", "D"];
  var NUMBER_MARKS = [NUMBER_MARK, "+"];
  var EXAMPLE = "3🎲, 2🎲⁺, 强壮🎲, Elastane+1🎲, max(M,E)d";
  var FUNCTION = /^(max|min)\s*\(/i;
  var ASCII_WORD = /^[A-Za-z]+/;
  var CJK_WORD = /^[\u4e00-\u9fff]+/;
  var INTEGER = /^[0-9]+/;
  var isSpace = (c) => /^\s$/u.test(c);
  var signed = (n) => n ? n > 0 ? `+${n}` : `${n}` : "";
  var Scanner = class {
    constructor(text) {
      this.text = text;
      this.chars = Array.from(text);
      this.pos = 0;
    }
    skipSpace() {
      while (this.pos < this.chars.length && isSpace(this.chars[this.pos])) this.pos += 1;
    }
    atEnd() {
      this.skipSpace();
      return this.pos >= this.chars.length;
    }
    peek() {
      this.skipSpace();
      return this.pos < this.chars.length ? this.chars[this.pos] : "";
    }
    take(options) {
      const c = this.peek();
      if (c && options.includes(c)) {
        this.pos += 1;
        return true;
      }
      return false;
    }
    slice(start, end = this.chars.length) {
      return this.chars.slice(start, end).join("");
    }
    /** Match an anchored pattern at `at` without moving: {text, end} or null. */
    matchAt(pattern, at) {
      const found = pattern.exec(this.slice(at));
      return found && { text: found[0], groups: found, end: at + Array.from(found[0]).length };
    }
    match(pattern) {
      this.skipSpace();
      const found = this.matchAt(pattern, this.pos);
      if (found) this.pos = found.end;
      return found;
    }
    fail(code, at = null, fields = {}) {
      const column = at != null ? at : this.pos;
      const error = new MeshalError(code, __spreadValues({ position: column + 1, example: EXAMPLE, text: this.text }, fields));
      error.column = column;
      return error;
    }
  };
  function meshalMath(rules) {
    const R = rules;
    const ATTRIBUTES = R.ATTRIBUTES;
    const aliases = /* @__PURE__ */ new Map();
    for (const [canonical, names2] of Object.entries(R.ATTRIBUTE_NAMES)) {
      for (const alias of [canonical, ...Object.values(names2)]) aliases.set(alias.toLowerCase(), canonical);
    }
    const zhAttributes = new Map(Object.entries(R.ATTRIBUTE_NAMES).map(([k, n]) => [n.zh, k]));
    const zhChoose = new Map(Object.entries(R.CHOOSE_NAMES).map(([k, n]) => [n.zh, k]));
    const enChoose = new Map(Object.entries(R.CHOOSE_NAMES).map(([k, n]) => [n.en, k]));
    const attributeKey = (name) => {
      var _a;
      return (_a = aliases.get(String(name).trim().toLowerCase())) != null ? _a : null;
    };
    const glued = (word, vocabulary) => {
      const lowered = word.toLowerCase();
      if (vocabulary.has(lowered)) return [vocabulary.get(lowered), false];
      if (DIE_LETTERS.some((d) => word.endsWith(d)) && vocabulary.has(lowered.slice(0, -1))) {
        return [vocabulary.get(lowered.slice(0, -1)), true];
      }
      return [null, false];
    };
    const readModifier = (s) => {
      const sign = s.peek();
      if (!sign || !"+-".includes(sign)) return 0;
      s.pos += 1;
      const number = s.match(INTEGER);
      if (!number) throw s.fail("notation-expected-number");
      return Number(number.text) * (sign === "+" ? 1 : -1);
    };
    const readAttribute = (s) => {
      var _a, _b;
      s.skipSpace();
      const start = s.pos;
      const two = s.slice(start, start + 2);
      if (zhAttributes.has(two)) {
        s.pos += 2;
        return [zhAttributes.get(two), false];
      }
      const word = (_a = s.match(ASCII_WORD)) != null ? _a : s.match(CJK_WORD);
      if (!word) throw s.fail("notation-expected-attribute", start, { found: (_b = s.chars[start]) != null ? _b : "" });
      const [found, dieRead] = glued(word.text, aliases);
      if (found === null) throw s.fail("notation-unknown-attribute", start, { name: word.text });
      return [found, dieRead];
    };
    const readChoose = (s) => {
      s.skipSpace();
      const start = s.pos;
      const two = s.slice(start, start + 2);
      if (zhChoose.has(two)) {
        s.pos += 2;
        return [zhChoose.get(two), false];
      }
      const word = s.matchAt(ASCII_WORD, start);
      if (!word) return [null, false];
      const [found, dieRead] = glued(word.text, enChoose);
      if (found === null) {
        if (DIE_LETTERS.includes(word.text)) return [null, false];
        throw s.fail("notation-unexpected", start, { found: word.text });
      }
      s.pos = word.end;
      return [found, dieRead];
    };
    const readCount = (s) => {
      const start = s.pos;
      const number = s.match(INTEGER);
      if (number) {
        const count = Number(number.text);
        if (count < 1) throw s.fail("notation-zero-dice", start);
        if (s.peek() && "+-".includes(s.peek())) {
          const at = s.pos;
          const modifier = readModifier(s);
          throw s.fail("notation-count-modifier", at, { total: Math.max(1, count + modifier) });
        }
        return { count, attributes: [], choose: null, modifier: 0, dieRead: false };
      }
      const head = { count: null, attributes: [], choose: null, modifier: 0, dieRead: false };
      const fn = s.match(FUNCTION);
      if (fn) {
        head.choose = fn.groups[1].toLowerCase() === "max" ? "high" : "low";
        head.attributes.push(readAttribute(s)[0]);
        while (s.take([","])) head.attributes.push(readAttribute(s)[0]);
        if (!s.take([")"])) throw s.fail("notation-expected", null, { expected: ")" });
      } else {
        let [name, dieRead] = readAttribute(s);
        head.attributes.push(name);
        while (!dieRead && s.take(["/"])) {
          [name, dieRead] = readAttribute(s);
          head.attributes.push(name);
        }
        head.dieRead = dieRead;
        if (!head.dieRead) [head.choose, head.dieRead] = readChoose(s);
      }
      if (new Set(head.attributes).size !== head.attributes.length) throw s.fail("notation-duplicate-attribute", start);
      if (head.attributes.length > 1 && head.choose === null) throw s.fail("notation-choose-missing", start);
      if (head.attributes.length === 1 && head.choose !== null) throw s.fail("notation-choose-single", start);
      if (!head.dieRead) head.modifier = readModifier(s);
      return head;
    };
    const readDie = (s) => {
      if (s.take([DIE])) {
        s.take([EMOJI_SELECTOR]);
        return;
      }
      if (s.take(DIE_LETTERS)) return;
      const found = s.peek();
      throw s.fail("notation-missing-die", null, { found: found || "∅" });
    };
    function parseDice(text) {
      const s = new Scanner(String(text));
      if (s.atEnd()) throw s.fail("notation-empty", 0);
      const head = readCount(s);
      if (!head.dieRead) readDie(s);
      const kind = s.take(NUMBER_MARKS) ? NUMBER : POINTS;
      if (!s.atEnd()) throw s.fail("notation-trailing", null, { rest: s.slice(s.pos) });
      return pool(kind, head);
    }
    function pool(kind, { count = null, attributes = [], choose = null, modifier = 0 } = {}) {
      return Object.freeze({ kind, count, attributes: Object.freeze([...attributes]), choose, modifier });
    }
    function poolDice(p, values = {}) {
      if (p.count !== null) return p.count + p.modifier;
      const known = new Map(Object.entries(values).map(([name, v]) => {
        var _a;
        return [(_a = attributeKey(name)) != null ? _a : name, v];
      }));
      const resolved = p.attributes.map((attribute) => {
        if (!known.has(attribute)) {
          const names2 = R.ATTRIBUTE_NAMES[attribute];
          throw new MeshalError("dice-missing-attribute", { zh: names2.zh, en: names2.en, abbr: names2.abbr });
        }
        return known.get(attribute);
      });
      return (p.choose === "low" ? Math.min(...resolved) : Math.max(...resolved)) + p.modifier;
    }
    function renderPool(p, lang = "zh", ascii = false) {
      if (ascii) {
        const die2 = `d${p.kind === NUMBER ? "+" : ""}`;
        if (p.count !== null) return `${p.count}${die2}`;
        const names3 = p.attributes.map((a) => R.ATTRIBUTE_NAMES[a].abbr);
        const head = p.choose ? `${R.CHOOSE_NAMES[p.choose].ascii}(${names3.join(",")})` : names3[0];
        return `${head}${signed(p.modifier)}${die2}`;
      }
      const die = DIE + (p.kind === NUMBER ? NUMBER_MARK : "");
      if (p.count !== null) return `${p.count}${die}`;
      const names2 = p.attributes.map((a) => R.ATTRIBUTE_NAMES[a][lang]).join("/");
      const word = p.choose ? R.CHOOSE_NAMES[p.choose][lang] : "";
      const choose = word && (lang === "zh" ? word : ` ${word}`);
      return `${names2}${choose}${signed(p.modifier)}${die}`;
    }
    function diceCount(base, advantage = 0, penalty = 0, burst = 0) {
      if (burst < 0 || advantage < 0 || penalty < 0) throw new MeshalError("dice-negative-modifier");
      const count = Math.max(R.MIN_DICE, base + advantage - penalty + burst * R.ADVANTAGE_PER_LEAK);
      if (count > R.MAX_DICE) throw new MeshalError("dice-too-many", { count, limit: R.MAX_DICE });
      return count;
    }
    const cache = { points: /* @__PURE__ */ new Map(), number: /* @__PURE__ */ new Map() };
    function pointsDistribution(dice) {
      if (!cache.points.has(dice)) {
        const hits = BigInt(R.POINT_FACES.length);
        const misses = BigInt(R.DIE_FACES) - hits;
        const weights = /* @__PURE__ */ new Map();
        let binomial = $big1;
        for (let k = 0; k <= dice; k += 1) {
          weights.set(k, binomial * $pow(hits, BigInt(k)) * $pow(misses, BigInt(dice - k)));
          binomial = binomial * BigInt(dice - k) / BigInt(k + 1);
        }
        cache.points.set(dice, Distribution.fromWeights(weights));
      }
      return cache.points.get(dice);
    }
    function numberDistribution(dice) {
      var _a;
      if (!cache.number.has(dice)) {
        let weights = /* @__PURE__ */ new Map([[0, $big1]]);
        for (let i = 0; i < dice; i += 1) {
          const step = /* @__PURE__ */ new Map();
          for (const [total, ways] of weights) {
            for (let face = 1; face <= R.DIE_FACES; face += 1) {
              step.set(total + face, ((_a = step.get(total + face)) != null ? _a : $big0) + ways);
            }
          }
          weights = step;
        }
        cache.number.set(dice, Distribution.fromWeights(weights));
      }
      return cache.number.get(dice);
    }
    const distribution = (kind, dice) => kind === POINTS ? pointsDistribution(dice) : numberDistribution(dice);
    function poolDistribution(p, values = {}, advantage = 0, penalty = 0, burst = 0) {
      const dice = diceCount(poolDice(p, values), advantage, penalty, burst);
      return [dice, distribution(p.kind, dice)];
    }
    const successChance = (result) => result.probability((v) => v > 0);
    function rollAddWin() {
      const one = numberDistribution(R.ROLL_ADD_DICE);
      const diff = difference(one, one);
      return diff.probability((v) => v > 0).div(ONE.sub(diff.get(0)));
    }
    function versus(mine, theirs) {
      const diff = difference(mine, theirs);
      const win = diff.probability((v) => v > 0);
      const tie = diff.get(0);
      return { win, tie, lose: ONE.sub(win).sub(tie), winAfterRollAdd: win.add(tie.mul(rollAddWin())) };
    }
    function rollDice(kind, dice, random) {
      const faces = Array.from({ length: dice }, () => 1 + Math.floor(random() * R.DIE_FACES));
      const scoring = new Set(R.POINT_FACES);
      const result = kind === POINTS ? faces.filter((face) => scoring.has(face)).length : faces.reduce((a, b) => a + b, 0);
      return { faces, result, scoring: faces.map((face) => kind === POINTS && scoring.has(face)) };
    }
    const modifiers = (advantage = 0, penalty = 0) => ({ advantage, penalty });
    const plus = (a, b) => modifiers(a.advantage + b.advantage, a.penalty + b.penalty);
    const net = (amount) => modifiers(Math.max(amount, 0), Math.max(-amount, 0));
    const protections = (value = {}) => {
      var _a, _b, _c, _d;
      return {
        physical: (_a = value.physical) != null ? _a : 0,
        energetic: (_b = value.energetic) != null ? _b : 0,
        spectral: (_c = value.spectral) != null ? _c : 0,
        immune: [...(_d = value.immune) != null ? _d : []]
      };
    };
    function checkTypes(types) {
      const checked = [...new Set(types)];
      for (const t of checked) {
        if (!R.ATTACK_TYPES.includes(t)) throw new MeshalError("attack-unknown-type", { name: t, known: R.ATTACK_TYPES.join("/") });
      }
      if (!checked.length) throw new MeshalError("attack-no-type");
      return checked;
    }
    const isImmune = (types, prot) => checkTypes(types).every((t) => protections(prot).immune.includes(t));
    function relevantProtection(types, prot, penetrate = 0) {
      if (penetrate < 0) throw new MeshalError("attack-negative", { name: "penetrate" });
      const p = protections(prot);
      const live = checkTypes(types).filter((t) => !p.immune.includes(t));
      if (!live.length) throw new MeshalError("attack-immune");
      const lowest = Math.min(...live.map((t) => t === R.RAW_ATTACK ? 0 : p[t]));
      return lowest > 0 ? Math.max(0, lowest - penetrate) : lowest;
    }
    const protectionModifiers = (types, prot, penetrate = 0) => net(-relevantProtection(types, prot, penetrate));
    function overRangeMultiples(distance, weaponRange) {
      const d = Q.of(distance);
      const r = Q.of(weaponRange);
      if (r.le(ZERO)) throw new MeshalError("attack-negative", { name: "range" });
      if (d.le(r)) return 0;
      return d.sub(r).div(r).ceil();
    }
    const thrownRange = (might) => might * R.THROWN_RANGE_PER_MIGHT;
    const blinds = (attackerSize, creatureSize) => Math.abs(R.SIZETYPES[attackerSize] - R.SIZETYPES[creatureSize]) <= R.BLINDAGE_SIZE_SPAN;
    function situationModifiers(situation = {}) {
      const {
        types = ["physical"],
        protections: prot = {},
        penetrate = 0,
        cover = 0,
        blindageCreatures = 0,
        tooClose = false,
        distance = null,
        weaponRange = null,
        thrown = false
      } = situation;
      if (cover < 0 || blindageCreatures < 0) throw new MeshalError("attack-negative", { name: "cover" });
      const total = protectionModifiers(types, prot, penetrate);
      let penalty = cover + blindageCreatures * R.BLINDAGE_PENALTY;
      if (tooClose) penalty += R.TOO_CLOSE_PENALTY;
      if (distance !== null && weaponRange !== null) penalty += R.OVER_RANGE_PENALTY * overRangeMultiples(distance, weaponRange);
      if (thrown) penalty += R.THROWN_PENALTY;
      return plus(total, modifiers(0, penalty));
    }
    function defensePool(method) {
      if (!(method in R.DEFENSE_ATTRIBUTES)) throw new MeshalError("attack-unknown-defense", { name: method });
      return pool(POINTS, { attributes: [R.DEFENSE_ATTRIBUTES[method]] });
    }
    const wounds = (attack, defense = 0) => Math.max(0, attack - defense);
    function attackOutcome(attack, defense = null) {
      const hit = attack.probability((v) => v > 0);
      if (defense === null) return { hit, wounds: attack.map((v) => wounds(v)), solidDefense: ZERO };
      return { hit, wounds: difference(attack, defense).map((v) => wounds(v)), solidDefense: solidDefense(attack, defense) };
    }
    function solidDefense(attack, defense) {
      const atLeast = /* @__PURE__ */ new Map();
      let running = $big0;
      for (let i = defense.valuesList.length - 1; i >= 0; i -= 1) {
        running += defense.weights[i];
        atLeast.set(defense.valuesList[i], running);
      }
      const lowest = defense.valuesList[0];
      let weight = $big0;
      attack.valuesList.forEach((a, i) => {
        var _a;
        if (a <= 0) return;
        const above = a <= lowest ? running : (_a = atLeast.get(a)) != null ? _a : nextAtLeast(defense, atLeast, a);
        weight += attack.weights[i] * above;
      });
      return new Q(weight, attack.total * defense.total);
    }
    function nextAtLeast(defense, atLeast, a) {
      const next = defense.valuesList.find((v) => v >= a);
      return next === void 0 ? $big0 : atLeast.get(next);
    }
    const isUnconscious = (hurts, might) => hurts > might;
    const knockoutChance = (woundDistribution, hurts, might) => woundDistribution.probability((w) => isUnconscious(hurts + w, might));
    function attackRoll(p, values = {}, _a = {}) {
      var _b = _a, { advantage = 0, penalty = 0, burst = 0 } = _b, situation = __objRest(_b, ["advantage", "penalty", "burst"]);
      const mods = plus(modifiers(advantage, penalty), situationModifiers(situation));
      const [dice, result] = poolDistribution(p, values, mods.advantage, mods.penalty, burst);
      return { modifiers: mods, dice, distribution: result };
    }
    function fallAttack(height, ownHeight) {
      const h = Q.of(height);
      const own = Q.of(ownHeight);
      if (own.le(ZERO) || h.lt(ZERO)) throw new MeshalError("attack-negative", { name: "height" });
      if (h.le(own)) return null;
      const extra = h.div(own).floor() - 1;
      return { pool: pool(POINTS, { count: R.FALL_DICE }), advantage: extra * R.FALL_ADVANTAGE_PER_MULTIPLE, type: R.FALL_ATTACK_TYPE };
    }
    function oddsOf(p, values = {}, { advantage = 0, penalty = 0, burst = 0, types = null, protections: prot = null, penetrate = 0 } = {}) {
      let mods = modifiers(advantage, penalty);
      if (types !== null) mods = plus(mods, protectionModifiers(types, prot != null ? prot : {}, penetrate));
      const [dice, result] = poolDistribution(p, values, mods.advantage, mods.penalty, burst);
      return { pool: p, dice, modifiers: mods, distribution: result, burst };
    }
    const resistance = (...additions) => max(Q.of(R.MIN_RESISTANCE), Q.of(R.BASE_RESISTANCE).add(sumQ(additions.map(Q.of))));
    const effectsOf = (environments) => environments.flatMap((e) => {
      var _a;
      return (_a = e.effects) != null ? _a : e;
    });
    const environmentResistance = (environments) => effectsOf(environments).filter((e) => e.type === "resistance").reduce((t, e) => t + e.amount, 0);
    function pushResistance(weightKg, might) {
      if (might < 1) throw new MeshalError("movement-bad-might", { might });
      return Q.of(weightKg).div(might * R.PUSH_KG_PER_MIGHT);
    }
    function crossOverResistance(heightSteps, ownHeightSteps = null) {
      const h = Q.of(heightSteps);
      if (ownHeightSteps !== null && h.gt(Q.of(ownHeightSteps))) {
        throw new MeshalError("movement-too-tall", { height: String(heightSteps), own: String(ownHeightSteps) });
      }
      return h.floor() * R.CROSS_OVER_RESISTANCE_PER_STEP;
    }
    const steps = (speed, totalResistance) => Q.of(speed).div(max(Q.of(R.MIN_RESISTANCE), Q.of(totalResistance))).floor();
    function pose(name) {
      if (!R.POSES.includes(name)) throw new MeshalError("movement-unknown-pose", { name, known: R.POSES.join("/") });
      return {
        name,
        rangedCover: R.POSE_RANGED_COVER[name],
        resistance: R.POSE_RESISTANCE[name],
        rollPenalty: R.POSE_ROLL_PENALTY[name],
        movesAlone: R.POSE_MOVES_ALONE[name]
      };
    }
    function move(speed, {
      terrain = [],
      environments = [],
      posture = "standing",
      sprint = false,
      crossOver = 0,
      ownHeight = null,
      pushKg = 0,
      might = null
    } = {}) {
      const current = pose(posture);
      if (!current.movesAlone) throw new MeshalError("movement-mounted");
      const additions = [
        ...terrain,
        environmentResistance(environments),
        current.resistance,
        crossOverResistance(crossOver, ownHeight)
      ];
      if (!Q.of(pushKg).isZero()) {
        if (might === null) throw new MeshalError("movement-bad-might", { might: "?" });
        additions.push(pushResistance(pushKg, might));
      }
      const total = resistance(...additions);
      const moved = sprint ? speed * R.SPRINT_SPEED_FACTOR : speed;
      return { steps: steps(moved, total), resistance: total, speed: moved, acted: sprint ? R.SPRINT_ACTED : 0 };
    }
    function timing({ action, gap = 0, keep = 0, along = false, gapCost = R.GAP_SECONDS_PER_ACTED }) {
      if (Math.min(action, gap, keep) < 0 || gapCost < 1) throw new MeshalError("time-negative");
      return Object.freeze({ action, gap, keep, along, gapCost, instant: action === R.INSTANT_ACTION });
    }
    const withAlong = (main, ...along) => timing(__spreadProps(__spreadValues({}, main), { action: main.action + along.reduce((t, a) => t + a.action, 0), along: false }));
    function schedule(t, start, kept = null, acted = 0) {
      const k = kept != null ? kept : t.keep;
      if (!(k >= 0 && k <= t.keep) || acted < 0) throw new MeshalError("time-bad-keep", { kept: k, keep: t.keep });
      const done = start + Math.max(t.action, 1) - 1;
      let freeFrom;
      let gapStart;
      if (t.instant && !k) [freeFrom, gapStart] = [start, start + 1];
      else freeFrom = gapStart = done + 1 + k;
      const shortened = Math.min(t.gap, Math.floor(acted / t.gapCost));
      const remaining = t.gap - shortened;
      const gap = Array.from({ length: remaining }, (_, i) => gapStart + i);
      return {
        start,
        done,
        keepUntil: k ? done + k : null,
        gap,
        acted: shortened * t.gapCost,
        nextAction: remaining ? gapStart + remaining : freeFrom
      };
    }
    function effectEnds(gainedAt, duration) {
      if (duration < 0) throw new MeshalError("time-negative");
      return gainedAt + duration;
    }
    function inEnvironment(t, environments) {
      let { action, gap, gapCost } = t;
      for (const effect of effectsOf(environments)) {
        if (effect.type === "action-time" && !t.instant) action = Math.max(R.INSTANT_ACTION, action + effect.seconds);
        else if (effect.type === "gap-time") gap = Math.max(0, gap + effect.seconds);
        else if (effect.type === "gap-cost") gapCost = Math.max(gapCost, effect.acted);
      }
      return timing(__spreadProps(__spreadValues({}, t), { action, gap, gapCost }));
    }
    function timeline(rows, environments = [], start = 1) {
      const groups = [];
      for (const row of rows) {
        if (row.along && groups.length) groups[groups.length - 1].along.push(row);
        else groups.push({ main: row, along: [] });
      }
      let second = start;
      return groups.map(({ main, along }) => {
        var _a;
        const joined = withAlong(timing(__spreadProps(__spreadValues({}, main), { along: false })), ...along.map((a) => timing(a)));
        const changed = inEnvironment(joined, environments);
        const scheduled = schedule(changed, second, null, (_a = main.acted) != null ? _a : 0);
        second = scheduled.nextAction;
        return __spreadValues({ timing: changed, rows: 1 + along.length }, scheduled);
      });
    }
    const whole = (value, minimum) => Number.isInteger(value) && value >= minimum;
    const isMapping = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
    const asList = (value) => Array.isArray(value) ? value : [];
    const entryId = (value) => typeof value === "string" ? value : isMapping(value) && typeof value.id === "string" ? value.id : null;
    const names = (attribute) => ({ zh: R.ATTRIBUTE_NAMES[attribute].zh, en: R.ATTRIBUTE_NAMES[attribute].en });
    function attributeCost(value) {
      let cost = 0;
      for (let v = R.STARTING_ATTRIBUTE; v < value; v += 1) cost += v * R.ATTRIBUTE_COST_FACTOR;
      return cost;
    }
    function abilityCost(ability, improved = false) {
      var _a;
      const base = ability.occupation === "talent" ? 0 : ability.rank * R.ABILITY_COST_FACTOR;
      return base + (improved && ability.improvement ? (_a = ability.improvement.potential) != null ? _a : 0 : 0);
    }
    function tokenBase(species) {
      const standard = R.TOKEN_BASE_METRES[species.size];
      const metres = species.base_width != null ? Q.of(species.base_width) : standard != null ? Q.of(standard) : null;
      if (metres === null) return [null, null];
      if (standard != null && metres.eq(Q.of(standard))) return [metres, Q.of(R.TOKEN_BASE_STEPS[species.size])];
      return [metres, metres.div(Q.of(R.METRES_PER_STEP))];
    }
    function tallyItems(section, lookup, species, report) {
      var _a, _b, _c, _d;
      let weight = ZERO;
      let value = 0;
      const used = /* @__PURE__ */ new Map();
      const accessoryTypes = [];
      for (const [place, equippedByDefault] of R.ITEM_PLACES) {
        const entries = isMapping(section) && Array.isArray(section[place]) ? section[place] : [];
        entries.forEach((entry, index) => {
          var _a2, _b2, _c2, _d2, _e;
          const pointer = `/items/${place}/${index}`;
          let id = null;
          let count = 0;
          let equipped = false;
          if (typeof entry === "string") [id, count, equipped] = [entry, 1, equippedByDefault];
          else if (isMapping(entry) && typeof entry.id === "string") {
            id = entry.id;
            count = Number.isInteger((_a2 = entry.count) != null ? _a2 : 1) && ((_b2 = entry.count) != null ? _b2 : 1) > 0 ? (_c2 = entry.count) != null ? _c2 : 1 : 1;
            equipped = equippedByDefault && entry.equipped !== false;
          }
          if (id === null) return report("character-bad-entry", pointer, "error", { kind: "item" });
          const item = lookup("item", id);
          if (!item) return report("character-unknown", pointer, "error", { kind: "item", id });
          weight = weight.add(Q.of(item.weight).mul(count));
          value += item.value * count;
          if (!equipped) return void 0;
          for (const [limb, n] of Object.entries((_d2 = item.limbs) != null ? _d2 : {})) used.set(limb, ((_e = used.get(limb)) != null ? _e : 0) + n * count);
          if (item.category === "accessory") {
            for (let i = 0; i < count; i += 1) {
              if (accessoryTypes.filter((t) => t === item.type).length >= R.MAX_ACCESSORIES_PER_TYPE) {
                report("character-accessory-type-twice", pointer, "error", { type: item.type, id: item.id });
              }
              accessoryTypes.push(item.type);
            }
          }
          return void 0;
        });
      }
      const have = species ? species.limbs : {};
      const limbs = {};
      for (const limb of [.../* @__PURE__ */ new Set([...Object.keys(have), ...used.keys()])].sort()) {
        const limit = species ? (_a = have[limb]) != null ? _a : 0 : null;
        limbs[limb] = { used: (_b = used.get(limb)) != null ? _b : 0, limit };
        if (limit !== null && ((_c = used.get(limb)) != null ? _c : 0) > limit) {
          report("character-limbs-over", "/items", "error", { zh: (_d = R.LIMB_NAMES[limb]) != null ? _d : limb, en: limb, used: used.get(limb), limit });
        }
      }
      if (accessoryTypes.length > R.MAX_ACCESSORIES) {
        report("character-accessories-over", "/items", "error", { used: accessoryTypes.length, limit: R.MAX_ACCESSORIES });
      }
      const accessories = { used: accessoryTypes.length, limit: R.MAX_ACCESSORIES, types: [...new Set(accessoryTypes)].sort() };
      return { weight, value, limbs, accessories };
    }
    function checkCharacter(sheet, content, startingPotential = null) {
      var _a, _b, _c, _d, _e;
      const byId = {
        species: new Map(((_a = content.species) != null ? _a : []).map((e) => [e.id, e])),
        ability: new Map(((_b = content.abilities) != null ? _b : []).map((e) => [e.id, e])),
        item: new Map(((_c = content.items) != null ? _c : []).map((e) => [e.id, e]))
      };
      const lookup = (kind, id) => {
        var _a2;
        return (_a2 = byId[kind].get(id)) != null ? _a2 : null;
      };
      const problems = [];
      const add = (code, pointer, severity = "error", fields = {}) => problems.push({ code, pointer, severity, fields });
      let species = null;
      if (typeof sheet.species !== "string") add("character-species-missing", "/species");
      else {
        species = lookup("species", sheet.species);
        if (!species) add("character-unknown", "/species", "error", { kind: "species", id: sheet.species });
      }
      const bought = isMapping(sheet.attributes) ? sheet.attributes : {};
      const changes = species ? (_d = species.attributes) != null ? _d : {} : {};
      const attributes = {};
      for (const name of ATTRIBUTES) {
        let value = name in bought ? bought[name] : R.STARTING_ATTRIBUTE;
        if (!whole(value, R.MIN_ATTRIBUTE)) {
          add("character-bad-number", `/attributes/${name}`, "error", { minimum: R.MIN_ATTRIBUTE });
          value = R.STARTING_ATTRIBUTE;
        } else if (value < R.STARTING_ATTRIBUTE) {
          add("character-attribute-below-start", `/attributes/${name}`, "error", __spreadValues({ value, start: R.STARTING_ATTRIBUTE }, names(name)));
        }
        const change = (_e = changes[name]) != null ? _e : 0;
        attributes[name] = { bought: value, species: change, value: Math.max(R.MIN_ATTRIBUTE, value + change), cost: attributeCost(value) };
      }
      let abilitySpent = 0;
      const usedBy = Object.fromEntries(ATTRIBUTES.map((a) => [a, 0]));
      const seen = /* @__PURE__ */ new Set();
      asList(sheet.abilities).forEach((entry, index) => {
        const pointer = `/abilities/${index}`;
        const id = entryId(entry);
        if (id === null) return add("character-bad-entry", pointer, "error", { kind: "ability" });
        if (seen.has(id)) return add("character-duplicate", pointer, "error", { kind: "ability", id });
        seen.add(id);
        const ability = lookup("ability", id);
        if (!ability) return add("character-unknown", pointer, "error", { kind: "ability", id });
        if (ability.occupation === "talent" && species && !species.talents.includes(id)) {
          add("talent-not-granted", pointer, "error", { id, species: species.id, granted: species.talents.join(", ") || "-" });
        }
        let improved = isMapping(entry) && entry.improved === true;
        if (improved && !ability.improvement) {
          add("character-not-improvable", `${pointer}/improved`, "error", { id });
          improved = false;
        }
        abilitySpent += abilityCost(ability, improved);
        if (ATTRIBUTES.includes(ability.occupation)) usedBy[ability.occupation] += ability.rank;
        return void 0;
      });
      const occupation = {};
      for (const name of ATTRIBUTES) occupation[name] = { used: usedBy[name], limit: attributes[name].value };
      for (const [name, slot] of Object.entries(occupation)) {
        if (slot.used > slot.limit) add("character-occupation-over", "/abilities", "error", __spreadValues(__spreadValues({}, slot), names(name)));
      }
      const potential = isMapping(sheet.potential) ? sheet.potential : {};
      let starting = "starting" in potential ? potential.starting : startingPotential != null ? startingPotential : R.STARTING_POTENTIAL;
      let gained = "gained" in potential ? potential.gained : 0;
      for (const [name, value] of [["starting", starting], ["gained", gained]]) {
        if (!whole(value, 0)) add("character-bad-number", `/potential/${name}`, "error", { minimum: 0 });
      }
      starting = whole(starting, 0) ? starting : R.STARTING_POTENTIAL;
      gained = whole(gained, 0) ? gained : 0;
      const spent = Object.values(attributes).reduce((t, a) => t + a.cost, 0) + abilitySpent;
      const budget = starting + gained;
      if (spent > budget) add("character-over-budget", "/potential", "error", { spent, budget });
      const wearGiven = isMapping(sheet.wear) ? sheet.wear : {};
      const wear = {};
      for (const [name, attribute] of R.WEAR) {
        let value = name in wearGiven ? wearGiven[name] : R.MIN_WEAR;
        if (!whole(value, R.MIN_WEAR)) {
          add("character-bad-number", `/wear/${name}`, "error", { minimum: R.MIN_WEAR });
          value = R.MIN_WEAR;
        }
        wear[name] = value;
        const limit = attributes[attribute].value;
        if (name === "hurts" && isUnconscious(value, limit)) add("character-unconscious", "/wear/hurts", "warning", { hurts: value, might: limit });
        else if (name !== "hurts" && value > limit) {
          const [zh, en] = R.WEAR_NAMES[name];
          add("character-wear-over", `/wear/${name}`, "error", { zh, en, value, limit });
        }
      }
      const might = attributes.might.value;
      const items = tallyItems(sheet.items, lookup, species, add);
      const carry = might * R.CARRY_KG_PER_MIGHT;
      if (items.weight.gt(carry)) add("character-over-carry", "/items", "error", { weight: items.weight, carry });
      if (items.value > R.STARTING_FUNDS_COPPER) add("character-over-funds", "/items", "warning", { value: items.value, funds: R.STARTING_FUNDS_COPPER });
      const [metres, baseSteps] = species ? tokenBase(species) : [null, null];
      const derived = {
        max_hurts: might,
        max_acted: attributes.elastane.value,
        max_leaks: attributes.sense.value,
        carry_weight_kg: carry,
        carried_weight_kg: items.weight,
        size: species ? species.size : null,
        reach: species ? species.reach : null,
        token_base_metres: metres,
        token_base_steps: baseSteps,
        talents: species ? [...species.talents] : [],
        items_value_copper: items.value,
        starting_funds_copper: R.STARTING_FUNDS_COPPER,
        wear,
        unconscious: isUnconscious(wear.hurts, might)
      };
      return {
        potential: { budget, spent, left: budget - spent, level: spent },
        attributes,
        occupation,
        derived,
        items,
        problems,
        ok: !problems.some((p) => p.severity === "error")
      };
    }
    return Object.freeze({
      rules: R,
      Q,
      Distribution,
      MeshalError,
      POINTS,
      NUMBER,
      attributeKey,
      parseDice,
      pool,
      poolDice,
      renderPool,
      diceCount,
      pointsDistribution,
      numberDistribution,
      distribution,
      poolDistribution,
      successChance,
      rollAddWin,
      versus,
      difference,
      rollDice,
      modifiers,
      net,
      protections,
      checkTypes,
      isImmune,
      relevantProtection,
      protectionModifiers,
      overRangeMultiples,
      thrownRange,
      blinds,
      situationModifiers,
      defensePool,
      wounds,
      attackOutcome,
      isUnconscious,
      knockoutChance,
      attackRoll,
      fallAttack,
      oddsOf,
      resistance,
      environmentResistance,
      pushResistance,
      crossOverResistance,
      steps,
      pose,
      move,
      timing,
      withAlong,
      schedule,
      effectEnds,
      inEnvironment,
      timeline,
      attributeCost,
      abilityCost,
      tokenBase,
      checkCharacter
    });
  }

  // site/assets/js/words.js
  function format(text, fields = {}) {
    return text.replace(/\{(\w+)(?::([^{}|]*)\|([^{}]*))?\}/g, (all, name, one, other) => {
      if (!(name in fields)) return all;
      const value = fields[name];
      if (one === void 0) return String(value);
      return `${value} ${isOne(value) ? one : other}`;
    });
  }
  function isOne(value) {
    const [n, d = "1"] = String(value).trim().split("/");
    return Number(n) === Number(d) && Number(d) !== 0;
  }

  // meshal_compendium/export/sealdice/meshal.mjs
  var MODIFIER = /(优势|劣势|爆发|advantage|adv|penalty|pen|burst)\s*(\d+)/gi;
  var MODIFIER_KIND = {
    优势: "advantage",
    advantage: "advantage",
    adv: "advantage",
    劣势: "penalty",
    penalty: "penalty",
    pen: "penalty",
    爆发: "burst",
    burst: "burst"
  };
  var ENGLISH = /(^|[^A-Za-z])(might|elastane|sense|advantage|adv|penalty|pen|burst|high|low|attack|en|english)(?![A-Za-z])/i;
  var VERSUS = /\s+(?:vs\.?|对)\s+/i;
  var ATTACK = /\s+(?:攻击|attack)\s+/i;
  var HELP = /^(help|帮助|)$/i;
  var ODDS = /^(odds|概率)$/i;
  var LANG = /^(lang|语言)$/i;
  var ODDS_LISTED = 8;
  function percent(q) {
    const hundredths = (q.n * $big3 / q.d + $big1) / $big4;
    const text = String(hundredths).padStart(3, "0");
    return `${text.slice(0, -2)}.${text.slice(-2)}%`;
  }
  function meshalCommands(data, random) {
    const R = data.rules;
    const m = meshalMath(R);
    const names = data.names;
    const zhName = (key) => names[key].zh;
    function say(lang, key, fields) {
      return format(data.messages[lang][key], fields);
    }
    function side(text) {
      const found = { advantage: 0, penalty: 0, burst: 0 };
      const written = text.replace(MODIFIER, (all, word, n) => {
        found[MODIFIER_KIND[word.toLowerCase()]] += Number(n);
        return " ";
      });
      return __spreadValues({ pool: m.parseDice(written.trim()) }, found);
    }
    function values(card, pool) {
      const found = {};
      for (const key of R.ATTRIBUTES) {
        const [value, ok] = card.get(zhName(key));
        found[key] = ok ? value : R.STARTING_ATTRIBUTE;
        if (pool.attributes.includes(key) && found[key] < R.MIN_ATTRIBUTE) {
          throw new MeshalError("sealdice-plugin-attribute-low", { zh: names[key].zh, en: names[key].en, value: found[key], minimum: R.MIN_ATTRIBUTE });
        }
      }
      return found;
    }
    function spendLeaks(card, burst, sense) {
      const [had, ok] = card.get(zhName("leaks"));
      const before = ok ? had : R.MIN_WEAR;
      const total = before + burst;
      if (total > sense) {
        throw new MeshalError("wear-over-maximum", { zh: names.leaks.zh, en: names.leaks.en, amount: burst, had: before, total, maximum: sense, left: Math.max(0, sense - before) });
      }
      card.set(zhName("leaks"), total);
      return { had: before, total, maximum: sense };
    }
    const rollFace = () => 1 + Math.floor(random() * R.DIE_FACES);
    const read = (kind, faces) => kind === m.POINTS ? faces.filter((face) => R.POINT_FACES.includes(face)).length : faces.reduce((a, b) => a + b, 0);
    function roll(s, vals) {
      const dice = m.diceCount(m.poolDice(s.pool, vals), s.advantage, s.penalty, s.burst);
      const faces = [];
      for (let i = 0; i < dice; i += 1) faces.push(rollFace());
      return { dice, faces, result: read(s.pool.kind, faces) };
    }
    function rollLine(lang, s, rolled) {
      const result = s.pool.kind === m.POINTS ? say(lang, "sealdice-plugin-points", { points: rolled.result }) : rolled.result;
      return say(lang, "sealdice-plugin-roll", { pool: m.renderPool(s.pool, lang), dice: rolled.dice, faces: rolled.faces.join(" "), result });
    }
    function sidesOf(text) {
      const attack = ATTACK.test(text);
      const sides = text.split(attack ? ATTACK : VERSUS);
      if (sides.length > 2 || attack && VERSUS.test(text)) throw new MeshalError("sealdice-plugin-versus-two");
      const mine = side(sides[0]);
      const theirs = sides.length === 2 ? side(sides[1]) : null;
      if (theirs && theirs.burst) throw new MeshalError("sealdice-plugin-burst-theirs");
      if (attack && (mine.pool.kind !== m.POINTS || theirs.pool.kind !== m.POINTS)) throw new MeshalError("sealdice-plugin-attack-points");
      if (theirs && theirs.pool.kind !== mine.pool.kind) throw new MeshalError("sealdice-plugin-versus-kinds");
      return { attack, mine, theirs };
    }
    function rollCommand(chat, lang, text) {
      const { attack, mine, theirs } = sidesOf(text);
      const vals = values(chat.card, mine.pool);
      const rolled = roll(mine, vals);
      let leaks = null;
      if (mine.burst) leaks = spendLeaks(chat.card, mine.burst, vals.sense);
      const lines = [`${chat.player} ${rollLine(lang, mine, rolled)}`];
      if (!theirs) {
        if (mine.pool.kind === m.POINTS) lines[0] += `, ${say(lang, rolled.result > 0 ? "sealdice-plugin-success" : "sealdice-plugin-failure")}`;
      } else {
        const other = roll(theirs, values(chat.card, theirs.pool));
        lines.push(rollLine(lang, theirs, other));
        lines.push(attack ? attackLine(lang, rolled.result, other.result) : versusLine(lang, chat.player, rolled.result - other.result));
      }
      if (leaks) lines.push(say(lang, "sealdice-plugin-burst", __spreadValues({ name: names.leaks[lang] }, leaks)));
      return lines.join("\n");
    }
    function versusLine(lang, player, deviation) {
      if (deviation !== 0) return say(lang, deviation > 0 ? "sealdice-plugin-win" : "sealdice-plugin-lose", { player, deviation: Math.abs(deviation) });
      const pairs = [];
      let mine;
      let theirs;
      do {
        mine = read(m.NUMBER, [rollFace()]);
        theirs = read(m.NUMBER, [rollFace()]);
        pairs.push(`${mine}:${theirs}`);
      } while (mine === theirs);
      return say(lang, mine > theirs ? "sealdice-plugin-tie-win" : "sealdice-plugin-tie-lose", { player, rolls: pairs.join(" ") });
    }
    function attackLine(lang, attack, defense) {
      if (attack <= 0) return say(lang, "sealdice-plugin-miss");
      const hurts = m.wounds(attack, defense);
      return hurts ? say(lang, "sealdice-plugin-hurts", { hurts, name: names.hurts[lang] }) : say(lang, "sealdice-plugin-solid");
    }
    function listed(lang, result, points) {
      if (result.outcomes.length > ODDS_LISTED) {
        return say(lang, "sealdice-plugin-odds-range", { low: result.values()[0], high: result.values()[result.values().length - 1] });
      }
      return result.outcomes.map(([value, p]) => `${points ? say(lang, "sealdice-plugin-points", { points: value }) : value} ${p}`).join(" · ");
    }
    function oddsCommand(chat, lang, text) {
      const { attack, mine, theirs } = sidesOf(text);
      const odds = (s) => m.oddsOf(s.pool, values(chat.card, s.pool), s);
      const a = odds(mine);
      const head = say(lang, "sealdice-plugin-roll-head", { pool: m.renderPool(mine.pool, lang), dice: a.dice });
      if (attack) {
        const b = odds(theirs);
        const found = m.attackOutcome(a.distribution, b.distribution);
        return `${head} ${say(lang, "sealdice-plugin-attack")} ${say(lang, "sealdice-plugin-roll-head", { pool: m.renderPool(theirs.pool, lang), dice: b.dice })}: ${say(lang, "sealdice-plugin-odds-attack", {
          hit: found.hit,
          solid: found.solidDefense,
          name: names.hurts[lang],
          hurts: listed(lang, found.wounds, false)
        })}`;
      }
      if (theirs) {
        const b = odds(theirs);
        const v = m.versus(a.distribution, b.distribution);
        return `${head} vs ${say(lang, "sealdice-plugin-roll-head", { pool: m.renderPool(theirs.pool, lang), dice: b.dice })}: ${say(lang, "sealdice-plugin-odds-versus", {
          win: v.win,
          tie: v.tie,
          lose: v.lose,
          after: v.winAfterRollAdd,
          percent: percent(v.winAfterRollAdd)
        })}`;
      }
      const result = a.distribution;
      const mean = say(lang, "sealdice-plugin-odds-mean", { mean: result.mean });
      const success = mine.pool.kind === m.POINTS ? `; ${say(lang, "sealdice-plugin-odds-success", { p: m.successChance(result), percent: percent(m.successChance(result)) })}` : "";
      return `${head}: ${listed(lang, result, mine.pool.kind === m.POINTS)}; ${mean}${success}`;
    }
    function solve(chat) {
      const text = String(chat.args || "").trim();
      const [head, ...rest] = text.split(/\s+/);
      const lang = chat.lang === "en" || chat.lang === "zh" ? chat.lang : ENGLISH.test(text) ? "en" : "zh";
      try {
        if (LANG.test(head)) {
          const chosen = ENGLISH.test(rest.join(" ")) ? "en" : "zh";
          chat.setLang(chosen);
          return chat.reply(say(chosen, "sealdice-plugin-lang"));
        }
        if (HELP.test(head)) return chat.reply(say(lang, "sealdice-plugin-help"));
        if (ODDS.test(head)) return chat.reply(oddsCommand(chat, lang, rest.join(" ")));
        return chat.reply(rollCommand(chat, lang, text));
      } catch (error) {
        if (!(error instanceof MeshalError)) throw error;
        const template = data.messages[lang][error.code];
        return chat.reply(say(lang, "sealdice-plugin-error", { message: template ? format(template, error.fields) : error.code }));
      }
    }
    return [{ name: "ml", help: say("zh", "sealdice-plugin-help"), solve }];
  }

  // meshal_compendium/export/sealdice/runtime.mjs
  var SYSTEMS = { meshal: meshalCommands };
  var LANG_VARIABLE = "$mMeshalLang";
  var escapeOneBot = (text) => String(text).replace(/&/g, "&amp;").replace(/\[/g, "&#91;").replace(/\]/g, "&#93;");
  function install(seal, data, random) {
    const { name, author, version } = data.extension;
    let ext = seal.ext.find(name);
    if (!ext) {
      ext = seal.ext.new(name, author, version);
      seal.ext.register(ext);
    }
    try {
      seal.gameSystem.newTemplateByYaml(data.template);
    } catch (error) {
      console.log(`${name}: ${error}`);
    }
    for (const command of SYSTEMS[data.system](data, random)) {
      const item = seal.ext.newCmdItemInfo();
      item.name = command.name;
      item.help = command.help;
      item.solve = (ctx, msg, cmdArgs) => {
        command.solve(chatOf(seal, ctx, msg, cmdArgs));
        return seal.ext.newCmdExecuteResult(true);
      };
      ext.cmdMap[command.name] = item;
    }
  }
  function chatOf(seal, ctx, msg, cmdArgs) {
    return {
      args: cmdArgs.rawArgs,
      player: ctx.player.name,
      lang: seal.vars.strGet(ctx, LANG_VARIABLE)[0],
      setLang: (lang) => seal.vars.strSet(ctx, LANG_VARIABLE, lang),
      card: { get: (key) => seal.vars.intGet(ctx, key), set: (key, value) => seal.vars.intSet(ctx, key, value) },
      reply: (text) => seal.replyToSender(ctx, msg, escapeOneBot(text))
    };
  }
  return __toCommonJS(runtime_exports);
})();
