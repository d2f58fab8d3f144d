"""Attack damage (2.1.4): roll N d6, read each face through the weapon's table; every ⚡ face rolls
one more d6 (which can crit again); HP lost = ⌊total × multiplier ÷ defense⌋.

One die and the dice its crits add are a *chain*. With ``E(x)`` the faces that end a chain and
``K(x)`` the critical ones (as polynomials: the coefficient of xᵛ counts the faces dealing v),
a chain's generating function C satisfies ``6·C = E + K·C``, so ``C = E / (6 − K)`` and N dice
give ``Eᴺ / (6 − K)ᴺ``. Its power series, divided out term by term in integers, is the exact
distribution of the total: the support is unbounded, the terms are not. (Checked against
brute-force enumeration and icepool in the tests.)
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import count, islice

from ....problems import MeshalError
from ..rules import DIE_SIDES
from .weapon import Face

#: Not the document's: a bound that keeps one answer within seconds (100 dice list in about 4).
MAX_DICE = 100


@dataclass(frozen=True)
class Attack:
    """``dice`` d6 (Str or Int plus modifiers) through ``faces``, against ``defense`` (1: the total).

    A defense of 0 is reachable (Vit 1: ⌊1 ÷ 2⌋ = 0) and divides as 1 (ruling ``tactics-zero-defense``).
    """

    dice: int
    faces: tuple[Face, ...]
    multiplier: Fraction = Fraction(1)
    defense: int = 1

    def __post_init__(self) -> None:
        if self.dice < 0:
            raise MeshalError("tactics-dice-negative", dice=self.dice)
        if self.dice > MAX_DICE:
            raise MeshalError("tactics-too-many-dice", dice=self.dice, most=MAX_DICE)
        if self.defense < 0:
            raise MeshalError("tactics-defense-low", defense=self.defense)

    @property
    def divisor(self) -> int:
        """What the damage is divided by: the defense, 0 counted as 1 (ruling ``tactics-zero-defense``)."""
        return max(self.defense, 1)


def _polynomial(faces: Sequence[Face]) -> list[int]:
    found = [0] * (max((f.damage for f in faces), default=0) + 1)
    for face in faces:
        found[face.damage] += 1
    return found


def _times(p: list[int], q: list[int]) -> list[int]:
    found = [0] * (len(p) + len(q) - 1)
    for i, a in enumerate(p):
        for j, b in enumerate(q):
            found[i + j] += a * b
    return found


def _power(p: list[int], n: int) -> list[int]:
    found = [1]
    for _ in range(n):
        found = _times(found, p)
    return found


def total_series(dice: int, faces: Sequence[Face]) -> Iterator[Fraction]:
    """P(total = 0), P(total = 1), … without end (zeros past a bounded support)."""
    # A ⚡ face dealing 0 only rolls again: the die is the other k faces, each 1/k.
    kept = [f for f in faces if f.damage or not f.critical]
    sides = len(kept)
    ends = _power(_polynomial([f for f in kept if not f.critical]), dice)
    again = _polynomial([f for f in kept if f.critical])
    divisor = _power([sides, *(-c for c in again[1:])], dice)  # (k − K(x))ᴺ, K(0) = 0 now
    # A total m takes at most N + ⌊m / c⌋ dice (c: the smallest crit), so t_m·k^(N + ⌊m/c⌋) is
    # a whole number u_m: t_m = (e_m − Σᵢ gᵢ·t_(m−i)) / kᴺ becomes exact integer division.
    smallest = min((f.damage for f in kept if f.critical), default=0)

    def scale(m: int) -> int:
        return dice + (m // smallest if smallest else 0)

    u: list[int] = []
    for m in count():
        e = ends[m] if m < len(ends) else 0
        carried = sum(divisor[i] * u[m - i] * sides ** (scale(m) - scale(m - i))
                      for i in range(1, min(m, len(divisor) - 1) + 1))
        value, rest = divmod(e * sides ** scale(m) - carried, divisor[0])
        assert rest == 0, "a total's probability has a denominator beyond its dice"
        u.append(value)
        yield Fraction(value, sides ** scale(m))


def hp_lost(total: int, multiplier: Fraction, defense: int) -> int:
    """⌊total × multiplier ÷ defense⌋."""
    return int(total * Fraction(multiplier) / defense // 1)


def hp_prefix(attack: Attack, limit: int) -> dict[int, Fraction]:
    """P(HP lost = h) > 0 for h = 0 … limit, exactly (the totals that lose more are not summed)."""
    m = Fraction(attack.multiplier)
    if m == 0:
        return {0: Fraction(1)}
    found: dict[int, Fraction] = {}
    # the largest total with ⌊total·a/(b·d)⌋ ≤ limit
    last = ((limit + 1) * m.denominator * attack.divisor - 1) // m.numerator
    for total, p in enumerate(islice(total_series(attack.dice, attack.faces), last + 1)):
        if p:
            h = hp_lost(total, m, attack.divisor)
            found[h] = found.get(h, Fraction(0)) + p
    return found


def mean_total(dice: int, faces: Sequence[Face]) -> Fraction:
    """E[total]: a chain's mean is E[face] ÷ P(not a crit) = Σ damage ÷ #faces that end it."""
    return dice * Fraction(sum(f.damage for f in faces), sum(1 for f in faces if not f.critical))


def burning_chance(dice: int, faces: Sequence[Face]) -> Fraction:
    """P(at least one 🔥 face in the whole attack, crit dice included)."""
    calm_end = sum(1 for f in faces if not f.burning and not f.critical)
    calm_again = sum(1 for f in faces if not f.burning and f.critical)
    return 1 - Fraction(calm_end, DIE_SIDES - calm_again) ** dice


def read_roll(faces: Sequence[Face], dice: int, rolls: Sequence[int]) -> int:
    """The total of one rolled attack: ``rolls`` are the faces in the order rolled, crit dice too.

    ``dice`` dice plus one per ⚡ face must be exactly the rolls given.
    """
    pending = dice
    for face in rolls:
        if pending == 0 or not 1 <= face <= DIE_SIDES:
            raise MeshalError("tactics-roll-count", dice=dice, rolls=", ".join(map(str, rolls)))
        pending += faces[face - 1].critical - 1
    if pending:
        raise MeshalError("tactics-roll-count", dice=dice, rolls=", ".join(map(str, rolls)))
    return sum(faces[face - 1].damage for face in rolls)
