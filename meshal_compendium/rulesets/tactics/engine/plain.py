"""Dice read without a weapon table, each a bounded sum of independent d6: 【燃烧X】's [X]d6 damage
(7.2.2) and a building's workers, one d6 each, producing 0, 1 or 2 resources (10.2)."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from ....problems import MeshalError
from ..rules import DIE_SIDES, PRODUCTION
from .damage import MAX_DICE


def summed(dice: int, per_face: Mapping[int, int]) -> dict[int, Fraction]:
    """The exact distribution of the sum of ``dice`` d6, each face worth ``per_face[face]``."""
    if dice < 0:
        raise MeshalError("tactics-dice-negative", dice=dice)
    if dice > MAX_DICE:
        raise MeshalError("tactics-too-many-dice", dice=dice, most=MAX_DICE)
    one: dict[int, Fraction] = {}
    for value in per_face.values():
        one[value] = one.get(value, Fraction(0)) + Fraction(1, DIE_SIDES)
    found = {0: Fraction(1)}
    for _ in range(dice):
        step: dict[int, Fraction] = {}
        for a, p in found.items():
            for b, q in one.items():
                step[a + b] = step.get(a + b, Fraction(0)) + p * q
        found = step
    return dict(sorted(found.items()))


def burning(x: int) -> dict[int, Fraction]:
    """【燃烧X】: [X]d6 damage at the end of the character's action, the faces added."""
    return summed(x, {face: face for face in range(1, DIE_SIDES + 1)})


def production(workers: int) -> dict[int, Fraction]:
    """The resources ``workers`` produce in one building phase: [workers]d6, each 0, 1 or 2."""
    return summed(workers, PRODUCTION)
