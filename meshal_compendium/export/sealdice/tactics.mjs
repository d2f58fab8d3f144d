// The tactics TRPG in chat: `.tac` rolls a weapon's attack dice through its dice table (⚡ rolls one
// more die) and the 2d6 daily check, and gives their exact odds from the site's math module
// (tactics/tactics-math.js, held to the Python engine by its parity vectors): the same numbers as
// `meshal odds --system tactics` (the check under its default reading, ruling
// tactics-daily-check-reading: table).
import { MeshalError } from "../../../site/assets/js/exact.js";
import { tacticsMath } from "../../../site/assets/js/tactics/tactics-math.js";
import { command, listed, numbered, percent, sayer } from "./chat.mjs";

/** `检定7`, `check 7` (a daily check's difficulty), `防御5`, `defense 5`. */
const WORDS = { check: "检定|check", defense: "防御|defense|def" };
/** Attack dice as odds.py's parse_dice reads them (`5d6`, `5d`); a word like them is meant as dice. */
const DICE = /^(\d+)[dD]6?$/;
const DICE_LIKE = /^\d*[dD]/;
/** Words that make a message English (numbers and dice are both languages'). */
const ENGLISH = /(^|[^A-Za-z])(check|defense|def|en|english)(?![A-Za-z])/i;

export function tacticsCommands(data, random) {
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

  /** What a message asks: {weapon, dice (null for a check), check (its difficulty), defense}. */
  function read(text, lang) {
    const { found, rest } = numbered(text, WORDS);
    const words = rest.split(/\s+/).filter(Boolean);
    const written = words.filter((word) => DICE_LIKE.test(word));
    const weapon = weaponOf(words.filter((word) => !DICE_LIKE.test(word)), lang);
    if ("check" in found) return { weapon, dice: null, check: found.check };
    if (written.length !== 1) throw new MeshalError("tactics-sealdice-dice");
    const dice = DICE.exec(written[0]);
    if (!dice) throw new MeshalError("tactics-bad-dice", { given: written[0] });
    return { weapon, dice: Number(dice[1]), defense: found.defense };
  }

  /** A daily check reads each die's value through the base die's table, a critical adding no die. */
  const checkTable = (table) => t.table(table.map((f) => ({ damage: f.damage, critical: false, burning: false })));
  const shownFace = (table) => (f) => `${table[f - 1].damage}${table[f - 1].critical ? "⚡" : ""}`;

  function rollCommand(chat, lang, text) {
    const asked = read(text, lang);
    const { name, table } = asked.weapon;
    if (asked.dice === null) {
      const faces = [];
      for (let i = 0; i < R.CHECK_DICE; i += 1) faces.push(face());
      const total = t.readRoll(checkTable(table), R.CHECK_DICE, faces);
      const result = say(lang, total >= asked.check ? "tactics-sealdice-success" : "tactics-sealdice-failure");
      return `${chat.player} ${say(lang, "tactics-sealdice-check", {
        weapon: name, faces: faces.map(shownFace(checkTable(table))).join(" "), total, difficulty: asked.check, result,
      })}`;
    }
    const hit = t.attack(asked.dice, table, undefined, asked.defense ?? 1); // checks the dice and the defense
    const faces = [];
    for (let pending = asked.dice; pending > 0; pending -= 1) {
      const f = face();
      faces.push(f);
      if (table[f - 1].critical) pending += 1; // ⚡: one more die (ruling tactics-crit-chain: it can crit again)
    }
    const total = t.readRoll(table, asked.dice, faces);
    const line = `${chat.player} ${say(lang, "tactics-sealdice-roll", { dice: asked.dice, weapon: name, faces: faces.map(shownFace(table)).join(" ") || "-", total })}`;
    if (asked.defense === undefined) return line;
    return `${line}, ${say(lang, "tactics-sealdice-hp", { defense: asked.defense, hp: t.hpLost(total, hit.multiplier, hit.defense) })}`;
  }

  /** The values listed, and the mass not listed when the chain of criticals leaves one. */
  function distribution(lang, found) {
    const rest = found.remainder.isZero() ? [] : [say(lang, "tactics-sealdice-odds-rest", { remainder: found.remainder })];
    return [listed(say, lang, found.outcomes), ...rest].join(" · ");
  }

  function oddsCommand(chat, lang, text) {
    const asked = read(text, lang);
    const { name, table } = asked.weapon;
    if (asked.dice === null) {
      const found = t.listed((limit) => t.hpPrefix(t.attack(R.CHECK_DICE, checkTable(table)), limit));
      const success = found.outcomes.filter(([value]) => value >= asked.check).reduce((sum, [, p]) => sum.add(p), t.Q.of(0));
      return say(lang, "tactics-sealdice-odds-check", {
        weapon: name, difficulty: asked.check, listed: distribution(lang, found), p: success, percent: percent(success),
      });
    }
    const hit = t.attack(asked.dice, table, undefined, asked.defense ?? 1);
    if (asked.dice > data.odds_dice) throw new MeshalError("tactics-sealdice-odds-too-many", { dice: asked.dice, most: data.odds_dice });
    const found = t.listed((limit) => t.hpPrefix(hit, limit));
    const of = asked.defense === undefined ? say(lang, "tactics-sealdice-of-total") : say(lang, "tactics-sealdice-of-hp", { defense: asked.defense });
    return say(lang, "tactics-sealdice-odds-attack", {
      dice: asked.dice, weapon: name, of, listed: distribution(lang, found), mean: t.meanTotal(asked.dice, table),
    });
  }

  // A weapon named in English makes the message English too.
  const named = data.weapons.map((w) => w.name.en.toLowerCase());
  const english = { test: (text) => ENGLISH.test(text) || named.some((name) => text.toLowerCase().includes(name)) };
  const helpFields = Object.fromEntries(["zh", "en"].map((lang) => [lang, { weapons: data.weapons.map((w) => `${w.id} (${w.name[lang]})`).join(", ") }]));
  return [command(data, { name: "tac", help: "tactics-sealdice-help", english, roll: rollCommand, odds: oddsCommand, helpFields })];
}
