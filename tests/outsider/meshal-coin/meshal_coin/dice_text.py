"""Coins in rule text: ``3dC``, three coins flipped, counting heads. The browser half is
``assets/dice.js`` (the ``Dice`` protocol's contract); ``assets=`` on the Ruleset ships it."""

import re

from meshal_compendium.rulesets import dice_kit

IN_TEXT = r"(?<![0-9A-Za-z_])[0-9]+dC(?![0-9A-Za-z_])"
MOST = 100  # coins one roll flips
EXAMPLE = "3dC"
_ROLL = re.compile(r"([0-9]+)dC")


def roll_problems(roll, required=None, offset=0):
    """A roll that is not ``NdC``, or flips no coin or too many."""
    found = _ROLL.fullmatch(roll.strip())
    if found is None:
        yield offset, "dice-text-unread", {"written": roll, "example": EXAMPLE}
    elif not 1 <= int(found[1]) <= MOST:
        yield offset, "dice-text-count", {"written": roll, "most": MOST, "example": EXAMPLE}


def text_problems(text):
    """Every roll in the text as the wiki reads it (and ``3d`` with no C: not one)."""
    return dice_kit.text_problems(text, IN_TEXT, roll_problems, EXAMPLE)


def render(written, lang):
    """``3dC`` in every language; None when it is not a roll."""
    if next(roll_problems(written), None):
        return None
    return f"{int(_ROLL.fullmatch(written.strip())[1])}dC"


def button(written, lang):
    shown = render(written, lang)
    return None if shown is None else dice_kit.button("coin", shown, shown, lang)
