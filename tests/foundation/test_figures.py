"""The shared figures every ruleset's text is drawn with."""

from __future__ import annotations

from fractions import Fraction

from meshal_compendium.figures import bar, decimal, display_width, fraction, percent, table


def test_fractions_keep_their_slash():
    assert [fraction(1), fraction(0), fraction(Fraction(6, 8))] == ["1/1", "0/1", "3/4"]


def test_halves_round_up_exactly_where_binary_floats_round_down():
    assert f"{float(Fraction(1, 32)) * 100:.2f}" == "3.12"  # why the rounding is done on the fraction
    assert percent(Fraction(1, 32)) == "3.13%" and decimal(Fraction(17, 2)) == "8.50"


def test_bars_count_eighths():
    assert bar(Fraction(1, 2), width=2) == "█" and bar(Fraction(9, 16), width=2) == "█▏"


def test_tables_align_chinese_by_terminal_columns():
    assert display_width("破绽a") == 5
    assert table(["名称", "n"], [["a", "1"], ["破绽", "22"]]).split("\n") == ["名称  n", "a     1", "破绽  22"]
