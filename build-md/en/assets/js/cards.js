// Hover cards: every reference link shows its entry's definition on hover, focus or first tap.

import { json, language } from "./site.js";

let card;

function element() {
  if (!card) {
    card = document.createElement("div");
    card.className = "meshal-card";
    card.setAttribute("role", "tooltip");
    card.id = "meshal-card";
    card.hidden = true;
    document.body.append(card);
  }
  return card;
}

function fill(data) {
  const node = element();
  node.replaceChildren();
  const head = document.createElement("div");
  head.className = "meshal-card__head";
  const name = document.createElement("strong");
  name.textContent = data.name;
  const other = document.createElement("span");
  other.className = "meshal-other";
  other.lang = language() === "zh" ? "en" : "zh";
  other.textContent = [data.abbr && `(${data.abbr})`, data.other].filter(Boolean).join(" ");
  head.append(name, " ", other);
  const meta = document.createElement("div");
  meta.className = "meshal-card__meta";
  const badge = document.createElement("span");
  badge.className = `meshal-badge meshal-badge--${data.origin}`;
  badge.textContent = data.badge;
  badge.title = data.pack;
  meta.append(data.kind, " · ", badge);
  const summary = document.createElement("p");
  summary.textContent = data.summary;
  node.append(head, meta, summary);
}

function place(target) {
  const node = element();
  const box = target.getBoundingClientRect();
  node.hidden = false;
  const width = node.offsetWidth;
  const left = Math.min(window.scrollX + box.left, window.scrollX + document.documentElement.clientWidth - width - 8);
  node.style.left = `${Math.max(8, left)}px`;
  node.style.top = `${window.scrollY + box.bottom + 6}px`;
}

async function show(target) {
  const cards = await json("assets/cards.json");
  const data = cards[target.dataset.ref];
  if (!data) return;
  fill(data);
  place(target);
  target.setAttribute("aria-describedby", "meshal-card");
  element().dataset.for = target.dataset.ref;
}

function hide(target) {
  element().hidden = true;
  target?.removeAttribute("aria-describedby");
}

/** Attach cards to every reference on the current page. */
export function initCards(root = document) {
  for (const link of root.querySelectorAll("[data-ref]")) {
    if (link.dataset.cardReady) continue;
    link.dataset.cardReady = "1";
    link.addEventListener("mouseenter", () => show(link));
    link.addEventListener("mouseleave", () => hide(link));
    link.addEventListener("focus", () => show(link));
    link.addEventListener("blur", () => hide(link));
    // Touch: the first tap shows the card, a second tap on the same link follows it.
    link.addEventListener("touchend", (event) => {
      if (element().hidden || element().dataset.for !== link.dataset.ref) {
        event.preventDefault();
        show(link);
      }
    });
  }
}

document.addEventListener("keydown", (event) => {
  if (event.key === "Escape") hide(document.activeElement);
});
