"""armour (the category 防具) and armor (the type 护甲 Armor): the handbook's names are the ids, the
other spelling is read with a warning at its place, and English text keeps the two apart."""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path

from meshal_compendium.load import load, load_compendium

MANIFEST = """id: spelling
name: {zh: 拼写, en: Spelling}
version: 1.0.0
authors: [me]
license: MIT
languages: [zh, en]
origin: homebrew
ruleset: meshal-lite-7
requires: ">=7.0.0 <8.0.0"
depends: [core]
"""
ITEMS = """- kind: item
  id: odd-plate
  name: {zh: 怪甲, en: Odd Plate}
  summary: {zh: 一件甲., en: A plate.}
  category: armor
  type: exotic-armor
  value: 100
  weight: 1
  scale: light
- kind: item
  id: vest
  name: {zh: 背心, en: Vest}
  summary: {zh: 一件护甲., en: An Armor.}
  category: armour
  type: armour
  value: 100
  weight: 1
  scale: light
"""


def test_the_other_spelling_is_read_with_a_warning_at_its_place(tmp_path: Path):
    (tmp_path / "pack.yaml").write_text(MANIFEST, encoding="utf-8")
    (tmp_path / "items.yaml").write_text(ITEMS, encoding="utf-8")
    result = load([tmp_path])
    assert result.ok
    mine = [p for p in result.problems if p.file.endswith("items.yaml")]
    assert [(p.line, p.column, p.severity, p.code, p.pointer) for p in mine] == [
        (5, 13, "warning", "spelling-alias", "/0/category"),
        (6, 9, "warning", "spelling-alias", "/0/type"),
        (15, 9, "warning", "spelling-alias", "/1/type"),
    ]
    assert "Write `exotic-armour`" in mine[1].message("en")
    plate, vest = result.compendium.get("item", "odd-plate"), result.compendium.get("item", "vest")
    assert (plate.data["category"], plate.data["type"]) == ("armour", "exotic-armour")
    assert (vest.data["category"], vest.data["type"]) == ("armour", "armor")


def test_the_handbook_spelling_draws_no_warning():
    assert [p for p in load([]).problems if p.code == "spelling-alias"] == []


def _texts(value):
    if isinstance(value, Mapping):
        if isinstance(value.get("zh"), str) and isinstance(value.get("en"), str):
            yield value["zh"], value["en"]
        for inner in value.values():
            yield from _texts(inner)
    elif isinstance(value, (list, tuple)):
        for inner in value:
            yield from _texts(inner)


def test_english_text_keeps_armour_and_armor_apart():
    """"armor" is the type 护甲 Armor only; "armour" is the category 防具 (or its kinds)."""
    compendium = load_compendium([])
    mixed, seen = [], 0
    for entries in compendium.entries.values():
        for entry in entries.values():
            for zh, en in _texts(entry.data):
                seen += 1
                plain = re.sub(r"\{[a-z]+:[a-z0-9-]+(\|[^}]*)?\}", "", en)
                if re.search(r"\barmor\b", plain, re.I) and "护甲" not in zh:
                    mixed.append((entry.id, en))
                if re.search(r"armour", plain, re.I) and not re.search("防具|甲", zh):
                    mixed.append((entry.id, en))
    assert seen > 1000 and mixed == []
