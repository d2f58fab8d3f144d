"""The home page counts the handbook's chapters and terms only (not the v6 archive's or samples')."""

from __future__ import annotations

import re
from pathlib import Path

from meshal_compendium import rulesets
from meshal_compendium.load import load_compendium


def test_home_counts_the_handbook_only(built: Path):
    compendium = load_compendium([])
    terms = [t for t in compendium.all("term") if t.provenance.pack == "core"]
    chapters = [c for c in compendium.all("chapter") if c.provenance.pack == "core"]
    assert len(terms) < len(compendium.all("term"))  # the archive adds terms: the count must leave them out
    home = (built / "en" / "index.html").read_text(encoding="utf-8")
    assert f"The whole handbook: {len(chapters)} chapters, {len(terms)} terms." in home
    assert f"{len(chapters)} 章, {len(terms)} 个术语" in (built / "index.html").read_text(encoding="utf-8")


def test_each_ruleset_has_a_card_of_its_own_on_the_home_page(built: Path):
    for page in (built / "index.html", built / "en" / "index.html"):
        home = page.read_text(encoding="utf-8")
        cards = re.search(r'id="rulesets".*?<div class="grid cards">(.*?)</div>', home, re.S).group(1)
        assert cards.count("<li>") == len(rulesets.registry()) and "-   " not in cards, cards
