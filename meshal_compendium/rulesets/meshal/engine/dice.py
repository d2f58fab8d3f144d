"""Exact distributions of the handbook's rolls (L36-89).

A points pool (``N🎲``) counts dice showing 5 or 6: a binomial with p = 2/6 = 1/3. A number pool
(``N🎲⁺``) sums the faces. Advantage adds a die, penalty removes one, they cancel, burst turns
Leaks into advantage once per roll, and a roll never has fewer than 1 die.

Inside, a distribution is integer weights over one common denominator, and every computation
stays in integers; a ``Fraction`` is made only where a caller asks for a probability
(``outcomes``, ``at_least``, ``probability``). Callers that only pass numbers on read
``weights``/``total`` (or ``at_least_weight``) and skip the big-integer gcd each reduced Fraction
costs. Nothing is a float.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cache, cached_property
from math import comb, gcd, lcm

from ....problems import MeshalError
from ..notation import ATTRIBUTE_NAMES, MAX_DICE, NUMBER, POINTS, DicePool, attribute_key
from .rules import ADVANTAGE_PER_LEAK, DIE_FACES, MIN_ATTRIBUTE, MIN_DICE, POINT_FACES, ROLL_ADD_DICE
from .wear import spend

FACES = tuple(range(1, DIE_FACES + 1))
BITS_PER_BYTE = 8


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
    def from_dense(cls, lowest: int, weights: list[int]) -> Distribution:
        """Normalise non-negative integer weights of the values lowest, lowest + 1, …"""
        values = tuple(lowest + i for i, w in enumerate(weights) if w)
        kept = [w for w in weights if w]
        common = gcd(*kept)
        if common != 1:  # mostly it is 1: no dividing
            kept = [w // common for w in kept]
        return cls(values, tuple(kept), sum(kept))

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
        return Fraction(self.at_least_weight(value), self.total)

    def at_least_weight(self, value: int) -> int:
        """The weight of results ≥ value, over ``total`` (``at_least`` without the Fraction)."""
        index = bisect_left(self.values_, value)
        return self.tails[index] if index < len(self.tails) else 0

    @cached_property
    def tails(self) -> tuple[int, ...]:
        """``tails[i]``: the weight of results ≥ ``values_[i]`` (one pass from the top)."""
        running, tails = 0, []
        for weight in reversed(self.weights):
            running += weight
            tails.append(running)
        return tuple(reversed(tails))

    def dense(self) -> list[int]:
        """The weights of every value from the lowest to the highest, 0 for those left out."""
        lowest = self.values_[0]
        if self.values_[-1] - lowest + 1 == len(self.values_):
            return list(self.weights)
        weights = [0] * (self.values_[-1] - lowest + 1)
        for value, weight in zip(self.values_, self.weights, strict=True):
            weights[value - lowest] = weight
        return weights

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
    """``N🎲``: P(k points) = C(N, k) · 2^(N−k) / 3^N (each die scores with p = 2/6).

    With the hit:miss faces 2:4 reduced to 1:2, the weights C(N, k) · 1^k · 2^(N−k) over 3^N
    are already in lowest terms (the k = N weight is 1), so nothing needs normalising.
    """
    hits = len(POINT_FACES)
    common = gcd(hits, DIE_FACES - hits)
    hit, miss = hits // common, (DIE_FACES - hits) // common
    weights = tuple(comb(dice, k) * hit**k * miss ** (dice - k) for k in range(dice + 1))
    return Distribution(tuple(range(dice + 1)), weights, (hit + miss) ** dice)


@cache
def number_distribution(dice: int) -> Distribution:
    """``N🎲⁺``: the sum of N six-sided dice — the coefficients of (x + x² + … + x⁶)^N, the
    ways to roll each sum (no ways to roll a sum below N)."""
    one_die = [0, *[1] * DIE_FACES]
    width = _width(DIE_FACES**dice)  # no sum has more ways than all the rolls together
    ways = _unpack(pow(_pack(one_die, width), dice), width, DIE_FACES * dice + 1)
    return Distribution.from_dense(0, ways)


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
    Leaks to the ``had_leaks`` already had; with ``max_leaks`` (the roller's Sense) given, going
    above it is an error (L73, L109)."""
    check_attributes(values)
    dice = dice_count(pool.dice(values), advantage, penalty, burst)  # refuses a negative burst
    spend("leaks", burst, had_leaks, max_leaks)
    return dice


def pool_distribution(
    pool: DicePool, values: Mapping[str, int], advantage: int = 0, penalty: int = 0,
    burst: int = 0, *, had_leaks: int = 0, max_leaks: int | None = None,
) -> tuple[int, Distribution]:
    """Resolve a written pool (attributes, modifiers) to its dice count and distribution."""
    dice = pool_dice(pool, values, advantage, penalty, burst, had_leaks=had_leaks,
                     max_leaks=max_leaks)
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
    """Distribution of first − second (the deviation of a versus, attack − defense)."""
    return Distribution.from_dense(*deviation_weights(first, second))


def deviation_weights(
    first: Distribution, second: Distribution, above: int | None = None,
) -> tuple[int, list[int]]:
    """The lowest deviation first − second and the weight of each deviation from it up, over
    ``first.total × second.total``: the hot loop of every attack and versus. With ``above``,
    only the deviations above it (and that lowest one)."""
    lowest = first.values_[0] - second.values_[-1]
    skip = 0 if above is None else max(0, above + 1 - lowest)
    bound = first.total * second.total  # no product weight is larger
    weights = convolve(first.dense(), second.dense()[::-1], bound, skip)
    return lowest + skip, weights


def convolve(first: list[int], second: list[int], bound: int, skip: int = 0) -> list[int]:
    """The product of two polynomials with non-negative integer coefficients; its coefficients
    from the ``skip``-th on. ``bound`` is at least every coefficient, given and produced (for
    two distributions' weights, the product of their totals).

    By Kronecker substitution: each list becomes one big integer with a coefficient every
    ``width`` bytes (wide enough for ``bound``), and CPython's big-integer multiply does the
    n × m products in C — about twice as fast as a Python double loop at 30 dice.
    """
    width = _width(bound)
    product = _pack(first, width) * _pack(second, width)
    return _unpack(product, width, len(first) + len(second) - 1, skip)


def _width(bound: int) -> int:
    """Bytes per coefficient for coefficients up to ``bound``."""
    return max(1, -(-bound.bit_length() // BITS_PER_BYTE))


def _pack(coefficients: list[int], width: int) -> int:
    return int.from_bytes(b"".join(c.to_bytes(width, "little") for c in coefficients), "little")


def _unpack(packed: int, width: int, count: int, skip: int = 0) -> list[int]:
    """The coefficients ``skip`` … ``count − 1`` of a packed polynomial."""
    raw = packed.to_bytes(width * count, "little")
    return [int.from_bytes(raw[i:i + width], "little") for i in range(skip * width, len(raw), width)]


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
    "NUMBER", "POINTS", "Distribution", "Roll", "Versus", "check_attributes", "convolve",
    "deviation_weights", "dice_count", "difference", "distribution", "number_distribution",
    "point_face", "points_distribution", "pool_dice", "pool_distribution", "read_faces", "roll",
    "roll_add_win", "success_chance", "versus",
]
