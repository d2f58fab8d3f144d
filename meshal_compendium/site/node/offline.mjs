// The offline wiki's two Workbox steps, run by offline.py on the finished site.
// Usage: node offline.mjs list CONFIG.json     every file a reader may need: [[url, revision, size], …]
//        node offline.mjs workers CONFIG.json  one service worker per edition (generateSW options each)
// The routes are written here, not in CONFIG: generateSW takes them as functions.

import { readFileSync } from "node:fs";
import { generateSW, getManifest } from "workbox-build";

const [command, path] = process.argv.slice(2);
const config = JSON.parse(readFileSync(path, "utf-8"));

// "Save for offline" fetches with an x-meshal-save header (offline/save.js): no route answers it, so
// what it stores comes from the network, never a cached copy or the offline page. (Each pattern is
// written out whole: generateSW copies the functions' source into the worker, not what they call.)
// A file whose name carries its content's hash (Material's bundle.1a2b3c4d.min.js, Pagefind's
// chunks) never changes: the cache may answer first. Everything else asks the network first, so an
// online reader always sees the newest build, and falls back on what was read or saved.
const ROUTES = [
  {
    urlPattern: ({ request, url, sameOrigin }) => sameOrigin && !request.headers.has("x-meshal-save") && /[.-][0-9a-f]{8,}\.|\/pagefind\/(index|fragment)\//.test(url.pathname),
    handler: "CacheFirst",
    options: { cacheName: "meshal-saved", matchOptions: { ignoreSearch: true } },
  },
  {
    urlPattern: ({ request, url, sameOrigin }) =>
      sameOrigin && !request.headers.has("x-meshal-save") && (request.mode === "navigate" || url.pathname.endsWith("/") || url.pathname.endsWith(".html")),
    handler: "NetworkFirst",
    options: {
      cacheName: "meshal-saved", networkTimeoutSeconds: 4, matchOptions: { ignoreSearch: true },
      // A page neither read nor saved: the edition's 404 page, marked so it says "offline" instead.
      plugins: [{ handlerDidError: async () => self.meshalOfflinePage() }],
    },
  },
  {
    urlPattern: ({ request, sameOrigin }) => sameOrigin && !request.headers.has("x-meshal-save"),
    handler: "NetworkFirst",
    options: { cacheName: "meshal-saved", networkTimeoutSeconds: 4, matchOptions: { ignoreSearch: true } },
  },
];

if (command === "list") {
  let files = [];
  await getManifest({
    ...config,
    manifestTransforms: [(entries) => {
      files = entries.map(({ url, revision, size }) => [url, revision, size]);
      return { manifest: entries };
    }],
  });
  console.log(JSON.stringify(files));
} else {
  const made = [];
  for (const options of config) {
    // The character builder's state is in the query: ?c-species=… is the same page.
    const { count, size, warnings } = await generateSW({
      ...options, runtimeCaching: ROUTES, ignoreURLParametersMatching: [/.*/],
    });
    for (const warning of warnings) console.error(warning);
    made.push({ count, size });
  }
  console.log(JSON.stringify(made));
}
