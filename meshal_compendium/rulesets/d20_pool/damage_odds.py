"""``meshal odds --system d20-pool --damage 2d6+3 …``: the exact distribution of the damage a hit
deals after resistance or vulnerability, then reduction or amplification (the ruling d20-damage-order)."""

from __future__ import annotations

from typing import Any

from ...figures import fraction
from ...i18n import t
from .engine.damage import Defenses, Outcomes, mean
from .readout import at_least, mean_line, outcome_table, rows, ruling_lines

# The ruling the engine's order of steps is one reading of (content/d20-pool/rulings.yaml).
READINGS: dict[str, str] = {"d20-damage-order": "halve-then-reduce"}


def damage_json(written: str, defenses: Defenses, found: Outcomes) -> dict[str, Any]:
    return {"system": "d20-pool", "damage": written, "resistant": defenses.resistant,
            "vulnerable": defenses.vulnerable, "reduction": defenses.reduction, "true": defenses.true,
            "vital": defenses.vital, "rulings": READINGS, "distribution": rows(found),
            "at_least": [{"value": v, "probability": fraction(at_least(found, v))} for v, _ in found],
            "mean": fraction(mean(found))}


def damage_text(written: str, defenses: Defenses, found: Outcomes, lang: str) -> str:
    said = [t(f"d20-pool-damage-{name}", lang) for name in ("resistant", "vulnerable", "true", "vital")
            if getattr(defenses, name)]
    if defenses.reduction:
        said.append(t("d20-pool-damage-reduction", lang, n=defenses.reduction))
    lines = [t("d20-pool-damage-head", lang, dice=written,
               defenses=", ".join(said) or t("d20-pool-damage-plain", lang)), *ruling_lines(READINGS, lang), "",
             outcome_table(found, t("d20-pool-damage-value", lang), lang), "",
             mean_line(mean(found), lang)]
    return "\n".join(lines)
