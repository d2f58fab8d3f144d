"""``meshal odds --system woss`` through the real CLI group: the JSON contract of issue 13, the
worked examples' numbers, text in both languages, and clean errors (exit 1, no traceback)."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from click.testing import CliRunner

from meshal_compendium.cli import main

ASNA = ("odds", "--system", "woss", "1d100+35", "--dodge", "60", "--block", "75")
TIERS = ["miss", "hit", "critical", "death-blow", "hors-de-combat", "instant-kill"]


def run(*args):
    return CliRunner().invoke(main, list(args))


def run_json(*args):
    result = run(*args, "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_the_issue_13_contract():
    body = run_json(*ASNA)
    assert body["system"] == "woss" and body["reading"] == "table"
    assert body["check"] == {"notation": "1d100+35", "hit": 35, "dodge": 60, "block": 75}
    assert list(body["tiers"]) == TIERS
    assert body["tiers"] == {"miss": "6/25", "hit": "3/20", "critical": "13/50", "death-blow": "1/4",
                             "hors-de-combat": "1/10", "instant-kill": "0/1"}
    assert sum(Fraction(p) for p in body["tiers"].values()) == 1
    assert [row["value"] for row in body["distribution"]] == list(range(36, 136))
    assert {row["probability"] for row in body["distribution"]} == {"1/100"}
    assert body["mean"] == "171/2" and "damage" not in body


def test_the_examples_reading_makes_asnas_103_critical():
    body = run_json(*ASNA, "--reading", "examples")
    assert body["reading"] == "examples"
    assert body["tiers"]["critical"] == "61/100" and body["tiers"]["death-blow"] == "0/1"


def test_damage_of_a_hit_and_of_a_critical():
    """Asna's longsword 1d8+10 against defense 2: 4 → 12 (L13); the critical takes 8: 16 (L17)."""
    damage = run_json(*ASNA, "--damage", "1d8+10", "--defense", "2")["damage"]
    assert damage["notation"] == "1d8+10" and (damage["defense"], damage["critical_defense"]) == (2, 2)
    assert (damage["enchantment"], damage["resistance"]) == (0, 0)
    assert damage["hit"]["distribution"] == [{"value": v, "probability": "1/8"} for v in range(9, 17)]
    assert damage["hit"]["mean"] == "25/2"
    assert damage["critical"] == {"distribution": [{"value": 16, "probability": "1/1"}], "mean": "16/1"}


def test_spell_damage_and_a_critical_defense():
    """The fireball 1d6+1 × 5 (L23): a critical of 35; a critical defense of its own."""
    damage = run_json("odds", "--system", "woss", "1d100+41", "--dodge", "50", "--block", "75",
                      "--damage", "1d6+1", "--multiplier", "5", "--defense", "3", "--critical-defense", "0")["damage"]
    assert damage["multiplier"] == 5 and damage["critical"]["distribution"] == [{"value": 35, "probability": "1/1"}]
    assert damage["hit"]["distribution"][0] == {"value": 7, "probability": "1/6"}  # (1+1)×5−3


def test_enchantment_past_resistance():
    result = run(*ASNA, "--damage", "1d8+10", "--defense", "2", "--enchantment", "5", "--resistance", "2",
                 "--lang", "en", "--json")
    damage = json.loads(result.stdout)["damage"]
    assert damage["critical"]["distribution"] == [{"value": 19, "probability": "1/1"}]
    text = run(*ASNA, "--damage", "1d8+10", "--enchantment", "5", "--resistance", "2", "--lang", "en").output
    assert "plus enchantment 5 − resistance 2 = 3" in text


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ["WOSS hit check 1d100+35", "Critical Damage", "Death Blow", "26.00%  13/50", "normal hit"]),
    ("zh", ["光明之剑 命中投骰 1d100+35", "致命伤害", "重创", "26.00%  13/50", "正常伤害"]),
])
def test_text_in_both_languages(lang, words):
    result = run(*ASNA, "--damage", "1d8+10", "--defense", "2", "--lang", lang)
    assert result.exit_code == 0, result.output
    assert all(word in result.output for word in words), result.output
    if lang == "en":
        assert not any("\u4e00" <= c <= "\u9fff" for c in result.output)


@pytest.mark.parametrize(("args", "code", "words"), [
    (("1d20+35",), "woss-notation-check-die", ["character 1", "1d100+35"]),
    (("1d100+35x",), "woss-notation-trailing", ["character 9", "For example 1d100+35"]),
    (("1d100+35", "--damage", "1d8+"), "woss-notation-expected-number", ["character 5", "1d8+10"]),
])
def test_bad_notation_is_one_clear_line(args, code, words):
    result = run("odds", "--system", "woss", *args, "--dodge", "60", "--block", "75", "--lang", "en")
    assert result.exit_code == 1
    assert f"[{code}]" in result.output and "Traceback" not in result.output
    assert all(word in result.output for word in words), result.output


def test_the_help_is_the_catalogues_in_both_languages():
    en = run("odds", "--system", "woss", "--help", "--lang", "en")
    zh = run("odds", "--system", "woss", "--help", "--lang", "zh")
    assert en.exit_code == zh.exit_code == 0
    assert "--dodge" in en.output and "The target's dodge" in en.output and "hors-de-combat" in en.output
    assert "目标的回避" in zh.output and "--reading" in zh.output
