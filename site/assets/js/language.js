// The language switcher keeps the reader on the same page: zh is built at the root, en under
// en/ and zh-Hant under zh-Hant/, with the same paths in every build. The build writes each page's own links; instant
// navigation swaps the page but not the header, so after every navigation the links are
// pointed at the new page (real hrefs, so open-in-new-tab and copy-link work too).

import { edition } from "./site.js";

const config = JSON.parse(document.getElementById("__config").textContent);

/** The URL of the current page in the other build. */
export function counterpart(target) {
  const root = new URL(config.base.replace(/\/?$/, "/"), location.href); // base is ".", ".." or "/" (404)
  const siteRoot = edition() === "zh" ? root : new URL("../", root);
  const path = location.href.slice(root.href.length);
  const prefix = target === "zh" ? "" : `${target}/`;
  return new URL(prefix + path, siteRoot).href;
}

export function initLanguage() {
  for (const link of document.querySelectorAll(".md-select__link[hreflang]")) {
    link.href = counterpart(link.getAttribute("hreflang"));
  }
}
