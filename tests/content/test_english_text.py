"""English text of the handbook, checked against its Chinese source (content/core/source/)."""

from __future__ import annotations

import re

import pytest

from meshal_compendium.load import load_compendium
from meshal_compendium.packs import SHIPPED

SOURCE = (SHIPPED / "core" / "source" / "meshal-lite-v7-handbook.txt").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def compendium():
    return load_compendium([])


def section(compendium, chapter: str, id: str, lang: str = "en") -> str:
    found = next(s for s in compendium.get("chapter", chapter).data["sections"] if s["id"] == id)
    return found["text"][lang]


def test_negative_protection_gives_the_attack_advantage(compendium):
    """L145: 反而会使1次攻击获得等于负数部分的优势 — an attack gains advantage equal to the negative part."""
    text = section(compendium, "character", "character-protection")
    assert "an attack gains {term:advantage|advantage} equal to the negative part" in text
    assert "gives 1 attack advantage" not in text


def test_load_is_carry_weight_and_cubage(compendium):
    """L163: 负载 … 包括你的载重力和容积: Carry Weight and Cubage, the two terms defined below it."""
    text = section(compendium, "character", "character-load")
    assert "made up of your Carry Weight and your Cubage." in text and "volume." not in text


def test_one_word_for_shuxing_within_a_paragraph(compendium):
    """L176: 在决定完属性后 … 影响你的属性 — the same 属性 twice, so the same English word twice."""
    paragraph = next(p for p in section(compendium, "character", "character-essential-traits").split("\n\n")
                     if p.startswith("Once your"))
    assert paragraph.count("stats") == 2 and "attributes" not in paragraph


def test_no_bold_english_name_the_handbook_does_not_give(compendium):
    """A bold Title Case name reads as an official term: the handbook must give it ("Name: …")."""
    invented = []
    for chapter in compendium.all("chapter"):
        if chapter.provenance.pack != "core":
            continue
        for part in chapter.data["sections"]:
            for bold in re.findall(r"\*\*([^*]+)\*\*", part["text"]["en"]):
                title_case = all(word[:1].isupper() for word in bold.split())
                if title_case and f"{bold}:" not in SOURCE:
                    invented.append((part["id"], bold))
    assert invented == []


def test_every_english_alias_is_the_handbooks(compendium):
    """自然魔法 has no English name in the handbook, so elemental-magic has no English alias for it."""
    invented = [(term.id, alias) for term in compendium.all("term") if term.provenance.pack == "core"
                for alias in term.data.get("aliases", {}).get("en", ()) if alias not in SOURCE]
    assert invented == []
    assert "en" not in compendium.get("term", "elemental-magic").data["aliases"]


def test_too_close_keeps_the_handbooks_example(compendium):
    """L803: the minimum attack distance is the 3 of "3~5步"; the summary says which number it is."""
    summary = compendium.get("term", "too-close").data["summary"]
    assert "“3~5步”中的3步" in summary["zh"].replace('"', "“", 1).replace('"', "”", 1)
    assert 'the 3 steps of "3~5 steps"' in summary["en"]


def test_thick_liquid_has_only_its_own_effects(compendium):
    """L877: resistance +1 and action times +1 s; swimming (L873) belongs to liquids in general."""
    effects = compendium.get("environment", "thick-liquid").data["effects"]
    assert [dict(e) for e in effects] == [{"type": "resistance", "amount": 1}, {"type": "action-time", "seconds": 1}]

