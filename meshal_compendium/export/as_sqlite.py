"""``--format sqlite``: one table per kind, sections, references and a full-text index.

Tables (all text columns are plain text: references resolved to names, ``**`` removed; the
``data`` column keeps the validated entry as JSON, markup and all):

- ``packs`` (id, name_zh, name_en, version, origin, manifest JSON)
- one per kind (``term``, ``chapter``, ``ability`` …): id, pack, name_zh, name_en, summary_zh,
  summary_en, text_zh, text_en, the kind's own columns (``columns``), data, ruleset, the zh-Hant
  texts (``HANT_COLUMNS``), origin (its pack's: handbook, homebrew …)
- ``sections`` (id, chapter, position, name_zh, name_en, text_zh, text_en)
- ``refs`` (from_kind, from_id, to_kind, to_id)
- ``search``: FTS5 over names, summaries and texts of entries and sections in both languages,
  with kind and id. Its Chinese columns hold words separated by spaces (see ``segment.py``), so
  ``search MATCH '破绽'`` finds the word inside sentences; English matches case-insensitively.

The file is built with the journal off and then VACUUMed, so its pages come in a fixed order and
the same content gives the same bytes. ``PRAGMA user_version`` is the export format version.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..hant import to_hant
from ..load import Compendium
from ..model import Entry, Text
from ..plain import plain
from ..rulesets import kinds, models
from .common import FORMAT_VERSION, entries, name_of, references, thaw
from .segment import Segmenter

TEXT_COLUMNS = ("name_zh", "name_en", "summary_zh", "summary_en", "text_zh", "text_en")
# The columns a tool filters the common kinds by, taken from the entry's data: (column, SQL type).
# A ruleset's kinds declare theirs (``Kind.sqlite``).
COMMON_COLUMNS: dict[str, tuple[tuple[str, str], ...]] = {
    "chapter": (("order", "INTEGER"),),
    "term": (("abbr", "TEXT"), ("section", "TEXT")),
}
# Added later, so after the others (a reader by position keeps working): each row's ruleset,
# then its Traditional Chinese texts (converted from zh by OpenCC), then its pack's origin.
HANT_COLUMNS = ("name_zh_hant", "summary_zh_hant", "text_zh_hant")
SEARCH_COLUMNS = ("kind", "id", *TEXT_COLUMNS, "ruleset", *HANT_COLUMNS)


def columns(kind: str) -> tuple[tuple[str, str], ...]:
    """A kind's own columns: a common kind's, or what its ruleset declares."""
    declared = kinds()[kind][1]
    return declared.sqlite if declared else COMMON_COLUMNS.get(kind, ())


def write(compendium: Compendium, path: Path) -> None:
    connection = sqlite3.connect(path)
    try:
        connection.execute("PRAGMA journal_mode=OFF")  # no -journal file beside the output
        connection.execute(f"PRAGMA user_version={FORMAT_VERSION}")
        _create(connection)
        with connection:
            _fill(connection, compendium)
        connection.execute("VACUUM")
    finally:
        connection.close()


def _create(connection: sqlite3.Connection) -> None:
    connection.execute("CREATE TABLE packs (id TEXT PRIMARY KEY, name_zh TEXT, name_en TEXT, "
                       "version TEXT, origin TEXT, manifest TEXT NOT NULL)")
    for kind in sorted(models()):
        own = "".join(f', "{name}" {sql}' for name, sql in columns(kind))
        texts = "".join(f", {column} TEXT" for column in TEXT_COLUMNS)
        connection.execute(f'CREATE TABLE "{kind}" (id TEXT PRIMARY KEY, pack TEXT NOT NULL'
                           f"{texts}{own}, data TEXT NOT NULL, ruleset TEXT NOT NULL{_hant_columns(HANT_COLUMNS)}, "
                           "origin TEXT)")
    connection.execute("CREATE TABLE sections (id TEXT PRIMARY KEY, chapter TEXT NOT NULL, "
                       "position INTEGER NOT NULL, name_zh TEXT, name_en TEXT, text_zh TEXT, "
                       f"text_en TEXT{_hant_columns(HANT_COLUMNS[::2])})")
    connection.execute("CREATE TABLE refs (from_kind TEXT NOT NULL, from_id TEXT NOT NULL, "
                       "to_kind TEXT NOT NULL, to_id TEXT NOT NULL, "
                       "PRIMARY KEY (from_kind, from_id, to_kind, to_id))")
    connection.execute("CREATE INDEX refs_to ON refs (to_kind, to_id)")
    connection.execute("CREATE VIRTUAL TABLE search USING fts5(kind UNINDEXED, id UNINDEXED, "
                       + ", ".join(TEXT_COLUMNS) + ", ruleset UNINDEXED, " + ", ".join(HANT_COLUMNS) + ")")


def _fill(connection: sqlite3.Connection, compendium: Compendium) -> None:
    def name(kind: str, id: str, lang: str) -> str | None:
        return name_of(compendium, kind, id, lang)

    def texts(*values: Text | None) -> list[str | None]:
        return [plain(v.get(lang), lang, name) if v and getattr(v, lang) else None
                for v in values for lang in ("zh", "en")]

    segment = Segmenter(compendium)
    for manifest in compendium.packs:
        title = manifest.get("name", {})
        connection.execute("INSERT INTO packs VALUES (?, ?, ?, ?, ?, ?)", (
            manifest["id"], title.get("zh"), title.get("en"), manifest.get("version"),
            manifest.get("origin"), _json(manifest)))
    for kind, entry in entries(compendium):
        row = texts(entry.name, entry.summary, entry.text)
        own = [entry.data.get(column) for column, _ in columns(kind)]
        values = (entry.id, entry.provenance.pack, *row, *own, _json(entry.data), compendium.ruleset(entry).id,
                  *_hant(row), compendium.pack(entry.provenance.pack).get("origin"))
        connection.execute(f'INSERT INTO "{kind}" VALUES ({", ".join("?" * len(values))})', values)
        _index(connection, segment, kind, entry.id, row, compendium.ruleset(entry).id)
    for chapter, position, section in _sections(compendium):
        row = texts(Text.of(section["name"]), Text.of(section["text"]))
        connection.execute("INSERT INTO sections VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                           (section["id"], chapter.id, position, *row, *_hant(row)))
        _index(connection, segment, "section", section["id"], [*row[:2], None, None, *row[2:]],
               compendium.ruleset(chapter).id)
    connection.executemany("INSERT INTO refs VALUES (?, ?, ?, ?)",
                           [(r.from_kind, r.from_id, r.to_kind, r.to_id)
                            for r in references(compendium)])


def _index(connection: sqlite3.Connection, segment: Segmenter, kind: str, id: str,
           row: list[str | None], ruleset: str) -> None:
    """One row of ``search``: Chinese columns (the even ones) cut into words, then converted."""
    values = [segment(value) if index % 2 == 0 else value for index, value in enumerate(row)]
    connection.execute(f"INSERT INTO search ({', '.join(SEARCH_COLUMNS)}) VALUES "
                       f"({', '.join('?' * len(SEARCH_COLUMNS))})", (kind, id, *values, ruleset, *_hant(values)))


def _hant(row: list[str | None]) -> list[str | None]:
    """The zh columns of a row (the even ones) in Traditional characters."""
    return [to_hant(value) if value else value for value in row[::2]]


def _hant_columns(names: tuple[str, ...]) -> str:
    return "".join(f", {name} TEXT" for name in names)


def _sections(compendium: Compendium) -> Iterator[tuple[Entry, int, dict[str, Any]]]:
    for kind, chapter in entries(compendium):
        if kind == "chapter":
            for position, section in enumerate(chapter.data["sections"]):
                yield chapter, position, thaw(section)


def _json(value: Any) -> str:
    return json.dumps(thaw(value), ensure_ascii=False, sort_keys=True)
