"""Tactics dice in rule text: ``2d6`` (initiative, checks), weapon dice like ``5d6``, ``1d6``.

Every die of the game is a d6 (``rules.DIE_SIDES``); ``[X]d6`` (a number the text leaves to the
reader) is no roll and stays text. The browser half is ``site/assets/js/tactics/dice.js``: the
faces added, as dice read without a weapon's table (``engine/plain.py``).
"""

from __future__ import annotations

from ..dice_kit import Plain
from .engine.damage import MAX_DICE
from .rules import DIE_SIDES, INITIATIVE_DICE

_NOTATION = Plain("tactics", DIE_SIDES, MAX_DICE, f"{INITIATIVE_DICE}d{DIE_SIDES}")

IN_TEXT = _NOTATION.in_text
roll_problems = _NOTATION.roll_problems
text_problems = _NOTATION.text_problems
render = _NOTATION.render
button = _NOTATION.button
