// Attack: the attacker's pool and attack types, the target's protections, penetrate, cover,
// blindage creatures, range band and thrown weapons → the attack roll; against the target's
// defense (block/dodge/resist) → hit chance, wounds, solid defense and the chance the target
// is knocked out given its current Hurts and Might.

import { chart, checkbox, field, fraction, h, int, live, numberInput, results, select } from "../calculators/index.js";
import { diceLabel, meshal, poolFields } from "./kit.js";

// Its links say ?attack.… (the short name they always had), not ?meshal/attack.….
export const share = "attack";

export async function mount(node, _, { pool = "3d" } = {}) {
  const ctx = await meshal();
  const { m, t, data } = ctx;
  const R = m.rules;
  const attacker = poolFields(ctx, { pool, name: "attack" });
  const types = Object.fromEntries(R.ATTACK_TYPES.map((type) =>
    [type, checkbox(data.labels["attack-type"][type], `type-${type}`, type === "physical")]));
  const penetrate = numberInput("penetrate", 0, { min: 0 });
  const cover = numberInput("cover", 0, { min: 0 });
  const blindage = numberInput("blindage", 0, { min: 0 });
  const band = select("range", [["in", t("js-range-in")], ["close", t("js-range-close")], ["over", t("js-range-over")]], "in");
  const distance = numberInput("distance", 10, { min: 0, step: "any" });
  const weaponRange = numberInput("weapon-range", 5, { min: 1, step: "any" });
  const overBox = h("div", { class: "meshal-calc__row" }, field(t("js-distance"), distance), field(t("js-weapon-range"), weaponRange));
  const thrown = checkbox(t("js-thrown"), "thrown");
  const target = Object.fromEntries(R.ATTRIBUTES.map((a) => [a, numberInput(`target-${a}`, 3, { min: 0 })]));
  const hurts = numberInput("target-hurts", 0, { min: 0 });
  const protections = Object.fromEntries(R.PROTECTED_TYPES.map((type) => [type, numberInput(`protection-${type}`, 0)]));
  const immune = Object.fromEntries(R.PROTECTED_TYPES.map((type) =>
    [type, checkbox(t("js-immune-to", { type: data.labels["attack-type"][type] }), `immune-${type}`)]));
  const defenseOptions = [["none", t("js-defense-none")], ...Object.entries(R.DEFENSE_ATTRIBUTES).map(([method, attribute]) =>
    [method, `${data.labels.defense[method]} (${data.labels.attribute[attribute]}🎲)`])];
  const defense = select("defense", defenseOptions, "block");

  const controls = [
    h("fieldset", {}, h("legend", { text: t("js-attack-attacker") }), attacker.element,
      h("div", { class: "meshal-calc__row", role: "group", "aria-label": t("js-attack-types") },
        h("span", { class: "meshal-field__label", text: t("js-attack-types") }), Object.values(types).map((c) => c.element))),
    h("fieldset", {}, h("legend", { text: t("js-attack-situation") }),
      h("div", { class: "meshal-calc__row" }, field(t("js-penetrate"), penetrate), field(t("js-cover"), cover, t("js-cover-hint")),
        field(t("js-blindage"), blindage, t("js-blindage-hint", { n: R.BLINDAGE_PENALTY }))),
      h("div", { class: "meshal-calc__row" }, field(t("js-range-band"), band), thrown.element), overBox),
    h("fieldset", {}, h("legend", { text: t("js-attack-target") }),
      h("div", { class: "meshal-calc__row" }, R.ATTRIBUTES.map((a) => field(data.labels.attribute[a], target[a])),
        field(data.labels.wear.hurts, hurts)),
      h("div", { class: "meshal-calc__row" }, R.PROTECTED_TYPES.map((type) => field(data.labels.protection[type], protections[type]))),
      h("div", { class: "meshal-calc__row" }, Object.values(immune).map((c) => c.element)),
      h("div", { class: "meshal-calc__row" }, field(t("js-defense"), defense))),
  ];

  live(ctx, node, controls, () => {
    const given = attacker.read();
    overBox.hidden = band.value !== "over";
    const chosen = R.ATTACK_TYPES.filter((type) => types[type].input.checked);
    const situation = {
      types: chosen,
      protections: {
        ...Object.fromEntries(R.PROTECTED_TYPES.map((type) => [type, int(protections[type])])),
        immune: R.PROTECTED_TYPES.filter((type) => immune[type].input.checked),
      },
      penetrate: Math.max(0, int(penetrate)), cover: Math.max(0, int(cover)),
      blindageCreatures: Math.max(0, int(blindage)), tooClose: band.value === "close",
      distance: band.value === "over" ? distance.value || "0" : null,
      weaponRange: band.value === "over" ? weaponRange.value || "1" : null,
      thrown: thrown.input.checked,
    };
    const rolled = m.attackRoll(given.pool, given.values, { ...given, ...situation });
    const method = defense.value === "none" ? null : defense.value;
    const values = Object.fromEntries(R.ATTRIBUTES.map((a) => [a, Math.max(0, int(target[a], 3))]));
    let defended = null;
    let defenseDice = null;
    if (method) [defenseDice, defended] = m.poolDistribution(m.defensePool(method), values);
    const found = m.attackOutcome(rolled.distribution, defended);
    const knockout = m.knockoutChance(found.wounds, Math.max(0, int(hurts)), values.might);
    const over = situation.distance === null ? 0 : m.overRangeMultiples(situation.distance, situation.weaponRange);
    return [
      results([
        [t("js-modifiers"), t("js-modifiers-value", { advantage: rolled.modifiers.advantage, penalty: rolled.modifiers.penalty }),
          { "data-result": "modifiers" }],
        over ? [t("js-range-over"), t("js-over-multiples", { n: over, penalty: over * R.OVER_RANGE_PENALTY })] : null,
        [t("js-dice-rolled"), diceLabel(ctx, rolled.dice, given.pool.kind), { "data-result": "dice", "data-dice": String(rolled.dice) }],
        method && [t("js-defense-dice"), diceLabel(ctx, defenseDice, m.POINTS)],
        [t("js-hit"), fraction(found.hit), { "data-result": "hit" }],
        method && [t("js-solid-defense"), fraction(found.solidDefense), { "data-result": "solid-defense" }],
        [t("js-knockout"), fraction(knockout), { "data-result": "knockout" }],
      ]),
      chart(ctx, rolled.distribution, t("js-attack-chart"), t(given.pool.kind === m.POINTS ? "js-points" : "js-number")),
      chart(ctx, found.wounds, t("js-wounds-chart"), data.labels.wear.hurts),
    ];
  });
}
