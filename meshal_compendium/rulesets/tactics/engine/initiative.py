"""Turn order (7.1.1): 2d6 + Dex; a tie goes to the higher Dex, equal Dex roll 2d6 again."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

from ..rules import DIE_SIDES, INITIATIVE_DICE


def initiative(dex: int) -> dict[int, Fraction]:
    """The exact distribution of 2d6 + Dex."""
    found: dict[int, Fraction] = {}
    for faces in product(range(1, DIE_SIDES + 1), repeat=INITIATIVE_DICE):
        value = sum(faces) + dex
        found[value] = found.get(value, Fraction(0)) + Fraction(1, DIE_SIDES**INITIATIVE_DICE)
    return dict(sorted(found.items()))


def acts_first(dex: int, other_dex: int) -> Fraction:
    """P(the side with ``dex`` acts before the side with ``other_dex``).

    Equal Dex reroll until one is higher: by symmetry that tie splits evenly.
    """
    mine, theirs = initiative(dex), initiative(other_dex)
    higher = sum((p * q for a, p in mine.items() for b, q in theirs.items() if a > b), Fraction(0))
    tie = sum((p * theirs.get(a, 0) for a, p in mine.items()), Fraction(0))
    tie_share = Fraction(1) if dex > other_dex else Fraction(0) if dex < other_dex else Fraction(1, 2)
    return higher + tie * tie_share
