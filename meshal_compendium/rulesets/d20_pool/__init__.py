"""The d20 success pool: an untitled rules document (seed ``003_…``) hosted as a ruleset.

Eight attributes, four saves, tiers and a pool of d20 whose natural 18–20 succeed. Its engine
(``engine/``) is exact; ``odds`` is ``meshal odds --system d20-pool``; its calculators live in
``site/assets/js/d20-pool/`` and read ``calcdata.calculator_data``.
"""

from __future__ import annotations

from pathlib import Path

from ...rulesets import Edition, Ruleset
from ...shipped import shipped
from .kinds import KINDS

_HERE = Path(__file__).parent

RULESET = Ruleset(
    id="d20-pool",
    name={"zh": "D20 成功骰池", "en": "d20 success pool"},
    editions=(Edition("1.0.0", "current", ("d20-pool",)),),
    sources=("003_1880a51cef1e387f.txt",),
    section="d20-pool",
    kinds=KINDS,
    schemas=shipped("schemas") / "d20-pool",
    templates=_HERE / "templates",
    assets=shipped("site/assets/js/d20-pool"),  # its calculators, copied to assets/js/d20-pool/ like any ruleset's
    locale=_HERE / "locale",
    odds="meshal_compendium.rulesets.d20_pool.odds:command",
    calculators={
        "d20-success-rule": "d20-pool/pool",
        "d20-attack-check": "d20-pool/attack",
        "d20-hit-points": "d20-pool/character",
        "d20-action-points": "d20-pool/actions",
        "d20-dying": "d20-pool/dying",
        "d20-wounds": "d20-pool/wound",
        "d20-initiative": "d20-pool/initiative",
    },
    dice="meshal_compendium.rulesets.d20_pool.dice_text",
    calculator_data="meshal_compendium.rulesets.d20_pool.calcdata:calculator_data",
    exports={"sealdice-plugin": "meshal_compendium.rulesets.d20_pool.sealdice:d20_pool",
             "foundry-tables": "meshal_compendium.rulesets.d20_pool.foundry:tables"},
)
