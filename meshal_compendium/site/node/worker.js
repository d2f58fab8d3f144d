// An edition's service worker (its sw.js). offline.mjs writes the files it precaches in place of the
// manifest placeholder below (Workbox's injectManifest) and copies Workbox's own production builds beside it
// (workbox/): nothing is bundled at build time. sw-meshal.js, the build's own part, comes first: it
// names the caches after the build and answers a page neither read nor saved when offline.
importScripts("sw-meshal.js", "workbox/workbox-sw.js");
workbox.setConfig({ modulePathPrefix: "workbox/", debug: false }); // else localhost gets the dev builds
workbox.core.setCacheNameDetails({ prefix: self.meshalCache });
self.skipWaiting();
workbox.core.clientsClaim();
workbox.precaching.cleanupOutdatedCaches();
// The character builder's state is in the query: ?c-species=… is the same page.
workbox.precaching.precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });

// "Save for offline" fetches with an x-meshal-save header (offline/save.js): no route answers it, so
// what it stores comes from the network, never a cached copy or the offline page.
const saved = { cacheName: "meshal-saved", matchOptions: { ignoreSearch: true } };
const ours = ({ request, sameOrigin }) => sameOrigin && !request.headers.has("x-meshal-save");

// A file whose name carries its content's hash (Material's bundle.1a2b3c4d.min.js, Pagefind's
// chunks) never changes: the cache may answer first.
workbox.routing.registerRoute(
  ({ request, url, sameOrigin }) => ours({ request, sameOrigin }) &&
    /[.-][0-9a-f]{8,}\.|\/pagefind\/(index|fragment)\//.test(url.pathname),
  new workbox.strategies.CacheFirst(saved),
);
// Everything else asks the network first, so an online reader always sees the newest build, and
// falls back on what was read or saved; a page neither read nor saved gets the edition's 404 page,
// marked so it says "offline" instead.
workbox.routing.registerRoute(
  ({ request, url, sameOrigin }) => ours({ request, sameOrigin }) &&
    (request.mode === "navigate" || url.pathname.endsWith("/") || url.pathname.endsWith(".html")),
  new workbox.strategies.NetworkFirst({
    ...saved, networkTimeoutSeconds: 4, plugins: [{ handlerDidError: async () => self.meshalOfflinePage() }],
  }),
);
workbox.routing.registerRoute(ours, new workbox.strategies.NetworkFirst({ ...saved, networkTimeoutSeconds: 4 }));
