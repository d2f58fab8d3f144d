"""What the plain ``NdM`` notations of rule text share (WOSS, the d20 pool, tactics, a plugin's):
finding rolls a ruleset cannot read, and the wiki's button for one roll.

Each ruleset's ``dice_text`` module (a ``rulesets.Dice``) keeps its own notation and limits; this
module only keeps the button's markup and the scan for dice-like words the same for all of them.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterator

from ..i18n import t

Found = tuple[int, str, dict]  # (offset in the text, message code, message fields)

# Digits, a d and digits, standing alone: what a reader takes for a roll (never inside a word or a
# hash such as ``4d6a09f``). The ruleset's ``IN_TEXT`` reads some of these; the rest are mistakes.
DICE_LIKE = re.compile(r"(?<![0-9A-Za-z_\]])[0-9]+[dD][0-9]*(?![0-9A-Za-z_])")


def unread(text: str, in_text: str) -> Iterator[re.Match[str]]:
    """Each dice-like word of ``text`` that the ruleset's ``in_text`` does not read whole from its start."""
    read = {match.start() for match in re.finditer(in_text, text)}
    for match in DICE_LIKE.finditer(text):
        if match.start() not in read:
            yield match


def text_problems(text: str, in_text: str, roll_problems: Callable[..., Iterator[Found]],
                  example: str) -> Iterator[Found]:
    """Problems of every roll ``in_text`` reads, then of every dice-like word it does not (``1D``,
    ``0d6``, ``3d8`` in a d6 game): its own problem, or that the wiki would show it as plain text."""
    for match in re.finditer(in_text, text):
        yield from roll_problems(match.group(), offset=match.start())
    for match in unread(text, in_text):
        found = list(roll_problems(match.group(), offset=match.start()))
        yield from found or [(match.start(), "dice-text-unread", {"written": match.group(), "example": example})]


def button(ruleset: str, keyboard: str, shown: str, lang: str) -> str:
    """The wiki's dice button: ``keyboard`` is what the browser half parses, ``shown`` the page's text."""
    return (
        f'<button type="button" class="meshal-dice" data-dice="{html.escape(keyboard)}"'
        f' data-ruleset="{html.escape(ruleset)}" title="{html.escape(t("site-dice-title", lang))}">'
        f"{html.escape(shown)}</button>"
    )


class Plain:
    """A notation of ``Nd<sides>`` only (the d20 pool's ``1d20``, tactics' ``5d6``): one die size,
    1 to ``most`` dice, written the same in every language (``d`` lower case)."""

    def __init__(self, ruleset: str, sides: int, most: int, example: str) -> None:
        self.ruleset, self.sides, self.most, self.example = ruleset, sides, most, example
        self.in_text = rf"(?<![0-9A-Za-z_\]])[1-9][0-9]*[dD]{sides}(?![0-9A-Za-z_])"

    def roll_problems(self, roll: str, required: str | None = None, offset: int = 0) -> Iterator[Found]:
        """Another die, or no dice or too many (``required``: their dice fields have no kinds)."""
        found = _ROLL.fullmatch(roll.strip())
        fields = {"written": roll, "example": self.example}
        if found is None:
            yield offset, "dice-text-unread", fields
        elif found["sides"] and int(found["sides"]) != self.sides:
            yield offset, "dice-text-die", {**fields, "sides": self.sides}
        elif not 1 <= int(found["count"]) <= self.most:
            yield offset, "dice-text-count", {**fields, "most": self.most}

    def text_problems(self, text: str) -> Iterator[Found]:
        """Every roll in the text as the wiki reads it, and dice-like words it cannot (``3d8``, ``0d6``)."""
        return text_problems(text, self.in_text, self.roll_problems, self.example)

    def render(self, written: str, lang: str) -> str | None:
        """``5D6`` → ``5d6``; None when it is not a roll."""
        found = _ROLL.fullmatch(written.strip())
        if found is None or not found["sides"] or next(self.roll_problems(written), None):
            return None
        return f"{int(found['count'])}d{self.sides}"

    def button(self, written: str, lang: str) -> str | None:
        """The wiki's button for one roll, or None when it is not one."""
        shown = self.render(written, lang)
        return None if shown is None else button(self.ruleset, shown, shown, lang)


_ROLL = re.compile(r"(?P<count>[0-9]+)[dD](?P<sides>[0-9]*)")
