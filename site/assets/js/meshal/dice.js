// Meshal's dice for the shared dice dialog (../dice.js says the contract): a pool in handbook
// notation (3🎲, Might🎲, 2🎲⁺, keyboard form 3d, Md, 2d+), rolled as points or as a number.
// Its form is the odds calculator: advantage, penalty, burst and attribute values set there apply
// to the next roll, and its live odds are the dialog's odds.

import { meshalMath } from "./math.js";

const DEFAULT_ATTRIBUTE = 3; // the odds calculator's starting value of every attribute
const DIE = "🎲";
const NUMBER_MARK = "⁺"; // a number pool's mark (notation.py NUMBER_MARK)

/** The notation bound to Meshal's calculator context (its rules, its messages). */
export async function dice(kit) {
  const ctx = await kit.context("meshal");
  const { t } = ctx;
  const m = meshalMath(ctx.data.rules);
  const values = (read = () => DEFAULT_ATTRIBUTE) => Object.fromEntries(m.rules.ATTRIBUTES.map((a) => [a, read(a)]));

  /** A pool and its modifiers → {pool, dice: how many are thrown, distribution}. */
  const spec = (pool, attributes = values(), modifiers = {}) => {
    const found = m.oddsOf(pool, attributes, modifiers);
    return { pool, dice: found.dice, distribution: found.distribution };
  };

  return {
    context: ctx,
    parse: (text) => spec(m.parseDice(text)),
    label: (s, lang, keyboard = false) => m.renderPool(s.pool, lang, keyboard),
    roll(s, random) {
      const thrown = m.rollDice(s.pool.kind, s.dice, random);
      const text = s.pool.kind === m.POINTS ? t("js-roll-points", { n: thrown.result }) : t("js-roll-sum", { n: thrown.result });
      return { faces: thrown.faces, total: thrown.result, scoring: thrown.scoring, dice: s.dice, text };
    },
    odds: (s) => ({ outcomes: s.distribution.outcomes.map(([value, p]) => ({ value, p: p.toString() })), remainder: "0" }),

    /** The odds calculator, prefilled with the button's pool: its modifiers apply to each roll. */
    async form(node, written) {
      await kit.mountCalculator(node, "meshal/odds", { pool: written });
      const form = node.querySelector("form");
      const number = (name, fallback = 0) => {
        const n = Number(form.elements[name]?.value);
        return Number.isInteger(n) && n >= 0 ? n : fallback;
      };
      return {
        spec: () => spec(m.parseDice(form.elements.pool.value), values((a) => number(`pool-${a}`, DEFAULT_ATTRIBUTE)),
          { advantage: number("pool-advantage"), penalty: number("pool-penalty"), burst: number("pool-burst") }),
        odds: [...node.querySelectorAll(".meshal-calc__output")],
      };
    },
  };
}

/** The validator's half (dice_text.py's roll_problems and text_problems) for the workshop's checker:
 * each problem as [offset in code points, message code, fields]. `data`: calculators-meshal.json. */
export function checks(data) {
  if (!data?.rules) return null;
  const m = meshalMath(data.rules);
  const roll = new RegExp(data.text.roll, "gu");
  const glued = new RegExp(data.text.glued, "gu");

  function* rollProblems(written, required = null, offset = 0) {
    let pool;
    try {
      pool = m.parseDice(written);
    } catch (error) {
      if (!error.code) throw error;
      yield [offset + (error.column ?? 0), error.code, error.fields];
      return;
    }
    if (required && pool.kind !== required) {
      yield [offset, "dice-wrong-kind", { written, kind: required, example: m.renderPool(pool, "en").replaceAll(NUMBER_MARK, "") }];
    }
  }

  /** A die glued to what looks like a roll the wiki cannot read (3🎲🎲, Strength🎲) is flagged too. */
  function* textProblems(text) {
    if (!text.includes(DIE)) return;
    const read = new Set();
    for (const match of text.matchAll(roll)) {
      read.add(points(text, match.index + match[0].indexOf(DIE)));
      yield* rollProblems(match[0], null, points(text, match.index));
    }
    for (const found of text.matchAll(glued)) {
      if (!read.has(points(text, found.index + found[0].length) - 1)) {
        yield [points(text, found.index), "text-dice-unrecognised", { written: found[0] }];
      }
    }
  }

  return { rollProblems, textProblems };
}

/** The index in code points (Python's str) of the UTF-16 index `index` of `text`. */
const points = (text, index) => Array.from(text.slice(0, index)).length;
