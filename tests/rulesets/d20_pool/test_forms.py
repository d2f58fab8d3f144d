"""``meshal odds --system d20-pool`` beyond the pool: --damage, --concealment, --save, --wound,
--dying and --initiative through the real CLI, each checked against numbers enumerated here
face by face with Fractions (never by calling the engine)."""

from __future__ import annotations

import json
from fractions import Fraction
from functools import cache
from itertools import product
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from meshal_compendium.cli import main

FACES = range(1, 21)
CONTENT = Path(__file__).parents[3] / "content" / "d20-pool"


def run(*args):
    return CliRunner().invoke(main, ["odds", "--system", "d20-pool", *args])


def run_json(*args):
    result = run(*args, "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def exact(rows):
    return {row["value"]: Fraction(row["probability"]) for row in rows}


def passes(modifier, dc):
    """P(1d20 + modifier ≥ dc), by counting faces."""
    return Fraction(sum(1 for face in FACES if face + modifier >= dc), 20)


# --- damage ----------------------------------------------------------------------------------

def damage_by_hand(dice, faces, bonus, resistant=False, vulnerable=False, reduction=0, true=False, vital=False):
    """Every roll of ``dice``d``faces`` + bonus, through the steps of the ruling d20-damage-order."""
    found = {}
    for roll in product(range(1, faces + 1), repeat=dice):
        value = max(0, sum(roll) + bonus)
        if vital:
            value //= 2
        if not true:
            if resistant and not vulnerable:
                value //= 2
            if vulnerable and not resistant:
                value *= 2
            value = max(0, value - reduction)
        found[value] = found.get(value, 0) + Fraction(1, faces ** dice)
    return found


@pytest.mark.parametrize(("flags", "by_hand"), [
    ([], {}),
    (["--resistant"], {"resistant": True}),
    (["--vulnerable", "--reduction", "3"], {"vulnerable": True, "reduction": 3}),
    (["--resistant", "--vulnerable"], {"resistant": True, "vulnerable": True}),
    (["--resistant", "--reduction", "2"], {"resistant": True, "reduction": 2}),
    (["--reduction", "-2"], {"reduction": -2}),
    (["--true", "--resistant", "--reduction", "5"], {"true": True, "resistant": True, "reduction": 5}),
    (["--vital", "--resistant"], {"vital": True, "resistant": True}),
    (["--vital", "--vulnerable"], {"vital": True, "vulnerable": True}),
])
def test_damage_is_every_roll_through_the_documents_steps(flags, by_hand):
    body = run_json("--damage", "2d6+3", *flags)
    expected = damage_by_hand(2, 6, 3, **by_hand)
    assert exact(body["distribution"]) == expected
    assert Fraction(body["mean"]) == sum(v * p for v, p in expected.items())
    assert exact(body["at_least"])[min(expected)] == 1
    assert body["rulings"] == {"d20-damage-order": "halve-then-reduce"}


def test_damage_worked_examples_of_the_order():
    # A roll of 7 resisted is 3 (halved, rounded down), then DR 2 leaves 1: resistance first (line 81).
    assert exact(run_json("--damage", "7", "--resistant", "--reduction", "2")["distribution"]) == {1: 1}
    # Vital strike then vulnerability: 7 → 3 → 6 (the reading halve-then-reduce).
    assert exact(run_json("--damage", "7", "--vital", "--vulnerable")["distribution"]) == {6: 1}
    # A roll below 0 deals 0, which amplification then raises.
    assert exact(run_json("--damage", "1d4-5", "--reduction", "-1")["distribution"]) == {1: 1}
    body = run_json("--damage", "1d8+2", "--true", "--vital")
    assert (body["true"], body["vital"], body["damage"]) == (True, True, "1d8+2")


# --- concealment -----------------------------------------------------------------------------

@pytest.mark.parametrize(("concealment", "miss"), [("none", 0), ("half", Fraction(1, 4)), ("full", Fraction(1, 2))])
def test_concealment_takes_its_miss_chance_from_the_hit(concealment, miss):
    body = run_json("1d20", "--vs", "0d20", "--concealment", concealment)
    # One die against none hits with a success: a natural 18 or 19 is one, and nothing follows it.
    assert Fraction(1, 10) < Fraction(body["win"]) < Fraction(3, 20)
    assert Fraction(body["miss_chance"]) == miss and body["concealment"] == concealment
    assert Fraction(body["hit"]) == Fraction(body["win"]) * (1 - miss)


def test_concealment_is_named_in_the_text():
    english = run("2d20", "--vs", "1d20", "--concealment", "half", "--lang", "en").output
    assert "extra miss chance 25.00% (1/4)" in english
    assert "全隐蔽" in run("2d20", "--vs", "1d20", "--concealment", "full", "--lang", "zh").output


# --- saves -----------------------------------------------------------------------------------

@pytest.mark.parametrize(("modifier", "dc"), [(0, 10), (3, 15), (-2, 1), (5, 30), (0, 21), (19, 20), (-25, 3)])
def test_a_save_is_1d20_plus_the_modifier_against_the_dc(modifier, dc):
    body = run_json("--save", str(modifier), "--dc", str(dc))
    assert Fraction(body["success"]) == passes(modifier, dc)
    assert Fraction(body["success"]) + Fraction(body["failure"]) == 1
    assert body["rulings"] == {"d20-dc-check": "d20-plus-modifier"}


@pytest.mark.parametrize(("modifier", "fatal"), [(2, 5), (0, 1), (5, 18), (-3, 20)])
def test_the_wound_saves_rise_by_one_each_round_acted(modifier, fatal):
    body = run_json("--wound", str(modifier), "--fatal", str(fatal))
    expected, alive = {}, Fraction(1)
    for acted in range(60):  # acts `acted` rounds: passes DC fatal … fatal + acted − 1, fails the next
        if alive:
            expected[acted] = alive * (1 - passes(modifier, fatal + acted))
        alive *= passes(modifier, fatal + acted)
    expected = {k: v for k, v in expected.items() if v}
    assert exact(body["distribution"]) == expected and sum(expected.values()) == 1
    assert Fraction(body["first_save"]) == passes(modifier, fatal)


@cache
def death_rounds(modifier, endurance, won=0, lost=0):
    """Round of death → P, one d20 face at a time: DC 10 + 2 per success, death at `endurance` failures."""
    if lost == endurance:
        return {won + lost: Fraction(1)}
    found = {}
    for face in FACES:
        after = death_rounds(modifier, endurance, won + 1, lost) if face + modifier >= 10 + 2 * won \
            else death_rounds(modifier, endurance, won, lost + 1)
        for round_, p in after.items():
            found[round_] = found.get(round_, 0) + p / 20
    return found


@pytest.mark.parametrize(("modifier", "endurance"), [(0, 1), (0, 3), (4, 2), (-5, 2), (2, 0)])
def test_the_dying_saves_end_in_death_on_an_exact_round(modifier, endurance):
    body = run_json("--dying", str(modifier), "--endurance-modifier", str(endurance))
    assert exact(body["distribution"]) == death_rounds(modifier, endurance) and body["worsened"] == 0
    assert body["rulings"] == {"d20-dc-check": "d20-plus-modifier", "d20-dying-saves": "rising-dc"}
    assert sum(exact(body["distribution"]).values()) == 1 and "remainder" not in body


@pytest.mark.parametrize(("endurance", "worsened", "left"), [(3, 1, 2), (2, 2, 0), (1, 4, 0)])
def test_worsenings_already_counted_leave_fewer_failures(endurance, worsened, left):
    body = run_json("--dying", "1", "--endurance-modifier", str(endurance), "--worsened", str(worsened))
    assert exact(body["distribution"]) == death_rounds(1, left)


def test_initiative_and_who_acts_first():
    body = run_json("--initiative", "2", "--vs-initiative", "-1")
    assert exact(body["distribution"]) == {2 + face: Fraction(1, 20) for face in FACES}
    pairs = [(a + 2, b - 1) for a, b in product(FACES, FACES)]
    assert Fraction(body["first"]) == Fraction(sum(a > b for a, b in pairs), 400)
    assert Fraction(body["tie"]) == Fraction(sum(a == b for a, b in pairs), 400)
    assert Fraction(body["second"]) == Fraction(sum(a < b for a, b in pairs), 400)
    assert "first" not in run_json("--initiative", "0")


# --- rulings, languages, errors ------------------------------------------------------------

def _rulings():
    return {e["id"]: e for name in ("errata.yaml", "rulings.yaml") for e in yaml.safe_load((CONTENT / name).read_text())
            if e["kind"] == "ruling"}


@pytest.mark.parametrize("args", [["--damage", "1d6"], ["--save", "1", "--dc", "9"], ["--wound", "1", "--fatal", "3"],
                                  ["--dying", "1", "--endurance-modifier", "2"]])
def test_each_reading_named_is_its_rulings_default(args):
    known = _rulings()
    for ruling, reading in run_json(*args)["rulings"].items():
        assert reading == known[ruling]["default"]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", ["Ruling d20-dying-saves", "(rising-dc)", "round of death", "mean: "]),
    ("zh", ["裁定 d20-dying-saves", "(rising-dc)", "死亡的轮次", "平均: "]),
])
def test_the_dying_text_names_its_ruling_in_each_language(lang, said):
    result = run("--dying", "0", "--endurance-modifier", "2", "--lang", lang)
    assert result.exit_code == 0 and all(words in result.output for words in said)


def test_english_text_of_every_form_has_no_chinese():
    for args in (["--damage", "1d6", "--vital", "--reduction", "1"], ["--save", "2", "--dc", "12"],
                 ["--wound", "1", "--fatal", "4"], ["--initiative", "1", "--vs-initiative", "1"]):
        output = run(*args, "--lang", "en").output
        assert output and not any("\u4e00" <= c <= "\u9fff" for c in output), args


def test_the_same_input_prints_the_same_bytes():
    args = ["--dying", "3", "--endurance-modifier", "3", "--json"]
    assert run(*args).stdout_bytes == run(*args).stdout_bytes


@pytest.mark.parametrize(("args", "code"), [
    (["--damage", "2x"], "d20-pool-bad-damage"),
    (["--damage", "101d6"], "d20-pool-damage-too-big"),
    ([], "d20-pool-one-form"),
    (["3d20", "--damage", "1d6"], "d20-pool-one-form"),
    (["--save", "1", "--dying", "1"], "d20-pool-one-form"),
    (["--damage", "1d6", "--dc", "3"], "d20-pool-option-not-of-form"),
    (["3d20", "--resistant"], "d20-pool-option-not-of-form"),
    (["--save", "1"], "d20-pool-form-needs"),
    (["--dying", "1"], "d20-pool-form-needs"),
    (["3d20", "--concealment", "half"], "d20-pool-concealment-needs-vs"),
    (["3d20", "--vs", "2d20", "--concealment", "partial"], "d20-pool-bad-concealment"),
    (["--dying", "0", "--endurance-modifier", "-1"], "d20-pool-negative-count"),
    (["--dying", "0", "--endurance-modifier", "2", "--worsened", "-1"], "d20-pool-negative-count"),
    (["--save", "0", "--dc", "5", "--worsened", "1"], "d20-pool-option-not-of-form"),
    (["--wound", "1000", "--fatal", "3"], "d20-pool-check-too-big"),
])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_bad_input_is_one_clear_line_and_exit_1(args, code, lang):
    result = run(*args, "--lang", lang)
    assert result.exit_code == 1 and f"[{code}]" in result.output, result.output
    assert "Traceback" not in result.output and result.output.strip().count("\n") == 0
