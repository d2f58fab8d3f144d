// Action timeline: actions with their action, keep and gap seconds (0 = instant), along actions
// joined to the action before them, Acted spent to cut gaps and the environments' time
// effects → when each action is done and when you act again, second by second.

import { checkbox, field, h, int, live, numberInput, results, sharedValues } from "../calculators/index.js";
import { meshal } from "./kit.js";

// Its links say ?timeline.… (the short name they always had), not ?meshal/timeline.….
export const share = "timeline";

const TIME_EFFECTS = ["action-time", "gap-time", "gap-cost"];
const FIRST_ROW = { action: 1, gap: 2, keep: 0, along: false, acted: 0 };
const ADDED_ROW = { action: 1, gap: 0, keep: 0, along: false, acted: 0 };
const MAX_ROWS = 50;

/** As many rows as a shared link has (?timeline.rows=3), their values filled in by live(). */
function startingRows(node) {
  const wanted = Number(node.dataset.share ? sharedValues(node.dataset.share).get("rows") : 1);
  const count = Number.isInteger(wanted) ? Math.min(MAX_ROWS, Math.max(1, wanted)) : 1;
  return [FIRST_ROW, ...Array(count - 1).fill(ADDED_ROW)];
}

export async function mount(node, _, { rows = startingRows(node) } = {}) {
  const ctx = await meshal();
  const { m, t, data } = ctx;
  const state = rows.map((row) => ({ ...row }));
  const count = h("input", { type: "hidden", name: "rows", value: String(state.length), "data-share-always": "1" });
  const list = h("ol", { class: "meshal-calc__list meshal-timeline__rows" });
  const environments = data.environments.filter((e) => e.effects.some((x) => TIME_EFFECTS.includes(x.type)))
    .map((environment) => ({ environment, ...checkbox(environment.name, `env-${environment.id}`) }));

  function draw() {
    count.value = String(state.length);
    list.replaceChildren(...state.map((row, index) => {
      const input = (key, min = 0) => {
        const node = numberInput(`${key}-${index}`, row[key] ?? 0, { min });
        node.addEventListener("input", () => { row[key] = Math.max(min, int(node, 0)); });
        return node;
      };
      const along = checkbox(t("js-along"), `along-${index}`, row.along);
      along.input.addEventListener("input", () => { row.along = along.input.checked; });
      const label = t("js-action-n", { n: index + 1 });
      return h("li", { "data-row": String(index + 1) },
        h("fieldset", {}, h("legend", { text: label }),
          h("div", { class: "meshal-calc__row" },
            field(t("js-action-seconds"), input("action"), t("js-action-hint")),
            field(t("js-keep"), input("keep")), field(t("js-gap"), input("gap")),
            field(t("js-acted-cut"), input("acted")), along.element,
            h("button", { type: "button", class: "meshal-calc__remove", "aria-label": t("js-remove-named", { name: label }), title: t("js-remove-named", { name: label }), text: "✕",
              onclick: () => { state.splice(index, 1); draw(); update(); } }))));
    }));
  }

  const add = h("button", { type: "button", class: "md-button", text: t("js-add-action"), onclick: () => {
    state.push({ ...ADDED_ROW });
    draw();
    update();
    list.lastElementChild?.querySelector("input")?.focus();
  } });
  const controls = [
    count, list, add,
    environments.length && h("fieldset", {}, h("legend", { text: t("js-environments") }),
      h("div", { class: "meshal-calc__row" }, environments.map((e) => e.element))),
  ];
  draw();
  const update = live(ctx, node, controls, () => {
    const chosen = environments.filter((e) => e.input.checked).map((e) => e.environment);
    return render(ctx, m.timeline(state, chosen));
  });
}

function tags(ctx, timing) {
  const { t } = ctx;
  const parts = [timing.instant ? t("js-tag-instant") : t("js-tag-action", { n: timing.action })];
  if (timing.keep) parts.push(t("js-tag-keep", { n: timing.keep }));
  if (timing.gap) parts.push(t("js-tag-gap", { n: timing.gap }));
  return parts.join("");
}

function render(ctx, scheduled) {
  const { t } = ctx;
  if (!scheduled.length) return h("p", { text: t("js-timeline-empty") });
  const seconds = new Map();
  const mark = (second, text, kind) => {
    if (!seconds.has(second)) seconds.set(second, []);
    seconds.get(second).push(h("span", { class: `meshal-timeline__${kind}`, text }));
  };
  scheduled.forEach((s, i) => {
    const label = t("js-action-n", { n: i + 1 });
    if (s.timing.instant) mark(s.start, t("js-second-instant", { action: label }), "instant");
    else for (let second = s.start; second <= s.done; second += 1) mark(second, t("js-second-action", { action: label }), "action");
    if (s.keepUntil !== null) for (let second = s.done + 1; second <= s.keepUntil; second += 1) mark(second, t("js-second-keep", { action: label }), "keep");
    for (const second of s.gap) mark(second, t("js-second-gap", { action: label }), "gap");
  });
  const last = scheduled[scheduled.length - 1].nextAction;
  mark(last, t("js-second-free"), "free");
  const first = scheduled[0].start;
  const rows = [];
  for (let second = first; second <= last; second += 1) {
    rows.push(h("tr", { "data-second": String(second) }, h("th", { scope: "row", text: String(second) }),
      h("td", {}, (seconds.get(second) ?? [h("span", { class: "meshal-timeline__free", text: t("js-second-free") })])
        .flatMap((node, j) => (j ? [" · ", node] : [node])))));
  }
  const acted = scheduled.reduce((total, s) => total + s.acted, 0);
  return [
    h("ol", { class: "meshal-timeline__summary" }, scheduled.map((s, i) => h("li", {
      "data-action": String(i + 1), "data-start": String(s.start), "data-next": String(s.nextAction),
    }, t("js-timeline-line", {
      action: t("js-action-n", { n: i + 1 }), tags: tags(ctx, s.timing), start: s.start, done: s.done, next: s.nextAction,
      gap: s.gap.length ? t("js-timeline-gap", { from: s.gap[0], to: s.gap[s.gap.length - 1] }) : t("js-timeline-no-gap"),
    }) + (s.acted ? ` ${t("js-timeline-acted", { n: s.acted })}` : "")))),
    results([[t("js-acted-total"), String(acted), { "data-result": "acted" }]]),
    h("table", { class: "meshal-calc__table meshal-timeline" }, h("caption", { text: t("js-timeline-caption") }),
      h("thead", {}, h("tr", {}, h("th", { scope: "col", text: t("js-second") }), h("th", { scope: "col", text: t("js-you") }))),
      h("tbody", {}, rows)),
  ];
}
