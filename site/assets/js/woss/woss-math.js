// The WOSS chapter 4 math for the calculators: one ES module mirroring the Python engine
// (meshal_compendium/rulesets/woss/engine/*.py) function by function, exactly. Probabilities are
// `Q`s (BigInt fractions) and `Distribution`s of integer weights, shared with the site's math
// module; every chapter number comes from `rules` (engine/rules.py, delivered as
// `assets/calculators-woss.json` by rulesets/woss/calcdata.py), so this file writes none.
// Errors are `MeshalError`s carrying the engine's message code and fields.
//
//   const w = wossMath(data.rules);
//   w.tiers(35, 60, 75).critical.toString()  // "13/50"
//
// tests/rulesets/woss/parity.test.mjs checks every function against vectors from the engine.

import { Distribution, MeshalError, Q } from "../exact.js";

const SIGNS = { "+": 1n, "＋": 1n, "-": -1n, "－": -1n, "−": -1n };
const SPACE = new Set([" ", "\t", "\r", "\n", "\u3000"]);
const DIGIT = /^[0-9]$/;

/** Every calculator function, bound to the engine's constants (`data.rules`). */
export function wossMath(rules) {
  const R = rules;
  const TIERS = R.TIERS;
  const ONE_Q = new Q(1n);

  // --- Notation (engine/notation.py) ---------------------------------------------------------

  function fail(code, column, text, example, fields = {}) {
    const error = new MeshalError(code, { text, position: column + 1, example, ...fields });
    error.column = column;
    return error;
  }

  /** "1d8+8+1+1" → {count: 1, sides: 8, modifier: 10}. */
  function parseRoll(text, example = R.DAMAGE_EXAMPLE) {
    const chars = Array.from(text);
    const digitsFrom = (at) => { let end = at; while (end < chars.length && DIGIT.test(chars[end])) end += 1; return end; };
    const spacesFrom = (at) => { let end = at; while (end < chars.length && SPACE.has(chars[end])) end += 1; return end; };
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
    let modifier = 0n;
    let at = sidesEnd;
    while (at < chars.length) {
      if (SPACE.has(chars[at])) { at += 1; continue; }
      if (!(chars[at] in SIGNS)) throw fail("woss-notation-trailing", at, text, example, { rest: chars.slice(at).join("") });
      const numberStart = spacesFrom(at + 1);
      const numberEnd = digitsFrom(numberStart);
      if (numberEnd === numberStart) throw fail("woss-notation-expected-number", numberStart, text, example);
      modifier += SIGNS[chars[at]] * BigInt(chars.slice(numberStart, numberEnd).join(""));
      at = numberEnd;
    }
    const limit = BigInt(R.MAX_MODIFIER);
    if (modifier > limit || modifier < -limit) throw fail("woss-notation-modifier", sidesEnd, text, example, { limit: R.MAX_MODIFIER });
    return { count, sides, modifier: Number(modifier) };
  }

  function number(digits, at, limit, code, text, example) {
    const value = BigInt(digits);
    if (value < 1n || value > BigInt(limit)) throw fail(code, at, text, example, { limit });
    return Number(value);
  }

  /** A hit check: one d100 plus the hit bonus. */
  function parseCheck(text) {
    const roll = parseRoll(text, R.CHECK_EXAMPLE);
    if (roll.count !== 1 || roll.sides !== R.CHECK_DIE) {
      const start = Array.from(text).findIndex((c) => !SPACE.has(c));
      throw fail("woss-notation-check-die", start, text, R.CHECK_EXAMPLE, { die: `${roll.count}d${roll.sides}` });
    }
    return roll;
  }

  const rollText = (roll) => `${roll.count}d${roll.sides}${roll.modifier > 0 ? `+${roll.modifier}` : roll.modifier < 0 ? roll.modifier : ""}`;

  // --- The hit check (engine/check.py) -------------------------------------------------------

  function checkReading(reading) {
    if (!R.READINGS.includes(reading)) throw new MeshalError("woss-bad-reading", { given: reading, known: R.READINGS.join(", ") });
    return reading;
  }

  function tierOf(total, dodge, block, reading = R.DEFAULT_READING) {
    const bases = { dodge, block };
    if (total < dodge) return "miss";
    let found = "hit";
    for (const tier of TIERS.slice(TIERS.indexOf("critical"))) { // table order (JSON keeps no key order)
      const [base, margin] = R.TIER_THRESHOLDS[tier];
      if (total >= bases[base] + margin) found = tier;
    }
    if (checkReading(reading) === "examples" && TIERS.indexOf(found) > TIERS.indexOf("critical")) return "critical";
    return found;
  }

  /** {tier: Q} for all six tiers of 1D100+hit, in table order. */
  function tiers(hit, dodge, block, reading = R.DEFAULT_READING) {
    const counts = Object.fromEntries(TIERS.map((tier) => [tier, 0n]));
    for (let face = 1; face <= R.CHECK_DIE; face += 1) counts[tierOf(face + hit, dodge, block, reading)] += 1n;
    return Object.fromEntries(TIERS.map((tier) => [tier, new Q(counts[tier], BigInt(R.CHECK_DIE))]));
  }

  /** check.py's Situation.outcomes(): the tiers, with blocked and ally-hit first and immune after miss. */
  function outcomes(situation = {}) {
    const first = [...(situation.cover ? [R.BLOCKED] : []), ...(situation.friendlyFire ? [R.ALLY_HIT] : [])];
    return [...first, TIERS[0], ...(situation.shield ? [R.IMMUNE] : []), ...TIERS.slice(1)];
  }

  /** check.py's outcome_of: one face of the 1D100 in a situation {cover, shield, alwaysCritical,
   * friendlyFire}, under the readings {shieldEqual: immune|critical, friendlyRoll: face|total,
   * coverOrder: cover-first|friendly-first}. */
  function outcomeOf(face, hit, dodge, block, reading = R.DEFAULT_READING, situation = {}, readings = {}) {
    if (situation.cover && !(situation.cover in R.COVER_AT_MOST)) throw new MeshalError("woss-bad-cover", { given: situation.cover, known: Object.keys(R.COVER_AT_MOST).join(", ") });
    const total = face + hit;
    const blocked = [Boolean(situation.cover) && face <= R.COVER_AT_MOST[situation.cover], R.BLOCKED];
    const ally = [Boolean(situation.friendlyFire) && ((readings.friendlyRoll ?? "face") === "face" ? face : total) <= R.FRIENDLY_FIRE_AT_MOST, R.ALLY_HIT];
    const order = (readings.coverOrder ?? "cover-first") === "friendly-first" ? [ally, blocked] : [blocked, ally];
    for (const [happens, outcome] of order) if (happens) return outcome;
    const tier = tierOf(total, dodge, block, reading);
    if (tier === "miss") return tier;
    if (situation.shield && (total < block || (total === block && (readings.shieldEqual ?? "immune") === "immune"))) return R.IMMUNE;
    if (situation.alwaysCritical && tier === "hit") return "critical";
    return tier;
  }

  /** check.py's tiers with a situation, and format.py's deafness: {outcome: Q}, in order. A deaf
   * caster's spell fails apart from the check (L414): spell-failed first, every outcome × (1 − that). */
  function situationTiers(hit, dodge, block, reading = R.DEFAULT_READING, situation = {}, readings = {}) {
    const counts = Object.fromEntries(outcomes(situation).map((o) => [o, 0n]));
    for (let face = 1; face <= R.CHECK_DIE; face += 1) counts[outcomeOf(face, hit, dodge, block, reading, situation, readings)] += 1n;
    const found = Object.fromEntries(Object.entries(counts).map(([o, n]) => [o, new Q(n, BigInt(R.CHECK_DIE))]));
    if (!situation.deaf) return found;
    const fails = new Q(BigInt(R.DEAF_FAILURE[0]), BigInt(R.DEAF_FAILURE[1]));
    return { [R.SPELL_FAILED]: fails, ...Object.fromEntries(Object.entries(found).map(([o, p]) => [o, p.mul(Q.of(1).sub(fails))])) };
  }

  // --- Stances over a round (check.focus_attack, engine/stances.py) ---------------------------
  const STANCES = { wounding: 5, assassinating: 1, swift: 1 };

  function stanceAttacks(attacks) {
    if (!(attacks >= 1 && attacks <= R.MAX_FOCUS_ATTACKS)) throw new MeshalError("woss-bad-focus-attacks", { given: attacks, limit: R.MAX_FOCUS_ATTACKS });
  }

  /** A chain over the round: states Map("run,value" → Q); `after(run)` gives [[run after, gained, Q]]. */
  function chainOver(attacks, after) {
    let states = new Map([["0,0", ONE_Q]]);
    const each = [];
    for (let i = 0; i < attacks; i += 1) {
      const found = new Map();
      let expected = new Q(0n);
      for (const [key, p] of states) {
        const [run, value] = key.split(",").map(Number);
        for (const [runAfter, gained, q] of after(run)) {
          const pq = p.mul(q);
          if (pq.eq(0)) continue;
          const next = `${runAfter},${value + gained}`;
          found.set(next, (found.get(next) ?? new Q(0n)).add(pq));
          expected = expected.add(pq.mul(gained));
        }
      }
      states = found;
      each.push(expected);
    }
    const total = new Map();
    for (const [key, p] of states) {
      const value = Number(key.split(",")[1]);
      total.set(value, (total.get(value) ?? new Q(0n)).add(p));
    }
    return { total: [...total.keys()].sort((a, b) => a - b).map((v) => [v, total.get(v)]), each };
  }

  /** stances.blow_of: what an outcome does to a stance's run ("focus" too): ends, passes, plain or
   * critical, under the readings {stanceInterrupted: breaks|skips, stanceImmune: no-damage|miss}. */
  function blowOf(outcome, stance, readings = {}) {
    if (R.STANCE_MISSES.includes(outcome)) return "ends";
    if (R.INTERRUPTIONS.includes(outcome)) return (readings.stanceInterrupted ?? "breaks") === "breaks" ? "ends" : "passes";
    if (outcome === R.IMMUNE) {
      if ((readings.stanceImmune ?? "no-damage") === "miss") return "ends";
      return R.DAMAGE_STANCES.includes(stance) ? "passes" : "plain"; // it hit, and dealt no damage
    }
    return R.STANCE_CRITICALS.includes(outcome) ? "critical" : "plain";
  }

  /** stances.blows: one attack's outcomes → {ends, passes, plain, critical}: Q. */
  function blows(found, stance, readings = {}) {
    const odds = { ends: new Q(0n), passes: new Q(0n), plain: new Q(0n), critical: new Q(0n) };
    for (const [outcome, p] of Object.entries(found)) {
      const blow = blowOf(outcome, stance, readings);
      odds[blow] = odds[blow].add(p);
    }
    return odds;
  }

  /** check.focus_attack: the hits over the round and each attack's chance to hit, in a situation. */
  function focusAttack(hit, dodge, block, attacks, reading = R.DEFAULT_READING, situation = {}, readings = {}) {
    stanceAttacks(attacks);
    const odds = (run) => blows(situationTiers(hit + R.FOCUS_STEP * (run + 1), dodge, block, reading, situation, readings), "focus", readings);
    const found = chainOver(attacks, (run) => {
      const o = odds(run);
      return [[run + 1, 1, o.plain.add(o.critical)], [run, 0, o.passes], [0, 0, o.ends]];
    });
    return { hits: found.total, each: found.each };
  }

  /** stances.stance_round: the stance's total bonus over the round and each attack's expected bonus. */
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

  // --- Opposed checks (engine/contest.py) -----------------------------------------------------
  const FAILED = { plain: "lose", impact: "no-effect", grapple: "defender-wins" };

  /** [attacker's, defender's] modifier with the kind's environment bonus, checked. */
  function contestTotals(attacker, defender, kind = "plain") {
    if (!R.CONTEST_KINDS.includes(kind)) throw new MeshalError("woss-bad-contest-kind", { given: kind, known: R.CONTEST_KINDS.join(", ") });
    for (const value of [attacker, defender]) {
      if (Math.abs(value) > R.MAX_CONTEST_MODIFIER) throw new MeshalError("woss-bad-contest-modifier", { given: value, limit: R.MAX_CONTEST_MODIFIER });
    }
    const [a, d] = R.CONTEST_BONUS[kind];
    return [attacker + a, defender + d];
  }

  /** The attacker's total minus the defender's: [[margin, Q]], ascending, over the 100 pairs. */
  function margins(attacker, defender, kind = "plain") {
    const [a, d] = contestTotals(attacker, defender, kind);
    const counts = new Map();
    for (let mine = 1; mine <= R.CONTEST_DIE; mine += 1) {
      for (let theirs = 1; theirs <= R.CONTEST_DIE; theirs += 1) counts.set(mine + a - theirs - d, (counts.get(mine + a - theirs - d) ?? 0n) + 1n);
    }
    return [...counts.keys()].sort((x, y) => x - y).map((m) => [m, new Q(counts.get(m), BigInt(R.CONTEST_DIE ** 2))]);
  }

  function contestResult(margin, kind, marginStrict = "strict") {
    if (kind === "plain" && margin === 0) return "tie";
    let found = FAILED[kind];
    for (const [name, over] of R.CONTEST_RESULTS[kind]) {
      if (margin > over || (marginStrict !== "strict" && over && margin >= over)) found = name;
    }
    return found;
  }

  /** {result: Q}: the failure first, a plain tie, then the table's order (contest.results). */
  function contestResults(attacker, defender, kind = "plain", marginStrict = "strict") {
    const names = [FAILED[kind], ...(kind === "plain" ? ["tie"] : []), ...R.CONTEST_RESULTS[kind].map(([name]) => name)];
    const found = Object.fromEntries(names.map((n) => [n, new Q(0n)]));
    for (const [margin, p] of margins(attacker, defender, kind)) {
      const name = contestResult(margin, kind, marginStrict);
      found[name] = found[name].add(p);
    }
    return found;
  }

  function totals(hit) {
    const weights = new Map();
    for (let face = 1; face <= R.CHECK_DIE; face += 1) weights.set(face + hit, 1n);
    return Distribution.fromWeights(weights);
  }

  // --- Damage (engine/damage.py) -------------------------------------------------------------

  function diceSum(roll) {
    let weights = new Map([[0, 1n]]);
    for (let i = 0; i < roll.count; i += 1) {
      const step = new Map();
      for (const [total, w] of weights) {
        for (let face = 1; face <= roll.sides; face += 1) step.set(total + face, (step.get(total + face) ?? 0n) + w);
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

  const damageOf = (dice, roll, multiplier, defense, extra = 0) =>
    Math.max(R.MIN_DAMAGE, (dice + roll.modifier) * multiplier - defense + extra);

  function checkDamage(multiplier, defense) {
    if (!Number.isInteger(multiplier) || multiplier < 1 || multiplier > R.MAX_MULTIPLIER) {
      throw new MeshalError("woss-bad-multiplier", { given: multiplier, limit: R.MAX_MULTIPLIER });
    }
    if (!Number.isInteger(defense) || defense < 0 || defense > R.MAX_DEFENSE) {
      throw new MeshalError("woss-bad-defense", { given: defense, limit: R.MAX_DEFENSE });
    }
  }

  function hitDamage(roll, defense, multiplier = 1, extra = 0) {
    checkDamage(multiplier, defense);
    const weights = new Map();
    for (const [dice, w] of diceSum(roll)) {
      const value = damageOf(dice, roll, multiplier, defense, extra);
      weights.set(value, (weights.get(value) ?? 0n) + w);
    }
    return Distribution.fromWeights(weights, BigInt(roll.sides) ** BigInt(roll.count));
  }

  /** damage.torture_breaks: P(1D100 + a normal hit's damage > the life maximum), −1 morale (L151). */
  function tortureBreaks(distribution, lifeMax) {
    if (!(lifeMax >= 1 && lifeMax <= R.MAX_DEFENSE)) throw new MeshalError("woss-bad-life-max", { given: lifeMax, limit: R.MAX_DEFENSE });
    const die = R.CHECK_DIE;
    return distribution.outcomes.reduce((sum, [value, p]) =>
      sum.add(p.mul(new Q(BigInt(Math.min(die, Math.max(0, die + value - lifeMax))), BigInt(die)))), new Q(0n));
  }

  function criticalDamage(roll, defense, multiplier = 1, extra = 0) {
    checkDamage(multiplier, defense);
    return Distribution.fromWeights(new Map([[damageOf(roll.count * roll.sides, roll, multiplier, defense, extra), 1n]]));
  }

  // --- First aid, running and falling (engine/condition.py) ----------------------------------
  // Readings: {die: d100|d10 (woss-difficulty-check), assist: minus-15|minus-5, weight: whole|started,
  // failure: stops|counts, metres: beyond|all, steps: whole|started}, the default of each first.

  const within = (value, least, most) => Number.isInteger(value) && value >= least && value <= most;
  const ceilDiv = (a, b) => Math.floor((a + b - 1) / b);

  /** condition.check_chance: P(die + skill ≥ difficulty). */
  function checkChance(skill, difficulty, die = "d100") {
    if (!within(skill, -R.MAX_SKILL, R.MAX_SKILL)) throw new MeshalError("woss-bad-skill", { given: skill, limit: R.MAX_SKILL });
    const sides = R.DIFFICULTY_DICE[die];
    return new Q(BigInt(Math.min(sides, Math.max(0, sides + skill - difficulty + 1))), BigInt(sides));
  }

  /** condition.first_aid: {action, difficulty, points, success}. */
  function firstAid(bleeding, skill, quick = false, aided = false, readings = {}) {
    if (!within(bleeding, 1, R.MAX_BLEEDING)) throw new MeshalError("woss-bad-bleeding", { given: bleeding, limit: R.MAX_BLEEDING });
    const action = quick ? "quick-first-aid" : "first-aid";
    const difficulty = bleeding * R.FIRST_AID_DIFFICULTY[action] - (aided ? R.FIRST_AID_HELP[readings.assist ?? "minus-15"] : 0);
    const points = R.ACTION_COSTS[action] - (aided ? R.AID_DISCOUNT : 0);
    return { action, difficulty, points, success: checkChance(skill, difficulty, readings.die ?? "d100") };
  }

  /** condition.running: {checks: [[metres, difficulty, Q]], allPassed, counted: [[value, Q]]}. */
  function running(metres, skill, pace = "run", weight = 0, readings = {}) {
    if (!(pace in R.RUN_CHECKS)) throw new MeshalError("woss-bad-pace", { given: pace, known: R.PACES.join(", ") });
    if (!within(metres, 1, R.MAX_RUN_METRES)) throw new MeshalError("woss-bad-run-metres", { given: metres, limit: R.MAX_RUN_METRES });
    if (!within(weight, 0, R.MAX_WEIGHT)) throw new MeshalError("woss-bad-weight", { given: weight, limit: R.MAX_WEIGHT });
    const [every, first, rise] = R.RUN_CHECKS[pace];
    const [pounds, extra] = R.WEIGHT_STEP;
    const steps = (readings.weight ?? "whole") === "started" ? ceilDiv(weight, pounds) : Math.floor(weight / pounds);
    const checks = [];
    for (let k = 0; k < Math.floor(metres / every); k += 1) {
      const difficulty = first + rise * k + extra * steps;
      checks.push([every * (k + 1), difficulty, checkChance(skill, difficulty, readings.die ?? "d100")]);
    }
    const passes = checks.map(([, , p]) => p);
    const allPassed = passes.reduce((a, p) => a.mul(p), ONE_Q);
    let counted;
    if ((readings.failure ?? "stops") === "stops") {
      let reached = ONE_Q;
      counted = passes.map((p, k) => { const row = [k, reached.mul(ONE_Q.sub(p))]; reached = reached.mul(p); return row; });
      counted.push([passes.length, reached]);
    } else {
      let found = [ONE_Q]; // failures so far → probability
      for (const p of passes) {
        const step = Array.from({ length: found.length + 1 }, () => new Q(0n));
        found.forEach((q, n) => { step[n] = step[n].add(q.mul(p)); step[n + 1] = step[n + 1].add(q.mul(ONE_Q.sub(p))); });
        found = step;
      }
      counted = found.map((q, n) => [n, q]);
    }
    return { checks, allPassed, counted };
  }

  /** condition.falling: {dice, damage: Distribution}. */
  function falling(metres, surface = "open", readings = {}) {
    if (!(surface in R.FALL_METRES_PER_DIE)) throw new MeshalError("woss-bad-surface", { given: surface, known: R.FALL_SURFACES.join(", ") });
    if (!Number.isInteger(metres) || metres < 0) throw new MeshalError("woss-bad-fall", { given: metres, limit: R.MAX_FALL_DICE });
    let counted = metres <= R.FALL_FREE_METRES ? 0 : metres;
    if ((readings.metres ?? "beyond") === "beyond") counted = Math.max(0, metres - R.FALL_FREE_METRES);
    const per = R.FALL_METRES_PER_DIE[surface];
    const dice = (readings.steps ?? "whole") === "started" ? ceilDiv(counted, per) : Math.floor(counted / per);
    if (dice > R.MAX_FALL_DICE) throw new MeshalError("woss-bad-fall", { given: metres, limit: R.MAX_FALL_DICE });
    return { dice, damage: Distribution.fromWeights(diceSum({ count: dice, sides: R.FALL_DIE }), BigInt(R.FALL_DIE) ** BigInt(dice)) };
  }

  // --- Action points (engine/actions.py) -----------------------------------------------------

  const OWN = ["weapon-attack", "two-weapon", "spell", "move", "first-aid", "quick-first-aid"];
  const actions = () => [...Object.keys(R.ACTION_COSTS), ...OWN.filter((a) => !(a in R.ACTION_COSTS))];

  function whole(step, name, fallback, least = 0) {
    const value = step[name] ?? fallback;
    if (typeof value !== "number" || !Number.isInteger(value) || value < least) {
      throw new MeshalError("woss-bad-action-value", { action: step.action, name, given: value, least });
    }
    return value;
  }

  const fiveStar = (...stars) => (stars.some((s) => s >= R.FIVE_STAR) ? R.FIVE_STAR_DISCOUNT : 0);

  function moveCost(metres, pace = "walk", terrain = "normal", load = "light") {
    if (!(pace in R.PACE_METRES) || !(terrain in R.TERRAIN_COST) || !R.LOADS.includes(load)) {
      throw new MeshalError("woss-bad-move", { pace, terrain, load });
    }
    if (pace === "run" && R.NO_RUN_TERRAIN.includes(terrain)) throw new MeshalError("woss-no-run-terrain", { terrain });
    if (pace !== "walk" && R.NO_HASTE_LOADS.includes(load)) throw new MeshalError("woss-no-haste-load", { pace });
    const perPoint = pace === "run" && load === "medium" ? R.RUN_METRES_MEDIUM_LOAD : R.PACE_METRES[pace];
    return Math.ceil((metres * R.TERRAIN_COST[terrain]) / perPoint);
  }

  function cost(step, reading = R.DEFAULT_READING) {
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
      return moveCost(whole(step, "metres", 1, 1), step.pace ?? "walk", step.terrain ?? "normal", step.load ?? "light");
    }
    if (action in R.ACTION_COSTS) {
      const aided = (action === "first-aid" || action === "quick-first-aid") && Boolean(step.assisted);
      return R.ACTION_COSTS[action] - (aided ? R.AID_DISCOUNT : 0);
    }
    throw new MeshalError("woss-unknown-action", { given: action, known: actions().join(", ") });
  }

  /** Rounds of a plan: [{spends: [{step, points, done, full_round}], unspent, carried}]. */
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
    rules: R, parseRoll, parseCheck, rollText, tierOf, tiers, outcomes, outcomeOf, situationTiers, blowOf, margins, contestResults, focusAttack, stanceRound, tortureBreaks, totals, diceSum, enchanted, damageOf, hitDamage, criticalDamage,
    checkChance, firstAid, running, falling, actions, moveCost, cost, schedule, plan,
  };
}
