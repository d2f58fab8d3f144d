// The Meshal Lite v7 math for the calculators: one ES module mirroring the Python engine
// (meshal_compendium/rulesets/meshal/engine/*.py and notation.py) function by function, exactly.
//
// Conventions, as in the engine: numbers that can be fractional are `Q` (BigInt numerator and
// denominator, always reduced, from ../exact.js); probabilities are never floats; only final results
// are rounded down. Every handbook number comes from `rules` — the engine's rules.py, delivered to the
// browser as `assets/calculators-meshal.json` (meshal_compendium/rulesets/meshal/calcdata.py) — so this
// file writes none. Errors are `MeshalError`s carrying the engine's message code and fields.
//
//   const m = meshalMath(data.rules);
//   m.oddsOf(m.parseDice("3d")).distribution.atLeast(1).toString()  // "19/27"
//
// tests/js/parity.test.mjs checks every function against vectors made by the Python engine.

import { Distribution, MeshalError, Q, difference } from "../exact.js";

const ZERO = new Q(0n);
const ONE = new Q(1n);
const max = (a, b) => (a.gt(b) ? a : b);
const sumQ = (values) => values.reduce((total, v) => total.add(v), ZERO);

// --- Notation (notation.py) ---------------------------------------------------------------

export const POINTS = "points";
export const NUMBER = "number";
const DIE = "🎲";
const NUMBER_MARK = "⁺";
const EMOJI_SELECTOR = "\ufe0f";
const DIE_LETTERS = ["d", "D"];
const NUMBER_MARKS = [NUMBER_MARK, "+"];
const EXAMPLE = "3🎲, 2🎲⁺, 强壮🎲, Elastane+1🎲, max(M,E)d";
const FUNCTION = /^(max|min)\s*\(/i;
const ASCII_WORD = /^[A-Za-z]+/;
const CJK_WORD = /^[\u4e00-\u9fff]+/;
const INTEGER = /^[0-9]+/;
const isSpace = (c) => /^\s$/u.test(c);
const signed = (n) => (n ? (n > 0 ? `+${n}` : `${n}`) : "");

/** A cursor over the text's code points (so 🎲 is one character, as in Python). */
class Scanner {
  constructor(text) {
    this.text = text;
    this.chars = Array.from(text);
    this.pos = 0;
  }
  skipSpace() { while (this.pos < this.chars.length && isSpace(this.chars[this.pos])) this.pos += 1; }
  atEnd() { this.skipSpace(); return this.pos >= this.chars.length; }
  peek() { this.skipSpace(); return this.pos < this.chars.length ? this.chars[this.pos] : ""; }
  take(options) {
    const c = this.peek();
    if (c && options.includes(c)) { this.pos += 1; return true; }
    return false;
  }
  slice(start, end = this.chars.length) { return this.chars.slice(start, end).join(""); }
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
    const column = at ?? this.pos;
    const error = new MeshalError(code, { position: column + 1, example: EXAMPLE, text: this.text, ...fields });
    error.column = column;
    return error;
  }
}

// --- The rules-bound math -----------------------------------------------------------------

// One binding per rules object: every calculator on a page, the dice dialog and the workshop share
// it (and its cache of pool distributions).
const bound = new WeakMap();

/** Every calculator function, bound to the engine's constants (`data.rules`). */
export function meshalMath(rules) {
  if (!bound.has(rules)) bound.set(rules, bind(rules));
  return bound.get(rules);
}

function bind(rules) {
  const R = rules;
  const ATTRIBUTES = R.ATTRIBUTES;
  const aliases = new Map();
  for (const [canonical, names] of Object.entries(R.ATTRIBUTE_NAMES)) {
    for (const alias of [canonical, ...Object.values(names)]) aliases.set(alias.toLowerCase(), canonical);
  }
  const zhAttributes = new Map(Object.entries(R.ATTRIBUTE_NAMES).map(([k, n]) => [n.zh, k]));
  const zhChoose = new Map(Object.entries(R.CHOOSE_NAMES).map(([k, n]) => [n.zh, k]));
  const enChoose = new Map(Object.entries(R.CHOOSE_NAMES).map(([k, n]) => [n.en, k]));

  // --- notation ---

  /** The canonical attribute for a zh/en/abbreviated name, or null. */
  const attributeKey = (name) => aliases.get(String(name).trim().toLowerCase()) ?? null;

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
    s.skipSpace();
    const start = s.pos;
    const two = s.slice(start, start + 2);
    if (zhAttributes.has(two)) { s.pos += 2; return [zhAttributes.get(two), false]; }
    const word = s.match(ASCII_WORD) ?? s.match(CJK_WORD);
    if (!word) throw s.fail("notation-expected-attribute", start, { found: s.chars[start] ?? "" });
    const [found, dieRead] = glued(word.text, aliases);
    if (found === null) throw s.fail("notation-unknown-attribute", start, { name: word.text });
    return [found, dieRead];
  };

  const readChoose = (s) => {
    s.skipSpace();
    const start = s.pos;
    const two = s.slice(start, start + 2);
    if (zhChoose.has(two)) { s.pos += 2; return [zhChoose.get(two), false]; }
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
    if (s.take([DIE])) { s.take([EMOJI_SELECTOR]); return; }
    if (s.take(DIE_LETTERS)) return;
    const found = s.peek();
    throw s.fail("notation-missing-die", null, { found: found || "∅" });
  };

  /** Parse one roll in any accepted form: {kind, count, attributes, choose, modifier}. */
  function parseDice(text) {
    const s = new Scanner(String(text));
    if (s.atEnd()) throw s.fail("notation-empty", 0);
    const head = readCount(s);
    if (!head.dieRead) readDie(s);
    const kind = s.take(NUMBER_MARKS) ? NUMBER : POINTS;
    if (!s.atEnd()) throw s.fail("notation-trailing", null, { rest: s.slice(s.pos) });
    return pool(kind, head);
  }

  /** A pool written directly: {kind, count} or {kind, attributes, choose, modifier}. */
  function pool(kind, { count = null, attributes = [], choose = null, modifier = 0 } = {}) {
    return Object.freeze({ kind, count, attributes: Object.freeze([...attributes]), choose, modifier });
  }

  /** Dice before advantage and penalty (may be below 1: see diceCount). */
  function poolDice(p, values = {}) {
    if (p.count !== null) return p.count + p.modifier;
    const known = new Map(Object.entries(values).map(([name, v]) => [attributeKey(name) ?? name, v]));
    const resolved = p.attributes.map((attribute) => {
      if (!known.has(attribute)) {
        const names = R.ATTRIBUTE_NAMES[attribute];
        throw new MeshalError("dice-missing-attribute", { zh: names.zh, en: names.en, abbr: names.abbr });
      }
      return known.get(attribute);
    });
    return (p.choose === "low" ? Math.min(...resolved) : Math.max(...resolved)) + p.modifier;
  }

  /** The pool in handbook notation (lang zh or en), or the keyboard form when ascii. */
  function renderPool(p, lang = "zh", ascii = false) {
    if (ascii) {
      const die = `d${p.kind === NUMBER ? "+" : ""}`;
      if (p.count !== null) return `${p.count}${die}`;
      const names = p.attributes.map((a) => R.ATTRIBUTE_NAMES[a].abbr);
      const head = p.choose ? `${R.CHOOSE_NAMES[p.choose].ascii}(${names.join(",")})` : names[0];
      return `${head}${signed(p.modifier)}${die}`;
    }
    const die = DIE + (p.kind === NUMBER ? NUMBER_MARK : "");
    if (p.count !== null) return `${p.count}${die}`;
    const names = p.attributes.map((a) => R.ATTRIBUTE_NAMES[a][lang]).join("/");
    const word = p.choose ? R.CHOOSE_NAMES[p.choose][lang] : "";
    const choose = word && (lang === "zh" ? word : ` ${word}`);
    return `${names}${choose}${signed(p.modifier)}${die}`;
  }

  // --- dice ---

  /** Dice actually rolled: base + advantage − penalty + burst, never below 1 (L41, L69-79). */
  function diceCount(base, advantage = 0, penalty = 0, burst = 0) {
    if (burst < 0 || advantage < 0 || penalty < 0) throw new MeshalError("dice-negative-modifier");
    const count = Math.max(R.MIN_DICE, base + advantage - penalty + burst * R.ADVANTAGE_PER_LEAK);
    if (count > R.MAX_DICE) throw new MeshalError("dice-too-many", { count, limit: R.MAX_DICE });
    return count;
  }

  const cache = { points: new Map(), number: new Map() };

  /** N🎲: P(k points) = C(N, k)·hits^k·misses^(N−k) / faces^N. */
  function pointsDistribution(dice) {
    if (!cache.points.has(dice)) {
      const hits = BigInt(R.POINT_FACES.length);
      const misses = BigInt(R.DIE_FACES) - hits;
      const weights = new Map();
      let binomial = 1n;
      for (let k = 0; k <= dice; k += 1) {
        weights.set(k, binomial * hits ** BigInt(k) * misses ** BigInt(dice - k));
        binomial = (binomial * BigInt(dice - k)) / BigInt(k + 1);
      }
      cache.points.set(dice, Distribution.fromWeights(weights));
    }
    return cache.points.get(dice);
  }

  /** N🎲⁺: the sum of N dice, by convolving integer face counts. */
  function numberDistribution(dice) {
    if (!cache.number.has(dice)) {
      let weights = new Map([[0, 1n]]);
      for (let i = 0; i < dice; i += 1) {
        const step = new Map();
        for (const [total, ways] of weights) {
          for (let face = 1; face <= R.DIE_FACES; face += 1) {
            step.set(total + face, (step.get(total + face) ?? 0n) + ways);
          }
        }
        weights = step;
      }
      cache.number.set(dice, Distribution.fromWeights(weights));
    }
    return cache.number.get(dice);
  }

  const distribution = (kind, dice) => (kind === POINTS ? pointsDistribution(dice) : numberDistribution(dice));

  /** A written pool resolved: [dice, distribution]. */
  function poolDistribution(p, values = {}, advantage = 0, penalty = 0, burst = 0) {
    const dice = diceCount(poolDice(p, values), advantage, penalty, burst);
    return [dice, distribution(p.kind, dice)];
  }

  /** A test succeeds when its points are > 0 (L60). */
  const successChance = (result) => result.probability((v) => v > 0);

  /** P(winning a roll-add): 1🎲⁺ vs 1🎲⁺, rerolled while equal (L52). */
  function rollAddWin() {
    const one = numberDistribution(R.ROLL_ADD_DICE);
    const diff = difference(one, one);
    return diff.probability((v) => v > 0).div(ONE.sub(diff.get(0)));
  }

  /** Win/tie/lose of mine vs theirs, and the win chance once ties are rolled off (L62). */
  function versus(mine, theirs) {
    const diff = difference(mine, theirs);
    const win = diff.probability((v) => v > 0);
    const tie = diff.get(0);
    return { win, tie, lose: ONE.sub(win).sub(tie), winAfterRollAdd: win.add(tie.mul(rollAddWin())) };
  }

  // --- rolling ---

  /** `dice` dice of `kind` thrown with `random()` in [0, 1): the faces and what they count,
   * points (a face in POINT_FACES, L48) or the sum of the faces. */
  function rollDice(kind, dice, random) {
    const faces = Array.from({ length: dice }, () => 1 + Math.floor(random() * R.DIE_FACES));
    const scoring = new Set(R.POINT_FACES);
    const result = kind === POINTS ? faces.filter((face) => scoring.has(face)).length : faces.reduce((a, b) => a + b, 0);
    return { faces, result, scoring: faces.map((face) => kind === POINTS && scoring.has(face)) };
  }

  // --- attack (engine/attack.py) ---

  const modifiers = (advantage = 0, penalty = 0) => ({ advantage, penalty });
  const plus = (a, b) => modifiers(a.advantage + b.advantage, a.penalty + b.penalty);
  /** Positive amount = advantage, negative = penalty. */
  const net = (amount) => modifiers(Math.max(amount, 0), Math.max(-amount, 0));

  /** Protections {physical, energetic, spectral, immune: [...]}, missing ones 0. */
  const protections = (value = {}) => ({
    physical: value.physical ?? 0, energetic: value.energetic ?? 0, spectral: value.spectral ?? 0,
    immune: [...(value.immune ?? [])],
  });

  function checkTypes(types) {
    const checked = [...new Set(types)];
    for (const t of checked) {
      if (!R.ATTACK_TYPES.includes(t)) throw new MeshalError("attack-unknown-type", { name: t, known: R.ATTACK_TYPES.join("/") });
    }
    if (!checked.length) throw new MeshalError("attack-no-type");
    return checked;
  }

  /** Immune only when every type of the attack is immune (L147). */
  const isImmune = (types, prot) => checkTypes(types).every((t) => protections(prot).immune.includes(t));

  /** The lowest protection among non-immune types (raw counts as 0), after penetrate. */
  function relevantProtection(types, prot, penetrate = 0) {
    if (penetrate < 0) throw new MeshalError("attack-negative", { name: "penetrate" });
    const p = protections(prot);
    const live = checkTypes(types).filter((t) => !p.immune.includes(t));
    if (!live.length) throw new MeshalError("attack-immune");
    const lowest = Math.min(...live.map((t) => (t === R.RAW_ATTACK ? 0 : p[t])));
    return lowest > 0 ? Math.max(0, lowest - penetrate) : lowest;
  }

  /** Protection gives equal penalty, weakness equal advantage (L135, L145, L762). */
  const protectionModifiers = (types, prot, penetrate = 0) => net(-relevantProtection(types, prot, penetrate));

  /** Started multiples of the range beyond it. */
  function overRangeMultiples(distance, weaponRange) {
    const d = Q.of(distance);
    const r = Q.of(weaponRange);
    if (r.le(ZERO)) throw new MeshalError("attack-negative", { name: "range" });
    if (d.le(r)) return 0;
    return d.sub(r).div(r).ceil();
  }

  const thrownRange = (might) => might * R.THROWN_RANGE_PER_MIGHT;
  const blinds = (attackerSize, creatureSize) =>
    Math.abs(R.SIZETYPES[attackerSize] - R.SIZETYPES[creatureSize]) <= R.BLINDAGE_SIZE_SPAN;

  /** Everything around one attack roll as advantage/penalty (L752-812). `situation`:
   * {types, protections, penetrate, cover, blindageCreatures, tooClose, distance, weaponRange, thrown}. */
  function situationModifiers(situation = {}) {
    const {
      types = ["physical"], protections: prot = {}, penetrate = 0, cover = 0, blindageCreatures = 0,
      tooClose = false, distance = null, weaponRange = null, thrown = false,
    } = situation;
    if (cover < 0 || blindageCreatures < 0) throw new MeshalError("attack-negative", { name: "cover" });
    const total = protectionModifiers(types, prot, penetrate);
    let penalty = cover + blindageCreatures * R.BLINDAGE_PENALTY;
    if (tooClose) penalty += R.TOO_CLOSE_PENALTY;
    if (distance !== null && weaponRange !== null) penalty += R.OVER_RANGE_PENALTY * overRangeMultiples(distance, weaponRange);
    if (thrown) penalty += R.THROWN_PENALTY;
    return plus(total, modifiers(0, penalty));
  }

  /** Block = Might🎲, dodge = Elastane🎲, resist = Sense🎲 (L828-834). */
  function defensePool(method) {
    if (!(method in R.DEFENSE_ATTRIBUTES)) throw new MeshalError("attack-unknown-defense", { name: method });
    return pool(POINTS, { attributes: [R.DEFENSE_ATTRIBUTES[method]] });
  }

  /** Hurts added: attack − defense, at least 0 (L824). */
  const wounds = (attack, defense = 0) => Math.max(0, attack - defense);

  /** Hit = attack > 0; wounds = max(0, attack − defense); solid defense = a hit the defense
   * brings to 0 (L774, L824, L836). */
  function attackOutcome(attack, defense = null) {
    const hit = attack.probability((v) => v > 0);
    if (defense === null) return { hit, wounds: attack.map((v) => wounds(v)), solidDefense: ZERO };
    return { hit, wounds: difference(attack, defense).map((v) => wounds(v)), solidDefense: solidDefense(attack, defense) };
  }

  /** P(attack > 0 and defense ≥ attack), summed in integer weights and reduced once: adding
   * a hundred fractions over 3^200 one by one costs most of a 100-die attack's time. */
  function solidDefense(attack, defense) {
    const atLeast = new Map();  // defense value → weight of defense ≥ value
    let running = 0n;
    for (let i = defense.valuesList.length - 1; i >= 0; i -= 1) {
      running += defense.weights[i];
      atLeast.set(defense.valuesList[i], running);
    }
    const lowest = defense.valuesList[0];
    let weight = 0n;
    attack.valuesList.forEach((a, i) => {
      if (a <= 0) return;
      const above = a <= lowest ? running : atLeast.get(a) ?? nextAtLeast(defense, atLeast, a);
      weight += attack.weights[i] * above;
    });
    return new Q(weight, attack.total * defense.total);
  }

  /** Weight of defense ≥ a for an `a` that is not itself a defense value. */
  function nextAtLeast(defense, atLeast, a) {
    const next = defense.valuesList.find((v) => v >= a);
    return next === undefined ? 0n : atLeast.get(next);
  }

  /** Hurts > Might knocks you out (L119, L961). */
  const isUnconscious = (hurts, might) => hurts > might;

  /** The chance a target with `hurts` and `might` is knocked out by these wounds. */
  const knockoutChance = (woundDistribution, hurts, might) =>
    woundDistribution.probability((w) => isUnconscious(hurts + w, might));

  /** One attack roll in its situation: pool, attribute values, advantage/penalty/burst and
   * the situation → {modifiers, dice, distribution}. */
  function attackRoll(p, values = {}, { advantage = 0, penalty = 0, burst = 0, ...situation } = {}) {
    const mods = plus(modifiers(advantage, penalty), situationModifiers(situation));
    const [dice, result] = poolDistribution(p, values, mods.advantage, mods.penalty, burst);
    return { modifiers: mods, dice, distribution: result };
  }

  /** 3🎲 physical when the height is over your own, +3 advantage per whole extra multiple. */
  function fallAttack(height, ownHeight) {
    const h = Q.of(height);
    const own = Q.of(ownHeight);
    if (own.le(ZERO) || h.lt(ZERO)) throw new MeshalError("attack-negative", { name: "height" });
    if (h.le(own)) return null;
    const extra = h.div(own).floor() - 1;
    return { pool: pool(POINTS, { count: R.FALL_DICE }), advantage: extra * R.FALL_ADVANTAGE_PER_MULTIPLE, type: R.FALL_ATTACK_TYPE };
  }

  /** Everything about one roll (engine/odds.py): modifiers, dice, distribution. */
  function oddsOf(p, values = {}, { advantage = 0, penalty = 0, burst = 0, types = null, protections: prot = null, penetrate = 0 } = {}) {
    let mods = modifiers(advantage, penalty);
    if (types !== null) mods = plus(mods, protectionModifiers(types, prot ?? {}, penetrate));
    const [dice, result] = poolDistribution(p, values, mods.advantage, mods.penalty, burst);
    return { pool: p, dice, modifiers: mods, distribution: result, burst };
  }

  // --- movement (engine/movement.py) ---

  /** 1 plus every addition, at least 1 (L377-378). */
  const resistance = (...additions) =>
    max(Q.of(R.MIN_RESISTANCE), Q.of(R.BASE_RESISTANCE).add(sumQ(additions.map(Q.of))));

  const effectsOf = (environments) => environments.flatMap((e) => e.effects ?? e);

  const environmentResistance = (environments) =>
    effectsOf(environments).filter((e) => e.type === "resistance").reduce((t, e) => t + e.amount, 0);

  /** Pushing or pulling adds weight ÷ (Might x10) resistance (L413). */
  function pushResistance(weightKg, might) {
    if (might < 1) throw new MeshalError("movement-bad-might", { might });
    return Q.of(weightKg).div(might * R.PUSH_KG_PER_MIGHT);
  }

  /** +1 resistance per whole step of obstacle height (L407). */
  function crossOverResistance(heightSteps, ownHeightSteps = null) {
    const h = Q.of(heightSteps);
    if (ownHeightSteps !== null && h.gt(Q.of(ownHeightSteps))) {
      throw new MeshalError("movement-too-tall", { height: String(heightSteps), own: String(ownHeightSteps) });
    }
    return h.floor() * R.CROSS_OVER_RESISTANCE_PER_STEP;
  }

  /** ⌊speed ÷ resistance⌋ (L375). */
  const steps = (speed, totalResistance) =>
    Q.of(speed).div(max(Q.of(R.MIN_RESISTANCE), Q.of(totalResistance))).floor();

  function pose(name) {
    if (!R.POSES.includes(name)) throw new MeshalError("movement-unknown-pose", { name, known: R.POSES.join("/") });
    return {
      name, rangedCover: R.POSE_RANGED_COVER[name], resistance: R.POSE_RESISTANCE[name],
      rollPenalty: R.POSE_ROLL_PENALTY[name], movesAlone: R.POSE_MOVES_ALONE[name],
    };
  }

  /** Steps of one active move: all resistances add; sprint doubles speed and costs 1 Acted. */
  function move(speed, {
    terrain = [], environments = [], posture = "standing", sprint = false, crossOver = 0,
    ownHeight = null, pushKg = 0, might = null,
  } = {}) {
    const current = pose(posture);
    if (!current.movesAlone) throw new MeshalError("movement-mounted");
    const additions = [...terrain, environmentResistance(environments), current.resistance,
      crossOverResistance(crossOver, ownHeight)];
    if (!Q.of(pushKg).isZero()) {
      if (might === null) throw new MeshalError("movement-bad-might", { might: "?" });
      additions.push(pushResistance(pushKg, might));
    }
    const total = resistance(...additions);
    const moved = sprint ? speed * R.SPRINT_SPEED_FACTOR : speed;
    return { steps: steps(moved, total), resistance: total, speed: moved, acted: sprint ? R.SPRINT_ACTED : 0 };
  }

  // --- time (engine/time.py) ---

  /** [Action action][Keep keep][Gap gap]; action 0 is [Instant]. */
  function timing({ action, gap = 0, keep = 0, along = false, gapCost = R.GAP_SECONDS_PER_ACTED }) {
    if (Math.min(action, gap, keep) < 0 || gapCost < 1) throw new MeshalError("time-negative");
    return Object.freeze({ action, gap, keep, along, gapCost, instant: action === R.INSTANT_ACTION });
  }

  /** An action with along actions: their seconds add to it (L276). */
  const withAlong = (main, ...along) =>
    timing({ ...main, action: main.action + along.reduce((t, a) => t + a.action, 0), along: false });

  /** Lay one action on the timeline: started at `start`, kept `kept` seconds (default the full
   * keep), gap shortened by `acted` Acted (gapCost Acted per second). */
  function schedule(t, start, kept = null, acted = 0) {
    const k = kept ?? t.keep;
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
      start, done, keepUntil: k ? done + k : null, gap, acted: shortened * t.gapCost,
      nextAction: remaining ? gapStart + remaining : freeFrom,
    };
  }

  /** An effect gained at second s lasting d ends when your turn comes at s + d (L846). */
  function effectEnds(gainedAt, duration) {
    if (duration < 0) throw new MeshalError("time-negative");
    return gainedAt + duration;
  }

  /** The timing changed by the environments' action-time, gap-time and gap-cost effects. */
  function inEnvironment(t, environments) {
    let { action, gap, gapCost } = t;
    for (const effect of effectsOf(environments)) {
      if (effect.type === "action-time" && !t.instant) action = Math.max(R.INSTANT_ACTION, action + effect.seconds);
      else if (effect.type === "gap-time") gap = Math.max(0, gap + effect.seconds);
      else if (effect.type === "gap-cost") gapCost = Math.max(gapCost, effect.acted);
    }
    return timing({ ...t, action, gap, gapCost });
  }

  /** A sequence of actions, each started when the previous one lets you act again. Rows are
   * {action, gap, keep, along, acted}; an along row joins the action before it (with_along),
   * then the environments change the joined timing (in_environment), then it is scheduled. */
  function timeline(rows, environments = [], start = 1) {
    const groups = [];
    for (const row of rows) {
      if (row.along && groups.length) groups[groups.length - 1].along.push(row);
      else groups.push({ main: row, along: [] });
    }
    let second = start;
    return groups.map(({ main, along }) => {
      const joined = withAlong(timing({ ...main, along: false }), ...along.map((a) => timing(a)));
      const changed = inEnvironment(joined, environments);
      const scheduled = schedule(changed, second, null, main.acted ?? 0);
      second = scheduled.nextAction;
      return { timing: changed, rows: 1 + along.length, ...scheduled };
    });
  }

  // --- character (engine/character.py, character_items.py) ---

  const whole = (value, minimum) => Number.isInteger(value) && value >= minimum;
  const isMapping = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
  const asList = (value) => (Array.isArray(value) ? value : []);
  const entryId = (value) => (typeof value === "string" ? value : isMapping(value) && typeof value.id === "string" ? value.id : null);
  const names = (attribute) => ({ zh: R.ATTRIBUTE_NAMES[attribute].zh, en: R.ATTRIBUTE_NAMES[attribute].en });

  /** Potential to raise an attribute from 3 to value: Σ current x3 (L113). */
  function attributeCost(value) {
    let cost = 0;
    for (let v = R.STARTING_ATTRIBUTE; v < value; v += 1) cost += v * R.ATTRIBUTE_COST_FACTOR;
    return cost;
  }

  /** rank x3 (talents: 0), plus the improvement's potential when improved (L460, L466). */
  function abilityCost(ability, improved = false) {
    const base = ability.occupation === "talent" ? 0 : ability.rank * R.ABILITY_COST_FACTOR;
    return base + (improved && ability.improvement ? ability.improvement.potential ?? 0 : 0);
  }

  /** Base diameter [metres, steps] (L283); a species' own width → width ÷ 0.75 m. */
  function tokenBase(species) {
    const standard = R.TOKEN_BASE_METRES[species.size];
    const metres = species.base_width != null ? Q.of(species.base_width) : standard != null ? Q.of(standard) : null;
    if (metres === null) return [null, null];
    if (standard != null && metres.eq(Q.of(standard))) return [metres, Q.of(R.TOKEN_BASE_STEPS[species.size])];
    return [metres, metres.div(Q.of(R.METRES_PER_STEP))];
  }

  function tallyItems(section, lookup, species, report) {
    let weight = ZERO;
    let value = 0;
    const used = new Map();
    const accessoryTypes = [];
    for (const [place, equippedByDefault] of R.ITEM_PLACES) {
      const entries = isMapping(section) && Array.isArray(section[place]) ? section[place] : [];
      entries.forEach((entry, index) => {
        const pointer = `/items/${place}/${index}`;
        let id = null;
        let count = 0;
        let equipped = false;
        if (typeof entry === "string") [id, count, equipped] = [entry, 1, equippedByDefault];
        else if (isMapping(entry) && typeof entry.id === "string") {
          id = entry.id;
          count = Number.isInteger(entry.count ?? 1) && (entry.count ?? 1) > 0 ? entry.count ?? 1 : 1;
          equipped = equippedByDefault && entry.equipped !== false;
        }
        if (id === null) return report("character-bad-entry", pointer, "error", { kind: "item" });
        const item = lookup("item", id);
        if (!item) return report("character-unknown", pointer, "error", { kind: "item", id });
        weight = weight.add(Q.of(item.weight).mul(count));
        value += item.value * count;
        if (!equipped) return undefined;
        for (const [limb, n] of Object.entries(item.limbs ?? {})) used.set(limb, (used.get(limb) ?? 0) + n * count);
        if (item.category === "accessory") {
          for (let i = 0; i < count; i += 1) {
            if (accessoryTypes.filter((t) => t === item.type).length >= R.MAX_ACCESSORIES_PER_TYPE) {
              report("character-accessory-type-twice", pointer, "error", { type: item.type, id: item.id });
            }
            accessoryTypes.push(item.type);
          }
        }
        return undefined;
      });
    }
    const have = species ? species.limbs : {};
    const limbs = {};
    for (const limb of [...new Set([...Object.keys(have), ...used.keys()])].sort()) {
      const limit = species ? have[limb] ?? 0 : null;
      limbs[limb] = { used: used.get(limb) ?? 0, limit };
      if (limit !== null && (used.get(limb) ?? 0) > limit) {
        report("character-limbs-over", "/items", "error", { zh: R.LIMB_NAMES[limb] ?? limb, en: limb, used: used.get(limb), limit });
      }
    }
    if (accessoryTypes.length > R.MAX_ACCESSORIES) {
      report("character-accessories-over", "/items", "error", { used: accessoryTypes.length, limit: R.MAX_ACCESSORIES });
    }
    const accessories = { used: accessoryTypes.length, limit: R.MAX_ACCESSORIES, types: [...new Set(accessoryTypes)].sort() };
    return { weight, value, limbs, accessories };
  }

  /** Check a character sheet (the `character` kind's shape) against the character rules.
   * `content` is {species, abilities, items} as in calculators-meshal.json. Returns the engine's
   * CharacterReport: {potential, attributes, occupation, derived, items, problems, ok}. */
  function checkCharacter(sheet, content, startingPotential = null) {
    const byId = {
      species: new Map((content.species ?? []).map((e) => [e.id, e])),
      ability: new Map((content.abilities ?? []).map((e) => [e.id, e])),
      item: new Map((content.items ?? []).map((e) => [e.id, e])),
    };
    const lookup = (kind, id) => byId[kind].get(id) ?? null;
    const problems = [];
    const add = (code, pointer, severity = "error", fields = {}) => problems.push({ code, pointer, severity, fields });

    // species
    let species = null;
    if (typeof sheet.species !== "string") add("character-species-missing", "/species");
    else {
      species = lookup("species", sheet.species);
      if (!species) add("character-unknown", "/species", "error", { kind: "species", id: sheet.species });
    }
    // attributes
    const bought = isMapping(sheet.attributes) ? sheet.attributes : {};
    const changes = species ? species.attributes ?? {} : {};
    const attributes = {};
    for (const name of ATTRIBUTES) {
      let value = name in bought ? bought[name] : R.STARTING_ATTRIBUTE;
      if (!whole(value, R.MIN_ATTRIBUTE)) {
        add("character-bad-number", `/attributes/${name}`, "error", { minimum: R.MIN_ATTRIBUTE });
        value = R.STARTING_ATTRIBUTE;
      } else if (value < R.STARTING_ATTRIBUTE) {
        add("character-attribute-below-start", `/attributes/${name}`, "error", { value, start: R.STARTING_ATTRIBUTE, ...names(name) });
      }
      const change = changes[name] ?? 0;
      attributes[name] = { bought: value, species: change, value: Math.max(R.MIN_ATTRIBUTE, value + change), cost: attributeCost(value) };
    }
    // abilities
    let abilitySpent = 0;
    const usedBy = Object.fromEntries(ATTRIBUTES.map((a) => [a, 0]));
    const seen = new Set();
    asList(sheet.abilities).forEach((entry, index) => {
      const pointer = `/abilities/${index}`;
      const id = entryId(entry);
      if (id === null) return add("character-bad-entry", pointer, "error", { kind: "ability" });
      if (seen.has(id)) return add("character-duplicate", pointer, "error", { kind: "ability", id });
      seen.add(id);
      const ability = lookup("ability", id);
      if (!ability) return add("character-unknown", pointer, "error", { kind: "ability", id });
      // A talent is an ability a trait grants (L506): here, the sheet's species.
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
      return undefined;
    });
    const occupation = {};
    for (const name of ATTRIBUTES) occupation[name] = { used: usedBy[name], limit: attributes[name].value };
    for (const [name, slot] of Object.entries(occupation)) {
      if (slot.used > slot.limit) add("character-occupation-over", "/abilities", "error", { ...slot, ...names(name) });
    }
    // budget
    const potential = isMapping(sheet.potential) ? sheet.potential : {};
    let starting = "starting" in potential ? potential.starting : startingPotential ?? R.STARTING_POTENTIAL;
    let gained = "gained" in potential ? potential.gained : 0;
    for (const [name, value] of [["starting", starting], ["gained", gained]]) {
      if (!whole(value, 0)) add("character-bad-number", `/potential/${name}`, "error", { minimum: 0 });
    }
    starting = whole(starting, 0) ? starting : R.STARTING_POTENTIAL;
    gained = whole(gained, 0) ? gained : 0;
    const spent = Object.values(attributes).reduce((t, a) => t + a.cost, 0) + abilitySpent;
    const budget = starting + gained;
    if (spent > budget) add("character-over-budget", "/potential", "error", { spent, budget });
    // wear
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
    // items
    const might = attributes.might.value;
    const items = tallyItems(sheet.items, lookup, species, add);
    const carry = might * R.CARRY_KG_PER_MIGHT;
    if (items.weight.gt(carry)) add("character-over-carry", "/items", "error", { weight: items.weight, carry });
    if (items.value > R.STARTING_FUNDS_COPPER) add("character-over-funds", "/items", "warning", { value: items.value, funds: R.STARTING_FUNDS_COPPER });
    const [metres, baseSteps] = species ? tokenBase(species) : [null, null];
    const derived = {
      max_hurts: might, max_acted: attributes.elastane.value, max_leaks: attributes.sense.value,
      carry_weight_kg: carry, carried_weight_kg: items.weight, size: species ? species.size : null,
      reach: species ? species.reach : null, token_base_metres: metres, token_base_steps: baseSteps,
      talents: species ? [...species.talents] : [], items_value_copper: items.value,
      starting_funds_copper: R.STARTING_FUNDS_COPPER, wear, unconscious: isUnconscious(wear.hurts, might),
    };
    return {
      potential: { budget, spent, left: budget - spent, level: spent },
      attributes, occupation, derived, items, problems,
      ok: !problems.some((p) => p.severity === "error"),
    };
  }

  return Object.freeze({
    rules: R, Q, Distribution, MeshalError, POINTS, NUMBER,
    attributeKey, parseDice, pool, poolDice, renderPool,
    diceCount, pointsDistribution, numberDistribution, distribution, poolDistribution,
    successChance, rollAddWin, versus, difference, rollDice,
    modifiers, net, protections, checkTypes, isImmune, relevantProtection, protectionModifiers,
    overRangeMultiples, thrownRange, blinds, situationModifiers, defensePool, wounds,
    attackOutcome, isUnconscious, knockoutChance, attackRoll, fallAttack, oddsOf,
    resistance, environmentResistance, pushResistance, crossOverResistance, steps, pose, move,
    timing, withAlong, schedule, effectEnds, inEnvironment, timeline,
    attributeCost, abilityCost, tokenBase, checkCharacter,
  });
}
