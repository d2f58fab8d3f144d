"""The published dialect knows every kind a shipped ruleset has: an ``x-ref`` to a kind that does
not exist is a typo the dialect refuses (Ajv in strict mode reads the same list)."""

from __future__ import annotations

import json

from meshal_compendium import schemas
from meshal_compendium.schema_set import META_DIR


def test_the_dialect_lists_every_kind_and_section():
    vocabulary = json.loads((META_DIR / "vocabulary.schema.json").read_text(encoding="utf-8"))
    named = vocabulary["anyOf"][1]["properties"]["x-ref"]["enum"]
    assert sorted(named) == sorted([*schemas.kinds(), "section"])
