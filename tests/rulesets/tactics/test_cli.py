"""``meshal odds --system tactics`` through the real CLI group, on the shipped weapons: the JSON
contract (HP lost, total damage, exchanges), text in both languages, help, and clean errors."""

from __future__ import annotations

import json
import re
from fractions import Fraction
from functools import partial
from itertools import islice, product

import pytest
from click.testing import CliRunner

from meshal_compendium.cli import main
from meshal_compendium.rulesets.tactics.engine.damage import Attack, hp_prefix, total_series
from meshal_compendium.rulesets.tactics.engine.exchange import exchange
from meshal_compendium.rulesets.tactics.engine.listing import listed
from meshal_compendium.rulesets.tactics.rules import LISTED_MASS

from .tables import ATTACK_DIE, IRON_SWORD, MONSTER_CLAW

ODDS = ("odds", "--system", "tactics")
EXCHANGE = ("5d6", "--weapon", "iron-sword", "--multiplier", "50%", "--defense", "5", "--dex", "6",
            "--exchange", "5d6", "--counter-weapon", "monster-claw", "--counter-defense", "3", "--counter-dex", "1")
HAN = re.compile(r"[\u3400-\u9fff]")


def run(*args: str):
    return CliRunner().invoke(main, [*ODDS, *args])


def run_json(*args: str) -> dict:
    result = run(*args, "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def as_listed(rows: list[dict]) -> tuple:
    return tuple((row["value"], Fraction(row["probability"])) for row in rows)


def test_hp_lost_json():
    body = run_json("5d6", "--weapon", "iron-sword", "--multiplier", "1/2", "--defense", "5")
    assert body["system"] == "tactics"
    assert body["of"] == "hp-lost"
    assert (body["dice"], body["weapon"], body["multiplier"], body["defense"]) == (5, "iron-sword", "1/2", 5)
    assert all(set(row) == {"value", "probability"} and "/" in row["probability"] for row in body["distribution"])
    expected = listed(partial(hp_prefix, Attack(5, IRON_SWORD, Fraction(1, 2), 5)))
    assert as_listed(body["distribution"]) == expected.outcomes
    assert Fraction(body["remainder"]) == expected.remainder < LISTED_MASS
    assert body["mean_total"] == "21/1"  # 5 × 21/5
    assert "burning" not in body  # the iron sword has no 🔥 face


def test_the_enhanced_attack_die():
    body = run_json("2d6", "--weapon", "iron-sword", "--attack-die", "--defense", "3")
    assert [(f["damage"], f["critical"], f["burning"]) for f in body["faces"]] == [
        (f.damage, f.critical, f.burning) for f in ATTACK_DIE]
    assert as_listed(body["distribution"]) == listed(partial(hp_prefix, Attack(2, ATTACK_DIE, Fraction(1), 3))).outcomes
    assert body["burning"] == "9/25"  # 1 − (4/5)²
    refused = run("2d6", "--weapon", "monster-claw", "--attack-die", "--lang", "en")
    assert refused.exit_code == 1 and "[tactics-no-attack-die]" in refused.output


def test_total_damage_without_a_defense():
    body = run_json("5d6", "--weapon", "iron-sword")
    assert (body["of"], body["defense"], body["multiplier"]) == ("total-damage", None, "1/1")
    series = list(islice(total_series(5, IRON_SWORD), 200))
    assert all(Fraction(row["probability"]) == series[row["value"]] for row in body["distribution"])
    assert body["distribution"][0] == {"value": 0, "probability": f"{series[0].numerator}/{series[0].denominator}"}


def test_multipliers_merge():
    body = run_json("3d6", "--weapon", "monster-claw", "--multiplier", "2", "--multiplier", "×2", "--defense", "2")
    assert body["multiplier"] == "3/1"  # ×2 and ×2 → ×3


def test_the_worked_example_as_an_exchange():
    body = run_json(*EXCHANGE)
    assert body["system"] == "tactics"
    assert body["pursuit"] == "attacker"  # Dex 6 against 1
    attack = {k: v for k, v in body["attack"].items() if k != "faces"}
    counter = {k: v for k, v in body["counter"].items() if k != "faces"}
    assert attack == {"dice": 5, "weapon": "iron-sword", "multiplier": "1/2", "defense": 5, "dex": 6,
                      "shield": False, "poison": 0}
    assert counter == {"dice": 5, "weapon": "monster-claw", "multiplier": "1/1", "defense": 3, "dex": 1,
                       "shield": False, "poison": 0}
    assert [f["damage"] for f in body["counter"]["faces"]] == [0, 0, 2, 2, 4, 4]
    found = exchange(Attack(5, IRON_SWORD, Fraction(1, 2), 5), Attack(5, MONSTER_CLAW, Fraction(1), 3), 6, 1)
    assert as_listed(body["defender"]["distribution"]) == found.defender.outcomes
    assert as_listed(body["attacker"]["distribution"]) == found.attacker.outcomes
    assert Fraction(body["defender"]["remainder"]) == found.defender.remainder


def test_text_in_both_languages():
    english = run("5d6", "--weapon", "iron-sword", "--multiplier", "1/2", "--defense", "5", "--lang", "en")
    assert english.exit_code == 0, english.output
    assert "Iron Sword" in english.output and "HP lost" in english.output and "10⁻¹²" in english.output
    assert not HAN.search(english.output)
    chinese = run("5d6", "--weapon", "iron-sword", "--multiplier", "1/2", "--defense", "5", "--lang", "zh")
    assert "铁剑" in chinese.output and "失去的 HP" in chinese.output
    both = run(*EXCHANGE, "--lang", "en")
    assert both.exit_code == 0, both.output
    assert "Pursuit: the attacker attacks again" in both.output and "HP the defender loses" in both.output
    assert not HAN.search(both.output)


def test_help_in_both_languages():
    english = run("--help", "--lang", "en")
    assert english.exit_code == 0, english.output
    assert "Exact HP lost" in english.output and "--exchange" in english.output and "--counter-dex" in english.output
    assert not HAN.search(english.output)
    assert "精确" in run("--help", "--lang", "zh").output


def test_an_unknown_weapon_suggests_the_nearest():
    result = run("5d6", "--weapon", "iron-sord", "--lang", "en")
    assert result.exit_code == 1
    assert "did you mean `iron-sword`?" in result.output and "[tactics-weapon-unknown]" in result.output
    assert "Traceback" not in result.output
    assert "是不是 `iron-sword`?" in run("5d6", "--weapon", "iron-sord", "--lang", "zh").output


def test_bad_input_is_one_clear_line():
    cases = {
        "tactics-bad-dice": ("5x6", "--weapon", "iron-sword"),
        "tactics-bad-multiplier": ("5d6", "--weapon", "iron-sword", "--multiplier", "half", "--defense", "5"),
        "tactics-multiplier-needs-defense": ("5d6", "--weapon", "iron-sword", "--multiplier", "2"),
        "tactics-check-attack-die": ("2d6", "--weapon", "iron-sword", "--check", "7", "--attack-die"),
        "tactics-defense-low": ("5d6", "--weapon", "iron-sword", "--defense", "-1"),
        "tactics-weapon-needed": ("5d6",),
        "tactics-exchange-needs-defense": ("5d6", "--weapon", "iron-sword", "--defense", "5", "--exchange", "5d6",
                                           "--counter-weapon", "monster-claw"),
    }
    for code, args in cases.items():
        result = run(*args, "--lang", "en")
        assert result.exit_code == 1, (code, result.output)
        assert f"[{code}]" in result.output and "Traceback" not in result.output
        assert len(result.output.strip().splitlines()) == 1


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_daily_check_refuses_the_attack_die(lang):
    """Issue 28: the document (2.2, lines 126-128) says every daily check uses the base die; only attacks
    use the attack die. ``--check N --attack-die`` read the attack die; now it is refused, in both languages."""
    result = run("2d6", "--weapon", "iron-sword", "--check", "7", "--attack-die", "--json", "--lang", lang)
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert "[tactics-check-attack-die]" in result.output
    assert ("基础骰" if lang == "zh" else "base die") in result.output
    assert run("2d6", "--weapon", "iron-sword", "--check", "7", "--lang", lang).exit_code == 0


def _rulings_of_content() -> dict[str, set[str]]:
    from meshal_compendium.load import load_compendium

    return {r.id: {reading["id"] for reading in r.data["readings"]} for r in load_compendium().all("ruling")}


def test_the_json_names_each_ruling_its_numbers_follow():
    """Issue 28: every reading the numbers depend on is a ruling entry, named in the JSON with its reading."""
    known = _rulings_of_content()
    claw = run_json("3d6", "--weapon", "monster-claw", "--defense", "2")
    assert claw["rulings"] == {"tactics-crit-chain": "chain", "tactics-claw-blanks": "faces-1-2"}
    bounded = run_json("3d6", "--weapon", "monster-claw", "--check", "5", "--ruling", "faces")
    assert bounded["rulings"] == {"tactics-daily-check-reading": "faces"}
    exchanged = run_json(*EXCHANGE)
    assert exchanged["rulings"] == {"tactics-claw-blanks": "faces-1-2", "tactics-crit-chain": "chain"}
    for body in (claw, bounded, exchanged):
        for ruling, reading in body["rulings"].items():
            assert reading in known[ruling], (ruling, reading)


def test_a_merge_below_zero_deals_nothing_and_says_so():
    """Three ×1/2 merge to 1/2 + 1/2 + 1/2 − 2 = −1/2: floored at 0 (ruling tactics-negative-multiplier)."""
    body = run_json("4d6", "--weapon", "iron-sword", *("--multiplier", "1/2") * 3, "--defense", "3")
    assert Fraction(body["multiplier"]) == 0 and as_listed(body["distribution"]) == ((0, Fraction(1)),)
    assert body["rulings"]["tactics-negative-multiplier"] == "floor-zero"
    two = run_json("4d6", "--weapon", "iron-sword", *("--multiplier", "1/2") * 2, "--defense", "3")
    assert "tactics-negative-multiplier" not in two["rulings"]


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_defense_of_zero_divides_as_one_and_says_so(lang):
    """An elf with Vit 1 has defense ⌊1 ÷ 2⌋ = 0: no division by zero, the HP lost is the whole total."""
    zero = run_json("2d6", "--weapon", "iron-sword", "--defense", "0")
    total = run_json("2d6", "--weapon", "iron-sword")
    assert zero["defense"] == 0 and zero["rulings"]["tactics-zero-defense"] == "as-one"
    assert zero["distribution"] == total["distribution"] and zero["of"] == "hp-lost"
    text = run("2d6", "--weapon", "iron-sword", "--defense", "0", "--lang", lang)
    assert text.exit_code == 0
    assert ("按1计算" if lang == "zh" else "Counted as 1") in text.output
    assert "tactics-zero-defense: as-one" in text.output
    if lang == "en":
        assert not HAN.search(text.output)


def _brute(dice: int, worth) -> dict[int, Fraction]:
    """Every roll of ``dice`` d6, one by one: the reference the engine's convolution is checked against."""
    found: dict[int, Fraction] = {}
    for faces in product(range(1, 7), repeat=dice):
        value = sum(worth(f) for f in faces)
        found[value] = found.get(value, Fraction(0)) + Fraction(1, 6**dice)
    return found


@pytest.mark.parametrize("dice", [0, 1, 3, 4])
def test_burning_is_x_plain_d6_and_production_reads_each_worker_die(dice):
    """7.2.2: Burning X deals [X]d6, the faces added. 10.2 (lines 379-380): each worker's d6 produces nothing on
    1-3, 1 resource on 4-5 and 2 on 6. Both bounded: every value listed, remainder 0."""
    cases = {"burning": lambda f: f, "production": lambda f: 0 if f <= 3 else 1 if f <= 5 else 2}
    for of, worth in cases.items():
        body = run_json(f"{dice}d6", f"--{of}")
        expected = _brute(dice, worth)
        assert body["of"] == of and dict(as_listed(body["distribution"])) == expected
        assert Fraction(body["remainder"]) == 0
        assert Fraction(body["mean"]) == sum(v * p for v, p in expected.items())


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_burning_and_production_speak_both_languages_and_refuse_a_weapon(lang):
    text = run("2d6", "--production", "--lang", lang)
    assert text.exit_code == 0 and ("资源" if lang == "zh" else "resources") in text.output
    if lang == "en":
        assert not HAN.search(text.output)
    refused = run("2d6", "--burning", "--weapon", "iron-sword", "--lang", lang)
    assert refused.exit_code == 1 and "[tactics-plain-alone]" in refused.output and "Traceback" not in refused.output


@pytest.mark.parametrize(("dex", "rival"), [(6, 1), (3, 3), (0, 2)])
def test_initiative_is_2d6_plus_dex_and_says_who_acts_first(dex, rival):
    """7.1.1 (line 276): [2d6 + Dex]; a tie goes to the higher Dex, equal Dex reroll until one is higher (an even
    split). Checked against every pair of rolls; the ruling on reading the faces (not the base die) is named."""
    body = run_json("2d6", "--initiative", "--dex", str(dex), "--counter-dex", str(rival))
    mine = _brute(2, lambda f: f)
    assert dict(as_listed(body["distribution"])) == {v + dex: p for v, p in mine.items()}
    first = tie = Fraction(0)
    for a, p in mine.items():
        for b, q in mine.items():
            first += p * q * (a + dex > b + rival)
            tie += p * q * (a + dex == b + rival)
    first += tie * (1 if dex > rival else Fraction(1, 2) if dex == rival else 0)
    assert Fraction(body["acts_first"]) == first
    assert body["rulings"] == {"tactics-initiative-dice": "faces"}


def test_initiative_rolls_two_dice_only():
    refused = run("3d6", "--initiative", "--lang", "en")
    assert refused.exit_code == 1 and "[tactics-initiative-dice]" in refused.output
    assert "Traceback" not in refused.output


def test_an_exchange_with_hp_names_the_fallen_ruling_and_needs_both():
    body = run_json(*EXCHANGE, "--hp", "4", "--counter-hp", "3")
    assert body["rulings"]["tactics-fallen-counter"] == "no-action"
    both_standing = run_json(*EXCHANGE)
    assert "tactics-fallen-counter" not in both_standing["rulings"]
    assert body["defender"] != both_standing["defender"]
    refused = run(*EXCHANGE, "--hp", "4", "--lang", "en")
    assert refused.exit_code == 1 and "[tactics-exchange-needs-hp]" in refused.output


def test_hp_past_the_calculations_bound_is_refused_with_the_bound_not_computed_for_minutes():
    at_bound = run(*EXCHANGE, "--hp", "1000", "--counter-hp", "3", "--lang", "en")
    assert at_bound.exit_code == 0, at_bound.output
    refused = run(*EXCHANGE, "--hp", "3", "--counter-hp", "1001", "--lang", "en")
    assert refused.exit_code == 1 and "[tactics-hp-too-high]" in refused.output and "1000" in refused.output
