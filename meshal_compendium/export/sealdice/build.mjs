// Bundle the SealDice plugin's runtime (runtime.mjs + meshal.mjs + the site's exact.js and meshal/math.js)
// into plugin.js: one ES2015 script defining `MeshalSealdice`, which the Python export embeds.
//
//   node meshal_compendium/export/sealdice/build.mjs           write plugin.js
//   node meshal_compendium/export/sealdice/build.mjs --check   exit 1 when plugin.js is stale
//
// esbuild lowers the newer syntax (??, ?., object spread) to ES2015. Two things it cannot lower
// are rewritten here with acorn: BigInt literals (`10n`) become constants made once by
// `BigInt("10")`, and `**` becomes a call to `$pow`, exact for BigInt operands. The math stays
// exact BigInt: SealDice's JS engine (goja) implements BigInt since SealDice 1.5.0 (README).
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import * as acorn from "acorn";
import * as esbuild from "esbuild";

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT = join(HERE, "plugin.js");

const POW = `function $pow(base, exponent) {
  if (typeof base !== "bigint") return Math.pow(base, exponent);
  if (exponent < BigInt(0)) throw new RangeError("BigInt negative exponent");
  var result = BigInt(1);
  for (var i = BigInt(0); i < exponent; i += BigInt(1)) result *= base;
  return result;
}
`;

/** The bundle text: deterministic for the same sources. */
export function bundle() {
  const built = esbuild.buildSync({
    entryPoints: [join(HERE, "runtime.mjs")], bundle: true, write: false, format: "iife",
    globalName: "MeshalSealdice", target: "es2015", charset: "utf8", legalComments: "none",
    supported: { bigint: true, "exponent-operator": true }, // kept for the rewrite below
  });
  return lowerBigInt(built.outputFiles[0].text);
}

/** BigInt literals to constants and `**` to `$pow(…)`, by the positions acorn reports. */
export function lowerBigInt(code) {
  const ast = acorn.parse(code, { ecmaVersion: "latest", sourceType: "script" });
  const edits = []; // [start, end, text]: literal replacements and insertions
  const constants = new Map();
  (function walk(node) {
    if (!node || typeof node.type !== "string") return;
    if (node.type === "Literal" && node.bigint !== undefined) {
      if (!constants.has(node.bigint)) constants.set(node.bigint, `$big${constants.size}`);
      edits.push([node.start, node.end, constants.get(node.bigint)]);
    }
    if ((node.type === "BinaryExpression" && node.operator === "**")
      || (node.type === "AssignmentExpression" && node.operator === "**=")) {
      // The operator itself becomes the comma, so parentheses around either side stay balanced.
      const target = code.slice(node.left.start, node.left.end);
      const operator = code.indexOf(node.operator, node.left.end);
      edits.push([node.start, node.start, node.operator === "**" ? "$pow(" : `${target} = $pow(`]);
      edits.push([operator, operator + node.operator.length, ","]);
      edits.push([node.end, node.end, ")"]);
    }
    for (const key of Object.keys(node)) {
      const value = node[key];
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value.type === "string") walk(value);
    }
  })(ast);
  edits.sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  let out = code;
  for (const [start, end, text] of edits) out = out.slice(0, start) + text + out.slice(end);
  const declared = [...constants].map(([value, name]) => `var ${name} = BigInt("${value}");\n`).join("");
  return declared + POW + out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = bundle();
  if (process.argv.includes("--check")) {
    const current = readFileSync(OUT, "utf-8");
    if (current !== text) {
      console.error("plugin.js is stale: run `make sealdice-plugin` and commit it");
      process.exit(1);
    }
  } else {
    writeFileSync(OUT, text);
  }
}
