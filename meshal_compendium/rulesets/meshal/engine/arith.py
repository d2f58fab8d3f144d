"""Exact arithmetic helpers: numbers from YAML or the command line become fractions, and only a
final result is rounded down — "小数部分总是在得到最终结果时舍去" (L83: 3÷2 = 1.5 → 1)."""

from __future__ import annotations

from fractions import Fraction
from math import floor


def exact(number: float | int | Fraction) -> Fraction:
    """A YAML/CLI number as an exact fraction (0.1 stays one tenth)."""
    return number if isinstance(number, Fraction) else Fraction(str(number))


def round_down(value: float | int | Fraction) -> int:
    """The final result: the fractional part dropped (L83)."""
    return floor(exact(value))
