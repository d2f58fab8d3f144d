"""``--format foundry``: a Foundry VTT module (``module.json`` and LevelDB compendium packs).

One module holds every language (zh, en, zh-Hant), each in its own three packs, grouped in a pack
folder per language: Foundry documents hold one text each, and one install serves a table of
mixed readers. Per language:

- ``rules-<lang>``: a JournalEntry per chapter (a page per section), and per ruleset one for its
  glossary, its errata and its rulings (a page per entry);
- ``entries-<lang>``: per ruleset and kind a JournalEntry, a page per entry, its fields as a table;
- ``tables-<lang>``: RollTables for the dice tables in the content (a weapon's faces, d6) and those
  each ruleset declares (``Ruleset.exports["foundry-tables"]``: WOSS's hit tiers, the d20 pool's
  natural results), their results linked to the rule's page.

References become ``@UUID[Compendium.<module>.<pack>.JournalEntry.<id>.JournalEntryPage.<id>]``
links inside the same language's packs. Every ``_id`` is a hash of what the document is (language,
ruleset, kind, id), so it stays the same across builds. Python writes the documents as JSON; the
official CLI (``foundry/compile.mjs``) compiles them, and the LevelDB files that hold a time or a
lock (``LOG``, ``LOG.old``, ``LOCK``) are dropped, so the same content gives the same bytes.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from functools import partial
from pathlib import Path
from typing import Any

from .. import rulesets, schemas, scratch
from ..i18n import EDITIONS, ENDONYMS, t
from ..load import Compendium
from ..model import Entry, Text
from ..plain import plain
from .common import entries, name_of, thaw
from .foundry import html, node

RULES = ("term", "erratum", "ruling")  # kinds shown with the chapters, one journal per ruleset each
COMPATIBILITY = {"minimum": "12", "verified": "13"}
VOLATILE = ("LOG", "LOG.old", "LOCK")  # LevelDB's log (with times) and lock: not part of the data
_ID_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def write(compendium: Compendium, out: Path) -> None:
    node.check()
    module = module_id(compendium)
    source = scratch.folder("foundry")
    try:
        jobs = []
        for lang in EDITIONS:
            for pack, documents in _documents(compendium, module, lang).items():
                (source / pack).mkdir()
                for key, document in documents:
                    (source / pack / f"{key}.json").write_text(_json(document), encoding="utf-8")
                jobs.append((source / pack, out / "packs" / pack))
        node.run({"compile": [[str(a), str(b)] for a, b in jobs]})
    finally:
        shutil.rmtree(source, ignore_errors=True)
    for _, pack in jobs:
        for name in VOLATILE:
            (pack / name).unlink(missing_ok=True)
    (out / "module.json").write_text(_json(manifest(compendium, module)), encoding="utf-8")


def module_id(compendium: Compendium) -> str:
    """``meshal-`` and the pack ids: a homebrew module installs beside the shipped one."""
    ids = "-".join(sorted(pack["id"] for pack in compendium.packs))
    return f"meshal-{ids}" if len(ids) <= 48 else f"meshal-{ids[:32]}-{_digest(ids)[:8]}"


def manifest(compendium: Compendium, module: str) -> dict[str, Any]:
    """``module.json``: the fields Foundry's package manifest documentation lists."""
    names = {lang: ", ".join(_pack_name(pack, lang) for pack in compendium.packs) for lang in ("zh", "en")}
    packs = [{"name": f"{part}-{lang.lower()}", "label": t(f"foundry-pack-{part}", lang),
              "path": f"packs/{part}-{lang.lower()}", "type": kind, "ownership": {"PLAYER": "OBSERVER"},
              "flags": {}} for lang in EDITIONS for part, kind in _PARTS.items()]
    return {
        "id": module, "title": f"Meshal: {names['en']} / {names['zh']}",
        "description": f"{t('foundry-description', 'en')} / {t('foundry-description', 'zh')}",
        "version": "+".join(f"{pack['id']}-{pack.get('version', '0')}" for pack in compendium.packs),
        "compatibility": COMPATIBILITY,
        "authors": [{"name": "meshal-compendium"}],
        "packs": packs,
        "packFolders": [{"name": f"Meshal ({ENDONYMS[lang]})", "sorting": "m",
                         "packs": [f"{part}-{lang.lower()}" for part in _PARTS]} for lang in EDITIONS],
        "languages": [], "relationships": {}, "flags": {},
    }


_PARTS = {"rules": "JournalEntry", "entries": "JournalEntry", "tables": "RollTable"}


def _pack_name(pack: dict, lang: str) -> str:
    return pack.get("name", {}).get(lang) or pack["id"]


def _documents(compendium: Compendium, module: str, lang: str) -> dict[str, list[tuple[str, dict]]]:
    """Each pack of ``lang``: its documents as (file name, source JSON with ``_key``s)."""
    suffix = lang.lower()
    places = _places(compendium, module, lang)
    journals: dict[str, list[tuple[str, dict]]] = {"rules": [], "entries": [], "tables": []}
    link = _linker(compendium, places, lang)
    for chapter in sorted(compendium.all("chapter"), key=lambda c: (compendium.ruleset(c).id, c.order, c.id)):
        journals["rules"].append(_chapter(compendium, chapter, lang, link))
    grouped: dict[tuple[str, str], list[Entry]] = {}
    for kind, entry in entries(compendium):
        if kind != "chapter":
            grouped.setdefault((compendium.ruleset(entry).id, kind), []).append(entry)
    for (ruleset, kind), members in sorted(grouped.items()):
        part = "rules" if kind in RULES else "entries"
        title = f"{compendium.ruleset(members[0]).named(lang)} · {t(f'kind-{kind}', lang)}"
        pages = [_page(_id(lang, ruleset, kind, e.id), e.name.get(lang), _entry_html(e, kind, lang, link))
                 for e in members]
        journals[part].append(_journal(_id(lang, ruleset, "journal", kind), title, pages))
    journals["tables"] = [_table(entry, lang, faces, name) for entry, faces, name in _dice_tables(compendium)]
    journals["tables"] += [_declared(compendium, ruleset, table, lang, link)
                           for ruleset, table in _declared_tables(compendium)]
    return {f"{part}-{suffix}": documents for part, documents in journals.items()}


def _places(compendium: Compendium, module: str, lang: str) -> dict[tuple[str, str], str]:
    """The ``@UUID`` of every entry, section and chapter."""
    places = {}
    suffix = lang.lower()
    for kind, entry in entries(compendium):
        ruleset = compendium.ruleset(entry).id
        if kind == "chapter":
            journal = f"Compendium.{module}.rules-{suffix}.JournalEntry.{_id(lang, ruleset, kind, entry.id)}"
            places[kind, entry.id] = journal
            for section in entry.data["sections"]:
                places["section", section["id"]] = (f"{journal}.JournalEntryPage."
                                                    f"{_id(lang, ruleset, 'section', section['id'])}")
        else:
            part = "rules" if kind in RULES else "entries"
            places[kind, entry.id] = (f"Compendium.{module}.{part}-{suffix}.JournalEntry."
                                      f"{_id(lang, ruleset, 'journal', kind)}.JournalEntryPage."
                                      f"{_id(lang, ruleset, kind, entry.id)}")
    return places


def _linker(compendium: Compendium, places: dict[tuple[str, str], str], lang: str) -> html.Linker:
    def link(kind: str, id: str, label: str | None) -> str | None:
        place = places.get((kind, id))
        if place is None:
            return None
        shown = label or name_of(compendium, kind, id, lang) or id
        return f"@UUID[{place}]{{{html.inert(shown)}}}"
    return link


def _chapter(compendium: Compendium, chapter: Entry, lang: str, link: html.Linker) -> tuple[str, dict]:
    ruleset = compendium.ruleset(chapter).id
    pages = []
    opening = "".join(html.block(text.get(lang), link) for text in (chapter.summary, chapter.text) if text)
    if opening:
        pages.append(_page(_id(lang, ruleset, "chapter-opening", chapter.id), chapter.name.get(lang), opening))
    for section in chapter.data["sections"]:
        text = Text.of(section.get("text"))
        pages.append(_page(_id(lang, ruleset, "section", section["id"]), Text.of(section["name"]).get(lang),
                           html.block(text.get(lang), link) if text else ""))
    return _journal(_id(lang, ruleset, "chapter", chapter.id), chapter.name.get(lang), pages)


_OWN = {"kind", "id", "name", "summary", "text"}


def _entry_html(entry: Entry, kind: str, lang: str, link: html.Linker) -> str:
    """Summary, text, then every other field as a table row (references linked)."""
    data = thaw(entry.data)
    refs = {at: target for pattern, target in schemas.fields(kind).refs
            for at, _ in schemas.matches(data, pattern)}
    parts = [f"<p><em>{html.inline(entry.summary.get(lang), link)}</em></p>" if entry.summary else "",
             html.block(entry.text.get(lang), link) if entry.text else ""]
    rows = "".join(f"<tr><th>{html.inert(key)}</th><td>{_value(data[key], (key,), refs, lang, link)}</td></tr>"
                   for key in data if key not in _OWN)
    if rows:
        parts.append(f"<table><tbody>{rows}</tbody></table>")
    return "".join(parts)


def _value(value: Any, at: tuple, refs: dict[tuple, str], lang: str, link: html.Linker) -> str:
    if at in refs and isinstance(value, str):
        return link(refs[at], value, None) or html.inert(value)
    if isinstance(value, dict) and value and set(value) <= {"zh", "en"}:
        if all(isinstance(item, str) for item in value.values()):
            return html.inline(Text.of(value).get(lang), link)
        return _value(value.get(lang) or value.get("zh") or value.get("en"), at, refs, lang, link)  # lists
    if isinstance(value, dict):
        return "<ul>" + "".join(f"<li>{html.inert(key)}: {_value(item, (*at, key), refs, lang, link)}</li>"
                                for key, item in value.items()) + "</ul>"
    if isinstance(value, list):
        return "<ul>" + "".join(f"<li>{_value(item, (*at, index), refs, lang, link)}</li>"
                                for index, item in enumerate(value)) + "</ul>"
    return html.inert(json.dumps(value) if isinstance(value, bool) or value is None else str(value))


def _dice_tables(compendium: Compendium) -> list[tuple[Entry, list[dict], str]]:
    """The tables a die is read on: each weapon's faces (and its enhanced attack die)."""
    found = []
    for _, entry in entries(compendium):
        data = thaw(entry.data)
        if _is_faces(data.get("faces")):
            found.append((entry, data["faces"], "faces"))
        attack = data.get("enhancement", {}).get("attack_die") if isinstance(data.get("enhancement"), dict) else None
        if _is_faces(attack):
            found.append((entry, attack, "attack-die"))
    return found


def _is_faces(value: Any) -> bool:
    return (isinstance(value, list) and bool(value)
            and sorted(face.get("face") for face in value) == list(range(1, len(value) + 1)))


def _table(entry: Entry, lang: str, faces: list[dict], name: str) -> tuple[str, dict]:
    table = _id(lang, "table", name, entry.id)
    results = []
    for face in sorted(faces, key=lambda face: face["face"]):
        marks = [t(f"foundry-face-{mark}", lang) for mark in ("critical", "burning") if face.get(mark)]
        text = " ".join([t("foundry-face-damage", lang, damage=face.get("damage", 0)), *marks])
        results.append(_result(table, _id(lang, table, "face", str(face["face"])), text, text,
                               [face["face"], face["face"]]))
    return _roll_table(table, t(f"foundry-table-{name}", lang, weapon=entry.name.get(lang)), "",
                       f"1d{len(faces)}", results)


def _declared_tables(compendium: Compendium) -> list[tuple[str, dict]]:
    """The tables the loaded packs' rulesets declare (``exports["foundry-tables"]``), as (ruleset id, table)."""
    return [(ruleset.id, table) for ruleset in compendium.rulesets() if "foundry-tables" in ruleset.exports
            for table in rulesets.run_export(ruleset.id, "foundry-tables",
                                             rulesets.resolve(ruleset.exports["foundry-tables"]), compendium)]


def _declared(compendium: Compendium, ruleset: str, table: dict, lang: str, link: html.Linker) -> tuple[str, dict]:
    """A declared table in ``lang``: its texts are rule text, so references become ``@UUID`` links."""
    id = _id(lang, "table", ruleset, table["id"])
    name = partial(name_of, compendium)
    results = []
    for index, row in enumerate(table["results"]):
        text = Text.of(row["text"]).get(lang)
        results.append(_result(id, _id(lang, id, "result", str(index)), plain(text, lang, name),
                               html.inline(text, link), list(row["range"])))
    description = Text.of(table["description"]).get(lang) if table.get("description") else ""
    return _roll_table(id, Text.of(table["name"]).get(lang), html.block(description, link) if description else "",
                       table["formula"], results)


def _result(table: str, id: str, name: str, description: str, range: list[int]) -> dict:
    """Result ``id`` of RollTable ``table``: ``name`` plain, ``description`` (and v12's ``text``) HTML."""
    return {"_id": id, "_key": f"!tables.results!{table}.{id}", "type": "text", "name": name,
            "description": description, "text": description, "img": None, "range": range, "weight": 1,
            "drawn": False, "flags": {}}


def _roll_table(id: str, name: str, description: str, formula: str, results: list[dict]) -> tuple[str, dict]:
    return id, {"_id": id, "_key": f"!tables!{id}", "name": name, "description": description, "img": None,
                "formula": formula, "replacement": True, "displayRoll": True, "results": results, "folder": None,
                "sort": 0, "ownership": {"default": 0}, "flags": {}}


def _journal(id: str, name: str, pages: list[dict]) -> tuple[str, dict]:
    for index, page in enumerate(pages):
        page["sort"] = (index + 1) * 100
        page["_key"] = f"!journal.pages!{id}.{page['_id']}"
    return id, {"_id": id, "_key": f"!journal!{id}", "name": name, "pages": pages, "folder": None,
                "sort": 0, "ownership": {"default": 0}, "flags": {}}


def _page(id: str, name: str, content: str) -> dict:
    return {"_id": id, "name": name, "type": "text", "title": {"show": True, "level": 1},
            "text": {"content": content, "format": 1}, "ownership": {"default": -1}, "flags": {}}


def _id(*parts: str) -> str:
    """A Foundry ``_id`` (16 letters and digits) from what the document is: stable across builds."""
    number = int.from_bytes(hashlib.sha256("\0".join(parts).encode("utf-8")).digest()[:16], "big")
    out = []
    for _ in range(16):
        number, digit = divmod(number, len(_ID_ALPHABET))
        out.append(_ID_ALPHABET[digit])
    return "".join(out)


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, indent=1, sort_keys=True) + "\n"

