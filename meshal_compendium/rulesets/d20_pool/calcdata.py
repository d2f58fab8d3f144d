"""What the d20 success pool's calculators read in the browser: ``assets/calculators-d20-pool.json``.

Every UPPER_CASE constant of ``rules.py`` (fractions as ``"a/b"``, never floats; a mapping as a list
of ``[key, value]`` pairs in the document's order), the readings of the rulings the calculators
switch (``SWITCHABLE``) with their names in the page's language (from the ruling entries when the
pack has them), and the engine's messages the math module can raise. The parity vectors
(tests/rulesets/d20_pool) are made from the same dict.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from ...i18n import catalogue, t
from ...load import Compendium
from . import RULESET, rules
from .check_odds import DC_READING, DYING_READINGS
from .engine.character import EXTRA_READINGS, FULL_TENS
from .engine.pool import FIXED_READINGS, RULINGS, SEQUENTIAL

#: The document's open points the calculators let one switch: ruling id → (default, readings).
SWITCHABLE = {"d20-pool-order": (SEQUENTIAL, RULINGS), "d20-extra-success-threshold": (FULL_TENS, EXTRA_READINGS)}
#: The open points whose one reading the calculators compute and name: ruling id → reading.
SHOWN = {"d20-dying-saves": DYING_READINGS["d20-dying-saves"], **DC_READING, **FIXED_READINGS}
MESSAGE_PREFIX = "d20-pool-"


def calculator_data(compendium: Compendium | None, lang: str) -> dict[str, Any]:
    """``{rules, rulings, pool_readings, messages}`` for ``lang``; ``pool_readings``: the readings every
    pool's successes take (the engine's FIXED_READINGS), which the pool calculator names as the CLI does."""
    return {"rules": rules_data(), "rulings": {id: ruling(compendium, id, lang) for id in (*SWITCHABLE, *SHOWN)},
            "pool_readings": dict(FIXED_READINGS), "messages": messages(lang)}


def rules_data() -> dict[str, Any]:
    return {name: _json(getattr(rules, name)) for name in dir(rules) if name.isupper()}


def ruling(compendium: Compendium | None, id: str, lang: str) -> dict[str, Any]:
    """A ruling's id, name, default and readings (id, name): the entry's names where the pack has it."""
    default, readings = SWITCHABLE[id] if id in SWITCHABLE else (SHOWN[id], (SHOWN[id],))
    entry = compendium.get("ruling", id) if compendium is not None else None
    named = {r["id"]: r["name"].get(lang) for r in (entry.data.get("readings") or ())} if entry else {}
    return {
        "id": id, "name": entry.name.get(lang) if entry else id, "default": default,
        "page": f"{RULESET.section}/errata/#{id}",  # where the site shows rulings: the section's errata page
        "readings": [{"id": r, "name": named.get(r) or t(f"d20-pool-ruling-{r}", lang)} for r in readings],
    }


def messages(lang: str) -> dict[str, str]:
    return {key: text[lang] for key, text in catalogue().items() if key.startswith(MESSAGE_PREFIX)}


def _json(value: Any) -> Any:
    if isinstance(value, Fraction):
        return f"{value.numerator}/{value.denominator}"
    if isinstance(value, Mapping):  # pairs: the build writes JSON with sorted keys, and order matters
        return [[str(k), _json(v)] for k, v in value.items()]
    if isinstance(value, list | tuple):
        return [_json(v) for v in value]
    return value
