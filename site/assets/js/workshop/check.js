// The workshop's checker: a pack (its files as text) → the problems `meshal validate` reports on it.
//
// The same checks, in the same order, from the same sources: the published JSON Schemas (Ajv
// 2020), assets/workshop.json — the build's copy of the kinds, of where each kind holds references,
// dice and texts, of the shipped ids and of the patterns the CLI uses
// (meshal_compendium/site/workshop.py) — and what each ruleset ships for its browser: its dice
// module's `checks` (the Python half's roll_problems and text_problems) and its kinds' checks
// (Kind.browser_check), loaded by `rulesetParts`. No browser API: node runs this module in
// tests/js/workshop_verdicts.mjs, against the CLI on the same packs.
//
//   const checker = makeChecker({ data, schemas, ...await rulesetParts(data, load, calculatorData) });
//   checker.checkPack([{ name: "pack.yaml", text }, { name: "abilities/ember.yaml", text }])
//     // → { ok, entries, problems: [{file, line, column, code, severity, pointer, fields}] }

import { Ajv2020, addFormats, LineCounter, isAlias, isMap, isScalar, isSeq, parseDocument } from "./vendor.js";

export const MANIFEST = "pack.yaml";
const HANDBOOK = "handbook";
const SIMPLE = { // Ajv keyword → problem code, as validate.py's _SIMPLE
  minimum: "schema-too-small", exclusiveMinimum: "schema-too-small",
  maximum: "schema-too-large", exclusiveMaximum: "schema-too-large",
  pattern: "schema-form", format: "schema-form",
  minLength: "schema-too-short", maxLength: "schema-too-long",
  minItems: "schema-too-few", minProperties: "schema-too-few",
  maxItems: "schema-too-many", uniqueItems: "schema-not-unique",
};
const BOUND = { format: "format", pattern: "pattern", uniqueItems: null };

/** What the site's rulesets' own browser modules add to the checker. `load(path)`: the module at `path`
 * below assets/js/; `calculatorData(id)`: the ruleset's calculators-<id>.json, or null without one.
 * A ruleset whose dice module has no `checks` (or none it can use) leaves its rolls to `meshal validate`,
 * as a ruleset this site does not show (its modules are not here) leaves its kinds' own checks; a
 * module that fails to load leaves its part too, and the workshop works on without it. */
export async function rulesetParts(data, load, calculatorData) {
  const shown = data.rulesets.filter((r) => r.present);
  const dice = {};
  for (const ruleset of shown.filter((r) => r.dice)) {
    const own = await load(`${ruleset.id}/dice.js`).catch(() => ({}));
    const found = own.checks?.(await calculatorData(ruleset.id));
    if (found) dice[ruleset.id] = found;
  }
  const checks = {};
  for (const kind of data.kinds.filter((k) => k.check && shown.some((r) => r.id === k.ruleset))) {
    const [path, name] = kind.check.split(":");
    const own = await load(path).catch(() => ({}));
    if (own[name]) checks[kind.kind] = own[name];
  }
  return { dice, checks };
}

/** A checker bound to the build's data, the schema documents, each ruleset's dice checks (id →
 * {rollProblems, textProblems}) and each kind's own check (kind → (data) → [code, path, fields]…). */
export function makeChecker({ data, schemas, dice = {}, checks = {} }) {
  const ajv = new Ajv2020({ strict: true, strictRequired: false, allErrors: true, verbose: true });
  addFormats(ajv);
  ajv.addVocabulary(["x-ref", "x-dice"]);
  for (const schema of schemas) ajv.addSchema(schema);
  const byUrl = new Map(schemas.map((s) => [s.$id, s]));
  const schemaUrl = (name) => schemas.find((s) => s.$id.endsWith(`/${name}.schema.json`))?.$id;
  const kindSchema = Object.fromEntries(data.kinds.map((k) => [k.kind, schemas.find((s) => s.$id.endsWith(`/${k.schema}`))?.$id]));
  kindSchema.pack = schemaUrl("pack");
  const validators = new Map();
  const validatorOf = (kind) => {
    if (!validators.has(kind)) validators.set(kind, ajv.getSchema(kindSchema[kind]));
    return validators.get(kind);
  };
  const kinds = data.kinds.map((k) => k.kind);
  const patterns = { reference: new RegExp(data.patterns.reference, "gu") };
  const lookup = (ref, base) => resolveRef(byUrl, ref, base);
  let notation = null; // the pack's ruleset's dice checks

  function checkPack(files) {
    const problems = [];
    const manifestFile = files.find((f) => f.name === MANIFEST);
    const fallback = rulesetOf(data, undefined);
    const manifest = manifestFile ? checkManifest(manifestFile, problems)
      : { languages: ["zh", "en"], depends: fallback.base ? [fallback.base] : [], id: "", ruleset: fallback };
    if (manifest === null) { // the CLI loads no such pack: the manifest's problems are all it says
      problems.sort(byPlace);
      return { ok: false, entries: 0, problems };
    }
    notation = dice[manifest.ruleset?.id] ?? null;
    const known = knownIds(manifest.depends ?? []);
    const written = [];
    for (const file of files) {
      if (file === manifestFile) continue;
      const document = readYaml(file, problems, data.limits);
      if (!document) continue;
      const value = document.value;
      const items = Array.isArray(value) ? value : [value];
      items.forEach((item, index) => {
        const where = Array.isArray(value) ? [index] : [];
        problems.push(...normalise(document, where, item));
        const found = checkEntry(document, where, item, isObject(item) && "extends" in item);
        if (!found.length) found.push(...checkLanguages(document, where, item, item.kind, manifest.languages ?? ["zh", "en"]));
        problems.push(...found);
        if (!found.some((p) => p.severity === "error")) written.push({ data: item, document, where });
      });
    }
    const { mine, ids } = register(written, known, manifest, problems);
    problems.push(...vocabulary(mine, closure(manifest.depends ?? [])));
    for (const entry of mine) {
      problems.push(...invariants(entry), ...references(entry, known, ids));
    }
    problems.sort(byPlace);
    return { ok: !problems.some((p) => p.severity === "error"), entries: written.length, problems };
  }

  // --- the manifest -------------------------------------------------------------------------

  /** The manifest as the pack's entries are checked with (packs.py read_pack, check_claims, order
   * …), or null when the CLI loads no such pack: it does not parse, has no id, or takes what only
   * shipped packs may (their id, the handbook's origin). */
  function checkManifest(file, problems) {
    const document = readYaml(file, problems, data.limits);
    if (!document) return null;
    const manifest = document.value;
    let found = checkSchema(document, [], manifest, "pack");
    if (!found.length) found = checkLanguages(document, [], manifest, "pack", manifest.languages ?? ["zh", "en"]);
    problems.push(...found);
    if (found.length && !(isObject(manifest) && typeof manifest.id === "string")) return null;
    const at = (path, code, fields = {}) => problems.push(located(document, path, code, fields));
    if (manifest.id && data.packs.includes(manifest.id)) { at(["id"], "pack-reserved-id", { id: manifest.id }); return null; }
    if (manifest.id && manifest.origin === HANDBOOK) { at(["origin"], "pack-origin-reserved", { origin: HANDBOOK }); return null; }
    const depends = Array.isArray(manifest.depends) ? manifest.depends.filter((d) => typeof d === "string") : [];
    const loaded = [...new Set([...closure(depends), manifest.id])].sort(); // this pack and the shipped ones it needs
    depends.forEach((dep, index) => {
      if (dep === manifest.id) at(["depends", index], "pack-self-dependency");
      else if (!(dep in data.depends)) at(["depends", index], "pack-missing-dependency", { dep, known: loaded.join(", ") || "-" });
    });
    const ruleset = rulesetOf(data, manifest.ruleset);
    if (!found.length && ruleset === null) {
      const names = data.rulesets.flatMap((r) => r.names);
      at(["ruleset"], "pack-unknown-ruleset", { ruleset: String(manifest.ruleset), known: names.join(", "), ...suggest(String(manifest.ruleset), names) });
    } else if (!found.length) {
      depends.forEach((dep, index) => {
        const theirs = data.pack_rulesets[dep];
        if (theirs && theirs !== ruleset.id) at(["depends", index], "pack-other-ruleset", { dep, theirs, ours: ruleset.id });
      });
      const base = ruleset.base;
      if (base && !closure(depends).has(base)) at(["depends"], ruleset.needs, { base, ruleset: ruleset.id });
      const wanted = manifest.requires;
      if (base && wanted && closure(depends).has(base) && !inRange(versionOf(data.versions[base]), wanted)) {
        at(["requires"], "pack-requires-core", { requires: wanted, version: data.versions[base] });
      }
    }
    return { ...manifest, depends, ruleset, languages: Array.isArray(manifest.languages) ? manifest.languages : ["zh", "en"] };
  }

  /** Every shipped pack reachable from `depends`. */
  function closure(depends) {
    const seen = new Set();
    const todo = [...depends];
    while (todo.length) {
      const dep = todo.pop();
      if (seen.has(dep) || !(dep in data.depends)) continue;
      seen.add(dep);
      todo.push(...data.depends[dep]);
    }
    return seen;
  }

  /** kind → id → pack, for the shipped packs this one builds on (as the CLI loads them). */
  function knownIds(depends) {
    const packs = closure(depends);
    const known = {};
    for (const [kind, ids] of Object.entries(data.known)) {
      known[kind] = new Map(Object.entries(ids).filter(([, pack]) => packs.has(pack)));
    }
    return known;
  }

  // --- one entry (validate.py check_entry) -------------------------------------------------

  function checkEntry(document, path, entry, partial) {
    if (!isObject(entry)) return [located(document, path, "entry-not-mapping", { found: jsonType(entry) })];
    const kind = entry.kind;
    if (kind === undefined || kind === null) return [located(document, path, "entry-missing-kind", { kinds: kinds.join(", ") })];
    if (!kinds.includes(kind)) {
      return [located(document, [...path, "kind"], "entry-unknown-kind", { kind: String(kind), ...suggest(String(kind), kinds), kinds: kinds.join(", ") })];
    }
    const dice = notation ? [...checkDice(document, path, entry, kind), ...checkTextDice(document, path, entry, kind)] : [];
    return unique([...checkSchema(document, path, entry, kind, partial), ...dice]);
  }

  function checkSchema(document, path, instance, kind, partial = false) {
    const validate = validatorOf(kind);
    if (validate(instance)) return [];
    const found = [];
    for (const error of validate.errors) {
      if (partial && error.keyword === "required") continue;
      const problem = describe(document, path, error, instance, kindSchema[kind]);
      if (problem) found.push(problem);
    }
    return unique(found);
  }

  function describe(document, base, error, root, url) {
    const where = [...base, ...pointerPath(error.instancePath)];
    const value = valueAt(root, pointerPath(error.instancePath));
    const at = baseOf(error.schemaPath, url);
    const help = helpOf(error.parentSchema, at);
    switch (error.keyword) {
      case "additionalProperties":
      case "unevaluatedProperties": {
        const extra = error.params.additionalProperty ?? error.params.unevaluatedProperty;
        const allowed = [...allowedNames(error.parentSchema, at)].sort();
        if (allowed.includes(extra)) return null; // a known field that failed elsewhere
        return located(document, [...where, extra], "schema-unknown-field", { name: extra, ...suggest(extra, allowed), allowed: allowed.join(", ") || "-" }, true);
      }
      case "required": {
        const name = error.params.missingProperty;
        return located(document, where, "schema-required", { name, ...helpOf(error.parentSchema?.properties?.[name] ?? {}, at) });
      }
      case "enum":
      case "const": {
        const allowed = error.keyword === "enum" ? error.params.allowedValues : [error.params.allowedValue];
        return located(document, where, "schema-enum", { value: String(value), allowed: allowed.join(", "), ...suggest(String(value), allowed.map(String)) });
      }
      case "type":
        return located(document, where, "schema-type", { expected: [error.params.type].flat().join(" | "), found: jsonType(value), ...help });
      case "not": {
        const name = (error.schema?.required ?? ["?"])[0];
        return located(document, [...where, name], "schema-forbidden", { name }, true);
      }
      case "if": case "anyOf": case "oneOf": case "allOf": case "then": case "else":
        return null; // the branch's own errors say what is wrong
      default:
        if (error.keyword in SIMPLE) {
          const bound = error.keyword in BOUND ? error.params[BOUND[error.keyword]] ?? "" : error.params.limit;
          return located(document, where, SIMPLE[error.keyword], { value: short(value), bound: String(bound), ...help });
        }
        return located(document, where, "schema-invalid", { detail: error.message });
    }
  }

  /** The fields a schema node allows: its properties and those of the allOf $refs it includes. */
  function allowedNames(schema, base) {
    const names = new Set(Object.keys(schema?.properties ?? {}));
    for (const sub of schema?.allOf ?? []) {
      if (sub.$ref) for (const name of Object.keys(lookup(sub.$ref, base)?.properties ?? {})) names.add(name);
    }
    return names;
  }

  /** help_zh/help_en: the field's "zh / en" description, looked up through $refs. */
  function helpOf(schema, base) {
    let node = schema ?? {};
    for (let hops = 0; !("description" in node) && node.$ref && hops < 8; hops += 1) {
      const next = lookup(node.$ref, base);
      base = refBase(node.$ref, base);
      node = next ?? {};
    }
    const [zh, en] = splitBilingual(node.description ?? "");
    return { help_zh: zh, help_en: en || zh };
  }

  /** The URL of the schema document an error's schemaPath is in (Ajv writes "#/…" for the one validated). */
  const baseOf = (schemaPath, url) => {
    const hash = schemaPath.indexOf("#");
    return hash > 0 ? schemaPath.slice(0, hash) : url;
  };

  // --- dice ------------------------------------------------------------------------------

  function* checkDice(document, path, entry, kind) {
    for (const [pattern, required] of data.fields[kind].dice) {
      for (const [where, text] of matches(entry, pattern, path)) {
        if (typeof text === "string") yield* inTextAll(document, where, notation.rollProblems(text, required));
      }
    }
  }

  function* checkTextDice(document, path, entry, kind) {
    for (const pattern of data.fields[kind].texts) {
      for (const [at, texts] of matches(entry, pattern, path)) {
        if (!isObject(texts)) continue;
        for (const [lang, text] of Object.entries(texts)) {
          if (typeof text === "string") yield* inTextAll(document, [...at, lang], notation.textProblems(text));
        }
      }
    }
  }

  /** Each [offset, code, fields] a notation found in the string at `where`, located (validate.py _located). */
  function* inTextAll(document, where, found) {
    for (const [offset, code, fields] of found) yield { ...located(document, where, code, fields), ...inText(document, where, offset) };
  }

  // --- languages, spellings, ids, references --------------------------------------------------

  function checkLanguages(document, where, value, kind, languages) {
    const found = [];
    for (const pattern of data.fields[kind]?.texts ?? []) {
      for (const [at, text] of matches(value, pattern, where)) {
        for (const lang of languages) {
          if (isObject(text) && !(lang in text)) found.push(located(document, at, "missing-translation", { lang }));
        }
      }
    }
    return found;
  }

  /** Other spellings of a value (armor → armour) become the id, with a warning, as spelling.py does. */
  function normalise(document, where, entry) {
    if (!isObject(entry) || typeof entry.kind !== "string") return [];
    const found = [];
    for (const [name, aliases] of Object.entries(data.aliases[entry.kind] ?? {})) {
      const written = entry[name];
      if (typeof written === "string" && written in aliases) {
        entry[name] = aliases[written];
        found.push({ ...located(document, [...where, name], "spelling-alias", { written, id: aliases[written], field: name }), severity: "warning" });
      }
    }
    return found;
  }

  /** This pack's entries with their ids registered (load.py _Registry); the ones that stand. */
  function register(written, known, manifest, problems) {
    const mine = [];
    const ids = new Map(); // "kind:id" → the first place
    const overridden = new Set();
    for (const entry of written) {
      const { kind, id } = entry.data;
      const key = `${kind}:${id}`;
      const problem = (path, code, fields) => problems.push(located(entry.document, [...entry.where, ...path], code, fields));
      if (data.reserved.includes(id)) { problem(["id"], "id-reserved", { id }); continue; }
      const target = entry.data.replaces ?? entry.data.extends;
      if (target !== undefined) {
        const name = "replaces" in entry.data ? "replaces" : "extends";
        if (overridden.has(key)) problem([name], "override-conflict", { kind, id, first: "" });
        else if (known[kind]?.get(id) !== target) problem([name], "override-target-missing", { kind, id, pack: target });
        else if (!manifest.depends.includes(target)) problem([name], "override-undeclared", { pack: target });
        else { overridden.add(key); if (name === "replaces") mine.push(entry); }
        continue;
      }
      if (known[kind]?.has(id) || ids.has(key)) {
        problem(["id"], "duplicate-id", { kind, id, first: ids.get(key) ?? known[kind].get(id) });
        continue;
      }
      ids.set(key, place(entry.document, entry.where));
      mine.push(entry);
      if (kind === "chapter") {
        (entry.data.sections ?? []).forEach((section, index) => {
          if (known.section?.has(section.id) || ids.has(`section:${section.id}`)) {
            problem(["sections", index, "id"], "duplicate-id", { kind: "section", id: section.id, first: "" });
          } else ids.set(`section:${section.id}`, place(entry.document, entry.where));
        });
      }
    }
    return { mine, ids };
  }

  /** One term names each vocabulary value (load.py _check_vocabulary): the shipped ones come first. */
  function* vocabulary(mine, packs) {
    const named = new Map(Object.entries(data.vocabulary).filter(([, [, pack]]) => packs.has(pack)).map(([key, [term]]) => [key, term]));
    for (const entry of mine) {
      const { kind, vocabulary: value, id, replaces } = entry.data;
      if (kind !== "term" || !value) continue;
      const key = `${value.name}:${value.value}`;
      const first = named.get(key);
      if (first === undefined || (replaces !== undefined && first === id)) named.set(key, id);
      else yield located(entry.document, [...entry.where, "vocabulary"], "vocabulary-duplicate", { name: value.name, value: value.value, first: "", term: first });
    }
  }

  /** The rules of its kind that the schema cannot say (load.py _check_invariants, its Kind.check). */
  function* invariants(entry) {
    const check = checks[entry.data.kind];
    if (!check) return;
    for (const [code, where, fields] of check(entry.data)) yield located(entry.document, [...entry.where, ...where], code, fields);
  }

  function* references(entry, known, ids) {
    const d = entry.data;
    for (const [pattern, kind] of data.fields[d.kind].refs) {
      for (const [at, id] of matches(d, pattern, entry.where)) {
        const found = resolve(known, ids, kind, id);
        if (found) yield located(entry.document, at, found[0], { kind, id, ...found[1] });
      }
    }
    for (const pattern of data.fields[d.kind].texts) {
      for (const [at, text] of matches(d, pattern, entry.where)) {
        for (const [lang, value] of Object.entries(text)) {
          for (const match of String(value).matchAll(patterns.reference)) {
            const target = match[1] === "def" ? "term" : match[1];
            const id = match[2];
            const found = data.referable.includes(target)
              ? resolve(known, ids, target, id)
              : ["reference-unknown-kind", { kinds: [...data.referable, "def"].join(", ") }];
            if (found) {
              yield { ...located(entry.document, [...at, lang], found[0], { kind: target, id, ...found[1] }),
                ...inText(entry.document, [...at, lang], points(value, match.index)) };
            }
          }
        }
      }
    }
  }

  /** null when `id` names an entry of `kind`; else [code, fields] (load.py _resolve). */
  function resolve(known, ids, kind, id) {
    const kindsOf = (name) => [...new Set([...Object.keys(known).filter((k) => known[k].has(name)),
      ...[...ids.keys()].filter((key) => key.endsWith(`:${name}`)).map((key) => key.split(":")[0])])];
    if (kindsOf(id).includes(kind)) return null;
    const others = kindsOf(id);
    if (others.length) return ["reference-wrong-kind", { actual: others.join(", ") }];
    const mine = [...ids.keys()].filter((key) => key.startsWith(`${kind}:`)).map((key) => key.slice(kind.length + 1));
    return ["reference-unknown", suggest(String(id), [...(known[kind]?.keys() ?? []), ...mine])];
  }

  return { checkPack, kinds };
}

/** The installed ruleset a manifest's `ruleset:` names (absent: the first installed, the default), or null. */
export function rulesetOf(data, value) {
  if (value === undefined || value === null || typeof value !== "string") return data.rulesets[0];
  return data.rulesets.find((r) => r.names.includes(value)) ?? null;
}

// --- YAML with positions ----------------------------------------------------------------------

/** {file, value, doc, lines} of a YAML file, or null with its problem pushed (source.py's codes).
 * YAML 1.1, as PyYAML reads it (`yes` is a boolean there); values are built by `Builder`, which
 * refuses what source.py refuses, at the same node. */
export function readYaml(file, problems, limits) {
  const fail = (line, column, code, fields = {}, path = []) => {
    problems.push({ file: file.name, line, column, code, severity: "error", pointer: toPointer(path), path, fields });
    return null;
  };
  if ([...",\n-:[{"].reduce((n, c) => n + file.text.split(c).length - 1, 0) > 2 * limits.nodes) {
    return fail(1, 1, "yaml-too-many-nodes", { limit: limits.nodes, variable: limits.variable });
  }
  const lineCounter = new LineCounter();
  // Every scalar a string here; Builder resolves plain ones by PyYAML's rules, not the yaml package's.
  const doc = parseDocument(file.text, { lineCounter, version: "1.1", schema: "failsafe", merge: false, uniqueKeys: false,
    prettyErrors: false });
  const document = { file: file.name, doc, lineCounter, lines: file.text.split("\n") };
  const syntax = doc.errors[0];
  if (syntax) {
    const [line, column] = position(lineCounter, syntax.pos?.[0] ?? 0);
    return fail(line, column, "yaml-syntax", { detail: syntax.message.split("\n")[0] });
  }
  if (doc.contents === null || (isScalar(doc.contents) && doc.contents.value === null)) return fail(1, 1, "file-empty");
  try {
    document.value = new Builder(doc, limits, lineCounter).build(doc.contents, [], 0);
  } catch (error) {
    if (!(error instanceof YamlProblem)) throw error;
    const [line, column] = position(lineCounter, error.node?.range?.[0] ?? 0);
    return fail(line, column, error.code, error.fields, error.path);
  }
  return document;
}

class YamlProblem extends Error {
  constructor(code, node, path, fields = {}) {
    super(code);
    Object.assign(this, { code, node, path, fields });
  }
}

const TAG = "tag:yaml.org,2002:";
const BUILT = new Set(["str", "int", "float", "bool", "null"].map((t) => TAG + t)); // source.py _BUILDERS
// PyYAML's implicit resolvers (yaml/resolver.py), which `meshal validate` reads YAML with.
const IMPLICIT = [
  ["bool", /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/],
  ["float", /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/],
  ["int", /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/],
  ["merge", /^(?:<<)$/],
  ["null", /^(?:~|null|Null|NULL|)$/],
  ["timestamp", /^(?:[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]|[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?(?:[Tt]|[ \t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9](?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?)$/],
  ["value", /^(?:=)$/],
  ["yaml", /^(?:!|&|\*)$/],
];
const SHORTHAND = /^!!/;

/** A scalar's tag as PyYAML resolves it: explicit, or implicit for a plain scalar, else str. */
function tagOf(node) {
  if (node.tag && node.tag !== "!") return node.tag.replace(SHORTHAND, TAG);
  if (node.type !== "PLAIN") return `${TAG}str`;
  const text = String(node.value ?? "");
  const found = IMPLICIT.find(([, pattern]) => pattern.test(text));
  return TAG + (found ? found[0] : "str");
}

/** construct_yaml_int: underscores, sign, 0b, 0x, leading-0 octal, base 60. */
function pyInt(text) {
  let value = text.replaceAll("_", "");
  const sign = value[0] === "-" ? -1 : 1;
  if ("+-".includes(value[0])) value = value.slice(1);
  if (value === "0") return 0;
  if (value.startsWith("0b")) return sign * parseInt(value.slice(2), 2);
  if (value.startsWith("0x")) return sign * parseInt(value.slice(2), 16);
  if (value[0] === "0") return sign * parseInt(value, 8);
  if (value.includes(":")) return sign * value.split(":").reduce((total, part) => total * 60 + Number(part), 0);
  return sign * Number(value);
}

/** construct_yaml_float: underscores, sign, .inf, .nan, base 60. */
function pyFloat(text) {
  let value = text.replaceAll("_", "").toLowerCase();
  const sign = value[0] === "-" ? -1 : 1;
  if ("+-".includes(value[0])) value = value.slice(1);
  if (value === ".inf") return sign * Infinity;
  if (value === ".nan") return NaN;
  if (value.includes(":")) return sign * value.split(":").reduce((total, part) => total * 60 + Number(part), 0);
  return sign * Number(value);
}

/** Values from the YAML nodes, counting each node at every use as source.py's _Builder does. */
class Builder {
  constructor(doc, limits, lineCounter) {
    Object.assign(this, { doc, limits, lineCounter, count: 0, active: new Set() });
  }

  build(node, path, depth) {
    this.count += 1;
    if (this.count > this.limits.nodes) {
      // The node is deep inside an anchor; the top-level key using it is the culprit.
      const { keyNode, node: top } = nodeAt(this.doc, path.slice(0, 1), true);
      throw new YamlProblem("yaml-too-many-nodes", keyNode ?? top, path.slice(0, 1), { limit: this.limits.nodes, variable: this.limits.variable });
    }
    if (isAlias(node)) node = node.resolve(this.doc);
    if (isScalar(node)) return this.scalar(node, path);
    if (depth > this.limits.depth) throw new YamlProblem("yaml-too-deep", node, path, { limit: this.limits.depth });
    if (this.active.has(node)) throw new YamlProblem("yaml-recursive-alias", node, path);
    const tag = node.tag && node.tag !== "!" ? node.tag : isSeq(node) ? `${TAG}seq` : `${TAG}map`;
    if (tag !== (isSeq(node) ? `${TAG}seq` : `${TAG}map`)) throw new YamlProblem("yaml-tag", node, path, { tag });
    this.active.add(node);
    let value;
    if (isSeq(node)) value = node.items.map((item, i) => this.build(item, [...path, i], depth + 1));
    else value = this.mapping(node, path, depth);
    this.active.delete(node);
    return value;
  }

  scalar(node, path) {
    const tag = tagOf(node);
    const text = String(node.value ?? "");
    if (!BUILT.has(tag)) throw new YamlProblem("yaml-tag", node, path, { tag });
    if (tag === `${TAG}int`) {
      if (text.length > this.limits.int_digits) throw new YamlProblem("yaml-number-too-large", node, path, { limit: this.limits.int });
      const value = pyInt(text);
      if (Math.abs(value) > this.limits.int) throw new YamlProblem("yaml-number-too-large", node, path, { limit: this.limits.int });
      return value;
    }
    if (tag === `${TAG}float`) {
      const value = pyFloat(text);
      if (!Number.isFinite(value)) throw new YamlProblem("yaml-number-not-finite", node, path, { value: text });
      return value;
    }
    if (tag === `${TAG}bool`) return /^(?:yes|true|on)$/i.test(text);
    if (tag === `${TAG}null`) return null;
    return text;
  }

  mapping(node, path, depth) {
    const value = {};
    const first = new Map();
    for (const pair of node.items) {
      const key = pair.key;
      const keyTag = isScalar(key) ? tagOf(key) : "";
      if (keyTag === `${TAG}merge`) throw new YamlProblem("yaml-merge-key", key, path);
      if (keyTag !== `${TAG}str`) throw new YamlProblem("yaml-key-type", key, path);
      const where = [...path, key.value];
      if (first.has(key.value)) {
        const { line } = this.lineCounter.linePos(first.get(key.value).range[0]);
        throw new YamlProblem("yaml-duplicate-key", key, where, { key: key.value, first: line });
      }
      first.set(key.value, key);
      value[key.value] = pair.value === null ? null : this.build(pair.value, where, depth + 1);
    }
    return value;
  }
}

const position = (lineCounter, offset) => {
  const { line, col } = lineCounter.linePos(offset);
  return [line, col];
};

/** The YAML node at `path` (or its nearest ancestor), and its key's node when `key`. */
export function nodeAt(doc, path, key = false) {
  let node = doc.contents;
  let keyNode = null;
  for (const step of path) {
    if (isMap(node)) {
      const pair = node.items.find((p) => (isScalar(p.key) ? p.key.value : p.key) === step);
      if (!pair) return { node, keyNode: null, found: false };
      keyNode = pair.key;
      node = pair.value ?? pair.key;
    } else if (isSeq(node) && Number.isInteger(step) && node.items[step]) {
      keyNode = null;
      node = node.items[step];
    } else {
      return { node, keyNode: null, found: false };
    }
  }
  return { node: key && keyNode ? keyNode : node, keyNode, found: true };
}

/** "file:line:column" of the node at `path`, as the CLI names an earlier entry (load.py location). */
function place(document, path) {
  const { line, column } = located(document, path, "");
  return `${document.file}:${line}:${column}`;
}

function located(document, path, code, fields = {}, key = false) {
  const { node } = nodeAt(document.doc, path, key);
  const [line, column] = position(document.lineCounter, node?.range?.[0] ?? 0);
  return { file: document.file, line, column, code, severity: "error", pointer: toPointer(path), path, fields };
}

/** {line, column} of code point `offset` inside the string at `path` (source.py locate_in_text). */
function inText(document, path, offset) {
  const { node } = nodeAt(document.doc, path);
  const [line, column] = position(document.lineCounter, node?.range?.[0] ?? 0);
  if (node?.type === "BLOCK_LITERAL" || node?.type === "BLOCK_FOLDED") {
    // Block scalars begin on the line after their indicator; the offset counts the body's lines.
    const before = Array.from(String(node.value)).slice(0, offset).join("");
    const bodyLine = line + 1 + (before.match(/\n/g)?.length ?? 0);
    const source = document.lines[bodyLine - 1] ?? "";
    const indent = source.length - source.trimStart().length;
    return { line: bodyLine, column: indent + 1 + Array.from(before.slice(before.lastIndexOf("\n") + 1)).length };
  }
  const quoted = node?.type === "QUOTE_DOUBLE" || node?.type === "QUOTE_SINGLE" ? 1 : 0;
  return { line, column: column + quoted + offset };
}

// --- versions (packs.py _in_range) ------------------------------------------------------------

const COMPARATOR = /(>=|<=|>|<|=|\^|~)?\s*(\d+(?:\.\d+){0,2})/g;

function versionOf(text) {
  const parts = (String(text).split("-")[0].match(/\d+/g) ?? []).slice(0, 3).map(Number);
  return [...parts, 0, 0, 0].slice(0, 3);
}

const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Whether `version` satisfies every comparator of `spec` (">=7.0.0 <8.0.0", "^7", "~7.1"). */
function inRange(version, spec) {
  for (const [, op, number] of String(spec).matchAll(COMPARATOR)) {
    const bound = versionOf(number);
    const c = compare(version, bound);
    const ok = op === "^" ? c >= 0 && compare(version, [bound[0] + 1, 0, 0]) < 0
      : op === "~" ? c >= 0 && compare(version, [bound[0], bound[1] + 1, 0]) < 0
        : { ">=": c >= 0, "<=": c <= 0, ">": c > 0, "<": c < 0 }[op] ?? c === 0;
    if (!ok) return false;
  }
  return true;
}

// --- small helpers ------------------------------------------------------------------------------

const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

function jsonType(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (Number.isInteger(value)) return "integer";
  return { object: "object", string: "string", boolean: "boolean", number: "number" }[typeof value] ?? typeof value;
}

const short = (value, limit = 60) => {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
};

/** A "中文 / English" title or description split at its first " / ". */
export function splitBilingual(text) {
  const at = text.indexOf(" / ");
  return at < 0 ? [text, ""] : [text.slice(0, at), text.slice(at + 3)];
}

/** The index in code points (Python's str) of the UTF-16 index `index` of `text`. */
const points = (text, index) => Array.from(text.slice(0, index)).length;

export const toPointer = (path) => path.map((step) => `/${String(step).replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");

const pointerPath = (pointer) => (pointer ? pointer.split("/").slice(1).map((s) => s.replaceAll("~1", "/").replaceAll("~0", "~"))
  .map((s) => (/^\d+$/.test(s) ? Number(s) : s)) : []);

function valueAt(root, path) {
  let value = root;
  for (const step of path) value = value?.[step];
  return value;
}

/** (path, value) for every value at `pattern` (with "*" for array items), as schemas.matches. */
export function* matches(value, pattern, path = []) {
  if (!pattern.length) { yield [path, value]; return; }
  const [step, ...rest] = pattern;
  if (step === "*") {
    if (Array.isArray(value)) for (let i = 0; i < value.length; i += 1) yield* matches(value[i], rest, [...path, i]);
  } else if (isObject(value) && step in value) {
    yield* matches(value[step], rest, [...path, step]);
  }
}

function unique(problems) {
  const seen = new Map();
  for (const p of problems) seen.set(`${p.line}:${p.column}:${p.code}:${p.pointer}`, p);
  return [...seen.values()];
}

const byPlace = (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.code.localeCompare(b.code);

function resolveRef(byUrl, ref, base) {
  const [address, fragment = ""] = ref.split("#");
  const url = address ? new URL(address, base).href : base;
  let node = byUrl.get(url);
  for (const step of fragment.split("/").slice(1)) node = node?.[step.replaceAll("~1", "/").replaceAll("~0", "~")];
  return node;
}

function refBase(ref, base) {
  const [address] = ref.split("#");
  return address ? new URL(address, base).href : base;
}

// --- did you mean (difflib.get_close_matches, cutoff 0.6) ------------------------------------

/** {choice}: the closest of `choices`, or {} (the same choice as validate.suggest). */
export function suggest(value, choices) {
  let best = null;
  for (const choice of choices) {
    const score = ratio(value, choice);
    if (score >= 0.6 && (!best || score > best[0] || (score === best[0] && choice > best[1]))) best = [score, choice];
  }
  return best ? { choice: best[1] } : {};
}

/** Ratcliff/Obershelp similarity, as difflib.SequenceMatcher.ratio (no junk, short strings). */
export function ratio(a, b) {
  const x = Array.from(a);
  const y = Array.from(b);
  const total = x.length + y.length;
  return total ? (2 * matched(x, 0, x.length, y, 0, y.length)) / total : 1;
}

function matched(x, xlo, xhi, y, ylo, yhi) {
  let bestI = xlo;
  let bestJ = ylo;
  let size = 0;
  for (let i = xlo; i < xhi; i += 1) {
    for (let j = ylo; j < yhi; j += 1) {
      let k = 0;
      while (i + k < xhi && j + k < yhi && x[i + k] === y[j + k]) k += 1;
      if (k > size) { bestI = i; bestJ = j; size = k; }
    }
  }
  if (!size) return 0;
  return size + matched(x, xlo, bestI, y, ylo, bestJ) + matched(x, bestI + size, xhi, y, bestJ + size, yhi);
}

// --- messages -----------------------------------------------------------------------------------

/** A problem's message in the page's language, from the catalogue's text for its code (the CLI's):
 * `{hint_<lang>}` is the did-you-mean sentence, `{kind!k}` a kind's name (lowercase in English). */
export function message(problem, messages, lang) {
  const fields = { ...problem.fields };
  const hint = fields.choice === undefined ? "" : fill(messages["schema-did-you-mean"] ?? "", { choice: fields.choice }, messages, lang);
  fields[`hint_${lang}`] = hint;
  return fill(messages[problem.code] ?? problem.code, fields, messages, lang);
}

/** str.format's rules: `{{` and `}}` are a brace, `{name}` a field. */
function fill(text, fields, messages, lang) {
  return text.replace(/\{\{|\}\}|\{(\w+)(?:!([kK]))?(?::([^{}|]*)\|([^{}]*))?\}/g, (all, name, conversion, one, other) => {
    if (name === undefined) return all[0];
    if (!(name in fields)) return all;
    const value = fields[name];
    if (conversion) {
      const names = String(value).split(", ").map((kind) => {
        const shown = messages[`kind-${kind}`] ?? kind;
        return conversion === "k" && lang === "en" ? shown.toLowerCase() : shown;
      });
      return names.join(lang === "zh" ? "、" : ", ");
    }
    if (one === undefined) return String(value);
    return `${value} ${Number(value) === 1 ? one : other}`;
  });
}
