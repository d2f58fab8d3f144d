"""``--format json``: the whole compendium as one JSON document.

The document is described by ``schemas/export.schema.json``: the format version, every pack's
manifest, every entry (its validated data, both languages, untouched markup) by kind, the
sections of every chapter and every reference between entries. Keys are sorted and lists are
in id order, so the same content always gives the same bytes.
"""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path
from typing import Any

from ..load import Compendium
from ..model import Entry
from .common import FORMAT_VERSION, entries, references, thaw


def document(compendium: Compendium) -> dict[str, Any]:
    """The export document (see ``schemas/export.schema.json``)."""
    by_kind: dict[str, list[dict[str, Any]]] = {}
    for kind, entry in entries(compendium):
        by_kind.setdefault(kind, []).append(entry_document(compendium, entry))
    sections = sorted(compendium.sections.values(), key=lambda s: (s.chapter, s.index))
    return {
        "format_version": FORMAT_VERSION,
        "packs": [thaw(manifest) for manifest in compendium.packs],
        "rulesets": [ruleset.summary() for ruleset in compendium.rulesets()],
        "entries": by_kind,
        "sections": [{"id": s.id, "chapter": s.chapter, "index": s.index} for s in sections],
        "references": [asdict(r) for r in references(compendium)],
    }


def entry_document(compendium: Compendium, entry: Entry) -> dict[str, Any]:
    """One entry as the export writes it (and the wiki's JSON API serves it): id, pack, ruleset, data."""
    return {"id": entry.id, "pack": entry.provenance.pack, "ruleset": compendium.ruleset(entry).id,
            "data": thaw(entry.data)}


def write(compendium: Compendium, path: Path) -> None:
    text = json.dumps(document(compendium), ensure_ascii=False, sort_keys=True, indent=2)
    path.write_bytes((text + "\n").encode("utf-8"))
