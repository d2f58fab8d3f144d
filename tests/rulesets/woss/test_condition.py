"""First aid (L84, L321), running (L307) and falling (L311): every number computed here
independently (faces counted, sequences of checks written out, icepool for the dice of a fall),
under each reading of their rulings, at the boundaries."""

from __future__ import annotations

import json
from fractions import Fraction
from itertools import product

import icepool
import pytest
from click.testing import CliRunner

from meshal_compendium.cli import main
from meshal_compendium.problems import MeshalError
from meshal_compendium.rulesets.woss.engine import condition

WOSS = ("odds", "--system", "woss")


def run(*args: str):
    return CliRunner().invoke(main, [*WOSS, *args])


def passing(sides: int, skill: int, difficulty: int) -> Fraction:
    return Fraction(len([face for face in range(1, sides + 1) if face + skill >= difficulty]), sides)


# --- First aid ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("bleeding", "quick", "aided", "assist", "difficulty", "points"), [
    (1, False, False, "minus-15", 15, 25), (2, False, True, "minus-15", 15, 20), (2, False, True, "minus-5", 25, 20),
    (3, True, False, "minus-15", 75, 15), (3, True, True, "minus-15", 60, 10), (1, False, True, "minus-15", 0, 20),
])
@pytest.mark.parametrize("die", ["d100", "d10"])
def test_first_aid_difficulty_points_and_chance(bleeding, quick, aided, assist, difficulty, points, die):
    found = condition.first_aid(bleeding, 12, quick, aided, {"woss-first-aid-assist": assist,
                                                             "woss-difficulty-check": die})
    assert (found.difficulty, found.points) == (difficulty, points)
    assert found.success == passing(100 if die == "d100" else 10, 12, difficulty)


def test_a_total_equal_to_the_difficulty_passes():
    assert condition.first_aid(2, 0, False).success == Fraction(71, 100)  # faces 30-100 against 30
    assert condition.first_aid(2, 29, False).success == 1  # face 1 + 29 = 30
    assert condition.first_aid(2, -70, False).success == Fraction(1, 100)  # face 100 only: 100 − 70 = 30
    assert condition.first_aid(2, -71, False).success == 0


def test_first_aid_json_and_text():
    body = json.loads(run("--first-aid", "2", "--skill", "30", "--aided", "--json").stdout)
    assert body["first_aid"] == {"action": "first-aid", "bleeding": 2, "aided": True, "skill": 30, "die": "1d100",
                                 "difficulty": 15, "action_points": 20}
    assert body["success"] == "1/1"
    assert body["rulings"] == {"woss-difficulty-check": "d100", "woss-first-aid-assist": "minus-15"}
    quick = json.loads(run("--first-aid", "2", "--skill", "0", "--quick", "--json").stdout)
    assert quick["success"] == "51/100" and quick["rulings"] == {"woss-difficulty-check": "d100"}
    assert "医疗难度 15" in run("--first-aid", "2", "--skill", "30", "--aided", "--lang", "zh").output


# --- Running -----------------------------------------------------------------------------------

def brute_run(difficulties: list[int], sides: int, skill: int) -> tuple[dict[int, Fraction], dict[int, Fraction]]:
    """Every sequence of pass/fail: (checks passed before the first failure, checks failed)."""
    stops: dict[int, Fraction] = {}
    counts: dict[int, Fraction] = {}
    for outcome in product((True, False), repeat=len(difficulties)):
        p = Fraction(1)
        for passed, d in zip(outcome, difficulties, strict=True):
            p *= passing(sides, skill, d) if passed else 1 - passing(sides, skill, d)
        before = outcome.index(False) if False in outcome else len(outcome)
        stops[before] = stops.get(before, Fraction(0)) + p
        counts[outcome.count(False)] = counts.get(outcome.count(False), Fraction(0)) + p
    return stops, counts


@pytest.mark.parametrize(("metres", "pace", "weight", "weighing", "difficulties"), [
    (499, "run", 0, "whole", []), (500, "run", 0, "whole", [25]), (1600, "run", 160, "whole", [40, 65, 90]),
    (1600, "run", 160, "started", [45, 70, 95]), (1500, "run", 150, "started", [40, 65, 90]),
    (2999, "fast", 49, "whole", [25, 40]), (3000, "fast", 49, "started", [30, 45, 60]),
])
@pytest.mark.parametrize("die", ["d100", "d10"])
def test_a_runs_checks_against_every_sequence(metres, pace, weight, weighing, difficulties, die):
    sides = 100 if die == "d100" else 10
    for failure in ("stops", "counts"):
        picked = {"woss-running-weight": weighing, "woss-running-failure": failure, "woss-difficulty-check": die}
        found = condition.running(metres, 8, pace, weight, picked)
        assert [d for _, d, _ in found.checks] == difficulties
        assert [at for at, _, _ in found.checks] == [(k + 1) * (500 if pace == "run" else 1000)
                                                      for k in range(len(difficulties))]
        stops, counts = brute_run(difficulties, sides, 8)
        assert found.counted == (stops if failure == "stops" else counts)
        assert found.all_passed == stops[len(difficulties)]


def test_run_json():
    body = json.loads(run("--run", "1600", "--skill", "8", "--weight", "160", "--json").stdout)
    assert body["run"] == {"pace": "run", "metres": 1600, "weight": 160, "skill": 8, "die": "1d100"}
    assert [c["difficulty"] for c in body["checks"]] == [40, 65, 90] and body["checks"][0]["pass"] == "69/100"
    assert body["counted"] == "passed-before-failure"
    assert body["rulings"] == {"woss-difficulty-check": "d100", "woss-running-weight": "whole",
                               "woss-running-failure": "stops"}
    assert Fraction(body["all_passed"]) == Fraction(69, 100) * Fraction(44, 100) * Fraction(19, 100)


# --- Falling -----------------------------------------------------------------------------------

@pytest.mark.parametrize(("metres", "surface", "counting", "steps", "dice"), [
    (3, "open", "beyond", "whole", 0), (4, "open", "beyond", "whole", 1), (3, "open", "all", "whole", 0),
    (4, "open", "all", "whole", 4), (7, "obstacles", "beyond", "whole", 2), (8, "obstacles", "beyond", "whole", 2),
    (8, "obstacles", "beyond", "started", 3), (9, "cushion", "beyond", "whole", 2),
    (10, "cushion", "all", "started", 4), (0, "open", "all", "started", 0),
])
def test_a_fall_rolls_its_dice(metres, surface, counting, steps, dice):
    found = condition.falling(metres, surface, {"woss-falling-metres": counting, "woss-falling-steps": steps})
    assert found.dice == dice
    rolled = dice @ icepool.d10 if dice else icepool.Die([0])
    assert found.damage == {int(v): Fraction(q, rolled.denominator()) for v, q in rolled.items()}


def test_fall_json():
    body = json.loads(run("--fall", "5", "--json").stdout)
    assert body["fall"] == {"metres": 5, "surface": "open", "dice": 2, "die": "1d10"}
    assert body["mean"] == "11/1" and body["distribution"][0] == {"value": 2, "probability": "1/100"}
    assert body["rulings"] == {"woss-falling-metres": "beyond", "woss-falling-steps": "whole"}
    assert json.loads(run("--fall", "5", "--ruling", "woss-falling-metres=all", "--json").stdout)["fall"]["dice"] == 5


@pytest.mark.parametrize(("args", "code"), [
    (("--fall", "5", "--skill", "3"), "woss-condition-form"), (("--run", "100"), "woss-condition-form"),
    (("--first-aid", "1", "--skill", "3", "--fall", "4"), "woss-condition-form"),
    (("1d100+3", "--fall", "4"), "woss-condition-form"),
    (("--first-aid", "0", "--skill", "3"), "woss-bad-bleeding"), (("--run", "900", "--skill", "3", "--pace", "walk"),
                                                                   "woss-bad-pace"),
    (("--run", "0", "--skill", "3"), "woss-bad-run-metres"), (("--run", "900", "--skill", "3", "--weight", "-1"),
                                                              "woss-bad-weight"),
    (("--fall", "104"), "woss-bad-fall"), (("--fall", "-1"), "woss-bad-fall"),
    (("--fall", "4", "--surface", "hay"), "woss-bad-surface"),
    (("--first-aid", "1", "--skill", "99999"), "woss-bad-skill"),
])
def test_bad_questions_exit_1_with_a_message(args, code):
    result = run(*args, "--lang", "en")
    assert result.exit_code == 1 and f"[{code}]" in result.output and "Traceback" not in result.output


def test_the_fall_limit_is_100_dice():
    assert condition.falling(103).dice == 100
    with pytest.raises(MeshalError, match="woss-bad-fall"):
        condition.falling(104)
