// What Meshal's calculators share: their context (Meshal's calculator data, assets/calculators-meshal.json,
// with the math bound to its rules as `m`), the pool fields of the odds, versus and attack
// calculators, and the label of a pool's dice.

import { context, field, h, int, numberInput, textInput } from "../calculators/index.js";
import { meshalMath } from "./math.js";

/** {lang, S, data, t, m}: the kit's context for Meshal and the math bound to its rules. */
export async function meshal() {
  const ctx = await context("meshal");
  return { ...ctx, m: meshalMath(ctx.data.rules) };
}

/** Pool fields: notation, attribute values (shown when the pool uses attributes), advantage,
 * penalty, burst. `read()` → {pool, values, advantage, penalty, burst} (throws MeshalError). */
export function poolFields(ctx, { pool = "3d", legend = null, modifiers = true, name = "pool" } = {}) {
  const { m, t, data } = ctx;
  const notation = textInput(name, pool, { class: "meshal-pool", placeholder: "3d" });
  const attributes = Object.fromEntries(m.rules.ATTRIBUTES.map((a) => [a, numberInput(`${name}-${a}`, 3, { min: 0 })]));
  const attributeFields = Object.fromEntries(m.rules.ATTRIBUTES.map((a) => [a, field(data.labels.attribute[a], attributes[a])]));
  const attributeBox = h("div", { class: "meshal-calc__row meshal-calc__attributes" }, Object.values(attributeFields));
  const mods = {
    advantage: numberInput(`${name}-advantage`, 0, { min: 0 }),
    penalty: numberInput(`${name}-penalty`, 0, { min: 0 }),
    burst: numberInput(`${name}-burst`, 0, { min: 0 }),
  };
  const element = h(legend ? "fieldset" : "div", { class: "meshal-calc__pool" }, legend && h("legend", { text: legend }),
    field(t("js-pool"), notation, t("js-pool-hint")), attributeBox,
    modifiers && h("div", { class: "meshal-calc__row" },
      field(t("js-advantage"), mods.advantage), field(t("js-penalty"), mods.penalty),
      field(t("js-burst"), mods.burst, t("js-burst-hint"))));
  const read = () => {
    let parsed = null;
    try {
      parsed = m.parseDice(notation.value);
    } finally {
      // Ask only for the attributes this pool uses.
      attributeBox.hidden = !parsed || parsed.count !== null;
      for (const [a, box] of Object.entries(attributeFields)) box.hidden = !parsed?.attributes.includes(a);
      notation.setAttribute("aria-invalid", parsed ? "false" : "true");
    }
    const values = {};
    for (const [a, input] of Object.entries(attributes)) values[a] = Math.max(0, int(input, 3));
    return {
      pool: parsed, values,
      advantage: modifiers ? Math.max(0, int(mods.advantage)) : 0,
      penalty: modifiers ? Math.max(0, int(mods.penalty)) : 0,
      burst: modifiers ? Math.max(0, int(mods.burst)) : 0,
    };
  };
  return { element, read, notation };
}

/** "3 dice (points)" for a pool's final dice. */
export const diceLabel = (ctx, dice, kind) => ctx.t(`js-dice-${kind}`, { n: dice });
