"""The readings a user picks for the rulings the engine computes (``--ruling ID=READING``).

Each ruling is an entry of ``content/woss/rulings.yaml``; ``rules.CHECK_RULINGS`` and
``rules.DAMAGE_RULINGS`` list the ones that change a number, each with its default first.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ....problems import MeshalError
from . import rules

Rulings = Mapping[str, str]


def known() -> dict[str, tuple[str, ...]]:
    """Every ruling id the engine reads → its readings (the default first)."""
    return {**rules.CHECK_RULINGS, **rules.SHIELD_RULINGS, **rules.FRIENDLY_FIRE_RULINGS,
            **rules.COVER_FRIENDLY_RULINGS, **rules.DAMAGE_RULINGS,
            **rules.STANCE_RULINGS, **rules.STANCE_SITUATION_RULINGS, **rules.STANCE_SHIELD_RULINGS,
            **rules.DIFFICULTY_RULINGS, **rules.FIRST_AID_RULINGS, **rules.RUNNING_RULINGS, **rules.FALLING_RULINGS}


def chosen(given: Rulings | None = None) -> dict[str, str]:
    """Every engine ruling's reading: the defaults, with the checked ``given`` readings over them."""
    table = known()
    found = {ruling: readings[0] for ruling, readings in table.items()}
    for ruling, reading in (given or {}).items():
        if ruling not in table:
            raise MeshalError("woss-bad-ruling", given=ruling, known=", ".join(table))
        if reading not in table[ruling]:
            raise MeshalError("woss-bad-ruling-reading", ruling=ruling, given=reading,
                              known=", ".join(table[ruling]))
        found[ruling] = reading
    return found


def parse(texts: Iterable[str]) -> dict[str, str]:
    """``["woss-margin-strict=at-least", …]`` → the checked readings, defaults for the rest."""
    given: dict[str, str] = {}
    for text in texts:
        ruling, equals, reading = text.partition("=")
        if not equals:
            raise MeshalError("woss-bad-ruling-form", given=text, example="woss-margin-strict=at-least")
        given[ruling.strip()] = reading.strip()
    return chosen(given)


def of(ids: Iterable[str], readings: Rulings) -> dict[str, str]:
    """The readings of ``ids`` only (what one answer's numbers depend on), in table order."""
    return {ruling: readings[ruling] for ruling in ids}
