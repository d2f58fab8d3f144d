// Rollable dice: a `.meshal-dice` button (any dice expression in the text, data-dice in keyboard
// form) opens a dialog with the odds calculator prefilled with its pool. Attribute pools show
// the attribute fields (3 unless changed). Escape or the close button closes it; focus goes back
// to the button.

// The calculators' kit and math: loaded with the first dialog, not with the page.
const calculators = () => import("./calculators/index.js");

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

async function open(button) {
  const node = await element();
  const { context, mountCalculator } = await calculators();
  const { t } = await context();
  opener = button;
  node.querySelector(".meshal-dialog__title").textContent = t("js-dice-dialog-title", { dice: button.textContent.trim() });
  const body = node.querySelector(".meshal-dialog__body");
  await mountCalculator(body, "odds", { pool: button.dataset.dice });
  if (!node.open) node.showModal();
  body.querySelector("input")?.focus();
}

let listening = false;

/** Make every dice button (now and after instant navigation) open its odds. */
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
