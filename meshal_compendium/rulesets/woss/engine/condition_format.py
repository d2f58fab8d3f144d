"""The answers of ``meshal odds --system woss --first-aid / --run / --fall``: the JSON objects (a
public contract: add keys, never rename) and the text, in zh and en."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ....figures import decimal, fraction, percent
from ....i18n import t
from . import condition, damage, rules
from .format import ruling_lines
from .rulings import of


def _die(readings: dict[str, str]) -> str:
    return f"1d{rules.DIFFICULTY_DICE[readings['woss-difficulty-check']]}"


def _rows(found: dict[int, Fraction]) -> list[str]:
    return [f"    {v:>5}  {percent(p):>7}  {fraction(p)}" for v, p in found.items()]


def _distribution(found: dict[int, Fraction]) -> list[dict[str, Any]]:
    return [{"value": v, "probability": fraction(p)} for v, p in found.items()]


def first_aid_json(bleeding: int, skill: int, quick: bool, aided: bool, readings: dict[str, str]) -> dict[str, Any]:
    found = condition.first_aid(bleeding, skill, quick, aided, readings)
    used = [*rules.DIFFICULTY_RULINGS, *(rules.FIRST_AID_RULINGS if aided else ())]
    return {
        "system": "woss",
        "first_aid": {"action": found.action, "bleeding": bleeding, "aided": aided, "skill": skill,
                      "die": _die(readings), "difficulty": found.difficulty, "action_points": found.points},
        "success": fraction(found.success),
        "rulings": of(used, readings),
    }


def first_aid_text(bleeding: int, skill: int, quick: bool, aided: bool, readings: dict[str, str], lang: str) -> str:
    body = first_aid_json(bleeding, skill, quick, aided, readings)
    aid = body["first_aid"]
    success = Fraction(body["success"])
    return "\n".join([
        t("woss-first-aid-heading", lang, action=t(f"woss-action-{aid['action']}", lang), bleeding=bleeding,
          aided=t("woss-first-aid-aided", lang) if aided else "", difficulty=aid["difficulty"],
          points=aid["action_points"]),
        t("woss-first-aid-success", lang, die=aid["die"], skill=f"{skill:+d}", difficulty=aid["difficulty"],
          percent=percent(success), fraction=fraction(success)),
        *ruling_lines(body["rulings"], lang)])


def run_json(metres: int, skill: int, pace: str, weight: int, readings: dict[str, str]) -> dict[str, Any]:
    found = condition.running(metres, skill, pace, weight, readings)
    return {
        "system": "woss",
        "run": {"pace": pace, "metres": metres, "weight": weight, "skill": skill, "die": _die(readings)},
        "checks": [{"at": at, "difficulty": d, "pass": fraction(p)} for at, d, p in found.checks],
        "all_passed": fraction(found.all_passed),
        "counted": "passed-before-failure" if readings["woss-running-failure"] == "stops" else "failed",
        "distribution": _distribution(found.counted),
        "rulings": of([*rules.DIFFICULTY_RULINGS, *rules.RUNNING_RULINGS], readings),
    }


def run_text(metres: int, skill: int, pace: str, weight: int, readings: dict[str, str], lang: str) -> str:
    found = condition.running(metres, skill, pace, weight, readings)
    lines = [t("woss-run-heading", lang, pace=t(f"woss-pace-{pace}", lang), metres=metres, weight=weight,
               die=_die(readings), skill=f"{skill:+d}", n=len(found.checks))]
    lines.extend(t("woss-run-check", lang, at=at, difficulty=d, percent=percent(p), fraction=fraction(p))
                 for at, d, p in found.checks)
    lines.append(t("woss-run-all", lang, percent=percent(found.all_passed), fraction=fraction(found.all_passed)))
    lines.append(t(f"woss-run-counted-{readings['woss-running-failure']}", lang))
    lines.extend(_rows(found.counted))
    return "\n".join([*lines, *ruling_lines(of([*rules.DIFFICULTY_RULINGS, *rules.RUNNING_RULINGS], readings), lang)])


def fall_json(metres: int, surface: str, readings: dict[str, str]) -> dict[str, Any]:
    found = condition.falling(metres, surface, readings)
    return {
        "system": "woss",
        "fall": {"metres": metres, "surface": surface, "dice": found.dice, "die": f"1d{rules.FALL_DIE}"},
        "distribution": _distribution(found.damage),
        "mean": fraction(damage.mean(found.damage)),
        "rulings": of(list(rules.FALLING_RULINGS), readings),
    }


def fall_text(metres: int, surface: str, readings: dict[str, str], lang: str) -> str:
    found = condition.falling(metres, surface, readings)
    lines = [t("woss-fall-heading", lang, metres=metres, surface=t(f"woss-fall-surface-{surface}", lang),
               dice=found.dice, mean=decimal(damage.mean(found.damage)))]
    return "\n".join([*lines, *_rows(found.damage), *ruling_lines(of(list(rules.FALLING_RULINGS), readings), lang)])
