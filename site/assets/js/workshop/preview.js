// The entry as the wiki will show it: the page head (name, Homebrew badge, the other language's
// name, the summary), its fields as the page's field table, its texts in our Markdown subset with
// references as links carrying hover cards and dice as buttons that open the calculators — and
// its hover card, in the look of cards.js. Pack text is untrusted: every node is built with
// textContent and attributes, never innerHTML, like the build's escaping.

import { h } from "../calculators/index.js";
import { asset } from "../site.js";
import { local, valueAt } from "./form.js";

const SKIP = new Set(["kind", "id", "name", "summary", "text", "extends", "replaces"]);

/** `ctx`: {schemas, url, lang, t, cards, messages, token, mine, ruleset, notation} → the preview's two parts
 * (`notation`: the pack's ruleset's dice (../dice.js), null while it loads or when it has none). */
export function preview(ctx, entry) {
  const other = ctx.lang === "zh" ? "en" : "zh";
  const name = pick(entry.name, ctx.lang) || entry.id || "—";
  const badge = h("span", { class: "meshal-badge meshal-badge--homebrew", text: ctx.messages["origin-homebrew"] ?? "Homebrew" });
  const page = h("article", { class: "meshal-workshop__page md-typeset", "aria-label": ctx.t("js-workshop-preview-page") },
    h("h1", { text: name }),
    h("p", {}, badge, " ", h("span", { class: "meshal-other", lang: other, text: entry.name?.[other] ?? "" })));
  if (entry.summary) page.append(h("p", {}, h("em", {}, text(ctx, pick(entry.summary, ctx.lang)))));
  const root = ctx.schemas.expand(ctx.schemas.byUrl.get(ctx.url), ctx.url);
  const rows = [];
  const sections = [];
  for (const [key, sub] of Object.entries(root.node.properties ?? {})) {
    if (SKIP.has(key) || entry[key] === undefined) continue;
    describe(ctx, ctx.schemas.expand(sub, root.base), [key], entry, rows, sections, 2);
  }
  if (rows.length) {
    page.append(h("table", {}, h("thead", {}, h("tr", {}, h("th", { text: ctx.t("js-workshop-col-field") }), h("th", { text: ctx.t("js-workshop-col-detail") }))),
      h("tbody", {}, rows)));
  }
  if (entry.text) page.append(...blocks(ctx, pick(entry.text, ctx.lang)));
  page.append(...sections);
  return { page, card: card(ctx, entry, name, badge.cloneNode(true)) };
}

/** One property: a table row for a value, a section (heading, rows as a list, texts) for an object. */
function describe(ctx, schema, path, entry, rows, sections, level) {
  const { node, text: isText } = schema;
  const value = valueAt(entry, path);
  const label = local(node.title, ctx.lang) || String(path.at(-1));
  if (isText) {
    rows.push(row(label, text(ctx, pick(value, ctx.lang))));
  } else if (node.type === "object" && node.properties && value && typeof value === "object") {
    const inner = [];
    const innerSections = [];
    for (const [key, sub] of Object.entries(node.properties)) {
      if (value[key] !== undefined) describe(ctx, ctx.schemas.expand(sub, schema.base), [...path, key], entry, inner, innerSections, level + 1);
    }
    sections.push(h(`h${Math.min(level, 4)}`, { text: label }), h("ul", {}, inner.map((r) => h("li", {}, h("strong", { text: `${r.label}: ` }), r.detail))), ...innerSections);
  } else if (Array.isArray(value)) {
    const items = ctx.schemas.expand(node.items ?? {}, schema.base);
    if (items.node.type === "object" && items.node.properties) {
      value.forEach((item, index) => describe(ctx, { ...items, node: { ...items.node, title: `${node.title ?? label} ${index + 1}` } },
        [...path, index], entry, rows, sections, level));
    } else {
      rows.push(row(label, value.map((v) => (items.text ? pick(v, ctx.lang) : String(v))).join(", ")));
    }
  } else if (node["x-dice"] && typeof value === "string") {
    rows.push(row(label, dice(ctx, value)));
  } else if (value !== null && typeof value !== "object") {
    rows.push(row(label, ctx.labels?.[entry.kind]?.[path.at(-1)]?.[value] ?? String(value)));
  }
}

/** A row of the field table; `label` and `detail` stay on it for a section's list. */
function row(label, detail) {
  const copy = typeof detail === "string" ? detail : detail.cloneNode(true);
  const tr = h("tr", {}, h("td", { text: label }), h("td", {}, detail));
  return Object.assign(tr, { label, detail: copy });
}

/** The hover card of the entry, as cards.js fills it. */
function card(ctx, entry, name, badge) {
  const other = ctx.lang === "zh" ? "en" : "zh";
  badge.title = pick(ctx.packName, ctx.lang);
  return h("div", { class: "meshal-card meshal-workshop__card", "aria-label": ctx.t("js-workshop-preview-card") },
    h("div", { class: "meshal-card__head" }, h("strong", { text: name }), " ",
      h("span", { class: "meshal-other", lang: other, text: [entry.abbr && `(${entry.abbr})`, entry.name?.[other]].filter(Boolean).join(" ") })),
    h("div", { class: "meshal-card__meta" }, ctx.messages[`kind-${entry.kind}`] ?? entry.kind ?? "", " · ", badge),
    h("p", { text: plain(ctx, pick(entry.summary, ctx.lang)) }));
}

// --- our text subset ------------------------------------------------------------------------

/** Paragraphs and `- ` lists of a text, as DOM blocks. */
function blocks(ctx, source) {
  const out = [];
  for (const paragraph of String(source).replace(/\r\n/g, "\n").split(/\n\s*\n/)) {
    const lines = paragraph.split("\n");
    if (lines.every((line) => /^\s*- /.test(line) || !line.trim())) {
      out.push(h("ul", {}, lines.filter((l) => l.trim()).map((line) => h("li", {}, text(ctx, line.replace(/^\s*- /, ""))))));
    } else {
      out.push(h("p", {}, text(ctx, paragraph)));
    }
  }
  return out;
}

/** Inline text: `**bold**`, references, dice, the ruleset's badges and code spans; the rest as text nodes. */
function text(ctx, source) {
  const span = document.createDocumentFragment();
  if (typeof source !== "string") return span;
  const token = new RegExp(ctx.token, "gu");
  let last = 0;
  for (const match of source.matchAll(token)) {
    span.append(...bold(source.slice(last, match.index)));
    const g = match.groups;
    if (g.ref) span.append(reference(ctx, match[2], match[3], match[4], midSentence(source, match.index)));
    else if (g.dice) span.append(dice(ctx, g.dice));
    else if (g.code) span.append(h("code", { text: g.code.slice(1, -1) }));
    else span.append(h("span", { class: "meshal-timing", text: g.badge }));
    last = match.index + match[0].length;
  }
  span.append(...bold(source.slice(last)));
  return span;
}

/** Whether `at` is inside a sentence: not at the start of a line, a list item or a sentence (markup.mid_sentence). */
function midSentence(text, at) {
  const before = text.slice(0, at).replace(/[ \t*"'“‘]+$/u, "");
  const line = before.split("\n").at(-1);
  if (["", "-"].includes(line.trim())) return false;
  return !".!?:".includes(before.at(-1));
}

function bold(source) {
  return source.split("**").map((part, i) => (i % 2 ? h("strong", { text: part }) : document.createTextNode(part)));
}

/** A reference as the build links it (pages.py Links.linker): an English term's name takes the
 * sentence's case inside a sentence, unless the term is a proper name; an author's label is kept. */
function reference(ctx, kind, id, label, mid) {
  const target = kind === "def" ? "term" : kind;
  const key = `${target}:${id}`;
  const shipped = ctx.cards[key];
  const mine = ctx.mine.get(key);
  let shown = label ?? shipped?.name ?? pick(mine?.name, ctx.lang) ?? id;
  if (label === undefined && mid && kind === "term" && ctx.lang === "en" && !ctx.data.proper.includes(id)) {
    shown = shown.replace(/\b[A-Z](?=[a-zà-ÿ])/g, (letter) => letter.toLowerCase());
  }
  if (kind === "def") return h("strong", { class: "meshal-def", text: shown });
  if (!shipped) return h("span", { class: "meshal-workshop__ref", text: shown });
  return h("a", { class: "meshal-ref", href: asset(shipped.url), "data-ref": key, text: shown });
}

/** A dice button (opens the roll and odds dialog), or the text as written when it is not a roll. */
function dice(ctx, written) {
  if (!ctx.notation) return document.createTextNode(written);
  try {
    const spec = ctx.notation.parse(written);
    return h("button", { type: "button", class: "meshal-dice", "data-dice": ctx.notation.label(spec, ctx.lang, true),
      "data-ruleset": ctx.ruleset, title: ctx.t("js-workshop-dice-title"), text: ctx.notation.label(spec, ctx.lang) });
  } catch {
    return document.createTextNode(written);
  }
}

/** The summary as hover cards show it: references as their names, no markup. */
function plain(ctx, source) {
  if (typeof source !== "string") return "";
  return source.replace(new RegExp(ctx.token, "gu"), (all, _r, kind, id, label, ...rest) => {
    const groups = rest.at(-1);
    if (!groups.ref) return all;
    const target = kind === "def" ? "term" : kind;
    return label ?? ctx.cards[`${target}:${id}`]?.name ?? pick(ctx.mine.get(`${target}:${id}`)?.name, ctx.lang) ?? id;
  }).replaceAll("**", "");
}

function pick(text, lang) {
  if (!text || typeof text !== "object") return typeof text === "string" ? text : undefined;
  return text[lang] ?? text[lang === "zh" ? "en" : "zh"];
}

