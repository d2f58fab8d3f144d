"""Issue 28's content points for WOSS, the d20 pool and the tactics TRPG, read from the packs' YAML alone.

The source lines the issue names are in the chapters' zh text verbatim (corrections are errata, not edits);
each erratum, ruling and term it asks for exists in zh and en, English without Chinese; each new term is
marked where a chapter uses it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest
import yaml

CONTENT = Path(__file__).resolve().parents[2] / "content"
MARKER = re.compile(r"\{([a-z-]+):([a-z0-9-]+)(?:\|([^{}]*))?\}")
CJK = re.compile(r"[\u3400-\u9fff\uff00-\uffef]")
# An editors' note set into the zh text (it names an erratum or ruling), and the English abbreviations in brackets
# the seeds write after a name (力量（Str）, 致命伤害（Critical Damage）), which the names' anchors show instead.
NOTE = re.compile(r"（编者注[:：](?:[^（）]|（[^（）]*）)*）")
ABBREVIATION = re.compile(r"（[A-Za-z ]+）")

# pack -> (its seed, the seed's line numbers the issue names)
LINES: dict[str, tuple[str, tuple[int, ...]]] = {
    "woss": ("001_bb3d3c42f46b6222.txt", (11, 35, 42, 63, 98, 104, 105, 125, 145, 166, 168, 170, 176, 188, 241, 277,
                                          291, 315, 319, 329, 339, 351, 353, 359)),
    "d20-pool": ("003_1880a51cef1e387f.txt", (8, 51, 56, 58, 61, 67, 68, 96, 97)),
    "tactics": ("004_c5343b7744d6a09f.txt", (18, 37, 115, 118, 127, 168, 178, 232, 276, 279, 309, 319, 366, 374)),
}

# pack -> kind -> the ids issue 28 asks for
ENTRIES: dict[str, dict[str, tuple[str, ...]]] = {
    "woss": {
        "erratum": ("woss-guard-typo", "woss-stamina-or-life", "woss-night-three-ways", "woss-star-ratings",
                    "woss-half-life-fear", "woss-spell-shield", "woss-two-dodges", "woss-missing-note-2",
                    "woss-skill-contest-roll", "woss-two-focus-attacks", "woss-physical-attack-points",
                    "woss-fast-move-stamina", "woss-rest-in-armour", "woss-full-defense-stance"),
        "ruling": ("woss-ranged-shield-equal", "woss-friendly-fire-roll", "woss-margin-strict"),
        "term": ("woss-melee-attack-check", "woss-ranged-attack-check", "woss-triggered-delay", "woss-reflex-actions",
                 "woss-full-block", "woss-distance-difference", "woss-dodge", "woss-evasion", "woss-damage-check",
                 "woss-two-hand-draw", "woss-quick-first-aid", "woss-full-defense", "woss-crawl",
                 "woss-unconsciousness-chance"),
    },
    "d20-pool": {
        "erratum": ("d20-stable-two-states", "d20-which-hit-points", "d20-check-dice", "d20-turn-or-round",
                    "d20-cover-save-result"),
        "ruling": ("d20-dc-check", "d20-extra-deduct-order", "d20-fortune-extra", "d20-damage-order",
                   "d20-dying-saves"),
        "term": ("d20-hit-dice", "d20-initiative-value", "d20-dc", "d20-attribute-check", "d20-save-check",
                 "d20-skill-check", "d20-natural-result", "d20-melee-attack-modifier", "d20-ranged-attack-modifier",
                 "d20-skill-bonus", "d20-other-bonus", "d20-armour-piercing-value", "d20-base-damage-die",
                 "d20-attribute-limit", "d20-same-type-bonus", "d20-untyped-bonus", "d20-stabilised",
                 "d20-unconscious", "d20-base-action-points"),
    },
    "tactics": {
        "erratum": ("tactics-slip-that-number", "tactics-slip-so-pursuit", "tactics-slip-elf-de",
                    "tactics-slip-cavalry", "tactics-slip-bricks", "tactics-round-or-turn",
                    "tactics-negative-attribute-x", "tactics-beastkin-claw"),
        "ruling": ("tactics-crit-chain", "tactics-delay-reading", "tactics-attack-x-dice", "tactics-initiative-dice",
                   "tactics-ranged-attribute", "tactics-counter-effect-multiplier"),
        "term": ("tactics-reach", "tactics-normal-terrain", "tactics-impassable", "tactics-single-target-skill",
                 "tactics-area-skill", "tactics-population", "tactics-building", "tactics-resources",
                 "tactics-basic-resources", "tactics-military-resources", "tactics-worker", "tactics-melee-weapon",
                 "tactics-ranged-weapon", "tactics-magic-weapon", "tactics-movement-type", "tactics-armour-bonus",
                 "tactics-dex-difference", "tactics-damage-reduction", "tactics-face", "tactics-difficulty",
                 "tactics-normal-attack", "tactics-class-change", "tactics-experience", "tactics-skill-slot",
                 "tactics-passive", "tactics-active"),
    },
}


@cache
def entries(pack: str) -> tuple[dict, ...]:
    found: list[dict] = []
    for path in sorted((CONTENT / pack).rglob("*.yaml")):
        if path.name != "pack.yaml":
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
            found += data if isinstance(data, list) else [data]
    return tuple(found)


def by_id(pack: str) -> dict[str, dict]:
    return {e["id"]: e for e in entries(pack)}


def texts(pack: str, lang: str) -> Iterator[str]:
    for chapter in (e for e in entries(pack) if e["kind"] == "chapter"):
        for section in chapter["sections"]:
            yield section["text"][lang]


def as_read(pack: str, text: str) -> str:
    """A zh text as a reader sees it, without the editors' notes: each marker as the words it shows."""
    known = by_id(pack)
    text = MARKER.sub(lambda m: m.group(3) or known[m.group(2)]["name"]["zh"], NOTE.sub("", text))
    return re.sub(r"[\s|]", "", ABBREVIATION.sub("", text))


def present(line: str, read: str) -> bool:
    """The line is in the text; a table row (cells split by spaces, a heading's colon) cell by cell."""
    line = ABBREVIATION.sub("", line)
    return re.sub(r"\s", "", line) in read or all(cell in read for cell in re.split(r"[\s：]+", line) if cell)


def strings(value: object) -> Iterator[str]:
    if isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)
    elif isinstance(value, str):
        yield value


@pytest.mark.parametrize("pack", sorted(LINES))
def test_the_named_source_lines_are_in_the_chapters_verbatim(pack):
    seed, numbers = LINES[pack]
    lines = (CONTENT / pack / "source" / seed).read_text(encoding="utf-8").split("\n")
    read = "\n".join(as_read(pack, t) for t in texts(pack, "zh"))
    missing = [n for n in numbers if not present(lines[n - 1], read)]
    assert not missing, [(n, lines[n - 1]) for n in missing]


@pytest.mark.parametrize(("pack", "kind", "id"), [
    (pack, kind, id) for pack, kinds in ENTRIES.items() for kind, ids in kinds.items() for id in ids])
def test_each_named_entry_exists_in_zh_and_en(pack, kind, id):
    entry = by_id(pack).get(id)
    assert entry is not None and entry["kind"] == kind
    for field in ("name", "summary", "text", "resolution", "quote"):
        if field in entry:
            assert entry[field]["zh"].strip() and entry[field]["en"].strip(), field
            assert not CJK.search("".join(strings(entry[field]["en"]))), (field, entry[field]["en"])


@pytest.mark.parametrize(("pack", "id"), [(pack, id) for pack, kinds in ENTRIES.items() for id in kinds["term"]])
def test_each_named_term_is_marked_where_a_chapter_uses_it(pack, id):
    marker = re.compile(r"\{(?:def|term):" + re.escape(id) + r"[|}]")
    for lang in ("zh", "en"):
        assert any(marker.search(t) for t in texts(pack, lang)), lang


@pytest.mark.parametrize("pack", sorted(ENTRIES))
def test_each_named_erratum_and_ruling_concerns_existing_sections(pack):
    sections = {s["id"] for e in entries(pack) if e["kind"] == "chapter" for s in e["sections"]}
    for kind in ("erratum", "ruling"):
        for id in ENTRIES[pack][kind]:
            concerns = by_id(pack)[id]["concerns"]
            assert concerns and set(concerns) <= sections, (id, set(concerns) - sections)


def test_the_two_woss_terms_named_huibi_are_told_apart():
    """Dodge (the value) and Evasion (the skill) share 回避: different English names, each pointing at the other."""
    dodge, evasion = by_id("woss")["woss-dodge"], by_id("woss")["woss-evasion"]
    assert dodge["name"]["zh"] == evasion["name"]["zh"] == "回避"
    assert dodge["name"]["en"] != evasion["name"]["en"]
    assert "woss-evasion" in dodge["see"] and "woss-dodge" in evasion["see"]


def test_d20_line_56_costs_four_hit_dice_not_four_to_hit():
    """以-4命中骰作为代价: the pool rolls 4 dice fewer; it is not a −4 modifier to a roll."""
    section = next(t for t in texts("d20-pool", "en") if "{def:d20-vital-strike}" in t)
    assert "4 fewer {def:d20-hit-dice}" in section and "to hit" not in section


@pytest.mark.parametrize(("pack", "id"), [
    (pack, id) for pack, kinds in ENTRIES.items() for kind in ("erratum", "ruling") for id in kinds[kind]])
def test_each_named_erratum_and_ruling_gives_its_source_lines(pack, id):
    text = by_id(pack)[id]["text"]
    assert re.search(r"第\s*\d+", text["zh"]) and re.search(r"\blines?:? \d+", text["en"]), id


def test_woss_besieging_stores_its_caps_by_size():
    """Line 166: +5 hit per besieger, at most 8 (medium), 16 (large), 24 (huge) of them."""
    situations = yaml.safe_load((CONTENT / "woss" / "situations" / "situations.yaml").read_text(encoding="utf-8"))
    besieged = next(s for s in situations if s["id"] == "besieged")
    effect = next(e for e in besieged["effects"] if e.get("unit") == "per-besieger")
    assert (effect["amount"], effect["caps"]) == (5, {"medium": 8, "large": 16, "huge": 24})
