// Ajv 2020 as an outside validator of our published schemas, driven by tests/foundation/test_outside_validators.py.
//
//   node tests/js/ajv_verdicts.mjs SCHEMA_DIR < cases.jsonl
//
// Compiles every *.schema.json in SCHEMA_DIR in strict mode (x-ref / x-dice declared as the
// annotation keywords they are, their values checked like the dialect meta-schema does), prints
// {"compiled": [...]} and then, for each input line {"schema": FILE, "data": ...}, one line
// {"valid": bool, "errors": [...]}. strictRequired stays off: our `required` lists name
// properties that an allOf branch ($ref to defs.schema.json#/$defs/entry) declares, which that
// check does not look through.
import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { createInterface } from "node:readline";

const require = createRequire(import.meta.url);
const Ajv2020 = require("ajv/dist/2020").default;
const addFormats = require("ajv-formats").default;

const dir = process.argv[2];
const ajv = new Ajv2020({ strict: true, strictRequired: false, allErrors: true });
addFormats(ajv);
const vocabulary = JSON.parse(readFileSync(`${dir}/vocabulary.schema.json`, "utf8"));
for (const [keyword, metaSchema] of Object.entries(vocabulary.anyOf[1].properties)) {
  const { description: _, ...check } = metaSchema;
  ajv.addKeyword({ keyword, metaSchema: check });
}
// Ours at the top, each ruleset's in a folder of its own ("woss/status.schema.json").
const files = readdirSync(dir, { recursive: true }).filter((name) => name.endsWith(".schema.json")).sort();
const ids = {};
for (const name of files) {
  const schema = JSON.parse(readFileSync(`${dir}/${name}`, "utf8"));
  ids[name] = schema.$id;
  ajv.addSchema(schema);
}
const validators = {};
for (const name of files) validators[name] = ajv.getSchema(ids[name]); // throws on any strict-mode error
console.log(JSON.stringify({ compiled: files }));

for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const { schema, data } = JSON.parse(line);
  const validate = validators[schema];
  const valid = validate(data);
  const errors = (validate.errors || []).slice(0, 5).map((e) => `${e.instancePath} ${e.keyword}: ${e.message}`);
  console.log(JSON.stringify({ valid, errors }));
}
