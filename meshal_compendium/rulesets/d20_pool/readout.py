"""What every form of ``meshal odds --system d20-pool`` prints alike: a probability as a percent
with its exact fraction, a distribution as rows (JSON) or a table (text), the rulings used."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ...figures import bar, decimal, fraction, percent, table
from ...i18n import t

Outcomes = tuple[tuple[int, Fraction], ...]


def shown(p: Fraction) -> str:
    return f"{percent(p)} ({fraction(p)})"


def rows(outcomes: Outcomes) -> list[dict[str, Any]]:
    return [{"value": v, "probability": fraction(p)} for v, p in outcomes]


def at_least(outcomes: Outcomes, value: int) -> Fraction:
    return sum((p for v, p in outcomes if v >= value), Fraction(0))


def outcome_table(outcomes: Outcomes, value_header: str, lang: str) -> str:
    """Value, P(=), P(≥) and a bar per row."""
    top = max(p for _, p in outcomes)
    headers = [value_header, t("d20-pool-odds-exactly", lang), t("d20-pool-odds-at-least", lang), ""]
    return table(headers, [[str(v), shown(p), shown(at_least(outcomes, v)), bar(p / top, 20)] for v, p in outcomes])


def ruling_lines(readings: dict[str, str], lang: str) -> list[str]:
    return [t("d20-pool-odds-reading", lang, ruling=ruling, name=t(f"d20-pool-ruling-{reading}", lang), id=reading)
            for ruling, reading in readings.items()]


def mean_line(mean: Fraction, lang: str) -> str:
    """The mean of a non-negative distribution, to two decimals and exact."""
    return t("d20-pool-odds-mean", lang, mean=decimal(mean), exact=fraction(mean))
