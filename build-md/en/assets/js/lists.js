// List pages: filter and sort the table by its rows' data attributes; the choice lives in the
// URL (?category=magic&sort=rank&dir=desc) so a filtered list can be shared.

import { format } from "./site.js";

function readState() {
  const params = new URLSearchParams(location.search);
  return { params, sort: params.get("sort"), dir: params.get("dir") === "desc" ? -1 : 1 };
}

function writeState(params) {
  const query = params.toString();
  history.replaceState(history.state, "", query ? `?${query}` : location.pathname);
}

function apply(table, filters, counter) {
  const { params, sort, dir } = readState();
  const rows = [...table.tBodies[0].rows];
  let shown = 0;
  for (const row of rows) {
    const visible = filters.every(({ field }) => !params.get(field) || row.dataset[field] === params.get(field));
    row.hidden = !visible;
    shown += visible;
  }
  if (sort) {
    const numeric = table.querySelector(`th[data-sort="${sort}"]`)?.hasAttribute("data-numeric");
    const key = (row) => (numeric ? Number(row.dataset[sort] || 0) : row.dataset[sort] || "");
    rows.sort((a, b) => (key(a) > key(b) ? dir : key(a) < key(b) ? -dir : 0));
    table.tBodies[0].append(...rows);
  }
  for (const th of table.tHead.rows[0].cells) {
    th.setAttribute("aria-sort", th.dataset.sort === sort ? (dir > 0 ? "ascending" : "descending") : "none");
  }
  counter.textContent = format(counter.dataset.template, { shown, total: rows.length });
}

function controls(box, spec, update) {
  const { params } = readState();
  for (const { field, title, options } of spec) {
    const label = document.createElement("label");
    label.className = "meshal-filter";
    const select = document.createElement("select");
    select.name = field;
    select.append(new Option(box.dataset.labelAll, ""));
    for (const [value, text] of options) select.append(new Option(text, value));
    select.value = params.get(field) ?? "";
    select.addEventListener("change", () => {
      const { params: next } = readState();
      select.value ? next.set(field, select.value) : next.delete(field);
      writeState(next);
      update();
    });
    label.append(title, " ", select);
    box.append(label);
  }
  const reset = document.createElement("button");
  reset.type = "button";
  reset.className = "md-button meshal-filter-reset";
  reset.textContent = box.dataset.labelReset;
  reset.addEventListener("click", () => {
    writeState(new URLSearchParams());
    for (const select of box.querySelectorAll("select")) select.value = "";
    update();
  });
  box.append(reset);
}

export function initLists() {
  for (const box of document.querySelectorAll(".meshal-filters")) {
    if (box.dataset.ready) continue;
    box.dataset.ready = "1";
    const table = document.getElementById(box.dataset.for);
    const spec = JSON.parse(box.dataset.spec);
    const counter = document.createElement("p");
    counter.className = "meshal-count";
    counter.dataset.template = box.dataset.labelCount;
    const update = () => apply(table, spec, counter);
    controls(box, spec, update);
    box.append(counter);
    for (const th of table.tHead.rows[0].cells) {
      th.tabIndex = 0;
      const sortBy = () => {
        const { params, sort, dir } = readState();
        params.set("sort", th.dataset.sort);
        params.set("dir", sort === th.dataset.sort && dir > 0 ? "desc" : "asc");
        writeState(params);
        update();
      };
      th.addEventListener("click", sortBy);
      th.addEventListener("keydown", (event) => event.key === "Enter" && sortBy());
    }
    update();
  }
}
