"""Listing a distribution with unbounded support: every value exactly, in order, until the mass
left is below ``LISTED_MASS`` (10⁻¹²), and that remainder exactly.

Distributions here are *prefixes*: ``prefix(limit)`` gives P(= h) exactly for each h = 0 … limit
that has any (a dict: a large multiplier spreads few values far apart). Sums of independent
non-negative values compose as prefixes (a sum ≤ L has both parts ≤ L), so an exchange's two
attacks add up without losing exactness.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from ..rules import LISTED_MASS

Prefix = Callable[[int], dict[int, Fraction]]


@dataclass(frozen=True)
class Listed:
    """``outcomes``: (value, probability) with probability > 0, ascending; ``remainder``: the rest."""

    outcomes: tuple[tuple[int, Fraction], ...]
    remainder: Fraction


def listed(prefix: Prefix, limit: int = 16) -> Listed:
    """Grow the prefix until what it leaves is below LISTED_MASS, then stop at the first value
    after which it is."""
    found = prefix(limit)
    while 1 - sum(found.values()) >= LISTED_MASS:
        limit *= 2
        found = prefix(limit)
    outcomes, left = [], Fraction(1)
    for value in sorted(found):
        outcomes.append((value, found[value]))
        left -= found[value]
        if left < LISTED_MASS:
            break
    return Listed(tuple(outcomes), left)


def added(prefixes: Sequence[Prefix]) -> Prefix:
    """The prefix of the sum of independent non-negative values."""

    def prefix(limit: int) -> dict[int, Fraction]:
        found = {0: Fraction(1)}
        for part in prefixes:
            other, summed = part(limit), {}
            for a, p in found.items():
                for b, q in other.items():
                    if a + b <= limit:
                        summed[a + b] = summed.get(a + b, Fraction(0)) + p * q
            found = summed
        return found

    return prefix
