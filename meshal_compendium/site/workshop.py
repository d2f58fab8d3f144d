"""What the homebrew workshop page (``/workshop/``) needs to check a pack as ``meshal validate`` does.

The browser validates with the published schemas (Ajv); this module writes ``assets/workshop.json``
with everything else, taken from the same places the CLI takes it: the kinds and their schema
files (from the ruleset registry), where each kind holds references, dice and texts
(``schemas.fields``), the ids of the shipped content (for references, did-you-mean and overrides),
the patterns of the checks no schema can say, the scaffold's manifest, the wiki's names of enum
values, and the problem messages in the page's language. Nothing here is a second copy of a rule.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .. import archive, limits, rulesets, scaffold, schema_set, schemas, source, spelling
from ..hant import HANT, to_hant
from ..i18n import LANGUAGES, catalogue
from ..i18n import text as message
from ..load import REFERABLE, REFERENCE, RESERVED_IDS, Compendium
from ..model import Text
from ..packs import needs_base_code
from ..schema_urls import FOLDER
from . import markup
from .pages import present
from .render import labeller

# Message codes the workshop's checker reports (by prefix), with the kind names their texts use; a
# kind's own check (``Kind.check``) adds its codes, which begin with its name.
CODES = ("schema-", "entry-", "notation-", "dice-", "text-dice-", "reference-", "duplicate-id",
         "missing-translation", "yaml-", "id-reserved", "override-", "spelling-alias", "kind-",
         "severity-", "problem-at", "origin-", "vocabulary-", "pack-", "file-", "archive-")


def workshop_kinds() -> list[dict[str, Any]]:
    """Every kind ``meshal validate`` knows, with its ruleset and published schema path.

    ``write``: the workshop offers it for new entries. A character is a sheet (``meshal character
    check``), not pack content: a kind is offered when it has a folder (its wiki pages) or is common
    to every ruleset. The others are still checked, as the CLI checks them. ``check``: its rule no
    schema can say, as ``"<module below assets/js/>:<function>"`` (``Kind.browser_check``), or None.
    """
    found = []
    for name in schemas.kinds():
        ruleset, kind = rulesets.kinds()[name]
        check = f"{ruleset.id}/{kind.browser_check}" if kind and kind.browser_check else None
        found.append({"kind": name, "ruleset": ruleset.id if ruleset else "", "check": check,
                      "schema": FOLDER + schemas.file_of(name), "write": kind is None or bool(kind.folder)})
    return found


def manifest_data(compendium: Compendium, lang: str) -> dict[str, Any]:
    """The content of ``assets/workshop.json`` for one language's build."""
    return {**_checker_data(compendium, lang), **({"hant": schema_hant()} if lang == HANT else {})}


def schema_hant() -> dict[str, str]:
    """The zh half of every schema title and description → its zh-Hant form: the published schemas
    are the same files for every edition, so the zh-Hant form shows them converted."""
    halves: set[str] = set()

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key in ("title", "description") and isinstance(value, str):
                    halves.add(value.split(" / ", 1)[0])
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    for data in schema_set.published().values():
        walk(json.loads(data))
    return {half: to_hant(half) for half in sorted(halves) if to_hant(half) != half}


def _checker_data(compendium: Compendium, lang: str) -> dict[str, Any]:
    kinds = workshop_kinds()
    default = next((r.id for r in present(compendium)), rulesets.DEFAULT)
    codes = CODES + tuple(f"{k['kind']}-" for k in kinds if k["check"])
    fields = {}
    for item in kinds:
        found = schemas.fields(item["kind"])
        fields[item["kind"]] = {"refs": found.refs, "dice": found.dice, "texts": found.texts}
    fields["pack"] = {"refs": (), "dice": (), "texts": schemas.fields("pack").texts}
    return {
        "kinds": kinds,
        "schemas": sorted(FOLDER + name for name in schema_set.published()),
        "pack_schema": FOLDER + "pack.schema.json",
        "fields": fields,
        "known": known_ids(compendium),
        "vocabulary": vocabulary(compendium),
        "proper": sorted(term.id for term in compendium.all("term") if term.data.get("proper")),
        "packs": sorted(pack["id"] for pack in compendium.packs),
        "depends": {pack["id"]: list(pack.get("depends", [])) for pack in compendium.packs},
        "versions": {pack["id"]: pack["version"] for pack in compendium.packs},
        "pack_rulesets": {pack["id"]: rulesets.of_pack(pack).id for pack in compendium.packs},
        "rulesets": ruleset_data(compendium, lang),
        "ruleset": default,  # the page's: its kinds come first, a roll that names none is its
        "calculators": [r.id for r in present(compendium) if r.calculator_data],  # the site's calculators-<id>.json
        "referable": REFERABLE,
        "reserved": sorted(RESERVED_IDS),
        "aliases": spelling.aliases(),
        "patterns": {"reference": REFERENCE.pattern},
        "manifest": new_manifest(default),
        "limits": {"nodes": limits.limit("file-nodes"), "variable": limits.variable("file-nodes"),
                   "depth": source.MAX_DEPTH, "int": source.MAX_INT, "int_digits": source.MAX_INT_DIGITS,
                   # `meshal validate`'s bounds on a zip, checked on its directory before anything inflates
                   "archive": {"files": archive.MAX_FILES, "bytes": archive.MAX_BYTES, "ratio": archive.MAX_RATIO,
                               "floor": archive.RATIO_FLOOR}},
        "messages": {key: message(key, lang) for key in catalogue() if key.startswith(codes)},
        "labels": value_labels(compendium, lang),
    }


def ruleset_data(compendium: Compendium, lang: str) -> list[dict[str, Any]]:
    """Each installed ruleset: the ``ruleset:`` names a manifest may give, the pack every pack of it
    builds on, the problem code when a pack does not (``packs.check_core``'s), whether this site
    shows it (then its browser modules are here: assets/js/<id>/), whether its text has rollable
    notation (its dice.js may check it), and the pattern of the constructs of its text
    (markup.tokens: Python's named groups ``(?P<name>…)`` are JavaScript's ``(?<name>…)``)."""
    shown = {r.id for r in present(compendium)}
    found = []
    for ruleset in rulesets.registry().values():
        names = [ruleset.id, *(alias for edition in ruleset.editions for alias in edition.aliases)]
        found.append({"id": ruleset.id, "name": Text.of(ruleset.name).get(lang), "names": names,
                      "base": ruleset.base, "needs": needs_base_code(ruleset.id),
                      "present": ruleset.id in shown, "dice": bool(ruleset.dice),
                      "token": markup.tokens(ruleset.id).pattern.replace("(?P<", "(?<")})
    return found


def new_manifest(ruleset: str = rulesets.DEFAULT) -> str:
    """A new pack's manifest as `meshal new pack --ruleset` writes it (the site's first ruleset's), comments
    included, without the description of the scaffold's example entries (a workshop pack starts with none).
    Its modeline names the published URL: the workshop's zip has no ``schemas/`` copy to point at."""
    text = scaffold.render("my-pack", tuple(LANGUAGES), "my-pack", ruleset=ruleset)["pack.yaml"]
    text = schema_set.portable(text.encode(), "pack.yaml", ()).decode()
    return text.split("\ndescription:", 1)[0] + "\n"


def value_labels(compendium: Compendium, lang: str) -> dict[str, dict[str, dict[str, str]]]:
    """Kind → field → value → the name the wiki shows for it (``rank``'s ``talent`` → 天赋)."""
    v = labeller(compendium, lang)
    found: dict[str, dict[str, dict[str, str]]] = {}
    for name in schemas.kinds():
        _ruleset, kind = rulesets.kinds()[name]
        for field, vocabulary in (kind.labels if kind else {}).items():
            values = _enum_of(schemas.schema(name), field)
            found.setdefault(name, {})[field] = {value: v(vocabulary, value) for value in values}
    return found


def _enum_of(node: Any, field: str) -> list[str]:
    """The allowed values of the property ``field`` anywhere in a kind's schema."""
    if isinstance(node, dict):
        if field in node.get("properties", {}) and "enum" in node["properties"][field]:
            return node["properties"][field]["enum"]
        return next((found for value in node.values() if (found := _enum_of(value, field))), [])
    if isinstance(node, list):
        return next((found for value in node if (found := _enum_of(value, field))), [])
    return []


def vocabulary(compendium: Compendium) -> dict[str, tuple[str, str]]:
    """"name:value" → (term id, pack) for every vocabulary value a shipped term names."""
    return {f"{term.data['vocabulary']['name']}:{term.data['vocabulary']['value']}": (term.id, term.provenance.pack)
            for term in compendium.all("term") if "vocabulary" in term.data}


def known_ids(compendium: Compendium) -> dict[str, dict[str, str]]:
    """Kind → id → the pack that defines it, for every shipped entry and section."""
    known: dict[str, dict[str, str]] = {}
    for kind in schemas.kinds():
        for entry in compendium.all(kind):
            known.setdefault(kind, {})[entry.id] = entry.provenance.pack
    for chapter in compendium.all("chapter"):
        for section in chapter.data["sections"]:
            known.setdefault("section", {})[section["id"]] = chapter.provenance.pack
    return known


def write_workshop(compendium: Compendium, lang: str, docs: Path) -> None:
    """Write ``assets/workshop.json`` below this language's ``docs`` folder."""
    path = docs / "assets" / "workshop.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(manifest_data(compendium, lang), ensure_ascii=False, sort_keys=True), encoding="utf-8")
