// Character builder: species, attributes, abilities and equipment from the loaded content →
// potential spent/left, occupation per attribute, derived values and problems, computed by the
// same check as `meshal character check`. The build lives in the URL (?c-species=…) so it can be
// shared and survives a reload.

import { asset } from "../site.js";
import { decimal, field, h, int, live, numberInput, quantity, results, select } from "../calculators/index.js";
import { meshal } from "./kit.js";

// Its sheet lives in the URL its own way (?c-species=…), not under a share key.
export const share = null;

const PARAM = "c-";
const wearNames = (R) => R.WEAR.map(([name]) => name);
const places = (R) => R.ITEM_PLACES.map(([place]) => place);

/** The sheet from the URL: {species, attributes, abilities, items, wear, potential}. */
function readURL(R, data) {
  const params = new URLSearchParams(location.search);
  const list = (key) => (params.get(PARAM + key) || "").split(",").filter(Boolean);
  const numbers = (key) => list(key).map(Number);
  const fallback = data.species.some((s) => s.id === "human") ? "human" : data.species[0]?.id;
  const attributes = {};
  numbers("attr").forEach((value, i) => { if (R.ATTRIBUTES[i] && Number.isInteger(value)) attributes[R.ATTRIBUTES[i]] = value; });
  const wear = {};
  numbers("wear").forEach((value, i) => { const name = wearNames(R)[i]; if (name && Number.isInteger(value)) wear[name] = value; });
  const items = {};
  for (const place of places(R)) {
    items[place] = list(place).map((text) => {
      const [id, count] = text.split("*");
      return { id, count: Number.isInteger(Number(count)) && Number(count) > 0 ? Number(count) : 1 };
    });
  }
  const potential = {};
  for (const [key, name] of [["pot", "starting"], ["gain", "gained"]]) {
    const value = Number(params.get(PARAM + key));
    if (params.has(PARAM + key) && Number.isInteger(value)) potential[name] = value;
  }
  return {
    species: params.get(`${PARAM}species`) || fallback,
    attributes, wear, items, potential,
    abilities: list("ab").map((text) => (text.endsWith("*") ? { id: text.slice(0, -1), improved: true } : { id: text })),
  };
}

/** The sheet into the URL (defaults left out), keeping other parameters and the anchor. */
function writeURL(R, sheet) {
  const params = new URLSearchParams(location.search);
  for (const key of [...params.keys()]) if (key.startsWith(PARAM)) params.delete(key);
  const set = (key, value) => value && params.set(PARAM + key, value);
  set("species", sheet.species);
  const attributes = R.ATTRIBUTES.map((a) => sheet.attributes[a] ?? R.STARTING_ATTRIBUTE);
  if (attributes.some((v) => v !== R.STARTING_ATTRIBUTE)) set("attr", attributes.join(","));
  set("ab", sheet.abilities.map((a) => a.id + (a.improved ? "*" : "")).join(","));
  for (const place of places(R)) {
    set(place, sheet.items[place].map((e) => e.id + (e.count > 1 ? `*${e.count}` : "")).join(","));
  }
  const wear = wearNames(R).map((w) => sheet.wear[w] ?? R.MIN_WEAR);
  if (wear.some((v) => v !== R.MIN_WEAR)) set("wear", wear.join(","));
  if ("starting" in sheet.potential && sheet.potential.starting !== R.STARTING_POTENTIAL) set("pot", String(sheet.potential.starting));
  if (sheet.potential.gained) set("gain", String(sheet.potential.gained));
  const query = params.toString();
  history.replaceState(history.state, "", `${location.pathname}${query ? `?${query}` : ""}${location.hash}`);
}

/** "3 gold 5 silver" from copper. */
function money(ctx, copper) {
  const R = ctx.m.rules;
  const gold = Math.floor(copper / R.COPPER_PER_GOLD);
  const silver = Math.floor((copper % R.COPPER_PER_GOLD) / R.COPPER_PER_SILVER);
  const rest = copper % R.COPPER_PER_SILVER;
  const parts = [[gold, "gold"], [silver, "silver"], [rest, "copper"]].filter(([n]) => n).map(([n, unit]) => ctx.t(`js-money-${unit}`, { n }));
  return parts.join(" ") || ctx.t("js-money-copper", { n: 0 });
}

export async function mount(node, _) {
  const ctx = await meshal();
  const { m, t, data } = ctx;
  const R = m.rules;
  const sheet = readURL(R, data);
  const byId = {
    ability: new Map(data.abilities.map((a) => [a.id, a])),
    item: new Map(data.items.map((i) => [i.id, i])),
  };
  const nameOf = (kind, id) => byId[kind].get(id)?.name ?? id;

  // --- species, potential, attributes, wear
  const species = select("species", data.species.map((s) => [s.id, s.name]), sheet.species);
  if (!data.species.some((s) => s.id === sheet.species)) species.append(h("option", { value: sheet.species, text: sheet.species }));
  species.value = sheet.species;
  const starting = numberInput("potential-starting", sheet.potential.starting ?? R.STARTING_POTENTIAL, { min: 0 });
  const gained = numberInput("potential-gained", sheet.potential.gained ?? 0, { min: 0 });
  const erratum = h("a", { href: asset("errata/#starting-potential"), text: t("js-erratum-link") });
  const attributes = Object.fromEntries(R.ATTRIBUTES.map((a) =>
    [a, numberInput(`attribute-${a}`, sheet.attributes[a] ?? R.STARTING_ATTRIBUTE, { min: R.MIN_ATTRIBUTE })]));
  const wear = Object.fromEntries(wearNames(R).map((w) => [w, numberInput(`wear-${w}`, sheet.wear[w] ?? R.MIN_WEAR, { min: R.MIN_WEAR })]));

  // --- abilities
  const abilityList = h("ul", { class: "meshal-calc__list" });
  const groups = [...R.ATTRIBUTES, "standard", "talent"];
  const abilityPicker = h("select", { name: "ability-add" }, groups.map((occupation) =>
    h("optgroup", { label: data.labels.occupation[occupation] ?? occupation },
      data.abilities.filter((a) => a.occupation === occupation)
        .map((a) => h("option", { value: a.id, text: t("js-ability-option", { name: a.name, rank: a.rank }) })))));
  const addAbility = h("button", { type: "button", class: "md-button", text: t("js-add"), onclick: () => {
    if (!sheet.abilities.some((a) => a.id === abilityPicker.value)) sheet.abilities.push({ id: abilityPicker.value });
    drawAbilities();
    changed();
  } });

  function drawAbilities() {
    abilityList.replaceChildren(...sheet.abilities.map((entry, index) => {
      const ability = byId.ability.get(entry.id);
      const improved = ability?.improvement && h("input", { type: "checkbox", name: `improved-${entry.id}`, checked: entry.improved === true,
        onchange: (event) => { entry.improved = event.target.checked || undefined; changed(); } });
      return h("li", { "data-ability": entry.id },
        h("span", { text: nameOf("ability", entry.id) }),
        ability && h("span", { class: "meshal-other", text: ` ${t("js-ability-meta", { rank: ability.rank, occupation: data.labels.occupation[ability.occupation] ?? ability.occupation, cost: m.abilityCost(ability, entry.improved === true) })}` }),
        improved && h("label", { class: "meshal-check" }, improved, " ", t("js-improved", { n: ability.improvement.potential })),
        removeButton(t("js-remove-named", { name: nameOf("ability", entry.id) }), () => {
          sheet.abilities.splice(index, 1);
          drawAbilities();
          changed();
        }));
    }));
  }

  // --- equipment
  const itemList = h("ul", { class: "meshal-calc__list" });
  const categories = Object.keys(data.labels["item-category"]);
  const itemPicker = h("select", { name: "item-add" }, categories.map((category) =>
    h("optgroup", { label: data.labels["item-category"][category] },
      data.items.filter((i) => i.category === category).map((i) => h("option", { value: i.id, text: `${i.name} (${i.type_name})` })))));
  const placeOptions = places(R).map((p) => [p, t(`js-place-${p}`)]);
  const placePicker = select("item-place", placeOptions, "held");
  const addItem = h("button", { type: "button", class: "md-button", text: t("js-add"), onclick: () => {
    sheet.items[placePicker.value].push({ id: itemPicker.value, count: 1 });
    drawItems();
    changed();
  } });

  function drawItems() {
    const rows = [];
    for (const place of places(R)) {
      sheet.items[place].forEach((entry) => {
        const name = nameOf("item", entry.id);
        const where = select(`place-${entry.id}`, placeOptions, place);
        where.setAttribute("aria-label", t("js-place-of", { name }));
        where.addEventListener("change", () => {
          sheet.items[place].splice(sheet.items[place].indexOf(entry), 1);
          sheet.items[where.value].push(entry);
          drawItems();
          changed();
        });
        const count = numberInput(`count-${entry.id}`, entry.count, { min: 1 });
        count.setAttribute("aria-label", t("js-count-of", { name }));
        count.addEventListener("input", () => { entry.count = Math.max(1, int(count, 1)); changed(); });
        rows.push(h("li", { "data-item": entry.id, "data-place": place }, h("span", { text: name }), " ", where, " × ", count,
          removeButton(t("js-remove-named", { name }), () => {
            sheet.items[place].splice(sheet.items[place].indexOf(entry), 1);
            drawItems();
            changed();
          })));
      });
    }
    itemList.replaceChildren(...rows);
  }

  function removeButton(label, onclick) {
    return h("button", { type: "button", class: "meshal-calc__remove", "aria-label": label, title: label, text: "✕", onclick });
  }

  // Paper: only this builder's sheet (its inputs as text and the results), on one A4 page.
  for (const picker of [abilityPicker, itemPicker, placePicker]) picker.dataset.noPaper = "";
  const printSheet = h("button", { type: "button", class: "md-button meshal-calc__print", text: t("js-print-sheet"), onclick: () => {
    document.body.classList.add("meshal-printing-sheet");
    node.classList.add("meshal-print-target");
    addEventListener("afterprint", () => {
      document.body.classList.remove("meshal-printing-sheet");
      node.classList.remove("meshal-print-target");
    }, { once: true });
    print();
  } });

  const controls = [
    printSheet,
    h("fieldset", {}, h("legend", { text: t("js-character-basics") }),
      h("div", { class: "meshal-calc__row" }, field(t("js-species"), species),
        field(t("js-potential-starting"), starting, t("js-potential-hint", { default: R.STARTING_POTENTIAL, erratum: R.STARTING_POTENTIAL_ERRATUM })),
        field(t("js-potential-gained"), gained)),
      h("p", { class: "meshal-field__hint" }, erratum)),
    h("fieldset", {}, h("legend", { text: t("js-attributes") }),
      h("div", { class: "meshal-calc__row" }, R.ATTRIBUTES.map((a) => field(data.labels.attribute[a], attributes[a],
        t("js-attribute-hint", { cost: (sheet.attributes[a] ?? R.STARTING_ATTRIBUTE) * R.ATTRIBUTE_COST_FACTOR })))),
      h("div", { class: "meshal-calc__row" }, wearNames(R).map((w) => field(data.labels.wear[w], wear[w])))),
    h("fieldset", {}, h("legend", { text: t("js-abilities") }),
      h("div", { class: "meshal-calc__row" }, field(t("js-ability-add"), abilityPicker), addAbility), abilityList),
    h("fieldset", {}, h("legend", { text: t("js-equipment") }),
      h("div", { class: "meshal-calc__row" }, field(t("js-item-add"), itemPicker), field(t("js-place"), placePicker), addItem), itemList),
  ];
  drawAbilities();
  drawItems();

  let touched = false;
  const home = location.pathname;
  const update = live(ctx, node, controls, () => {
    sheet.species = species.value;
    for (const a of R.ATTRIBUTES) sheet.attributes[a] = int(attributes[a], R.STARTING_ATTRIBUTE);
    for (const w of wearNames(R)) sheet.wear[w] = int(wear[w], R.MIN_WEAR);
    sheet.potential = { starting: int(starting, R.STARTING_POTENTIAL), gained: int(gained, 0) };
    for (const a of R.ATTRIBUTES) {
      const hint = attributes[a].parentElement.querySelector(".meshal-field__hint");
      if (hint) hint.textContent = t("js-attribute-hint", { cost: Math.max(R.STARTING_ATTRIBUTE, sheet.attributes[a]) * R.ATTRIBUTE_COST_FACTOR });
    }
    // A visit alone leaves the URL as it was; a form leaving the page (instant navigation blurs
    // its inputs, which fires a last change) must not write into the next page's URL.
    if (touched && node.isConnected && location.pathname === home) writeURL(R, sheet);
    touched = true;
    return report(ctx, m.checkCharacter(sheet, data), nameOf);
  });
  function changed() { update(); }
}

function report(ctx, found, nameOf) {
  const { t, data, m } = ctx;
  const R = m.rules;
  const p = found.potential;
  const d = found.derived;
  const attributeRows = R.ATTRIBUTES.map((a) => {
    const row = found.attributes[a];
    const slot = found.occupation[a];
    return h("tr", { "data-attribute": a }, h("th", { scope: "row", text: data.labels.attribute[a] }),
      h("td", { text: String(row.bought) }), h("td", { text: row.species > 0 ? `+${row.species}` : String(row.species) }),
      h("td", { text: String(row.value) }), h("td", { "data-cost": String(row.cost), text: String(row.cost) }),
      h("td", { class: slot.used > slot.limit ? "meshal-calc__bad" : null, text: `${slot.used}/${slot.limit}` }));
  });
  const headers = ["js-col-attribute", "js-col-bought", "js-col-species", "js-col-value", "js-col-cost", "js-col-occupied"];
  const limbs = Object.entries(found.items.limbs).map(([limb, v]) =>
    `${data.labels.limb[limb] ?? limb} ${v.used}/${v.limit ?? "?"}`).join(", ") || "—";
  const problems = found.problems.map((problem) => {
    const fields = { ...problem.fields };
    if (fields.weight !== undefined) fields.weight = decimalKg(fields.weight);
    if (problem.code === "character-limbs-over") fields.en = data.labels.limb[fields.en] ?? fields.en;
    if (fields.id !== undefined) fields.name = fields.kind === "ability" || problem.code === "character-not-improvable" || problem.code === "talent-not-granted" ? nameOf("ability", fields.id) : nameOf("item", fields.id);
    return h("li", { class: `meshal-calc__problem meshal-calc__problem--${problem.severity}`, "data-code": problem.code }, t(`js-${problem.code}`, fields));
  });
  return [
    results([
      [t("js-potential-spent"), String(p.spent), { "data-result": "spent" }],
      [t("js-potential-left"), t("js-potential-of", { left: p.left, budget: p.budget }), { "data-result": "left", "data-left": String(p.left) }],
      [t("js-potential-level"), String(p.level), { "data-result": "level" }],
    ]),
    h("table", { class: "meshal-calc__table" }, h("caption", { text: t("js-attributes") }),
      h("thead", {}, h("tr", {}, headers.map((key) => h("th", { scope: "col", text: t(key) })))), h("tbody", {}, attributeRows)),
    results([
      [data.labels.wear.hurts, t("js-max", { n: d.max_hurts })],
      [data.labels.wear.acted, t("js-max", { n: d.max_acted })],
      [data.labels.wear.leaks, t("js-max", { n: d.max_leaks })],
      [t("js-carry"), t("js-carry-value", { carried: decimalKg(d.carried_weight_kg), carry: d.carry_weight_kg }), { "data-result": "carry" }],
      [t("js-size"), d.size ? data.labels.size[d.size] ?? d.size : "—"],
      [t("js-reach"), d.reach === null ? "—" : t("js-steps", { n: d.reach })],
      [t("js-token-base"), d.token_base_steps ? h("span", {}, t("js-steps", { n: d.token_base_steps.toString() }), " = ", quantity(d.token_base_metres), " m") : "—"],
      [t("js-talents"), d.talents.map((id) => nameOf("ability", id)).join(", ") || "—"],
      [t("js-limbs"), limbs],
      [t("js-accessories"), `${found.items.accessories.used}/${found.items.accessories.limit}`],
      [t("js-items-value"), t("js-items-value-of", { value: money(ctx, d.items_value_copper), funds: money(ctx, d.starting_funds_copper) })],
    ]),
    h("h4", { text: t("js-problems") }),
    problems.length ? h("ul", { class: "meshal-calc__problems", "data-result": "problems" }, problems)
      : h("p", { class: "meshal-calc__ok", "data-result": "problems", text: t("js-no-problems") }),
  ];
}

/** A weight in kg for reading: "12.5" (weights are given to at most three decimals). */
const decimalKg = (q) => decimal(q, 3).replace(/\.?0+$/, "");
