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
    define: () => define,
    escapeOneBot: () => escapeOneBot,
    install: () => install,
    kit: () => kit,
    meshalMath: () => meshalMath
  });

  // meshal_compendium/export/sealdice/chat.mjs
  var chat_exports = {};
  __export(chat_exports, {
    command: () => command,
    exact: () => exact,
    listed: () => listed,
    numbered: () => numbered,
    percent: () => percent,
    sayer: () => sayer,
    signed: () => signed
  });

  // site/assets/js/exact.js
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
      let d = $pow($big2 , BigInt(fraction.length));
      const e = BigInt(exponent);
      if (e >= $big0) n *= $pow($big2 , e);
      else d *= $pow($big2 , -e);
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
      const sum2 = weights.reduce((a, b) => a + b, $big0);
      return new _Distribution(values, weights, total != null ? total : sum2);
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

  // meshal_compendium/export/sealdice/chat.mjs
  var HELP = /^(help|帮助|)$/i;
  var ODDS = /^(odds|概率)$/i;
  var LANG = /^(lang|语言)$/i;
  var ODDS_LISTED = 8;
  function percent(q) {
    const hundredths = (q.n * $big3 / q.d + $big1) / $big4;
    const text = String(hundredths).padStart(3, "0");
    return `${text.slice(0, -2)}.${text.slice(-2)}%`;
  }
  var signed = (n) => n > 0 ? `+${n}` : n < 0 ? `${n}` : "";
  var exact = (q) => `${q} ≈ ${percent(q)}`;
  function listed(say, lang, outcomes, label = String) {
    if (outcomes.length > ODDS_LISTED) {
      return say(lang, "sealdice-plugin-odds-range", { low: outcomes[0][0], high: outcomes[outcomes.length - 1][0] });
    }
    return outcomes.map(([value, p]) => `${label(value)} ${p}`).join(" · ");
  }
  var sayer = (data) => (lang, key, fields) => format(data.messages[lang][key], fields);
  function numbered(text, words) {
    const found = {};
    let rest = text;
    for (const [name, word] of Object.entries(words)) {
      rest = rest.replace(new RegExp(`(${word})\\s*([+-]?\\d+)`, "gi"), (all, w, n) => {
        found[name] = Number(n);
        return " ";
      });
    }
    return { found, rest: rest.trim() };
  }
  function command(data, { name, help, english, roll, odds, helpFields = {} }) {
    const say = sayer(data);
    function solve(chat) {
      const text = String(chat.args || "").trim();
      const [head, ...rest] = text.split(/\s+/);
      const lang = chat.lang === "en" || chat.lang === "zh" ? chat.lang : english.test(text) ? "en" : "zh";
      try {
        if (LANG.test(head)) {
          const chosen = english.test(rest.join(" ")) ? "en" : "zh";
          chat.setLang(chosen);
          return chat.reply(say(chosen, "sealdice-plugin-lang"));
        }
        if (HELP.test(head)) return chat.reply(say(lang, help, helpFields[lang]));
        if (ODDS.test(head)) return chat.reply(odds(chat, lang, rest.join(" ")));
        return chat.reply(roll(chat, lang, text));
      } catch (error) {
        if (!(error instanceof MeshalError)) throw error;
        const template = data.messages[lang][error.code];
        return chat.reply(say(lang, "sealdice-plugin-error", { message: template ? format(template, error.fields) : error.code }));
      }
    }
    return { name, help: say("zh", help, helpFields.zh), solve };
  }

  // site/assets/js/d20-pool/d20-math.js
  var ZERO2 = new Q($big0);
  var ONE = new Q($big1);
  var HALF = new Q($big1, $big4);
  var SEQUENTIAL = "sequential";
  var SIMULTANEOUS = "simultaneous";
  var RULINGS = [SEQUENTIAL, SIMULTANEOUS];
  var FULL_TENS = "full-tens";
  var EXTRA_READINGS = [FULL_TENS, "multiples-passed"];
  var sumQ = (values) => values.reduce((total, v) => total.add(v), ZERO2);
  var pairs = (list) => new Map(list);
  var add = (map, key, mass) => {
    var _a;
    if (!mass.isZero()) map.set(key, ((_a = map.get(key)) != null ? _a : ZERO2).add(mass));
  };
  var at = (map, key) => {
    if (!map.has(key)) map.set(key, /* @__PURE__ */ new Map());
    return map.get(key);
  };
  function d20Math(rules) {
    const SIZES = pairs(rules.SIZES);
    const SAVES = pairs(rules.SAVES);
    const SUCCESS_FROM = pairs(rules.SUCCESS_FROM);
    const EDGES = [...SUCCESS_FROM.keys()];
    const COVER = pairs(rules.COVER);
    const CONCEALMENT = new Map(rules.CONCEALMENT.map(([k, v]) => [k, Q.parse(v)]));
    const ACTIONS = pairs(rules.ACTIONS);
    const FEATS_ON_REACHING = pairs(rules.FEATS_ON_REACHING);
    const TIER_NAMES = rules.TIERS.map(([name]) => name);
    const TOLERANCE = Q.parse(rules.TOLERANCE);
    const MAX_VERSUS = pairs(rules.MAX_VERSUS);
    const CALCULATOR_MAX_VERSUS = pairs(rules.CALCULATOR_MAX_VERSUS);
    const known = (map) => [...map.keys()].join(", ");
    const edgeOf = (advantage, disadvantage) => advantage && !disadvantage ? "advantage" : disadvantage && !advantage ? "disadvantage" : "none";
    function faces(edge) {
      if (!SUCCESS_FROM.has(edge)) throw new MeshalError("d20-pool-bad-edge", { given: edge, known: EDGES.join(", ") });
      const die = new Q($big1, BigInt(rules.DIE));
      const succeeding = rules.CRITICAL_SUCCESS - SUCCESS_FROM.get(edge);
      return { critical: die, fumble: die, success: die.mul(succeeding), miss: die.mul(rules.DIE - 2 - succeeding) };
    }
    const fortuneChance = (modifier2) => dcChance(modifier2, rules.FORTUNE_DC);
    const poolOf = (given) => __spreadValues({ dice: 0, edge: "none", extra: 0, deduct: 0, fortune: 0, ruling: SEQUENTIAL }, given);
    function finalValue(rolled, failed, pool) {
      const extra = rolled >= 1 ? pool.extra : 0;
      return Math.max(0, rolled + extra - pool.deduct - failed);
    }
    function check(pool) {
      if (!RULINGS.includes(pool.ruling)) throw new MeshalError("d20-pool-bad-ruling", { given: pool.ruling, known: RULINGS.join(", ") });
      if (!Number.isInteger(pool.dice) || pool.dice < 0 || pool.dice > rules.MAX_POOL) {
        throw new MeshalError("d20-pool-too-many-dice", { given: pool.dice, most: rules.MAX_POOL });
      }
      if (pool.extra < 0 || pool.deduct < 0) throw new MeshalError("d20-pool-negative-count");
      faces(pool.edge);
    }
    const side = BigInt(rules.DIE);
    const scales = [$big1];
    const scale = (e) => {
      while (scales.length <= e) scales.push(scales[scales.length - 1] * side);
      return scales[e];
    };
    const times2 = ([n, e], count, de = 1) => [n * count, e + de];
    const plus = ([n, e], [m, f]) => e === f ? [n + m, e] : e < f ? [n * scale(f - e) + m, f] : [n + m * scale(e - f), e];
    const put = (map, key, mass) => {
      if (mass[0] !== $big0) map.set(key, map.has(key) ? plus(map.get(key), mass) : mass);
    };
    const exact2 = ([n, e]) => new Q(n, scale(e));
    const counts = (q) => q.mul(rules.DIE).n;
    function successes(given, tolerance = TOLERANCE) {
      var _a, _b;
      const pool = poolOf(given);
      check(pool);
      const q = faces(pool.edge);
      const die = { critical: counts(q.critical), fumble: counts(q.fumble), success: counts(q.success), miss: counts(q.miss) };
      const pass = counts(fortuneChance(pool.fortune));
      const expand = pool.ruling === SEQUENTIAL ? throwOne : throwAll;
      const levels = /* @__PURE__ */ new Map([[0, /* @__PURE__ */ new Map([[pool.dice, [$big1, 0]]])]]);
      const ends = /* @__PURE__ */ new Map();
      const byValue = /* @__PURE__ */ new Map();
      const tables = /* @__PURE__ */ new Map();
      for (let level = 0; ; level += 1) {
        const states = (_a = levels.get(level)) != null ? _a : /* @__PURE__ */ new Map();
        levels.delete(level);
        while (states.size) {
          const dice = Math.max(...states.keys());
          const mass = states.get(dice);
          states.delete(dice);
          expand({ dice, mass, level, die, pass, states, levels, ends, tables });
        }
        for (const [failed, mass] of (_b = ends.get(level)) != null ? _b : []) put(byValue, finalValue(level, failed, pool), mass);
        ends.delete(level);
        const found = listed2(byValue, levels, ends, level, pool);
        if (found.remainder.lt(tolerance)) return found;
      }
    }
    function listed2(byValue, levels, ends, level, pool) {
      const anyLeft = (map) => [...map.values()].some((states) => states.size > 0);
      const finished = !anyLeft(levels) && !anyLeft(ends);
      const complete = finished ? Math.max(...byValue.keys()) + 1 : finalValue(level + 1, 1, pool);
      const values = [...byValue.keys()].sort((a, b) => a - b);
      const outcomes = values.filter((v) => v < complete).map((v) => [v, exact2(byValue.get(v))]);
      let pending = [$big0, 0];
      for (const states of [...levels.values(), ...ends.values()]) for (const m of states.values()) pending = plus(pending, m);
      for (const v of values) if (v >= complete) pending = plus(pending, byValue.get(v));
      return result(outcomes, exact2(pending));
    }
    const result = (outcomes, remainder) => ({
      outcomes,
      remainder,
      atLeast: (value) => sumQ(outcomes.filter(([v]) => v >= value).map(([, p]) => p)).add(remainder)
    });
    function fortune(endsHere, mass, pass) {
      put(endsHere, 0, times2(mass, BigInt(pass)));
      put(endsHere, 1, times2(mass, BigInt(rules.DIE) - pass));
    }
    function throwOne({ dice, mass, level, die, pass, states, levels, ends }) {
      if (dice === 0) return put(at(ends, level), 0, mass);
      const left = dice - 1;
      put(at(levels, level + 1), left + 1, times2(mass, die.critical));
      put(at(levels, level + 1), left, times2(mass, die.success));
      put(states, left, times2(mass, die.miss));
      if (left) put(states, left - 1, times2(mass, die.fumble));
      else fortune(at(ends, level), times2(mass, die.fumble), pass);
      return void 0;
    }
    function throwAll({ dice, mass, level, die, pass, levels, ends, tables }) {
      if (dice === 0) return put(at(ends, level), 0, mass);
      if (!tables.has(dice)) tables.set(dice, throwTable(dice, die));
      for (const [gained, bonus, weight] of tables.get(dice)) {
        const reached = level + gained;
        const p = times2(mass, weight, dice);
        if (bonus > 0) put(at(levels, reached), bonus, p);
        else if (bonus === 0) put(at(ends, reached), 0, p);
        else fortune(at(ends, reached), p, pass);
      }
      return void 0;
    }
    function throwTable(dice, die) {
      var _a;
      const powers = (base) => {
        const list = [$big1];
        for (let i = 1; i <= dice; i += 1) list.push(list[i - 1] * base);
        return list;
      };
      const [criticals, fumbles, hits, misses, facts] = [
        powers(die.critical),
        powers(die.fumble),
        powers(die.success),
        powers(die.miss),
        [$big1]
      ];
      for (let i = 1; i <= dice; i += 1) facts.push(facts[i - 1] * BigInt(i));
      const found = /* @__PURE__ */ new Map();
      for (let critical = 0; critical <= dice; critical += 1) {
        for (let fumble = 0; fumble <= dice - critical; fumble += 1) {
          for (let hit = 0; hit <= dice - critical - fumble; hit += 1) {
            const rest = dice - critical - fumble - hit;
            const ways = facts[dice] / (facts[critical] * facts[fumble] * facts[hit] * facts[rest]);
            const key = `${critical + hit},${critical - fumble}`;
            found.set(key, ((_a = found.get(key)) != null ? _a : $big0) + ways * criticals[critical] * fumbles[fumble] * hits[hit] * misses[rest]);
          }
        }
      }
      return [...found].map(([key, weight]) => [...key.split(",").map(Number), weight]);
    }
    const DONE = "done,0,0";
    const qZero = () => ZERO2;
    function expandLevel(dice, pool) {
      const q = faces(pool.edge);
      const die = { critical: counts(q.critical), fumble: counts(q.fumble), success: counts(q.success), miss: counts(q.miss) };
      const pass = counts(fortuneChance(pool.fortune));
      const expand = pool.ruling === SEQUENTIAL ? throwOne : throwAll;
      const states = /* @__PURE__ */ new Map([[dice, [$big1, 0]]]);
      const levels = /* @__PURE__ */ new Map();
      const ends = /* @__PURE__ */ new Map();
      const tables = /* @__PURE__ */ new Map();
      while (states.size) {
        const most = Math.max(...states.keys());
        const mass = states.get(most);
        states.delete(most);
        expand({ dice: most, mass, level: 0, die, pass, states, levels, ends, tables });
      }
      return { levels, ends };
    }
    function chain(given) {
      const pool = poolOf(given);
      check(pool);
      const index = /* @__PURE__ */ new Map();
      const order = [];
      const find = (label) => {
        if (!index.has(label)) {
          index.set(label, order.length);
          order.push(label);
        }
        return index.get(label);
      };
      find(`throw,${pool.dice},0`);
      const rows = [];
      const ends = [];
      while (rows.length < order.length) {
        const [row, end] = chainRow(order[rows.length], pool, find);
        if (!end[0].isZero()) addQ(row, find(DONE), end[0]);
        rows.push(row);
        ends.push(end);
      }
      const done = index.has(DONE) ? index.get(DONE) : null;
      const tailEnd = ends.map((e, s) => s === done ? e[1].add(ONE) : e[1]);
      return { rows, ends, tailEnd, done };
    }
    const addQ = (map, key, mass) => {
      var _a;
      return map.set(key, ((_a = map.get(key)) != null ? _a : ZERO2).add(mass));
    };
    function chainRow(label, pool, find) {
      const [kind, diceText, waitText] = label.split(",");
      const [dice, wait] = [Number(diceText), Number(waitText)];
      if (wait) return [/* @__PURE__ */ new Map([[find(`${kind},${dice},${wait - 1}`), ONE]]), [ZERO2, ZERO2]];
      if (kind !== "throw") return [/* @__PURE__ */ new Map(), kind === "end0" ? [ONE, ZERO2] : kind === "end1" ? [ZERO2, ONE] : [ZERO2, ZERO2]];
      const { levels, ends } = expandLevel(dice, pool);
      const row = /* @__PURE__ */ new Map();
      for (const [gained, states] of levels) for (const [left, mass] of states) addQ(row, find(`throw,${left},${gained - 1}`), exact2(mass));
      const end = [ZERO2, ZERO2];
      for (const [gained, byFailed] of ends) {
        for (const [failed, mass] of byFailed) {
          if (gained) addQ(row, find(`end${failed},0,${gained - 1}`), exact2(mass));
          else end[failed] = end[failed].add(exact2(mass));
        }
      }
      return [row, end];
    }
    function step(found, state) {
      const next = /* @__PURE__ */ new Map();
      for (const [s, mass] of state) for (const [t, p] of found.rows[s]) addQ(next, t, mass.mul(p));
      return new Map([...next].filter(([, m]) => !m.isZero()));
    }
    function split(given, found) {
      const pool = poolOf(given);
      const levels = Math.max(1, pool.deduct + 1);
      const head = /* @__PURE__ */ new Map();
      let state = /* @__PURE__ */ new Map([[0, ONE]]);
      for (let level = 0; level < levels; level += 1) {
        for (const [s, mass] of state) {
          found.ends[s].forEach((p, failed) => {
            if (!p.isZero()) addQ(head, finalValue(level, failed, pool), mass.mul(p));
          });
        }
        state = step(found, state);
      }
      state.delete(found.done);
      return { chain: found, head, state, offset: levels + pool.extra - pool.deduct - 1 };
    }
    function components(rows) {
      const index = /* @__PURE__ */ new Map();
      const low = /* @__PURE__ */ new Map();
      const stack = [];
      const onStack = /* @__PURE__ */ new Set();
      const found = [];
      for (let root = 0; root < rows.length; root += 1) {
        if (index.has(root)) continue;
        const work = [[root, rows[root].keys()]];
        index.set(root, index.size);
        low.set(root, index.get(root));
        stack.push(root);
        onStack.add(root);
        while (work.length) {
          const [node, children] = work[work.length - 1];
          const next = children.next();
          if (next.done) {
            work.pop();
            if (work.length) {
              const parent = work[work.length - 1][0];
              low.set(parent, Math.min(low.get(parent), low.get(node)));
            }
            if (low.get(node) === index.get(node)) {
              const part = [];
              for (; ; ) {
                const top = stack.pop();
                onStack.delete(top);
                part.push(top);
                if (top === node) break;
              }
              found.push(part);
            }
          } else if (!index.has(next.value)) {
            const child = next.value;
            index.set(child, index.size);
            low.set(child, index.get(child));
            stack.push(child);
            onStack.add(child);
            work.push([child, rows[child].keys()]);
          } else if (onStack.has(next.value)) {
            low.set(node, Math.min(low.get(node), index.get(next.value)));
          }
        }
      }
      return found;
    }
    function cycle(part, rows) {
      const inside = new Set(part);
      const follow = /* @__PURE__ */ new Map();
      const weight = /* @__PURE__ */ new Map();
      for (const i of part) {
        const steps = [...rows[i]].filter(([k]) => inside.has(k));
        if (!steps.length) return null;
        if (steps.length !== 1) throw new Error(`the chain's part ${part} is not a simple cycle`);
        follow.set(i, steps[0][0]);
        weight.set(i, steps[0][1]);
      }
      return { follow, weight };
    }
    const timesTranspose = (row, rows) => rows.map((r) => sumQ([...r].map(([l, p]) => row[l].mul(p))));
    function stein(a, b, start = a.tailEnd) {
      const width = b.rows.length;
      const x = [];
      const y = [];
      const partsB = components(b.rows);
      for (const part of components(a.rows)) {
        const inside = new Set(part);
        const known2 = new Map(part.map((i) => {
          let row = start[i].isZero() ? Array.from({ length: width }, qZero) : b.tailEnd.map((e) => start[i].mul(e));
          for (const [k, p] of a.rows[i]) if (!inside.has(k)) row = row.map((r, j) => r.add(p.mul(y[k][j])));
          return [i, row];
        }));
        const loop = cycle(part, a.rows);
        for (const i of part) x[i] = [...known2.get(i)];
        if (loop) solveCycle(part, loop, b, partsB, x);
        for (const i of part) y[i] = timesTranspose(x[i], b.rows);
      }
      return x;
    }
    function solveCycle(part, loop, b, partsB, x) {
      for (const columns of partsB) {
        const inside = new Set(columns);
        for (const i of part) {
          const above = x[loop.follow.get(i)];
          for (const j of columns) {
            const out = sumQ([...b.rows[j]].filter(([l]) => !inside.has(l)).map(([l, p]) => above[l].mul(p)));
            x[i][j] = x[i][j].add(loop.weight.get(i).mul(out));
          }
        }
        const other = cycle(columns, b.rows);
        if (other) orbits(part, columns, loop, other, x);
      }
    }
    function orbits(part, columns, loop, other, x) {
      const seen = /* @__PURE__ */ new Set();
      for (const i of part) {
        for (const j of columns) {
          if (seen.has(`${i},${j}`)) continue;
          const orbit = [[i, j]];
          for (; ; ) {
            const [p, q] = orbit[orbit.length - 1];
            const next = [loop.follow.get(p), other.follow.get(q)];
            if (next[0] === i && next[1] === j) break;
            orbit.push(next);
          }
          for (const [p, q] of orbit) seen.add(`${p},${q}`);
          const factors = orbit.map(([p, q]) => loop.weight.get(p).mul(other.weight.get(q)));
          let total = ZERO2;
          let product = ONE;
          orbit.forEach(([p, q], t) => {
            total = total.add(product.mul(x[p][q]));
            product = product.mul(factors[t]);
          });
          let value = total.div(ONE.sub(product));
          for (let t = orbit.length - 1; t >= 0; t -= 1) {
            const [p, q] = orbit[t];
            value = x[p][q].add(factors[t].mul(value));
            x[p][q] = value;
          }
        }
      }
    }
    function walk(tail) {
      const states = [tail.state];
      const ends = [];
      const state = (k) => {
        while (states.length <= k) states.push(step(tail.chain, states[states.length - 1]));
        return states[k];
      };
      const end = (k) => {
        if (k < 0) return ZERO2;
        while (ends.length <= k) ends.push(sumQ([...state(ends.length)].map(([s, m]) => m.mul(tail.chain.tailEnd[s]))));
        return ends[k];
      };
      return { tail, state, end };
    }
    function differenceOf(first, second) {
      const [a, b] = [walk(first), walk(second)];
      const x = stein(first.chain, second.chain);
      const right = x.map((row) => sumQ([...second.state].map(([j, m]) => row[j].mul(m))));
      const left = second.chain.rows.map((_, j) => sumQ([...first.state].map(([i, m]) => x[i][j].mul(m))));
      return (v) => {
        const parts = [];
        for (const [u, p] of first.head) {
          if (second.head.has(u - v)) parts.push(p.mul(second.head.get(u - v)));
          parts.push(p.mul(b.end(u - v - second.offset)));
        }
        for (const [u, q] of second.head) parts.push(q.mul(a.end(v + u - first.offset)));
        const lag = v - first.offset + second.offset;
        if (lag >= 0) for (const [s, m] of a.state(lag)) parts.push(m.mul(right[s]));
        else for (const [s, m] of b.state(-lag)) parts.push(left[s].mul(m));
        return sumQ(parts);
      };
    }
    function tails(firstGiven, secondGiven, limits) {
      const [first, second] = [poolOf(firstGiven), poolOf(secondGiven)];
      for (const pool of [first, second]) {
        check(pool);
        const [code, most] = limits ? ["d20-pool-vs-calculator-too-many-dice", limits.get(pool.ruling)] : ["d20-pool-vs-too-many-dice", MAX_VERSUS.get(pool.ruling)];
        if (pool.dice > Math.min(most, MAX_VERSUS.get(pool.ruling))) throw new MeshalError(code, { given: pool.dice, most, ruling: pool.ruling });
      }
      return [split(first, chain(first)), split(second, chain(second))];
    }
    const headMass = (tail) => sumQ([...tail.head.values()]);
    const range = (n) => Array.from({ length: Math.max(0, n) }, (_, k) => k);
    function win(firstGiven, secondGiven, limits = null) {
      const [a, b] = tails(firstGiven, secondGiven, limits);
      const [walkA, walkB] = [walk(a), walk(b)];
      const massA = ONE.sub(headMass(a));
      const parts = [];
      for (const [u, p] of a.head) {
        for (const [w, q] of b.head) if (u > w) parts.push(p.mul(q));
        parts.push(p.mul(sumQ(range(u - b.offset).map((n) => walkB.end(n)))));
      }
      for (const [w, q] of b.head) parts.push(q.mul(massA.sub(sumQ(range(w - a.offset + 1).map((m) => walkA.end(m))))));
      return sumQ(parts).add(beyond(a, b, b.offset - a.offset + 1));
    }
    function beyond(a, b, gap) {
      if (gap < 0) return ONE.sub(headMass(a)).mul(ONE.sub(headMass(b))).sub(beyond(b, a, 1 - gap));
      const y = stein(a.chain, b.chain, a.chain.rows.map(() => ONE));
      const parts = [];
      for (const [i, m] of walk(a).state(gap)) for (const [j, q] of b.state) parts.push(m.mul(y[i][j]).mul(q));
      return sumQ(parts);
    }
    function versus(firstGiven, secondGiven, tolerance = TOLERANCE, limits = null) {
      const at2 = differenceOf(...tails(firstGiven, secondGiven, limits));
      const listed3 = /* @__PURE__ */ new Map([[0, at2(0)]]);
      let [low, high] = [-1, 1];
      let [below, above] = [at2(low), at2(high)];
      let total = listed3.get(0);
      while (!ONE.sub(total).lt(tolerance)) {
        if (above.isZero() && below.isZero()) {
          listed3.set(high, above);
          listed3.set(low, below);
          high += 1;
          low -= 1;
          above = at2(high);
          below = at2(low);
        } else if (above.ge(below)) {
          listed3.set(high, above);
          total = total.add(above);
          high += 1;
          above = at2(high);
        } else {
          listed3.set(low, below);
          total = total.add(below);
          low -= 1;
          below = at2(low);
        }
      }
      const values = [...listed3.keys()].sort((m, n) => m - n).filter((v) => !listed3.get(v).isZero());
      return result(values.map((v) => [v, listed3.get(v)]), ONE.sub(total));
    }
    const checkAttribute = (value) => {
      if (value < 0) throw new MeshalError("d20-pool-negative-attribute", { given: value });
    };
    function modifier(attribute) {
      checkAttribute(attribute);
      return new Q(BigInt(attribute), BigInt(rules.MODIFIER_DIVISOR)).add(HALF).floor();
    }
    function save(attributes, name) {
      if (!SAVES.has(name)) throw new MeshalError("d20-pool-bad-save", { given: name, known: known(SAVES) });
      return Math.max(...SAVES.get(name).map((a) => {
        var _a;
        return modifier((_a = attributes[a]) != null ? _a : 0);
      }));
    }
    const saves = (attributes) => Object.fromEntries([...SAVES.keys()].map((name) => [name, save(attributes, name)]));
    function extraSuccesses(attribute, reading = FULL_TENS) {
      checkAttribute(attribute);
      if (!EXTRA_READINGS.includes(reading)) {
        throw new MeshalError("d20-pool-bad-extra-reading", { given: reading, known: EXTRA_READINGS.join(", ") });
      }
      const above = Math.max(0, attribute - rules.MORTAL_LIMIT);
      return reading === FULL_TENS ? Math.floor(above / rules.EXTRA_SUCCESS_STEP) : Math.ceil(above / rules.EXTRA_SUCCESS_STEP);
    }
    function tier(attribute) {
      checkAttribute(attribute);
      const found = rules.TIERS.find(([, top]) => attribute <= top);
      return found ? found[0] : rules.BEYOND_TIERS;
    }
    function tierIndex(name) {
      const i = TIER_NAMES.indexOf(name);
      if (i < 0) throw new MeshalError("d20-pool-bad-tier", { given: name, known: TIER_NAMES.join(", ") });
      return i;
    }
    const skillCap = (name) => rules.SKILL_MORTAL_CAP + rules.SKILL_CAP_PER_TIER * tierIndex(name);
    const specialisationBonus = (name) => rules.SPECIALISATION_PER_TIER * (tierIndex(name) + 1);
    const feats = (name) => rules.FEATS_AT_START + TIER_NAMES.slice(0, tierIndex(name) + 1).reduce((total, t) => total + FEATS_ON_REACHING.get(t), 0);
    const vitalStrikePenalty = (name) => rules.VITAL_STRIKE_PENALTY + rules.VITAL_STRIKE_PENALTY_PER_TIER * tierIndex(name);
    function sizeModifier(size) {
      if (!SIZES.has(size)) throw new MeshalError("d20-pool-bad-size", { given: size, known: known(SIZES) });
      return SIZES.get(size);
    }
    function hitPoints(size, endurance, strength) {
      checkAttribute(endurance);
      return Math.max(rules.MIN_HIT_POINTS, rules.HIT_POINTS_PER_SIZE * sizeModifier(size) + endurance + modifier(strength));
    }
    const bonusSum = (bonuses = {}) => Object.values(bonuses).reduce((a, b) => a + b, 0);
    const attackModifier = (attribute, size, bonuses) => modifier(attribute) + bonusSum(bonuses) - sizeModifier(size);
    const defenseModifier = (dexterity, size, bonuses) => modifier(dexterity) + bonusSum(bonuses) - sizeModifier(size);
    const TERM = String.raw`(?:\d*[dD]\d+|\d+)`;
    const EXPRESSION = new RegExp(String.raw`^[+-]?\s*${TERM}(?:\s*[+-]\s*${TERM})*$`);
    const PART = /([+-]?)\s*(?:(\d*)[dD](\d+)|(\d+))/g;
    function parseDamage(text) {
      const written = text.trim();
      if (!EXPRESSION.test(written)) throw new MeshalError("d20-pool-bad-damage", { given: text });
      const terms = [];
      for (const [, sign, count, faceCount, number] of written.matchAll(PART)) {
        const step2 = sign === "-" ? -1 : 1;
        if (number !== void 0) {
          terms.push([step2, Number(number), 0]);
        } else {
          const dice = Number(count || 1);
          const sides = Number(faceCount);
          if (!(dice >= 1 && dice <= rules.MAX_DAMAGE_DICE && sides >= 1 && sides <= rules.MAX_DAMAGE_FACES)) {
            throw new MeshalError("d20-pool-damage-too-big", { given: text, dice: rules.MAX_DAMAGE_DICE, faces: rules.MAX_DAMAGE_FACES });
          }
          terms.push([step2, dice, sides]);
        }
      }
      return terms;
    }
    const sorted = (map) => [...map.keys()].sort((a, b) => a - b).map((v) => [v, map.get(v)]);
    function roll(terms) {
      let found = /* @__PURE__ */ new Map([[0, ONE]]);
      for (const [sign, count, sides] of terms) {
        if (!sides) {
          found = new Map([...found].map(([v, p]) => [v + sign * count, p]));
          continue;
        }
        const face = new Q($big1, BigInt(sides));
        for (let i = 0; i < count; i += 1) {
          const next = /* @__PURE__ */ new Map();
          for (const [v, p] of found) for (let f = 1; f <= sides; f += 1) add(next, v + sign * f, p.mul(face));
          found = next;
        }
      }
      return sorted(found);
    }
    const defensesOf = (given = {}) => __spreadValues({ resistant: false, vulnerable: false, reduction: 0, true: false, vital: false }, given);
    function dealt(raw, given) {
      const d = defensesOf(given);
      let value = Math.max(0, raw);
      if (d.vital) value = Math.floor(value / rules.VITAL_STRIKE_DIVISOR);
      if (d.true) return value;
      if (d.resistant && !d.vulnerable) value = Math.floor(value / rules.RESISTANCE_DIVISOR);
      else if (d.vulnerable && !d.resistant) value *= rules.VULNERABILITY_FACTOR;
      return Math.max(0, value - d.reduction);
    }
    function damage(text, defenses) {
      const found = /* @__PURE__ */ new Map();
      for (const [raw, p] of roll(parseDamage(text))) add(found, dealt(raw, defenses), p);
      return sorted(found);
    }
    const mean = (outcomes) => sumQ(outcomes.map(([v, p]) => p.mul(v)));
    function defenseDice(defense, cover, piercing, armour) {
      if (!COVER.has(cover)) throw new MeshalError("d20-pool-bad-cover", { given: cover, known: known(COVER) });
      if (piercing < 0 || armour < 0) throw new MeshalError("d20-pool-negative-piercing");
      return Math.max(0, defense + COVER.get(cover) - Math.min(piercing, armour));
    }
    const attackDice = (mod, vital) => Math.max(0, mod - (vital ? vitalStrikePenalty(vital) : 0));
    function resolve(given, limits = null) {
      const plan2 = __spreadValues({ piercing: 0, armour: 0, cover: "none", concealment: "none", vital: null, damage: null, defenses: {} }, given);
      if (!CONCEALMENT.has(plan2.concealment)) {
        throw new MeshalError("d20-pool-bad-concealment", { given: plan2.concealment, known: known(CONCEALMENT) });
      }
      const attackPool = poolOf(plan2.attack);
      const defensePool = poolOf(plan2.defense);
      const attacking = attackDice(attackPool.dice, plan2.vital);
      const defending = defenseDice(defensePool.dice, plan2.cover, plan2.piercing, plan2.armour);
      const margin = versus(__spreadProps(__spreadValues({}, attackPool), { dice: attacking }), __spreadProps(__spreadValues({}, defensePool), { dice: defending }), TOLERANCE, limits);
      const miss = CONCEALMENT.get(plan2.concealment);
      const hit = win(__spreadProps(__spreadValues({}, attackPool), { dice: attacking }), __spreadProps(__spreadValues({}, defensePool), { dice: defending }), limits).mul(ONE.sub(miss));
      const dealtDamage = plan2.damage ? damage(plan2.damage, __spreadProps(__spreadValues({}, plan2.defenses), { vital: Boolean(plan2.vital) })) : null;
      return { attackDice: attacking, defenseDice: defending, margin, missChance: miss, hit, damage: dealtDamage };
    }
    function plan(counts2, fatal = false) {
      for (const [name, count] of Object.entries(counts2)) {
        if (!ACTIONS.has(name)) throw new MeshalError("d20-pool-bad-action", { given: name, known: known(ACTIONS) });
        if (count < 0) throw new MeshalError("d20-pool-negative-count");
      }
      const budget = fatal ? rules.FATAL_ACTION_POINTS : rules.ACTION_POINTS;
      const perType = fatal ? rules.FATAL_ACTIONS_PER_TYPE : rules.ACTIONS_PER_TYPE;
      const spent = Object.entries(counts2).reduce((total, [name, count]) => total + ACTIONS.get(name) * count, 0);
      const overLimit = [...ACTIONS.keys()].filter((name) => {
        var _a;
        return ((_a = counts2[name]) != null ? _a : 0) > perType;
      });
      const left = budget - spent;
      return { spent, budget, left, overLimit, perType, fits: left >= 0 && overLimit.length === 0 };
    }
    function checkModifier(...values) {
      for (const value of values) {
        if (Math.abs(value) > rules.MAX_CHECK_NUMBER) {
          throw new MeshalError("d20-pool-check-too-big", { given: value, most: rules.MAX_CHECK_NUMBER });
        }
      }
    }
    function dcChance(modifier2, dc) {
      const passing = rules.DIE - (dc - modifier2) + 1;
      return new Q(BigInt(Math.min(Math.max(passing, 0), rules.DIE)), BigInt(rules.DIE));
    }
    function savesUntilFailures(modifier2, dc, step2, failures) {
      checkModifier(modifier2, dc, failures);
      if (failures < 0) throw new MeshalError("d20-pool-negative-count");
      if (failures === 0) return [[0, ONE]];
      const found = /* @__PURE__ */ new Map();
      let states = /* @__PURE__ */ new Map([["0,0", [0, 0, ONE]]]);
      while (states.size) {
        const ahead = /* @__PURE__ */ new Map();
        const move = (won, lost, mass) => {
          var _a, _b;
          const key = `${won},${lost}`;
          ahead.set(key, [won, lost, ((_b = (_a = ahead.get(key)) == null ? void 0 : _a[2]) != null ? _b : ZERO2).add(mass)]);
        };
        for (const [won, lost, mass] of states.values()) {
          const passing = dcChance(modifier2, dc + step2 * won);
          if (!passing.isZero()) move(won + 1, lost, mass.mul(passing));
          if (passing.eq(ONE)) continue;
          if (lost + 1 === failures) add(found, won + lost + 1, mass.mul(ONE.sub(passing)));
          else move(won, lost + 1, mass.mul(ONE.sub(passing)));
        }
        states = ahead;
      }
      return sorted(found);
    }
    const woundSaves = (modifier2, fatal) => savesUntilFailures(modifier2, fatal, rules.FATAL_DAMAGE_PER_ACTING_ROUND, 1).map(([round, p]) => [round - 1, p]);
    function dyingSaves(modifier2, enduranceModifier, worsened = 0) {
      if (enduranceModifier < 0 || worsened < 0) throw new MeshalError("d20-pool-negative-count");
      return savesUntilFailures(modifier2, rules.DYING_DC, rules.DYING_DC_STEP, Math.max(0, enduranceModifier - worsened));
    }
    function initiative(modifier2) {
      checkModifier(modifier2);
      return Array.from({ length: rules.DIE }, (_, i) => [modifier2 + i + 1, new Q($big1, BigInt(rules.DIE))]);
    }
    function initiativeOrder(modifier2, other) {
      let first = ZERO2;
      let tie = ZERO2;
      for (const [mine, p] of initiative(modifier2)) {
        for (const [theirs, q] of initiative(other)) {
          if (mine > theirs) first = first.add(p.mul(q));
          if (mine === theirs) tie = tie.add(p.mul(q));
        }
      }
      return [first, tie, ONE.sub(first).sub(tie)];
    }
    const POOL = new RegExp(String.raw`^\s*(\d*)\s*[dD]\s*${rules.DIE}\s*$`);
    function parsePool(text) {
      const found = POOL.exec(text);
      if (!found) throw new MeshalError("d20-pool-bad-pool", { given: text });
      return Number(found[1] || 1);
    }
    const renderPool = (dice) => `${dice}d${rules.DIE}`;
    return {
      rules,
      EDGES,
      TIER_NAMES,
      CALCULATOR_MAX_VERSUS,
      SIZES,
      SAVES,
      ACTIONS,
      COVER,
      CONCEALMENT,
      edgeOf,
      faces,
      fortuneChance,
      finalValue,
      successes,
      versus,
      win,
      modifier,
      save,
      saves,
      extraSuccesses,
      tier,
      tierIndex,
      skillCap,
      specialisationBonus,
      feats,
      vitalStrikePenalty,
      sizeModifier,
      hitPoints,
      attackModifier,
      defenseModifier,
      parseDamage,
      roll,
      dealt,
      damage,
      mean,
      defenseDice,
      attackDice,
      resolve,
      plan,
      parsePool,
      renderPool,
      dcChance,
      savesUntilFailures,
      woundSaves,
      dyingSaves,
      initiative,
      initiativeOrder
    };
  }

  // meshal_compendium/export/sealdice/d20-pool.mjs
  var WORDS = { extra: "额外|extra", deduct: "扣减|deduct", fortune: "机缘|fortune" };
  var EDGE = /(disadvantage|advantage|adv|dis|优势|劣势)(?![A-Za-z])/gi;
  var ADVANTAGE = /^(advantage|adv|优势)$/i;
  var ENGLISH = /(^|[^A-Za-z])(advantage|adv|disadvantage|dis|extra|deduct|fortune|en|english)(?![A-Za-z])/i;
  var ODDS_LISTED2 = 4;
  function d20PoolCommands(data, random) {
    const R = data.rules;
    const d = d20Math(R);
    const say = sayer(data);
    const successFrom = new Map(R.SUCCESS_FROM);
    const face = () => 1 + Math.floor(random() * R.DIE);
    function poolOf(text) {
      var _a, _b, _c;
      const { found, rest } = numbered(text, WORDS);
      const edges = { advantage: false, disadvantage: false };
      const written = rest.replace(EDGE, (all, word) => {
        edges[ADVANTAGE.test(word) ? "advantage" : "disadvantage"] = true;
        return " ";
      });
      const pool = {
        dice: d.parsePool(written.trim()),
        edge: d.edgeOf(edges.advantage, edges.disadvantage),
        extra: (_a = found.extra) != null ? _a : 0,
        deduct: (_b = found.deduct) != null ? _b : 0,
        fortune: (_c = found.fortune) != null ? _c : 0
      };
      if (pool.dice > R.MAX_POOL) throw new MeshalError("d20-pool-too-many-dice", { given: pool.dice, most: R.MAX_POOL });
      if (pool.extra < 0 || pool.deduct < 0) throw new MeshalError("d20-pool-negative-count");
      return pool;
    }
    function roll(pool) {
      const faces = [];
      let left = pool.dice;
      let rolled = 0;
      let fortune = null;
      while (left > 0) {
        const f = face();
        faces.push(f);
        left -= 1;
        if (f >= successFrom.get(pool.edge)) rolled += 1;
        if (f === R.CRITICAL_SUCCESS) left += 1;
        else if (f === R.CRITICAL_FAILURE && left > 0) left -= 1;
        else if (f === R.CRITICAL_FAILURE) {
          const check = face();
          fortune = { face: check, passed: check + pool.fortune >= R.FORTUNE_DC };
        }
      }
      return { faces, fortune, successes: d.finalValue(rolled, fortune && !fortune.passed ? 1 : 0, pool) };
    }
    const head = (lang, pool) => ({ pool: d.renderPool(pool.dice), edge: say(lang, `d20-pool-edge-${pool.edge}`) });
    const successes = (lang) => (count) => say(lang, "d20-pool-sealdice-successes", { count });
    function rollCommand(chat, lang, text) {
      const pool = poolOf(text);
      const rolled = roll(pool);
      const lines = [`${chat.player} ${say(lang, "d20-pool-sealdice-roll", __spreadProps(__spreadValues({}, head(lang, pool)), {
        faces: rolled.faces.join(" ") || "-",
        successes: successes(lang)(rolled.successes)
      }))}`];
      if (rolled.fortune) {
        lines.push(say(
          lang,
          rolled.fortune.passed ? "d20-pool-sealdice-fortune-pass" : "d20-pool-sealdice-fortune-fail",
          { modifier: signed(pool.fortune), face: rolled.fortune.face }
        ));
      }
      return lines.join("\n");
    }
    function oddsCommand(chat, lang, text) {
      const pool = poolOf(text);
      const found = d.successes(pool);
      const shown = found.outcomes.slice(0, ODDS_LISTED2);
      const more = found.outcomes.length > ODDS_LISTED2 ? found.atLeast(found.outcomes[ODDS_LISTED2][0]) : found.remainder;
      const items = [listed(say, lang, shown, successes(lang)), ...more.isZero() ? [] : [say(lang, "d20-pool-sealdice-odds-more", { p: more })]];
      const atLeastOne = found.atLeast(1);
      return say(lang, "d20-pool-sealdice-odds", __spreadProps(__spreadValues({}, head(lang, pool)), { listed: items.join(" · "), p: atLeastOne, percent: percent(atLeastOne) }));
    }
    return [command(data, { name: "d20", help: "d20-pool-sealdice-help", english: ENGLISH, roll: rollCommand, odds: oddsCommand })];
  }

  // site/assets/js/meshal/math.js
  var ZERO3 = new Q($big0);
  var ONE2 = new Q($big1);
  var max = (a, b) => a.gt(b) ? a : b;
  var sumQ2 = (values) => values.reduce((total, v) => total.add(v), ZERO3);
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
  var signed2 = (n) => n ? n > 0 ? `+${n}` : `${n}` : "";
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
    matchAt(pattern, at2) {
      const found = pattern.exec(this.slice(at2));
      return found && { text: found[0], groups: found, end: at2 + Array.from(found[0]).length };
    }
    match(pattern) {
      this.skipSpace();
      const found = this.matchAt(pattern, this.pos);
      if (found) this.pos = found.end;
      return found;
    }
    fail(code, at2 = null, fields = {}) {
      const column = at2 != null ? at2 : this.pos;
      const error = new MeshalError(code, __spreadValues({ position: column + 1, example: EXAMPLE, text: this.text }, fields));
      error.column = column;
      return error;
    }
  };
  var bound = /* @__PURE__ */ new WeakMap();
  function meshalMath(rules) {
    if (!bound.has(rules)) bound.set(rules, bind(rules));
    return bound.get(rules);
  }
  function bind(rules) {
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
          const at2 = s.pos;
          const modifier = readModifier(s);
          throw s.fail("notation-count-modifier", at2, { total: Math.max(1, count + modifier) });
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
        return `${head}${signed2(p.modifier)}${die2}`;
      }
      const die = DIE + (p.kind === NUMBER ? NUMBER_MARK : "");
      if (p.count !== null) return `${p.count}${die}`;
      const names2 = p.attributes.map((a) => R.ATTRIBUTE_NAMES[a][lang]).join("/");
      const word = p.choose ? R.CHOOSE_NAMES[p.choose][lang] : "";
      const choose = word && (lang === "zh" ? word : ` ${word}`);
      return `${names2}${choose}${signed2(p.modifier)}${die}`;
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
          weights.set(k, binomial * $pow(hits , BigInt(k)) * $pow(misses , BigInt(dice - k)));
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
      return diff.probability((v) => v > 0).div(ONE2.sub(diff.get(0)));
    }
    function versus(mine, theirs) {
      const diff = difference(mine, theirs);
      const win = diff.probability((v) => v > 0);
      const tie = diff.get(0);
      return { win, tie, lose: ONE2.sub(win).sub(tie), winAfterRollAdd: win.add(tie.mul(rollAddWin())) };
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
      if (r.le(ZERO3)) throw new MeshalError("attack-negative", { name: "range" });
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
      if (defense === null) return { hit, wounds: attack.map((v) => wounds(v)), solidDefense: ZERO3 };
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
      if (own.le(ZERO3) || h.lt(ZERO3)) throw new MeshalError("attack-negative", { name: "height" });
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
    const resistance = (...additions) => max(Q.of(R.MIN_RESISTANCE), Q.of(R.BASE_RESISTANCE).add(sumQ2(additions.map(Q.of))));
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
      let weight = ZERO3;
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
      const add2 = (code, pointer, severity = "error", fields = {}) => problems.push({ code, pointer, severity, fields });
      let species = null;
      if (typeof sheet.species !== "string") add2("character-species-missing", "/species");
      else {
        species = lookup("species", sheet.species);
        if (!species) add2("character-unknown", "/species", "error", { kind: "species", id: sheet.species });
      }
      const bought = isMapping(sheet.attributes) ? sheet.attributes : {};
      const changes = species ? (_d = species.attributes) != null ? _d : {} : {};
      const attributes = {};
      for (const name of ATTRIBUTES) {
        let value = name in bought ? bought[name] : R.STARTING_ATTRIBUTE;
        if (!whole(value, R.MIN_ATTRIBUTE)) {
          add2("character-bad-number", `/attributes/${name}`, "error", { minimum: R.MIN_ATTRIBUTE });
          value = R.STARTING_ATTRIBUTE;
        } else if (value < R.STARTING_ATTRIBUTE) {
          add2("character-attribute-below-start", `/attributes/${name}`, "error", __spreadValues({ value, start: R.STARTING_ATTRIBUTE }, names(name)));
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
        if (id === null) return add2("character-bad-entry", pointer, "error", { kind: "ability" });
        if (seen.has(id)) return add2("character-duplicate", pointer, "error", { kind: "ability", id });
        seen.add(id);
        const ability = lookup("ability", id);
        if (!ability) return add2("character-unknown", pointer, "error", { kind: "ability", id });
        if (ability.occupation === "talent" && species && !species.talents.includes(id)) {
          add2("talent-not-granted", pointer, "error", { id, species: species.id, granted: species.talents.join(", ") || "-" });
        }
        let improved = isMapping(entry) && entry.improved === true;
        if (improved && !ability.improvement) {
          add2("character-not-improvable", `${pointer}/improved`, "error", { id });
          improved = false;
        }
        abilitySpent += abilityCost(ability, improved);
        if (ATTRIBUTES.includes(ability.occupation)) usedBy[ability.occupation] += ability.rank;
        return void 0;
      });
      const occupation = {};
      for (const name of ATTRIBUTES) occupation[name] = { used: usedBy[name], limit: attributes[name].value };
      for (const [name, slot] of Object.entries(occupation)) {
        if (slot.used > slot.limit) add2("character-occupation-over", "/abilities", "error", __spreadValues(__spreadValues({}, slot), names(name)));
      }
      const potential = isMapping(sheet.potential) ? sheet.potential : {};
      let starting = "starting" in potential ? potential.starting : startingPotential != null ? startingPotential : R.STARTING_POTENTIAL;
      let gained = "gained" in potential ? potential.gained : 0;
      for (const [name, value] of [["starting", starting], ["gained", gained]]) {
        if (!whole(value, 0)) add2("character-bad-number", `/potential/${name}`, "error", { minimum: 0 });
      }
      starting = whole(starting, 0) ? starting : R.STARTING_POTENTIAL;
      gained = whole(gained, 0) ? gained : 0;
      const spent = Object.values(attributes).reduce((t, a) => t + a.cost, 0) + abilitySpent;
      const budget = starting + gained;
      if (spent > budget) add2("character-over-budget", "/potential", "error", { spent, budget });
      const wearGiven = isMapping(sheet.wear) ? sheet.wear : {};
      const wear = {};
      for (const [name, attribute] of R.WEAR) {
        let value = name in wearGiven ? wearGiven[name] : R.MIN_WEAR;
        if (!whole(value, R.MIN_WEAR)) {
          add2("character-bad-number", `/wear/${name}`, "error", { minimum: R.MIN_WEAR });
          value = R.MIN_WEAR;
        }
        wear[name] = value;
        const limit = attributes[attribute].value;
        if (name === "hurts" && isUnconscious(value, limit)) add2("character-unconscious", "/wear/hurts", "warning", { hurts: value, might: limit });
        else if (name !== "hurts" && value > limit) {
          const [zh, en] = R.WEAR_NAMES[name];
          add2("character-wear-over", `/wear/${name}`, "error", { zh, en, value, limit });
        }
      }
      const might = attributes.might.value;
      const items = tallyItems(sheet.items, lookup, species, add2);
      const carry = might * R.CARRY_KG_PER_MIGHT;
      if (items.weight.gt(carry)) add2("character-over-carry", "/items", "error", { weight: items.weight, carry });
      if (items.value > R.STARTING_FUNDS_COPPER) add2("character-over-funds", "/items", "warning", { value: items.value, funds: R.STARTING_FUNDS_COPPER });
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
  var ENGLISH2 = /(^|[^A-Za-z])(might|elastane|sense|advantage|adv|penalty|pen|burst|high|low|attack|en|english)(?![A-Za-z])/i;
  var VERSUS = /\s+(?:vs\.?|对)\s+/i;
  var ATTACK = /\s+(?:攻击|attack)\s+/i;
  function meshalCommands(data, random) {
    const R = data.rules;
    const m = meshalMath(R);
    const names = data.names;
    const zhName = (key) => names[key].zh;
    const say = sayer(data);
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
      const pairs2 = [];
      let mine;
      let theirs;
      do {
        mine = read(m.NUMBER, [rollFace()]);
        theirs = read(m.NUMBER, [rollFace()]);
        pairs2.push(`${mine}:${theirs}`);
      } while (mine === theirs);
      return say(lang, mine > theirs ? "sealdice-plugin-tie-win" : "sealdice-plugin-tie-lose", { player, rolls: pairs2.join(" ") });
    }
    function attackLine(lang, attack, defense) {
      if (attack <= 0) return say(lang, "sealdice-plugin-miss");
      const hurts = m.wounds(attack, defense);
      return hurts ? say(lang, "sealdice-plugin-hurts", { hurts, name: names.hurts[lang] }) : say(lang, "sealdice-plugin-solid");
    }
    const pointsOf = (lang) => (points) => say(lang, "sealdice-plugin-points", { points });
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
          hurts: listed(say, lang, found.wounds.outcomes)
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
      const label = mine.pool.kind === m.POINTS ? pointsOf(lang) : String;
      return `${head}: ${listed(say, lang, result.outcomes, label)}; ${mean}${success}`;
    }
    return [command(data, { name: "ml", help: "sealdice-plugin-help", english: ENGLISH2, roll: rollCommand, odds: oddsCommand })];
  }

  // site/assets/js/tactics/tactics-math.js
  var ZERO4 = new Q($big0);
  var ONE3 = new Q($big1);
  var sum = (values) => values.reduce((total, v) => total.add(v), ZERO4);
  function times(p, q) {
    const found = new Array(p.length + q.length - 1).fill($big0);
    p.forEach((a, i) => q.forEach((b, j) => {
      found[i + j] += a * b;
    }));
    return found;
  }
  function power(p, n) {
    let found = [$big1];
    for (let i = 0; i < n; i += 1) found = times(found, p);
    return found;
  }
  function tacticsMath(rules) {
    const SIDES = rules.DIE_SIDES;
    const LISTED_MASS = Q.parse(rules.LISTED_MASS);
    const ATTRIBUTES = rules.ATTRIBUTES;
    function table(faces) {
      if (faces.length !== SIDES || faces.some((f) => f.damage < 0)) throw new MeshalError("tactics-weapon-faces", { sides: SIDES });
      if (faces.every((f) => f.critical)) throw new MeshalError("tactics-weapon-endless");
      return faces.map((f) => ({ damage: f.damage, critical: Boolean(f.critical), burning: Boolean(f.burning) }));
    }
    function merged(multipliers) {
      if (!multipliers.length) return ONE3;
      const value = sum(multipliers.map((m) => Q.of(m))).sub(multipliers.length - 1);
      return value.lt(ZERO4) ? ZERO4 : value;
    }
    const physical = (quantities) => quantities.reduce((total, q) => total.mul(Q.of(q)), ONE3);
    function attack(dice, faces, multiplier = ONE3, defense = 1) {
      if (dice < 0) throw new MeshalError("tactics-dice-negative", { dice });
      if (dice > rules.MAX_DICE) throw new MeshalError("tactics-too-many-dice", { dice, most: rules.MAX_DICE });
      if (defense < 0) throw new MeshalError("tactics-defense-low", { defense });
      return { dice, faces, multiplier: Q.of(multiplier), defense: Math.max(defense, 1) };
    }
    function polynomial(faces) {
      const found = new Array(Math.max(0, ...faces.map((f) => f.damage)) + 1).fill($big0);
      for (const face of faces) found[face.damage] += $big1;
      return found;
    }
    function totalSeries(dice, faces, count) {
      const kept = faces.filter((f) => f.damage || !f.critical);
      const sides = BigInt(kept.length);
      const ends = power(polynomial(kept.filter((f) => !f.critical)), dice);
      const again = polynomial(kept.filter((f) => f.critical));
      const divisor = power([sides, ...again.slice(1).map((c) => -c)], dice);
      const crits = kept.filter((f) => f.critical).map((f) => f.damage);
      const smallest = crits.length ? Math.min(...crits) : 0;
      const scale = (m) => BigInt(dice + (smallest ? Math.floor(m / smallest) : 0));
      const u = [];
      const found = [];
      for (let m = 0; m < count; m += 1) {
        let value = (m < ends.length ? ends[m] : $big0) * $pow(sides , scale(m));
        for (let i = 1; i <= Math.min(m, divisor.length - 1); i += 1) value -= divisor[i] * u[m - i] * $pow(sides , (scale(m) - scale(m - i)));
        value /= divisor[0];
        u.push(value);
        found.push(new Q(value, $pow(sides , scale(m))));
      }
      return found;
    }
    const hpLost = (total, multiplier, defense) => new Q(BigInt(total)).mul(Q.of(multiplier)).div(defense).floor();
    function hpPrefix(hit, limit) {
      const m = hit.multiplier;
      if (m.isZero()) return /* @__PURE__ */ new Map([[0, ONE3]]);
      const found = /* @__PURE__ */ new Map();
      const last = (BigInt(limit + 1) * m.d * BigInt(hit.defense) - $big1) / m.n;
      totalSeries(hit.dice, hit.faces, Number(last) + 1).forEach((p, total) => {
        var _a;
        if (p.isZero()) return;
        const h = hpLost(total, m, hit.defense);
        found.set(h, ((_a = found.get(h)) != null ? _a : ZERO4).add(p));
      });
      return found;
    }
    function meanTotal(dice, faces) {
      return new Q(BigInt(dice * faces.reduce((s, f) => s + f.damage, 0)), BigInt(faces.filter((f) => !f.critical).length));
    }
    function burningChance(dice, faces) {
      const calmEnd = faces.filter((f) => !f.burning && !f.critical).length;
      const calmAgain = faces.filter((f) => !f.burning && f.critical).length;
      const calm = new Q(BigInt(calmEnd), BigInt(SIDES - calmAgain));
      let all = ONE3;
      for (let i = 0; i < dice; i += 1) all = all.mul(calm);
      return ONE3.sub(all);
    }
    function readRoll(faces, dice, rolls) {
      let pending = dice;
      const bad = () => new MeshalError("tactics-roll-count", { dice, rolls: rolls.join(", ") });
      for (const face of rolls) {
        if (pending === 0 || !(face >= 1 && face <= SIDES)) throw bad();
        pending += (faces[face - 1].critical ? 1 : 0) - 1;
      }
      if (pending) throw bad();
      return rolls.reduce((s, face) => s + faces[face - 1].damage, 0);
    }
    function listed2(prefix, limit = 16) {
      let found = prefix(limit);
      while (ONE3.sub(sum([...found.values()])).ge(LISTED_MASS)) {
        limit *= 2;
        found = prefix(limit);
      }
      const outcomes = [];
      let left = ONE3;
      for (const value of [...found.keys()].sort((a, b) => a - b)) {
        outcomes.push([value, found.get(value)]);
        left = left.sub(found.get(value));
        if (left.lt(LISTED_MASS)) break;
      }
      return { outcomes, remainder: left };
    }
    const added = (prefixes) => (limit) => {
      var _a;
      let found = /* @__PURE__ */ new Map([[0, ONE3]]);
      for (const part of prefixes) {
        const other = part(limit);
        const summed2 = /* @__PURE__ */ new Map();
        for (const [a, p] of found) {
          for (const [b, q] of other) if (a + b <= limit) summed2.set(a + b, ((_a = summed2.get(a + b)) != null ? _a : ZERO4).add(p.mul(q)));
        }
        found = summed2;
      }
      return found;
    };
    function pursuer(attackerDex, defenderDex) {
      if (attackerDex - defenderDex >= rules.PURSUIT_DEX_GAP) return "attacker";
      if (defenderDex - attackerDex >= rules.PURSUIT_DEX_GAP) return "defender";
      return null;
    }
    const SHIELD_READINGS = ["damage", "any-hit"];
    const POISON_READINGS = ["attacker", "both"];
    const NO_STATUS = { shield: false, poison: 0 };
    const put = (found, key, p) => {
      var _a;
      if (!p.eq(ZERO4)) found.set(key, ((_a = found.get(key)) != null ? _a : ZERO4).add(p));
    };
    const lostOf = (key) => key >> 1;
    const upOf = (key) => (key & 1) === 1;
    const keyOf = (lost, up) => lost * 2 + (up ? 1 : 0);
    function hitState(state, prefix, limit, reading) {
      var _a;
      const found = /* @__PURE__ */ new Map();
      const lost = prefix(limit);
      const nothing = (_a = lost.get(0)) != null ? _a : ZERO4;
      for (const [key, p] of state) {
        const soFar = lostOf(key);
        if (upOf(key)) {
          const kept = reading === "damage" ? nothing : ZERO4;
          put(found, keyOf(soFar, true), p.mul(kept));
          put(found, keyOf(soFar, false), p.mul(ONE3.sub(kept)));
          continue;
        }
        for (const [value, q] of lost) if (soFar + value <= limit) put(found, keyOf(soFar + value, false), p.mul(q));
      }
      return found;
    }
    function poisoned(state, poison, limit) {
      if (!poison) return state;
      const found = /* @__PURE__ */ new Map();
      for (const [key, p] of state) {
        if (upOf(key)) put(found, keyOf(lostOf(key), false), p);
        else if (lostOf(key) + poison <= limit) put(found, keyOf(lostOf(key) + poison, false), p);
      }
      return found;
    }
    const scaled = (state, by) => {
      const found = /* @__PURE__ */ new Map();
      for (const [k, p] of state) put(found, k, p.mul(by));
      return found;
    };
    const mixed = (...states) => {
      const found = /* @__PURE__ */ new Map();
      for (const s of states) for (const [k, p] of s) put(found, k, p);
      return found;
    };
    const split = (state, hp) => {
      const up = /* @__PURE__ */ new Map();
      const down = /* @__PURE__ */ new Map();
      for (const [k, p] of state) (hp === null || lostOf(k) < hp ? up : down).set(k, p);
      return [up, down];
    };
    const losses = (state) => {
      const found = /* @__PURE__ */ new Map();
      for (const [k, p] of state) put(found, lostOf(k), p);
      return found;
    };
    function exchange(hit, counter, attackerDex, defenderDex, { hps = null, statuses = [NO_STATUS, NO_STATUS], readings = {} } = {}) {
      var _a, _b;
      const shieldReading = (_a = readings.shield) != null ? _a : SHIELD_READINGS[0];
      const poisonReading = (_b = readings.poison) != null ? _b : POISON_READINGS[0];
      for (const [given, known2] of [[shieldReading, SHIELD_READINGS], [poisonReading, POISON_READINGS]]) {
        if (!known2.includes(given)) throw new MeshalError("tactics-reading-unknown", { reading: given, known: known2.join(", ") });
      }
      for (const status of statuses) if (status.poison < 0) throw new MeshalError("tactics-bad-poison", { given: status.poison });
      const [attackerHp, defenderHp] = hps != null ? hps : [null, null];
      if (hps && Math.max(...hps) > rules.MAX_HP) throw new MeshalError("tactics-hp-too-high", { hp: Math.max(...hps), most: rules.MAX_HP });
      const who = pursuer(attackerDex, defenderDex);
      const [mine, theirs] = statuses;
      const hitP = (limit) => hpPrefix(hit, limit);
      const answer = (limit) => hpPrefix(counter, limit);
      const start = (status) => /* @__PURE__ */ new Map([[keyOf(0, status.shield), ONE3]]);
      const bound2 = (hp) => hp === null ? 0 : Math.max(hp - 1, 0);
      const standing = (state, hp) => hp === null ? ONE3 : sum([...state].filter(([k]) => lostOf(k) < hp).map(([, p]) => p));
      const afterAttack = (limit) => hitState(start(theirs), hitP, limit, shieldReading);
      const afterCounter = (limit) => hitState(start(mine), answer, limit, shieldReading);
      const defenderPoison = poisonReading === "both" ? theirs.poison : 0;
      const defender = (limit) => {
        let state = afterAttack(limit);
        if (who === "attacker") {
          const stands = standing(afterCounter(bound2(attackerHp)), attackerHp);
          const [up, down] = split(state, defenderHp);
          state = mixed(down, scaled(hitState(up, hitP, limit, shieldReading), stands), scaled(up, ONE3.sub(stands)));
        }
        return losses(poisoned(state, defenderPoison, limit));
      };
      const attacker = (limit) => {
        const countered = standing(afterAttack(bound2(defenderHp)), defenderHp);
        let state = afterCounter(limit);
        if (who === "defender") {
          const [up, down] = split(state, attackerHp);
          state = mixed(down, hitState(up, answer, limit, shieldReading));
        }
        state = mixed(scaled(state, countered), scaled(start(mine), ONE3.sub(countered)));
        return losses(poisoned(state, mine.poison, limit));
      };
      return { attacker: listed2(attacker), defender: listed2(defender), pursuit: who };
    }
    const CHECK_READINGS = ["table", "table-crit", "faces"];
    function checkFaces(faces, reading = "table") {
      if (!CHECK_READINGS.includes(reading)) throw new MeshalError("tactics-reading-unknown", { reading, known: CHECK_READINGS.join(", ") });
      if (reading === "faces") return Array.from({ length: rules.DIE_SIDES }, (_, i) => ({ damage: i + 1, critical: false, burning: false }));
      return reading === "table-crit" ? faces : faces.map((f) => ({ damage: f.damage, critical: false, burning: false }));
    }
    const checkPrefix = (dice, faces, reading = "table") => (limit) => hpPrefix(attack(dice, checkFaces(faces, reading)), limit);
    function success(dice, faces, difficulty, reading = "table") {
      if (difficulty <= 0) return ONE3;
      return ONE3.sub(sum([...checkPrefix(dice, faces, reading)(difficulty - 1).values()]));
    }
    function summed(dice, perFace) {
      var _a, _b;
      if (dice < 0) throw new MeshalError("tactics-dice-negative", { dice });
      if (dice > rules.MAX_DICE) throw new MeshalError("tactics-too-many-dice", { dice, most: rules.MAX_DICE });
      const one = /* @__PURE__ */ new Map();
      for (const value of Object.values(perFace)) one.set(value, ((_a = one.get(value)) != null ? _a : ZERO4).add(new Q($big1, BigInt(rules.DIE_SIDES))));
      let found = /* @__PURE__ */ new Map([[0, ONE3]]);
      for (let i = 0; i < dice; i += 1) {
        const step = /* @__PURE__ */ new Map();
        for (const [a, p] of found) for (const [b, q] of one) step.set(a + b, ((_b = step.get(a + b)) != null ? _b : ZERO4).add(p.mul(q)));
        found = step;
      }
      return new Map([...found].sort((x, y) => x[0] - y[0]));
    }
    const faceValues = () => Object.fromEntries(Array.from({ length: rules.DIE_SIDES }, (_, i) => [i + 1, i + 1]));
    const burning = (x) => summed(x, faceValues());
    const production = (workers) => summed(workers, rules.PRODUCTION);
    function known(names) {
      for (const name of names) {
        if (!ATTRIBUTES.includes(name)) throw new MeshalError("tactics-attribute-unknown", { name, known: ATTRIBUTES.join(", ") });
      }
    }
    const FREE_POINT_READINGS = ["distinct", "free"];
    function attributes(free, bonuses = [], mastery = [], masteredClasses = 0, reading = "distinct") {
      known([...free, ...mastery, ...bonuses.flatMap((b) => Object.keys(b))]);
      if (!FREE_POINT_READINGS.includes(reading)) {
        throw new MeshalError("tactics-reading-unknown", { reading, known: FREE_POINT_READINGS.join(", ") });
      }
      if (free.length > rules.FREE_POINTS) {
        throw new MeshalError("tactics-free-points-count", { points: rules.FREE_POINTS, given: free.join(", ") });
      }
      if (reading === "distinct" && new Set(free).size !== free.length) {
        throw new MeshalError("tactics-free-points", { points: rules.FREE_POINTS, given: free.join(", ") });
      }
      const allowed = Math.floor(masteredClasses / rules.CLASSES_PER_MASTERY_POINT);
      if (mastery.length > allowed) {
        throw new MeshalError("tactics-mastery-points", { given: mastery.length, classes: masteredClasses, allowed });
      }
      const found = Object.fromEntries(ATTRIBUTES.map((a) => [a, rules.BASE_ATTRIBUTE]));
      for (const name of [...free, ...mastery]) found[name] += 1;
      for (const bonus of bonuses) for (const [name, amount] of Object.entries(bonus)) found[name] += amount;
      return found;
    }
    function derived(values, movementType = "walk", armour = 0, magicArmour = 0, movementBonus = 0, slowed = false) {
      if (!(movementType in rules.MOVEMENT)) {
        throw new MeshalError("tactics-movement-unknown", { name: movementType, known: Object.keys(rules.MOVEMENT).join(", ") });
      }
      return {
        hp: rules.HP_BASE + values.vit * rules.HP_PER_VIT + values.per * rules.HP_PER_PER,
        movement: Math.max(0, rules.MOVEMENT[movementType] + movementBonus + (slowed ? rules.SLOWED_MOVEMENT : 0)),
        defense: Math.floor(values.vit / rules.DEFENSE_DIVISOR) + armour,
        magic_defense: Math.floor(values.per / rules.DEFENSE_DIVISOR) + magicArmour
      };
    }
    function initiative(dex) {
      var _a;
      let sums = /* @__PURE__ */ new Map([[0, $big1]]);
      for (let i = 0; i < rules.INITIATIVE_DICE; i += 1) {
        const next = /* @__PURE__ */ new Map();
        for (const [s, w] of sums) for (let f = 1; f <= SIDES; f += 1) next.set(s + f, ((_a = next.get(s + f)) != null ? _a : $big0) + w);
        sums = next;
      }
      const total = $pow(BigInt(SIDES) , BigInt(rules.INITIATIVE_DICE));
      return [...sums.keys()].sort((a, b) => a - b).map((s) => [s + dex, new Q(sums.get(s), total)]);
    }
    function actsFirst(dex, otherDex) {
      const mine = initiative(dex);
      const theirs = new Map(initiative(otherDex));
      let higher = ZERO4;
      let tie = ZERO4;
      for (const [a, p] of mine) {
        for (const [b, q] of theirs) if (a > b) higher = higher.add(p.mul(q));
        if (theirs.has(a)) tie = tie.add(p.mul(theirs.get(a)));
      }
      const share = dex > otherDex ? ONE3 : dex < otherDex ? ZERO4 : new Q($big1, $big4);
      return higher.add(tie.mul(share));
    }
    function terrain(name) {
      if (!(name in rules.TERRAIN)) throw new MeshalError("tactics-terrain-unknown", { name, known: Object.keys(rules.TERRAIN).join(", ") });
      return rules.TERRAIN[name];
    }
    function stepCost(name, movementType = "walk", elf = false) {
      const [difficult, passable] = terrain(name);
      if (!(movementType in rules.MOVEMENT)) {
        throw new MeshalError("tactics-movement-unknown", { name: movementType, known: Object.keys(rules.MOVEMENT).join(", ") });
      }
      const elfForest = elf && name === "forest";
      if (!passable) return null;
      if (movementType === "flying" || movementType === "water" && name === "river") return rules.STEP_COST;
      if (movementType === "mounted") return elfForest ? rules.DIFFICULT_STEP_COST : difficult ? null : rules.STEP_COST;
      return difficult && !elfForest ? rules.DIFFICULT_STEP_COST : rules.STEP_COST;
    }
    function walk(path, movement, movementType = "walk", elf = false) {
      let left = movement;
      for (let entered = 0; entered < path.length; entered += 1) {
        const cost = stepCost(path[entered], movementType, elf);
        if (cost === null || cost > left) return { entered, left };
        left -= cost;
      }
      return { entered: path.length, left };
    }
    function terrainBonus(name, movementType = "walk", elf = false) {
      let [, , defense, magic] = terrain(name);
      if (movementType === "flying") return [0, 0];
      if (movementType === "water" && name === "river") [defense, magic] = [defense + rules.WATER_RIVER[0], magic + rules.WATER_RIVER[1]];
      if (elf && name === "forest") [defense, magic] = [defense + rules.ELF_FOREST[0], magic + rules.ELF_FOREST[1]];
      return [defense, magic];
    }
    function parseMultiplier(text) {
      const written = text.trim().replace(/^[×xX*]+/, "").trim();
      let value;
      try {
        value = written.endsWith("%") ? Q.parse(written.slice(0, -1)).div(100) : Q.parse(written);
      } catch (e) {
        throw new MeshalError("tactics-bad-multiplier", { given: text });
      }
      if (value.lt(ZERO4)) throw new MeshalError("tactics-bad-multiplier", { given: text });
      return value;
    }
    return {
      rules,
      Q,
      table,
      merged,
      physical,
      attack,
      totalSeries,
      hpLost,
      hpPrefix,
      meanTotal,
      burningChance,
      readRoll,
      listed: listed2,
      added,
      pursuer,
      exchange,
      checkFaces,
      checkPrefix,
      success,
      burning,
      production,
      attributes,
      derived,
      initiative,
      actsFirst,
      stepCost,
      walk,
      terrainBonus,
      parseMultiplier
    };
  }

  // meshal_compendium/export/sealdice/tactics.mjs
  var WORDS2 = { check: "检定|check", defense: "防御|defense|def" };
  var DICE = /^(\d+)[dD]6?$/;
  var DICE_LIKE = /^\d*[dD]/;
  var ENGLISH3 = /(^|[^A-Za-z])(check|defense|def|en|english)(?![A-Za-z])/i;
  function tacticsCommands(data, random) {
    const R = data.rules;
    const t = tacticsMath(R);
    const say = sayer(data);
    const face = () => 1 + Math.floor(random() * R.DIE_SIDES);
    const known = data.weapons.map((w) => w.id).join(", ");
    function weaponOf(words, lang) {
      if (!words.length) throw new MeshalError("tactics-sealdice-weapon", { known });
      const given = words.join(" ");
      const found = data.weapons.find((w) => [w.id, w.name.zh, w.name.en].some((n) => n.toLowerCase() === given.toLowerCase()));
      if (!found) throw new MeshalError("tactics-sealdice-unknown-weapon", { given, known });
      return { name: found.name[lang], table: t.table(found.faces) };
    }
    function read(text, lang) {
      const { found, rest } = numbered(text, WORDS2);
      const words = rest.split(/\s+/).filter(Boolean);
      const written = words.filter((word) => DICE_LIKE.test(word));
      const weapon = weaponOf(words.filter((word) => !DICE_LIKE.test(word)), lang);
      if ("check" in found) return { weapon, dice: null, check: found.check };
      if (written.length !== 1) throw new MeshalError("tactics-sealdice-dice");
      const dice = DICE.exec(written[0]);
      if (!dice) throw new MeshalError("tactics-bad-dice", { given: written[0] });
      return { weapon, dice: Number(dice[1]), defense: found.defense };
    }
    const checkTable = (table) => t.table(table.map((f) => ({ damage: f.damage, critical: false, burning: false })));
    const shownFace = (table) => (f) => `${table[f - 1].damage}${table[f - 1].critical ? "⚡" : ""}`;
    function rollCommand(chat, lang, text) {
      var _a;
      const asked = read(text, lang);
      const { name, table } = asked.weapon;
      if (asked.dice === null) {
        const faces2 = [];
        for (let i = 0; i < R.CHECK_DICE; i += 1) faces2.push(face());
        const total2 = t.readRoll(checkTable(table), R.CHECK_DICE, faces2);
        const result = say(lang, total2 >= asked.check ? "tactics-sealdice-success" : "tactics-sealdice-failure");
        return `${chat.player} ${say(lang, "tactics-sealdice-check", {
          weapon: name,
          faces: faces2.map(shownFace(checkTable(table))).join(" "),
          total: total2,
          difficulty: asked.check,
          result
        })}`;
      }
      const hit = t.attack(asked.dice, table, void 0, (_a = asked.defense) != null ? _a : 1);
      const faces = [];
      for (let pending = asked.dice; pending > 0; pending -= 1) {
        const f = face();
        faces.push(f);
        if (table[f - 1].critical) pending += 1;
      }
      const total = t.readRoll(table, asked.dice, faces);
      const line = `${chat.player} ${say(lang, "tactics-sealdice-roll", { dice: asked.dice, weapon: name, faces: faces.map(shownFace(table)).join(" ") || "-", total })}`;
      if (asked.defense === void 0) return line;
      return `${line}, ${say(lang, "tactics-sealdice-hp", { defense: asked.defense, hp: t.hpLost(total, hit.multiplier, hit.defense) })}`;
    }
    function distribution(lang, found) {
      const rest = found.remainder.isZero() ? [] : [say(lang, "tactics-sealdice-odds-rest", { remainder: found.remainder })];
      return [listed(say, lang, found.outcomes), ...rest].join(" · ");
    }
    function oddsCommand(chat, lang, text) {
      var _a;
      const asked = read(text, lang);
      const { name, table } = asked.weapon;
      if (asked.dice === null) {
        const found2 = t.listed((limit) => t.hpPrefix(t.attack(R.CHECK_DICE, checkTable(table)), limit));
        const success = found2.outcomes.filter(([value]) => value >= asked.check).reduce((sum2, [, p]) => sum2.add(p), t.Q.of(0));
        return say(lang, "tactics-sealdice-odds-check", {
          weapon: name,
          difficulty: asked.check,
          listed: distribution(lang, found2),
          p: success,
          percent: percent(success)
        });
      }
      const hit = t.attack(asked.dice, table, void 0, (_a = asked.defense) != null ? _a : 1);
      if (asked.dice > data.odds_dice) throw new MeshalError("tactics-sealdice-odds-too-many", { dice: asked.dice, most: data.odds_dice });
      const found = t.listed((limit) => t.hpPrefix(hit, limit));
      const of = asked.defense === void 0 ? say(lang, "tactics-sealdice-of-total") : say(lang, "tactics-sealdice-of-hp", { defense: asked.defense });
      return say(lang, "tactics-sealdice-odds-attack", {
        dice: asked.dice,
        weapon: name,
        of,
        listed: distribution(lang, found),
        mean: t.meanTotal(asked.dice, table)
      });
    }
    const named = data.weapons.map((w) => w.name.en.toLowerCase());
    const english = { test: (text) => ENGLISH3.test(text) || named.some((name) => text.toLowerCase().includes(name)) };
    const helpFields = Object.fromEntries(["zh", "en"].map((lang) => [lang, { weapons: data.weapons.map((w) => `${w.id} (${w.name[lang]})`).join(", ") }]));
    return [command(data, { name: "tac", help: "tactics-sealdice-help", english, roll: rollCommand, odds: oddsCommand, helpFields })];
  }

  // site/assets/js/woss/woss-math.js
  var SIGNS = { "+": $big1, "＋": $big1, "-": -$big1, "－": -$big1, "−": -$big1 };
  var SPACE = /* @__PURE__ */ new Set([" ", "	", "\r", "\n", "　"]);
  var DIGIT = /^[0-9]$/;
  function wossMath(rules) {
    const R = rules;
    const TIERS = R.TIERS;
    const ONE_Q = new Q($big1);
    function fail(code, column, text, example, fields = {}) {
      const error = new MeshalError(code, __spreadValues({ text, position: column + 1, example }, fields));
      error.column = column;
      return error;
    }
    function parseRoll(text, example = R.DAMAGE_EXAMPLE) {
      const chars = Array.from(text);
      const digitsFrom = (at3) => {
        let end = at3;
        while (end < chars.length && DIGIT.test(chars[end])) end += 1;
        return end;
      };
      const spacesFrom = (at3) => {
        let end = at3;
        while (end < chars.length && SPACE.has(chars[end])) end += 1;
        return end;
      };
      const start = spacesFrom(0);
      if (start === chars.length) throw fail("woss-notation-empty", 0, text, example);
      const countEnd = digitsFrom(start);
      const letter = spacesFrom(countEnd);
      if (chars[letter] !== "d" && chars[letter] !== "D") throw fail("woss-notation-expected-die", start, text, example, { found: chars[start] });
      const count = number(chars.slice(start, countEnd).join("") || "1", start, R.MAX_COUNT, "woss-notation-count", text, example);
      const sidesStart = spacesFrom(letter + 1);
      const sidesEnd = digitsFrom(sidesStart);
      if (sidesEnd === sidesStart) throw fail("woss-notation-expected-sides", letter + 1, text, example);
      const sides = number(chars.slice(sidesStart, sidesEnd).join(""), sidesStart, R.MAX_SIDES, "woss-notation-sides", text, example);
      if (count * sides > R.MAX_TOTAL) throw fail("woss-notation-too-many", start, text, example, { limit: R.MAX_TOTAL });
      let modifier = $big0;
      let at2 = sidesEnd;
      while (at2 < chars.length) {
        if (SPACE.has(chars[at2])) {
          at2 += 1;
          continue;
        }
        if (!(chars[at2] in SIGNS)) throw fail("woss-notation-trailing", at2, text, example, { rest: chars.slice(at2).join("") });
        const numberStart = spacesFrom(at2 + 1);
        const numberEnd = digitsFrom(numberStart);
        if (numberEnd === numberStart) throw fail("woss-notation-expected-number", numberStart, text, example);
        modifier += SIGNS[chars[at2]] * BigInt(chars.slice(numberStart, numberEnd).join(""));
        at2 = numberEnd;
      }
      const limit = BigInt(R.MAX_MODIFIER);
      if (modifier > limit || modifier < -limit) throw fail("woss-notation-modifier", sidesEnd, text, example, { limit: R.MAX_MODIFIER });
      return { count, sides, modifier: Number(modifier) };
    }
    function number(digits, at2, limit, code, text, example) {
      const value = BigInt(digits);
      if (value < $big1 || value > BigInt(limit)) throw fail(code, at2, text, example, { limit });
      return Number(value);
    }
    function parseCheck(text) {
      const roll = parseRoll(text, R.CHECK_EXAMPLE);
      if (roll.count !== 1 || roll.sides !== R.CHECK_DIE) {
        const start = Array.from(text).findIndex((c) => !SPACE.has(c));
        throw fail("woss-notation-check-die", start, text, R.CHECK_EXAMPLE, { die: `${roll.count}d${roll.sides}` });
      }
      return roll;
    }
    const rollText = (roll) => `${roll.count}d${roll.sides}${roll.modifier > 0 ? `+${roll.modifier}` : roll.modifier < 0 ? roll.modifier : ""}`;
    function checkReading(reading) {
      if (!R.READINGS.includes(reading)) throw new MeshalError("woss-bad-reading", { given: reading, known: R.READINGS.join(", ") });
      return reading;
    }
    function tierOf(total, dodge, block, reading = R.DEFAULT_READING) {
      const bases = { dodge, block };
      if (total < dodge) return "miss";
      let found = "hit";
      for (const tier of TIERS.slice(TIERS.indexOf("critical"))) {
        const [base, margin] = R.TIER_THRESHOLDS[tier];
        if (total >= bases[base] + margin) found = tier;
      }
      if (checkReading(reading) === "examples" && TIERS.indexOf(found) > TIERS.indexOf("critical")) return "critical";
      return found;
    }
    function tiers(hit, dodge, block, reading = R.DEFAULT_READING) {
      const counts = Object.fromEntries(TIERS.map((tier) => [tier, $big0]));
      for (let face = 1; face <= R.CHECK_DIE; face += 1) counts[tierOf(face + hit, dodge, block, reading)] += $big1;
      return Object.fromEntries(TIERS.map((tier) => [tier, new Q(counts[tier], BigInt(R.CHECK_DIE))]));
    }
    function outcomes(situation = {}) {
      const first = [...situation.cover ? [R.BLOCKED] : [], ...situation.friendlyFire ? [R.ALLY_HIT] : []];
      return [...first, TIERS[0], ...situation.shield ? [R.IMMUNE] : [], ...TIERS.slice(1)];
    }
    function outcomeOf(face, hit, dodge, block, reading = R.DEFAULT_READING, situation = {}, readings = {}) {
      var _a, _b, _c;
      if (situation.cover && !(situation.cover in R.COVER_AT_MOST)) throw new MeshalError("woss-bad-cover", { given: situation.cover, known: Object.keys(R.COVER_AT_MOST).join(", ") });
      const total = face + hit;
      const blocked = [Boolean(situation.cover) && face <= R.COVER_AT_MOST[situation.cover], R.BLOCKED];
      const ally = [Boolean(situation.friendlyFire) && (((_a = readings.friendlyRoll) != null ? _a : "face") === "face" ? face : total) <= R.FRIENDLY_FIRE_AT_MOST, R.ALLY_HIT];
      const order = ((_b = readings.coverOrder) != null ? _b : "cover-first") === "friendly-first" ? [ally, blocked] : [blocked, ally];
      for (const [happens, outcome] of order) if (happens) return outcome;
      const tier = tierOf(total, dodge, block, reading);
      if (tier === "miss") return tier;
      if (situation.shield && (total < block || total === block && ((_c = readings.shieldEqual) != null ? _c : "immune") === "immune")) return R.IMMUNE;
      if (situation.alwaysCritical && tier === "hit") return "critical";
      return tier;
    }
    function situationTiers(hit, dodge, block, reading = R.DEFAULT_READING, situation = {}, readings = {}) {
      const counts = Object.fromEntries(outcomes(situation).map((o) => [o, $big0]));
      for (let face = 1; face <= R.CHECK_DIE; face += 1) counts[outcomeOf(face, hit, dodge, block, reading, situation, readings)] += $big1;
      const found = Object.fromEntries(Object.entries(counts).map(([o, n]) => [o, new Q(n, BigInt(R.CHECK_DIE))]));
      if (!situation.deaf) return found;
      const fails = new Q(BigInt(R.DEAF_FAILURE[0]), BigInt(R.DEAF_FAILURE[1]));
      return __spreadValues({ [R.SPELL_FAILED]: fails }, Object.fromEntries(Object.entries(found).map(([o, p]) => [o, p.mul(Q.of(1).sub(fails))])));
    }
    const STANCES = { wounding: 5, assassinating: 1, swift: 1 };
    function stanceAttacks(attacks) {
      if (!(attacks >= 1 && attacks <= R.MAX_FOCUS_ATTACKS)) throw new MeshalError("woss-bad-focus-attacks", { given: attacks, limit: R.MAX_FOCUS_ATTACKS });
    }
    function chainOver(attacks, after) {
      var _a, _b;
      let states = /* @__PURE__ */ new Map([["0,0", ONE_Q]]);
      const each = [];
      for (let i = 0; i < attacks; i += 1) {
        const found = /* @__PURE__ */ new Map();
        let expected = new Q($big0);
        for (const [key, p] of states) {
          const [run, value] = key.split(",").map(Number);
          for (const [runAfter, gained, q] of after(run)) {
            const pq = p.mul(q);
            if (pq.eq(0)) continue;
            const next = `${runAfter},${value + gained}`;
            found.set(next, ((_a = found.get(next)) != null ? _a : new Q($big0)).add(pq));
            expected = expected.add(pq.mul(gained));
          }
        }
        states = found;
        each.push(expected);
      }
      const total = /* @__PURE__ */ new Map();
      for (const [key, p] of states) {
        const value = Number(key.split(",")[1]);
        total.set(value, ((_b = total.get(value)) != null ? _b : new Q($big0)).add(p));
      }
      return { total: [...total.keys()].sort((a, b) => a - b).map((v) => [v, total.get(v)]), each };
    }
    function blowOf(outcome, stance, readings = {}) {
      var _a, _b;
      if (R.STANCE_MISSES.includes(outcome)) return "ends";
      if (R.INTERRUPTIONS.includes(outcome)) return ((_a = readings.stanceInterrupted) != null ? _a : "breaks") === "breaks" ? "ends" : "passes";
      if (outcome === R.IMMUNE) {
        if (((_b = readings.stanceImmune) != null ? _b : "no-damage") === "miss") return "ends";
        return R.DAMAGE_STANCES.includes(stance) ? "passes" : "plain";
      }
      return R.STANCE_CRITICALS.includes(outcome) ? "critical" : "plain";
    }
    function blows(found, stance, readings = {}) {
      const odds = { ends: new Q($big0), passes: new Q($big0), plain: new Q($big0), critical: new Q($big0) };
      for (const [outcome, p] of Object.entries(found)) {
        const blow = blowOf(outcome, stance, readings);
        odds[blow] = odds[blow].add(p);
      }
      return odds;
    }
    function focusAttack(hit, dodge, block, attacks, reading = R.DEFAULT_READING, situation = {}, readings = {}) {
      stanceAttacks(attacks);
      const odds = (run) => blows(situationTiers(hit + R.FOCUS_STEP * (run + 1), dodge, block, reading, situation, readings), "focus", readings);
      const found = chainOver(attacks, (run) => {
        const o = odds(run);
        return [[run + 1, 1, o.plain.add(o.critical)], [run, 0, o.passes], [0, 0, o.ends]];
      });
      return { hits: found.total, each: found.each };
    }
    function stanceRound(stance, hit, dodge, block, attacks, reading = R.DEFAULT_READING, assassinRun = "criticals", situation = {}, readings = {}) {
      if (!(stance in STANCES)) throw new MeshalError("woss-bad-stance", { given: stance, known: Object.keys(STANCES).join(", ") });
      stanceAttacks(attacks);
      const odds = blows(situationTiers(hit, dodge, block, reading, situation, readings), stance, readings);
      const step = STANCES[stance];
      return chainOver(attacks, (run) => {
        const grows = [run + 1, step * (run + 1)];
        const plain = stance !== "assassinating" ? grows : [assassinRun === "hits" ? run + 1 : run, 0];
        return [[0, 0, odds.ends], [run, 0, odds.passes], [...plain, odds.plain], [...grows, odds.critical]];
      });
    }
    const FAILED = { plain: "lose", impact: "no-effect", grapple: "defender-wins" };
    function contestTotals(attacker, defender, kind = "plain") {
      if (!R.CONTEST_KINDS.includes(kind)) throw new MeshalError("woss-bad-contest-kind", { given: kind, known: R.CONTEST_KINDS.join(", ") });
      for (const value of [attacker, defender]) {
        if (Math.abs(value) > R.MAX_CONTEST_MODIFIER) throw new MeshalError("woss-bad-contest-modifier", { given: value, limit: R.MAX_CONTEST_MODIFIER });
      }
      const [a, d] = R.CONTEST_BONUS[kind];
      return [attacker + a, defender + d];
    }
    function margins(attacker, defender, kind = "plain") {
      var _a;
      const [a, d] = contestTotals(attacker, defender, kind);
      const counts = /* @__PURE__ */ new Map();
      for (let mine = 1; mine <= R.CONTEST_DIE; mine += 1) {
        for (let theirs = 1; theirs <= R.CONTEST_DIE; theirs += 1) counts.set(mine + a - theirs - d, ((_a = counts.get(mine + a - theirs - d)) != null ? _a : $big0) + $big1);
      }
      return [...counts.keys()].sort((x, y) => x - y).map((m) => [m, new Q(counts.get(m), BigInt($pow(R.CONTEST_DIE , 2)))]);
    }
    function contestResult(margin, kind, marginStrict = "strict") {
      if (kind === "plain" && margin === 0) return "tie";
      let found = FAILED[kind];
      for (const [name, over] of R.CONTEST_RESULTS[kind]) {
        if (margin > over || marginStrict !== "strict" && over && margin >= over) found = name;
      }
      return found;
    }
    function contestResults(attacker, defender, kind = "plain", marginStrict = "strict") {
      const names = [FAILED[kind], ...kind === "plain" ? ["tie"] : [], ...R.CONTEST_RESULTS[kind].map(([name]) => name)];
      const found = Object.fromEntries(names.map((n) => [n, new Q($big0)]));
      for (const [margin, p] of margins(attacker, defender, kind)) {
        const name = contestResult(margin, kind, marginStrict);
        found[name] = found[name].add(p);
      }
      return found;
    }
    function totals(hit) {
      const weights = /* @__PURE__ */ new Map();
      for (let face = 1; face <= R.CHECK_DIE; face += 1) weights.set(face + hit, $big1);
      return Distribution.fromWeights(weights);
    }
    function diceSum(roll) {
      var _a;
      let weights = /* @__PURE__ */ new Map([[0, $big1]]);
      for (let i = 0; i < roll.count; i += 1) {
        const step = /* @__PURE__ */ new Map();
        for (const [total, w] of weights) {
          for (let face = 1; face <= roll.sides; face += 1) step.set(total + face, ((_a = step.get(total + face)) != null ? _a : $big0) + w);
        }
        weights = step;
      }
      return weights;
    }
    function enchanted(enchantment, resistance) {
      for (const value of [enchantment, resistance]) {
        if (!Number.isInteger(value) || value < 0 || value > R.MAX_DEFENSE) throw new MeshalError("woss-bad-enchantment", { given: value, limit: R.MAX_DEFENSE });
      }
      return Math.max(R.MIN_DAMAGE, enchantment - resistance);
    }
    const damageOf = (dice, roll, multiplier, defense, extra = 0) => Math.max(R.MIN_DAMAGE, (dice + roll.modifier) * multiplier - defense + extra);
    function checkDamage(multiplier, defense) {
      if (!Number.isInteger(multiplier) || multiplier < 1 || multiplier > R.MAX_MULTIPLIER) {
        throw new MeshalError("woss-bad-multiplier", { given: multiplier, limit: R.MAX_MULTIPLIER });
      }
      if (!Number.isInteger(defense) || defense < 0 || defense > R.MAX_DEFENSE) {
        throw new MeshalError("woss-bad-defense", { given: defense, limit: R.MAX_DEFENSE });
      }
    }
    function hitDamage(roll, defense, multiplier = 1, extra = 0) {
      var _a;
      checkDamage(multiplier, defense);
      const weights = /* @__PURE__ */ new Map();
      for (const [dice, w] of diceSum(roll)) {
        const value = damageOf(dice, roll, multiplier, defense, extra);
        weights.set(value, ((_a = weights.get(value)) != null ? _a : $big0) + w);
      }
      return Distribution.fromWeights(weights, $pow(BigInt(roll.sides) , BigInt(roll.count)));
    }
    function tortureBreaks(distribution, lifeMax) {
      if (!(lifeMax >= 1 && lifeMax <= R.MAX_DEFENSE)) throw new MeshalError("woss-bad-life-max", { given: lifeMax, limit: R.MAX_DEFENSE });
      const die = R.CHECK_DIE;
      return distribution.outcomes.reduce((sum2, [value, p]) => sum2.add(p.mul(new Q(BigInt(Math.min(die, Math.max(0, die + value - lifeMax))), BigInt(die)))), new Q($big0));
    }
    function criticalDamage(roll, defense, multiplier = 1, extra = 0) {
      checkDamage(multiplier, defense);
      return Distribution.fromWeights(/* @__PURE__ */ new Map([[damageOf(roll.count * roll.sides, roll, multiplier, defense, extra), $big1]]));
    }
    const within = (value, least, most) => Number.isInteger(value) && value >= least && value <= most;
    const ceilDiv = (a, b) => Math.floor((a + b - 1) / b);
    function checkChance(skill, difficulty, die = "d100") {
      if (!within(skill, -R.MAX_SKILL, R.MAX_SKILL)) throw new MeshalError("woss-bad-skill", { given: skill, limit: R.MAX_SKILL });
      const sides = R.DIFFICULTY_DICE[die];
      return new Q(BigInt(Math.min(sides, Math.max(0, sides + skill - difficulty + 1))), BigInt(sides));
    }
    function firstAid(bleeding, skill, quick = false, aided = false, readings = {}) {
      var _a, _b;
      if (!within(bleeding, 1, R.MAX_BLEEDING)) throw new MeshalError("woss-bad-bleeding", { given: bleeding, limit: R.MAX_BLEEDING });
      const action = quick ? "quick-first-aid" : "first-aid";
      const difficulty = bleeding * R.FIRST_AID_DIFFICULTY[action] - (aided ? R.FIRST_AID_HELP[(_a = readings.assist) != null ? _a : "minus-15"] : 0);
      const points = R.ACTION_COSTS[action] - (aided ? R.AID_DISCOUNT : 0);
      return { action, difficulty, points, success: checkChance(skill, difficulty, (_b = readings.die) != null ? _b : "d100") };
    }
    function running(metres, skill, pace = "run", weight = 0, readings = {}) {
      var _a, _b, _c;
      if (!(pace in R.RUN_CHECKS)) throw new MeshalError("woss-bad-pace", { given: pace, known: R.PACES.join(", ") });
      if (!within(metres, 1, R.MAX_RUN_METRES)) throw new MeshalError("woss-bad-run-metres", { given: metres, limit: R.MAX_RUN_METRES });
      if (!within(weight, 0, R.MAX_WEIGHT)) throw new MeshalError("woss-bad-weight", { given: weight, limit: R.MAX_WEIGHT });
      const [every, first, rise] = R.RUN_CHECKS[pace];
      const [pounds, extra] = R.WEIGHT_STEP;
      const steps = ((_a = readings.weight) != null ? _a : "whole") === "started" ? ceilDiv(weight, pounds) : Math.floor(weight / pounds);
      const checks = [];
      for (let k = 0; k < Math.floor(metres / every); k += 1) {
        const difficulty = first + rise * k + extra * steps;
        checks.push([every * (k + 1), difficulty, checkChance(skill, difficulty, (_b = readings.die) != null ? _b : "d100")]);
      }
      const passes = checks.map(([, , p]) => p);
      const allPassed = passes.reduce((a, p) => a.mul(p), ONE_Q);
      let counted;
      if (((_c = readings.failure) != null ? _c : "stops") === "stops") {
        let reached = ONE_Q;
        counted = passes.map((p, k) => {
          const row = [k, reached.mul(ONE_Q.sub(p))];
          reached = reached.mul(p);
          return row;
        });
        counted.push([passes.length, reached]);
      } else {
        let found = [ONE_Q];
        for (const p of passes) {
          const step = Array.from({ length: found.length + 1 }, () => new Q($big0));
          found.forEach((q, n) => {
            step[n] = step[n].add(q.mul(p));
            step[n + 1] = step[n + 1].add(q.mul(ONE_Q.sub(p)));
          });
          found = step;
        }
        counted = found.map((q, n) => [n, q]);
      }
      return { checks, allPassed, counted };
    }
    function falling(metres, surface = "open", readings = {}) {
      var _a, _b;
      if (!(surface in R.FALL_METRES_PER_DIE)) throw new MeshalError("woss-bad-surface", { given: surface, known: R.FALL_SURFACES.join(", ") });
      if (!Number.isInteger(metres) || metres < 0) throw new MeshalError("woss-bad-fall", { given: metres, limit: R.MAX_FALL_DICE });
      let counted = metres <= R.FALL_FREE_METRES ? 0 : metres;
      if (((_a = readings.metres) != null ? _a : "beyond") === "beyond") counted = Math.max(0, metres - R.FALL_FREE_METRES);
      const per = R.FALL_METRES_PER_DIE[surface];
      const dice = ((_b = readings.steps) != null ? _b : "whole") === "started" ? ceilDiv(counted, per) : Math.floor(counted / per);
      if (dice > R.MAX_FALL_DICE) throw new MeshalError("woss-bad-fall", { given: metres, limit: R.MAX_FALL_DICE });
      return { dice, damage: Distribution.fromWeights(diceSum({ count: dice, sides: R.FALL_DIE }), $pow(BigInt(R.FALL_DIE) , BigInt(dice))) };
    }
    const OWN = ["weapon-attack", "two-weapon", "spell", "move", "first-aid", "quick-first-aid"];
    const actions = () => [...Object.keys(R.ACTION_COSTS), ...OWN.filter((a) => !(a in R.ACTION_COSTS))];
    function whole(step, name, fallback, least = 0) {
      var _a;
      const value = (_a = step[name]) != null ? _a : fallback;
      if (typeof value !== "number" || !Number.isInteger(value) || value < least) {
        throw new MeshalError("woss-bad-action-value", { action: step.action, name, given: value, least });
      }
      return value;
    }
    const fiveStar = (...stars) => stars.some((s) => s >= R.FIVE_STAR) ? R.FIVE_STAR_DISCOUNT : 0;
    function moveCost(metres, pace = "walk", terrain = "normal", load = "light") {
      if (!(pace in R.PACE_METRES) || !(terrain in R.TERRAIN_COST) || !R.LOADS.includes(load)) {
        throw new MeshalError("woss-bad-move", { pace, terrain, load });
      }
      if (pace === "run" && R.NO_RUN_TERRAIN.includes(terrain)) throw new MeshalError("woss-no-run-terrain", { terrain });
      if (pace !== "walk" && R.NO_HASTE_LOADS.includes(load)) throw new MeshalError("woss-no-haste-load", { pace });
      const perPoint = pace === "run" && load === "medium" ? R.RUN_METRES_MEDIUM_LOAD : R.PACE_METRES[pace];
      return Math.ceil(metres * R.TERRAIN_COST[terrain] / perPoint);
    }
    function cost(step, reading = R.DEFAULT_READING) {
      var _a, _b, _c;
      const { action } = step;
      if (action === "weapon-attack") return R.ACTION_COSTS[action] - fiveStar(whole(step, "stars", 1));
      if (action === "two-weapon") {
        const extra = checkReading(reading) === "examples" ? R.OFF_HAND_EXTRA_EXAMPLES : R.OFF_HAND_EXTRA;
        return R.ACTION_COSTS["weapon-attack"] + extra - fiveStar(whole(step, "stars", 1), whole(step, "off_hand_stars", 1));
      }
      if (action === "spell") {
        return R.SPELL_BASE + whole(step, "ring", 1) + whole(step, "armour", 0) - fiveStar(whole(step, "stars", 1));
      }
      if (action === "move") {
        return moveCost(whole(step, "metres", 1, 1), (_a = step.pace) != null ? _a : "walk", (_b = step.terrain) != null ? _b : "normal", (_c = step.load) != null ? _c : "light");
      }
      if (action in R.ACTION_COSTS) {
        const aided = (action === "first-aid" || action === "quick-first-aid") && Boolean(step.assisted);
        return R.ACTION_COSTS[action] - (aided ? R.AID_DISCOUNT : 0);
      }
      throw new MeshalError("woss-unknown-action", { given: action, known: actions().join(", ") });
    }
    function schedule(costs, points) {
      if (points < 1) throw new MeshalError("woss-bad-points", { given: points });
      if (costs.reduce((a, b) => a + b, 0) > R.MAX_PLAN_POINTS) throw new MeshalError("woss-plan-too-long", { limit: R.MAX_PLAN_POINTS });
      const rounds = [];
      let step = 0;
      let paid = 0;
      while (step < costs.length) {
        let left = points;
        let persistentEnded = false;
        const spends = [];
        while (step < costs.length) {
          const need = costs[step] - paid;
          if (need <= left) {
            spends.push({ step, points: need, done: true, full_round: false });
            left -= need;
            persistentEnded = persistentEnded || paid > 0;
            step += 1;
            paid = 0;
          } else if (left === points && costs[step] <= R.FULL_ACTION) {
            spends.push({ step, points: left, done: true, full_round: true });
            left = 0;
            step += 1;
            break;
          } else if (costs[step] > Math.max(points, R.FULL_ACTION) && !persistentEnded && left > 0) {
            spends.push({ step, points: left, done: false, full_round: false });
            paid += left;
            left = 0;
            break;
          } else {
            break;
          }
        }
        rounds.push({ spends, unspent: left, carried: paid });
      }
      return rounds;
    }
    function plan(steps, points, reading = R.DEFAULT_READING) {
      const costs = steps.map((step) => cost(step, reading));
      return { costs, total: costs.reduce((a, b) => a + b, 0), rounds: schedule(costs, points) };
    }
    return {
      rules: R,
      parseRoll,
      parseCheck,
      rollText,
      tierOf,
      tiers,
      outcomes,
      outcomeOf,
      situationTiers,
      blowOf,
      margins,
      contestResults,
      focusAttack,
      stanceRound,
      tortureBreaks,
      totals,
      diceSum,
      enchanted,
      damageOf,
      hitDamage,
      criticalDamage,
      checkChance,
      firstAid,
      running,
      falling,
      actions,
      moveCost,
      cost,
      schedule,
      plan
    };
  }

  // meshal_compendium/export/sealdice/woss.mjs
  var WORDS3 = { dodge: "闪避|dodge", block: "格挡|block", defense: "防御|defense|def" };
  var ENGLISH4 = /(^|[^A-Za-z])(dodge|block|defense|def|en|english)(?![A-Za-z])/i;
  function wossCommands(data, random) {
    const R = data.rules;
    const w = wossMath(R);
    const say = sayer(data);
    const face = (sides) => 1 + Math.floor(random() * sides);
    function read(text) {
      const { found, rest } = numbered(text, WORDS3);
      const check = "dodge" in found || "block" in found;
      if (check && !("dodge" in found && "block" in found)) throw new MeshalError("woss-sealdice-check-form");
      if (check && "defense" in found) throw new MeshalError("woss-sealdice-check-defense");
      return __spreadProps(__spreadValues({}, found), { check, rest });
    }
    function defenseOf(asked, roll) {
      var _a;
      const defense = (_a = asked.defense) != null ? _a : 0;
      w.criticalDamage(roll, defense);
      return defense;
    }
    function rollCommand(chat, lang, text) {
      const asked = read(text);
      if (asked.check) {
        const check = w.parseCheck(asked.rest);
        const rolled = face(R.CHECK_DIE);
        const total = rolled + check.modifier;
        const tier = w.tierOf(total, asked.dodge, asked.block);
        return `${chat.player} ${say(lang, "woss-sealdice-check", {
          check: w.rollText(check),
          dodge: asked.dodge,
          block: asked.block,
          faces: `${rolled}${signed(check.modifier)}`,
          total,
          tier: say(lang, `woss-tier-${tier}`)
        })}`;
      }
      const roll = w.parseRoll(asked.rest);
      const defense = "defense" in asked ? defenseOf(asked, roll) : null;
      const faces = [];
      for (let i = 0; i < roll.count; i += 1) faces.push(face(roll.sides));
      const dice = faces.reduce((a, b) => a + b, 0);
      const shown = faces.join(" ") + (roll.modifier ? ` (${signed(roll.modifier)})` : "");
      const line = `${chat.player} ${say(lang, "woss-sealdice-roll", { roll: w.rollText(roll), faces: shown, total: dice + roll.modifier })}`;
      if (defense === null) return line;
      return `${line}, ${say(lang, "woss-sealdice-damage", { defense, damage: w.damageOf(dice, roll, 1, defense) })}`;
    }
    function oddsCommand(chat, lang, text) {
      const asked = read(text);
      if (asked.check) {
        const check = w.parseCheck(asked.rest);
        const found = w.tiers(check.modifier, asked.dodge, asked.block);
        const tiers = R.TIERS.map((tier) => `${say(lang, `woss-tier-${tier}`)} ${exact(found[tier])}`).join(" · ");
        return say(lang, "woss-sealdice-odds-check", { check: w.rollText(check), dodge: asked.dodge, block: asked.block, tiers });
      }
      const roll = w.parseRoll(asked.rest);
      const defense = defenseOf(asked, roll);
      const hit = w.hitDamage(roll, defense);
      return say(lang, "woss-sealdice-odds-damage", {
        roll: w.rollText(roll),
        defense,
        listed: listed(say, lang, hit.outcomes),
        mean: hit.mean,
        critical: w.criticalDamage(roll, defense).values()[0]
      });
    }
    return [command(data, { name: "woss", help: "woss-sealdice-help", english: ENGLISH4, roll: rollCommand, odds: oddsCommand })];
  }

  // meshal_compendium/export/sealdice/runtime.mjs
  var SYSTEMS = { meshal: meshalCommands, woss: wossCommands, "d20-pool": d20PoolCommands, tactics: tacticsCommands };
  var DEFINED = {};
  var kit = Object.freeze(__spreadValues({ Distribution, MeshalError, Q }, chat_exports));
  var LANG_VARIABLE = "$mMeshalLang";
  var escapeOneBot = (text) => String(text).replace(/&/g, "&amp;").replace(/\[/g, "&#91;").replace(/\]/g, "&#93;");
  function define(system, commands) {
    if (system in SYSTEMS || system in DEFINED) throw new Error(`the chat commands of ${system} are defined twice`);
    if (typeof commands !== "function") throw new Error(`the chat commands of ${system} are not a function`);
    DEFINED[system] = commands;
  }
  function install(seal, data, random) {
    var _a;
    const { name, author, version } = data.extension;
    let ext = seal.ext.find(name);
    if (!ext) {
      ext = seal.ext.new(name, author, version);
      seal.ext.register(ext);
    }
    if (data.template) {
      try {
        seal.gameSystem.newTemplateByYaml(data.template);
      } catch (error) {
        console.log(`${name}: ${error}`);
      }
    }
    const commands = (_a = SYSTEMS[data.system]) != null ? _a : DEFINED[data.system];
    if (!commands) throw new Error(`${name}: no chat commands are defined for the ruleset ${data.system}`);
    for (const command2 of commands(data, random, kit)) {
      const item = seal.ext.newCmdItemInfo();
      item.name = command2.name;
      item.help = command2.help;
      item.solve = (ctx, msg, cmdArgs) => {
        command2.solve(chatOf(seal, ctx, msg, cmdArgs));
        return seal.ext.newCmdExecuteResult(true);
      };
      ext.cmdMap[command2.name] = item;
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
