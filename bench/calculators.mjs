// Calculator benchmark: the site's JS math module in node, a 100-die attack against a 100-die
// defense (hit, solid defense and the wound distribution), against the same module computing a
// 10-die one as the baseline.
//
//   node bench/calculators.mjs CALCULATORS.json [reps]
// CALCULATORS.json is what the build writes as assets/calculators-meshal.json (bench/run.py makes one).
// Prints one JSON object: medians in milliseconds and their ratio.

import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";

const { meshalMath } = await import(pathToFileURL(resolve("site/assets/js/meshal/math.js")).href);
const data = JSON.parse(readFileSync(process.argv[2], "utf-8"));
const reps = Number(process.argv[3] ?? 20);
const math = meshalMath(data.rules);

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function time(dice) {
  const times = [];
  let outcome;
  for (let i = 0; i < reps; i += 1) {
    const start = performance.now();
    outcome = math.attackOutcome(math.pointsDistribution(dice), math.pointsDistribution(dice));
    times.push(performance.now() - start);
  }
  return { median_ms: median(times), min_ms: Math.min(...times), max_ms: Math.max(...times), reps,
           hit: outcome.hit.toString() };
}

const big = time(100);
const small = time(10);
console.log(JSON.stringify({ attack_100_vs_100: big, attack_10_vs_10: small, ratio: big.median_ms / small.median_ms }));
