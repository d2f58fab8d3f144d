"""Daily checks (2.2): roll 2d6, read the result through the base die; success when ≥ difficulty.

How the dice are "read through the base die" is open (ruling ``tactics-daily-check-reading``):
``table`` (default) reads each die through the weapon's table and adds, a critical adding no die;
``table-crit`` lets a critical roll one more die as in an attack; ``faces`` adds the faces (2–12).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import partial

from ....problems import MeshalError
from ..rules import DIE_SIDES
from .damage import Attack, hp_prefix
from .listing import Prefix
from .weapon import Face

READINGS = ("table", "table-crit", "faces")


def check_faces(faces: Sequence[Face], reading: str = "table") -> tuple[Face, ...]:
    """The die a check reads, under ``reading``."""
    if reading not in READINGS:
        raise MeshalError("tactics-reading-unknown", reading=reading, known=", ".join(READINGS))
    if reading == "faces":
        return tuple(Face(n) for n in range(1, DIE_SIDES + 1))
    return tuple(faces) if reading == "table-crit" else tuple(Face(f.damage) for f in faces)


def check_prefix(dice: int, faces: Sequence[Face], reading: str = "table") -> Prefix:
    """The check result's distribution as a prefix (unbounded only under ``table-crit``)."""
    return partial(hp_prefix, Attack(dice, check_faces(faces, reading)))


def success(dice: int, faces: Sequence[Face], difficulty: int, reading: str = "table") -> Fraction:
    """P(result ≥ difficulty), exactly: one minus the finitely many results below it."""
    if difficulty <= 0:
        return Fraction(1)
    return 1 - sum(check_prefix(dice, faces, reading)(difficulty - 1).values(), Fraction(0))
