// What the three WOSS calculators share: the math bound to the build's calculator data
// (assets/calculators-woss.json) and engine errors shown in the page's language.

import { h } from "../calculators/index.js";
import { MeshalError } from "../meshal-math.js";
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
