// The workshop's checker (site/assets/js/workshop/check.js) run by node on packs, for
// tests/site/test_workshop_verdicts.py, which compares each verdict with `meshal validate`.
//
//   node tests/js/workshop_verdicts.mjs WORKSHOP_JSON CALCULATORS_JSON SCHEMA_DIR [SCRIPTS_DIR] < packs.jsonl
//
// CALCULATORS_JSON: {ruleset id: its calculator data} for the rulesets whose dice the checker reads;
// SCRIPTS_DIR: the site's assets/js/ with each ruleset's modules in <id>/ (default site/assets/js/,
// where the built-in rulesets' are).
//
// Each input line is {"files": [{"name", "text"}]}; each output line {"ok", "codes", "problems"}:
// the error codes found (sorted, unique) and every problem with its message in English.
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";

import { makeChecker, message, rulesetParts } from "../../site/assets/js/workshop/check.js";

const [workshopFile, calculatorsFile, schemaDir, scriptsDir] = process.argv.slice(2);
const data = JSON.parse(readFileSync(workshopFile, "utf8"));
const calculators = JSON.parse(readFileSync(calculatorsFile, "utf8")); // ruleset id → its calculators-<id>.json
const schemas = data.schemas.map((path) => JSON.parse(readFileSync(`${schemaDir}/${path.replace(/^schemas\/v1\//, "")}`, "utf8")));
const scripts = scriptsDir ? pathToFileURL(`${scriptsDir}/`) : new URL("../../site/assets/js/", import.meta.url);
const parts = await rulesetParts(data, (path) => import(new URL(path, scripts)), (id) => calculators[id] ?? null);
const checker = makeChecker({ data, schemas, ...parts });
console.log(JSON.stringify({ ready: true }));

for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const { files } = JSON.parse(line);
  const verdict = checker.checkPack(files);
  const errors = verdict.problems.filter((p) => p.severity === "error");
  console.log(JSON.stringify({
    ok: verdict.ok,
    codes: [...new Set(errors.map((p) => p.code))].sort(),
    problems: verdict.problems.map((p) => ({ ...p, message: message(p, data.messages, "en") })),
  }));
}
