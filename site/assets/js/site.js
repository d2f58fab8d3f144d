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

/** Fill "{name}" fields of a catalogue string; "{n:step|steps}" is a count with its singular and
 * plural (as in meshal_compendium/i18n.py): "1 step", "2 steps". */
export function format(text, fields = {}) {
  return text.replace(/\{(\w+)(?::([^{}|]*)\|([^{}]*))?\}/g, (all, name, one, other) => {
    if (!(name in fields)) return all;
    const value = fields[name];
    if (one === undefined) return String(value);
    return `${value} ${isOne(value) ? one : other}`;
  });
}

/** Whether a count takes the singular: exactly one, however written (1, "1", "1/1"). */
function isOne(value) {
  const [n, d = "1"] = String(value).trim().split("/");
  return Number(n) === Number(d) && Number(d) !== 0;
}
