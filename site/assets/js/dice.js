// Rollable dice: a `.meshal-dice` button (a roll written in rule text, data-dice in keyboard form,
// data-ruleset naming whose notation it is) opens a dialog that rolls it at once: the faces, what
// they count, and the seed that reproduces them; the exact odds of the same roll are one click
// away below. The last rolls stay in a short log (kept for the browser tab, so it survives moving
// between pages). Escape or the close button closes the dialog; focus goes back to the button.
//
// The dialog knows no ruleset. It loads the button's ruleset's browser half (a button without
// data-ruleset is the ruleset its nearest container names: the page's),
// assets/js/<ruleset>/dice.js (a ruleset's `assets` folder is copied to assets/js/<ruleset>/),
// which keeps this contract (the `Dice` protocol's docstring in rulesets/__init__.py says the same):
//
//   export async function dice(kit) → notation     kit: calculators/index.js (context, h, chart, …) and
//                                                  kit.ruleset(id) → {lang, S, data, t}: the page's strings
//                                                  and assets/calculators-<id>.json (rules, messages)
//   notation.context                               the context its strings and messages are in
//   notation.parse(text) → spec                   a button's data-dice; throws MeshalError on bad text
//   notation.label(spec, lang, keyboard?) → string the roll as the page's language writes it
//                                                  (keyboard: as data-dice, which parse reads back)
//   notation.roll(spec, random) → {faces: [n], total: n, text, scoring?: [bool], dice?: n}
//                                                  random() gives [0, 1); text says what total counts
//   notation.odds(spec) → {outcomes: [{value, p: "a/b"}], remainder: "a/b"}
//                                                  exact; remainder: the chance of the values above
//                                                  every listed one, when they never end ("0": none)
//   notation.form?(node, written) → Promise<{spec(), odds: [Node]}>
//                                                  optional: its own controls (Meshal's advantage,
//                                                  penalty, burst, attributes) mounted in `node`;
//                                                  each roll reads spec(), `odds` replaces the chart
//   export function checks(data) → {…} | null      optional: the workshop's (workshop/check.js says it)

import { format, json } from "./site.js";

// The calculators' kit and the exact fractions: loaded with the first dialog, not with the page.
const calculators = () => import("./calculators/index.js");
const exact = () => import("./exact.js");

const LOG_KEY = "meshal-roll-log";
const LOG_LENGTH = 8;
const RULESET_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

let dialog;
let opener = null;

async function element() {
  if (dialog && document.body.contains(dialog)) return dialog;
  const { context, h } = await calculators();
  const { t } = await context(null);
  const body = h("div", { class: "meshal-calc meshal-dialog__body md-typeset" });
  const title = h("h2", { class: "meshal-dialog__title", id: "meshal-dice-title" });
  const close = h("button", { type: "button", class: "meshal-dialog__close", "aria-label": t("js-close"), title: t("js-close"), text: "✕",
    onclick: () => dialog.close() });
  dialog = h("dialog", { class: "meshal-dialog", "aria-labelledby": "meshal-dice-title" },
    h("div", { class: "meshal-dialog__head" }, title, close), body);
  dialog.addEventListener("close", () => {
    opener?.focus();
    opener = null;
  });
  // A click on the backdrop (outside the dialog's box) closes it too.
  dialog.addEventListener("click", (event) => {
    if (event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) dialog.close();
  });
  document.body.append(dialog);
  return dialog;
}

function readLog() {
  try {
    return JSON.parse(sessionStorage.getItem(LOG_KEY)) ?? [];
  } catch {
    return [];
  }
}

function rollPanel(ctx, kit, notation, current, seededRandom) {
  const { h, problem } = kit;
  const { t } = ctx;
  const shown = h("div", { class: "meshal-roll__result", "aria-live": "polite" });
  const log = h("ol", { class: "meshal-roll__log" });

  const drawLog = () => {
    const entries = readLog();
    log.replaceChildren(...entries.map((entry) => h("li", { "data-seed": String(entry.seed) },
      t("js-roll-log-line", { pool: entry.pool, dice: entry.dice, faces: entry.faces.join(" "), result: entry.counted }))));
    logBox.hidden = entries.length === 0;
  };
  const clear = h("button", { type: "button", class: "meshal-roll__clear", text: t("js-roll-clear"),
    onclick: () => { sessionStorage.removeItem(LOG_KEY); drawLog(); } });
  const logBox = h("section", { class: "meshal-roll__history" }, h("h3", { text: t("js-roll-log") }), log, clear);

  const roll = () => {
    let spec;
    try {
      spec = current();
    } catch (error) {
      shown.replaceChildren(problem(ctx, error));
      return;
    }
    const seed = crypto.getRandomValues(new Uint32Array(1))[0];
    const thrown = notation.roll(spec, seededRandom(seed));
    const dice = thrown.dice ?? thrown.faces.length;
    shown.replaceChildren(
      h("p", { class: "meshal-roll__faces", "aria-label": t("js-roll-faces") }, thrown.faces.map((face, i) =>
        h("span", { class: `meshal-roll__face${thrown.scoring?.[i] ? " meshal-roll__face--point" : ""}`, text: String(face) }))),
      h("p", { class: "meshal-roll__counted", "data-result": "roll", "data-value": String(thrown.total),
        "data-faces": thrown.faces.join(","), "data-dice": String(dice), "data-seed": String(seed) },
      h("strong", { text: thrown.text }), " ", h("span", { class: "meshal-other", text: t("js-roll-seed", { dice, seed }) })));
    const entries = [{ pool: notation.label(spec, ctx.lang), dice, faces: thrown.faces, counted: thrown.text, seed },
      ...readLog()].slice(0, LOG_LENGTH);
    sessionStorage.setItem(LOG_KEY, JSON.stringify(entries));
    drawLog();
  };
  const again = h("button", { type: "button", class: "md-button md-button--primary meshal-roll__again", text: t("js-roll-again"), onclick: roll });
  drawLog();
  return { element: h("section", { class: "meshal-roll" }, h("div", { class: "meshal-roll__head" }, again), shown, logBox), roll };
}

/** The exact odds of `spec` as the calculators show a distribution: a chart, and what it leaves unlisted. */
function oddsChart(ctx, kit, Q, notation, spec) {
  const found = notation.odds(spec);
  const outcomes = found.outcomes.map(({ value, p }) => [value, Q.parse(p)]);
  const rest = Q.parse(found.remainder);
  const distribution = { // what the kit's chart reads of a distribution
    outcomes,
    atLeast: (value) => outcomes.reduce((sum, [v, p]) => (v >= value ? sum.add(p) : sum), rest),
  };
  const caption = ctx.t("js-chart-caption", { pool: notation.label(spec, ctx.lang) });
  return [
    kit.h("div", { class: "meshal-calc__output", "data-odds": "exact" }, kit.chart(ctx, distribution, caption, ctx.t("js-dice-value")),
      !rest.isZero() && kit.h("p", { class: "meshal-other", "data-result": "remainder" },
        ctx.t("js-dice-unlisted"), " ", kit.fraction(rest))),
  ];
}

/** The dialog's contents for `button`: its ruleset's controls (if it has any), the roll, the odds. */
async function fill(body, button, kit, notation, { Q, seededRandom }) {
  const ctx = notation.context;
  body.replaceChildren();
  body.className = "meshal-calc meshal-dialog__body md-typeset"; // a ruleset's form may have marked it
  let current;
  let odds;
  if (notation.form) {
    const own = await notation.form(body, button.dataset.dice);
    current = own.spec;
    odds = own.odds;
  } else {
    const spec = notation.parse(button.dataset.dice);
    current = () => spec;
    odds = oddsChart(ctx, kit, Q, notation, spec);
  }
  const panel = rollPanel(ctx, kit, notation, current, seededRandom);
  // The roll comes first; the odds fold below it.
  const folded = kit.h("details", { class: "meshal-roll__odds" }, kit.h("summary", { text: ctx.t("js-roll-odds") }), ...odds);
  body.append(panel.element, folded);
  const form = body.querySelector("form");
  if (form) form.after(panel.element, folded);
  return panel;
}

/** kit.ruleset(id): a ruleset's calculator data, and its engine's messages after the page's strings. */
async function rulesetContext(kit, id) {
  const [base, data] = await Promise.all([kit.context(null), json(`assets/calculators-${id}.json`)]);
  const t = (key, fields = {}) => (key in base.S ? base.t(key, fields) : format(data.messages?.[key] ?? key, fields));
  return { ...base, data, t };
}

const notations = new Map();

/** The notation of ruleset `id`: its assets/js/<id>/dice.js given the calculators' kit, loaded once. */
export function notationOf(id) {
  if (!notations.has(id)) {
    notations.set(id, Promise.all([calculators(), import(`./${id}/dice.js`)])
      .then(([kit, own]) => own.dice({ ...kit, ruleset: (other) => rulesetContext(kit, other) })));
  }
  return notations.get(id);
}

async function open(button) {
  const ruleset = button.closest("[data-ruleset]:not([data-ruleset=''])")?.dataset.ruleset ?? "";
  if (!RULESET_ID.test(ruleset)) return;
  const node = await element();
  const kit = await calculators();
  const [math, notation] = await Promise.all([exact(), notationOf(ruleset)]);
  const ctx = notation.context;
  opener = button;
  node.querySelector(".meshal-dialog__title").textContent = ctx.t("js-dice-dialog-title", { dice: button.textContent.trim() });
  const body = node.querySelector(".meshal-dialog__body");
  let panel;
  try {
    panel = await fill(body, button, kit, notation, math);
  } catch (error) {
    body.replaceChildren(kit.problem(ctx, error));
  }
  if (!node.open) node.showModal();
  panel?.roll();
  node.querySelector(".meshal-roll__again")?.focus();
}

let listening = false;

/** Make every dice button (now and after instant navigation) roll its dice. */
export function initDice() {
  if (listening) return;
  listening = true;
  document.addEventListener("click", (event) => {
    const button = event.target.closest?.("button.meshal-dice[data-dice]");
    if (!button) return;
    event.preventDefault();
    open(button);
  });
}
