// Attack against defense: the attacker's pool (attack modifier many d20) against the defender's
// (defense modifier + cover − armour piercing, at most natural + armour + shield), a concealment
// miss chance, a vital strike; then the damage of a hit after resistance, vulnerability and DR.

import { chart, checkbox, field, fraction, h, live, quantity, results, select, textInput } from "../calculators/index.js";
import { choices, count, exactly, rulingField, setup } from "./common.js";

export async function mount(node, given, { attack = 5, defense = 3, damage = "1d8+2" } = {}) {
  const ctx = await setup(given);
  const { d, t } = ctx;
  const attacking = count("attack", attack, 0, d.rules.MAX_POOL);
  const advantage = checkbox(t("js-d20-pool-advantage"), "advantage");
  const disadvantage = checkbox(t("js-d20-pool-disadvantage"), "disadvantage");
  const vital = checkbox(t("js-d20-pool-vital"), "vital");
  const tier = select("tier", choices(ctx, "tier", d.TIER_NAMES), d.TIER_NAMES[0]);
  const defending = count("defense", defense, 0, d.rules.MAX_POOL);
  const armour = count("armour", 0);
  const piercing = count("piercing", 0);
  const cover = select("cover", choices(ctx, "cover", [...d.COVER.keys()]), "none");
  const concealment = select("concealment", choices(ctx, "concealment", [...d.CONCEALMENT.keys()]), "none");
  const dice = textInput("damage", damage, { placeholder: "1d8+2" });
  const resistant = checkbox(t("js-d20-pool-resistant"), "resistant");
  const vulnerable = checkbox(t("js-d20-pool-vulnerable"), "vulnerable");
  const trueDamage = checkbox(t("js-d20-pool-true"), "true");
  const reduction = count("reduction", 0, -999, 999);
  const ruling = rulingField(ctx);
  const group = (legend, ...rows) => h("fieldset", {}, h("legend", { text: legend }), ...rows);
  const row = (...items) => h("div", { class: "meshal-calc__row" }, ...items);
  const controls = [
    group(t("js-d20-pool-attacker"),
      row(field(t("js-d20-pool-attack-modifier"), attacking.input, t("js-d20-pool-attack-hint")), advantage.element,
        disadvantage.element),
      row(vital.element, field(t("js-d20-pool-tier"), tier))),
    group(t("js-d20-pool-defender"),
      row(field(t("js-d20-pool-defense-modifier"), defending.input), field(t("js-d20-pool-armour"), armour.input,
        t("js-d20-pool-armour-hint")), field(t("js-d20-pool-piercing"), piercing.input)),
      row(field(t("js-d20-pool-cover"), cover), field(t("js-d20-pool-concealment"), concealment))),
    group(t("js-d20-pool-damage"),
      row(field(t("js-d20-pool-damage-dice"), dice, t("js-d20-pool-damage-hint")),
        field(t("js-d20-pool-reduction"), reduction.input, t("js-d20-pool-reduction-hint"))),
      row(resistant.element, vulnerable.element, trueDamage.element)),
    row(ruling.element),
  ];
  live(ctx, node, controls, () => {
    const edge = d.edgeOf(advantage.input.checked, disadvantage.input.checked);
    const found = d.resolve({
      attack: { dice: attacking.read(), edge, ruling: ruling.input.value },
      defense: { dice: defending.read(), ruling: ruling.input.value },
      piercing: piercing.read(), armour: armour.read(), cover: cover.value, concealment: concealment.value,
      vital: vital.input.checked ? tier.value : null, damage: dice.value.trim() || null,
      defenses: { resistant: resistant.input.checked, vulnerable: vulnerable.input.checked, true: trueDamage.input.checked,
        reduction: reduction.read() },
    }, d.CALCULATOR_MAX_VERSUS);
    return [
      results([
        [t("js-d20-pool-dice-rolled"), t("js-d20-pool-dice-against", { attack: found.attackDice, defense: found.defenseDice }),
          { "data-result": "dice" }],
        [t("js-d20-pool-hit"), fraction(found.hit), { "data-result": "hit" }],
        !found.missChance.isZero() && [t("js-d20-pool-miss-chance"), fraction(found.missChance), { "data-result": "miss-chance" }],
        [t("js-d20-pool-remainder"), fraction(found.margin.remainder), { "data-result": "remainder" }],
        found.damage && [t("js-d20-pool-mean-damage"), quantity(d.mean(found.damage)), { "data-result": "mean-damage" }],
      ]),
      ruling.shown(),
      chart(ctx, found.margin, t("js-d20-pool-margin-chart"), t("js-d20-pool-net")),
      found.damage && chart(ctx, exactly(found.damage), t("js-d20-pool-damage-chart"), t("js-d20-pool-damage")),
    ];
  });
}
