"""【护盾】 and 【中毒X】 in an exchange (7.2.2), and a dice table written on the command line.

The engine follows each side as a state; here every exchange is played out instead, hit by hit,
over every combination of the hits' HP lost (weapon tables without ⚡, so each hit is finite), and
the two must agree exactly."""

from __future__ import annotations

import json
from fractions import Fraction
from itertools import product

import pytest
from click.testing import CliRunner

from meshal_compendium.cli import main
from meshal_compendium.rulesets.tactics.engine.damage import Attack, hp_lost
from meshal_compendium.rulesets.tactics.engine.exchange import (
    Readings,
    Status,
    exchange,
    exchange_with_hp,
    pursuer,
)
from meshal_compendium.rulesets.tactics.engine.weapon import Face, table

from .tables import IRON_SWORD

PLAIN = table([Face(0), Face(1), Face(1), Face(2), Face(2), Face(3)])  # no ⚡: a finite hit
LIGHT = table([Face(0), Face(0), Face(0), Face(1), Face(1), Face(2)])


def hit_odds(attack: Attack) -> dict[int, Fraction]:
    """Every roll of the attack's dice, one by one (no crit: nothing more is rolled)."""
    found: dict[int, Fraction] = {}
    for roll in product(attack.faces, repeat=attack.dice):
        lost = hp_lost(sum(f.damage for f in roll), attack.multiplier, attack.divisor)
        found[lost] = found.get(lost, Fraction(0)) + Fraction(1, 6 ** attack.dice)
    return found


def played(attack, counter, dexes, hps, statuses, readings):
    """The exchange played step by step over every combination of the three hits' losses."""
    who = pursuer(*dexes)
    mine, theirs = hit_odds(attack), hit_odds(counter)
    second = mine if who == "attacker" else theirs
    attacker: dict[int, Fraction] = {}
    defender: dict[int, Fraction] = {}
    for (a, pa), (c, pc), (x, px) in product(mine.items(), theirs.items(), second.items()):
        lost = one_exchange(a, c, x, who, hps, statuses, readings)
        for side, found in ((0, attacker), (1, defender)):
            found[lost[side]] = found.get(lost[side], Fraction(0)) + pa * pc * px
    return attacker, defender


def one_exchange(a, c, x, who, hps, statuses, readings) -> list[int]:
    """HP lost by each side when the attack loses ``a``, the counter ``c``, the pursuit ``x``."""
    lost, shield = [0, 0], [statuses[0].shield, statuses[1].shield]

    def take(side: int, value: int) -> None:
        if shield[side] and (value > 0 or readings.shield == "any-hit"):
            shield[side] = False
        elif not shield[side]:
            lost[side] += value

    def standing(side: int) -> bool:
        return hps[side] is None or lost[side] < hps[side]

    take(1, a)
    if standing(1):
        take(0, c)
        if who == "attacker" and standing(0) and standing(1):
            take(1, x)
        if who == "defender" and standing(0):
            take(0, x)
    if statuses[0].poison:
        take(0, statuses[0].poison)
    if statuses[1].poison and readings.poison == "both":
        take(1, statuses[1].poison)
    return lost


def as_dict(listed) -> dict[int, Fraction]:
    assert listed.remainder == 0
    return dict(listed.outcomes)


STATUSES = [(Status(), Status(True)), (Status(True, 2), Status(False, 1)), (Status(True), Status(True, 3)),
            (Status(False, 1), Status())]


@pytest.mark.parametrize("readings", [Readings(), Readings("any-hit", "both")])
@pytest.mark.parametrize("statuses", STATUSES)
@pytest.mark.parametrize("dexes", [(6, 1), (1, 6), (3, 3)])
@pytest.mark.parametrize("hps", [(None, None), (3, 2)])
def test_statuses_agree_with_the_exchange_played_out(readings, statuses, dexes, hps):
    attack, counter = Attack(2, PLAIN, Fraction(1), 1), Attack(2, LIGHT, Fraction(1), 1)
    found = (exchange(attack, counter, *dexes, statuses, readings) if hps[0] is None
             else exchange_with_hp(attack, counter, *dexes, *hps, statuses, readings))
    attacker, defender = played(attack, counter, dexes, hps, statuses, readings)
    assert as_dict(found.attacker) == attacker
    assert as_dict(found.defender) == defender


def test_a_shield_takes_the_only_hit_and_poison_is_its_own_x():
    # 7.2.2 by hand: a shielded defender with no pursuit takes nothing; an attacker whose counter
    # deals nothing (×0) loses exactly its poison's X at its action's end.
    sword, nothing = Attack(5, IRON_SWORD, Fraction(1), 3), Attack(5, IRON_SWORD, Fraction(0), 3)
    found = exchange(sword, nothing, 3, 3, (Status(poison=4), Status(shield=True)))
    assert found.defender.outcomes == ((0, Fraction(1)),)
    assert found.attacker.outcomes == ((4, Fraction(1)),)
    shielded = exchange(nothing, nothing, 3, 3, (Status(True, 4), Status()))
    assert shielded.attacker.outcomes == ((0, Fraction(1)),)  # the shield still up cancels the poison


def test_a_zero_hit_uses_the_shield_only_under_any_hit():
    # two pursuing hits of 0 or 1 (LIGHT, 1 die): under "damage" the first 1 is cancelled, so the
    # defender loses 1 only if both hit for 1; under "any-hit" the first hit is gone whatever it was.
    one = Attack(1, LIGHT, Fraction(1), 1)
    none = Attack(1, LIGHT, Fraction(0), 1)
    p = {0: Fraction(1, 2), 1: Fraction(1, 3), 2: Fraction(1, 6)}
    damage = as_dict(exchange(one, none, 6, 1, (Status(), Status(True))).defender)
    any_hit = as_dict(exchange(one, none, 6, 1, (Status(), Status(True)), Readings("any-hit")).defender)
    assert any_hit == p
    assert damage == {0: p[0] + (1 - p[0]) * p[0], 1: (1 - p[0]) * p[1], 2: (1 - p[0]) * p[2]}


def run(*args: str):
    return CliRunner().invoke(main, ["odds", "--system", "tactics", *args])


EXCHANGE = ("5d6", "--weapon", "iron-sword", "--defense", "5", "--dex", "6", "--exchange", "5d6",
            "--counter-weapon", "monster-claw", "--counter-defense", "3", "--counter-dex", "1")


def test_the_json_names_each_status_and_its_rulings():
    result = run(*EXCHANGE, "--counter-shield", "--poison", "2", "--shield-reading", "any-hit", "--json")
    assert result.exit_code == 0, result.output
    body = json.loads(result.stdout)
    assert (body["attack"]["shield"], body["attack"]["poison"]) == (False, 2)
    assert (body["counter"]["shield"], body["counter"]["poison"]) == (True, 0)
    assert body["rulings"]["tactics-shield-zero"] == "any-hit"
    assert body["rulings"]["tactics-poison-exchange"] == "attacker"
    plain = json.loads(run(*EXCHANGE, "--json").stdout)
    assert "tactics-shield-zero" not in plain["rulings"] and "tactics-poison-exchange" not in plain["rulings"]


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_text_says_the_statuses_and_the_rulings(lang):
    result = run(*EXCHANGE, "--counter-shield", "--counter-poison", "1", "--poison-reading", "both", "--lang", lang)
    assert result.exit_code == 0, result.output
    assert ("(【护盾】, 【中毒1】)" if lang == "zh" else "(Shield, Poison 1)") in result.output
    assert "tactics-shield-zero" in result.output and "tactics-poison-exchange" in result.output


def test_a_written_table_is_the_weapon_it_copies():
    by_id = json.loads(run("3d6", "--weapon", "iron-sword", "--defense", "2", "--json").stdout)
    written = json.loads(run("3d6", "--weapon-faces", "0,3,3,3,6,⚡6", "--defense", "2", "--json").stdout)
    assert written["distribution"] == by_id["distribution"] and written["faces"] == by_id["faces"]
    assert written["weapon"] is None
    ascii_marks = json.loads(run("2d6", "--weapon-faces", "0,1,1,2,2,!3*", "--json").stdout)
    assert ascii_marks["faces"][5] == {"face": 6, "damage": 3, "critical": True, "burning": True}


@pytest.mark.parametrize("args, said", [
    (("3d6", "--weapon-faces", "0,1,2"), "6 faces"),
    (("3d6", "--weapon-faces", "0,1,x,2,2,3"), '"x"'),
    (("3d6", "--weapon-faces", "0,1,1,2,2,3", "--weapon", "iron-sword"), "not both"),
    (("3d6", "--weapon", "iron-sword", "--shield"), "--exchange"),
    ((*EXCHANGE, "--poison", "-1"), "-1"),
    ((*EXCHANGE, "--shield-reading", "never"), "never"),
])
def test_bad_input_is_a_clear_error(args, said):
    result = run(*args, "--lang", "en")
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert said in result.output
