"""Rendering of a character check: the ``meshal character check --json`` object and the text
report. Presentation only."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ....figures import fraction, table
from ....i18n import t
from ..notation import ATTRIBUTE_NAMES
from .character import CharacterReport
from .character_items import LIMB_NAMES


def number(value: Fraction | int | None) -> int | float | None:
    """A JSON number: an int when whole, else a float (weights, metres)."""
    if value is None:
        return None
    value = Fraction(value)
    return value.numerator if value.denominator == 1 else float(value)


def character_json(report: CharacterReport, lang: str) -> dict[str, Any]:
    """``{"ok", "potential", "attributes", "occupation", "derived", "limbs", "accessories",
    "problems"}`` — see ``meshal character check --help``."""
    derived = dict(report.derived)
    derived["carried_weight_kg"] = number(derived["carried_weight_kg"])
    derived["token_base_metres"] = number(derived["token_base_metres"])
    steps = derived["token_base_steps"]
    derived["token_base_steps"] = None if steps is None else fraction(steps)
    return {
        "ok": report.ok,
        "potential": dict(report.potential),
        "attributes": {k: dict(v) for k, v in report.attributes.items()},
        "occupation": {k: dict(v) for k, v in report.occupation.items()},
        "derived": derived,
        "limbs": {k: dict(v) for k, v in report.items.limbs.items()},
        "accessories": dict(report.items.accessories),
        "problems": [
            {"code": p.code, "severity": p.severity, "message": p.message(lang),
             "pointer": p.pointer}
            for p in report.problems
        ],
    }


def character_text(report: CharacterReport, name: str, lang: str) -> str:
    """A readable summary: potential, attributes with occupation, derived values, problems."""
    p = report.potential
    lines = [t("character-text-title", lang, name=name),
             t("character-text-potential", lang, **p), ""]
    headers = [t(f"character-col-{c}", lang) for c in ("attribute", "bought", "species",
                                                         "value", "cost", "occupied")]
    rows = [
        [ATTRIBUTE_NAMES[k][lang], str(a["bought"]), f"{a['species']:+d}", str(a["value"]),
         str(a["cost"]), f"{report.occupation[k]['used']}/{report.occupation[k]['limit']}"]
        for k, a in report.attributes.items()
    ]
    lines += [table(headers, rows), ""]
    d = report.derived
    lines.append(t("character-text-derived", lang, **{
        **d, "carried_weight_kg": number(d["carried_weight_kg"]),
        "reach": "?" if d["reach"] is None else d["reach"],
        "base": "?" if d["token_base_steps"] is None else fraction(d["token_base_steps"]),
    }))
    limbs = ", ".join(
        f"{LIMB_NAMES.get(k, k) if lang == 'zh' else k} {v['used']}/"
        f"{'?' if v['limit'] is None else v['limit']}"
        for k, v in report.items.limbs.items()) or "-"
    acc = report.items.accessories
    lines.append(t("character-text-equipment", lang, limbs=limbs, used=acc["used"],
                   limit=acc["limit"]))
    lines.append("")
    if not report.problems:
        lines.append(t("character-text-ok", lang))
    for problem in report.problems:
        lines.append(f"{problem.severity}: {problem.message(lang)} [{problem.code}]"
                     f" ({problem.pointer})")
    return "\n".join(lines)
