// WOSS in chat: `.woss` hit checks (1D100 + hit against dodge and block, tiered by the margin),
// damage rolls less a defense, plain rolls, and their exact odds, all from the site's math module
// (woss/woss-math.js, the one its parity vectors hold to the Python engine): the same numbers as
// `meshal odds --system woss` under its default rulings.
import { MeshalError } from "../../../site/assets/js/exact.js";
import { wossMath } from "../../../site/assets/js/woss/woss-math.js";
import { command, exact, listed, numbered, sayer, signed } from "./chat.mjs";

/** `闪避40`, `dodge 40`, `格挡 70`, `block 70`, `防御3`, `defense 3`: the numbers a roll names. */
const WORDS = { dodge: "闪避|dodge", block: "格挡|block", defense: "防御|defense|def" };
/** Words that make a message English (numbers and dice are both languages'). */
const ENGLISH = /(^|[^A-Za-z])(dodge|block|defense|def|en|english)(?![A-Za-z])/i;

export function wossCommands(data, random) {
  const R = data.rules;
  const w = wossMath(R);
  const say = sayer(data);
  const face = (sides) => 1 + Math.floor(random() * sides);

  /** What a message asks: the notation (`rest`), and a check's dodge and block or a damage's defense. */
  function read(text) {
    const { found, rest } = numbered(text, WORDS);
    const check = "dodge" in found || "block" in found;
    if (check && !("dodge" in found && "block" in found)) throw new MeshalError("woss-sealdice-check-form");
    if (check && "defense" in found) throw new MeshalError("woss-sealdice-check-defense");
    return { ...found, check, rest };
  }

  /** The defense a damage roll is less (checked as the engine checks it), 0 when none is named. */
  function defenseOf(asked, roll) {
    const defense = asked.defense ?? 0;
    w.criticalDamage(roll, defense); // throws the engine's woss-bad-defense for a defense out of range
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
        check: w.rollText(check), dodge: asked.dodge, block: asked.block, faces: `${rolled}${signed(check.modifier)}`, total,
        tier: say(lang, `woss-tier-${tier}`),
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
      roll: w.rollText(roll), defense, listed: listed(say, lang, hit.outcomes), mean: hit.mean,
      critical: w.criticalDamage(roll, defense).values()[0],
    });
  }

  return [command(data, { name: "woss", help: "woss-sealdice-help", english: ENGLISH, roll: rollCommand, odds: oddsCommand })];
}
