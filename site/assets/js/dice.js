// Rollable dice: a `.meshal-dice` button (any dice expression in the text, data-dice in keyboard
// form) opens a dialog that rolls its pool at once: the faces, what they count, and the seed
// that reproduces them. Advantage, penalty, burst and attribute values set in the dialog apply
// to the next roll; the exact odds of the same pool are one click away below. The last rolls
// stay in a short log (kept for the browser tab, so it survives moving between pages). Escape
// or the close button closes the dialog; focus goes back to the button.

// The calculators' kit and math: loaded with the first dialog, not with the page.
const calculators = () => import("./calculators/index.js");

const LOG_KEY = "meshal-roll-log";
const LOG_LENGTH = 8;

let dialog;
let opener = null;

async function element() {
  if (dialog && document.body.contains(dialog)) return dialog;
  const { context, h } = await calculators();
  const { t } = await context();
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

/** The pool and its modifiers as the dialog's odds form has them now → {pool, dice} or an error. */
function currentPool(ctx, form) {
  const { m } = ctx;
  const value = (name, fallback = 0) => {
    const number = Number(form.elements[name]?.value);
    return Number.isInteger(number) && number >= 0 ? number : fallback;
  };
  const pool = m.parseDice(form.elements.pool.value);
  const values = Object.fromEntries(m.rules.ATTRIBUTES.map((a) => [a, value(`pool-${a}`, 3)]));
  const found = m.oddsOf(pool, values, { advantage: value("pool-advantage"), penalty: value("pool-penalty"), burst: value("pool-burst") });
  return { pool, dice: found.dice, text: m.renderPool(pool, ctx.lang) };
}

function readLog() {
  try {
    return JSON.parse(sessionStorage.getItem(LOG_KEY)) ?? [];
  } catch {
    return [];
  }
}

function rollPanel(ctx, kit, form, seededRandom) {
  const { h, problem } = kit;
  const { t, m } = ctx;
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
    let found;
    try {
      found = currentPool(ctx, form);
    } catch (error) {
      shown.replaceChildren(problem(ctx, error));
      return;
    }
    const seed = crypto.getRandomValues(new Uint32Array(1))[0];
    const thrown = m.rollDice(found.pool.kind, found.dice, seededRandom(seed));
    const counted = found.pool.kind === m.POINTS ? t("js-roll-points", { n: thrown.result }) : t("js-roll-sum", { n: thrown.result });
    shown.replaceChildren(
      h("p", { class: "meshal-roll__faces", "aria-label": t("js-roll-faces") }, thrown.faces.map((face, i) =>
        h("span", { class: `meshal-roll__face${thrown.scoring[i] ? " meshal-roll__face--point" : ""}`, text: String(face) }))),
      h("p", { class: "meshal-roll__counted", "data-result": "roll", "data-value": String(thrown.result),
        "data-faces": thrown.faces.join(","), "data-dice": String(found.dice), "data-seed": String(seed) },
      h("strong", { text: counted }), " ", h("span", { class: "meshal-other", text: t("js-roll-seed", { dice: found.dice, seed }) })));
    const entries = [{ pool: found.text, dice: found.dice, faces: thrown.faces, counted, seed }, ...readLog()].slice(0, LOG_LENGTH);
    sessionStorage.setItem(LOG_KEY, JSON.stringify(entries));
    drawLog();
  };
  const again = h("button", { type: "button", class: "md-button md-button--primary meshal-roll__again", text: t("js-roll-again"), onclick: roll });
  drawLog();
  return { element: h("section", { class: "meshal-roll" }, h("div", { class: "meshal-roll__head" }, again), shown, logBox), roll };
}

async function open(button) {
  const node = await element();
  const kit = await calculators();
  const [ctx, { seededRandom }] = await Promise.all([kit.context(), import("./meshal-math.js")]);
  opener = button;
  node.querySelector(".meshal-dialog__title").textContent = ctx.t("js-dice-dialog-title", { dice: button.textContent.trim() });
  const body = node.querySelector(".meshal-dialog__body");
  await kit.mountCalculator(body, "odds", { pool: button.dataset.dice });
  // The roll comes first; the odds fold below it.
  const form = body.querySelector("form");
  const panel = rollPanel(ctx, kit, form, seededRandom);
  const odds = kit.h("details", { class: "meshal-roll__odds" }, kit.h("summary", { text: ctx.t("js-roll-odds") }),
    ...body.querySelectorAll(".meshal-calc__output"));
  form.after(panel.element, odds);
  if (!node.open) node.showModal();
  panel.roll();
  node.querySelector(".meshal-roll__again").focus();
}

let listening = false;

/** Make every dice button (now and after instant navigation) roll its pool. */
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
