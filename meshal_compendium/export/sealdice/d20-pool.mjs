// The d20 success pool in chat: `.d20` rolls a pool of d20 the way pool.py reads one (ruling
// d20-pool-order: sequential, one die at a time) and gives its exact odds from the site's math
// module (d20-pool/d20-math.js, held to the Python engine by its parity vectors): the same numbers
// as `meshal odds --system d20-pool`.
import { MeshalError } from "../../../site/assets/js/exact.js";
import { d20Math } from "../../../site/assets/js/d20-pool/d20-math.js";
import { command, listed, numbered, percent, sayer, signed } from "./chat.mjs";

/** `额外1`, `extra 1`, `扣减1`, `deduct 1`, `机缘2`, `fortune 2`: the counts a pool names. */
const WORDS = { extra: "额外|extra", deduct: "扣减|deduct", fortune: "机缘|fortune" };
/** `优势`, `adv`, `advantage`, `劣势`, `dis`, `disadvantage` (longest first). */
const EDGE = /(disadvantage|advantage|adv|dis|优势|劣势)(?![A-Za-z])/gi;
const ADVANTAGE = /^(advantage|adv|优势)$/i;
/** Words that make a message English (numbers and dice are both languages'). */
const ENGLISH = /(^|[^A-Za-z])(advantage|adv|disadvantage|dis|extra|deduct|fortune|en|english)(?![A-Za-z])/i;
/** `.d20 odds` lists this many values of a pool; the rest is one "more" mass. */
const ODDS_LISTED = 4;

export function d20PoolCommands(data, random) {
  const R = data.rules;
  const d = d20Math(R);
  const say = sayer(data);
  const successFrom = new Map(R.SUCCESS_FROM);
  const face = () => 1 + Math.floor(random() * R.DIE);

  /** The pool a message asks for: {dice, edge, extra, deduct, fortune}, checked as pool.py checks it. */
  function poolOf(text) {
    const { found, rest } = numbered(text, WORDS);
    const edges = { advantage: false, disadvantage: false };
    const written = rest.replace(EDGE, (all, word) => {
      edges[ADVANTAGE.test(word) ? "advantage" : "disadvantage"] = true;
      return " ";
    });
    const pool = { dice: d.parsePool(written.trim()), edge: d.edgeOf(edges.advantage, edges.disadvantage),
      extra: found.extra ?? 0, deduct: found.deduct ?? 0, fortune: found.fortune ?? 0 };
    if (pool.dice > R.MAX_POOL) throw new MeshalError("d20-pool-too-many-dice", { given: pool.dice, most: R.MAX_POOL });
    if (pool.extra < 0 || pool.deduct < 0) throw new MeshalError("d20-pool-negative-count");
    return pool;
  }

  /** One throw, a die at a time: a 20 adds a bonus die, a 1 removes a die still to roll, and a 1 with
   * none left calls the fortune check (1d20 + modifier ≥ DC; its failure deducts one success). */
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
    const lines = [`${chat.player} ${say(lang, "d20-pool-sealdice-roll", {
      ...head(lang, pool), faces: rolled.faces.join(" ") || "-", successes: successes(lang)(rolled.successes),
    })}`];
    if (rolled.fortune) {
      lines.push(say(lang, rolled.fortune.passed ? "d20-pool-sealdice-fortune-pass" : "d20-pool-sealdice-fortune-fail",
        { modifier: signed(pool.fortune), face: rolled.fortune.face }));
    }
    return lines.join("\n");
  }

  function oddsCommand(chat, lang, text) {
    const pool = poolOf(text);
    const found = d.successes(pool);
    const shown = found.outcomes.slice(0, ODDS_LISTED);
    const more = found.outcomes.length > ODDS_LISTED ? found.atLeast(found.outcomes[ODDS_LISTED][0]) : found.remainder;
    const items = [listed(say, lang, shown, successes(lang)), ...(more.isZero() ? [] : [say(lang, "d20-pool-sealdice-odds-more", { p: more })])];
    const atLeastOne = found.atLeast(1);
    return say(lang, "d20-pool-sealdice-odds", { ...head(lang, pool), listed: items.join(" · "), p: atLeastOne, percent: percent(atLeastOne) });
  }

  return [command(data, { name: "d20", help: "d20-pool-sealdice-help", english: ENGLISH, roll: rollCommand, odds: oddsCommand })];
}
