"""Exact distributions of the handbook's rolls (L36-89).

A points pool (``N🎲``) counts dice showing 5 or 6: a binomial with p = 2/6 = 1/3. A number pool
(``N🎲⁺``) sums the faces. Advantage adds a die, penalty removes one, they cancel, burst turns
Leaks into advantage once per roll, and a roll never has fewer than 1 die. Probabilities are
``Fraction``s from integer weights; nothing is a float.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cache, cached_property
from math import comb, gcd, lcm

from ..notation import ATTRIBUTE_NAMES, NUMBER, POINTS, DicePool, attribute_key
from ..problems import MeshalError
from .rules import ADVANTAGE_PER_LEAK, DIE_FACES, MIN_ATTRIBUTE, MIN_DICE, POINT_FACES, ROLL_ADD_DICE
from .wear import spend

#: Not a handbook number: the largest pool we compute, so a typo cannot hang the CLI.
MAX_DICE = 200
FACES = tuple(range(1, DIE_FACES + 1))


@dataclass(frozen=True)
class Distribution:
    """Exact probability of each value: integer weights over one total, in lowest terms, sorted
    by value, zero weights left out.

    Sums and products of integers, and one ``Fraction`` per answer, are what make this fast:
    adding Fractions one by one re-reduces huge denominators at every step.
    """

    values_: tuple[int, ...]
    weights: tuple[int, ...]
    total: int

    @classmethod
    def from_weights(cls, weights: Mapping[int, int | Fraction]) -> Distribution:
        """Normalise non-negative weights (integers, or Fractions) into a distribution."""
        if all(type(w) is int for w in weights.values()):
            items = sorted((v, w) for v, w in weights.items() if w)
        else:
            scale = lcm(*(Fraction(w).denominator for w in weights.values()))
            items = sorted((v, int(w * scale)) for v, w in weights.items() if w)
        common = gcd(*(w for _, w in items))
        return cls(tuple(v for v, _ in items), tuple(w // common for _, w in items),
                   sum(w for _, w in items) // common)

    @property
    def outcomes(self) -> tuple[tuple[int, Fraction], ...]:
        return tuple((v, Fraction(w, self.total)) for v, w in zip(self.values_, self.weights, strict=True))

    def __getitem__(self, value: int) -> Fraction:
        return self.probability(lambda v: v == value)

    def values(self) -> tuple[int, ...]:
        return self.values_

    def at_least(self, value: int) -> Fraction:
        """P(result ≥ value)."""
        above = next((v for v in self.values_ if v >= value), None)
        return Fraction(0) if above is None else Fraction(self.tail_weights[above], self.total)

    @cached_property
    def tail_weights(self) -> dict[int, int]:
        """For each value, the weight of results ≥ it (one pass from the top)."""
        tails, running = {}, 0
        for value, weight in zip(reversed(self.values_), reversed(self.weights), strict=True):
            running += weight
            tails[value] = running
        return tails

    @property
    def mean(self) -> Fraction:
        return Fraction(sum(v * w for v, w in zip(self.values_, self.weights, strict=True)), self.total)

    def map(self, fn: Callable[[int], int]) -> Distribution:
        """The distribution of ``fn(result)``."""
        weights: dict[int, int] = {}
        for value, weight in zip(self.values_, self.weights, strict=True):
            key = fn(value)
            weights[key] = weights.get(key, 0) + weight
        return Distribution.from_weights(weights)

    def combine(self, other: Distribution, fn: Callable[[int, int], int]) -> Distribution:
        """The distribution of ``fn(a, b)`` for independent a ~ self, b ~ other."""
        weights: dict[int, int] = {}
        pairs = list(zip(other.values_, other.weights, strict=True))
        for a, wa in zip(self.values_, self.weights, strict=True):
            for b, wb in pairs:
                key = fn(a, b)
                weights[key] = weights.get(key, 0) + wa * wb
        return Distribution.from_weights(weights)

    def probability(self, predicate: Callable[[int], bool]) -> Fraction:
        return Fraction(sum(w for v, w in zip(self.values_, self.weights, strict=True) if predicate(v)), self.total)


def dice_count(base: int, advantage: int = 0, penalty: int = 0, burst: int = 0) -> int:
    """Dice actually rolled: base + advantage − penalty + burst, never below 1 (L41, L69-79).

    ``burst`` is the Leaks added in this roll's single burst; each Leak gives 1 advantage.
    """
    if burst < 0 or advantage < 0 or penalty < 0:
        raise MeshalError("dice-negative-modifier")
    count = max(MIN_DICE, base + advantage - penalty + burst * ADVANTAGE_PER_LEAK)
    if count > MAX_DICE:
        raise MeshalError("dice-too-many", count=count, limit=MAX_DICE)
    return count


def point_face(face: int) -> int:
    """1 when a face scores a point (5 or 6, L48), else 0."""
    return 1 if face in POINT_FACES else 0


@cache
def points_distribution(dice: int) -> Distribution:
    """``N🎲``: P(k points) = C(N, k) · 2^(N−k) / 3^N (each die scores with p = 2/6)."""
    hits = len(POINT_FACES)
    misses = DIE_FACES - hits
    return Distribution.from_weights(
        {k: comb(dice, k) * hits**k * misses ** (dice - k) for k in range(dice + 1)}
    )


@cache
def number_distribution(dice: int) -> Distribution:
    """``N🎲⁺``: the sum of N six-sided dice, by convolving integer face counts."""
    weights = {0: 1}
    for _ in range(dice):
        step: dict[int, int] = {}
        for total, ways in weights.items():
            for face in FACES:
                step[total + face] = step.get(total + face, 0) + ways
        weights = step
    return Distribution.from_weights(weights)


def distribution(kind: str, dice: int) -> Distribution:
    """The distribution of a pool of ``dice`` dice read as points or as a number."""
    return points_distribution(dice) if kind == POINTS else number_distribution(dice)


def check_attributes(values: Mapping[str, int]) -> None:
    """Refuse an attribute value below 1: "素质最低都为1" (L112), so such a value does not exist.

    Refused rather than clamped, as the character sheet's schema refuses it (``minimum: 1``): a
    0 typed for an attribute is a mistake, and computing odds for 1 instead would answer another
    question without saying so. (Effects that lower an attribute stop at 1; the character check
    applies that to species changes.)
    """
    for name, value in values.items():
        if value < MIN_ATTRIBUTE:
            key = attribute_key(name)
            names = ATTRIBUTE_NAMES[key] if key else {"zh": name, "en": name, "abbr": name}
            raise MeshalError("dice-attribute-below-minimum", zh=names["zh"], en=names["en"],
                              abbr=names["abbr"], value=value, minimum=MIN_ATTRIBUTE)


def pool_dice(
    pool: DicePool, values: Mapping[str, int], advantage: int = 0, penalty: int = 0,
    burst: int = 0, *, had_leaks: int = 0, max_leaks: int | None = None,
) -> int:
    """The dice a written pool rolls with these attribute values and modifiers. The burst adds
    Leaks to the ``had_leaks`` already had; with ``max_leaks`` (the roller's Sense) given, going above
    it is an error (L73, L109)."""
    check_attributes(values)
    spend("leaks", burst, had_leaks, max_leaks)
    return dice_count(pool.dice(values), advantage, penalty, burst)


def pool_distribution(
    pool: DicePool, values: Mapping[str, int], advantage: int = 0, penalty: int = 0,
    burst: int = 0, *, had_leaks: int = 0, max_leaks: int | None = None,
) -> tuple[int, Distribution]:
    """Resolve a written pool (attributes, modifiers) to its dice count and distribution."""
    dice = pool_dice(pool, values, advantage, penalty, burst, had_leaks=had_leaks, max_leaks=max_leaks)
    return dice, distribution(pool.kind, dice)


def success_chance(result: Distribution) -> Fraction:
    """A test succeeds when its points are > 0 (L60)."""
    return result.probability(lambda v: v > 0)


@dataclass(frozen=True)
class Versus:
    """Outcome of ``you vs opponent`` (L62): ties go to roll-add (each rolls 1🎲⁺ until they
    differ), so ``win_after_roll_add`` = win + tie · P(win a roll-add)."""

    win: Fraction
    tie: Fraction
    lose: Fraction
    win_after_roll_add: Fraction


def roll_add_win() -> Fraction:
    """P(winning a roll-add): 1🎲⁺ against 1🎲⁺, rerolled while equal (L52)."""
    one = number_distribution(ROLL_ADD_DICE)
    diff = difference(one, one)
    return diff.probability(lambda v: v > 0) / (1 - diff[0])


def versus(mine: Distribution, theirs: Distribution) -> Versus:
    """Win/tie/lose of ``mine vs theirs`` and the win chance once ties are rolled off."""
    diff = difference(mine, theirs)
    win = diff.probability(lambda v: v > 0)
    tie = diff[0]
    return Versus(win, tie, 1 - win - tie, win + tie * roll_add_win())


def difference(first: Distribution, second: Distribution) -> Distribution:
    """Distribution of first − second (the deviation of a versus, attack − defense).

    A convolution into a list indexed by the difference: the hot loop of every attack and versus.
    """
    lowest = first.values_[0] - second.values_[-1]
    weights = [0] * (first.values_[-1] - second.values_[0] - lowest + 1)
    pairs = [(b + lowest, wb) for b, wb in zip(second.values_, second.weights, strict=True)]
    for a, wa in zip(first.values_, first.weights, strict=True):
        for shift, wb in pairs:
            weights[a - shift] += wa * wb
    return Distribution.from_weights({lowest + i: w for i, w in enumerate(weights) if w})


@dataclass(frozen=True)
class Roll:
    """One random roll: every face and the result read from them."""

    kind: str
    faces: tuple[int, ...]

    @property
    def result(self) -> int:
        return read_faces(self.kind, self.faces)


def read_faces(kind: str, faces: Iterable[int]) -> int:
    """Points (count of 5s and 6s) or number (sum) of the faces (L45-48)."""
    faces = tuple(faces)
    return sum(map(point_face, faces)) if kind == POINTS else sum(faces)


def roll(kind: str, dice: int, rng: random.Random) -> Roll:
    """Roll ``dice`` dice with ``rng`` (pass a seeded ``random.Random`` for repeatable rolls)."""
    return Roll(kind, tuple(rng.choice(FACES) for _ in range(dice)))


__all__ = [
    "NUMBER", "POINTS", "Distribution", "Roll", "Versus", "check_attributes", "dice_count", "difference",
    "distribution", "number_distribution", "point_face", "points_distribution", "pool_dice",
    "pool_distribution", "read_faces", "roll", "roll_add_win", "success_chance", "versus",
]
