// List pages: find, filter and sort the table by its rows' data attributes. The choice lives in
// the URL (?find=sword&category=weapon&category-not=armour&value-min=100&sort=rank&dir=desc), so a
// filtered list can be shared, and every change is a history entry, so Back undoes it.
// Sort keys are written at build time (handbook order for vocabularies, pinyin for zh names).

import { format } from "./site.js";

function readState() {
  const params = new URLSearchParams(location.search);
  return { params, sort: params.get("sort"), dir: params.get("dir") === "desc" ? -1 : 1 };
}

function url(params) {
  const query = params.toString();
  return query ? `?${query}` : location.pathname;
}

// Typing in the find box is one history entry, not one per letter.
let typing = false;

function writeState(params, { replace = false } = {}) {
  if (replace) history.replaceState(history.state, "", url(params));
  else history.pushState(history.state, "", url(params));
}

/** Drop values the list does not have from the URL; return "field=value" for each one dropped. */
function dropUnknown(spec) {
  const { params } = readState();
  const dropped = [];
  const known = new Map();
  for (const filter of spec) {
    if (filter.range) {
      const number = (value) => value !== "" && Number.isFinite(Number(value));
      for (const end of ["min", "max"]) known.set(`${filter.field}-${end}`, number);
    } else {
      const values = new Set(filter.options.map(([value]) => value));
      known.set(filter.field, (value) => values.has(value));
      known.set(`${filter.field}-not`, (value) => values.has(value));
    }
  }
  for (const [name, test] of known) {
    const values = params.getAll(name);
    const kept = values.filter(test);
    if (kept.length === values.length) continue;
    dropped.push(...values.filter((value) => !test(value)).map((value) => `${name}=${value}`));
    params.delete(name);
    for (const value of kept) params.append(name, value);
  }
  if (dropped.length) writeState(params, { replace: true });
  return dropped;
}

function matches(row, params, spec) {
  const query = (params.get("find") || "").trim().toLowerCase();
  if (query) {
    const haystack = [row.dataset.name, row.dataset.other, row.dataset.keyName.replace(/\s+/g, "")].join(" ").toLowerCase();
    if (!query.split(/\s+/).every((word) => haystack.includes(word))) return false;
  }
  for (const { field, range } of spec) {
    const value = row.dataset[field];
    if (range) {
      const min = params.get(`${field}-min`);
      const max = params.get(`${field}-max`);
      if ((min !== null || max !== null) && value === "") return false;
      if (min !== null && Number(value) < Number(min)) return false;
      if (max !== null && Number(value) > Number(max)) return false;
      continue;
    }
    const only = params.getAll(field);
    if (only.length && !only.includes(value)) return false;
    if (params.getAll(`${field}-not`).includes(value)) return false;
  }
  return true;
}

function camel(field) {
  return field.replace(/-(\w)/g, (all, letter) => letter.toUpperCase());
}

function apply(table, spec, parts) {
  const { params, sort, dir } = readState();
  const rows = [...table.tBodies[0].rows];
  let shown = 0;
  for (const row of rows) {
    row.hidden = !matches(row, params, spec);
    shown += !row.hidden;
  }
  const by = sort && table.querySelector(`th[data-sort="${CSS.escape(sort)}"]`) ? sort : "name";
  const attribute = `key${camel(by[0].toUpperCase() + by.slice(1))}`;
  const numeric = by !== "name";
  const key = (row) => (numeric ? Number(row.dataset[attribute]) : row.dataset[attribute]);
  const direction = sort ? dir : 1;
  rows.sort((a, b) => (key(a) > key(b) ? direction : key(a) < key(b) ? -direction : 0));
  table.tBodies[0].append(...rows);
  for (const th of table.tHead.rows[0].cells) {
    th.setAttribute("aria-sort", th.dataset.sort === sort ? (dir > 0 ? "ascending" : "descending") : "none");
  }
  parts.counter.textContent = format(parts.counter.dataset.template, { shown, total: rows.length });
  parts.empty.hidden = shown > 0;
  table.hidden = shown === 0;
  for (const sync of parts.syncs) sync(params);
}

function checkboxFilter(box, { field, title, options }, change) {
  // A disclosure button, not <details>: the theme styles every <details> as a call-out.
  const wrapper = document.createElement("div");
  wrapper.className = "meshal-filter";
  const toggle = document.createElement("button");
  toggle.type = "button";
  toggle.className = "meshal-filter__toggle";
  toggle.setAttribute("aria-expanded", "false");
  const chosen = document.createElement("span");
  chosen.className = "meshal-filter__chosen";
  toggle.append(title, ": ", chosen);
  const body = document.createElement("div");
  body.className = "meshal-filter__body";
  const modes = document.createElement("div");
  modes.className = "meshal-filter__modes";
  modes.setAttribute("role", "radiogroup");
  modes.setAttribute("aria-label", title);
  const radios = {};
  for (const mode of ["include", "exclude"]) {
    const label = document.createElement("label");
    const radio = document.createElement("input");
    radio.type = "radio";
    radio.name = `meshal-${field}-mode`;
    radio.value = mode;
    radios[mode] = radio;
    label.append(radio, " ", box.dataset[`label${mode[0].toUpperCase()}${mode.slice(1)}`]);
    modes.append(label);
  }
  const list = document.createElement("ul");
  list.className = "meshal-filter__options";
  const boxes = [];
  for (const [value, text] of options) {
    const item = document.createElement("li");
    const label = document.createElement("label");
    const check = document.createElement("input");
    check.type = "checkbox";
    check.value = value;
    boxes.push([check, text]);
    label.append(check, " ", text);
    item.append(label);
    list.append(item);
  }
  body.append(modes, list);
  body.hidden = true;
  body.id = `meshal-filter-${field}`;
  toggle.setAttribute("aria-controls", body.id);
  toggle.addEventListener("click", () => {
    body.hidden = !body.hidden;
    toggle.setAttribute("aria-expanded", String(!body.hidden));
    wrapper.classList.toggle("meshal-filter--open", !body.hidden);
  });
  wrapper.append(toggle, body);
  box.append(wrapper);

  const write = () => {
    const { params } = readState();
    const mode = radios.exclude.checked ? "exclude" : "include";
    params.delete(field);
    params.delete(`${field}-not`);
    for (const [check] of boxes) if (check.checked) params.append(mode === "include" ? field : `${field}-not`, check.value);
    change(params);
  };
  for (const radio of Object.values(radios)) radio.addEventListener("change", write);
  for (const [check] of boxes) check.addEventListener("change", write);

  return (params) => {
    const only = params.getAll(field);
    const not = params.getAll(`${field}-not`);
    const exclude = not.length > 0 && only.length === 0;
    radios.exclude.checked = exclude;
    radios.include.checked = !exclude;
    const picked = exclude ? not : only;
    const names = [];
    for (const [check, text] of boxes) {
      check.checked = picked.includes(check.value);
      if (check.checked) names.push(text);
    }
    chosen.textContent = names.length ? `${exclude ? "≠ " : ""}${names.join(", ")}` : box.dataset.labelAll;
  };
}

function rangeFilter(box, { field, title, min, max }, change) {
  const set = document.createElement("fieldset");
  set.className = "meshal-range";
  const legend = document.createElement("legend");
  legend.textContent = title;
  set.append(legend);
  const inputs = {};
  for (const end of ["min", "max"]) {
    const label = document.createElement("label");
    const input = document.createElement("input");
    input.type = "number";
    input.step = "any";
    input.name = `${field}-${end}`;
    input.placeholder = String(end === "min" ? min : max);
    input.inputMode = "decimal";
    inputs[end] = input;
    label.append(box.dataset[end === "min" ? "labelFrom" : "labelTo"], " ", input);
    set.append(label);
    input.addEventListener("change", () => {
      const { params } = readState();
      input.value === "" ? params.delete(input.name) : params.set(input.name, input.value);
      change(params);
    });
  }
  box.append(set);
  return (params) => {
    for (const input of Object.values(inputs)) {
      const value = params.get(input.name) ?? "";
      if (document.activeElement !== input || input.value !== value) input.value = value;
    }
  };
}

function findFilter(box, change) {
  const label = document.createElement("label");
  label.className = "meshal-find";
  const input = document.createElement("input");
  input.type = "search";
  input.name = "find"; // not "q": the theme opens its search for ?q=
  input.placeholder = box.dataset.labelFindHint;
  label.append(box.dataset.labelFind, " ", input);
  box.append(label);
  input.addEventListener("input", () => {
    const { params } = readState();
    input.value ? params.set("find", input.value) : params.delete("find");
    change(params, { replace: typing });
    typing = true;
  });
  input.addEventListener("blur", () => { typing = false; });
  return (params) => {
    if (input.value !== (params.get("find") ?? "")) input.value = params.get("find") ?? "";
  };
}

function resetButton(box, change) {
  const reset = document.createElement("button");
  reset.type = "button";
  reset.className = "md-button meshal-filter-reset";
  reset.textContent = box.dataset.labelReset;
  reset.addEventListener("click", () => {
    const { params } = readState();
    for (const name of [...params.keys()]) if (!["sort", "dir"].includes(name)) params.delete(name);
    change(params);
  });
  return reset;
}

function sortable(table, change) {
  for (const th of table.tHead.rows[0].cells) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "meshal-sort";
    button.append(...th.childNodes);
    th.append(button);
    button.addEventListener("click", () => {
      const { params, sort, dir } = readState();
      params.set("sort", th.dataset.sort);
      params.set("dir", sort === th.dataset.sort && dir > 0 ? "desc" : "asc");
      change(params);
    });
  }
}

// Back and Forward re-apply the list of the page being shown.
let current = null;
window.addEventListener("popstate", () => current?.());

export function initLists() {
  for (const box of document.querySelectorAll(".meshal-filters")) {
    if (box.dataset.ready) continue;
    box.dataset.ready = "1";
    const table = document.getElementById(box.dataset.for);
    const spec = JSON.parse(box.dataset.spec);
    const counter = document.createElement("p");
    counter.className = "meshal-count";
    counter.setAttribute("role", "status");
    counter.dataset.template = box.dataset.labelCount;
    const parts = { counter, syncs: [] };
    const update = () => apply(table, spec, parts);
    const change = (params, options) => {
      if (!options?.replace) typing = false;
      writeState(params, options);
      update();
    };
    const dropped = dropUnknown(spec);
    parts.syncs.push(findFilter(box, change));
    for (const filter of spec) {
      parts.syncs.push(filter.range ? rangeFilter(box, filter, change) : checkboxFilter(box, filter, change));
    }
    box.append(resetButton(box, change), counter);
    if (dropped.length) {
      const note = document.createElement("p");
      note.className = "meshal-filter-note";
      note.textContent = format(box.dataset.labelUnknown, { pairs: dropped.join(", ") });
      box.append(note);
    }
    const empty = document.createElement("div");
    empty.className = "meshal-empty";
    empty.hidden = true;
    const none = document.createElement("p");
    none.textContent = box.dataset.labelNone;
    empty.append(none, resetButton(box, change));
    table.before(empty);
    parts.empty = empty;
    sortable(table, change);
    current = update;
    update();
  }
}

/** The glossary's in-page filter: hides the terms whose names (zh, en, abbreviation, pinyin) don't match. */
export function initGlossaryFilter() {
  for (const box of document.querySelectorAll(".meshal-glossary-find")) {
    if (box.dataset.ready) continue;
    box.dataset.ready = "1";
    const label = document.createElement("label");
    const input = document.createElement("input");
    input.type = "search";
    label.append(box.dataset.label, " ", input);
    const none = document.createElement("p");
    none.textContent = box.dataset.none;
    none.hidden = true;
    none.setAttribute("role", "status");
    box.append(label, none);
    const terms = [...document.querySelectorAll(".meshal-term")];
    const index = document.querySelector(".meshal-glossary-index");
    input.addEventListener("input", () => {
      const words = input.value.trim().toLowerCase().split(/\s+/).filter(Boolean);
      let shown = 0;
      for (const term of terms) {
        const names = term.dataset.names.toLowerCase();
        const hit = words.every((word) => names.includes(word));
        term.classList.toggle("meshal-glossary-hidden", !hit);
        shown += hit;
      }
      if (index) index.hidden = words.length > 0;
      none.hidden = shown > 0;
    });
  }
}
