"""WOSS dice as the chapter writes them: ``1D100+35`` (a hit check), ``1D8+8+1+1`` (damage).

``[count]d<sides>`` (d or D, count 1 when left out) followed by any number of signed whole
modifiers; spaces between terms, and the full-width ＋/－ and − of Chinese text, are allowed.
Errors say where (a 0-based ``column``; the message shows it 1-based) and give an example.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ....problems import MeshalError
from . import rules

CHECK_EXAMPLE = "1d100+35"
DAMAGE_EXAMPLE = "1d8+10"
MAX_COUNT = 100  # our limits: a damage distribution stays small enough to list
MAX_SIDES = 1000
MAX_TOTAL = 1000  # count × sides
MAX_MODIFIER = 10_000
_SIGNS = {"+": 1, "＋": 1, "-": -1, "－": -1, "−": -1}
_SPACE = " \t\r\n\u3000"  # the site's math module reads the same (ASCII digits, these spaces)
_DIE = re.compile(r"(?P<count>[0-9]*)[ \t\r\n\u3000]*(?P<d>[dD])[ \t\r\n\u3000]*(?P<sides>[0-9]*)")
_TERM = re.compile(r"(?P<sign>[+＋\-－−])[ \t\r\n\u3000]*(?P<number>[0-9]*)")


class NotationError(MeshalError):
    """Bad WOSS dice; ``column`` is the 0-based offset of the problem in the text."""

    def __init__(self, code: str, column: int, text: str, example: str, **fields: object) -> None:
        super().__init__(code, text=text, position=column + 1, example=example, **fields)
        self.column = column


@dataclass(frozen=True)
class Roll:
    """``count`` dice of ``sides`` faces plus ``modifier`` (the sum of the signed terms)."""

    count: int
    sides: int
    modifier: int = 0

    def __str__(self) -> str:
        sign = f"{self.modifier:+d}" if self.modifier else ""
        return f"{self.count}d{self.sides}{sign}"

    @property
    def maximum(self) -> int:
        """The dice at their maximum (a critical's damage die, L108)."""
        return self.count * self.sides


def parse_roll(text: str, example: str = DAMAGE_EXAMPLE) -> Roll:
    """``1d8+8+1+1`` → Roll(1, 8, 10)."""
    start = len(text) - len(text.lstrip(_SPACE))
    if not text.strip(_SPACE):
        raise NotationError("woss-notation-empty", 0, text, example)
    die = _DIE.match(text, start)
    if die is None:
        raise NotationError("woss-notation-expected-die", start, text, example, found=text[start])
    count = _number(text, die.start("count"), die["count"] or "1", example, "woss-notation-count")
    if not die["sides"]:
        raise NotationError("woss-notation-expected-sides", die.end("d"), text, example)
    sides = _number(text, die.start("sides"), die["sides"], example, "woss-notation-sides")
    if count * sides > MAX_TOTAL:
        raise NotationError("woss-notation-too-many", start, text, example, limit=MAX_TOTAL)
    modifier, at = 0, die.end()
    while at < len(text):
        if text[at] in _SPACE:
            at += 1
            continue
        term = _TERM.match(text, at)
        if term is None:
            raise NotationError("woss-notation-trailing", at, text, example, rest=text[at:])
        if not term["number"]:
            raise NotationError("woss-notation-expected-number", term.end(), text, example)
        modifier += _SIGNS[term["sign"]] * int(term["number"])
        at = term.end()
    if abs(modifier) > MAX_MODIFIER:
        raise NotationError("woss-notation-modifier", die.end(), text, example, limit=MAX_MODIFIER)
    return Roll(count, sides, modifier)


def parse_check(text: str) -> Roll:
    """A hit check: one d100 plus the hit bonus (``1d100+35``, L11)."""
    roll = parse_roll(text, CHECK_EXAMPLE)
    if (roll.count, roll.sides) != (1, rules.CHECK_DIE):
        start = len(text) - len(text.lstrip(_SPACE))
        raise NotationError("woss-notation-check-die", start, text, CHECK_EXAMPLE, die=f"{roll.count}d{roll.sides}")
    return roll


def _number(text: str, at: int, digits: str, example: str, code: str) -> int:
    value = int(digits)
    limit = MAX_COUNT if code == "woss-notation-count" else MAX_SIDES
    if not 1 <= value <= limit:
        raise NotationError(code, at, text, example, limit=limit)
    return value
