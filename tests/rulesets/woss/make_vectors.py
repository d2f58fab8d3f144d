"""Test vectors for the WOSS calculators' math (site/assets/js/woss/woss-math.js): the Python engine
evaluated over a grid, as JSON.

``parity.test.mjs`` loads the file (path in ``WOSS_VECTORS``), builds the JS math from the same
``rules`` the browser gets (``calcdata.calculator_data``) and asserts every result is identical,
fractions as exact ``"a/b"`` strings, errors by message code (and column for notation). Run
directly to write a file: ``python -m tests.rulesets.woss.make_vectors OUT.json``.
"""

from __future__ import annotations

import itertools
import sys
from dataclasses import asdict
from fractions import Fraction
from pathlib import Path
from typing import Any

from meshal_compendium.rulesets.woss.calcdata import calculator_data
from meshal_compendium.rulesets.woss.engine import actions, check, condition, contest, damage, rules, rulings, stances
from meshal_compendium.rulesets.woss.engine.format import Odds
from meshal_compendium.rulesets.woss.engine.notation import parse_check, parse_roll
from tests.js import parity
from tests.js.parity import outcome

READINGS = list(rules.READINGS)
TEXTS = ["1d100+35", "d100", " 1D100 ＋ 35 － 5 ", "1d8+8+1+1-2", "3d4−1", "2 d 6 + 3", "1d100\u3000+41", "",
         "   ", "x1d8", "1d", "0d6", "1d8+", "1d8+2x", "20d100", "1d0", "1d8++2", "1d1001", "101d2",
         "1d8+10001", "1d8+9999+2-1", "1d8+99999999999999999999-99999999999999999998", "1d20+5", "d 8 - 3",
         "1d８", "🎲1d6"]
STEPS = [
    {"action": "weapon-attack"}, {"action": "weapon-attack", "stars": 5}, {"action": "two-weapon"},
    {"action": "two-weapon", "stars": 5, "off_hand_stars": 5},
    {"action": "two-weapon", "stars": 1, "off_hand_stars": 5},
    {"action": "spell", "ring": 3}, {"action": "spell", "ring": 3, "stars": 5},
    {"action": "spell", "ring": 3, "armour": 2},
    {"action": "spell", "ring": 0, "stars": 5}, {"action": "draw-weapon"}, {"action": "charge-attack"},
    {"action": "load-heavy-crossbow"}, {"action": "first-aid", "assisted": True}, {"action": "quick-first-aid"},
    {"action": "move", "metres": 5}, {"action": "move", "metres": 5, "pace": "fast"},
    {"action": "move", "metres": 7, "pace": "run", "load": "medium"},
    {"action": "move", "metres": 3, "terrain": "hard"},
    {"action": "move", "metres": 3, "pace": "fast", "terrain": "difficult"},
    {"action": "move", "metres": 4, "pace": "run", "terrain": "difficult"},
    {"action": "move", "metres": 4, "pace": "fast", "load": "heavy"}, {"action": "move", "metres": 0},
    {"action": "move", "metres": 2, "pace": "crawl"}, {"action": "spell", "ring": -1}, {"action": "dance"},
    {"action": "weapon-attack", "stars": True},
]
PLANS = [
    [{"action": "two-weapon"}], [{"action": "draw-weapon"}, {"action": "charge-attack"}],
    [{"action": "weapon-attack"}] * 3, [{"action": "first-aid"}, {"action": "pick-up"}, {"action": "quick-first-aid"}],
    [{"action": "pick-up"}, {"action": "weapon-attack"}, {"action": "load-heavy-crossbow"}],
    [{"action": "move", "metres": 9}, {"action": "spell", "ring": 5, "armour": 2},
     {"action": "two-weapon", "stars": 5}],
]


def fraction(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"


def distribution(found: dict[int, Fraction]) -> list[list[Any]]:
    return [[value, fraction(p)] for value, p in found.items()]




def _roll(roll) -> dict[str, int]:
    return {"count": roll.count, "sides": roll.sides, "modifier": roll.modifier}


def _plan(steps, points, reading) -> dict[str, Any]:
    found = actions.plan(steps, points, reading)
    return {**found, "rounds": [asdict(r) for r in found["rounds"]]}


SITUATIONS = [
    ({"cover": "small"}, {}), ({"cover": "medium", "shield": True}, {"shieldEqual": "critical"}),
    ({"shield": True}, {}), ({"alwaysCritical": True}, {}), ({"friendlyFire": True}, {}),
    ({"friendlyFire": True, "alwaysCritical": True}, {"friendlyRoll": "total"}), ({"deaf": True}, {}),
    ({"deaf": True, "cover": "small", "shield": True}, {}), ({"cover": "large"}, {}),
    ({"cover": "small", "friendlyFire": True}, {}),
    ({"cover": "medium", "friendlyFire": True}, {"coverOrder": "friendly-first", "friendlyRoll": "total"}),
]


#: A stance's situations: each with the JS readings object (woss-math.js's names of the rulings)
STANCE_SITUATIONS = [
    ({}, {}), ({"cover": "small", "shield": True}, {"stanceInterrupted": "skips"}),
    ({"friendlyFire": True, "deaf": True}, {"friendlyRoll": "total"}),
    ({"shield": True}, {"stanceImmune": "miss", "shieldEqual": "critical"}),
    ({"alwaysCritical": True, "deaf": True, "cover": "medium"}, {}),
]


def _picked(readings: dict[str, str]) -> dict[str, str]:
    """The JS readings object → the engine's rulings."""
    return rulings.chosen({"woss-ranged-shield-equal": readings.get("shieldEqual", "immune"),
                           "woss-friendly-fire-roll": readings.get("friendlyRoll", "face"),
                           "woss-cover-friendly-order": readings.get("coverOrder", "cover-first"),
                           "woss-stance-interrupted": readings.get("stanceInterrupted", "breaks"),
                           "woss-stance-immune": readings.get("stanceImmune", "no-damage")})


def _situation_of(given: dict[str, Any]) -> check.Situation:
    return check.Situation(given.get("cover"), given.get("shield", False), given.get("alwaysCritical", False),
                           given.get("friendlyFire", False))


def _situation(hit: int, reading: str, given: dict[str, Any], readings: dict[str, str]) -> dict[str, str]:
    """format.Odds's outcomes: check.tiers in a Situation, then deafness's spell failure."""
    found = Odds(parse_check(f"1d100{hit:+d}"), 60, 75, reading, rulings=_picked(readings),
                 situation=_situation_of(given), deaf=given.get("deaf", False))
    return {k: fraction(v) for k, v in found.tiers.items()}


def _contest(attacker: int, defender: int, kind: str, strict: str) -> dict[str, Any]:
    found = contest.Contest(attacker, defender, kind)
    picked = rulings.chosen({"woss-margin-strict": strict})
    return {"margins": [[m, fraction(p)] for m, p in contest.margins(found).items()],
            "results": {k: fraction(v) for k, v in contest.results(found, picked).items()}}


def _focus(hit: int, attacks: int, reading: str, given: dict[str, Any], readings: dict[str, str]) -> dict[str, Any]:
    hits, each = check.focus_attack(hit, 60, 75, attacks, reading, _picked(readings), _situation_of(given),
                                    given.get("deaf", False))
    return {"hits": [[v, fraction(p)] for v, p in hits.items()], "each": [fraction(p) for p in each]}


def _stance(stance: str, hit: int, attacks: int, run: str, given: dict[str, Any],
            readings: dict[str, str]) -> dict[str, Any]:
    picked = {**_picked(readings), "woss-assassin-run": run}
    tiers = check.outcomes(hit, 60, 75, "table", picked, _situation_of(given), given.get("deaf", False))
    found = stances.stance_round(stance, tiers, attacks, picked)
    return {"total": [[v, fraction(p)] for v, p in found.total.items()], "each": [fraction(p) for p in found.each]}


#: woss-math.js's names of the condition rulings → the engine's
CONDITION_NAMES = {"die": "woss-difficulty-check", "assist": "woss-first-aid-assist", "weight": "woss-running-weight",
                   "failure": "woss-running-failure", "metres": "woss-falling-metres", "steps": "woss-falling-steps"}
CONDITION_READINGS = [{}, {"die": "d10", "assist": "minus-5", "weight": "started", "failure": "counts",
                           "metres": "all", "steps": "started"}]


def _condition(readings: dict[str, str]) -> dict[str, str]:
    return rulings.chosen({CONDITION_NAMES[name]: reading for name, reading in readings.items()})


def _first_aid(bleeding: int, skill: int, quick: bool, aided: bool, readings: dict[str, str]) -> dict[str, Any]:
    found = condition.first_aid(bleeding, skill, quick, aided, _condition(readings))
    return {"action": found.action, "difficulty": found.difficulty, "points": found.points,
            "success": fraction(found.success)}


def _running(metres: int, skill: int, pace: str, weight: int, readings: dict[str, str]) -> dict[str, Any]:
    found = condition.running(metres, skill, pace, weight, _condition(readings))
    return {"checks": [[at, d, fraction(p)] for at, d, p in found.checks], "allPassed": fraction(found.all_passed),
            "counted": distribution(found.counted)}


def _falling(metres: int, surface: str, readings: dict[str, str]) -> dict[str, Any]:
    found = condition.falling(metres, surface, _condition(readings))
    return {"dice": found.dice, "damage": distribution(found.damage)}


def vectors() -> dict[str, Any]:
    grid = itertools.product([-20, 0, 35, 41, 60, 100], [0, 50, 60, 100], [40, 75, 120], READINGS)
    rolls = [parse_roll(t) for t in ["1d8+10", "1d4+1", "1d6+1", "2d6", "3d4-1", "1d4", "1d12+6"]]
    return {
        "rules": calculator_data(None, "en")["rules"],
        "cases": {
            "tiers": [{"hit": h, "dodge": d, "block": b, "reading": r,
                       "expect": {k: fraction(v) for k, v in check.tiers(h, d, b, r).items()}} for h, d, b, r in grid],
            "tierOf": [{"total": t, "dodge": 60, "block": 75, "reading": r,
                        "expect": outcome(lambda t=t, r=r: check.tier_of(t, 60, 75, r))}
                       for t in (58, 59, 60, 74, 75, 100, 101, 125, 126, 150, 151, 200) for r in [*READINGS, "rules"]],
            "situation": [{"hit": h, "dodge": 60, "block": 75, "reading": r, "situation": sit, "readings": rd,
                           "expect": outcome(lambda h=h, r=r, sit=sit, rd=rd: _situation(h, r, sit, rd))}
                          for h in (-20, 35, 60) for r in READINGS for sit, rd in SITUATIONS],
            "contest": [{"args": [a, d, k, m], "expect": outcome(lambda a=a, d=d, k=k, m=m: _contest(a, d, k, m))}
                        for a, d in ((8, 6), (0, 0), (3, 9), (20_000, 0)) for k in (*rules.CONTEST_KINDS, "shove")
                        for m in rules.CHECK_RULINGS["woss-margin-strict"]],
            "focus": [{"args": [h, 60, 75, n, r, sit, rd],
                       "expect": outcome(lambda h=h, n=n, r=r, sit=sit, rd=rd: _focus(h, n, r, sit, rd))}
                      for h in (0, 35) for n in (1, 3, 0, 21) for r in READINGS for sit, rd in STANCE_SITUATIONS],
            "stances": [{"args": [s, h, 60, 75, n, "table", run, sit, rd],
                         "expect": outcome(lambda s=s, h=h, n=n, run=run, sit=sit, rd=rd: _stance(s, h, n, run, sit,
                                                                                                  rd))}
                        for s in ("wounding", "assassinating", "swift", "dancing") for h in (10, 35) for n in (1, 3, 0)
                        for run in rules.STANCE_RULINGS["woss-assassin-run"] for sit, rd in STANCE_SITUATIONS],
            "firstAid": [{"args": [b, k, q, a, rd], "expect": outcome(lambda b=b, k=k, q=q, a=a, rd=rd: _first_aid(
                b, k, q, a, rd))} for b in (1, 2, 3, 0, 1001) for k in (-71, -70, 0, 12, 29, 99999)
                for q in (False, True) for a in (False, True) for rd in CONDITION_READINGS],
            "running": [{"args": [m, k, pace, wt, rd], "expect": outcome(lambda m=m, k=k, pace=pace, wt=wt, rd=rd:
                                                                          _running(m, k, pace, wt, rd))}
                        for m in (0, 499, 500, 1600, 3000) for k in (0, 8, 60) for pace in ("run", "fast", "walk")
                        for wt in (0, 49, 160, -1) for rd in CONDITION_READINGS],
            "falling": [{"args": [m, sf, rd], "expect": outcome(lambda m=m, sf=sf, rd=rd: _falling(m, sf, rd))}
                        for m in (-1, 0, 3, 4, 7, 8, 10, 103, 104) for sf in ("open", "obstacles", "cushion", "hay")
                        for rd in CONDITION_READINGS],
            "torture": [{"roll": _roll(roll), "defense": d, "life": life,
                         "expect": outcome(lambda roll=roll, d=d, life=life: fraction(
                             damage.torture_breaks(damage.hit_damage(roll, d), life)))}
                        for roll in rolls[:3] for d in (0, 2) for life in (1, 40, 100, 130, 0)],
            "totals": [{"hit": h, "expect": distribution(check.totals(h))} for h in (-5, 0, 35)],
            "parseRoll": [{"text": t, "expect": outcome(lambda t=t: _roll(parse_roll(t)))} for t in TEXTS],
            "parseCheck": [{"text": t, "expect": outcome(lambda t=t: _roll(parse_check(t)))} for t in TEXTS],
            "damage": [{"roll": _roll(roll), "defense": d, "multiplier": m, "extra": x,
                        "expect": outcome(lambda roll=roll, d=d, m=m, x=x: {
                            "hit": distribution(damage.hit_damage(roll, d, m, x)),
                            "critical": distribution(damage.critical_damage(roll, d, m, x))})}
                       for roll in rolls for d in (0, 1, 2, 9, 40, -1) for m in (1, 5, 0) for x in (0, 3)],
            "enchanted": [{"enchantment": e, "resistance": r,
                           "expect": outcome(lambda e=e, r=r: damage.enchanted(e, r))}
                          for e in (0, 3, 10, -1) for r in (0, 2, 5, 12)],
            "cost": [{"step": s, "reading": r, "expect": outcome(lambda s=s, r=r: actions.cost(s, r))}
                     for s in STEPS for r in READINGS],
            "plan": [{"steps": p, "points": n, "reading": r, "expect": outcome(lambda p=p, n=n, r=r: _plan(p, n, r))}
                     for p in PLANS for n in (0, 3, 4, 5, 8, 10, 14) for r in READINGS],
        },
    }


def write_vectors(path: Path) -> dict[str, int]:
    """Write the vectors to ``path``; return the number of cases per group."""
    return parity.write_vectors(path, vectors())


if __name__ == "__main__":
    print(write_vectors(Path(sys.argv[1])))
