// Where this page sits: its language, the site root, and the UI strings of its language.

// This module sits at assets/js/ of its language's build, so the build's root is two folders
// up from it. Not `__config.base` against `location`: the base is relative to the page first
// loaded, and after instant navigation `location` is another page (a fetch from /glossary/'s
// base on /handbook/time/ asked for /handbook/assets/strings.json and got a 404).
const root = new URL("../../", import.meta.url);

/** The page's language: "zh" or "en" (a zh-Hant page is Chinese: "zh"). */
export function language() {
  return document.documentElement.lang.startsWith("zh") ? "zh" : "en";
}

/** The build the page is in: "zh" (the site's root), "en" or "zh-Hant" (each a folder below it). */
export function edition() {
  const lang = document.documentElement.lang;
  return lang === "zh-Hant" || lang === "en" ? lang : "zh";
}

/** Absolute URL of a file at the root of this language's build (e.g. "assets/cards.json"). */
export function asset(path) {
  return new URL(path, root).href;
}

/** Absolute URL of a file at the root of the whole site (the zh build; en and zh-Hant sit in folders). */
export function siteAsset(path) {
  return new URL(path, edition() === "zh" ? root : new URL("../", root)).href;
}

const cache = new Map();

/** JSON from this language's build, fetched once per path. */
export function json(path) {
  if (!cache.has(path)) {
    cache.set(path, fetch(asset(path)).then((response) => response.json()));
  }
  return cache.get(path);
}

/** The UI strings of this page's language, from the one catalogue (assets/strings.json). */
export async function strings() {
  return json("assets/strings.json");
}

/** An element: h("p", {class: "x", text: "…", onclick}, child, …). */
export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "text") node.textContent = value;
    else if (key === "class") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key in node && typeof value !== "string") node[key] = value;
    else node.setAttribute(key, value === true ? "" : value);
  }
  node.append(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
  return node;
}

export { format } from "./words.js";
