"""``meshal odds --system woss --plan STEPS --points N`` (issue 28): "can I do A, B and C this turn?",
checked against the chapter's own numbers (L13, L21-23, L89-96, L138) and its errors."""

from __future__ import annotations

import json

import pytest
import yaml
from click.testing import CliRunner

from meshal_compendium.cli import main
from meshal_compendium.problems import MeshalError
from meshal_compendium.rulesets.woss.engine.actions import parse_plan
from tests.conftest import ROOT


def plan(steps: str, points: int, *extra: str) -> dict:
    result = CliRunner().invoke(main, ["odds", "--system", "woss", "--plan", steps, "--points", str(points),
                                       *extra, "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


@pytest.mark.parametrize(("steps", "total"), [
    ("weapon-attack", 5), ("weapon-attack:stars=5", 4),  # L89-90
    ("two-weapon", 8), ("two-weapon:stars=5:off-hand-stars=5", 7),  # L81 (the examples' 7: erratum)
    ("spell:ring=3", 6), ("spell:ring=3:stars=5", 5),  # L94-95
    ("draw-weapon,charge-attack", 5),  # Asna draws (2) and charges (3), L13
    ("spell:ring=1,spell:ring=2", 9),  # Wind Blade 4 and Fireball 5, L21-23
])
def test_the_chapters_costs(steps, total):
    assert plan(steps, 100)["total"] == total


def test_the_examples_reading_prices_two_weapons_at_7():
    body = plan("two-weapon", 10, "--reading", "examples")
    assert body["reading"] == "examples" and body["total"] == 7


def test_five_points_and_two_weapons_take_a_second_round_of_3_points():
    """L138: with only 5 action points the second attack continues into round 2 for 3 points."""
    body = plan("two-weapon", 5)
    assert body["one_round"] is False and len(body["rounds"]) == 2
    assert body["rounds"][0]["spends"] == [{"step": 0, "points": 5, "done": False, "full_round": False}]
    assert body["rounds"][1]["spends"] == [{"step": 0, "points": 3, "done": True, "full_round": False}]


def test_a_plan_names_the_ruling_it_follows_and_the_ruling_is_written():
    """L136-138 leave open whether an action that fits a round, but not what is left, carries over."""
    assert plan("two-weapon", 5)["rulings"] == {"woss-persistent": "longer-than-round"}
    entries = yaml.safe_load((ROOT / "content" / "woss" / "rulings.yaml").read_text(encoding="utf-8"))
    ruling = next(e for e in entries if e["id"] == "woss-persistent")
    assert ruling["default"] == "longer-than-round" and "136-138" in ruling["text"]["en"]
    shown = CliRunner().invoke(main, ["odds", "--system", "woss", "--plan", "two-weapon", "--points", "5",
                                      "--lang", "en"]).output
    assert "Persistent actions (woss-persistent)" in shown


def test_a_plan_that_fits_says_so_with_each_steps_cost():
    body = plan("draw-weapon,weapon-attack,move:metres=3:pace=fast", 10)
    assert [s["cost"] for s in body["steps"]] == [2, 5, 2] and body["one_round"] is True
    assert body["steps"][2] == {"action": "move", "metres": 3, "pace": "fast", "cost": 2}


@pytest.mark.parametrize(("lang", "words"), [("en", ("fits in one round", "Draw a weapon")),
                                             ("zh", ("一回合内可以完成", "出鞘武器"))])
def test_the_text_answers_in_the_users_language(lang, words):
    result = CliRunner().invoke(main, ["odds", "--system", "woss", "--plan", "draw-weapon,weapon-attack",
                                       "--points", "8", "--lang", lang])
    assert result.exit_code == 0 and all(w in result.output for w in words)


@pytest.mark.parametrize("text", ["weapon-attack,,move", "move:metres", "weapon-attack:ring=3"])
def test_bad_steps_are_refused(text):
    with pytest.raises(MeshalError):
        parse_plan(text)


@pytest.mark.parametrize(("args", "code"), [
    (("--plan", "weapon-attack"), "woss-plan-form"),
    (("1d100", "--plan", "weapon-attack", "--points", "5"), "woss-plan-form"),
    (("--plan", "fly", "--points", "5"), "woss-unknown-action"),
    (("--plan", "move:metres=4:pace=run:terrain=hard", "--points", "5"), "woss-no-run-terrain"),
    (("--plan", "weapon-attack:starz=5", "--points", "5"), "woss-plan-unknown-field"),
])
def test_bad_plans_exit_1_with_a_message(args, code):
    result = CliRunner().invoke(main, ["odds", "--system", "woss", *args])
    assert result.exit_code == 1 and code in result.output and "Traceback" not in result.output
