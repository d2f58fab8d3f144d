// Catalogue strings filled in, shared by the site and the SealDice plugin: plain functions, no
// browser or module features, so the plugin's ES2015 bundle takes them as they are.

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
