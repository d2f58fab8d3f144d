// The wiki without a network: register this edition's service worker (the build writes one at the
// root of each edition: it installs the app shell and keeps pages as they are read), and the
// "Save for offline" panel and saving (offline/), loaded only where needed.

import { asset } from "./site.js";

const saving = () => import("./offline/save.js");

/** Once per page load: register the worker; go on with a saving the reader asked for earlier. */
export function initOffline() {
  if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
  const first = !navigator.serviceWorker.controller; // no worker saw this page come in
  navigator.serviceWorker.register(asset("sw.js")).catch(() => {
    // No worker (e.g. served without it): the site works, only not offline.
  });
  if (!first && !localStorage.getItem("meshal-offline-choice")) return; // save.js's CHOICE: nothing to go on with
  addEventListener("load", () => saving().then(({ keepUp, keepPage }) => {
    if (first) keepPage(location.href); // the page of a first visit, read before the worker was there
    keepUp();
  }), { once: true });
}

/** On each page: the "Save for offline" panel where there is one; the offline page's title. */
export function initOfflinePage() {
  const panel = document.querySelector(".meshal-offline-save:not([data-mounted])");
  if (panel) import("./offline/panel.js").then(({ mountPanel }) => mountPanel(panel));
  const offline = document.querySelector('[data-meshal-offline="1"] .meshal-when-offline h1');
  if (offline) document.title = offline.textContent;
}
