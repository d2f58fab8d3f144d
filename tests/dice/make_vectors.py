"""Vectors for the browser halves of the dice (``site/assets/js/<ruleset>/dice.js``): for rolls each
ruleset's text writes, the exact odds from its Python engine, as ``odds(spec)`` gives them.

``dice.test.mjs`` reads the file (path in ``DICE_VECTORS``) and checks every browser half against it.
Run directly to write a file: ``python -m tests.dice.make_vectors OUT.json``.
"""

from __future__ import annotations

import sys
from fractions import Fraction
from pathlib import Path
from typing import Any

from meshal_compendium.load import load_compendium
from meshal_compendium.rulesets.d20_pool import calcdata as d20_data
from meshal_compendium.rulesets.d20_pool.engine.pool import Pool, successes
from meshal_compendium.rulesets.meshal.calcdata import calculator_data as meshal_data
from meshal_compendium.rulesets.meshal.engine.dice import pool_distribution
from meshal_compendium.rulesets.meshal.handbook import ATTRIBUTES
from meshal_compendium.rulesets.meshal.notation import parse_dice
from meshal_compendium.rulesets.tactics.calcdata import calculator_data as tactics_data
from meshal_compendium.rulesets.tactics.engine.plain import burning
from meshal_compendium.rulesets.woss import calcdata as woss_data
from meshal_compendium.rulesets.woss.engine.damage import dice_sum
from meshal_compendium.rulesets.woss.engine.notation import parse_roll
from tests.js import parity

DEFAULT_ATTRIBUTE = 3  # every attribute's value in the dialog until the reader sets one


def _odds(found: dict[int, Fraction], remainder: Fraction = Fraction(0)) -> dict[str, Any]:
    return {"outcomes": [{"value": v, "p": str(p)} for v, p in sorted(found.items()) if p],
            "remainder": str(remainder)}


def _woss(text: str) -> dict[str, Any]:
    roll = parse_roll(text)
    every = roll.sides ** roll.count
    return _odds({total + roll.modifier: Fraction(w, every) for total, w in dice_sum(roll).items()})


def _d20(text: str) -> dict[str, Any]:
    dice = int(text.split("d")[0])
    if dice == 1:
        return _odds({face: Fraction(1, 20) for face in range(1, 21)})
    found = successes(Pool(dice=dice))
    return _odds(dict(found.outcomes), found.remainder)


def _tactics(text: str) -> dict[str, Any]:
    return _odds(burning(int(text.split("d")[0])))


def _meshal(text: str) -> dict[str, Any]:
    _, found = pool_distribution(parse_dice(text), dict.fromkeys(ATTRIBUTES, DEFAULT_ATTRIBUTE))
    return _odds(dict(found.outcomes))


def vectors() -> dict[str, Any]:
    compendium = load_compendium()
    return {
        "rules": {"woss": woss_data.rules_data(), "d20-pool": d20_data.rules_data(),
                  "tactics": tactics_data(compendium, "en")["rules"], "meshal": meshal_data(compendium, "en")["rules"]},
        "cases": {
            "woss": [{"text": t, "label": str(parse_roll(t)).replace("d", "D"), "odds": _woss(t)}
                     for t in ("1D100", "1d100+35", "1D10", "5D4", "1D8+10", "2d6-1")],
            "d20-pool": [{"text": t, "label": t, "odds": _d20(t)} for t in ("1d20", "2d20", "4d20")],
            "tactics": [{"text": t, "label": t, "odds": _tactics(t)} for t in ("1d6", "2d6", "5d6", "12d6")],
            "meshal": [{"text": t, "label": parse_dice(t).render("en"), "odds": _meshal(t)}
                       for t in ("3d", "2d+", "5d", "Md")],
        },
    }


def write_vectors(path: Path) -> dict[str, int]:
    """Write the vectors to ``path``; → the number of cases per group."""
    return parity.write_vectors(path, vectors())


if __name__ == "__main__":
    print(write_vectors(Path(sys.argv[1])))
