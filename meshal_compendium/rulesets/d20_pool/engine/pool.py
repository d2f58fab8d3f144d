"""The success pool (D20规则): the exact distribution of successes of N d20.

A natural 18–20 succeeds (advantage 17–20, disadvantage 19–20); a 20 adds one bonus die; a 1
removes one die; a 1 that finds no die left to remove calls a fortune check (机缘检定,
1d20 + fortune save modifier ≥ 10) whose failure deducts one success. Extra successes count
only with at least one rolled success; deductions floor the count at 0.

How the pool is thrown is the ruling ``d20-pool-order`` (readings in ``RULINGS``):

- ``sequential`` (default): one die at a time. A 1 removes one die not yet rolled, a 20's bonus
  die joins the dice still to roll; a 1 on the last die to roll has nothing to remove.
- ``simultaneous``: each throw is all its dice at once. Its 1s remove dice not yet thrown — its
  20s' bonus dice; the bonus dice left form the next throw; 1s outnumbering 20s (a 1 with
  nothing to remove) call the fortune check, once.

Bonus dice chain without end, so the support is infinite (the difference of two pools, with its
infinite tails summed exactly, is ``versus``). The chain is solved level by level
(level = rolled successes so far, which never falls): every state of a level is finished before
the next begins, so each value's probability is exact once no later level can reach it. Values
are listed until the mass not listed is below ``TOLERANCE``; that remainder is given exactly.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from math import factorial

from ....problems import MeshalError
from .. import rules
from .checks import dc_chance

SEQUENTIAL, SIMULTANEOUS = "sequential", "simultaneous"
RULINGS = (SEQUENTIAL, SIMULTANEOUS)
# The rulings ``final_value`` computes one reading of (content/d20-pool/rulings.yaml): ruling id → reading.
FIXED_READINGS: dict[str, str] = {
    "d20-extra-deduct-order": "extra-first",   # max(0, rolled + extra − deduct − failed): added, then taken
    "d20-fortune-extra": "from-total",         # a failed fortune check takes one from the total
    "d20-dc-check": "d20-plus-modifier",       # the fortune check: 1d20 + modifier ≥ DC
}
EDGES = tuple(rules.SUCCESS_FROM)


@dataclass(frozen=True)
class Pool:
    """A roll of ``dice`` d20 and what changes its count of successes."""

    dice: int
    edge: str = "none"  # none | advantage | disadvantage (both given cancel: none)
    extra: int = 0      # 额外成功
    deduct: int = 0     # 扣减成功
    fortune: int = 0    # the fortune save modifier of the fortune check
    ruling: str = SEQUENTIAL


@dataclass(frozen=True)
class Faces:
    """What one d20 shows, by what it does: a 20, a 1, another success, a miss."""

    critical: Fraction
    fumble: Fraction
    success: Fraction
    miss: Fraction


@dataclass(frozen=True)
class Successes:
    """``outcomes``: (value, exact P(= value)) in order; ``remainder``: the mass of all values not listed."""

    outcomes: tuple[tuple[int, Fraction], ...]
    remainder: Fraction

    def at_least(self, value: int) -> Fraction:
        """P(≥ value) among the listed values (the remainder lies above them all)."""
        return sum((p for v, p in self.outcomes if v >= value), Fraction(0)) + self.remainder


def readings(pool: Pool) -> dict[str, str]:
    """Every ruling the pool's numbers depend on, with the reading used (ruling id → reading id)."""
    return {"d20-pool-order": pool.ruling, **FIXED_READINGS}


def edge_of(advantage: bool, disadvantage: bool) -> str:
    """优势劣势互相抵消: both, or neither, is no edge."""
    return "advantage" if advantage and not disadvantage else "disadvantage" if disadvantage and not advantage \
        else "none"


def faces(edge: str) -> Faces:
    """One d20 under ``edge``; the natural 1 and 20 keep their effect either way."""
    if edge not in rules.SUCCESS_FROM:
        raise MeshalError("d20-pool-bad-edge", given=edge, known=", ".join(EDGES))
    die = Fraction(1, rules.DIE)
    succeeding = rules.CRITICAL_SUCCESS - rules.SUCCESS_FROM[edge]  # naturals that succeed, the 20 aside
    return Faces(die, die, succeeding * die, (rules.DIE - 2 - succeeding) * die)


def fortune_chance(modifier: int) -> Fraction:
    """P(1d20 + modifier ≥ FORTUNE_DC)."""
    return dc_chance(modifier, rules.FORTUNE_DC)


def final_value(rolled: int, failed_fortune: int, pool: Pool) -> int:
    """Successes after the fortune check, extra and deducted successes (floored at 0)."""
    extra = pool.extra if rolled >= 1 else 0
    return max(0, rolled + extra - pool.deduct - failed_fortune)


def check(pool: Pool) -> None:
    """A clear error for a pool the engine cannot take."""
    if pool.ruling not in RULINGS:
        raise MeshalError("d20-pool-bad-ruling", given=pool.ruling, known=", ".join(RULINGS))
    if not 0 <= pool.dice <= rules.MAX_POOL:
        raise MeshalError("d20-pool-too-many-dice", given=pool.dice, most=rules.MAX_POOL)
    if pool.extra < 0 or pool.deduct < 0:
        raise MeshalError("d20-pool-negative-count")
    faces(pool.edge)


def successes(pool: Pool, tolerance: Fraction = rules.TOLERANCE) -> Successes:
    """The exact distribution of the pool's successes, listed until less than ``tolerance`` is left."""
    check(pool)
    die = faces(pool.edge)
    passing = fortune_chance(pool.fortune)
    expand = _throw_one if pool.ruling == SEQUENTIAL else _throw_all
    levels: dict[int, dict[int, Fraction]] = defaultdict(lambda: defaultdict(Fraction))  # level → dice → mass
    ends: dict[int, dict[int, Fraction]] = defaultdict(lambda: defaultdict(Fraction))    # level → failed → mass
    levels[0][pool.dice] = Fraction(1)
    by_value: dict[int, Fraction] = defaultdict(Fraction)
    level = 0
    while True:
        states = levels.pop(level, {})
        while states:  # within a level dice only fall: the most dice first finishes each state once
            dice = max(states)
            expand(dice, states.pop(dice), level, die, passing, states, levels, ends)
        for failed, mass in ends.pop(level, {}).items():
            by_value[final_value(level, failed, pool)] += mass
        found = _listed(by_value, levels, ends, level, pool)
        if found.remainder < tolerance:
            return found
        level += 1


def _listed(by_value, levels, ends, level: int, pool: Pool) -> Successes:
    """After ``level``: the values no later level can reach, and the exact mass of everything else."""
    finished = not any(levels.values()) and not any(ends.values())
    # Otherwise a later level is at least level + 1, with at most a failed fortune check taken off.
    complete = max(by_value) + 1 if finished else final_value(level + 1, 1, pool)
    listed = tuple((v, by_value[v]) for v in sorted(by_value) if v < complete)
    pending = sum((m for states in (*levels.values(), *ends.values()) for m in states.values()), Fraction(0))
    pending += sum((m for v, m in by_value.items() if v >= complete), Fraction(0))
    return Successes(listed, pending)


def _throw_one(dice, mass, level, die: Faces, passing, states, levels, ends) -> None:
    """Sequential: roll one of ``dice``; its result moves the mass to the next state."""
    if dice == 0:
        _add(ends[level], 0, mass)
        return
    left = dice - 1
    _add(levels[level + 1], left + 1, mass * die.critical)  # a success and a bonus die to roll
    _add(levels[level + 1], left, mass * die.success)
    _add(states, left, mass * die.miss)
    if left:                                                # a 1 removes a die not yet rolled
        _add(states, left - 1, mass * die.fumble)
    else:                                                   # the last die: the fortune check
        _fortune(ends[level], mass * die.fumble, passing)


def _throw_all(dice, mass, level, die: Faces, passing, states, levels, ends) -> None:
    """Simultaneous: throw all ``dice``; 1s cancel the 20s' bonus dice, the rest are the next throw."""
    if dice == 0:
        _add(ends[level], 0, mass)
        return
    for (gained, bonus), weight in _throw(dice, die).items():
        reached, p = level + gained, mass * weight
        if bonus > 0:  # then a 20 was thrown: the next throw is a level up
            _add(levels[reached], bonus, p)
        elif bonus == 0:
            _add(ends[reached], 0, p)
        else:
            _fortune(ends[reached], p, passing)


def _add(states, key: int, mass: Fraction) -> None:
    if mass:
        states[key] = states.get(key, Fraction(0)) + mass


def _fortune(ends, mass: Fraction, passing: Fraction) -> None:
    """A 1 with no die to remove: the fortune check passes (no effect) or fails (one success less)."""
    _add(ends, 0, mass * passing)
    _add(ends, 1, mass * (1 - passing))


@cache
def _throw(dice: int, die: Faces) -> dict[tuple[int, int], Fraction]:
    """A throw of ``dice``: (successes, 20s − 1s) → probability, summed over the multinomial."""
    found: dict[tuple[int, int], Fraction] = defaultdict(Fraction)
    for critical in range(dice + 1):
        for fumble in range(dice - critical + 1):
            for success in range(dice - critical - fumble + 1):
                miss = dice - critical - fumble - success
                ways = factorial(dice) // (factorial(critical) * factorial(fumble) * factorial(success)
                                           * factorial(miss))
                found[critical + success, critical - fumble] += (ways * die.critical ** critical
                                                                 * die.fumble ** fumble * die.success ** success
                                                                 * die.miss ** miss)
    return dict(found)

