"""A weapon's dice table: what each face of a d6 deals, and whether it is ⚡ critical or 🔥 burning.

The engine takes a weapon as this plain table so it does not depend on how content writes one;
``odds`` and ``calcdata`` turn a ``weapon`` entry into it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ....problems import MeshalError
from ..rules import DIE_SIDES


@dataclass(frozen=True)
class Face:
    """One face of the weapon's die: its damage, ⚡ (rolls one more die), 🔥 (sets burning)."""

    damage: int
    critical: bool = False
    burning: bool = False


def table(faces: Sequence[Face]) -> tuple[Face, ...]:
    """The faces 1…6 checked: six of them, none negative, and at least one that ends the attack.

    A table whose every face is critical would roll for ever: no distribution exists.
    """
    faces = tuple(faces)
    if len(faces) != DIE_SIDES or any(f.damage < 0 for f in faces):
        raise MeshalError("tactics-weapon-faces", sides=DIE_SIDES)
    if all(f.critical for f in faces):
        raise MeshalError("tactics-weapon-endless")
    return faces
