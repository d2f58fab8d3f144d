"""WOSS (光明之剑), chapter 4: combat — a d100 hit check against dodge and block, margin tiers,
damage, action points. Registered through the ``meshal_compendium.rulesets`` entry point.
"""

from __future__ import annotations

from pathlib import Path

from ...rulesets import Edition, Ruleset
from ...shipped import shipped
from .kinds import KINDS

_HERE = Path(__file__).parent

RULESET = Ruleset(
    id="woss",
    name={"zh": "光明之剑 WOSS", "en": "WOSS"},
    editions=(Edition("4.0.0", "current", ("woss",)),),
    sources=("001_bb3d3c42f46b6222.txt",),
    section="woss",
    kinds=KINDS,
    content=None,
    schemas=shipped("schemas") / "woss",
    templates=_HERE / "templates",
    assets=shipped("site/assets/js/woss"),  # its calculators, copied to assets/js/woss/ like any ruleset's
    locale=_HERE / "locale",
    odds="meshal_compendium.rulesets.woss.odds:command",
    # Under the rules they compute (section ids of content/woss/chapters): the margin table, the
    # physical attack's damage rules, the action point examples, first aid, running, falling.
    calculators={"woss-special-effects": "woss/tiers", "woss-physical-attack": "woss/damage",
                 "woss-action-point-examples": "woss/actions", "woss-opposed-actions": "woss/contest",
                 "woss-character-skills": "woss/stances", "woss-bleeding-first-aid": "woss/first-aid",
                 "woss-running": "woss/running", "woss-falling": "woss/falling"},
    dice="meshal_compendium.rulesets.woss.dice_text",
    calculator_data="meshal_compendium.rulesets.woss.calcdata:calculator_data",
    exports={"sealdice-plugin": "meshal_compendium.rulesets.woss.sealdice:woss"},
)
