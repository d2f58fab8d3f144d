// What the tactics calculators share: their data (assets/calculators-tactics.json), the math
// bound to its rules, a ctx whose t() also knows the engine's messages, and a few fields.

import { json, format } from "../site.js";
import { field, h, numberInput, select, textInput } from "../calculators/index.js";
import { tacticsMath } from "./tactics-math.js";

let loaded;

/** {ctx, data, tm}: `ctx.t` shows js- strings and the engine's error messages alike. */
export function setup(ctx) {
  loaded ??= json("assets/calculators-tactics.json");
  return loaded.then((data) => ({
    data, tm: tacticsMath(data.rules),
    ctx: { ...ctx, t: (key, fields = {}) => (ctx.S?.[key] !== undefined || !data.messages[key] ? ctx.t(key, fields) : format(data.messages[key], fields)) },
  }));
}

/** A listing ({outcomes, remainder}) as the chart's distribution: P(≥ v) counts the unlisted rest. */
export function asDistribution(found) {
  return {
    outcomes: found.outcomes,
    atLeast: (value) => found.outcomes.reduce((total, [v, p]) => (v >= value ? total.add(p) : total), found.remainder),
  };
}

/** "1: 0 · 2: 3 · … · 6: ⚡6": a weapon's dice table in one line. */
export const facesText = (weapon) => weapon.faces.map((f, i) => `${i + 1}: ${f.critical ? "⚡" : ""}${f.burning ? "🔥" : ""}${f.damage}`).join(" · ");

/** The weapon select (preselected: `chosen` when it is a known id). */
export function weaponSelect(data, name, chosen) {
  const options = data.weapons.map((w) => [w.id, `${w.icon ? `${w.icon} ` : ""}${w.name}`]);
  return select(name, options, data.weapons.some((w) => w.id === chosen) ? chosen : options[0]?.[0] ?? null);
}

/** Multipliers as typed ("1/2, 2"): each read exactly, merged by the rule (none: ×1). */
export function multipliers(tm, input) {
  const written = input.value.split(/[,，、\s]+/).filter(Boolean);
  return tm.merged(written.map((m) => tm.parseMultiplier(m)));
}

/** One side of an attack: dice, weapon, multiplier and defense. `own`: an exchange's side, whose
 * multiplier and defense are its own (on the damage it takes), not its target's. */
export function attackFields({ ctx, data, tm }, { name, dice = 5, weapon = null, multiplier = "", defense = "", legend = null, own = false }) {
  const { t } = ctx;
  const inputs = {
    dice: numberInput(`${name}-dice`, dice, { min: 0 }),
    weapon: weaponSelect(data, `${name}-weapon`, weapon),
    multiplier: textInput(`${name}-multiplier`, multiplier, { placeholder: "1/2, 2" }),
    defense: numberInput(`${name}-defense`, defense, { min: 0 }),
  };
  inputs.defense.placeholder = "—";
  const table = h("p", { class: "meshal-calc__hint", "data-faces": "" });
  const element = h(legend ? "fieldset" : "div", { class: "meshal-calc__pool" }, legend && h("legend", { text: legend }),
    h("div", { class: "meshal-calc__row" },
      field(t("js-tactics-dice"), inputs.dice, t("js-tactics-dice-hint")), field(t("js-tactics-weapon"), inputs.weapon)),
    table,
    h("div", { class: "meshal-calc__row" },
      field(t(own ? "js-tactics-taken-multiplier" : "js-tactics-multiplier"), inputs.multiplier, t("js-tactics-multiplier-hint")),
      field(t(own ? "js-tactics-own-defense" : "js-tactics-defense"), inputs.defense, own ? null : t("js-tactics-defense-hint"))));
  const read = () => {
    const chosen = data.weapons.find((w) => w.id === inputs.weapon.value);
    if (!chosen) throw new Error("no weapons in the calculator data");
    table.textContent = facesText(chosen);
    const given = inputs.defense.value.trim();
    return {
      weapon: chosen, faces: tm.table(chosen.faces), dice: Math.max(0, Number(inputs.dice.value) | 0),
      multiplier: multipliers(tm, inputs.multiplier), defense: given === "" ? null : Number(given) | 0,
    };
  };
  return { element, read, inputs };
}
