// The tactics TRPG v0.4 math for the calculators: one ES module mirroring the Python engine
// (meshal_compendium/rulesets/tactics/engine/*.py) function by function, exactly.
//
// Probabilities are `Q`s (BigInt fractions, from ../exact.js); integer weights inside the
// damage series. Every number of the document comes from `rules` — rules.py, delivered as
// `assets/calculators-tactics.json` by calcdata.py — so this file writes none. Errors are
// `MeshalError`s with the engine's message code. tests/rulesets/tactics/parity.test.mjs checks
// every function against vectors made by the Python engine.
//
//   const t = tacticsMath(data.rules);
//   t.listed((limit) => t.hpPrefix(t.attack(5, sword, t.merged([]), 5), limit)).remainder.toString()

import { MeshalError, Q } from "../exact.js";

const ZERO = new Q(0n);
const ONE = new Q(1n);
const sum = (values) => values.reduce((total, v) => total.add(v), ZERO);

function times(p, q) {
  const found = new Array(p.length + q.length - 1).fill(0n);
  p.forEach((a, i) => q.forEach((b, j) => { found[i + j] += a * b; }));
  return found;
}

function power(p, n) {
  let found = [1n];
  for (let i = 0; i < n; i += 1) found = times(found, p);
  return found;
}

export function tacticsMath(rules) {
  const SIDES = rules.DIE_SIDES;
  const LISTED_MASS = Q.parse(rules.LISTED_MASS);
  const ATTRIBUTES = rules.ATTRIBUTES;

  // --- weapon.py -------------------------------------------------------------------------
  /** Faces 1…6 ({damage, critical, burning}) checked as the engine's table(). */
  function table(faces) {
    if (faces.length !== SIDES || faces.some((f) => f.damage < 0)) throw new MeshalError("tactics-weapon-faces", { sides: SIDES });
    if (faces.every((f) => f.critical)) throw new MeshalError("tactics-weapon-endless");
    return faces.map((f) => ({ damage: f.damage, critical: Boolean(f.critical), burning: Boolean(f.burning) }));
  }

  // --- multiplier.py ---------------------------------------------------------------------
  function merged(multipliers) {
    if (!multipliers.length) return ONE;
    const value = sum(multipliers.map((m) => Q.of(m))).sub(multipliers.length - 1);
    return value.lt(ZERO) ? ZERO : value;
  }
  const physical = (quantities) => quantities.reduce((total, q) => total.mul(Q.of(q)), ONE);

  // --- damage.py -------------------------------------------------------------------------
  function attack(dice, faces, multiplier = ONE, defense = 1) {
    if (dice < 0) throw new MeshalError("tactics-dice-negative", { dice });
    if (dice > rules.MAX_DICE) throw new MeshalError("tactics-too-many-dice", { dice, most: rules.MAX_DICE });
    if (defense < 0) throw new MeshalError("tactics-defense-low", { defense });
    // a defense of 0 (Vit 1) divides as 1: ruling tactics-zero-defense
    return { dice, faces, multiplier: Q.of(multiplier), defense: Math.max(defense, 1) };
  }

  function polynomial(faces) {
    const found = new Array(Math.max(0, ...faces.map((f) => f.damage)) + 1).fill(0n);
    for (const face of faces) found[face.damage] += 1n;
    return found;
  }

  /** The first `count` terms: P(total = 0), P(total = 1), … (Eᴺ / (k − K)ᴺ divided out in integers:
   * a total m takes at most N + ⌊m / c⌋ dice, so t_m·k^(N + ⌊m/c⌋) is whole). */
  function totalSeries(dice, faces, count) {
    const kept = faces.filter((f) => f.damage || !f.critical); // a ⚡0 face only rolls again
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
      let value = (m < ends.length ? ends[m] : 0n) * sides ** scale(m);
      for (let i = 1; i <= Math.min(m, divisor.length - 1); i += 1) value -= divisor[i] * u[m - i] * sides ** (scale(m) - scale(m - i));
      value /= divisor[0]; // exact: see above
      u.push(value);
      found.push(new Q(value, sides ** scale(m)));
    }
    return found;
  }

  const hpLost = (total, multiplier, defense) => new Q(BigInt(total)).mul(Q.of(multiplier)).div(defense).floor();

  /** Map h → P(HP lost = h) > 0 for h ≤ limit (sparse: a large multiplier spreads values far apart). */
  function hpPrefix(hit, limit) {
    const m = hit.multiplier;
    if (m.isZero()) return new Map([[0, ONE]]);
    const found = new Map();
    const last = ((BigInt(limit + 1) * m.d * BigInt(hit.defense)) - 1n) / m.n;
    totalSeries(hit.dice, hit.faces, Number(last) + 1).forEach((p, total) => {
      if (p.isZero()) return;
      const h = hpLost(total, m, hit.defense);
      found.set(h, (found.get(h) ?? ZERO).add(p));
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
    let all = ONE;
    for (let i = 0; i < dice; i += 1) all = all.mul(calm);
    return ONE.sub(all);
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

  // --- listing.py ------------------------------------------------------------------------
  function listed(prefix, limit = 16) {
    let found = prefix(limit);
    while (ONE.sub(sum([...found.values()])).ge(LISTED_MASS)) {
      limit *= 2;
      found = prefix(limit);
    }
    const outcomes = [];
    let left = ONE;
    for (const value of [...found.keys()].sort((a, b) => a - b)) {
      outcomes.push([value, found.get(value)]);
      left = left.sub(found.get(value));
      if (left.lt(LISTED_MASS)) break;
    }
    return { outcomes, remainder: left };
  }

  const added = (prefixes) => (limit) => {
    let found = new Map([[0, ONE]]);
    for (const part of prefixes) {
      const other = part(limit);
      const summed = new Map();
      for (const [a, p] of found) {
        for (const [b, q] of other) if (a + b <= limit) summed.set(a + b, (summed.get(a + b) ?? ZERO).add(p.mul(q)));
      }
      found = summed;
    }
    return found;
  };

  // --- exchange.py -----------------------------------------------------------------------
  function pursuer(attackerDex, defenderDex) {
    if (attackerDex - defenderDex >= rules.PURSUIT_DEX_GAP) return "attacker";
    if (defenderDex - attackerDex >= rules.PURSUIT_DEX_GAP) return "defender";
    return null;
  }

  // A side's state: Map(lost × 2 + (shield still up ? 1 : 0) → probability), losses above the limit dropped.
  const SHIELD_READINGS = ["damage", "any-hit"];
  const POISON_READINGS = ["attacker", "both"];
  const NO_STATUS = { shield: false, poison: 0 };
  const put = (found, key, p) => { if (!p.eq(ZERO)) found.set(key, (found.get(key) ?? ZERO).add(p)); };
  const lostOf = (key) => key >> 1;
  const upOf = (key) => (key & 1) === 1;
  const keyOf = (lost, up) => lost * 2 + (up ? 1 : 0);

  function hitState(state, prefix, limit, reading) {
    const found = new Map();
    const lost = prefix(limit);
    const nothing = lost.get(0) ?? ZERO;
    for (const [key, p] of state) {
      const soFar = lostOf(key);
      if (upOf(key)) {
        const kept = reading === "damage" ? nothing : ZERO;
        put(found, keyOf(soFar, true), p.mul(kept));
        put(found, keyOf(soFar, false), p.mul(ONE.sub(kept)));
        continue;
      }
      for (const [value, q] of lost) if (soFar + value <= limit) put(found, keyOf(soFar + value, false), p.mul(q));
    }
    return found;
  }

  function poisoned(state, poison, limit) {
    if (!poison) return state;
    const found = new Map();
    for (const [key, p] of state) {
      if (upOf(key)) put(found, keyOf(lostOf(key), false), p);
      else if (lostOf(key) + poison <= limit) put(found, keyOf(lostOf(key) + poison, false), p);
    }
    return found;
  }

  const scaled = (state, by) => { const found = new Map(); for (const [k, p] of state) put(found, k, p.mul(by)); return found; };
  const mixed = (...states) => { const found = new Map(); for (const s of states) for (const [k, p] of s) put(found, k, p); return found; };
  const split = (state, hp) => {
    const up = new Map(); const down = new Map();
    for (const [k, p] of state) (hp === null || lostOf(k) < hp ? up : down).set(k, p);
    return [up, down];
  };
  const losses = (state) => { const found = new Map(); for (const [k, p] of state) put(found, lostOf(k), p); return found; };

  /** exchange.py's exchange / exchange_with_hp: ``hps`` [attacker, defender] or null (both stand),
   * ``statuses`` [attacker's, defender's] {shield, poison}, ``readings`` {shield, poison}. */
  function exchange(hit, counter, attackerDex, defenderDex, { hps = null, statuses = [NO_STATUS, NO_STATUS], readings = {} } = {}) {
    const shieldReading = readings.shield ?? SHIELD_READINGS[0];
    const poisonReading = readings.poison ?? POISON_READINGS[0];
    for (const [given, known] of [[shieldReading, SHIELD_READINGS], [poisonReading, POISON_READINGS]]) {
      if (!known.includes(given)) throw new MeshalError("tactics-reading-unknown", { reading: given, known: known.join(", ") });
    }
    for (const status of statuses) if (status.poison < 0) throw new MeshalError("tactics-bad-poison", { given: status.poison });
    const [attackerHp, defenderHp] = hps ?? [null, null];
    if (hps && Math.max(...hps) > rules.MAX_HP) throw new MeshalError("tactics-hp-too-high", { hp: Math.max(...hps), most: rules.MAX_HP });
    const who = pursuer(attackerDex, defenderDex);
    const [mine, theirs] = statuses;
    const hitP = (limit) => hpPrefix(hit, limit);
    const answer = (limit) => hpPrefix(counter, limit);
    const start = (status) => new Map([[keyOf(0, status.shield), ONE]]);
    const bound = (hp) => (hp === null ? 0 : Math.max(hp - 1, 0));
    const standing = (state, hp) => (hp === null ? ONE : sum([...state].filter(([k]) => lostOf(k) < hp).map(([, p]) => p)));
    const afterAttack = (limit) => hitState(start(theirs), hitP, limit, shieldReading);
    const afterCounter = (limit) => hitState(start(mine), answer, limit, shieldReading);
    const defenderPoison = poisonReading === "both" ? theirs.poison : 0;

    const defender = (limit) => {
      let state = afterAttack(limit);
      if (who === "attacker") {
        const stands = standing(afterCounter(bound(attackerHp)), attackerHp);
        const [up, down] = split(state, defenderHp);
        state = mixed(down, scaled(hitState(up, hitP, limit, shieldReading), stands), scaled(up, ONE.sub(stands)));
      }
      return losses(poisoned(state, defenderPoison, limit));
    };
    const attacker = (limit) => {
      const countered = standing(afterAttack(bound(defenderHp)), defenderHp);
      let state = afterCounter(limit);
      if (who === "defender") {
        const [up, down] = split(state, attackerHp);
        state = mixed(down, hitState(up, answer, limit, shieldReading));
      }
      state = mixed(scaled(state, countered), scaled(start(mine), ONE.sub(countered)));
      return losses(poisoned(state, mine.poison, limit));
    };
    return { attacker: listed(attacker), defender: listed(defender), pursuit: who };
  }

  // --- check.py --------------------------------------------------------------------------
  const CHECK_READINGS = ["table", "table-crit", "faces"];

  /** The die a daily check reads under ruling tactics-daily-check-reading's ``reading``. */
  function checkFaces(faces, reading = "table") {
    if (!CHECK_READINGS.includes(reading)) throw new MeshalError("tactics-reading-unknown", { reading, known: CHECK_READINGS.join(", ") });
    if (reading === "faces") return Array.from({ length: rules.DIE_SIDES }, (_, i) => ({ damage: i + 1, critical: false, burning: false }));
    return reading === "table-crit" ? faces : faces.map((f) => ({ damage: f.damage, critical: false, burning: false }));
  }

  const checkPrefix = (dice, faces, reading = "table") => (limit) => hpPrefix(attack(dice, checkFaces(faces, reading)), limit);

  /** P(result ≥ difficulty), exactly. */
  function success(dice, faces, difficulty, reading = "table") {
    if (difficulty <= 0) return ONE;
    return ONE.sub(sum([...checkPrefix(dice, faces, reading)(difficulty - 1).values()]));
  }

  // --- plain.py --------------------------------------------------------------------------
  function summed(dice, perFace) {
    if (dice < 0) throw new MeshalError("tactics-dice-negative", { dice });
    if (dice > rules.MAX_DICE) throw new MeshalError("tactics-too-many-dice", { dice, most: rules.MAX_DICE });
    const one = new Map();
    for (const value of Object.values(perFace)) one.set(value, (one.get(value) ?? ZERO).add(new Q(1n, BigInt(rules.DIE_SIDES))));
    let found = new Map([[0, ONE]]);
    for (let i = 0; i < dice; i += 1) {
      const step = new Map();
      for (const [a, p] of found) for (const [b, q] of one) step.set(a + b, (step.get(a + b) ?? ZERO).add(p.mul(q)));
      found = step;
    }
    return new Map([...found].sort((x, y) => x[0] - y[0]));
  }

  const faceValues = () => Object.fromEntries(Array.from({ length: rules.DIE_SIDES }, (_, i) => [i + 1, i + 1]));
  /** 【燃烧X】's [X]d6 (7.2.2) and a building's workers, each d6 worth 0, 1 or 2 (10.2). */
  const burning = (x) => summed(x, faceValues());
  const production = (workers) => summed(workers, rules.PRODUCTION);

  // --- character.py ----------------------------------------------------------------------
  function known(names) {
    for (const name of names) {
      if (!ATTRIBUTES.includes(name)) throw new MeshalError("tactics-attribute-unknown", { name, known: ATTRIBUTES.join(", ") });
    }
  }

  const FREE_POINT_READINGS = ["distinct", "free"]; // ruling tactics-free-points

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
      magic_defense: Math.floor(values.per / rules.DEFENSE_DIVISOR) + magicArmour,
    };
  }

  // --- initiative.py ---------------------------------------------------------------------
  function initiative(dex) {
    let sums = new Map([[0, 1n]]);
    for (let i = 0; i < rules.INITIATIVE_DICE; i += 1) {
      const next = new Map();
      for (const [s, w] of sums) for (let f = 1; f <= SIDES; f += 1) next.set(s + f, (next.get(s + f) ?? 0n) + w);
      sums = next;
    }
    const total = BigInt(SIDES) ** BigInt(rules.INITIATIVE_DICE);
    return [...sums.keys()].sort((a, b) => a - b).map((s) => [s + dex, new Q(sums.get(s), total)]);
  }

  function actsFirst(dex, otherDex) {
    const mine = initiative(dex);
    const theirs = new Map(initiative(otherDex));
    let higher = ZERO;
    let tie = ZERO;
    for (const [a, p] of mine) {
      for (const [b, q] of theirs) if (a > b) higher = higher.add(p.mul(q));
      if (theirs.has(a)) tie = tie.add(p.mul(theirs.get(a)));
    }
    const share = dex > otherDex ? ONE : dex < otherDex ? ZERO : new Q(1n, 2n);
    return higher.add(tie.mul(share));
  }

  // --- movement.py -----------------------------------------------------------------------
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
    if (movementType === "flying" || (movementType === "water" && name === "river")) return rules.STEP_COST;
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

  // --- odds.py (reading the inputs) -------------------------------------------------------
  function parseMultiplier(text) {
    const written = text.trim().replace(/^[×xX*]+/, "").trim();
    let value;
    try {
      value = written.endsWith("%") ? Q.parse(written.slice(0, -1)).div(100) : Q.parse(written);
    } catch {
      throw new MeshalError("tactics-bad-multiplier", { given: text });
    }
    if (value.lt(ZERO)) throw new MeshalError("tactics-bad-multiplier", { given: text });
    return value;
  }

  return {
    rules, Q, table, merged, physical, attack, totalSeries, hpLost, hpPrefix, meanTotal, burningChance, readRoll,
    listed, added, pursuer, exchange, checkFaces, checkPrefix, success, burning, production, attributes, derived, initiative, actsFirst, stepCost, walk, terrainBonus,
    parseMultiplier,
  };
}
