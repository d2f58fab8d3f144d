"""Wear (损耗, handbook L115-128): what a character adds to Hurts, Acted and Leaks, and its maximums.

Max Hurts = Might, max Acted = Elastane, max Leaks = Sense (L103-109); "损耗属性最大允许累加的
数量取决于你的素质" (L128). Acted and Leaks are spent by choice — Acted to shorten a gap (L270) or
to sprint (L405), Leaks to burst (L73) — so spending past the maximum is an error, checked where
the caller gives the maximum (``None``: not known, not checked). Hurts are taken, not spent: past
Might you are unconscious (L119), which the character check reports.
"""

from __future__ import annotations

from collections.abc import Mapping

from ....problems import MeshalError

#: wear -> the attribute that is its maximum
WEAR_ATTRIBUTES: Mapping[str, str] = {"hurts": "might", "acted": "elastane", "leaks": "sense"}
WEAR_NAMES: Mapping[str, tuple[str, str]] = {
    "hurts": ("伤势", "Hurts"), "acted": ("疲劳", "Acted"), "leaks": ("透支", "Leaks"),
}


def spend(wear: str, amount: int, had: int = 0, maximum: int | None = None) -> int:
    """The ``wear`` after adding ``amount`` to the ``had`` already there; above ``maximum`` (when
    given) is an error naming how much could still be added."""
    zh, en = WEAR_NAMES[wear]
    if amount < 0 or had < 0:
        raise MeshalError("wear-negative", zh=zh, en=en)
    total = had + amount
    if maximum is not None and total > maximum:
        raise MeshalError("wear-over-maximum", zh=zh, en=en, amount=amount, had=had,
                          total=total, maximum=maximum, left=max(0, maximum - had))
    return total
