"""The rulings the WOSS engine computes (issue 28): each reading against an independent count,
the ruling entries of the pack matching the engine's table, and the CLI naming what it used."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from click.testing import CliRunner

from meshal_compendium.cli import main
from meshal_compendium.problems import MeshalError
from meshal_compendium.rulesets.woss.engine import check, damage, rules, rulings
from meshal_compendium.rulesets.woss.engine.notation import parse_roll

from .test_content import by_id

ASNA = ("odds", "--system", "woss", "1d100+35", "--dodge", "60", "--block", "75")


def run(*args):
    return CliRunner().invoke(main, list(args))


def brute_tier(total: int, dodge: int, block: int, least_over: dict[str, int], block_hits: bool) -> str:
    """The table read directly: the highest row whose condition holds (margins written out here)."""
    if total < dodge and not (block_hits and total >= block):
        return "miss"
    rows = [("hit", True), ("critical", total >= block)]
    rows += [(tier, total >= block + least) for tier, least in least_over.items()]
    return [tier for tier, holds in rows if holds][-1]


STRICT = {"death-blow": 26, "hors-de-combat": 51, "instant-kill": 76}
AT_LEAST = {"death-blow": 25, "hors-de-combat": 50, "instant-kill": 75}


@pytest.mark.parametrize(("margin", "least"), [("strict", STRICT), ("at-least", AT_LEAST)])
@pytest.mark.parametrize("order", ["miss", "block-hits"])
@pytest.mark.parametrize(("dodge", "block"), [(60, 75), (80, 40), (50, 50)])
def test_every_total_takes_the_tier_its_readings_say(margin, least, order, dodge, block):
    picked = {"woss-margin-strict": margin, "woss-tier-order": order}
    for total in range(-10, 260):
        want = brute_tier(total, dodge, block, least, order == "block-hits")
        assert check.tier_of(total, dodge, block, rulings=picked) == want, total


def test_the_boundaries_flip_by_one_tier_at_exactly_25_50_75_over():
    at_least = {"woss-margin-strict": "at-least"}
    for over, strict_tier, flipped in ((25, "critical", "death-blow"), (50, "death-blow", "hors-de-combat"),
                                       (75, "hors-de-combat", "instant-kill")):
        assert check.tier_of(75 + over, 60, 75) == strict_tier
        assert check.tier_of(75 + over, 60, 75, rulings=at_least) == flipped


def test_the_at_least_reading_moves_one_face_per_boundary():
    """1D100+35 against block 75: faces 65, 90 go up a tier (100 + 35 = 135 < 75 + 75: no kill)."""
    strict = check.tiers(35, 60, 75)
    at_least = check.tiers(35, 60, 75, rulings={"woss-margin-strict": "at-least"})
    assert at_least["critical"] == strict["critical"] - Fraction(1, 100)
    assert at_least["hors-de-combat"] == strict["hors-de-combat"] + Fraction(1, 100)
    assert at_least["death-blow"] == strict["death-blow"] and sum(at_least.values()) == 1


def test_a_total_between_block_and_dodge_misses_unless_block_hits():
    assert check.tier_of(50, dodge=80, block=40) == "miss"
    assert check.tier_of(50, dodge=80, block=40, rulings={"woss-tier-order": "block-hits"}) == "critical"
    assert check.tier_of(39, dodge=80, block=40, rulings={"woss-tier-order": "block-hits"}) == "miss"


def test_the_enchantment_may_lower_the_weapon_only_under_negative():
    assert damage.enchanted(3, 5) == 0
    assert damage.enchanted(3, 5, {"woss-enchantment": "negative"}) == -2
    roll = parse_roll("1d4+2")  # 3..6, against defense 0
    extra = damage.enchanted(3, 5, {"woss-enchantment": "negative"})
    assert damage.hit_damage(roll, 0, extra=extra) == {v - 2: Fraction(1, 4) for v in range(3, 7)}


def test_the_floor_once_lets_a_defense_eat_the_enchantment_and_parts_does_not():
    roll = parse_roll("1d6")
    for face in range(1, 7):
        once = max(0, face - 4 + 3)
        parts = max(0, face - 4) + 3
        assert damage.damage_of(face, roll, 1, 4, 3) == once
        assert damage.damage_of(face, roll, 1, 4, 3, {"woss-damage-floor": "parts"}) == parts
    assert damage.critical_damage(roll, 10, extra=3, rulings={"woss-damage-floor": "parts"}) == {3: 1}
    assert damage.critical_damage(roll, 10, extra=3) == {0: 1}


def test_the_critical_defense_is_the_defense_or_must_be_given():
    assert damage.critical_defense_of(2, None) == 2 and damage.critical_defense_of(2, 1) == 1
    assert damage.critical_defense_of(2, 1, {"woss-critical-defense-default": "required"}) == 1
    with pytest.raises(MeshalError, match="woss-critical-defense-required"):
        damage.critical_defense_of(2, None, {"woss-critical-defense-default": "required"})


@pytest.mark.parametrize(("given", "code"), [({"nope": "x"}, "woss-bad-ruling"),
                                             ({"woss-tier-order": "x"}, "woss-bad-ruling-reading")])
def test_unknown_rulings_and_readings_are_refused(given, code):
    with pytest.raises(MeshalError, match=code):
        rulings.chosen(given)


def test_the_engines_rulings_are_the_packs_with_the_same_readings_and_default():
    entries = by_id("ruling")
    for ruling, readings in rulings.known().items():
        entry = entries[ruling]
        assert [r["id"] for r in entry["readings"]] == list(readings) and entry["default"] == readings[0]


def test_the_json_names_each_ruling_and_reading_it_used():
    result = run(*ASNA, "--json")
    assert json.loads(result.stdout)["rulings"] == {"woss-margin-strict": "strict", "woss-tier-order": "miss"}
    result = run(*ASNA, "--damage", "1d8+10", "--ruling", "woss-margin-strict=at-least",
                 "--ruling", "woss-damage-floor=parts", "--json")
    body = json.loads(result.stdout)
    assert body["rulings"] == {"woss-margin-strict": "at-least", "woss-tier-order": "miss",
                               "woss-enchantment": "at-least-zero", "woss-damage-floor": "parts",
                               "woss-critical-defense-default": "defense"}
    assert body["tiers"]["hors-de-combat"] == "11/100"


@pytest.mark.parametrize(("lang", "words"), [("en", ("Rulings used:", "strictly more", "a miss")),
                                             ("zh", ("所用裁定:", "严格大于", "失手"))])
def test_the_text_says_the_rulings_in_the_users_language(lang, words):
    result = run(*ASNA, "--lang", lang)
    assert result.exit_code == 0 and all(w in result.output for w in words)
    assert "woss-margin-strict" in result.output


@pytest.mark.parametrize(("args", "code"), [
    (("--ruling", "woss-margin-strict"), "woss-bad-ruling-form"),
    (("--ruling", "woss-margin-strict=more"), "woss-bad-ruling-reading"),
    (("--damage", "1d8", "--ruling", "woss-critical-defense-default=required"), "woss-critical-defense-required"),
])
def test_bad_rulings_exit_1_with_a_message(args, code):
    result = run(*ASNA, *args)
    assert result.exit_code == 1 and code in result.output and "Traceback" not in result.output


def test_every_reading_has_a_name_in_both_languages():
    from meshal_compendium.i18n import catalogue
    texts = catalogue()
    for ruling, readings in rulings.known().items():
        for key in (f"woss-ruling-{ruling}", *(f"woss-ruling-{ruling}-{r}" for r in readings)):
            assert texts[key]["zh"] and texts[key]["en"], key
    groups = (rules.CHECK_RULINGS, rules.SHIELD_RULINGS, rules.FRIENDLY_FIRE_RULINGS, rules.COVER_FRIENDLY_RULINGS,
              rules.DAMAGE_RULINGS,
              rules.STANCE_RULINGS, rules.STANCE_SITUATION_RULINGS, rules.STANCE_SHIELD_RULINGS,
              rules.DIFFICULTY_RULINGS, rules.FIRST_AID_RULINGS, rules.RUNNING_RULINGS, rules.FALLING_RULINGS)
    assert set(rulings.known()) == set().union(*groups)
