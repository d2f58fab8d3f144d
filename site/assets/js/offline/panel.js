// The "Save for offline" panel (home and About pages): pick an edition and rulesets, see the size
// and the room the browser allows before anything is fetched, follow the progress, cancel, resume
// or remove. The saving itself is save.js; it goes on across pages, so the panel shows a saving
// already under way.

import { edition, format, h, language, strings } from "../site.js";
import { choice, chosen, current, listing, missing, remove, room, save, savings, supported } from "./save.js";

const UNITS = [[1e9, "js-offline-gb"], [1e6, "js-offline-mb"], [1e3, "js-offline-kb"]];

/** Fill one `.meshal-offline-save` placeholder. */
export async function mountPanel(node) {
  if (node.dataset.mounted) return;
  node.dataset.mounted = "1";
  const [S, list] = await Promise.all([strings(), supported() ? listing().catch(() => null) : null]);
  const t = (key, fields) => format(S[key], fields);
  const lang = language();
  const size = (bytes) => {
    const [unit, key] = UNITS.find(([unit]) => bytes >= unit) ?? UNITS.at(-1);
    return t(key, { n: (bytes / unit).toLocaleString(lang, { maximumFractionDigits: 1 }) });
  };

  const title = h("h2", { id: "meshal-offline-title", text: t("js-offline-title") });
  node.replaceChildren(title, h("p", { text: t("js-offline-intro") }));
  node.setAttribute("aria-labelledby", title.id);
  node.hidden = false;
  if (!list) {
    node.append(h("p", { text: t(supported() ? "js-offline-none" : "js-offline-unsupported") }));
    return;
  }

  const before = choice();
  const here = before?.edition ?? edition();
  const editions = Object.entries(list.editions).map(([value, { name }]) =>
    h("label", { class: "meshal-offline__option" },
      h("input", { type: "radio", name: "meshal-offline-edition", value, checked: value === here }),
      h("span", { lang: value, text: name })));
  const rulesets = Object.entries(list.rulesets).map(([value, names]) =>
    h("label", { class: "meshal-offline__option" },
      h("input", { type: "checkbox", name: "meshal-offline-ruleset", value,
        checked: !before || before.rulesets.includes(value) }),
      h("span", { text: names[edition()] })));
  const estimate = h("p", { class: "meshal-offline__size", "aria-live": "polite" });
  const bar = h("progress", { class: "meshal-offline__bar", max: "1", value: "0", hidden: true,
    "aria-labelledby": title.id });
  const status = h("p", { class: "meshal-offline__status", role: "status" });
  const start = h("button", { type: "button", class: "md-button md-button--primary", text: t("js-offline-start"),
    onclick: () => begin() });
  const stop = h("button", { type: "button", class: "md-button", text: t("js-offline-cancel"), hidden: true,
    onclick: () => current()?.cancel() });
  const drop = h("button", { type: "button", class: "md-button", text: t("js-offline-remove"), onclick: async () => {
    await remove();
    status.textContent = t("js-offline-removed");
    bar.hidden = true;
    await refresh();
  } });
  node.append(
    h("fieldset", {}, h("legend", { text: t("js-offline-edition") }), ...editions),
    h("fieldset", {}, h("legend", { text: t("js-offline-rulesets") }), ...rulesets),
    estimate, h("div", { class: "meshal-offline__buttons" }, start, stop, drop), bar, status);

  const pick = () => ({
    edition: node.querySelector("[name=meshal-offline-edition]:checked").value,
    rulesets: [...node.querySelectorAll("[name=meshal-offline-ruleset]:checked")].map((box) => box.value),
  });

  async function refresh() {
    const wanted = chosen(list, pick());
    const todo = missing(list, pick());
    const bytes = todo.reduce((sum, file) => sum + file[2], 0);
    const free = await room();
    estimate.textContent = todo.length
      ? [t("js-offline-size", { size: size(bytes), files: todo.length, all: wanted.length }),
          free === null ? "" : t(free < bytes ? "js-offline-space-short" : "js-offline-space", { free: size(free) })]
        .filter(Boolean).join(" ")
      : t("js-offline-size-done", { size: size(wanted.reduce((sum, file) => sum + file[2], 0)) });
    start.textContent = t(todo.length < wanted.length ? "js-offline-resume" : "js-offline-start");
    start.disabled = !todo.length || Boolean(current() && current().state === null);
    drop.hidden = !choice();
  }

  function follow(job) {
    const show = ({ done, total, bytes, size: all }) => {
      bar.hidden = false;
      bar.value = total ? done / total : 1;
      status.textContent = t("js-offline-progress", { done, total, bytes: size(bytes), size: size(all) });
    };
    job.addEventListener("progress", (event) => show(event.detail));
    job.addEventListener("end", async (event) => {
      const { state, done, total } = event.detail;
      stop.hidden = true;
      status.textContent = t(`js-offline-${state}`, { done, total });
      await refresh();
    });
    stop.hidden = false;
    start.disabled = true;
  }

  async function begin() {
    status.textContent = "";
    save(list, pick());
  }

  node.addEventListener("change", refresh);
  // Each saving, the reader's or one going on by itself (back online, a new build); not once the page is left.
  const onStart = (event) => (node.isConnected ? follow(event.detail) : savings.removeEventListener("start", onStart));
  savings.addEventListener("start", onStart);
  if (current() && current().state === null) follow(current());
  await refresh();
}
