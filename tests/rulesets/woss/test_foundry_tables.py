"""WOSS's RollTable declaration (``foundry.tables``) reads the pack's hit tiers: a homebrew pack that
moves a tier moves its range. (The exported module is tested in tests/homebrew/test_export_foundry.py.)"""

from __future__ import annotations

from meshal_compendium.load import load
from meshal_compendium.packs import SHIPPED
from meshal_compendium.rulesets.woss.foundry import OPEN, tables

MANIFEST = """\
id: harsh
name: {zh: 严苛, en: Harsh}
version: 1.0.0
authors: [someone]
license: CC0-1.0
languages: [zh, en]
origin: homebrew
ruleset: woss
depends: [woss]
"""
HARSHER = "kind: hit-tier\nid: death-blow\nextends: woss\ncomparison: at-least\nmargin: 40\n"


def _ranges(paths):
    result = load(paths)
    assert result.ok, result.problems
    (table,) = tables(result.compendium)
    return [row["range"] for row in table["results"]]


def test_a_homebrew_tier_moves_its_range(tmp_path):
    (tmp_path / "harsh").mkdir()
    (tmp_path / "harsh" / "pack.yaml").write_text(MANIFEST, encoding="utf-8")
    (tmp_path / "harsh" / "tiers.yaml").write_text(HARSHER, encoding="utf-8")
    assert _ranges([SHIPPED / "woss"]) == [[-OPEN, -1], [0, 25], [26, 50], [51, 75], [76, OPEN]]
    assert _ranges([SHIPPED / "woss", tmp_path / "harsh"]) == [[-OPEN, -1], [0, 39], [40, 50], [51, 75], [76, OPEN]]
