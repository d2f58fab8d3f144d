// What the workshop takes from npm (pinned in package.json), bundled by build.mjs into vendor.js:
// Ajv 2020 (the published schemas, checked as `meshal validate` checks them), yaml (the YAML view,
// with line positions), fflate (the zip pack). The browser loads vendor.js; node tests import it too.
export { default as Ajv2020 } from "ajv/dist/2020.js";
export { default as addFormats } from "ajv-formats";
export { LineCounter, isAlias, isMap, isScalar, isSeq, parseAllDocuments, parseDocument, stringify } from "yaml";
export { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
