"""``meshal odds --system d20-pool`` for checks against a DC: ``--save MOD --dc N`` (one save),
``--wound MOD --fatal N`` (the fatal-wound saves), ``--dying MOD --endurance-modifier N`` (the
dying saves) and ``--initiative MOD [--vs-initiative MOD]``; exact, with the rulings used."""

from __future__ import annotations

from typing import Any

from ...figures import fraction
from ...i18n import t
from .engine import checks
from .engine.pool import FIXED_READINGS
from .readout import mean_line, outcome_table, rows, ruling_lines, shown

DC_READING = {"d20-dc-check": FIXED_READINGS["d20-dc-check"]}
# The ruling the dying chain is one reading of (content/d20-pool/rulings.yaml).
DYING_READINGS = {**DC_READING, "d20-dying-saves": "rising-dc"}


def save_json(modifier: int, dc: int) -> dict[str, Any]:
    success = checks.dc_chance(modifier, dc)
    return {"system": "d20-pool", "save": modifier, "dc": dc, "rulings": DC_READING,
            "success": fraction(success), "failure": fraction(1 - success)}


def save_text(modifier: int, dc: int, lang: str) -> str:
    success = checks.dc_chance(modifier, dc)
    return "\n".join([*ruling_lines(DC_READING, lang),
                      t("d20-pool-save-success", lang, modifier=f"{modifier:+d}", dc=dc, p=shown(success)),
                      t("d20-pool-save-failure", lang, p=shown(1 - success))])


def wound_json(modifier: int, fatal: int) -> dict[str, Any]:
    found = checks.wound_saves(modifier, fatal)
    return {"system": "d20-pool", "wound": modifier, "fatal": fatal, "rulings": DC_READING,
            "first_save": fraction(checks.dc_chance(modifier, fatal)), "distribution": rows(found),
            "mean": fraction(checks.mean(found))}


def wound_text(modifier: int, fatal: int, lang: str) -> str:
    found = checks.wound_saves(modifier, fatal)
    return "\n".join([t("d20-pool-wound-head", lang, modifier=f"{modifier:+d}", fatal=fatal),
                      *ruling_lines(DC_READING, lang),
                      t("d20-pool-wound-first", lang, p=shown(checks.dc_chance(modifier, fatal))), "",
                      outcome_table(found, t("d20-pool-wound-rounds", lang), lang), "",
                      mean_line(checks.mean(found), lang)])


def dying_json(modifier: int, endurance: int, worsened: int) -> dict[str, Any]:
    found = checks.dying_saves(modifier, endurance, worsened)
    return {"system": "d20-pool", "dying": modifier, "endurance_modifier": endurance, "worsened": worsened,
            "rulings": DYING_READINGS, "distribution": rows(found), "mean": fraction(checks.mean(found))}


def dying_text(modifier: int, endurance: int, worsened: int, lang: str) -> str:
    found = checks.dying_saves(modifier, endurance, worsened)
    return "\n".join([t("d20-pool-dying-head", lang, modifier=f"{modifier:+d}", endurance=endurance,
                        worsened=worsened),
                      *ruling_lines(DYING_READINGS, lang), "",
                      outcome_table(found, t("d20-pool-dying-round", lang), lang), "",
                      mean_line(checks.mean(found), lang)])


def initiative_json(modifier: int, other: int | None) -> dict[str, Any]:
    body: dict[str, Any] = {"system": "d20-pool", "initiative": modifier, "rulings": {},
                            "distribution": rows(checks.initiative(modifier))}
    if other is not None:
        first, tie, second = checks.initiative_order(modifier, other)
        body |= {"vs_initiative": other, "first": fraction(first), "tie": fraction(tie), "second": fraction(second)}
    return body


def initiative_text(modifier: int, other: int | None, lang: str) -> str:
    lines = [t("d20-pool-initiative-head", lang, modifier=f"{modifier:+d}"), "",
             outcome_table(checks.initiative(modifier), t("d20-pool-initiative-total", lang), lang)]
    if other is not None:
        first, tie, second = checks.initiative_order(modifier, other)
        lines += ["", t("d20-pool-initiative-first", lang, other=f"{other:+d}", p=shown(first)),
                  t("d20-pool-initiative-tie", lang, p=shown(tie)),
                  t("d20-pool-initiative-second", lang, p=shown(second))]
    return "\n".join(lines)
