// What every ruleset's chat command shares: the catalogue's messages filled in, a language per
// message (or per player), `lang`, `help` and `odds` words, exact odds as percentages, and the
// engine's errors answered as messages instead of thrown.
import { MeshalError } from "../../../site/assets/js/exact.js";
import { format as fill } from "../../../site/assets/js/words.js";

const HELP = /^(help|帮助|)$/i;
const ODDS = /^(odds|概率)$/i;
const LANG = /^(lang|语言)$/i;
/** Distributions with more values than this are summarised in `odds` (one short line). */
const ODDS_LISTED = 8;

/** An exact probability as a percentage with two decimals, rounded half up. */
export function percent(q) {
  const hundredths = (q.n * 20000n / q.d + 1n) / 2n;
  const text = String(hundredths).padStart(3, "0");
  return `${text.slice(0, -2)}.${text.slice(-2)}%`;
}

/** A modifier as written after dice: `+2`, `-1`, nothing for 0. */
export const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `${n}` : "");

/** A headline probability: the exact fraction and its percentage. */
export const exact = (q) => `${q} ≈ ${percent(q)}`;

/** Each value (named by `label`) with its probability, or the range when there are too many. */
export function listed(say, lang, outcomes, label = String) {
  if (outcomes.length > ODDS_LISTED) {
    return say(lang, "sealdice-plugin-odds-range", { low: outcomes[0][0], high: outcomes[outcomes.length - 1][0] });
  }
  return outcomes.map(([value, p]) => `${label(value)} ${p}`).join(" · ");
}

/** A catalogue message of `data` (the export's data block) in `lang`, its fields filled in. */
export const sayer = (data) => (lang, key, fields) => fill(data.messages[lang][key], fields);

/** `N` after a word (`闪避40`, `dodge 40`), for each pattern of `words` (name → regex source):
 * {found: {name: number}, rest: the text without them}. */
export function numbered(text, words) {
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

/** A command `.name`: `lang`, `help`, `odds …` and otherwise a roll; `english` tests whether a
 * message is English (a regex of its words, or any object with `test`); `roll` and `odds` (chat, lang, text) give the reply's text. */
export function command(data, { name, help, english, roll, odds, helpFields = {} }) {
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
      return chat.reply(say(lang, "sealdice-plugin-error", { message: template ? fill(template, error.fields) : error.code }));
    }
  }
  return { name, help: say("zh", help, helpFields.zh), solve };
}
