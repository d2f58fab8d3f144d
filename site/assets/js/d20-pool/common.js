// What the d20 success pool's calculators share: their data (calculators-d20-pool.json) and math,
// a `t` that also knows the engine's messages, and the ruling selectors that name the reading in use.

import { field, h, int, numberInput, select } from "../calculators/index.js";
import { asset, format, json } from "../site.js";
import { d20Math } from "./d20-math.js";

let loaded;

/** ctx plus {data, d (the math), t (UI strings and engine messages)}. */
export async function setup(ctx) {
  loaded ??= json("assets/calculators-d20-pool.json");
  const data = await loaded;
  const t = (key, fields = {}) => (key in data.messages ? format(data.messages[key], fields) : ctx.t(key, fields));
  return { ...ctx, data, d: d20Math(data.rules), t };
}

/** A ruling's readings as a select (default: the engine's), and the line that says which is used. */
export function rulingField(ctx, id = "d20-pool-order", name = "ruling") {
  const { data, t } = ctx;
  const ruling = data.rulings[id];
  const input = select(name, ruling.readings.map((r) => [r.id, r.name]), ruling.default);
  const element = field(t(`js-d20-pool-ruling-${id}`), input, t("js-d20-pool-ruling-hint"));
  const shown = () => {
    const reading = ruling.readings.find((r) => r.id === input.value) ?? ruling.readings[0];
    return h("p", { class: "meshal-calc__note", "data-result": "ruling", "data-ruling": ruling.id, "data-reading": reading.id },
      t("js-d20-pool-ruling-used", { ruling: ruling.name, name: reading.name, id: reading.id }), " ",
      h("a", { href: asset(ruling.page), text: ruling.name }));
  };
  return { input, element, shown };
}

/** A whole number input read within [min, max]. */
export function count(name, value, min = 0, max = null) {
  const input = numberInput(name, value, { min, max });
  const read = () => {
    const n = int(input, value);
    return Math.max(min, max === null ? n : Math.min(max, n));
  };
  return { input, read };
}

/** Options [[id, label], …] of a vocabulary with labels js-d20-pool-<vocabulary>-<id>. */
export const choices = (ctx, vocabulary, ids) => ids.map((id) => [id, ctx.t(`js-d20-pool-${vocabulary}-${id}`)]);

