// The homebrew workshop (/workshop/): write a pack's entries in a form made from each kind's
// schema or as YAML (kept in sync both ways), see every problem `meshal validate` would report at
// its field and its YAML line as you type, preview the entry as the wiki shows it, keep the work in
// this browser, export a zip pack; served by `meshal serve`, open the entry in the wiki it serves.
// Loaded only on the workshop page (meshal.js).

import { context, h, sentence } from "../calculators/index.js";
import { notationOf } from "../dice.js";
import { edition, json, siteAsset } from "../site.js";
import { makeChecker, MANIFEST, message, readYaml, rulesetOf, rulesetParts } from "./check.js";
import { entryForm, Schemas, useTraditional } from "./form.js";
import { files, unpack, zip, ZipProblem } from "./pack.js";
import { preview } from "./preview.js";
import { load, save } from "./store.js";
import { stringify } from "./vendor.js";

const YAML = { version: "1.1", lineWidth: 0 }; // 1.1: a string such as `yes` is quoted, as PyYAML needs
const CHECK_DELAY = 120;
let limits; // the CLI's YAML limits, from assets/workshop.json

/** Mount the workshop into `node` (once). */
export async function initWorkshop(node = document.querySelector(".meshal-workshop")) {
  if (!node || node.dataset.ready) return;
  node.dataset.ready = "1";
  const style = new URL("./workshop.css", import.meta.url).href;
  if (![...document.styleSheets].some((sheet) => sheet.href === style)) document.head.append(h("link", { rel: "stylesheet", href: style }));
  const [data, cards] = await Promise.all([json("assets/workshop.json"), json("assets/cards.json")]);
  const ctx = await context(null);
  node.dataset.ruleset = data.ruleset; // a roll that names no ruleset is the page's (dice.js)
  const [documents, parts] = await Promise.all([
    Promise.all(data.schemas.map((path) => fetch(siteAsset(path)).then((r) => r.json()))),
    rulesetParts(data, (path) => import(`../${path}`), (id) => (data.calculators.includes(id) ? json(`assets/calculators-${id}.json`) : null)),
  ]);
  limits = data.limits;
  useTraditional(data.hant);
  const app = new Workshop(node, { ...ctx, data, cards, documents, parts });
  await app.start();
}

class Workshop {
  constructor(node, env) {
    this.node = node;
    this.env = env;
    this.t = env.t;
    this.schemas = new Schemas(env.documents);
    this.checker = makeChecker({ data: env.data, schemas: env.documents, ...env.parts });
    // Each kind's schema by the file it was published as (a ruleset's `$id`s may be any URLs).
    const published = new Map(env.data.schemas.map((path, index) => [path, env.documents[index].$id]));
    this.urls = Object.fromEntries(env.data.kinds.map((k) => [k.kind, published.get(k.schema)]));
    this.urls.pack = published.get(env.data.pack_schema);
    this.problems = [];
    this.timer = null;
    this.parsed = new Map(); // each file's last version that parsed (by uid): what its form shows while its YAML does not
    this.formOwner = undefined; // whose form is drawn: a form's edits go to its own file, never the selected one
    this.notations = new Map(); // ruleset id → its dice notation for the preview (null while it loads)
  }

  async start() {
    const saved = await load().catch(() => undefined);
    this.pack = saved ?? { manifest: this.env.data.manifest, entries: [], next: 1 };
    this.selected = saved?.selected ?? MANIFEST;
    this.layout();
    this.show();
    this.check();
  }

  // --- layout ---------------------------------------------------------------------------------

  layout() {
    const t = this.t;
    const kinds = h("select", { name: "new-kind", "aria-label": t("js-workshop-kind") }, this.kindGroups());
    // The page's ruleset's first kind an author writes (its own before the common ones), else any.
    const writable = this.env.data.kinds.filter((k) => k.write);
    kinds.value = (writable.find((k) => k.ruleset === this.env.data.ruleset) ?? writable[0])?.kind ?? "";
    const add = h("button", { type: "button", class: "md-button md-button--primary", name: "new-entry", text: t("js-workshop-new"),
      onclick: () => this.add(kinds.value) });
    const chooser = h("input", { type: "file", multiple: true, accept: ".zip,.yaml,.yml", name: "import", class: "meshal-workshop__file",
      onchange: (event) => this.import(event.target.files) });
    const importer = h("label", { class: "md-button meshal-workshop__import" }, t("js-workshop-import"), chooser);
    this.exportLink = h("a", { class: "meshal-workshop__download", hidden: true });
    const exporter = h("button", { type: "button", class: "md-button", name: "export", text: t("js-workshop-export"), onclick: () => this.export() });
    this.list = h("ol", { class: "meshal-workshop__entries", "aria-label": t("js-workshop-entries") });
    this.status = h("p", { class: "meshal-workshop__status", role: "status", "aria-live": "polite" });
    this.form = h("form", { class: "meshal-workshop__form", "aria-label": t("js-workshop-form"), onsubmit: (e) => e.preventDefault() });
    this.yaml = h("textarea", { class: "meshal-workshop__yaml", name: "yaml", spellcheck: false, rows: 18, "aria-label": t("js-workshop-yaml"),
      oninput: () => this.yamlEdited() });
    this.gutter = h("ol", { class: "meshal-workshop__gutter", "aria-hidden": "true" });
    this.yamlNote = h("p", { class: "meshal-workshop__note", hidden: true, text: t("js-workshop-yaml-invalid") });
    this.yamlProblems = h("ul", { class: "meshal-workshop__yaml-problems", "aria-label": t("js-workshop-problems-title") });
    this.remove = h("button", { type: "button", class: "meshal-workshop__delete", name: "delete-entry", text: t("js-workshop-delete"),
      onclick: () => this.delete() });
    this.previewBox = h("div", { class: "meshal-workshop__preview" });
    this.wiki = window.meshalServe ? this.wikiBox() : null; // set by `meshal serve`'s page script only
    this.yaml.addEventListener("scroll", () => { this.gutter.scrollTop = this.yaml.scrollTop; });
    this.node.replaceChildren(
      h("p", { class: "meshal-workshop__private", text: t("js-workshop-private") }),
      h("div", { class: "meshal-workshop__bar" }, kinds, add, importer, exporter, this.exportLink),
      this.status,
      h("div", { class: "meshal-workshop__body" },
        h("nav", { class: "meshal-workshop__nav", "aria-label": t("js-workshop-entries") }, h("h2", { text: t("js-workshop-entries") }), this.list),
        h("section", { class: "meshal-workshop__editor", "aria-label": t("js-workshop-form") }, h("h2", { text: t("js-workshop-form") }), this.form, this.remove),
        h("section", { class: "meshal-workshop__source", "aria-label": t("js-workshop-yaml") }, h("h2", { text: t("js-workshop-yaml") }),
          h("div", { class: "meshal-workshop__code" }, this.gutter, this.yaml), this.yamlNote, this.yamlProblems)),
      h("section", { class: "meshal-workshop__see", "aria-label": t("js-workshop-preview") }, h("h2", { text: t("js-workshop-preview") }), this.wiki, this.previewBox));
  }

  /** The kinds an author can write, grouped: those every ruleset has, then each ruleset's own. */
  kindGroups() {
    const { kinds, messages, rulesets } = this.env.data;
    const option = (k) => h("option", { value: k.kind, text: messages[`kind-${k.kind}`] ?? k.kind });
    const groups = [["", this.t("js-workshop-common-kinds")], ...rulesets.map((r) => [r.id, r.name])];
    return groups.map(([id, label]) => [label, kinds.filter((k) => k.write && k.ruleset === id)])
      .filter(([, mine]) => mine.length).map(([label, mine]) => h("optgroup", { label }, mine.map(option)));
  }

  // --- the selected entry -------------------------------------------------------------------

  current() {
    return this.selected === MANIFEST ? null : this.pack.entries.find((e) => e.uid === this.selected);
  }

  text() {
    return this.current()?.text ?? this.pack.manifest;
  }

  setText(text) {
    const entry = this.current();
    if (entry) entry.text = text;
    else this.pack.manifest = text;
  }

  /** The selected file as data, or null when its YAML does not parse to a mapping. */
  value() {
    return mapping(this.text());
  }

  /** Draw the list, the form, the YAML view and the preview of the selected entry. */
  show() {
    this.yaml.value = this.text();
    this.drawList();
    this.drawForm();
    this.remove.hidden = this.selected === MANIFEST;
    this.drawGutter();
  }

  drawList() {
    const item = (uid, label, kind) => {
      const count = this.problems.filter((p) => p.uid === uid && p.severity === "error").length;
      return h("li", {}, h("button", { type: "button", class: "meshal-workshop__entry", "aria-current": uid === this.selected ? "true" : null,
        "data-uid": uid, onclick: () => this.select(uid) },
      h("span", { class: "meshal-workshop__entry-kind", text: kind }), " ", h("span", { text: label }),
      count ? h("span", { class: "meshal-workshop__count", text: String(count), title: this.t("js-workshop-problems", { n: count }) }) : null));
    };
    const names = this.env.data.messages;
    this.list.replaceChildren(item(MANIFEST, MANIFEST, this.t("js-workshop-manifest")),
      ...this.pack.entries.map((e) => item(e.uid, e.id || "—", names[`kind-${e.kind}`] ?? e.kind ?? "?")));
  }

  /** The selected file's form: of its YAML, or while that does not parse of its own last version that did (else none). */
  drawForm() {
    const uid = this.selected;
    const value = this.value();
    const last = this.parsed.get(uid);
    this.yamlNote.hidden = value !== null;
    this.yamlNote.textContent = this.t(last ? "js-workshop-yaml-invalid" : "js-workshop-yaml-invalid-no-form");
    if (value === null && this.formOwner === uid) return; // its own form stays as it was, mid-edit
    const data = value ?? last;
    this.formOwner = uid;
    if (!data) {
      this.form.replaceChildren(h("p", { class: "meshal-workshop__note meshal-workshop__no-form", text: this.t("js-workshop-yaml-invalid-no-form") }));
      return;
    }
    this.parsed.set(uid, data);
    const kind = uid === MANIFEST ? "pack" : data.kind;
    const url = this.urls[kind];
    if (!url) {
      this.form.replaceChildren(h("p", { class: "meshal-workshop__yaml-only", text: this.t("js-workshop-yaml-only") }));
      return;
    }
    this.form.replaceChildren(entryForm({ schemas: this.schemas, url, entry: data, lang: this.env.lang, t: this.t,
      labels: this.env.data.labels[kind] ?? {},
      onchange: ({ redraw }) => this.formEdited(uid, data, redraw) }));
    this.showProblems();
  }

  drawGutter() {
    const lines = this.yaml.value.split("\n").length;
    const marked = new Set(this.mine().map((p) => p.line));
    this.gutter.replaceChildren(...Array.from({ length: lines }, (_, i) => h("li", { class: marked.has(i + 1) ? "meshal-workshop__marked" : null, text: String(i + 1) })));
    this.gutter.scrollTop = this.yaml.scrollTop;
  }

  select(uid) {
    this.selected = uid;
    this.show();
    this.showProblems();
    this.drawPreview();
    this.persist();
  }

  // --- edits ------------------------------------------------------------------------------

  /** An edit in the form of file `uid` (its `data`): written to that file only, and only while it is the one shown. */
  formEdited(uid, data, redraw) {
    if (uid !== this.selected || uid !== this.formOwner) return;
    this.setText(stringify(data, YAML));
    this.yaml.value = this.text();
    this.sync();
    if (redraw) this.drawForm();
    this.changed();
  }

  yamlEdited() {
    this.setText(this.yaml.value);
    this.sync();
    this.drawForm();
    this.changed();
  }

  /** The entry's kind and id, for the list and the file names. */
  sync() {
    const entry = this.current();
    const value = this.value();
    if (entry && value) Object.assign(entry, { kind: value.kind, id: typeof value.id === "string" ? value.id : "" });
  }

  changed() {
    this.drawGutter();
    this.persist();
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.check(), CHECK_DELAY);
  }

  add(kind) {
    const uid = `e${this.pack.next++}`;
    const taken = new Set(this.pack.entries.map((e) => e.id));
    let id = `my-${kind}`;
    for (let n = 2; taken.has(id); n += 1) id = `my-${kind}-${n}`;
    this.pack.entries.push({ uid, kind, id, text: stringify({ kind, id }, YAML) });
    this.select(uid);
    this.check();
  }

  delete() {
    this.parsed.delete(this.selected);
    this.pack.entries = this.pack.entries.filter((e) => e.uid !== this.selected);
    this.select(MANIFEST);
    this.check();
  }

  async import(chosen) {
    const read = await Promise.all([...chosen].map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
    let found;
    try {
      found = unpack(read, this.env.data.limits.archive);
    } catch (error) {
      const reason = error instanceof ZipProblem ? message(error, this.env.data.messages, this.env.lang) : error.message;
      this.status.replaceChildren(...sentence(this.t("js-workshop-import-failed", { reason })));
      return;
    }
    if (found.manifest !== null) this.pack.manifest = found.manifest;
    for (const text of found.entries) {
      const uid = `e${this.pack.next++}`;
      this.pack.entries.push({ uid, text, kind: "", id: "" });
      this.selected = uid;
      this.sync();
    }
    this.select(this.pack.entries.at(-1)?.uid ?? MANIFEST);
    this.check(); // the status line is the verdict, as after any edit
  }

  export() {
    const bytes = zip(this.pack);
    const id = mapping(this.pack.manifest)?.id;
    const name = `${/^[a-z0-9-]+$/.test(id ?? "") ? id : "my-pack"}.zip`;
    URL.revokeObjectURL(this.exportLink.href);
    this.exportLink.href = URL.createObjectURL(new Blob([bytes], { type: "application/zip" }));
    this.exportLink.download = name;
    this.exportLink.textContent = name;
    this.exportLink.hidden = false;
    this.exportLink.click();
  }

  persist() {
    const { manifest, entries, next } = this.pack;
    save({ manifest, entries: entries.map((e) => ({ ...e })), next, selected: this.selected }).catch(() => {
      this.status.textContent = this.t("js-workshop-not-saved");
    });
  }

  // --- problems ---------------------------------------------------------------------------

  check() {
    const written = files(this.pack);
    const owners = new Map(written.map((file, index) => [file.name, index === 0 ? MANIFEST : this.pack.entries[index - 1].uid]));
    const verdict = this.checker.checkPack(written);
    this.problems = verdict.problems.map((p) => ({ ...p, uid: owners.get(p.file), text: message(p, this.env.data.messages, this.env.lang) }));
    const errors = this.problems.filter((p) => p.severity === "error").length;
    this.status.replaceChildren(...sentence(errors ? this.t("js-workshop-problems", { n: errors }) : this.t("js-workshop-ok", { n: this.pack.entries.length })));
    this.status.dataset.ok = String(!errors);
    this.drawList();
    this.drawGutter();
    this.showProblems();
    this.drawPreview();
  }

  mine() {
    return this.problems.filter((p) => p.uid === this.selected);
  }

  /** Each problem of the selected entry at its field (or the nearest field holding it) and its YAML line. */
  showProblems() {
    for (const list of this.form.querySelectorAll(".meshal-workshop__problems")) list.replaceChildren();
    for (const field of this.form.querySelectorAll("[aria-invalid]")) field.removeAttribute("aria-invalid");
    const lines = [];
    for (const p of this.mine()) {
      const line = this.t("js-workshop-line", { line: p.line });
      // A missing field is said at that field, not at the mapping that lacks it.
      const target = this.fieldOf(p.code === "schema-required" ? `${p.pointer}/${p.fields.name}` : p.pointer);
      if (target) {
        target.append(h("li", { class: `meshal-workshop__problem meshal-workshop__problem--${p.severity}`, "data-code": p.code },
          ...sentence(p.text), " ", h("span", { class: "meshal-other", text: `(${line})` })));
        target.closest("[data-pointer]")?.querySelectorAll("input, select, textarea").forEach((input) => {
          if (input.name === p.pointer || !p.pointer) input.setAttribute("aria-invalid", "true");
        });
        target.closest("details")?.setAttribute("open", "");
      }
      lines.push(h("li", { class: `meshal-workshop__problem meshal-workshop__problem--${p.severity}`, "data-code": p.code, "data-line": String(p.line) },
        h("button", { type: "button", class: "meshal-workshop__goto", text: line, onclick: () => this.goto(p.line) }), " ", ...sentence(p.text)));
    }
    this.yamlProblems.replaceChildren(...lines);
  }

  fieldOf(pointer) {
    const steps = pointer.split("/");
    while (steps.length > 1) {
      const list = this.form.querySelector(`.meshal-workshop__problems[data-for="${CSS.escape(steps.join("/"))}"]`);
      if (list) return list;
      steps.pop();
    }
    return this.form.querySelector(".meshal-workshop__problems");
  }

  goto(line) {
    const lines = this.yaml.value.split("\n");
    const start = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0);
    this.yaml.focus();
    this.yaml.setSelectionRange(start, start + (lines[line - 1]?.length ?? 0));
  }

  // --- preview ------------------------------------------------------------------------------

  /** "Open in wiki" and what came of it. */
  wikiBox() {
    this.wikiButton = h("button", { type: "button", class: "md-button", name: "open-in-wiki", text: this.t("js-workshop-open"),
      title: this.t("js-workshop-open-title"), onclick: () => this.openInWiki() });
    this.wikiSaid = h("div", { class: "meshal-workshop__wiki-said", role: "status", "aria-live": "polite" });
    return h("div", { class: "meshal-workshop__wiki" }, this.wikiButton, this.wikiSaid);
  }

  /** Post the pack to `meshal serve`, which serves it beside its packs and rebuilds, then go to the entry's
   * page in this tab: a tab opened after the rebuild's wait would be a pop-up browsers block, and the work
   * is kept in this browser, so Back returns to it. A refusal is said here; the wiki keeps its last good build. */
  async openInWiki() {
    const value = this.value();
    const serve = window.meshalServe;
    const query = new URLSearchParams({ lang: edition(), kind: value?.kind ?? "", id: value?.id ?? "" });
    serve.busy = true; // the rebuild must not reload this page before the answer comes
    this.wikiButton.disabled = true;
    this.wikiSaid.replaceChildren(h("p", { text: this.t("js-workshop-opening") }));
    try {
      const response = await fetch(`${serve.preview}?${query}`, { method: "POST", body: zip(this.pack),
        headers: { "Content-Type": "application/zip" } });
      const answer = await response.json();
      if (response.ok) return location.assign(answer.url);
      const refused = response.status === 422 ? [h("p", { text: this.t("js-workshop-open-refused") })] : [];
      this.wikiSaid.replaceChildren(...refused,
        h("ul", { class: "meshal-workshop__wiki-lines" }, answer.lines.map((line) => h("li", { text: line }))));
    } catch (error) {
      this.wikiSaid.replaceChildren(...sentence(this.t("js-workshop-open-failed", { reason: error.message })));
    }
    serve.busy = false;
    this.wikiButton.disabled = false;
  }

  /** The dice notation of `ruleset` once loaded (null until then, or when it has none): the preview is
   * drawn again when it comes. */
  notation(ruleset) {
    if (!ruleset.dice || !ruleset.present) return null; // a ruleset this site does not show has no dice.js here
    if (!this.notations.has(ruleset.id)) {
      this.notations.set(ruleset.id, null);
      notationOf(ruleset.id).then((found) => {
        this.notations.set(ruleset.id, found);
        this.drawPreview();
      }, () => {}); // no browser half: its rolls stay text, as on a page without its dice.js
    }
    return this.notations.get(ruleset.id);
  }

  drawPreview() {
    const entry = this.current();
    const value = entry && this.value();
    if (this.wiki) this.wiki.hidden = !value || !this.urls[value.kind];
    if (!value || !this.urls[value.kind]) {
      this.previewBox.replaceChildren(h("p", { class: "meshal-workshop__note", text: this.t("js-workshop-preview-none") }));
      return;
    }
    const mine = new Map();
    for (const other of this.pack.entries) {
      const data = mapping(other.text);
      if (data?.kind && data?.id) mine.set(`${data.kind}:${data.id}`, data);
    }
    const manifest = mapping(this.pack.manifest);
    const data = this.env.data;
    const ruleset = rulesetOf(data, manifest?.ruleset) ?? rulesetOf(data, data.ruleset);
    const shown = preview({ ...this.env, schemas: this.schemas, url: this.urls[value.kind], messages: data.messages,
      labels: data.labels, token: ruleset.token, mine, packName: manifest?.name, ruleset: ruleset.id,
      notation: this.notation(ruleset) }, value);
    this.previewBox.replaceChildren(shown.page, h("h3", { text: this.t("js-workshop-preview-card") }), shown.card);
  }
}

/** A YAML text as data (read as `meshal validate` reads it) when it is a mapping; else null. */
function mapping(text) {
  const read = readYaml({ name: "", text }, [], limits);
  const value = read?.value;
  return value && typeof value === "object" && !Array.isArray(value) ? value : null;
}
