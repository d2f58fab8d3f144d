// The wiki without a network: register the service worker the build wrote at the site's root
// (Workbox precaches every page, asset, search index and calculator of both languages).

import { siteAsset } from "./site.js";

/** Register once per page load; a browser without service workers just stays online-only. */
export function initOffline() {
  if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
  navigator.serviceWorker.register(siteAsset("sw.js")).catch(() => {
    // No worker (e.g. served without it): the site works, only not offline.
  });
}
