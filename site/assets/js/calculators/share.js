// A calculator's inputs live in the URL (?odds.pool=4d&odds.pool-advantage=1), so a GM can send
// a link that opens with the same numbers. Only what differs from the calculator's defaults is
// written; other parameters (the character builder's c-…, a list's filters) are kept.

/** Every named control of `form` → its value as text (a checkbox is "1" or "0"). */
export function controlValues(form) {
  const found = new Map();
  for (const control of form.elements) {
    if (!control.name || control.type === "button" || control.type === "submit") continue;
    found.set(control.name, control.type === "checkbox" ? (control.checked ? "1" : "0") : control.value);
  }
  return found;
}

/** The URL's values for the calculator shared as `key`: Map(control name → text). */
export function sharedValues(key) {
  const prefix = `${key}.`;
  const found = new Map();
  for (const [name, value] of new URLSearchParams(location.search)) {
    if (name.startsWith(prefix)) found.set(name.slice(prefix.length), value);
  }
  return found;
}

/** Put the URL's values into `form`; each control hears input and change events, as if typed, so
 * calculators that keep their own state (timeline rows) follow. */
export function restore(form, key) {
  for (const [name, value] of sharedValues(key)) {
    const control = form.elements[name];
    if (!control || control instanceof RadioNodeList) continue;
    if (control.type === "checkbox") control.checked = value === "1";
    else control.value = value;
    for (const type of ["input", "change"]) control.dispatchEvent(new Event(type, { bubbles: true }));
  }
}

/** A function that writes `form`'s values (those not at `defaults`, and those marked
 * data-share-always) into the URL. */
export function writer(form, key, defaults) {
  const home = location.pathname;
  return () => {
    if (!form.isConnected || location.pathname !== home) return; // instant navigation left the page
    const params = new URLSearchParams(location.search);
    for (const name of [...params.keys()]) if (name.startsWith(`${key}.`)) params.delete(name);
    for (const [name, value] of controlValues(form)) {
      if (defaults.get(name) !== value || form.elements[name]?.dataset?.shareAlways) params.set(`${key}.${name}`, value);
    }
    const query = params.toString();
    const url = `${location.pathname}${query ? `?${query}` : ""}${location.hash}`;
    if (url !== `${location.pathname}${location.search}${location.hash}`) history.replaceState(history.state, "", url);
  };
}
