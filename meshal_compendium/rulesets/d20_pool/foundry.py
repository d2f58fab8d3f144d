"""The d20 pool's RollTables for the Foundry module (``Ruleset.exports["foundry-tables"]``): what one
D20's natural result counts as, once per edge (none, advantage, disadvantage), each range from the
rules' numbers (``rules.py``), each result linked to the term that names it.
"""

from __future__ import annotations

from typing import Any

from ...i18n import t
from ...load import Compendium
from . import rules

LANGS = ("zh", "en")
TERMS = {"critical-failure": "d20-critical-failure", "success": "d20-success",
         "critical-success": "d20-critical-success", "fortune": "d20-fortune-check", "bonus": "d20-bonus-roll"}


def tables(compendium: Compendium) -> list[dict[str, Any]]:
    """One table per edge: critical failure, failure, success, critical success (a natural 20)."""
    return [_table(edge, least) for edge, least in rules.SUCCESS_FROM.items()]


def _table(edge: str, least: int) -> dict[str, Any]:
    rows = (("critical-failure", rules.CRITICAL_FAILURE, rules.CRITICAL_FAILURE),
            ("failure", rules.CRITICAL_FAILURE + 1, least - 1),
            ("success", least, rules.CRITICAL_SUCCESS - 1),
            ("critical-success", rules.CRITICAL_SUCCESS, rules.DIE))
    return {"id": f"natural-{edge}", "formula": f"1d{rules.DIE}",
            "name": _both("d20-foundry-natural", edge=_edge(edge)),
            "description": _both("d20-foundry-natural-description", success=_term("success")),
            "results": [{"range": [low, high], "text": _both(f"d20-foundry-{row}", **_terms())}
                        for row, low, high in rows]}


def _edge(edge: str) -> dict[str, str]:
    return {lang: t(f"d20-pool-edge-{edge}", lang) for lang in LANGS}


def _term(name: str) -> str:
    return f"{{term:{TERMS[name]}}}"


def _terms() -> dict[str, str]:
    return {name.replace("-", "_"): _term(name) for name in TERMS}


def _both(key: str, **fields: str | dict[str, str]) -> dict[str, str]:
    """``key`` in both languages; a field given as {zh, en} is filled in each language's."""
    return {lang: t(key, lang, **{k: v[lang] if isinstance(v, dict) else v for k, v in fields.items()})
            for lang in LANGS}
