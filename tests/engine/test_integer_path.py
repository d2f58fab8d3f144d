"""The engine's integer path (issue 17): weights over one common denominator, Fractions only
when asked for, and the big-integer convolution under every attack and versus."""

from __future__ import annotations

from fractions import Fraction

import icepool
from hypothesis import given, settings
from hypothesis import strategies as st

from meshal_compendium.rulesets.meshal.engine.attack import attack_outcome, wounds
from meshal_compendium.rulesets.meshal.engine.dice import (
    Distribution,
    convolve,
    difference,
    number_distribution,
    points_distribution,
)

coefficients = st.lists(st.integers(0, 2**130), min_size=1, max_size=40)


def naive_product(first: list[int], second: list[int]) -> list[int]:
    out = [0] * (len(first) + len(second) - 1)
    for i, a in enumerate(first):
        for j, b in enumerate(second):
            out[i + j] += a * b
    return out


@settings(max_examples=200, deadline=None)
@given(coefficients, coefficients, st.integers(0, 90))
def test_convolve_is_the_polynomial_product(first, second, skip):
    expected = naive_product(first, second)
    bound = max(*expected, *first, *second, 1)
    assert convolve(first, second, bound) == expected
    assert convolve(first, second, bound, skip) == expected[skip:]


def test_at_least_weight_is_at_least_without_the_fraction():
    sparse = points_distribution(4).map(lambda v: v * 3)  # values 0, 3, 6, 9, 12
    for dist in (points_distribution(7), number_distribution(3), sparse):
        for value in range(-2, dist.values_[-1] + 3):
            weight = dist.at_least_weight(value)
            assert isinstance(weight, int)
            assert Fraction(weight, dist.total) == dist.at_least(value) == \
                dist.probability(lambda v, value=value: v >= value)


def test_dense_fills_the_values_left_out():
    sparse = Distribution.from_weights({-1: 2, 2: 4})
    assert sparse.dense() == [1, 0, 0, 2] and sparse.total == 3
    assert points_distribution(3).dense() == list(points_distribution(3).weights)


def test_points_weights_are_in_lowest_terms_over_3_to_the_n():
    """C(N, k) · 2^(N−k) over 3^N: built directly, equal to normalising the raw face counts."""
    for dice in (1, 2, 5, 30):
        raw = {k: w * 2**dice for k, w in enumerate(points_distribution(dice).weights)}
        assert points_distribution(dice) == Distribution.from_weights(raw)
        assert points_distribution(dice).total == 3**dice


def test_difference_of_sparse_distributions():
    first = Distribution.from_weights({0: 1, 5: 1})
    second = Distribution.from_weights({1: 1, 3: 2})
    assert dict(difference(first, second).outcomes) == {
        -1: Fraction(1, 6), -3: Fraction(1, 3), 4: Fraction(1, 6), 2: Fraction(1, 3)}


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 14), st.integers(1, 14))
def test_attack_outcome_weights_share_one_denominator_and_match_icepool(a, d):
    point = icepool.d6.map(lambda face: 1 if face >= 5 else 0)
    attack, defense = point.pool(a).sum(), point.pool(d).sum()
    found = attack_outcome(points_distribution(a), points_distribution(d))
    assert found.total == 3 ** (a + d)
    assert Fraction(found.hit_weight, found.total) == found.hit == attack.probability(">", 0)
    solid = icepool.map(lambda x, y: x > 0 and x <= y, attack, defense).probability(True)
    assert Fraction(found.solid_weight, found.total) == found.solid_defense == solid
    assert found.wounds == difference(points_distribution(a), points_distribution(d)).map(wounds)


def test_number_pools_are_the_coefficients_of_the_die_polynomial():
    assert number_distribution(1).weights == (1,) * 6 and number_distribution(1).values_[0] == 1
    assert number_distribution(2)[7] == Fraction(6, 36)
    big = number_distribution(200)
    assert big.total == 6**200 and big.values_ == tuple(range(200, 1201))
