"""Meshal's dice as the shared layers meet them: rolls written in rule text and in dice fields.

Every ruleset with rollable notation names a module like this one (``Ruleset.dice``): ``IN_TEXT``
(a regex of a roll inside text, for the wiki's dice buttons), ``roll_problems`` and
``text_problems`` (for the validator: each problem as its offset in the text, a message code and
its fields), ``render`` (a roll in one language, for exports) and ``button`` (the wiki's button
for one roll).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ...problems import MeshalError
from .. import dice_kit
from .notation import DICE_IN_TEXT, DIE, NUMBER_MARK, NotationError, parse_dice

IN_TEXT = DICE_IN_TEXT
_ROLL = re.compile(DICE_IN_TEXT)
# A capitalised word (an attribute name that is not one) or a second die, glued to a die.
_GLUED_DIE = re.compile(rf"(?:\b[A-Z][A-Za-z]*|(?<={DIE})|(?<={DIE}\ufe0f)|(?<=⁺)){DIE}")

Found = tuple[int, str, dict]  # (offset in the text, message code, message fields)


def roll_problems(roll: str, required: str | None = None, offset: int = 0) -> Iterator[Found]:
    """What is wrong with one roll (``required``: the pool kind the field needs, e.g. "points")."""
    try:
        pool = parse_dice(roll)
    except NotationError as error:
        yield offset + error.column, error.code, error.fields
        return
    if required and pool.kind != required:
        yield offset, "dice-wrong-kind", {"written": roll, "kind": required,
                                          "example": pool.render("en").replace(NUMBER_MARK, "")}


def text_problems(text: str) -> Iterator[Found]:
    """Every roll written in a text, parsed as the wiki will read it.

    A die glued to something that looks like a roll the wiki cannot read (``3🎲🎲``,
    ``Strength🎲``) is flagged; prose about the notation (``your attribute🎲``, ``(years)🎲``)
    is not.
    """
    if DIE not in text:
        return
    read = set()
    for match in _ROLL.finditer(text):
        read.add(match.start() + match.group().index(DIE))
        yield from roll_problems(match.group(), offset=match.start())
    for glued in _GLUED_DIE.finditer(text):
        if glued.end() - len(DIE) not in read:
            yield glued.start(), "text-dice-unrecognised", {"written": glued.group()}


def patterns() -> dict[str, str]:
    """How ``text_problems`` finds rolls, for its browser half (``checks`` in assets/js/meshal/dice.js):
    both regex sources read the same in JavaScript."""
    return {"roll": IN_TEXT, "glued": _GLUED_DIE.pattern}


def render(written: str, lang: str) -> str | None:
    """A roll as the language writes it (``Might🎲`` → ``强壮🎲``), or None when it is not one."""
    try:
        return parse_dice(written).render(lang)
    except (NotationError, MeshalError):
        return None


def button(written: str, lang: str) -> str | None:
    """A button showing the dice in the page's language, carrying the pool in keyboard form.

    Content may write a pool in either language (attack tables are shared by zh and en), so the
    button shows the parsed pool rendered for ``lang``, never the text as written. None when the
    text is not a pool after all.
    """
    try:
        pool = parse_dice(written)
    except (NotationError, MeshalError):
        return None
    return dice_kit.button("meshal", pool.render(ascii=True), pool.render(lang), lang)
