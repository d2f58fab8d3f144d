// Hit points and tiers from attributes: each attribute's modifier, tier and extra successes, the
// four saves, hit points from size, Constitution (Endurance) and Strength, and what the
// character's tier gives (skill cap, specialisation bonus, feats, vital strike penalty).

import { field, h, live, results, select } from "../calculators/index.js";
import { choices, count, rulingField, setup } from "./common.js";

const signed = (n) => (n > 0 ? `+${n}` : String(n));

export async function mount(node, given) {
  const ctx = await setup(given);
  const { d, t } = ctx;
  const attributes = d.rules.ATTRIBUTES.map((name) => ({ name, ...count(name, 5, 0, 999) }));
  const size = select("size", choices(ctx, "size", [...d.SIZES.keys()]), "medium");
  const tier = select("tier", choices(ctx, "tier", d.TIER_NAMES), d.TIER_NAMES[0]);
  const threshold = rulingField(ctx, "d20-extra-success-threshold", "threshold");
  const controls = [
    h("div", { class: "meshal-calc__row" }, attributes.map((a) => field(t(`js-d20-pool-attribute-${a.name}`), a.input))),
    h("div", { class: "meshal-calc__row" }, field(t("js-d20-pool-size"), size), field(t("js-d20-pool-tier"), tier)),
    h("div", { class: "meshal-calc__row" }, threshold.element),
  ];
  live(ctx, node, controls, () => {
    const values = Object.fromEntries(attributes.map((a) => [a.name, a.read()]));
    const saves = d.saves(values);
    const melee = d.attackModifier(values.strength, size.value);
    const ranged = d.attackModifier(values.dexterity, size.value);
    return [
      results([
        [t("js-d20-pool-hit-points"), String(d.hitPoints(size.value, values.endurance, values.strength)), { "data-result": "hit-points" }],
        ...[...d.SAVES.keys()].map((name) => [t(`js-d20-pool-save-${name}`), signed(saves[name]), { "data-result": `save-${name}` }]),
        [t("js-d20-pool-base-attack"), t("js-d20-pool-melee-ranged", { melee: signed(melee), ranged: signed(ranged) }),
          { "data-result": "attack" }],
        [t("js-d20-pool-base-defense"), signed(d.defenseModifier(values.dexterity, size.value)), { "data-result": "defense" }],
        [t("js-d20-pool-skill-cap"), String(d.skillCap(tier.value)), { "data-result": "skill-cap" }],
        [t("js-d20-pool-specialisation"), signed(d.specialisationBonus(tier.value)), { "data-result": "specialisation" }],
        [t("js-d20-pool-feats"), String(d.feats(tier.value)), { "data-result": "feats" }],
        [t("js-d20-pool-vital-penalty"), signed(-d.vitalStrikePenalty(tier.value)), { "data-result": "vital" }],
      ]),
      h("div", { class: "meshal-chart", tabindex: "0", role: "region", "aria-label": t("js-d20-pool-attributes") },
        h("table", {}, h("caption", { text: t("js-d20-pool-attributes") }),
          h("thead", {}, h("tr", {}, ["js-d20-pool-attribute", "js-d20-pool-value", "js-d20-pool-modifier", "js-d20-pool-tier",
            "js-d20-pool-extra-successes"].map((key) => h("th", { scope: "col", text: t(key) })))),
          h("tbody", {}, attributes.map(({ name }) => h("tr", { "data-attribute": name },
            h("th", { scope: "row", text: t(`js-d20-pool-attribute-${name}`) }), h("td", { text: String(values[name]) }),
            h("td", { text: signed(d.modifier(values[name])) }), h("td", { text: t(`js-d20-pool-tier-${d.tier(values[name])}`) }),
            h("td", { text: String(d.extraSuccesses(values[name], threshold.input.value)) })))))),
      threshold.shown(),
    ];
  });
}
