"""WOSS dice in rule text: ``1D100`` (the hit check), ``1D100+35``, ``1D10``, damage like ``1D8+10``.

A roll is read by the engine's notation (``engine/notation.py``), so a button never carries a roll
the calculators would refuse; the browser half is ``site/assets/js/woss/dice.js``.
"""

from __future__ import annotations

from collections.abc import Iterator

from .. import dice_kit
from .engine.notation import DAMAGE_EXAMPLE, NotationError, parse_roll

# A count, D or d, the sides and whole bonuses (``1D100+41``); never inside a word, and a bonus
# that is a word (``1D100+命中``) is left to the text.
IN_TEXT = r"(?<![0-9A-Za-z_\]])[1-9][0-9]*[dD][1-9][0-9]*(?:\+[0-9]+)*(?![0-9A-Za-z_])"

Found = dice_kit.Found


def roll_problems(roll: str, required: str | None = None, offset: int = 0) -> Iterator[Found]:
    """What the engine's notation refuses in one roll (WOSS dice fields have no kinds: ``required`` is unused)."""
    try:
        parse_roll(roll)
    except NotationError as error:
        yield offset + error.column, error.code, error.fields


def text_problems(text: str) -> Iterator[Found]:
    """Every roll in the text as the wiki reads it, and dice-like words it cannot (``1D``, ``0D6``)."""
    return dice_kit.text_problems(text, IN_TEXT, roll_problems, DAMAGE_EXAMPLE)


def render(written: str, lang: str) -> str | None:
    """A roll as the chapter writes it in both languages (``1d100 + 35`` → ``1D100+35``), or None."""
    try:
        return str(parse_roll(written)).replace("d", "D")
    except NotationError:
        return None


def button(written: str, lang: str) -> str | None:
    """The wiki's button for one roll, or None when it is not one."""
    shown = render(written, lang)
    return None if shown is None else dice_kit.button("woss", shown.lower(), shown, lang)
