// A built character (2.1.2, 2.1.3): race (and its bonus choices, a beastkin's form), starting
// class, the three free points → the six attributes, HP, movement, defense and magic defense,
// and its initiative (7.1.1: 2d6 + Dex) with the chance of acting before a rival.

import { checkbox, field, fraction, h, int, live, numberInput, problem, results, select } from "../calculators/index.js";
import { setup } from "./common.js";

export function mount(node, baseCtx, options = {}) {
  return setup(baseCtx).then(({ ctx, tm, data }) => {
    const { t } = ctx;
    const names = data.names;
    const attributeOptions = tm.rules.ATTRIBUTES.map((a) => [a, names.attribute[a]]);
    const preferred = options.race ?? (data.races.some((r) => r.id === "human") ? "human" : data.races[0]?.id ?? null);
    const race = select("race", data.races.map((r) => [r.id, r.name]), preferred);
    const klass = select("class", data.classes.map((c) => [c.id, c.name]), options.class ?? data.classes[0]?.id ?? null);
    // One select per free point; the ruling tactics-free-points decides whether two may match.
    const defaults = options.free ?? ["str", "vit", "per"];
    const free = Array.from({ length: tm.rules.FREE_POINTS }, (_, i) =>
      select(`free-${i + 1}`, [["", t("js-tactics-unspent")], ...attributeOptions], defaults[i] ?? ""));
    const reading = select("free-reading", [["distinct", t("js-tactics-free-distinct")], ["free", t("js-tactics-free-any")]]);
    const choices = h("div", { class: "meshal-calc__row", "data-choices": "" });
    const form = select("form", []);
    const formField = field(t("js-tactics-form"), form);
    const dismounted = checkbox(t("js-tactics-dismounted"), "dismounted");
    const slowed = checkbox(t("js-tactics-slowed"), "slowed");
    const rivalDex = numberInput("rival-dex", 2);
    const armour = numberInput("armour", 0, { min: 0 });
    const magicArmour = numberInput("magic-armour", 0, { min: 0 });
    const ground = select("terrain", [["", t("js-tactics-no-terrain")], ...Object.keys(tm.rules.TERRAIN)
      .filter((g) => tm.rules.TERRAIN[g][1]).map((g) => [g, names.terrain[g]])]);
    let shownRace = null;
    // A race's bonus rows each pick an attribute (a fixed bonus offers one); beastkin pick a form.
    const raceControls = (chosen) => {
      if (shownRace === chosen?.id) return;
      shownRace = chosen?.id ?? null;
      choices.replaceChildren(...(chosen?.bonuses ?? []).map((row, i) => field(
        t(row.amount > 0 ? "js-tactics-race-plus" : "js-tactics-race-minus", { n: Math.abs(row.amount) }),
        select(`race-bonus-${i}`, row.choices.map((a) => [a, names.attribute[a]])))));
      form.replaceChildren(...[["", t("js-tactics-no-form")], ...(chosen?.forms ?? []).map((f) => [f.id, f.name])]
        .map(([v, text]) => h("option", { value: v, text })));
      formField.hidden = !chosen?.forms.length;
    };
    const controls = [
      h("div", { class: "meshal-calc__row" }, field(t("js-tactics-race"), race), field(t("js-tactics-class"), klass)),
      choices, formField,
      h("fieldset", { class: "meshal-calc__pool" }, h("legend", { text: t("js-tactics-free", { n: tm.rules.FREE_POINTS }) }),
        h("div", { class: "meshal-calc__row" }, free.map((input, i) => field(t("js-tactics-point", { n: i + 1 }), input)),
          field(t("js-tactics-free-ruling"), reading))),
      h("div", { class: "meshal-calc__row" }, field(t("js-tactics-armour"), armour), field(t("js-tactics-magic-armour"), magicArmour),
        field(t("js-tactics-terrain"), ground)),
      h("div", { class: "meshal-calc__row" }, dismounted.element, slowed.element),
      field(t("js-tactics-rival-dex"), rivalDex, t("js-tactics-rival-dex-hint")),
    ];
    live(ctx, node, controls, () => {
      const chosenRace = data.races.find((r) => r.id === race.value);
      raceControls(chosenRace);
      const chosenClass = data.classes.find((c) => c.id === klass.value);
      const beast = chosenRace?.forms.find((f) => f.id === form.value);
      const raceBonus = {};
      (chosenRace?.bonuses ?? []).forEach((row, i) => {
        const picked = choices.querySelector(`[name="race-bonus-${i}"]`)?.value ?? row.choices[0];
        raceBonus[picked] = (raceBonus[picked] ?? 0) + row.amount;
      });
      const values = tm.attributes(free.map((input) => input.value).filter(Boolean),
        [raceBonus, chosenClass?.bonus ?? {}, beast?.bonus ?? {}], [], 0, reading.value);
      let movementType = beast?.movement ?? chosenClass?.movement ?? "walk";
      if (dismounted.input.checked && chosenClass?.dismounted) movementType = chosenClass.dismounted;
      const [groundDefense, groundMagic] = ground.value ? tm.terrainBonus(ground.value, movementType, chosenRace?.elf) : [0, 0];
      const initiative = tm.initiative(values.dex);
      const found = tm.derived(values, movementType, int(armour) + (beast?.defense ?? 0) + groundDefense, int(magicArmour) + groundMagic,
        chosenClass?.movement_bonus ?? 0, slowed.input.checked);
      return results([
        [t("js-tactics-attributes"), tm.rules.ATTRIBUTES.map((a) => `${names.attribute[a]} ${values[a]}`).join(" · "), { "data-result": "attributes" }],
        [t("js-tactics-hp"), String(found.hp), { "data-result": "hp" }],
        [t("js-tactics-movement"), `${found.movement} (${names.movement[movementType]})`, { "data-result": "movement" }],
        [t("js-tactics-defense-result"), String(found.defense), { "data-result": "defense" }],
        [t("js-tactics-magic-defense"), String(found.magic_defense), { "data-result": "magic-defense" }],
        [t("js-tactics-initiative"), t("js-tactics-initiative-range", { low: initiative[0][0], high: initiative.at(-1)[0] }), { "data-result": "initiative" }],
        [t("js-tactics-acts-first"), fraction(tm.actsFirst(values.dex, int(rivalDex, 2))), { "data-result": "acts-first" }],
      ]);
    });
  }).catch((error) => node.replaceChildren(problem(baseCtx, error)));
}
