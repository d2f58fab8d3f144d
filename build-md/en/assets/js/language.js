// The language switcher keeps the reader on the same page: zh is built at the root, en under
// en/, with the same paths in both builds.

import { language } from "./site.js";

const config = JSON.parse(document.getElementById("__config").textContent);

/** The URL of the current page in the other build. */
export function counterpart(target) {
  const root = new URL(`${config.base}/`, location.href);
  const siteRoot = language() === "en" ? new URL("../", root) : root;
  const path = location.href.slice(root.href.length);
  const prefix = target === "en" ? "en/" : "";
  return new URL(prefix + path, siteRoot).href;
}

export function initLanguage() {
  for (const link of document.querySelectorAll(".md-select__link[hreflang]")) {
    if (link.dataset.stayReady) continue;
    link.dataset.stayReady = "1";
    link.addEventListener("click", (event) => {
      const target = link.getAttribute("hreflang");
      if (target === language()) return;
      event.preventDefault();
      event.stopPropagation();
      location.href = counterpart(target);
    });
  }
}
