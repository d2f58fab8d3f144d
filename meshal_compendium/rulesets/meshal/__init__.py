"""Meshal Lite: the first ruleset, registered through the same entry point as every other.

Its public contracts predate rulesets and stay where they were: its kinds' schemas sit at the top
of ``schemas/``, its pages at the site's root (``/handbook/…``), its odds are ``meshal odds``
without ``--system``. The v6 combat rhythm is its archived edition.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any

from ...rulesets import Edition, Kind, Page, Ruleset
from ...shipped import shipped

_SCHEMAS = shipped("schemas")
_HERE = Path(__file__).resolve().parent


def _kind(name: str, folder: str, columns: tuple[str, ...], filters: tuple[str, ...],
          ranges: tuple[str, ...] = (), labels: Mapping[str, str] = MappingProxyType({}), **more: Any) -> Kind:
    return Kind(name, _SCHEMAS / f"{name}.schema.json", folder, f"{name}.md.j2",
                f"meshal_compendium.rulesets.meshal.model:{name.capitalize()}", columns, filters, ranges, labels,
                f"meshal_compendium.rulesets.meshal.columns:{name.upper()}", **more)


RULESET = Ruleset(
    id="meshal",
    name={"zh": "Meshal Lite", "en": "Meshal Lite"},
    editions=(
        Edition("7.0.0", "current", ("core", "samples"), aliases=("meshal-lite-7",)),
        Edition("6.0.0", "archived", ("archive-v6",), aliases=("meshal-lite-6",)),
    ),
    sources=("000_48e6f334469fca4e.txt", "002_c0033df58d0e7619.txt"),
    section="",  # its pages are the site's root, where they always were: its overview is the home page
    chapters="handbook",
    overview="meshal-home.md.j2",
    pages=(Page("calculators.md", "calculators.md.j2", "nav-calculators"),),
    kinds=(
        _kind("species", "species", ("size", "move", "perceive"), ("size", "origin"), labels={"size": "size"},
              sqlite=(("size", "TEXT"),)),
        _kind("ability", "abilities", ("rank", "occupation", "category", "school"),
              ("rank", "occupation", "category", "school", "origin"), ("rank",),
              {"occupation": "occupation", "category": "ability-category", "school": "magic-school"},
              sqlite=(("rank", "INTEGER"), ("occupation", "TEXT"), ("category", "TEXT")),
              check="meshal_compendium.rulesets.meshal.checks:ability", browser_check="checks.js:ability"),
        _kind("item", "items", ("category", "type", "value", "weight", "scale"),
              ("category", "type", "scale", "quality", "origin"), ("value", "weight"),
              {"category": "item-category", "scale": "scale", "quality": "quality"},
              sqlite=(("category", "TEXT"), ("type", "TEXT"), ("value", "INTEGER"), ("weight", "REAL")),
              # The handbook names body armour 护甲 "Armor" and 异种防具 "Exotic Armour"; the item ids
              # keep those names and the category 防具 is ``armour``: an author who writes the other
              # spelling gets the id meant, with a warning saying which to write.
              spellings={"category": {"armor": "armour"},
                         "type": {"armour": "armor", "exotic-armor": "exotic-armour"}}),
        _kind("environment", "environments", ("category", "effects"), ("category", "origin"),
              labels={"category": "environment-category"}, sqlite=(("category", "TEXT"),)),
        Kind("character", _SCHEMAS / "character.schema.json", folder=""),
    ),
    templates=_HERE / "templates",  # its kinds' pages, its home and its calculators page
    locale=_HERE / "locale",
    # its calculators, their math and its dice dialog's half, copied to assets/js/meshal/ like any ruleset's
    assets=shipped("site/assets/js/meshal"),
    scaffold=_HERE / "scaffold",  # `meshal new pack`: one example of each kind an author writes
    odds="meshal_compendium.rulesets.meshal.commands.odds:command",
    commands=("meshal_compendium.rulesets.meshal.commands.roll:command",
              "meshal_compendium.rulesets.meshal.commands.character:command"),
    calculators={
        "dice-advantage": "meshal/odds", "dice-tests": "meshal/versus", "combat-defense-means": "meshal/attack",
        "character-creation": "meshal/character", "time-actions": "meshal/timeline",
        "movement-techniques": "meshal/movement",
    },
    exports={"sealdice-plugin": "meshal_compendium.rulesets.meshal.sealdice:meshal",
             "sealdice": "meshal_compendium.rulesets.meshal.helpdoc"},
    dice="meshal_compendium.rulesets.meshal.dice_text",
    badges=r"\[(?:(?:行动|破绽|维持)\d+|瞬间|(?:Action|Gap|Keep) \d+|Instant)\]",  # timing tags
    calculator_data="meshal_compendium.rulesets.meshal.calcdata:calculator_data",
)
