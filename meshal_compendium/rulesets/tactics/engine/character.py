"""A built character's attributes (2.1.2) and derived attributes (2.1.3).

Attributes start at BASE_ATTRIBUTE; FREE_POINTS go one each to different attributes; then the race's
and the current class's bonuses (and statuses such as 【力量2】) add; each CLASSES_PER_MASTERY_POINT
mastered classes give one mastery point to put anywhere.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ....problems import MeshalError
from ..rules import (
    ATTRIBUTES,
    BASE_ATTRIBUTE,
    CLASSES_PER_MASTERY_POINT,
    DEFENSE_DIVISOR,
    FREE_POINTS,
    HP_BASE,
    HP_PER_PER,
    HP_PER_VIT,
    MOVEMENT,
    SLOWED_MOVEMENT,
)


def _known(names: Sequence[str]) -> None:
    for name in names:
        if name not in ATTRIBUTES:
            raise MeshalError("tactics-attribute-unknown", name=name, known=", ".join(ATTRIBUTES))


#: ruling ``tactics-free-points``: "(不可重复)" read as one point each to different attributes, or any way
FREE_POINT_READINGS = ("distinct", "free")


def attributes(free: Sequence[str], bonuses: Sequence[Mapping[str, int]] = (),
               mastery: Sequence[str] = (), mastered_classes: int = 0, reading: str = "distinct") -> dict[str, int]:
    """The six attributes: base, the free points (``free`` names one attribute per point: at most
    FREE_POINTS, distinct unless ``reading`` is ``free``), every bonus (race, class, statuses:
    name → change), and the mastery points (one attribute per point, repeats allowed)."""
    _known([*free, *mastery, *(name for bonus in bonuses for name in bonus)])
    if reading not in FREE_POINT_READINGS:
        raise MeshalError("tactics-reading-unknown", reading=reading, known=", ".join(FREE_POINT_READINGS))
    if len(free) > FREE_POINTS:
        raise MeshalError("tactics-free-points-count", points=FREE_POINTS, given=", ".join(free))
    if reading == "distinct" and len(set(free)) != len(free):
        raise MeshalError("tactics-free-points", points=FREE_POINTS, given=", ".join(free))
    if len(mastery) > mastered_classes // CLASSES_PER_MASTERY_POINT:
        raise MeshalError("tactics-mastery-points", given=len(mastery), classes=mastered_classes,
                          allowed=mastered_classes // CLASSES_PER_MASTERY_POINT)
    found = Counter({name: BASE_ATTRIBUTE for name in ATTRIBUTES})
    found.update(free)
    found.update(mastery)
    for bonus in bonuses:
        found.update(bonus)
    return {name: found[name] for name in ATTRIBUTES}


@dataclass(frozen=True)
class Derived:
    """生命, 移动力, 防御, 魔防."""

    hp: int
    movement: int
    defense: int
    magic_defense: int


def derived(values: Mapping[str, int], movement_type: str = "walk", armour: int = 0, magic_armour: int = 0,
            movement_bonus: int = 0, slowed: bool = False) -> Derived:
    """HP = 3 + Vit×2 + Per; movement by type (+ bonuses such as the noble's 【移动力+1】, 【迟缓】 −1);
    defense = ⌊Vit÷2⌋ + armour; magic defense = ⌊Per÷2⌋ + armour (its magic part)."""
    if movement_type not in MOVEMENT:
        raise MeshalError("tactics-movement-unknown", name=movement_type, known=", ".join(MOVEMENT))
    return Derived(
        hp=HP_BASE + values["vit"] * HP_PER_VIT + values["per"] * HP_PER_PER,
        movement=max(0, MOVEMENT[movement_type] + movement_bonus + (SLOWED_MOVEMENT if slowed else 0)),
        defense=values["vit"] // DEFENSE_DIVISOR + armour,
        magic_defense=values["per"] // DEFENSE_DIVISOR + magic_armour,
    )
