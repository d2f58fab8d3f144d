// Calculators: each `.meshal-calc[data-calc=NAME]` placeholder is mounted once per page. A
// calculator is a ruleset's module, named "<ruleset>/<name>" and served at
// assets/js/<ruleset>/<name>.js; it is loaded only on pages that have one. Below: the context every
// calculator gets (UI strings, a ruleset's calculator data) and the small DOM kit they share.

import { format, h, json, language, strings } from "../site.js";
import { MeshalError, Q } from "../exact.js";
import { paper } from "./paper.js";
import { controlValues, restore, writer } from "./share.js";

export { h }; // the DOM kit's maker of elements, shared with the pages' own scripts (site.js)
export { sharedValues } from "./share.js"; // for a calculator that builds its form from the URL

const CALCULATOR = /^[a-z0-9-]+\/[a-z0-9-]+$/;

/** Mount every calculator placeholder under `root` that is not mounted yet. A page's
 * calculators share their inputs through the URL, keyed by each module's `share` (odds, odds2, …). */
export function initCalculators(root = document) {
  const seen = new Map();
  const mounting = [];
  for (const node of root.querySelectorAll(".meshal-calc[data-calc]")) {
    const name = node.dataset.calc;
    seen.set(name, (seen.get(name) ?? 0) + 1);
    if (node.dataset.ready || !CALCULATOR.test(name)) continue;
    node.dataset.ready = "1";
    mounting.push(load(node, name, {}, seen.get(name)));
  }
  keepTargetInView(mounting);
}

/** Once `mounting` is done, show the section the URL named (#dice-advantage) again, if the reader is
 * still where following the link put them: each calculator that mounts above it pushes it down (the
 * dice chapter's two, by 1,600 px), and Chromium's scroll anchoring holds on to the calculator, not
 * to the section. A reader who has scrolled or tapped, before or while they mount, is left alone. */
function keepTargetInView(mounting) {
  const target = mounting.length && document.getElementById(sectionId());
  if (!target || !arrivedAt(target)) return;
  let moved = false;
  const reader = ["wheel", "touchmove", "keydown", "pointerdown"];
  const mark = () => { moved = true; };
  for (const type of reader) addEventListener(type, mark, { passive: true });
  Promise.allSettled(mounting).then(() => {
    for (const type of reader) removeEventListener(type, mark);
    if (!moved && target.isConnected) target.scrollIntoView();
  });
}

/** Whether `target` is where a jump to it puts it: at its scroll margin below the header, or lower
 * when the page ends too soon to scroll it that far. */
function arrivedAt(target) {
  const top = target.getBoundingClientRect().top;
  const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  const atEnd = Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight;
  return Math.abs(top - margin) < 2 || (atEnd && top > margin);
}

/** The id the URL's hash names (a zh heading's is percent-encoded there); "" for none or a garbled one. */
function sectionId() {
  try {
    return decodeURIComponent(location.hash.slice(1));
  } catch {
    return "";
  }
}

/** Mount calculator `name` into `node`, not shared in the URL; `options` prefill it (e.g. {pool: "3d"}
 * for Meshal's odds). */
export function mountCalculator(node, name, options = {}) {
  return load(node, name, options, 0);
}

/** Mount `name` as the page's `nth` calculator of that name (0: not shared). Its URL key is the
 * module's `share` export (Meshal's "odds" keeps its links ?odds.pool=4d; null: the calculator keeps
 * its own URL, as the character builder's ?c-species=…), else its name; the nth one appends n. */
async function load(node, name, options, nth) {
  const [module, ctx] = await Promise.all([import(`../${name}.js`), context(null)]);
  const key = module.share === undefined ? name : module.share;
  if (nth && key) node.dataset.share = nth === 1 ? key : `${key}${nth}`;
  node.replaceChildren();
  node.classList.add("meshal-calc", `meshal-calc--${name.replace("/", "-")}`);
  await module.mount(node, ctx, options); // a ruleset's calculator may load its data first
  node.dataset.mounted = "1";
}

const contexts = new Map();

/** {lang, S, data, t}: this language's strings and `ruleset`'s calculator data
 * (assets/calculators-<ruleset>.json; null: none, as on a site without that ruleset, which has no
 * such file to ask for), and `t(key, fields)` to show a catalogue string (`KEY-one` when n is 1 and
 * the catalogue has one: "1 step") or one of the data's engine messages. Every calculator is mounted
 * with context(null); a ruleset's modules ask for their own (or load their data themselves). */
export function context(ruleset) {
  if (!contexts.has(ruleset)) {
    const data = ruleset ? json(`assets/calculators-${ruleset}.json`) : { messages: {} };
    contexts.set(ruleset, Promise.all([strings(), data]).then(([S, data]) => ({
      lang: language(), S, data,
      t: (key, fields = {}) => {
        const chosen = fields.n === 1 && S[`${key}-one`] ? `${key}-one` : key;
        return format(S[chosen] ?? data.messages[chosen] ?? chosen, fields);
      },
    })));
  }
  return contexts.get(ruleset);
}

// --- DOM kit ------------------------------------------------------------------------------

/** A sentence of our messages as nodes: its `code spans` as <code>, the rest as text (never HTML).
 * A short span is kept on one line, as the build does (markup.SHORT_CODE). */
export function sentence(text) {
  return String(text).split(/`([^`\n]+)`/)
    .map((part, i) => (i % 2 ? h("code", { text: part, class: part.length <= 24 ? "meshal-nowrap" : null }) : part))
    .filter(Boolean);
}

/** A labelled control: the label wraps its text and the input, so it needs no id. */
export function field(label, input, hint = null) {
  return h("label", { class: "meshal-field" }, h("span", { class: "meshal-field__label", text: label }), input,
    hint && h("span", { class: "meshal-field__hint", text: hint }));
}

export const numberInput = (name, value, { min = null, max = null, step = "1" } = {}) =>
  h("input", { type: "number", name, value: String(value), min: min ?? null, max: max ?? null, step, inputmode: step === "1" ? "numeric" : "decimal" });

export const textInput = (name, value, attrs = {}) =>
  h("input", { type: "text", name, value, autocomplete: "off", spellcheck: "false", ...attrs });

export function checkbox(label, name, checked = false) {
  const input = h("input", { type: "checkbox", name, checked });
  return { input, element: h("label", { class: "meshal-check" }, input, " ", label) };
}

export function select(name, options, value = null) {
  const node = h("select", { name }, options.map(([v, text]) => h("option", { value: v, text })));
  if (value !== null) node.value = value;
  return node;
}

/** An integer from an input; `fallback` when empty or not a whole number. */
export function int(input, fallback = 0) {
  const value = Number(input.value);
  return input.value.trim() !== "" && Number.isInteger(value) ? value : fallback;
}

/** An exact number from an input ("1.8" is 9/5), or `fallback`. A calculator written before exact.js
 * passes its context first (`exact(ctx, input, fallback)`): that form still works. */
export function exact(...given) {
  const [input, fallback = "0"] = given[0] instanceof HTMLElement ? given : given.slice(1);
  try {
    return Q.parse(input.value.trim() === "" ? fallback : input.value);
  } catch {
    return Q.parse(fallback);
  }
}

/** A probability as shown everywhere: the percentage leads, the exact fraction follows
 * ("70.4% (19/27)"); a fraction too long to read folds behind its first digits. */
export function fraction(q) {
  const exact = q.toString();
  let shown = h("span", { class: "meshal-fraction__exact", text: `(${exact})` });
  if (exact.length > FOLD_AT) {
    const whole = h("span", { class: "meshal-fraction__exact meshal-fraction__whole", text: exact, hidden: true });
    const toggle = h("button", { type: "button", class: "meshal-fraction__toggle",
      text: `(${exact.slice(0, FOLD_KEEP)}…)`, onclick: () => { toggle.hidden = true; whole.hidden = false; } });
    shown = h("span", { class: "meshal-fraction__fold" }, toggle, whole);
  }
  return h("span", { class: "meshal-fraction", "data-fraction": exact },
    h("span", { class: "meshal-fraction__percent", text: percent(q) }), " ", shown);
}

const FOLD_AT = 24; // "1162261467/10460353203" still fits a phone's table cell
const FOLD_KEEP = 12;
const ONE_PERCENT = new Q(1n);

/** A non-probability exact number (a mean, a resistance): the fraction and ≈ its decimal. */
export function quantity(q) {
  return h("span", { class: "meshal-fraction", "data-fraction": q.toString() },
    h("span", { class: "meshal-fraction__exact", text: q.isInteger() ? String(q.n) : q.toString() }),
    !q.isInteger() && h("span", { class: "meshal-fraction__percent", text: ` (≈ ${decimal(q, 2)})` }));
}

/** q rounded half up (away from zero) to `digits` decimals, exactly, as text. */
export function decimal(q, digits = 2) {
  const scale = 10n ** BigInt(digits);
  const negative = q.n < 0n;
  const n = negative ? -q.n : q.n;
  const scaled = (n * scale * 2n + q.d) / (2n * q.d);
  const part = digits ? `.${String(scaled % scale).padStart(digits, "0")}` : "";
  return `${negative && scaled ? "-" : ""}${scaled / scale}${part}`;
}

/** "70.4%": a probability as a percentage, one decimal; small ones keep three ("0.046%"),
 * and a chance that rounds to nothing says so ("<0.001%") rather than claiming 0. */
export function percent(q) {
  const scaled = q.mul(100);
  if (scaled.isZero()) return "0%";
  const small = scaled.lt(ONE_PERCENT);
  const text = decimal(scaled, small ? 3 : 1);
  return /^0\.0+$/.test(text) ? "<0.001%" : `${text}%`;
}

/** "label = value" lines: [[label, node or text, {data attrs}], …] as a definition list. */
export function results(rows) {
  return h("dl", { class: "meshal-results" }, rows.filter(Boolean).map(([label, value, attrs = {}]) =>
    h("div", { class: "meshal-results__row", ...attrs }, h("dt", { text: label }),
      h("dd", {}, typeof value === "string" || typeof value === "number" ? String(value) : value))));
}

/** A distribution as a bar chart table: value, P(= value) with a bar, P(≥ value). */
export function chart(ctx, distribution, caption, valueLabel) {
  const outcomes = distribution.outcomes;
  const top = outcomes.reduce((best, [, p]) => (p.gt(best) ? p : best), outcomes[0][1]);
  const rows = outcomes.map(([value, p]) => {
    // p ÷ top in hundredths of a percent, in BigInt: huge pools overflow floats.
    const width = top.isZero() ? 0 : Number((p.n * top.d * 10000n) / (p.d * top.n)) / 100;
    return h("tr", { "data-value": String(value) },
      h("th", { scope: "row", text: String(value) }),
      h("td", { class: "meshal-chart__bar" }, h("span", { class: "meshal-bar", style: `width: ${width.toFixed(2)}%` })),
      h("td", { class: "meshal-chart__p" }, fraction(p)),
      h("td", { class: "meshal-chart__ge" }, fraction(distribution.atLeast(value))));
  });
  // A scrolling region: keyboard users must be able to focus it to scroll it.
  return h("div", { class: "meshal-chart", tabindex: "0", role: "region", "aria-label": caption }, h("table", {},
    h("caption", { text: caption }),
    h("thead", {}, h("tr", {}, h("th", { scope: "col", text: valueLabel }), h("th", { scope: "col", text: ctx.t("js-chart-bar") }),
      h("th", { scope: "col", text: ctx.t("js-chart-exactly") }), h("th", { scope: "col", text: ctx.t("js-chart-at-least") }))),
    h("tbody", {}, rows)));
}

/** An engine error in the page's language (other errors are bugs: rethrown). */
export function problem(ctx, error) {
  if (!(error instanceof MeshalError)) throw error;
  return h("p", { class: "meshal-calc__error", role: "alert", "data-code": error.code, text: ctx.t(error.code, error.fields) });
}

/** A form that recomputes `render()` into its live output on every change. */
export function live(ctx, node, controls, render) {
  const output = h("div", { class: "meshal-calc__output" });
  // Screen readers hear the first results (or the error), not the whole redrawn output.
  const announce = h("p", { class: "meshal-sr", "aria-live": "polite" });
  const form = h("form", { class: "meshal-calc__form", onsubmit: (event) => event.preventDefault() }, controls);
  const values = () => new URLSearchParams(new FormData(form)).toString();
  let drawn = null;
  const update = () => {
    if (!node.isConnected && node.dataset.mounted) return; // left the page (instant navigation)
    drawn = values();
    let shown;
    try {
      shown = render();
    } catch (error) {
      shown = problem(ctx, error);
    }
    output.replaceChildren(paper(form), ...[shown].flat().filter(Boolean));
    const first = output.querySelector(".meshal-results, .meshal-calc__error");
    const summary = first?.matches("dl")
      ? [...first.querySelectorAll(".meshal-results__row")].map((row) => `${row.firstChild.textContent}: ${row.lastChild.textContent}`).join("; ")
      : first?.textContent ?? "";
    if (announce.textContent !== summary) announce.textContent = summary;
  };
  const key = node.dataset.share;
  let share = () => {};
  let restoring = false;
  const changed = () => {
    if (restoring) return;
    update();
    share();
  };
  form.addEventListener("input", changed);
  // The change that follows typing (on blur) would redraw the same result and close whatever
  // the reader just opened in it (a folded fraction): redraw only what really changed.
  form.addEventListener("change", () => { if (values() !== drawn) changed(); });
  node.append(form, announce, output);
  if (key) {
    share = writer(form, key, controlValues(form));
    restoring = true;
    restore(form, key);
    restoring = false;
  }
  update();
  return () => {
    update();
    share();
  };
}
