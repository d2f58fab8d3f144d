"""d20 pool dice in rule text: ``1d20`` (a check against a DC) and pools like ``4d20``.

Only the d20 is rolled (``rules.DIE``), at most ``rules.MAX_POOL`` of them. The browser half is
``site/assets/js/d20-pool/dice.js``: one d20 is a check (its face), more are a success pool
(``engine/pool.py``: 18–20 succeed, a 20 adds a die, a 1 removes one).
"""

from __future__ import annotations

from ..dice_kit import Plain
from .rules import DIE, MAX_POOL

_NOTATION = Plain("d20-pool", DIE, MAX_POOL, f"4d{DIE}")

IN_TEXT = _NOTATION.in_text
roll_problems = _NOTATION.roll_problems
text_problems = _NOTATION.text_problems
render = _NOTATION.render
button = _NOTATION.button
