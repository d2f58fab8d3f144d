"""Multipliers (2.1.1 规则处理): several merge into one as their sum minus (count − 1)."""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from math import prod


def merged(multipliers: Iterable[Fraction]) -> Fraction:
    """One multiplier from several: ×2 and ×2 → ×3 (2 + 2 − 1); none is ×1.

    A merge below zero (three halves: −1/2) deals nothing rather than healing: it is floored at 0
    (ruling ``tactics-negative-multiplier``, reading ``floor-zero``).
    """
    given = [Fraction(m) for m in multipliers]
    return max(Fraction(0), sum(given, Fraction(0)) - (len(given) - 1)) if given else Fraction(1)


def physical(quantities: Iterable[Fraction]) -> Fraction:
    """Real physical quantities (weight, distance) multiply directly: ×2 ×2 is ×4."""
    return prod((Fraction(q) for q in quantities), start=Fraction(1))


def below_zero(multipliers: Iterable[Fraction]) -> bool:
    """Whether the merge of several multipliers falls below 0 and ``merged`` floors it
    (ruling ``tactics-negative-multiplier``)."""
    given = [Fraction(m) for m in multipliers]
    return bool(given) and sum(given, Fraction(0)) - (len(given) - 1) < 0
