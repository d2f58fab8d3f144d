// Meshal's dice for the shared dice dialog (../dice.js says the contract): a pool in handbook
// notation (3🎲, Might🎲, 2🎲⁺, keyboard form 3d, Md, 2d+), rolled as points or as a number.
// Its form is the odds calculator: advantage, penalty, burst and attribute values set there apply
// to the next roll, and its live odds are the dialog's odds.

const DEFAULT_ATTRIBUTE = 3; // the odds calculator's starting value of every attribute

/** The notation bound to Meshal's calculator context (its rules, its messages). */
export async function dice(kit) {
  const ctx = await kit.context("meshal");
  const { m, t } = ctx;
  const values = (read = () => DEFAULT_ATTRIBUTE) => Object.fromEntries(m.rules.ATTRIBUTES.map((a) => [a, read(a)]));

  /** A pool and its modifiers → {pool, dice: how many are thrown, distribution}. */
  const spec = (pool, attributes = values(), modifiers = {}) => {
    const found = m.oddsOf(pool, attributes, modifiers);
    return { pool, dice: found.dice, distribution: found.distribution };
  };

  return {
    context: ctx,
    parse: (text) => spec(m.parseDice(text)),
    label: (s, lang) => m.renderPool(s.pool, lang),
    roll(s, random) {
      const thrown = m.rollDice(s.pool.kind, s.dice, random);
      const text = s.pool.kind === m.POINTS ? t("js-roll-points", { n: thrown.result }) : t("js-roll-sum", { n: thrown.result });
      return { faces: thrown.faces, total: thrown.result, scoring: thrown.scoring, dice: s.dice, text };
    },
    odds: (s) => ({ outcomes: s.distribution.outcomes.map(([value, p]) => ({ value, p: p.toString() })), remainder: "0" }),

    /** The odds calculator, prefilled with the button's pool: its modifiers apply to each roll. */
    async form(node, written) {
      await kit.mountCalculator(node, "odds", { pool: written });
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
