// The pack as files: export to a zip that `meshal validate` and `meshal build --pack` read (the
// manifest as pack.yaml, each entry a YAML file in its kind's folder), import of such a zip or of
// YAML files. Built and read here in the browser with fflate; nothing leaves the machine.

import { parseAllDocuments, stringify, strFromU8, strToU8, unzipSync, zipSync } from "./vendor.js";
import { MANIFEST } from "./check.js";

const SAFE = /^[a-z0-9][a-z0-9-]*$/;

/** The pack's files by name: pack.yaml and `<kind>/<id>.yaml` (entry-N when the id cannot name a file). */
export function files(pack) {
  const found = [{ name: MANIFEST, text: pack.manifest }];
  const taken = new Set([MANIFEST]);
  pack.entries.forEach((entry, index) => {
    const kind = SAFE.test(entry.kind ?? "") ? entry.kind : "entries";
    let name = `${kind}/${SAFE.test(entry.id ?? "") ? entry.id : `entry-${index + 1}`}.yaml`;
    for (let n = 2; taken.has(name); n += 1) name = `${kind}/${entry.id || "entry"}-${n}.yaml`;
    taken.add(name);
    found.push({ name, text: entry.text });
  });
  return found;
}

/** The zip's bytes: the same input gives the same bytes (fixed dates). */
export function zip(pack) {
  const entries = {};
  const mtime = new Date(Date.UTC(2020, 0, 1));
  for (const file of files(pack)) entries[file.name] = [strToU8(file.text), { mtime }];
  return zipSync(entries, { level: 9 });
}

/** A zip `meshal validate` would refuse: the problem it reports, found from the zip's directory
 * before anything is inflated (a bomb never reaches memory). */
export class ZipProblem extends Error {
  constructor(code, fields) {
    super(code);
    Object.assign(this, { code, fields });
  }
}

function members(bytes) {
  const found = [];
  unzipSync(bytes, { filter: (file) => { found.push(file); return false; } });
  return found;
}

/** The CLI's bounds (archive.py, sent as `limits.archive`): entries, total size, compression ratio. */
export function checkZip(bytes, limits) {
  const found = members(bytes);
  if (found.length > limits.files) throw new ZipProblem("archive-too-many-files", { count: found.length, limit: limits.files });
  const size = found.reduce((total, file) => total + file.originalSize, 0);
  if (size > limits.bytes) throw new ZipProblem("archive-too-large", { size, limit: limits.bytes });
  const bomb = found.find((file) => file.originalSize > limits.floor && file.originalSize > limits.ratio * file.size);
  if (bomb) {
    throw new ZipProblem("archive-bomb", { name: bomb.name, limit: limits.ratio,
      ratio: Math.floor(bomb.originalSize / Math.max(bomb.size, 1)) });
  }
}

/** Files read from a zip (its folder prefix dropped when everything sits in one) or YAML files:
 * {manifest: text | null, entries: [text]}. A YAML file holding several entries gives each. A zip over
 * `limits` (the CLI's) throws a ZipProblem. */
export function unpack(chosen, limits) {
  const texts = [];
  for (const { name, bytes } of chosen) {
    if (/\.zip$/i.test(name)) {
      checkZip(bytes, limits);
      const inside = unzipSync(bytes, { filter: (file) => /\.ya?ml$/i.test(file.name) && !file.name.startsWith("schemas/") });
      for (const [inner, data] of Object.entries(inside)) texts.push({ name: inner, text: strFromU8(data) });
    } else {
      texts.push({ name, text: strFromU8(bytes) });
    }
  }
  const manifest = texts.find((f) => f.name.split("/").at(-1) === MANIFEST)?.text ?? null;
  const entries = [];
  for (const file of texts) {
    if (file.name.split("/").at(-1) === MANIFEST) continue;
    const [doc] = parseAllDocuments(file.text, { version: "1.1" });
    let value;
    try { value = doc?.toJS?.(); } catch { value = undefined; }
    // A file of several entries becomes one entry each; anything else is kept as written, to be checked.
    if (Array.isArray(value) && !doc.errors.length) entries.push(...value.map((item) => stringify(item, { version: "1.1" })));
    else entries.push(file.text);
  }
  return { manifest, entries };
}
