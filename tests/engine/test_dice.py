"""Dice distributions: handbook examples, brute-force enumeration and icepool agree exactly."""

from __future__ import annotations

import itertools
import random
from fractions import Fraction

import icepool
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from meshal_compendium.problems import MeshalError
from meshal_compendium.rulesets.meshal.engine.dice import (
    FACES,
    Distribution,
    dice_count,
    difference,
    distribution,
    number_distribution,
    points_distribution,
    read_faces,
    roll,
    roll_add_win,
    success_chance,
    versus,
)
from meshal_compendium.rulesets.meshal.notation import NUMBER, POINTS

# --- the handbook's worked examples ---------------------------------------------------------


def test_number_example_2_dice_showing_3_and_6_make_9():
    """L45: "2🎲⁺ … 假定它们的数字分别为3和6, 将之相加得到9"."""
    assert read_faces(NUMBER, (3, 6)) == 9


def test_points_example_3_dice_showing_1_4_6_make_1_point():
    """L48: "3🎲 … 假定它们的数字分别为1,4,6, 那么这次投骰的点数就是1"."""
    assert read_faces(POINTS, (1, 4, 6)) == 1


def test_at_least_one_die_whatever_the_penalty():
    """L41, L76: you always roll at least 1 die."""
    assert dice_count(2, penalty=5) == 1
    assert dice_count(-1) == 1
    assert dice_count(2, advantage=3, penalty=1) == 4  # they cancel one for one (L69, L76)


def test_burst_turns_leaks_into_advantage():
    """L73: each Leak added in the (single) burst gives 1 advantage."""
    assert dice_count(2, burst=3) == 5
    assert dice_count(1, penalty=3, burst=2) == 1


def test_negative_modifiers_are_user_errors():
    with pytest.raises(MeshalError):
        dice_count(3, advantage=-1)


def test_three_dice_succeed_19_of_27():
    """A test succeeds on points > 0 (L60): 1 − (2/3)³ = 19/27."""
    assert success_chance(points_distribution(3)) == Fraction(19, 27)
    assert points_distribution(3).mean == 1


# --- brute force: every face of every die ---------------------------------------------------


def brute(kind: str, dice: int) -> Distribution:
    weights: dict[int, int] = {}
    for faces in itertools.product(FACES, repeat=dice):
        value = read_faces(kind, faces)
        weights[value] = weights.get(value, 0) + 1
    return Distribution.from_weights(weights)


@pytest.mark.parametrize("dice", range(1, 6))
@pytest.mark.parametrize("kind", [POINTS, NUMBER])
def test_closed_forms_match_enumeration(kind, dice):
    assert distribution(kind, dice) == brute(kind, dice)


@pytest.mark.parametrize("a, b", [(1, 1), (2, 3), (3, 2), (4, 1)])
def test_versus_matches_enumeration(a, b):
    win = tie = total = 0
    for mine in itertools.product(FACES, repeat=a):
        for theirs in itertools.product(FACES, repeat=b):
            x, y = read_faces(POINTS, mine), read_faces(POINTS, theirs)
            win += x > y
            tie += x == y
            total += 1
    found = versus(points_distribution(a), points_distribution(b))
    assert (found.win, found.tie) == (Fraction(win, total), Fraction(tie, total))
    assert found.win + found.tie + found.lose == 1


def test_roll_add_is_a_fair_coin():
    """L52: ties are rolled off with 1🎲⁺ each until different: 1/2 each."""
    assert roll_add_win() == Fraction(1, 2)
    found = versus(points_distribution(3), points_distribution(3))
    assert found.win_after_roll_add == Fraction(1, 2)


def test_versus_deviation_is_the_difference():
    """L66: the deviation is the higher result minus the lower."""
    diff = difference(number_distribution(1), number_distribution(1))
    assert diff.values() == tuple(range(-5, 6))
    assert diff[5] == Fraction(1, 36)


# --- icepool: identical exact results over a grid ------------------------------------------


def icepool_points(dice: int):
    return icepool.d6.map(lambda face: 1 if face >= 5 else 0).pool(dice).sum()


def as_fractions(die) -> dict[int, Fraction]:
    return {v: Fraction(q, die.denominator()) for v, q in die.items() if q}


grid = st.tuples(st.integers(0, 12), st.integers(0, 6), st.integers(0, 6), st.integers(0, 3))


@settings(max_examples=60, deadline=None)
@given(grid)
def test_points_pools_match_icepool(case):
    base, advantage, penalty, burst = case
    dice = dice_count(base, advantage, penalty, burst)
    expected = as_fractions(icepool_points(max(1, base + advantage - penalty + burst)))
    assert dict(points_distribution(dice).outcomes) == expected


@settings(max_examples=40, deadline=None)
@given(grid)
def test_number_pools_match_icepool(case):
    base, advantage, penalty, burst = case
    dice = dice_count(base, advantage, penalty, burst)
    expected = as_fractions(icepool.d6.pool(max(1, base + advantage - penalty + burst)).sum())
    assert dict(number_distribution(dice).outcomes) == expected


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 8), st.integers(1, 8), st.sampled_from([POINTS, NUMBER]))
def test_versus_matches_icepool(a, b, kind):
    make = icepool_points if kind == POINTS else (lambda n: icepool.d6.pool(n).sum())
    ours = versus(distribution(kind, a), distribution(kind, b))
    left, right = make(a), make(b)
    assert ours.win == (left > right).probability(True)
    assert ours.tie == (left == right).probability(True)
    assert dict(difference(distribution(kind, a), distribution(kind, b)).outcomes) == \
        as_fractions(left - right)


def test_rolls_are_repeatable_with_a_seed():
    first = roll(NUMBER, 2, random.Random(1))
    assert first == roll(NUMBER, 2, random.Random(1))
    assert first.result == sum(first.faces) and len(first.faces) == 2
    assert all(face in FACES for face in first.faces)
