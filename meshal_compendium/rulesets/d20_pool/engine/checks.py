"""Checks against a DC (the ruling ``d20-dc-check``: 1d20 + modifier ≥ DC) and what repeats them:
the fatal-wound save (its DC the fatal damage taken, +1 each round the character acts), the dying
saves (DC 10, +2 after each success, death at as many failures as the Endurance modifier), and
initiative (1d20 + modifier, the higher total first). Every support is finite: a DC that rises with
each success leaves the d20's reach, so each chain ends with certainty; nothing is left unlisted."""

from __future__ import annotations

from collections import defaultdict
from fractions import Fraction

from ....problems import MeshalError
from .. import rules

Outcomes = tuple[tuple[int, Fraction], ...]


def check_modifier(*values: int) -> None:
    """A clear error for a modifier or DC the exact chains would take too long over."""
    for value in values:
        if abs(value) > rules.MAX_CHECK_NUMBER:
            raise MeshalError("d20-pool-check-too-big", given=value, most=rules.MAX_CHECK_NUMBER)


def dc_chance(modifier: int, dc: int) -> Fraction:
    """P(1d20 + modifier ≥ dc), from 0 to 1."""
    passing = rules.DIE - (dc - modifier) + 1
    return Fraction(min(max(passing, 0), rules.DIE), rules.DIE)


def saves_until_failures(modifier: int, dc: int, step: int, failures: int) -> Outcomes:
    """One save a round against ``dc``, the DC ``step`` higher after each success, until the
    ``failures``-th failure: the round it comes in → exact probability (0 failures: round 0)."""
    check_modifier(modifier, dc, failures)
    if failures < 0:
        raise MeshalError("d20-pool-negative-count")
    if failures == 0:
        return ((0, Fraction(1)),)
    found: dict[int, Fraction] = defaultdict(Fraction)
    states: dict[tuple[int, int], Fraction] = {(0, 0): Fraction(1)}  # (successes, failures) → mass
    while states:  # step ≥ 1: the DC leaves the d20's reach, then every save fails
        ahead: dict[tuple[int, int], Fraction] = defaultdict(Fraction)
        for (won, lost), mass in states.items():
            passing = dc_chance(modifier, dc + step * won)
            if passing:
                ahead[won + 1, lost] += mass * passing
            if passing == 1:
                continue
            if lost + 1 == failures:
                found[won + lost + 1] += mass * (1 - passing)
            else:
                ahead[won, lost + 1] += mass * (1 - passing)
        states = ahead
    return tuple(sorted(found.items()))


def wound_saves(modifier: int, fatal: int) -> Outcomes:
    """受伤的计算: the Fortitude save against the fatal damage taken, then again each round the
    character acts (1 more fatal damage each): rounds acted before a save fails → probability."""
    ends = saves_until_failures(modifier, fatal, rules.FATAL_DAMAGE_PER_ACTING_ROUND, 1)
    return tuple((round_ - 1, p) for round_, p in ends)


def dying_saves(modifier: int, endurance_modifier: int, worsened: int = 0) -> Outcomes:
    """生命垂危 (the ruling ``d20-dying-saves``, reading ``rising-dc``): a Fortune save each round,
    DC 10 and +2 after each success; each failure, like each hit taken while dying (``worsened``
    already counted), is a worsening; death at the Endurance modifier's count: its round → probability."""
    if endurance_modifier < 0 or worsened < 0:
        raise MeshalError("d20-pool-negative-count")
    left = max(0, endurance_modifier - worsened)
    return saves_until_failures(modifier, rules.DYING_DC, rules.DYING_DC_STEP, left)


def initiative(modifier: int) -> Outcomes:
    """先攻: 1d20 + Dexterity modifier + initiative modifier, each total 1/20."""
    check_modifier(modifier)
    return tuple((modifier + face, Fraction(1, rules.DIE)) for face in range(1, rules.DIE + 1))


def initiative_order(modifier: int, other: int) -> tuple[Fraction, Fraction, Fraction]:
    """(P(first), P(equal totals), P(second)): equal totals go to the higher Dexterity value."""
    first = tie = Fraction(0)
    for mine, p in initiative(modifier):
        for theirs, q in initiative(other):
            first += p * q if mine > theirs else 0
            tie += p * q if mine == theirs else 0
    return first, tie, 1 - first - tie


def mean(outcomes: Outcomes) -> Fraction:
    return sum((v * p for v, p in outcomes), Fraction(0))
