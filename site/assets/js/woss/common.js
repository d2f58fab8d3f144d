// What the WOSS calculators share: the math bound to the build's calculator data
// (assets/calculators-woss.json) and engine errors shown in the page's language.

import { checkbox, field, h, select } from "../calculators/index.js";
import { MeshalError } from "../exact.js";
import { format, json } from "../site.js";
import { wossMath } from "./woss-math.js";

let loaded;

/** {data, w, say}: the calculator data, the math, and `say(key, fields)` for a catalogue string
 * (the page's js-woss-* strings first, then the engine messages the data carries). */
export function woss(ctx) {
  loaded ??= json("assets/calculators-woss.json").then((data) => ({ data, w: wossMath(data.rules) }));
  return loaded.then(({ data, w }) => ({
    data, w, say: (key, fields = {}) => format(ctx.S?.[key] ?? data.messages[key] ?? key, fields),
  }));
}

/** An engine error as the calculators show one (other errors are bugs: rethrown). */
export function shown(say, error) {
  if (!(error instanceof MeshalError)) throw error;
  return h("p", { class: "meshal-calc__error", role: "alert", "data-code": error.code, text: say(error.code, error.fields) });
}

/** `render()`, or its engine error shown. */
export function guarded(say, render) {
  return () => {
    try {
      return render();
    } catch (error) {
      return shown(say, error);
    }
  };
}

/** A reading picker (table / examples) for erratum woss-critical-examples. */
export function readingSelect(data, say, select, value = data.rules.DEFAULT_READING) {
  return select("reading", data.rules.READINGS.map((r) => [r, say(`js-woss-reading-${r}`)]), value);
}

/** The situation's controls (cover, shield, always critical, friendly fire, deafness) and the
 * readings of the rulings they bring; `stance` adds the two a stance's run is read by.
 * {controls, situation(), readings()} in woss-math.js's shapes. */
export function situationControls(data, say, { stance = false } = {}) {
  const cover = select("cover", ["none", ...Object.keys(data.rules.COVER_AT_MOST)].map((c) => [c, say(`js-woss-cover-${c}`)]));
  const flags = Object.fromEntries(["shield", "always-critical", "friendly-fire", "deaf"]
    .map((name) => [name, checkbox(say(`js-woss-${name}`), name)]));
  const rulings = {
    shieldEqual: rulingField(say, "shield-equal", ["immune", "critical"]),
    friendlyRoll: rulingField(say, "friendly-roll", ["face", "total"]),
    coverOrder: rulingField(say, "cover-order", ["cover-first", "friendly-first"]),
    ...(stance ? {
      stanceInterrupted: rulingField(say, "stance-interrupted", ["breaks", "skips"]),
      stanceImmune: rulingField(say, "stance-immune", ["no-damage", "miss"]),
    } : {}),
  };
  return {
    controls: [field(say("js-woss-cover"), cover), h("div", { class: "meshal-calc__row" }, ...Object.values(flags).map((f) => f.element)),
      ...pairs(Object.values(rulings).map((r) => r.element))],
    situation: () => ({
      cover: cover.value === "none" ? null : cover.value, shield: flags.shield.input.checked,
      alwaysCritical: flags["always-critical"].input.checked, friendlyFire: flags["friendly-fire"].input.checked,
      deaf: flags.deaf.input.checked,
    }),
    readings: () => Object.fromEntries(Object.entries(rulings).map(([name, r]) => [name, r.input.value])),
  };
}

/** A picker of a ruling's readings (the default first): labelled by js-woss-ruling-NAME, each
 * reading named by js-woss-NAME-READING. {input, element}. */
export function rulingField(say, name, readings) {
  const input = select(name, readings.map((r) => [r, say(`js-woss-${name}-${r}`)]));
  return { input, element: field(say(`js-woss-ruling-${name}`), input) };
}

/** Fields two to a row. */
export function pairs(fields) {
  const rows = [];
  for (let i = 0; i < fields.length; i += 2) rows.push(h("div", { class: "meshal-calc__row" }, ...fields.slice(i, i + 2)));
  return rows;
}
