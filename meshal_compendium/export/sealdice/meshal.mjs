// Meshal Lite in chat: `.ml` rolls, versus, exact odds and help, with the handbook's rules from
// the site's math module (meshal/math.js, the one the parity vectors hold to the Python engine).
import { MeshalError } from "../../../site/assets/js/exact.js";
import { meshalMath } from "../../../site/assets/js/meshal/math.js";
import { command, listed, percent, sayer } from "./chat.mjs";

/** `优势2`, `劣势 1`, `爆发1`, `adv 2`, `pen1`, `burst 1`: the roll's modifiers, by name. */
const MODIFIER = /(优势|劣势|爆发|advantage|adv|penalty|pen|burst)\s*(\d+)/gi;
const MODIFIER_KIND = {
  优势: "advantage", advantage: "advantage", adv: "advantage",
  劣势: "penalty", penalty: "penalty", pen: "penalty", 爆发: "burst", burst: "burst",
};
/** Words that make a message English (numbers and dice are both languages'). */
const ENGLISH = /(^|[^A-Za-z])(might|elastane|sense|advantage|adv|penalty|pen|burst|high|low|attack|en|english)(?![A-Za-z])/i;
/** `A vs B`: a versus (ties go to roll-add); `A 攻击 B`: an attack against a defense roll. */
const VERSUS = /\s+(?:vs\.?|对)\s+/i;
const ATTACK = /\s+(?:攻击|attack)\s+/i;

export function meshalCommands(data, random) {
  const R = data.rules;
  const m = meshalMath(R);
  const names = data.names;
  const zhName = (key) => names[key].zh;
  const say = sayer(data);

  /** One side of a roll: the pool and its modifiers, taken out of the text wherever they are. */
  function side(text) {
    const found = { advantage: 0, penalty: 0, burst: 0 };
    const written = text.replace(MODIFIER, (all, word, n) => {
      found[MODIFIER_KIND[word.toLowerCase()]] += Number(n);
      return " ";
    });
    return { pool: m.parseDice(written.trim()), ...found };
  }

  /** The card's attribute values (the template's default where the card has none). */
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

  /** A burst raises Leaks on the card, never past max Leaks = Sense (L73, L109). */
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
  const read = (kind, faces) => (kind === m.POINTS
    ? faces.filter((face) => R.POINT_FACES.includes(face)).length
    : faces.reduce((a, b) => a + b, 0));

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

  /** The roll(s) a message asks for: {attack, mine, theirs} (theirs null for a single roll). */
  function sidesOf(text) {
    const attack = ATTACK.test(text);
    const sides = text.split(attack ? ATTACK : VERSUS);
    if (sides.length > 2 || (attack && VERSUS.test(text))) throw new MeshalError("sealdice-plugin-versus-two");
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
    if (mine.burst) leaks = spendLeaks(chat.card, mine.burst, vals.sense); // after the dice are known to be valid
    const lines = [`${chat.player} ${rollLine(lang, mine, rolled)}`];
    if (!theirs) {
      if (mine.pool.kind === m.POINTS) lines[0] += `, ${say(lang, rolled.result > 0 ? "sealdice-plugin-success" : "sealdice-plugin-failure")}`;
    } else {
      const other = roll(theirs, values(chat.card, theirs.pool));
      lines.push(rollLine(lang, theirs, other));
      lines.push(attack ? attackLine(lang, rolled.result, other.result) : versusLine(lang, chat.player, rolled.result - other.result));
    }
    if (leaks) lines.push(say(lang, "sealdice-plugin-burst", { name: names.leaks[lang], ...leaks }));
    return lines.join("\n");
  }

  /** Ties go to roll-add: each rolls 1🎲⁺ until the two differ (L52). */
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

  /** An attack hits with points > 0 and deals max(0, attack − defense) Hurts (L774, L836). */
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
        hit: found.hit, solid: found.solidDefense, name: names.hurts[lang], hurts: listed(say, lang, found.wounds.outcomes),
      })}`;
    }
    if (theirs) {
      const b = odds(theirs);
      const v = m.versus(a.distribution, b.distribution);
      return `${head} vs ${say(lang, "sealdice-plugin-roll-head", { pool: m.renderPool(theirs.pool, lang), dice: b.dice })}: ${say(lang, "sealdice-plugin-odds-versus", {
        win: v.win, tie: v.tie, lose: v.lose, after: v.winAfterRollAdd, percent: percent(v.winAfterRollAdd),
      })}`;
    }
    const result = a.distribution;
    const mean = say(lang, "sealdice-plugin-odds-mean", { mean: result.mean });
    const success = mine.pool.kind === m.POINTS
      ? `; ${say(lang, "sealdice-plugin-odds-success", { p: m.successChance(result), percent: percent(m.successChance(result)) })}` : "";
    const label = mine.pool.kind === m.POINTS ? pointsOf(lang) : String;
    return `${head}: ${listed(say, lang, result.outcomes, label)}; ${mean}${success}`;
  }

  return [command(data, { name: "ml", help: "sealdice-plugin-help", english: ENGLISH, roll: rollCommand, odds: oddsCommand })];
}
