// A form generated from a kind's JSON Schema: every property with its title and description in the
// page's language (our schemas write them "中文 / English"), enums as selects, bilingual texts as
// zh and en side by side, objects as fieldsets, lists with add and remove. Editing a field changes
// the entry (a plain object) at the field's path and calls `onchange`; fields the form cannot
// show (a value of an unexpected shape) say so and are left to the YAML view.

import { h, sentence } from "../calculators/index.js";
import { splitBilingual, toPointer } from "./check.js";

const TEXT = "/$defs/text";
const LONG_TEXTS = new Set(["text", "summary", "effect", "description", "quote", "resolution", "condition", "requirement",
  "requirements"]);
const HEAD = ["kind", "id", "name", "summary"]; // the entry header first, as the wiki shows it

let traditional = {}; // zh half → its zh-Hant form, on zh-Hant pages (assets/workshop.json's "hant")

/** Show the schemas' Chinese halves in Traditional characters (the zh-Hant edition's table). */
export function useTraditional(table) {
  traditional = table ?? {};
}

/** One page-language half of a "中文 / English" title or description. */
export function local(text, lang) {
  const [zh, en] = splitBilingual(text ?? "");
  return lang === "zh" ? traditional[zh] ?? zh : en || zh;
}

/** Schema nodes with $ref resolved and allOf branches merged: what a form needs of them. */
export class Schemas {
  constructor(documents) {
    this.byUrl = new Map(documents.map((d) => [d.$id, d]));
    // Each schema node's document: a $ref inside a node merged from another document (an allOf
    // branch from defs.schema.json) resolves against that document, not the one using it.
    this.home = new WeakMap();
    const walk = (node, url) => {
      if (!node || typeof node !== "object" || this.home.has(node)) return;
      this.home.set(node, url);
      for (const value of Object.values(node)) walk(value, url);
    };
    for (const document of documents) walk(document, document.$id);
  }

  resolve(ref, base) {
    const [address, fragment = ""] = ref.split("#");
    const url = address ? new URL(address, base).href : base;
    let node = this.byUrl.get(url);
    for (const step of fragment.split("/").slice(1)) node = node?.[step];
    return { node: node ?? {}, base: url };
  }

  /** {node, base, text}: `node` with its $ref followed (its own title/description kept) and allOf merged. */
  expand(node, base) {
    base = this.home.get(node) ?? base;
    let text = false;
    let merged = { ...node };
    while (merged.$ref) {
      text ||= merged.$ref.endsWith(TEXT);
      const target = this.resolve(merged.$ref, base);
      const { $ref: _, ...own } = merged;
      merged = { ...target.node, ...own };
      base = target.base;
    }
    for (const sub of merged.allOf ?? []) {
      const branch = this.expand(sub, base).node;
      merged = { ...merged, properties: { ...(branch.properties ?? {}), ...(merged.properties ?? {}) },
        required: [...(merged.required ?? []), ...(branch.required ?? [])] };
    }
    return { node: merged, base, text };
  }
}

/** The form of one entry. `entry` is changed in place; `onchange()` after every edit. */
export function entryForm({ schemas, url, entry, lang, t, onchange, labels = {} }) {
  const root = schemas.expand(schemas.byUrl.get(url), url);
  const names = Object.keys(root.node.properties ?? {});
  const order = [...HEAD.filter((n) => names.includes(n)), ...names.filter((n) => !HEAD.includes(n))];
  const fields = h("div", { class: "meshal-workshop__fields" });
  for (const name of order) {
    fields.append(property({ schemas, lang, t, onchange, entry, labels }, root, name, [name], root.node.required?.includes(name)));
  }
  return fields;
}

function property(ctx, parent, name, path, required) {
  const { node, base, text } = ctx.schemas.expand(parent.node.properties[name], parent.base);
  const label = local(node.title, ctx.lang) || name;
  const help = local(node.description, ctx.lang);
  return control(ctx, { node, base, text }, path, label, help, required);
}

function control(ctx, schema, path, label, help, required) {
  const { node, text } = schema;
  const value = valueAt(ctx.entry, path);
  const wrap = (input, extra = {}) => field(path, label, help, required, input, extra);
  if (text) return bilingual(ctx, schema, path, label, help, required);
  if (node.const !== undefined) return wrap(h("input", { value: String(node.const), readonly: true, name: toPointer(path) }));
  if (node.enum) return wrap(select(ctx, path, node.enum, value, ctx.labels[path.at(-1)]));
  if (node.type === "object" && node.properties) return object(ctx, schema, path, label, help, required);
  if (node.type === "array") return list(ctx, schema, path, label, help, required);
  if (node.type === "integer" || node.type === "number") {
    return wrap(h("input", { type: "number", inputmode: "numeric", name: toPointer(path), value: value ?? "",
      min: node.minimum, max: node.maximum, step: node.type === "integer" ? 1 : "any",
      oninput: (event) => set(ctx, path, event.target.value === "" ? undefined : Number(event.target.value)) }));
  }
  if (node.type === "boolean") return wrap(select(ctx, path, [true, false], value));
  if (node.type === "string" || node["x-dice"]) {
    return wrap(h("input", { type: "text", name: toPointer(path), value: typeof value === "string" ? value : value ?? "",
      autocomplete: "off", spellcheck: false, placeholder: diceExample(ctx, node),
      oninput: (event) => set(ctx, path, event.target.value === "" ? undefined : event.target.value) }), { dice: !!node["x-dice"] });
  }
  return wrap(h("p", { class: "meshal-workshop__yaml-only", text: ctx.t("js-workshop-yaml-only") }));
}

/** A dice field's placeholder: its schema's own `examples` (each ruleset writes its notation's), or none. */
const diceExample = (ctx, node) =>
  (node["x-dice"] && node.examples?.length ? ctx.t("js-workshop-dice-example", { examples: node.examples.join(", ") }) : null);

/** A field's help from its schema's description; a `code span` in it shows as code. */
const hint = (help) => (help ? h("small", { class: "meshal-field__hint" }, sentence(help)) : null);
const star = (required) => (required ? h("span", { class: "meshal-workshop__required", "aria-hidden": "true", text: " *" }) : null);

/** A field: its label (and the language-neutral path), its input, its help and room for its problems. */
function field(path, label, help, required, input, { dice = false } = {}) {
  return h("div", { class: `meshal-workshop__field${dice ? " meshal-workshop__field--dice" : ""}`, "data-pointer": toPointer(path) },
    h("label", { class: "meshal-field" },
      h("span", { class: "meshal-field__label" }, label, star(required)),
      input),
    hint(help),
    h("ul", { class: "meshal-workshop__problems", "data-for": toPointer(path) }));
}

/** A select of `options`, each shown as the value and, where the wiki names it, that name. */
function select(ctx, path, options, value, names = {}) {
  const input = h("select", { name: toPointer(path), onchange: (event) => {
    const chosen = event.target.selectedIndex - 1;
    set(ctx, path, chosen < 0 ? undefined : options[chosen]);
  } }, h("option", { value: "", text: "—" }), options.map((option) => h("option", { value: String(option),
    text: names[option] && names[option].toLowerCase() !== String(option).toLowerCase() ? `${option} · ${names[option]}` : String(option) })));
  input.selectedIndex = options.findIndex((o) => o === value) + 1;
  if (value !== undefined && input.selectedIndex === 0) { // a value the schema does not allow: kept, and shown
    input.append(h("option", { value: String(value), text: String(value) }));
    input.selectedIndex = options.length + 1;
  }
  return input;
}

/** zh and en of one text side by side (stacked on a phone), each a field of its own. */
function bilingual(ctx, schema, path, label, help, required) {
  const value = valueAt(ctx.entry, path);
  const long = LONG_TEXTS.has(path.at(-1)) || path.length > 1;
  const languages = Object.keys(schema.node.properties ?? { zh: {}, en: {} });
  const halves = languages.map((lang) => {
    const sub = schema.node.properties?.[lang] ?? {};
    const own = typeof value?.[lang] === "string" ? value[lang] : "";
    const attrs = { name: toPointer([...path, lang]), lang, value: own, spellcheck: lang === "en",
      oninput: (event) => setText(ctx, path, lang, event.target.value) };
    return h("div", { class: "meshal-workshop__half", "data-pointer": toPointer([...path, lang]) },
      h("label", { class: "meshal-field" }, h("span", { class: "meshal-field__label", text: local(sub.title, ctx.lang) || lang }),
        long ? textarea({ ...attrs, rows: path.at(-1) === "text" ? 5 : 2 }) : h("input", { type: "text", ...attrs })),
      h("ul", { class: "meshal-workshop__problems", "data-for": toPointer([...path, lang]) }));
  });
  return h("fieldset", { class: "meshal-workshop__field meshal-workshop__bilingual", "data-pointer": toPointer(path) },
    h("legend", {}, label, star(required)),
    hint(help),
    h("div", { class: "meshal-workshop__halves" }, halves),
    h("ul", { class: "meshal-workshop__problems", "data-for": toPointer(path) }));
}

/** A textarea showing `value` (a textarea has no value attribute: its text is a property). */
function textarea({ value, ...attrs }) {
  const node = h("textarea", attrs);
  node.value = value;
  return node;
}

function object(ctx, schema, path, label, help, required) {
  const value = valueAt(ctx.entry, path);
  const names = Object.keys(schema.node.properties);
  const inner = names.map((name) => property(ctx, schema, name, [...path, name], schema.node.required?.includes(name)));
  const box = h("details", { class: "meshal-workshop__field meshal-workshop__object", "data-pointer": toPointer(path), open: value !== undefined || required },
    h("summary", {}, label, star(required)),
    hint(help),
    h("ul", { class: "meshal-workshop__problems", "data-for": toPointer(path) }),
    inner);
  return box;
}

function list(ctx, schema, path, label, help, required) {
  const items = ctx.schemas.expand(schema.node.items ?? {}, schema.base);
  const value = valueAt(ctx.entry, path);
  if (items.node.enum && !items.text) { // several of a few values: a checkbox each
    const chosen = new Set(Array.isArray(value) ? value : []);
    const boxes = items.node.enum.map((option) => h("label", { class: "meshal-workshop__choice" },
      h("input", { type: "checkbox", name: toPointer(path), value: String(option), checked: chosen.has(option), onchange: (event) => {
        const now = Array.isArray(valueAt(ctx.entry, path)) ? [...valueAt(ctx.entry, path)] : [];
        const next = event.target.checked ? [...now, option] : now.filter((v) => v !== option);
        set(ctx, path, next.length || schema.node.minItems === 0 ? items.node.enum.filter((o) => next.includes(o)) : undefined);
      } }), ` ${option}`));
    return field(path, label, help, required, h("span", { class: "meshal-workshop__choices" }, boxes));
  }
  if (value !== undefined && !Array.isArray(value)) return field(path, label, help, required, h("p", { class: "meshal-workshop__yaml-only", text: ctx.t("js-workshop-yaml-only") }));
  const rows = (Array.isArray(value) ? value : []).map((_, index) => {
    const itemLabel = `${label} ${index + 1}`;
    const inner = control(ctx, items, [...path, index], itemLabel, "", false);
    const remove = h("button", { type: "button", class: "meshal-workshop__remove", text: ctx.t("js-workshop-remove"),
      "aria-label": `${ctx.t("js-workshop-remove")}: ${itemLabel}`, onclick: () => {
        const now = [...valueAt(ctx.entry, path)];
        now.splice(index, 1);
        set(ctx, path, now.length ? now : undefined, true);
      } });
    return h("li", { class: "meshal-workshop__item" }, inner, remove);
  });
  const add = h("button", { type: "button", class: "md-button meshal-workshop__add", text: `+ ${label}`, onclick: () => {
    const now = Array.isArray(valueAt(ctx.entry, path)) ? [...valueAt(ctx.entry, path)] : [];
    now.push(items.node.type === "object" || items.text ? {} : items.node.type === "integer" ? 0 : "");
    set(ctx, path, now, true);
  } });
  return h("div", { class: "meshal-workshop__field meshal-workshop__list", "data-pointer": toPointer(path) },
    h("span", { class: "meshal-field__label" }, label, star(required)),
    hint(help),
    h("ul", { class: "meshal-workshop__problems", "data-for": toPointer(path) }),
    h("ol", { class: "meshal-workshop__items" }, rows), add);
}

// --- the entry at a path --------------------------------------------------------------------

export function valueAt(root, path) {
  let value = root;
  for (const step of path) value = value?.[step];
  return value;
}

/** Set (or, with undefined, remove) the value at `path`; containers left empty go too. `redraw`:
 * the form's shape changed (an item added or removed). */
function set(ctx, path, value, redraw = false) {
  let node = ctx.entry;
  for (const step of path.slice(0, -1)) {
    if (node[step] === undefined || node[step] === null || typeof node[step] !== "object") {
      if (value === undefined) return;
      node[step] = typeof step === "number" ? [] : {};
    }
    node = node[step];
  }
  const last = path.at(-1);
  if (value === undefined) delete node[last];
  else node[last] = value;
  prune(ctx.entry, path.slice(0, -1));
  ctx.onchange({ redraw });
}

function setText(ctx, path, lang, text) {
  const now = valueAt(ctx.entry, path);
  const next = { ...(now && typeof now === "object" ? now : {}) };
  if (text === "") delete next[lang];
  else next[lang] = text;
  set(ctx, path, Object.keys(next).length ? next : undefined);
}

/** Remove the empty objects on `path` from the innermost out (not list items: their place counts). */
function prune(root, path) {
  for (let depth = path.length; depth > 0; depth -= 1) {
    const parent = valueAt(root, path.slice(0, depth - 1));
    const key = path[depth - 1];
    const node = parent?.[key];
    if (node && typeof node === "object" && !Array.isArray(node) && !Object.keys(node).length && !Array.isArray(parent)) delete parent[key];
    else return;
  }
}
