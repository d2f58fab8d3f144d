// The d20 success pool's math for its calculators: one ES module mirroring the Python engine
// (meshal_compendium/rulesets/d20_pool/engine/*.py) function by function, exactly: probabilities
// are `Q`s (BigInt fractions), never floats. Every number of the document comes from `rules`
// (rules.py, delivered as assets/calculators-d20-pool.json by calcdata.py), so this file writes none.
//
//   const d = d20Math(data.rules);
//   d.successes({ dice: 4 }).remainder.toString()
//
// tests/rulesets/d20_pool/parity.test.mjs checks it against vectors made by the Python engine.

import { MeshalError, Q } from "../exact.js";

export { MeshalError, Q };

const ZERO = new Q(0n);
const ONE = new Q(1n);
const HALF = new Q(1n, 2n);
export const SEQUENTIAL = "sequential";
export const SIMULTANEOUS = "simultaneous";
export const RULINGS = [SEQUENTIAL, SIMULTANEOUS];
export const FULL_TENS = "full-tens";
export const EXTRA_READINGS = [FULL_TENS, "multiples-passed"]; // the ruling d20-extra-success-threshold

const sumQ = (values) => values.reduce((total, v) => total.add(v), ZERO);
const pairs = (list) => new Map(list);
const add = (map, key, mass) => { if (!mass.isZero()) map.set(key, (map.get(key) ?? ZERO).add(mass)); };
const at = (map, key) => { if (!map.has(key)) map.set(key, new Map()); return map.get(key); };

/** The math bound to the rules of calculators-d20-pool.json. */
export function d20Math(rules) {
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

  // --- pool.py --------------------------------------------------------------------------

  const edgeOf = (advantage, disadvantage) =>
    advantage && !disadvantage ? "advantage" : disadvantage && !advantage ? "disadvantage" : "none";

  function faces(edge) {
    if (!SUCCESS_FROM.has(edge)) throw new MeshalError("d20-pool-bad-edge", { given: edge, known: EDGES.join(", ") });
    const die = new Q(1n, BigInt(rules.DIE));
    const succeeding = rules.CRITICAL_SUCCESS - SUCCESS_FROM.get(edge);
    return { critical: die, fumble: die, success: die.mul(succeeding), miss: die.mul(rules.DIE - 2 - succeeding) };
  }

  const fortuneChance = (modifier) => dcChance(modifier, rules.FORTUNE_DC);

  const poolOf = (given) => ({ dice: 0, edge: "none", extra: 0, deduct: 0, fortune: 0, ruling: SEQUENTIAL, ...given });

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

  // The chain's masses are [n, e] = n / 20^e, never reduced (a gcd per step costs more than the
  // whole chain): every probability in it is a count of faces over 20. Results become Qs at the end.
  const side = BigInt(rules.DIE);
  const scales = [1n];
  const scale = (e) => { while (scales.length <= e) scales.push(scales[scales.length - 1] * side); return scales[e]; };
  const times = ([n, e], count, de = 1) => [n * count, e + de];
  const plus = ([n, e], [m, f]) => (e === f ? [n + m, e] : e < f ? [n * scale(f - e) + m, f] : [n + m * scale(e - f), e]);
  const put = (map, key, mass) => { if (mass[0] !== 0n) map.set(key, map.has(key) ? plus(map.get(key), mass) : mass); };
  const exact = ([n, e]) => new Q(n, scale(e));
  const counts = (q) => q.mul(rules.DIE).n; // how many of the 20 faces

  /** {outcomes: [[value, Q], …], remainder: Q} as successes() of pool.py. */
  function successes(given, tolerance = TOLERANCE) {
    const pool = poolOf(given);
    check(pool);
    const q = faces(pool.edge);
    const die = { critical: counts(q.critical), fumble: counts(q.fumble), success: counts(q.success), miss: counts(q.miss) };
    const pass = counts(fortuneChance(pool.fortune));
    const expand = pool.ruling === SEQUENTIAL ? throwOne : throwAll;
    const levels = new Map([[0, new Map([[pool.dice, [1n, 0]]])]]);
    const ends = new Map();
    const byValue = new Map();
    const tables = new Map();
    for (let level = 0; ; level += 1) {
      const states = levels.get(level) ?? new Map();
      levels.delete(level);
      while (states.size) {
        const dice = Math.max(...states.keys());
        const mass = states.get(dice);
        states.delete(dice);
        expand({ dice, mass, level, die, pass, states, levels, ends, tables });
      }
      for (const [failed, mass] of ends.get(level) ?? []) put(byValue, finalValue(level, failed, pool), mass);
      ends.delete(level);
      const found = listed(byValue, levels, ends, level, pool);
      if (found.remainder.lt(tolerance)) return found;
    }
  }

  function listed(byValue, levels, ends, level, pool) {
    const anyLeft = (map) => [...map.values()].some((states) => states.size > 0);
    const finished = !anyLeft(levels) && !anyLeft(ends);
    const complete = finished ? Math.max(...byValue.keys()) + 1 : finalValue(level + 1, 1, pool);
    const values = [...byValue.keys()].sort((a, b) => a - b);
    const outcomes = values.filter((v) => v < complete).map((v) => [v, exact(byValue.get(v))]);
    let pending = [0n, 0];
    for (const states of [...levels.values(), ...ends.values()]) for (const m of states.values()) pending = plus(pending, m);
    for (const v of values) if (v >= complete) pending = plus(pending, byValue.get(v));
    return result(outcomes, exact(pending));
  }

  const result = (outcomes, remainder) => ({
    outcomes, remainder,
    atLeast: (value) => sumQ(outcomes.filter(([v]) => v >= value).map(([, p]) => p)).add(remainder),
  });

  function fortune(endsHere, mass, pass) {
    put(endsHere, 0, times(mass, BigInt(pass)));
    put(endsHere, 1, times(mass, BigInt(rules.DIE) - pass));
  }

  function throwOne({ dice, mass, level, die, pass, states, levels, ends }) {
    if (dice === 0) return put(at(ends, level), 0, mass);
    const left = dice - 1;
    put(at(levels, level + 1), left + 1, times(mass, die.critical));
    put(at(levels, level + 1), left, times(mass, die.success));
    put(states, left, times(mass, die.miss));
    if (left) put(states, left - 1, times(mass, die.fumble));
    else fortune(at(ends, level), times(mass, die.fumble), pass);
    return undefined;
  }

  function throwAll({ dice, mass, level, die, pass, levels, ends, tables }) {
    if (dice === 0) return put(at(ends, level), 0, mass);
    if (!tables.has(dice)) tables.set(dice, throwTable(dice, die));
    for (const [gained, bonus, weight] of tables.get(dice)) {
      const reached = level + gained;
      const p = times(mass, weight, dice);
      if (bonus > 0) put(at(levels, reached), bonus, p);
      else if (bonus === 0) put(at(ends, reached), 0, p);
      else fortune(at(ends, reached), p, pass);
    }
    return undefined;
  }

  /** A throw of `dice`: [successes, 20s − 1s, faces that do it out of 20^dice], over the multinomial. */
  function throwTable(dice, die) {
    const powers = (base) => { const list = [1n]; for (let i = 1; i <= dice; i += 1) list.push(list[i - 1] * base); return list; };
    const [criticals, fumbles, hits, misses, facts] = [powers(die.critical), powers(die.fumble), powers(die.success),
      powers(die.miss), [1n]];
    for (let i = 1; i <= dice; i += 1) facts.push(facts[i - 1] * BigInt(i));
    const found = new Map();
    for (let critical = 0; critical <= dice; critical += 1) {
      for (let fumble = 0; fumble <= dice - critical; fumble += 1) {
        for (let hit = 0; hit <= dice - critical - fumble; hit += 1) {
          const rest = dice - critical - fumble - hit;
          const ways = facts[dice] / (facts[critical] * facts[fumble] * facts[hit] * facts[rest]);
          const key = `${critical + hit},${critical - fumble}`;
          found.set(key, (found.get(key) ?? 0n) + ways * criticals[critical] * fumbles[fumble] * hits[hit] * misses[rest]);
        }
      }
    }
    return [...found].map(([key, weight]) => [...key.split(",").map(Number), weight]);
  }

  // --- versus.py: the exact net difference of two pools --------------------------------------
  // Each pool is a chain read level by level: rows (the level map L), what ends on a level (passed,
  // failed) and e (tailEnd). Past a short head every ending is π·Lᵐ·e at m + offset, and the pairs of
  // tails sum to X = E + Lᴬ X Lᴮᵀ, solved exactly sinks first, cycle against cycle around its orbits.

  const DONE = "done,0,0"; // an ending with no failed fortune check, one level after it happened
  const qZero = () => ZERO;

  /** One level from `dice` through successes()' own steps: {levels, ends} keyed by successes gained. */
  function expandLevel(dice, pool) {
    const q = faces(pool.edge);
    const die = { critical: counts(q.critical), fumble: counts(q.fumble), success: counts(q.success), miss: counts(q.miss) };
    const pass = counts(fortuneChance(pool.fortune));
    const expand = pool.ruling === SEQUENTIAL ? throwOne : throwAll;
    const states = new Map([[dice, [1n, 0]]]);
    const levels = new Map();
    const ends = new Map();
    const tables = new Map();
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
    const index = new Map();
    const order = [];
    const find = (label) => { if (!index.has(label)) { index.set(label, order.length); order.push(label); } return index.get(label); };
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
    const tailEnd = ends.map((e, s) => (s === done ? e[1].add(ONE) : e[1]));
    return { rows, ends, tailEnd, done };
  }

  const addQ = (map, key, mass) => map.set(key, (map.get(key) ?? ZERO).add(mass));

  function chainRow(label, pool, find) {
    const [kind, diceText, waitText] = label.split(",");
    const [dice, wait] = [Number(diceText), Number(waitText)];
    if (wait) return [new Map([[find(`${kind},${dice},${wait - 1}`), ONE]]), [ZERO, ZERO]];
    if (kind !== "throw") return [new Map(), kind === "end0" ? [ONE, ZERO] : kind === "end1" ? [ZERO, ONE] : [ZERO, ZERO]];
    const { levels, ends } = expandLevel(dice, pool);
    const row = new Map();
    for (const [gained, states] of levels) for (const [left, mass] of states) addQ(row, find(`throw,${left},${gained - 1}`), exact(mass));
    const end = [ZERO, ZERO];
    for (const [gained, byFailed] of ends) {
      for (const [failed, mass] of byFailed) {
        if (gained) addQ(row, find(`end${failed},0,${gained - 1}`), exact(mass));
        else end[failed] = end[failed].add(exact(mass));
      }
    }
    return [row, end];
  }

  function step(found, state) {
    const next = new Map();
    for (const [s, mass] of state) for (const [t, p] of found.rows[s]) addQ(next, t, mass.mul(p));
    return new Map([...next].filter(([, m]) => !m.isZero()));
  }

  function split(given, found) {
    const pool = poolOf(given);
    const levels = Math.max(1, pool.deduct + 1);
    const head = new Map();
    let state = new Map([[0, ONE]]);
    for (let level = 0; level < levels; level += 1) {
      for (const [s, mass] of state) {
        found.ends[s].forEach((p, failed) => { if (!p.isZero()) addQ(head, finalValue(level, failed, pool), mass.mul(p)); });
      }
      state = step(found, state);
    }
    state.delete(found.done); // DONE's mass ended in the head already
    return { chain: found, head, state, offset: levels + pool.extra - pool.deduct - 1 };
  }

  function components(rows) {
    const index = new Map();
    const low = new Map();
    const stack = [];
    const onStack = new Set();
    const found = [];
    for (let root = 0; root < rows.length; root += 1) {
      if (index.has(root)) continue;
      const work = [[root, rows[root].keys()]];
      index.set(root, index.size); low.set(root, index.get(root)); stack.push(root); onStack.add(root);
      while (work.length) {
        const [node, children] = work[work.length - 1];
        const next = children.next();
        if (next.done) {
          work.pop();
          if (work.length) { const parent = work[work.length - 1][0]; low.set(parent, Math.min(low.get(parent), low.get(node))); }
          if (low.get(node) === index.get(node)) {
            const part = [];
            for (;;) { const top = stack.pop(); onStack.delete(top); part.push(top); if (top === node) break; }
            found.push(part);
          }
        } else if (!index.has(next.value)) {
          const child = next.value;
          index.set(child, index.size); low.set(child, index.get(child)); stack.push(child); onStack.add(child);
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
    const follow = new Map();
    const weight = new Map();
    for (const i of part) {
      const steps = [...rows[i]].filter(([k]) => inside.has(k));
      if (!steps.length) return null;
      if (steps.length !== 1) throw new Error(`the chain's part ${part} is not a simple cycle`);
      follow.set(i, steps[0][0]); weight.set(i, steps[0][1]);
    }
    return { follow, weight };
  }

  const timesTranspose = (row, rows) => rows.map((r) => sumQ([...r].map(([l, p]) => row[l].mul(p))));

  // `start`: A's e (differenceOf), or all ones (beyond: A ends on B's level or later).
  function stein(a, b, start = a.tailEnd) {
    const width = b.rows.length;
    const x = [];
    const y = [];
    const partsB = components(b.rows);
    for (const part of components(a.rows)) {
      const inside = new Set(part);
      const known = new Map(part.map((i) => {
        let row = start[i].isZero() ? Array.from({ length: width }, qZero) : b.tailEnd.map((e) => start[i].mul(e));
        for (const [k, p] of a.rows[i]) if (!inside.has(k)) row = row.map((r, j) => r.add(p.mul(y[k][j])));
        return [i, row];
      }));
      const loop = cycle(part, a.rows);
      for (const i of part) x[i] = [...known.get(i)];
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
    const seen = new Set();
    for (const i of part) {
      for (const j of columns) {
        if (seen.has(`${i},${j}`)) continue;
        const orbit = [[i, j]];
        for (;;) {
          const [p, q] = orbit[orbit.length - 1];
          const next = [loop.follow.get(p), other.follow.get(q)];
          if (next[0] === i && next[1] === j) break;
          orbit.push(next);
        }
        for (const [p, q] of orbit) seen.add(`${p},${q}`);
        const factors = orbit.map(([p, q]) => loop.weight.get(p).mul(other.weight.get(q)));
        let total = ZERO;
        let product = ONE;
        orbit.forEach(([p, q], t) => { total = total.add(product.mul(x[p][q])); product = product.mul(factors[t]); });
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
    const state = (k) => { while (states.length <= k) states.push(step(tail.chain, states[states.length - 1])); return states[k]; };
    const end = (k) => {
      if (k < 0) return ZERO;
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
      const [code, most] = limits ? ["d20-pool-vs-calculator-too-many-dice", limits.get(pool.ruling)]
        : ["d20-pool-vs-too-many-dice", MAX_VERSUS.get(pool.ruling)];
      if (pool.dice > Math.min(most, MAX_VERSUS.get(pool.ruling))) throw new MeshalError(code, { given: pool.dice, most, ruling: pool.ruling });
    }
    return [split(first, chain(first)), split(second, chain(second))];
  }

  const headMass = (tail) => sumQ([...tail.head.values()]);
  const range = (n) => Array.from({ length: Math.max(0, n) }, (_, k) => k);

  /** win() of versus.py: P(first − second > 0), the whole infinite sum. */
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

  /** versus() of versus.py: every listed P exact, less than `tolerance` not listed. */
  // `limits` = CALCULATOR_MAX_VERSUS: the browser's own, lower bound (BigInt fractions are slower there).
  function versus(firstGiven, secondGiven, tolerance = TOLERANCE, limits = null) {
    const at = differenceOf(...tails(firstGiven, secondGiven, limits));
    const listed = new Map([[0, at(0)]]);
    let [low, high] = [-1, 1];
    let [below, above] = [at(low), at(high)];
    let total = listed.get(0);
    while (!ONE.sub(total).lt(tolerance)) {
      if (above.isZero() && below.isZero()) { // a gap in the support (extra successes skip values): step over both sides
        listed.set(high, above); listed.set(low, below); high += 1; low -= 1; above = at(high); below = at(low);
      } else if (above.ge(below)) { listed.set(high, above); total = total.add(above); high += 1; above = at(high); }
      else { listed.set(low, below); total = total.add(below); low -= 1; below = at(low); }
    }
    const values = [...listed.keys()].sort((m, n) => m - n).filter((v) => !listed.get(v).isZero());
    return result(values.map((v) => [v, listed.get(v)]), ONE.sub(total));
  }

  // --- character.py ---------------------------------------------------------------------

  const checkAttribute = (value) => {
    if (value < 0) throw new MeshalError("d20-pool-negative-attribute", { given: value });
  };

  function modifier(attribute) {
    checkAttribute(attribute);
    return new Q(BigInt(attribute), BigInt(rules.MODIFIER_DIVISOR)).add(HALF).floor();
  }

  function save(attributes, name) {
    if (!SAVES.has(name)) throw new MeshalError("d20-pool-bad-save", { given: name, known: known(SAVES) });
    return Math.max(...SAVES.get(name).map((a) => modifier(attributes[a] ?? 0)));
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
  const feats = (name) => rules.FEATS_AT_START
    + TIER_NAMES.slice(0, tierIndex(name) + 1).reduce((total, t) => total + FEATS_ON_REACHING.get(t), 0);
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

  // --- damage.py ------------------------------------------------------------------------

  const TERM = String.raw`(?:\d*[dD]\d+|\d+)`;
  const EXPRESSION = new RegExp(String.raw`^[+-]?\s*${TERM}(?:\s*[+-]\s*${TERM})*$`);
  const PART = /([+-]?)\s*(?:(\d*)[dD](\d+)|(\d+))/g;

  function parseDamage(text) {
    const written = text.trim();
    if (!EXPRESSION.test(written)) throw new MeshalError("d20-pool-bad-damage", { given: text });
    const terms = [];
    for (const [, sign, count, faceCount, number] of written.matchAll(PART)) {
      const step = sign === "-" ? -1 : 1;
      if (number !== undefined) {
        terms.push([step, Number(number), 0]);
      } else {
        const dice = Number(count || 1);
        const sides = Number(faceCount);
        if (!(dice >= 1 && dice <= rules.MAX_DAMAGE_DICE && sides >= 1 && sides <= rules.MAX_DAMAGE_FACES)) {
          throw new MeshalError("d20-pool-damage-too-big", { given: text, dice: rules.MAX_DAMAGE_DICE, faces: rules.MAX_DAMAGE_FACES });
        }
        terms.push([step, dice, sides]);
      }
    }
    return terms;
  }

  const sorted = (map) => [...map.keys()].sort((a, b) => a - b).map((v) => [v, map.get(v)]);

  function roll(terms) {
    let found = new Map([[0, ONE]]);
    for (const [sign, count, sides] of terms) {
      if (!sides) {
        found = new Map([...found].map(([v, p]) => [v + sign * count, p]));
        continue;
      }
      const face = new Q(1n, BigInt(sides));
      for (let i = 0; i < count; i += 1) {
        const next = new Map();
        for (const [v, p] of found) for (let f = 1; f <= sides; f += 1) add(next, v + sign * f, p.mul(face));
        found = next;
      }
    }
    return sorted(found);
  }

  const defensesOf = (given = {}) => ({ resistant: false, vulnerable: false, reduction: 0, true: false, vital: false, ...given });

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
    const found = new Map();
    for (const [raw, p] of roll(parseDamage(text))) add(found, dealt(raw, defenses), p);
    return sorted(found);
  }

  const mean = (outcomes) => sumQ(outcomes.map(([v, p]) => p.mul(v)));

  // --- attack.py ------------------------------------------------------------------------

  function defenseDice(defense, cover, piercing, armour) {
    if (!COVER.has(cover)) throw new MeshalError("d20-pool-bad-cover", { given: cover, known: known(COVER) });
    if (piercing < 0 || armour < 0) throw new MeshalError("d20-pool-negative-piercing");
    return Math.max(0, defense + COVER.get(cover) - Math.min(piercing, armour));
  }

  const attackDice = (mod, vital) => Math.max(0, mod - (vital ? vitalStrikePenalty(vital) : 0));

  /** resolve() of attack.py: plan = {attack, defense, piercing, armour, cover, concealment, vital, damage, defenses};
   * `limits` as versus(). */
  function resolve(given, limits = null) {
    const plan = { piercing: 0, armour: 0, cover: "none", concealment: "none", vital: null, damage: null, defenses: {}, ...given };
    if (!CONCEALMENT.has(plan.concealment)) {
      throw new MeshalError("d20-pool-bad-concealment", { given: plan.concealment, known: known(CONCEALMENT) });
    }
    const attackPool = poolOf(plan.attack);
    const defensePool = poolOf(plan.defense);
    const attacking = attackDice(attackPool.dice, plan.vital);
    const defending = defenseDice(defensePool.dice, plan.cover, plan.piercing, plan.armour);
    const margin = versus({ ...attackPool, dice: attacking }, { ...defensePool, dice: defending }, TOLERANCE, limits);
    const miss = CONCEALMENT.get(plan.concealment);
    const hit = win({ ...attackPool, dice: attacking }, { ...defensePool, dice: defending }, limits).mul(ONE.sub(miss));
    const dealtDamage = plan.damage ? damage(plan.damage, { ...plan.defenses, vital: Boolean(plan.vital) }) : null;
    return { attackDice: attacking, defenseDice: defending, margin, missChance: miss, hit, damage: dealtDamage };
  }

  // --- actions.py -----------------------------------------------------------------------

  function plan(counts, fatal = false) {
    for (const [name, count] of Object.entries(counts)) {
      if (!ACTIONS.has(name)) throw new MeshalError("d20-pool-bad-action", { given: name, known: known(ACTIONS) });
      if (count < 0) throw new MeshalError("d20-pool-negative-count");
    }
    const budget = fatal ? rules.FATAL_ACTION_POINTS : rules.ACTION_POINTS;
    const perType = fatal ? rules.FATAL_ACTIONS_PER_TYPE : rules.ACTIONS_PER_TYPE;
    const spent = Object.entries(counts).reduce((total, [name, count]) => total + ACTIONS.get(name) * count, 0);
    const overLimit = [...ACTIONS.keys()].filter((name) => (counts[name] ?? 0) > perType);
    const left = budget - spent;
    return { spent, budget, left, overLimit, perType, fits: left >= 0 && overLimit.length === 0 };
  }

  // --- checks.py ------------------------------------------------------------------------

  function checkModifier(...values) {
    for (const value of values) {
      if (Math.abs(value) > rules.MAX_CHECK_NUMBER) {
        throw new MeshalError("d20-pool-check-too-big", { given: value, most: rules.MAX_CHECK_NUMBER });
      }
    }
  }

  function dcChance(modifier, dc) {
    const passing = rules.DIE - (dc - modifier) + 1;
    return new Q(BigInt(Math.min(Math.max(passing, 0), rules.DIE)), BigInt(rules.DIE));
  }

  /** saves_until_failures() of checks.py: the round of the `failures`-th failure → Q. */
  function savesUntilFailures(modifier, dc, step, failures) {
    checkModifier(modifier, dc, failures);
    if (failures < 0) throw new MeshalError("d20-pool-negative-count");
    if (failures === 0) return [[0, ONE]];
    const found = new Map();
    let states = new Map([["0,0", [0, 0, ONE]]]);
    while (states.size) {
      const ahead = new Map();
      const move = (won, lost, mass) => {
        const key = `${won},${lost}`;
        ahead.set(key, [won, lost, (ahead.get(key)?.[2] ?? ZERO).add(mass)]);
      };
      for (const [won, lost, mass] of states.values()) {
        const passing = dcChance(modifier, dc + step * won);
        if (!passing.isZero()) move(won + 1, lost, mass.mul(passing));
        if (passing.eq(ONE)) continue;
        if (lost + 1 === failures) add(found, won + lost + 1, mass.mul(ONE.sub(passing)));
        else move(won, lost + 1, mass.mul(ONE.sub(passing)));
      }
      states = ahead;
    }
    return sorted(found);
  }

  const woundSaves = (modifier, fatal) =>
    savesUntilFailures(modifier, fatal, rules.FATAL_DAMAGE_PER_ACTING_ROUND, 1).map(([round, p]) => [round - 1, p]);

  function dyingSaves(modifier, enduranceModifier, worsened = 0) {
    if (enduranceModifier < 0 || worsened < 0) throw new MeshalError("d20-pool-negative-count");
    return savesUntilFailures(modifier, rules.DYING_DC, rules.DYING_DC_STEP, Math.max(0, enduranceModifier - worsened));
  }

  function initiative(modifier) {
    checkModifier(modifier);
    return Array.from({ length: rules.DIE }, (_, i) => [modifier + i + 1, new Q(1n, BigInt(rules.DIE))]);
  }

  /** [P(first), P(equal totals), P(second)]. */
  function initiativeOrder(modifier, other) {
    let first = ZERO;
    let tie = ZERO;
    for (const [mine, p] of initiative(modifier)) {
      for (const [theirs, q] of initiative(other)) {
        if (mine > theirs) first = first.add(p.mul(q));
        if (mine === theirs) tie = tie.add(p.mul(q));
      }
    }
    return [first, tie, ONE.sub(first).sub(tie)];
  }

  // --- notation.py ----------------------------------------------------------------------

  const POOL = new RegExp(String.raw`^\s*(\d*)\s*[dD]\s*${rules.DIE}\s*$`);

  function parsePool(text) {
    const found = POOL.exec(text);
    if (!found) throw new MeshalError("d20-pool-bad-pool", { given: text });
    return Number(found[1] || 1);
  }

  const renderPool = (dice) => `${dice}d${rules.DIE}`;

  return {
    rules, EDGES, TIER_NAMES, CALCULATOR_MAX_VERSUS, SIZES, SAVES, ACTIONS, COVER, CONCEALMENT,
    edgeOf, faces, fortuneChance, finalValue, successes, versus, win,
    modifier, save, saves, extraSuccesses, tier, tierIndex, skillCap, specialisationBonus, feats, vitalStrikePenalty,
    sizeModifier, hitPoints, attackModifier, defenseModifier,
    parseDamage, roll, dealt, damage, mean,
    defenseDice, attackDice, resolve, plan, parsePool, renderPool,
    dcChance, savesUntilFailures, woundSaves, dyingSaves, initiative, initiativeOrder,
  };
}
