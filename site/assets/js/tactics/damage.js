// Damage: N d6 through a weapon's table, or one written in the form (the CLI's --weapon-faces; ⚡
// rolls one more die, which can crit again) → HP lost
// = ⌊total × multiplier ÷ defense⌋, exactly, listed until less than 10⁻¹² is left; without a
// defense, the total damage. A weapon page's placeholder names its weapon: data-weapon="iron-sword".
// With a difficulty, a daily check too: 2d6 read through the weapon's base die (2.2), its reading
// chosen as ruling tactics-daily-check-reading's, and P(result ≥ difficulty). Under the numbers,
// every ruling they take, as the CLI's --json names them.

import { chart, field, fraction, h, live, numberInput, problem, quantity, results, select } from "../calculators/index.js";
import { MeshalError } from "../exact.js";
import { asDistribution, attackFields, rulingNotes, setup } from "./common.js";
import { attackRulings, checkRulings, joined } from "./readings.js";

export function mount(node, baseCtx, options = {}) {
  return setup(baseCtx).then((set) => {
    const { ctx, tm } = set;
    const { t } = ctx;
    const side = attackFields(set, { name: "hit", dice: options.dice ?? 5, weapon: options.weapon ?? node.dataset.weapon, defense: options.defense ?? "" });
    const difficulty = numberInput("check-difficulty", "", { min: 0 });
    difficulty.placeholder = "—";
    const reading = select("check-reading", ["table", "table-crit", "faces"].map((r) => [r, t(`js-tactics-check-${r}`)]));
    const daily = h("div", { class: "meshal-calc__row" }, field(t("js-tactics-check-difficulty"), difficulty, t("js-tactics-check-hint")),
      field(t("js-tactics-check-reading"), reading));
    live(ctx, node, [side.element, daily], () => {
      const a = side.read();
      const checked = difficulty.value.trim() !== "";
      // 2.2: a daily check reads the base die; only attacks use the attack die
      if (checked && a.weapon.id !== a.weapon.weapon) throw new MeshalError("js-tactics-check-attack-die");
      const divided = a.defense !== null;
      if (!divided && !a.multiplier.eq(1)) throw new MeshalError("js-tactics-needs-defense");
      const hit = tm.attack(a.dice, a.faces, a.multiplier, divided ? a.defense : 1);
      const found = tm.listed((limit) => tm.hpPrefix(hit, limit));
      const burns = a.faces.some((f) => f.burning);
      const used = joined([attackRulings(set.data.blank_cells, a.faces, a.weapon.weapon, a.given, divided ? a.defense : 1),
        checked ? checkRulings(set.data.blank_cells, reading.value, a.weapon.weapon) : {}]);
      return [
        results([
          [t("js-tactics-merged"), `×${quantityText(hit.multiplier)}`, { "data-result": "multiplier" }],
          [t("js-tactics-mean-total"), quantity(tm.meanTotal(a.dice, a.faces)), { "data-result": "mean-total" }],
          burns && [t("js-tactics-burning"), fraction(tm.burningChance(a.dice, a.faces)), { "data-result": "burning" }],
          [t("js-tactics-remainder"), fraction(found.remainder), { "data-result": "remainder" }],
          checked && [t("js-tactics-check-success", { dice: tm.rules.CHECK_DICE, difficulty: Number(difficulty.value) | 0 }),
            fraction(tm.success(tm.rules.CHECK_DICE, a.faces, Number(difficulty.value) | 0, reading.value)), { "data-result": "check" }],
        ]),
        ...rulingNotes(set, used),
        chart(ctx, asDistribution(found), t(divided ? "js-tactics-chart-hp" : "js-tactics-chart-total"),
          t(divided ? "js-tactics-hp-lost" : "js-tactics-total")),
      ];
    });
  }).catch((error) => node.replaceChildren(problem(baseCtx, error)));
}

const quantityText = (q) => (q.isInteger() ? String(q.n) : q.toString());
