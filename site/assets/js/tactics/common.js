// What the tactics calculators share: their data (assets/calculators-tactics.json), the math
// bound to its rules, a ctx whose t() also knows the engine's messages, a few fields (an attack's
// side, with a weapon table of one's own) and the lines naming the rulings a number takes.

import { asset, json, format } from "../site.js";
import { checkbox, field, h, int, numberInput, select, textInput } from "../calculators/index.js";
import { tacticsMath } from "./tactics-math.js";

/** The weapon select's value for a table written in the form: never a weapon id (ids are slugs). */
const CUSTOM = "(table)";

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

/** The weapon select, its last choice a table of one's own (`custom`, its label); preselected:
 * `chosen` when it is a known id. */
export function weaponSelect(data, name, chosen, custom) {
  const options = [...data.weapons.map((w) => [w.id, `${w.icon ? `${w.icon} ` : ""}${w.name}`]), [CUSTOM, custom]];
  return select(name, options, options.some(([id]) => id === chosen) ? chosen : options[0][0]);
}

/** Multipliers as typed ("1/2, 2"), each read exactly (the CLI's --multiplier, one each). */
export function multipliers(tm, input) {
  return input.value.split(/[,，、\s]+/).filter(Boolean).map((m) => tm.parseMultiplier(m));
}

/** A table written in the form (the CLI's --weapon-faces): a row per face, its damage, ⚡ and 🔥,
 * prefilled with `faces`. `read()` gives the faces as written; tm.table checks them. */
function facesTable(t, name, faces) {
  const rows = faces.map((f, i) => ({
    damage: numberInput(`${name}-face-${i + 1}`, f.damage, { min: 0 }),
    critical: checkbox(t("js-tactics-face-critical"), `${name}-face-${i + 1}-critical`, f.critical),
    burning: checkbox(t("js-tactics-face-burning"), `${name}-face-${i + 1}-burning`, f.burning),
  }));
  const element = h("fieldset", { class: "meshal-calc__pool", "data-custom-table": "" }, h("legend", { text: t("js-tactics-custom-faces") }),
    rows.map((row, i) => h("div", { class: "meshal-calc__row" },
      field(t("js-tactics-face", { n: i + 1 }), row.damage), row.critical.element, row.burning.element)));
  // An empty or fractional damage is no damage of 0 or more: tm.table says so (tactics-weapon-faces).
  const read = () => rows.map((row) => ({ damage: int(row.damage, -1), critical: row.critical.input.checked, burning: row.burning.input.checked }));
  return { element, read };
}

/** The lines that name each ruling in `used` ({ruling id: reading id}, as the CLI's --json) with
 * the reading taken, each linking its ruling. */
export function rulingNotes({ ctx, data }, used) {
  return Object.entries(used).map(([id, reading]) => {
    const ruling = data.rulings[id] ?? { id, name: id, page: null, readings: {} };
    return h("p", { class: "meshal-calc__note", "data-result": "ruling", "data-ruling": id, "data-reading": reading },
      ctx.t("js-tactics-ruling-used", { name: ruling.readings[reading] ?? reading, id: reading }), " ",
      ruling.page ? h("a", { href: asset(ruling.page), text: ruling.name }) : ruling.name);
  });
}

/** One side of an attack: dice, weapon (or a table written in the form), multiplier and defense.
 * `own`: an exchange's side, whose multiplier and defense are its own (on the damage it takes), not
 * its target's. `read()` gives {weapon, faces, dice, given (the multipliers), multiplier, defense}. */
export function attackFields({ ctx, data, tm }, { name, dice = 5, weapon = null, multiplier = "", defense = "", legend = null, own = false }) {
  const { t } = ctx;
  const custom = t("js-tactics-custom-table");
  const inputs = {
    dice: numberInput(`${name}-dice`, dice, { min: 0 }),
    weapon: weaponSelect(data, `${name}-weapon`, weapon, custom),
    multiplier: textInput(`${name}-multiplier`, multiplier, { placeholder: "1/2, 2" }),
    defense: numberInput(`${name}-defense`, defense, { min: 0 }),
  };
  inputs.defense.placeholder = "—";
  // The written table starts as the weapon first shown (plain faces 1–6 in a pack without weapons).
  const shown = data.weapons.find((w) => w.id === inputs.weapon.value)?.faces
    ?? Array.from({ length: tm.rules.DIE_SIDES }, (_, i) => ({ damage: i + 1, critical: false, burning: false }));
  const written = facesTable(t, name, shown);
  const table = h("p", { class: "meshal-calc__hint", "data-faces": "" });
  const element = h(legend ? "fieldset" : "div", { class: "meshal-calc__pool" }, legend && h("legend", { text: legend }),
    h("div", { class: "meshal-calc__row" },
      field(t("js-tactics-dice"), inputs.dice, t("js-tactics-dice-hint")), field(t("js-tactics-weapon"), inputs.weapon)),
    written.element,
    table,
    h("div", { class: "meshal-calc__row" },
      field(t(own ? "js-tactics-taken-multiplier" : "js-tactics-multiplier"), inputs.multiplier, t("js-tactics-multiplier-hint")),
      field(t(own ? "js-tactics-own-defense" : "js-tactics-defense"), inputs.defense, own ? null : t("js-tactics-defense-hint"))));
  const read = () => {
    const writing = inputs.weapon.value === CUSTOM;
    written.element.hidden = !writing;
    // a written table is no weapon entry: its id and base weapon are null, as the CLI's JSON says
    const chosen = writing ? { id: null, weapon: null, name: custom, faces: written.read() }
      : data.weapons.find((w) => w.id === inputs.weapon.value);
    const faces = tm.table(chosen.faces);
    table.textContent = facesText(chosen);
    const typed = inputs.defense.value.trim();
    const given = multipliers(tm, inputs.multiplier);
    return {
      weapon: chosen, faces, dice: Math.max(0, Number(inputs.dice.value) | 0),
      given, multiplier: tm.merged(given), defense: typed === "" ? null : Number(typed) | 0,
    };
  };
  return { element, read, inputs };
}
