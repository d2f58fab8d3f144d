// A whole exchange (2.1.4): the attacker's attack, the defender's counter-attack, then one pursuit
// by the side whose Dex is 5 or more higher — the exact HP each side loses.

import { chart, fraction, h, field, live, numberInput, problem, results } from "../calculators/index.js";
import { MeshalError } from "../meshal-math.js";
import { asDistribution, attackFields, setup } from "./common.js";

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
    for (const [name, side] of Object.entries(sides)) side.element.append(field(t("js-tactics-dex"), dex[name]));
    live(ctx, node, [h("div", { class: "meshal-calc__pair" }, sides.attacker.element, sides.defender.element)], () => {
      const a = sides.attacker.read();
      const b = sides.defender.read();
      if (a.defense === null || b.defense === null) throw new MeshalError("js-tactics-exchange-defenses");
      // Each side's multiplier and defense are on the damage it takes: a hit uses its target's.
      const found = tm.exchange(tm.attack(a.dice, a.faces, b.multiplier, b.defense), tm.attack(b.dice, b.faces, a.multiplier, a.defense),
        Number(dex.attacker.value) | 0, Number(dex.defender.value) | 0);
      return [
        results([
          [t("js-tactics-pursuit"), t(`js-tactics-pursuit-${found.pursuit ?? "none"}`), { "data-result": "pursuit" }],
          [t("js-tactics-remainder-defender"), fraction(found.defender.remainder), { "data-result": "remainder-defender" }],
          [t("js-tactics-remainder-attacker"), fraction(found.attacker.remainder), { "data-result": "remainder-attacker" }],
        ]),
        chart(ctx, asDistribution(found.defender), t("js-tactics-chart-defender"), t("js-tactics-hp-lost")),
        chart(ctx, asDistribution(found.attacker), t("js-tactics-chart-attacker"), t("js-tactics-hp-lost")),
      ];
    });
  }).catch((error) => node.replaceChildren(problem(baseCtx, error)));
}
