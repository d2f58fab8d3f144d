// Hover cards: every reference shows its entry's (or section's) definition on hover, focus or
// first tap. A card stays inside the viewport (below the reference, or above it when there is no
// room below; shifted left or right), stays open while the pointer is on it, closes on a tap
// elsewhere or Escape, and has an "open" link to the entry.

import { asset, json, strings } from "./site.js";

const GRACE = 300; // ms the pointer has to travel from the reference onto its card
const MARGIN = 8;
let card;
let current = null; // the reference whose card is shown
let closing = null;

function element() {
  if (!card) {
    card = document.createElement("div");
    card.className = "meshal-card";
    card.id = "meshal-card";
    card.hidden = true;
    card.addEventListener("mouseenter", keep);
    card.addEventListener("mouseleave", () => hideSoon());
    card.addEventListener("focusin", keep);
    card.addEventListener("focusout", (event) => {
      if (!card.contains(event.relatedTarget)) hideSoon();
    });
    document.body.append(card);
  }
  return card;
}

function fill(data, href, open) {
  const node = element();
  node.replaceChildren();
  const head = document.createElement("div");
  head.className = "meshal-card__head";
  const name = document.createElement("strong");
  name.textContent = data.name;
  const other = document.createElement("span");
  other.className = "meshal-other";
  other.lang = document.documentElement.lang.startsWith("zh") ? "en" : "zh";
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
  if (href) {
    const link = document.createElement("a");
    link.className = "meshal-card__open";
    link.href = href;
    link.textContent = `${open} →`;
    node.append(link);
  }
}

/** Below the reference if it fits, else above it; never past the viewport's left or right edge. */
function place(target) {
  const node = element();
  node.hidden = false;
  node.style.left = "0px";
  node.style.top = "0px";
  const box = target.getBoundingClientRect();
  const width = node.offsetWidth;
  const height = node.offsetHeight;
  const viewWidth = document.documentElement.clientWidth;
  const viewHeight = window.innerHeight;
  const left = Math.max(MARGIN, Math.min(box.left, viewWidth - width - MARGIN));
  const below = box.bottom + 6;
  const above = box.top - 6 - height;
  let top = Math.max(MARGIN, viewHeight - MARGIN - height); // too tall for either side: as low as fits
  if (below + height <= viewHeight - MARGIN) top = below;
  else if (above >= MARGIN) top = above;
  node.dataset.side = top === below ? "below" : "above";
  node.style.left = `${window.scrollX + left}px`;
  node.style.top = `${window.scrollY + top}px`;
}

function keep() {
  clearTimeout(closing);
  closing = null;
}

function hideSoon() {
  keep();
  closing = setTimeout(hide, GRACE);
}

async function show(target) {
  keep();
  const [cards, text] = await Promise.all([json("assets/cards.json"), strings()]);
  const data = cards[target.dataset.ref];
  if (!data) return;
  if (current && current !== target) current.removeAttribute("aria-describedby");
  const href = target.matches("a[href]") ? target.href : data.url !== undefined ? asset(data.url) : "";
  fill(data, href, text["js-card-open"]);
  place(target);
  current = target;
  target.setAttribute("aria-describedby", "meshal-card");
  element().dataset.for = target.dataset.ref;
}

function hide() {
  keep();
  element().hidden = true;
  current?.removeAttribute("aria-describedby");
  current = null;
}

/** Attach cards to every reference on the current page. */
export function initCards(root = document) {
  hide();
  for (const link of root.querySelectorAll("[data-ref]")) {
    if (link.dataset.cardReady) continue;
    link.dataset.cardReady = "1";
    link.addEventListener("mouseenter", () => show(link));
    link.addEventListener("mouseleave", () => hideSoon());
    link.addEventListener("focus", () => show(link));
    link.addEventListener("blur", (event) => {
      if (!element().contains(event.relatedTarget)) hideSoon();
    });
    // Touch: the first tap shows the card, a second tap on the same reference follows it.
    link.addEventListener("touchend", (event) => {
      if (current !== link) {
        event.preventDefault();
        show(link);
      }
    });
  }
}

// A tap or click anywhere but the card and its reference closes the card.
document.addEventListener("pointerdown", (event) => {
  if (current && !element().contains(event.target) && !current.contains(event.target)) hide();
}, true);

document.addEventListener("keydown", (event) => {
  if (event.key === "Escape" && current) hide();
});
