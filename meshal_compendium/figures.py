"""Exact numbers as a terminal shows them: fractions, decimals and percents rounded exactly, bars,
and tables aligned for CJK text. Every ruleset's odds and roll text is drawn with these; the math
stays in each ruleset's engine (icepool keeps its math apart from presentation the same way)."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from fractions import Fraction
from math import floor

BAR_WIDTH = 40
_EIGHTHS = " ▏▎▍▌▋▊▉"


def fraction(value: Fraction | int) -> str:
    """A reduced fraction string ``a/b`` (always with the slash: ``1/1``, ``0/1``)."""
    value = Fraction(value)
    return f"{value.numerator}/{value.denominator}"


def decimal(value: Fraction) -> str:
    """For reading only: a non-negative number to two decimals, rounded half up exactly (``8.50``)."""
    hundredths = floor(value * 100 + Fraction(1, 2))
    return f"{hundredths // 100}.{hundredths % 100:02d}"


def percent(value: Fraction) -> str:
    """For reading only: ``70.37%``."""
    return f"{decimal(value * 100)}%"


def bar(value: Fraction, width: int = BAR_WIDTH) -> str:
    """A horizontal bar of ``value`` × ``width`` cells, in eighths of a cell."""
    eighths = round(value * width * 8)
    full, part = divmod(eighths, 8)
    return "█" * full + (_EIGHTHS[part] if part else "")


def display_width(text: str) -> int:
    """Terminal columns: wide (CJK) characters and emoji count as 2."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """Left-aligned columns separated by two spaces; the last column is not padded."""
    widths = [max(display_width(r[i]) for r in [headers, *rows]) for i in range(len(headers))]
    lines = []
    for row in [headers, *rows]:
        cells = [cell + " " * (widths[i] - display_width(cell)) for i, cell in enumerate(row)]
        lines.append("  ".join(cells[:-1] + [row[-1]]).rstrip())
    return "\n".join(lines)
