"""``--format datasette``: the SQLite export with the ``metadata.json`` Datasette shows beside it.

The folder holds ``meshal.db`` (exactly what ``--format sqlite`` writes) and ``metadata.json``; a
reader runs ``datasette meshal.db -m metadata.json`` in it. Datasette keeps one title and one
description per table and one server serves every reader, so each is written in both languages
("术语 / Term"), as the tables hold both (``name_zh``, ``name_en``). A table's licence names the
licences of the packs its rows come from. ``search`` (FTS5) is declared the full-text table of
itself: the kind tables' rowids are not its rowids, so Datasette cannot search them through it;
two canned queries search its Chinese and its English columns instead.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ..i18n import t
from ..load import Compendium
from ..rulesets import models
from . import as_sqlite
from .common import entries

DATABASE = "meshal"  # Datasette names a database by its file's stem
ZH_COLUMNS = ("name_zh", "summary_zh", "text_zh", *as_sqlite.HANT_COLUMNS)
EN_COLUMNS = ("name_en", "summary_en", "text_en")


def write(compendium: Compendium, folder: Path) -> None:
    as_sqlite.write(compendium, folder / f"{DATABASE}.db")
    text = json.dumps(metadata(compendium), ensure_ascii=False, indent=2, sort_keys=True)
    (folder / "metadata.json").write_text(text + "\n", encoding="utf-8")


def metadata(compendium: Compendium) -> dict[str, Any]:
    """Datasette's metadata for ``meshal.db``: titles, descriptions, licences, facets, full text."""
    licences = {manifest["id"]: manifest.get("license") for manifest in compendium.packs}
    everyone = _licence(licences, licences)
    database = {**_described("datasette-title", "datasette-description"), **everyone,
                "tables": _tables(compendium, licences),
                "queries": {"search_zh": _query("zh", ZH_COLUMNS), "search_en": _query("en", EN_COLUMNS)}}
    # The top level is what every page's footer shows.
    return {"title": database["title"], **everyone, "databases": {DATABASE: database}}


def _tables(compendium: Compendium, licences: dict[str, str | None]) -> dict[str, dict[str, Any]]:
    packs_of: dict[str, set[str]] = {kind: set() for kind in models()}
    for kind, entry in entries(compendium):
        packs_of[kind].add(entry.provenance.pack)
    tables = {kind: {**_described(f"kind-{kind}", "datasette-kind-description", f"kind-{kind}"),
                     **_licence(licences, packs_of[kind]), "facets": ["ruleset", "pack", "origin"]}
              for kind in sorted(models())}
    tables["packs"] = {**_described("datasette-packs-title", "datasette-packs-description"),
                       **_licence(licences, licences), "facets": ["origin"]}
    tables["sections"] = {**_described("datasette-sections-title", "datasette-sections-description"),
                          **_licence(licences, packs_of["chapter"])}  # a chapter's sections: its pack's
    tables["refs"] = {**_described("datasette-refs-title", "datasette-refs-description"),
                      "facets": ["from_kind", "to_kind"]}
    tables["search"] = {**_described("datasette-search-title", "datasette-search-description"),
                        **_licence(licences, licences), "fts_table": "search", "fts_pk": "rowid",
                        "facets": ["kind", "ruleset"]}
    return tables


def _both(key: str, kind: str | None = None) -> str:
    """A message in both languages, Chinese first: Datasette shows one string to every reader.
    ``kind`` is the catalogue key of the name that fills ``{kind}``, in each half's language."""
    return " / ".join(t(key, lang, **({"kind": t(kind, lang)} if kind else {})) for lang in ("zh", "en"))


def _described(title: str, description: str, kind: str | None = None) -> dict[str, str]:
    return {"title": _both(title), "description": _both(description, kind)}


def _licence(licences: dict[str, str | None], packs: Iterable[str]) -> dict[str, str]:
    """The licences of ``packs``: one, if they share it; else each with its pack's id."""
    named = {pack: licences[pack] for pack in sorted(packs) if licences.get(pack)}
    if not named:
        return {}
    if len(set(named.values())) == 1:
        return {"license": next(iter(named.values()))}
    return {"license": "; ".join(f"{pack}: {licence}" for pack, licence in named.items())}


def _query(lang: str, columns: tuple[str, ...]) -> dict[str, str]:
    """A canned full-text search of ``search`` limited to ``columns`` (FTS5 column filter)."""
    sql = ("select kind, id, name_zh, name_en, ruleset from search "
           f"where search match '{{{' '.join(columns)}}} : (' || :words || ')' order by rank, kind, id")
    return {**_described(f"datasette-query-{lang}-title", f"datasette-query-{lang}-description"), "sql": sql}
