"""Meshal Lite: the first ruleset, registered through the same entry point as every other.

Its public contracts predate rulesets and stay where they were: its kinds' schemas sit at the top
of ``schemas/``, its pages at the site's root (``/handbook/…``), its odds are ``meshal odds``
without ``--system``. The v6 combat rhythm is its archived edition.
"""

from __future__ import annotations

from pathlib import Path

from ...rulesets import Edition, Kind, Page, Ruleset
from ...shipped import shipped

_SCHEMAS = shipped("schemas")
_HERE = Path(__file__).resolve().parent


def _kind(name: str, folder: str, columns: tuple[str, ...], filters: tuple[str, ...],
          ranges: tuple[str, ...] = (), **labels: str) -> Kind:
    return Kind(name, _SCHEMAS / f"{name}.schema.json", folder, f"{name}.md.j2",
                f"meshal_compendium.rulesets.meshal.model:{name.capitalize()}",
                columns, filters, ranges, {k.replace("_", "-"): v for k, v in labels.items()},
                f"meshal_compendium.rulesets.meshal.columns:{name.upper()}")


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
        _kind("species", "species", ("size", "move", "perceive"), ("size", "origin"), size="size"),
        _kind("ability", "abilities", ("rank", "occupation", "category", "school"),
              ("rank", "occupation", "category", "school", "origin"), ("rank",),
              occupation="occupation", category="ability-category", school="magic-school"),
        _kind("item", "items", ("category", "type", "value", "weight", "scale"),
              ("category", "type", "scale", "quality", "origin"), ("value", "weight"),
              category="item-category", scale="scale", quality="quality"),
        _kind("environment", "environments", ("category", "effects"), ("category", "origin"),
              category="environment-category"),
        Kind("character", _SCHEMAS / "character.schema.json", folder=""),
    ),
    templates=_HERE / "templates",  # its kinds' pages, its home and its calculators page
    locale=_HERE / "locale",
    assets=shipped("site/assets/js/meshal"),  # its dice dialog's half, copied to assets/js/meshal/ like any ruleset's
    scaffold=_HERE / "scaffold",  # `meshal new pack`: one example of each kind an author writes
    odds="meshal_compendium.rulesets.meshal.commands.odds:command",
    commands=("meshal_compendium.rulesets.meshal.commands.roll:command",
              "meshal_compendium.rulesets.meshal.commands.character:command"),
    calculators={
        "dice-advantage": "odds", "dice-tests": "versus", "combat-defense-means": "attack",
        "character-creation": "character", "time-actions": "timeline", "movement-techniques": "movement",
    },
    exports={"sealdice-plugin": "meshal_compendium.rulesets.meshal.sealdice:meshal"},
    dice="meshal_compendium.rulesets.meshal.dice_text",
    badges=r"\[(?:(?:行动|破绽|维持)\d+|瞬间|(?:Action|Gap|Keep) \d+|Instant)\]",  # timing tags
    calculator_data="meshal_compendium.rulesets.meshal.calcdata:calculator_data",
)
