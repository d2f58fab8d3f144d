// Success pool: N d20 with advantage/disadvantage, extra and deducted successes and the fortune
// save modifier → the exact distribution of successes, P(≥k), and the mass not listed. With an
// opposing pool (the CLI's --vs and its --vs-… options, each offered here for that side), the
// exact net difference, P(win), and the hit after a concealment miss chance. The numbers are
// pool-odds.js's, the CLI's --json; every ruling they take is named under them.

import { chart, checkbox, field, fraction, h, int, live, numberInput, results, select } from "../calculators/index.js";
import { MeshalError } from "./d20-math.js";
import { choices, count, rulingField, rulingNote, setup } from "./common.js";
import { poolOdds } from "./pool-odds.js";

/** One side's edge, extra and deducted successes and fortune modifier, its fields named `prefix`…. */
function sideFields(ctx, prefix) {
  const { t } = ctx;
  const side = {
    advantage: checkbox(t("js-d20-pool-advantage"), `${prefix}advantage`),
    disadvantage: checkbox(t("js-d20-pool-disadvantage"), `${prefix}disadvantage`),
    extra: count(`${prefix}extra`, 0),
    deduct: count(`${prefix}deduct`, 0),
    fortune: count(`${prefix}fortune`, 0, -99, 99),
  };
  const rows = [
    h("div", { class: "meshal-calc__row" }, field(t("js-d20-pool-extra"), side.extra.input, t("js-d20-pool-extra-hint")),
      field(t("js-d20-pool-deduct"), side.deduct.input), field(t("js-d20-pool-fortune"), side.fortune.input, t("js-d20-pool-fortune-hint"))),
  ];
  const read = (dice) => ({
    dice, edge: ctx.d.edgeOf(side.advantage.input.checked, side.disadvantage.input.checked),
    extra: side.extra.read(), deduct: side.deduct.read(), fortune: side.fortune.read(),
  });
  // Whether any option is set: an opposing side's options without its dice would say nothing.
  const given = () => side.advantage.input.checked || side.disadvantage.input.checked || [side.extra, side.deduct, side.fortune]
    .some((n) => n.read() !== 0);
  return { ...side, rows, read, given };
}

export async function mount(node, given, { dice = 4 } = {}) {
  const ctx = await setup(given);
  const { d, t, data } = ctx;
  const pool = count("dice", dice, 0, d.rules.MAX_POOL);
  const mine = sideFields(ctx, "");
  const vsDice = numberInput("vs-dice", "", { min: 0, max: d.rules.MAX_POOL });
  vsDice.placeholder = "—";
  const theirs = sideFields(ctx, "vs-");
  const concealment = select("concealment", choices(ctx, "concealment", [...d.CONCEALMENT.keys()]), "none");
  const ruling = rulingField(ctx);
  const controls = [
    h("div", { class: "meshal-calc__row" }, field(t("js-d20-pool-dice"), pool.input, t("js-d20-pool-dice-hint")),
      mine.advantage.element, mine.disadvantage.element),
    ...mine.rows,
    h("fieldset", {}, h("legend", { text: t("js-d20-pool-vs") }),
      h("div", { class: "meshal-calc__row" }, field(t("js-d20-pool-vs-dice"), vsDice, t("js-d20-pool-vs-dice-hint")),
        theirs.advantage.element, theirs.disadvantage.element),
      ...theirs.rows,
      h("div", { class: "meshal-calc__row" }, field(t("js-d20-pool-concealment"), concealment))),
    h("div", { class: "meshal-calc__row" }, ruling.element),
  ];
  live(ctx, node, controls, () => {
    const opposed = vsDice.value.trim() !== "";
    if (!opposed && (theirs.given() || concealment.value !== "none")) throw new MeshalError("js-d20-pool-vs-needs-dice");
    const first = { ...mine.read(pool.read()), ruling: ruling.input.value };
    const found = poolOdds(d, data.pool_readings, first, opposed ? theirs.read(int(vsDice)) : null, concealment.value);
    const notes = Object.entries(found.rulings).map(([id, reading]) => (id === "d20-pool-order" ? ruling.shown() : rulingNote(ctx, id, reading)));
    const distribution = { outcomes: found.outcomes, atLeast: (v) => found.outcomes.filter(([u]) => u >= v).reduce((s, [, p]) => s.add(p), found.remainder) };
    return [
      results(opposed ? [
        [t("js-d20-pool-win"), fraction(found.win), { "data-result": "win" }],
        !found.missChance.isZero() && [t("js-d20-pool-miss-chance"), fraction(found.missChance), { "data-result": "miss-chance" }],
        !found.missChance.isZero() && [t("js-d20-pool-hit"), fraction(found.hit), { "data-result": "hit" }],
        [t("js-d20-pool-remainder"), fraction(found.remainder), { "data-result": "remainder" }],
      ] : [
        [t("js-d20-pool-at-least-one"), fraction(distribution.atLeast(1)), { "data-result": "success" }],
        [t("js-d20-pool-remainder"), fraction(found.remainder), { "data-result": "remainder" }],
      ]),
      ...notes,
      opposed
        ? chart(ctx, distribution, t("js-d20-pool-vs-chart", { pool: d.renderPool(first.dice), vs: d.renderPool(int(vsDice)) }), t("js-d20-pool-net"))
        : chart(ctx, distribution, t("js-d20-pool-chart", { pool: d.renderPool(first.dice) }), t("js-d20-pool-successes")),
    ];
  });
}
