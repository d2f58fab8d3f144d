"""``meshal odds``, ``meshal roll`` and ``meshal character check`` through the real CLI group:
the exact JSON contract of issue 3, known values, and clean errors (exit 1, no traceback)."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest
from click.testing import CliRunner

from meshal_compendium.cli import main

FIXTURES = Path(__file__).resolve().parent / "fixtures"
PACK = str(FIXTURES / "pack")


def run(*args):
    return CliRunner().invoke(main, list(args))


def run_json(*args):
    result = run(*args, "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_odds_json_contract_and_19_of_27():
    body = run_json("odds", "3🎲", "--lang", "zh")
    assert set(body) == {"pool", "distribution", "mean"}
    assert body["pool"] == {"notation": "3🎲", "dice": 3, "kind": "points"}
    assert all(set(row) == {"value", "probability"} for row in body["distribution"])
    at_least_one = sum(Fraction(r["probability"]) for r in body["distribution"] if r["value"] >= 1)
    assert at_least_one == Fraction(19, 27)
    assert body["mean"] == "1/1"


def test_odds_attack_example():
    body = run_json("odds", "Might🎲", "--set", "M=4", "--adv", "1", "--type", "physical",
                    "--protection", "physical=2", "--defense", "Elastane🎲", "--set", "E=3",
                    "--lang", "en")
    assert set(body) == {"pool", "distribution", "mean", "attack"}
    assert body["pool"] == {"notation": "Might🎲", "dice": 3, "kind": "points"}
    assert set(body["attack"]) == {"hit", "wounds", "solid_defense"}
    assert body["attack"]["hit"] == "19/27"
    assert body["attack"]["solid_defense"] == "271/729"
    assert body["attack"]["wounds"][0] == {"value": 0, "probability": "487/729"}


def test_odds_versus_keys():
    body = run_json("odds", "max(M,E)d+", "--set", "M=2", "--set", "灵巧=3", "--vs", "3d+")
    assert set(body["versus"]) == {"win", "tie", "lose", "win_after_roll_add"}
    v = {k: Fraction(x) for k, x in body["versus"].items()}
    assert v["win"] + v["tie"] + v["lose"] == 1 and v["tie"] > 0
    assert v["win_after_roll_add"] == v["win"] + v["tie"] / 2 == Fraction(1, 2)
    assert body["pool"]["kind"] == "number" and body["pool"]["dice"] == 3


def test_zh_attack_types_weakness_and_burst():
    body = run_json("odds", "2🎲", "--type", "物质/灵毒", "--protection", "物质=3",
                    "--protection", "spectral=-1", "--burst", "1")
    assert body["pool"]["dice"] == 4  # 2 + 1 weakness + 1 burst


def test_odds_text_has_table_bars_and_mean():
    out = run("odds", "3🎲", "--lang", "en").output
    assert "P(≥result)" in out and "█" in out and "mean: 1/1" in out
    assert "19/27" in out
    zh = run("odds", "2🎲⁺", "--lang", "zh").output
    assert "期望: 7/1" in zh and "骰面之和" in zh


def test_roll_is_repeatable():
    first = run_json("roll", "2🎲⁺", "--seed", "1")
    assert first == run_json("roll", "2🎲⁺", "--seed", "1")
    assert set(first) == {"pool", "faces", "result"}
    assert len(first["faces"]) == 2 and first["result"] == sum(first["faces"])
    points = run_json("roll", "Md", "--set", "M=3", "--pen", "5", "--seed", "3")
    assert len(points["faces"]) == 1 and set(points) == {"pool", "faces", "result", "success"}
    assert "→" in run("roll", "2🎲⁺", "--seed", "1").output


@pytest.mark.parametrize("args, code", [
    (["odds", "3dx"], "notation-trailing"),
    (["odds", "3x"], "notation-missing-die"),
    (["odds", "Strength🎲"], "notation-unknown-attribute"),
    (["odds", "Might🎲"], "dice-missing-attribute"),
    (["odds", "3🎲", "--defense", "Elastane🎲"], "dice-missing-attribute"),
    (["odds", "Md", "--set", "Q=4"], "cli-bad-set"),
    (["odds", "Md", "--set", "M=four"], "cli-bad-set"),
    (["odds", "3d", "--protection", "physical=2"], "odds-protection-without-type"),
    (["odds", "3d", "--type", "fire"], "attack-unknown-type"),
    (["odds", "3d", "--type", "raw", "--protection", "raw=2"], "cli-bad-protection"),
    (["odds", "300d"], "notation-too-many-dice"),
    (["roll", "0d"], "notation-zero-dice"),
])
def test_bad_input_exits_1_cleanly(args, code):
    for lang in ("en", "zh"):
        result = run(*args, "--lang", lang)
        assert result.exit_code == 1
        assert f"[{code}]" in result.stderr
        assert "Traceback" not in result.output and "internal error" not in result.output


def test_character_check_good_sheet():
    body = run_json("character", "check", str(FIXTURES / "good.yaml"), "--pack", PACK)
    assert set(body) == {"ok", "potential", "attributes", "occupation", "derived", "limbs",
                         "accessories", "problems"}
    assert body["ok"] is True and body["problems"] == []
    assert body["potential"] == {"budget": 60, "spent": 45, "left": 15, "level": 45}
    assert body["occupation"]["might"] == {"used": 3, "limit": 5}
    assert body["derived"]["carry_weight_kg"] == 50
    assert body["derived"]["token_base_steps"] == "1/1"
    text = run("character", "check", str(FIXTURES / "good.yaml"), "--pack", PACK, "--lang", "en")
    assert text.exit_code == 0 and "No problems found." in text.output


def test_character_check_bad_sheet():
    result = run("character", "check", str(FIXTURES / "bad.yaml"), "--pack", PACK, "--json",
                 "--lang", "en")
    assert result.exit_code == 1
    body = json.loads(result.stdout)
    assert body["ok"] is False
    assert all(set(p) == {"code", "severity", "message", "pointer"} for p in body["problems"])
    assert {p["code"] for p in body["problems"]} >= {
        "character-occupation-over", "character-over-budget", "character-limbs-over",
        "character-accessories-over", "character-accessory-type-twice",
        "character-over-carry", "character-unknown", "character-wear-over",
        "character-not-improvable", "character-attribute-below-start"}


def test_character_check_refuses_talents_the_species_does_not_grant(tmp_path):
    """A human listing the dwarf's talent: issue 10's "No problems found" case."""
    sheet = tmp_path / "human.yaml"
    sheet.write_text("kind: character\nid: h\nname: {en: H}\nspecies: human\n"
                     "attributes: {might: 3}\nabilities: [{id: rooted}, {id: grit}]\n",
                     encoding="utf-8")
    result = run("character", "check", str(sheet), "--pack", PACK, "--json", "--lang", "en")
    assert result.exit_code == 1
    problems = json.loads(result.stdout)["problems"]
    assert [(p["code"], p["pointer"]) for p in problems] == [("talent-not-granted", "/abilities/0")]
    zh = run("character", "check", str(sheet), "--pack", PACK, "--lang", "zh")
    assert zh.exit_code == 1 and "天赋" in zh.stdout and "rooted" in zh.stdout


def test_character_potential_option(tmp_path):
    sheet = tmp_path / "lean.yaml"
    sheet.write_text("kind: character\nid: lean\nname: {en: Lean}\nspecies: human\n"
                     "attributes: {might: 5, elastane: 5, sense: 3}\n", encoding="utf-8")
    assert run_json("character", "check", str(sheet), "--pack", PACK)["ok"]
    tight = run("character", "check", str(sheet), "--pack", PACK, "--potential", "36",
                "--json")
    assert tight.exit_code == 1
    assert json.loads(tight.stdout)["potential"]["left"] == -6


@pytest.mark.parametrize("text, code", [
    ("kind: species\nid: x\n", "character-not-sheet"),
    ("kind: character\nid: x\nname: {en: X}\nspecies: human\nattributes: {might: 0}\n",
     "character-sheet-invalid"),
    ("kind: character\n  bad: [", "character-unreadable"),
])
def test_character_check_rejects_non_sheets(tmp_path, text, code):
    sheet = tmp_path / "sheet.yaml"
    sheet.write_text(text, encoding="utf-8")
    result = run("character", "check", str(sheet), "--pack", PACK, "--lang", "en")
    assert result.exit_code == 1 and f"[{code}]" in result.stderr
    assert "Traceback" not in result.output


def test_good_sheet_is_good_against_the_shipped_samples_too():
    """The fixture pack mirrors content/samples; without --pack the shipped content is used."""
    body = run_json("character", "check", str(FIXTURES / "good.yaml"))
    assert body["ok"] is True and body["problems"] == []
