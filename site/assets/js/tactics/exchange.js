// A whole exchange (2.1.4): the attacker's attack, the defender's counter-attack, then one pursuit
// by the side whose Dex is 5 or more higher — the exact HP each side loses. Each side may give its
// HP left (a fallen side acts no more: ruling tactics-fallen-counter), 【护盾】 and 【中毒X】 (7.2.2;
// rulings tactics-shield-zero and tactics-poison-exchange, their readings chosen here). Either side's
// weapon may be a table written in the form; every ruling the numbers take is named under them.

import { chart, checkbox, fraction, h, field, int, live, numberInput, problem, results, select } from "../calculators/index.js";
import { MeshalError } from "../exact.js";
import { asDistribution, attackFields, rulingNotes, setup } from "./common.js";
import { attackRulings, exchangeRulings, joined } from "./readings.js";

export function mount(node, baseCtx, options = {}) {
  return setup(baseCtx).then((set) => {
    const { ctx, tm, data } = set;
    const { t } = ctx;
    // The defender starts on another weapon than the attacker's (a base die, not an attack die).
    const bases = data.weapons.filter((w) => w.id === w.weapon);
    const second = (bases[1] ?? bases[0] ?? data.weapons[0])?.id;
    const sides = {
      attacker: attackFields(set, { name: "attacker", dice: 5, weapon: options.weapon ?? node.dataset.weapon, defense: 3, legend: t("js-tactics-attacker"), own: true }),
      defender: attackFields(set, { name: "defender", dice: 5, weapon: options.counter ?? second, multiplier: "50%", defense: 5, legend: t("js-tactics-defender"), own: true }),
    };
    const dex = { attacker: numberInput("attacker-dex", 6), defender: numberInput("defender-dex", 1) };
    const status = {};
    for (const [name, side] of Object.entries(sides)) {
      const hp = numberInput(`${name}-hp`, "", { min: 1 });
      hp.placeholder = "—";
      status[name] = { hp, shield: checkbox(t("js-tactics-shield"), `${name}-shield`), poison: numberInput(`${name}-poison`, 0, { min: 0 }) };
      side.element.append(h("div", { class: "meshal-calc__row" }, field(t("js-tactics-dex"), dex[name]),
        field(t("js-tactics-hp-left"), hp, t("js-tactics-hp-left-hint")), field(t("js-tactics-poison"), status[name].poison)),
      status[name].shield.element);
    }
    const readings = {
      shield: select("shield-reading", [["damage", t("js-tactics-shield-damage")], ["any-hit", t("js-tactics-shield-any-hit")]]),
      poison: select("poison-reading", [["attacker", t("js-tactics-poison-attacker")], ["both", t("js-tactics-poison-both")]]),
    };
    const rulings = h("div", { class: "meshal-calc__row" },
      field(t("js-tactics-ruling-shield"), readings.shield), field(t("js-tactics-ruling-poison"), readings.poison));
    live(ctx, node, [h("div", { class: "meshal-calc__pair" }, sides.attacker.element, sides.defender.element), rulings], () => {
      const a = sides.attacker.read();
      const b = sides.defender.read();
      if (a.defense === null || b.defense === null) throw new MeshalError("js-tactics-exchange-defenses");
      // Each side's multiplier and defense are on the damage it takes: a hit uses its target's.
      const hps = [status.attacker.hp, status.defender.hp].map((input) => (input.value.trim() === "" ? null : int(input)));
      if ((hps[0] === null) !== (hps[1] === null)) throw new MeshalError("js-tactics-exchange-hp");
      const statuses = ["attacker", "defender"].map((name) => ({ shield: status[name].shield.input.checked, poison: int(status[name].poison) }));
      const chosen = { shield: readings.shield.value, poison: readings.poison.value };
      // each attack's rulings with its target's multipliers and defense, as the CLI's --json names them
      const used = joined([attackRulings(data.blank_cells, a.faces, a.weapon.weapon, b.given, b.defense),
        attackRulings(data.blank_cells, b.faces, b.weapon.weapon, a.given, a.defense), exchangeRulings(statuses, chosen, hps[0] !== null)]);
      const found = tm.exchange(tm.attack(a.dice, a.faces, b.multiplier, b.defense), tm.attack(b.dice, b.faces, a.multiplier, a.defense),
        Number(dex.attacker.value) | 0, Number(dex.defender.value) | 0,
        { hps: hps[0] === null ? null : hps, statuses, readings: chosen });
      return [
        results([
          [t("js-tactics-pursuit"), t(`js-tactics-pursuit-${found.pursuit ?? "none"}`), { "data-result": "pursuit" }],
          [t("js-tactics-remainder-defender"), fraction(found.defender.remainder), { "data-result": "remainder-defender" }],
          [t("js-tactics-remainder-attacker"), fraction(found.attacker.remainder), { "data-result": "remainder-attacker" }],
        ]),
        ...rulingNotes(set, used),
        chart(ctx, asDistribution(found.defender), t("js-tactics-chart-defender"), t("js-tactics-hp-lost")),
        chart(ctx, asDistribution(found.attacker), t("js-tactics-chart-attacker"), t("js-tactics-hp-lost")),
      ];
    });
  }).catch((error) => node.replaceChildren(problem(baseCtx, error)));
}
