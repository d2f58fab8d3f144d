// Where this page sits: its language, the site root, and the UI strings of its language.

const config = JSON.parse(document.getElementById("__config").textContent);

/** The page's language: "zh" or "en". */
export function language() {
  return document.documentElement.lang.startsWith("zh") ? "zh" : "en";
}

/** Absolute URL of a file at the root of this language's build (e.g. "assets/cards.json"). */
export function asset(path) {
  return new URL(`${config.base}/${path}`, location.href).href;
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

/** Fill "{name}" fields of a catalogue string. */
export function format(text, fields = {}) {
  return text.replace(/\{(\w+)\}/g, (all, name) => (name in fields ? String(fields[name]) : all));
}
