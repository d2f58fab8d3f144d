"""First aid, running and falling (chapter 4, section 3 "游戏情况"), exactly.

- First aid (L84, L321): a medicine check against bleeding effects × 15 (quick first aid × 25),
  less what help takes off (ruling woss-first-aid-assist), for 25 or 15 action points (−5 with help).
- Running (L307): a Constitution check every 500 m of running (every 1000 m of fast movement),
  difficulty 25, then +25 (+15) for each further stretch, +5 for each 50 lb of body weight and
  load (ruling woss-running-weight); what a failed check does is ruling woss-running-failure.
- Falling (L311): 1D10 a metre of a fall past 3 m, a die every 2 m with something to break the
  fall, every 3 m with a cushion (rulings woss-falling-metres and woss-falling-steps).

A check against a difficulty rolls the die of ruling woss-difficulty-check plus the skill or
attribute, and passes when the total is at least the difficulty (as L105, L153).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ....problems import MeshalError
from . import rules
from .damage import dice_sum
from .notation import Roll
from .rulings import Rulings, chosen


def check_chance(skill: int, difficulty: int, rulings: Rulings | None = None) -> Fraction:
    """P(die + ``skill`` ≥ ``difficulty``), the die by ruling woss-difficulty-check."""
    if abs(skill) > rules.MAX_SKILL:
        raise MeshalError("woss-bad-skill", given=skill, limit=rules.MAX_SKILL)
    sides = rules.DIFFICULTY_DICE[chosen(rulings)["woss-difficulty-check"]]
    passing = sum(1 for face in range(1, sides + 1) if face + skill >= difficulty)
    return Fraction(passing, sides)


@dataclass(frozen=True)
class FirstAid:
    """One attempt to stop the bleeding: its action, difficulty, action points and chance."""

    action: str  # first-aid or quick-first-aid
    difficulty: int
    points: int
    success: Fraction


def first_aid(bleeding: int, skill: int, quick: bool = False, aided: bool = False,
              rulings: Rulings | None = None) -> FirstAid:
    if not 1 <= bleeding <= rules.MAX_BLEEDING:
        raise MeshalError("woss-bad-bleeding", given=bleeding, limit=rules.MAX_BLEEDING)
    picked = chosen(rulings)
    action = "quick-first-aid" if quick else "first-aid"
    help_off = rules.FIRST_AID_HELP[picked["woss-first-aid-assist"]] if aided else 0
    difficulty = bleeding * rules.FIRST_AID_DIFFICULTY[action] - help_off
    points = rules.ACTION_COSTS[action] - (rules.AID_DISCOUNT if aided else 0)  # L84
    return FirstAid(action, difficulty, points, check_chance(skill, difficulty, picked))


@dataclass(frozen=True)
class Run:
    """The checks of a run (metres reached, difficulty, chance to pass), the chance to pass them
    all, and the count the failure ruling asks for: checks passed before the first failure
    (``stops``) or checks failed (``counts``), value → probability."""

    checks: list[tuple[int, int, Fraction]]
    all_passed: Fraction
    counted: dict[int, Fraction]


def running(metres: int, skill: int, pace: str = "run", weight: int = 0, rulings: Rulings | None = None) -> Run:
    if pace not in rules.RUN_CHECKS:
        raise MeshalError("woss-bad-pace", given=pace, known=", ".join(rules.PACES))
    if not 1 <= metres <= rules.MAX_RUN_METRES:
        raise MeshalError("woss-bad-run-metres", given=metres, limit=rules.MAX_RUN_METRES)
    if not 0 <= weight <= rules.MAX_WEIGHT:
        raise MeshalError("woss-bad-weight", given=weight, limit=rules.MAX_WEIGHT)
    picked = chosen(rulings)
    every, first, rise = rules.RUN_CHECKS[pace]
    pounds, extra = rules.WEIGHT_STEP
    steps = -(-weight // pounds) if picked["woss-running-weight"] == "started" else weight // pounds
    checks = []
    for k in range(metres // every):  # a check at each whole stretch reached
        difficulty = first + rise * k + extra * steps
        checks.append((every * (k + 1), difficulty, check_chance(skill, difficulty, picked)))
    passes = [p for _, _, p in checks]
    counted = _passed_before_failure(passes) if picked["woss-running-failure"] == "stops" else _failed(passes)
    all_passed = Fraction(1)
    for p in passes:
        all_passed *= p
    return Run(checks, all_passed, counted)


def _passed_before_failure(passes: list[Fraction]) -> dict[int, Fraction]:
    found: dict[int, Fraction] = {}
    reached = Fraction(1)
    for k, p in enumerate(passes):
        found[k] = reached * (1 - p)
        reached *= p
    found[len(passes)] = reached
    return found


def _failed(passes: list[Fraction]) -> dict[int, Fraction]:
    found = {0: Fraction(1)}
    for p in passes:
        step: dict[int, Fraction] = {}
        for n, q in found.items():
            step[n] = step.get(n, Fraction(0)) + q * p
            step[n + 1] = step.get(n + 1, Fraction(0)) + q * (1 - p)
        found = step
    return found


@dataclass(frozen=True)
class Fall:
    """The dice of a fall and its damage, value → probability."""

    dice: int
    damage: dict[int, Fraction]


def falling(metres: int, surface: str = "open", rulings: Rulings | None = None) -> Fall:
    if surface not in rules.FALL_METRES_PER_DIE:
        raise MeshalError("woss-bad-surface", given=surface, known=", ".join(rules.FALL_SURFACES))
    if metres < 0:
        raise MeshalError("woss-bad-fall", given=metres, limit=rules.MAX_FALL_DICE)
    picked = chosen(rulings)
    counted = 0 if metres <= rules.FALL_FREE_METRES else metres
    if picked["woss-falling-metres"] == "beyond":
        counted = max(0, metres - rules.FALL_FREE_METRES)
    per = rules.FALL_METRES_PER_DIE[surface]
    dice = -(-counted // per) if picked["woss-falling-steps"] == "started" else counted // per
    if dice > rules.MAX_FALL_DICE:
        raise MeshalError("woss-bad-fall", given=metres, limit=rules.MAX_FALL_DICE)
    weights = dice_sum(Roll(dice, rules.FALL_DIE, 0))
    whole = rules.FALL_DIE ** dice
    return Fall(dice, {v: Fraction(weights[v], whole) for v in sorted(weights)})
