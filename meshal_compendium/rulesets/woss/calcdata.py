"""The data the WOSS calculators read in the browser: ``assets/calculators-woss.json``.

Every UPPER_CASE constant of ``engine/rules.py`` (and the notation limits), so the site's math
module (``site/assets/js/woss/woss-math.js``) writes no chapter number; the engine messages it
can raise and the names it shows, in the page's language. The parity tests read the same dict.
"""

from __future__ import annotations

from typing import Any

from ...i18n import catalogue
from .engine import actions, contest, damage, notation, rules

MESSAGE_PREFIXES = ("woss-notation-", "woss-bad-", "woss-no-", "woss-unknown-", "woss-plan-")
#: what the situation and deafness add to the tiers (rules.py), each with a woss-tier- label
OUTCOMES = (rules.BLOCKED, rules.ALLY_HIT, rules.IMMUNE, rules.SPELL_FAILED)


def calculator_data(compendium: Any, lang: str) -> dict[str, Any]:
    """``{rules, messages, labels}`` for ``lang`` (``compendium`` is not needed: nothing from content)."""
    texts = catalogue()
    return {
        "rules": rules_data(),
        "messages": {k: v[lang] for k, v in texts.items() if k.startswith(MESSAGE_PREFIXES)},
        "labels": {
            "tiers": {tier: texts[f"woss-tier-{tier}"][lang] for tier in (*rules.TIERS, *OUTCOMES)},
            "actions": {action: texts[f"woss-action-{action}"][lang] for action in actions.actions()},
            "contest": {name: texts[f"woss-contest-{name}"][lang] for name in _contest_names()},
        },
    }


def _contest_names() -> list[str]:
    """Every kind (``kind-…``) and every named result of an opposed check."""
    return [*(f"kind-{kind}" for kind in rules.CONTEST_KINDS), *contest.FAILED.values(), "tie",
            *(name for table in rules.CONTEST_RESULTS.values() for name, _ in table)]


def rules_data() -> dict[str, Any]:
    """The engine's numbers as JSON (tuples become lists)."""
    found = {name: _json(getattr(rules, name)) for name in dir(rules) if name.isupper()}
    found.update(
        ACTIONS=actions.actions(),
        MAX_COUNT=notation.MAX_COUNT, MAX_SIDES=notation.MAX_SIDES, MAX_TOTAL=notation.MAX_TOTAL,
        MAX_MODIFIER=notation.MAX_MODIFIER, CHECK_EXAMPLE=notation.CHECK_EXAMPLE,
        DAMAGE_EXAMPLE=notation.DAMAGE_EXAMPLE, MAX_MULTIPLIER=damage.MAX_MULTIPLIER,
        MAX_DEFENSE=damage.MAX_DEFENSE,
    )
    return found


def _json(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _json(v) for k, v in value.items()}
    if isinstance(value, tuple | list):
        return [_json(v) for v in value]
    return value
