// Writes the service worker with Workbox: the precache list is every file its glob patterns
// match in the built site, each with a content hash, so nothing is listed by hand.
// Usage: node offline.mjs CONFIG.json  (the generateSW options, written by offline.py).

import { readFileSync } from "node:fs";
import { generateSW } from "workbox-build";

const options = JSON.parse(readFileSync(process.argv[2], "utf-8"));
options.ignoreURLParametersMatching = options.ignoreURLParametersMatching.map((source) => new RegExp(source));
const { count, size, warnings } = await generateSW(options);
for (const warning of warnings) console.error(warning);
console.log(JSON.stringify({ count, size }));
