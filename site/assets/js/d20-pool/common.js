// What the d20 success pool's calculators share: their data (calculators-d20-pool.json) and math,
// a `t` that also knows the engine's messages, and the ruling selectors that name the reading in use.

import { field, h, int, numberInput, select } from "../calculators/index.js";
import { asset, format, json } from "../site.js";
import { Q, d20Math } from "./d20-math.js";

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
  return { input, element, shown: () => rulingNote(ctx, id, input.value) };
}

/** The line that names the reading in use of a ruling (by default its default) and links the ruling. */
export function rulingNote(ctx, id, readingId = null) {
  const { data, t } = ctx;
  const ruling = data.rulings[id];
  const reading = ruling.readings.find((r) => r.id === (readingId ?? ruling.default)) ?? ruling.readings[0];
  return h("p", { class: "meshal-calc__note", "data-result": "ruling", "data-ruling": ruling.id, "data-reading": reading.id },
    t("js-d20-pool-ruling-used", { ruling: ruling.name, name: reading.name, id: reading.id }), " ",
    h("a", { href: asset(ruling.page), text: ruling.name }));
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

/** A finite distribution as chart() reads it. */
export function exactly(outcomes) {
  const atLeast = (value) => outcomes.filter(([v]) => v >= value).reduce((sum, [, p]) => sum.add(p), new Q(0n));
  return { outcomes, atLeast };
}

/** Options [[id, label], …] of a vocabulary with labels js-d20-pool-<vocabulary>-<id>. */
export const choices = (ctx, vocabulary, ids) => ids.map((id) => [id, ctx.t(`js-d20-pool-${vocabulary}-${id}`)]);

