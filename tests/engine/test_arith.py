"""Rounding down happens only on final results (handbook L83)."""

from fractions import Fraction

from meshal_compendium.rulesets.meshal.engine.arith import exact, round_down


def test_three_halves_round_down_to_one():
    """L83: "3÷2"的结果是1.5 … 1.5被取整为1."""
    assert round_down(Fraction(3, 2)) == 1


def test_numbers_stay_exact_until_the_end():
    assert exact(0.1) * 3 == Fraction(3, 10)
    assert round_down(sum([exact(0.1)] * 10)) == 1
    assert int(sum([0.1] * 10)) == 0  # what floats would have done
