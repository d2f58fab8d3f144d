// The offline wiki's Workbox step, run by offline.py on the finished site.
// Usage: node offline.mjs CONFIG.json
//   CONFIG: {list: getManifest options, workers: [injectManifest options, one per edition]}
//   prints every file a reader may need, [[url, revision, size], …], after writing each edition's
//   worker (worker.js with its precache list) and Workbox's runtime beside it (workbox/).
// Workbox's published production builds are copied, not bundled: generateSW's Rollup and Babel took
// two seconds an edition, a third of a small site's build.

import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { getManifest, injectManifest } from "workbox-build";

const require = createRequire(import.meta.url);
const RUNTIME = ["workbox-sw/build/workbox-sw.js",
  ...["core", "routing", "strategies", "precaching"].map((name) => `workbox-${name}/build/workbox-${name}.prod.js`)];
const WORKER = join(dirname(new URL(import.meta.url).pathname), "worker.js");

const config = JSON.parse(readFileSync(process.argv[2], "utf-8"));

for (const options of config.workers) {
  const runtime = join(dirname(options.swDest), "workbox");
  mkdirSync(runtime, { recursive: true });
  for (const file of RUNTIME) {
    const [pkg, ...rest] = file.split("/");
    copyFileSync(join(dirname(require.resolve(`${pkg}/package.json`)), ...rest), join(runtime, rest.at(-1)));
  }
  const { warnings } = await injectManifest({ ...options, swSrc: WORKER });
  for (const warning of warnings) console.error(warning);
}

let files = [];
await getManifest({
  ...config.list,
  manifestTransforms: [(entries) => {
    files = entries.map(({ url, revision, size }) => [url, revision, size]);
    return { manifest: entries };
  }],
});
console.log(JSON.stringify(files));
