"""The tactics TRPG v0.4 (``004_…``, untitled in its source): a grid tactics game on d6 dice tables.

Registered through the same entry point as every ruleset. Its engine is exact (``engine/``, every
number in ``rules.py``), ``meshal odds --system tactics`` is ``odds.command`` and its calculators
(``site/assets/js/tactics/``) read ``calcdata.calculator_data``.
"""

from __future__ import annotations

from pathlib import Path

from ...rulesets import Edition, Ruleset
from ...shipped import shipped
from .kinds import KINDS

_HERE = Path(__file__).resolve().parent

RULESET = Ruleset(
    id="tactics",
    name={"zh": "战棋 TRPG v0.4", "en": "Tactics TRPG v0.4"},
    editions=(Edition("0.4.0", "current", ("tactics",)),),
    sources=("004_c5343b7744d6a09f.txt",),
    section="tactics",
    kinds=KINDS,
    schemas=shipped("schemas") / "tactics",
    templates=_HERE / "templates",
    assets=shipped("site/assets/js/tactics"),  # its calculators, copied to assets/js/tactics/ like any ruleset's
    locale=_HERE / "locale",
    odds="meshal_compendium.rulesets.tactics.odds:command",
    calculators={
        "tactics-combat-flow": "tactics/exchange",
        "tactics-dice-checks": "tactics/damage",
        "tactics-derived-attributes": "tactics/character",
        "tactics-statuses": "tactics/plain",
        "tactics-buildings": "tactics/production",  # plain.js again, opened on the workers' dice
    },
    dice="meshal_compendium.rulesets.tactics.dice_text",
    calculator_data="meshal_compendium.rulesets.tactics.calcdata:calculator_data",
    exports={"sealdice-plugin": "meshal_compendium.rulesets.tactics.sealdice:tactics"},
)
