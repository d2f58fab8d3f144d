"""The tactics TRPG engine: every example and number of the document, and exactness checked against
brute-force enumeration of the dice."""

from __future__ import annotations

import json
import math
from collections import Counter
from fractions import Fraction
from functools import cache, partial
from itertools import islice, product

import icepool
import pytest

from meshal_compendium.load import load_compendium
from meshal_compendium.problems import MeshalError
from meshal_compendium.rulesets.tactics import rules
from meshal_compendium.rulesets.tactics.calcdata import calculator_data
from meshal_compendium.rulesets.tactics.engine.character import attributes, derived
from meshal_compendium.rulesets.tactics.engine.check import check_prefix, success
from meshal_compendium.rulesets.tactics.engine.damage import (
    MAX_DICE,
    Attack,
    burning_chance,
    hp_lost,
    hp_prefix,
    mean_total,
    read_roll,
    total_series,
)
from meshal_compendium.rulesets.tactics.engine.exchange import exchange, exchange_with_hp, pursuer
from meshal_compendium.rulesets.tactics.engine.initiative import acts_first, initiative
from meshal_compendium.rulesets.tactics.engine.listing import added, listed
from meshal_compendium.rulesets.tactics.engine.movement import step_cost, terrain_bonus, walk
from meshal_compendium.rulesets.tactics.engine.multiplier import merged, physical
from meshal_compendium.rulesets.tactics.engine.weapon import Face, table
from meshal_compendium.rulesets.tactics.odds import faces_of

from .tables import ATTACK_DIE, IRON_SWORD, MONSTER_CLAW

HALF = Fraction(1, 2)


def enumerated(dice: int, faces, depth: int) -> Counter:
    """P(total) over every roll sequence of at most ``depth`` dice: exact for totals no deeper roll reaches."""
    found: Counter = Counter()

    def roll(pending: int, total: int, p: Fraction, rolled: int) -> None:
        if pending == 0:
            found[total] += p
        elif rolled < depth:
            for face in faces:
                roll(pending - 1 + face.critical, total + face.damage, p / 6, rolled + 1)

    roll(dice, 0, Fraction(1), 0)
    return found


# --- The worked example of 2.1.4 -----------------------------------------------------------------

def test_the_swordsman_rolls_24_and_the_gargoyle_loses_2():
    dice = 4 + 1  # [力量4+修正1]d6: Str 4 and 【攻击1】
    total = read_roll(IRON_SWORD, dice, [1, 3, 4, 5, 6, 5])  # the 6 is ⚡: one more die, a 5
    assert total == 0 + 3 + 3 + 6 + 6 + 6 == 24
    assert hp_lost(total, HALF, 5) == 2  # [24×50%÷5]: the gargoyle's 50% damage reduction, defense 5


def test_the_text_says_3_where_the_formula_gives_2():
    """Erratum: "人类剑士对石像鬼造成3点伤害" — no rounding gives 3 here and the gargoyle's 4 too."""
    assert hp_lost(24, HALF, 5) == 2 != 3
    exact_swordsman, exact_gargoyle = Fraction(24) * HALF / 5, Fraction(14, 3)
    assert (math.ceil(exact_swordsman), math.ceil(exact_gargoyle)) == (3, 5)  # ceiling: the gargoyle's 4 breaks
    assert (round(exact_swordsman), round(exact_gargoyle)) == (2, 5)
    assert (math.floor(exact_swordsman), math.floor(exact_gargoyle)) == (2, 4)  # only the floor keeps the 4


def test_the_gargoyle_counters_for_4():
    total = read_roll(MONSTER_CLAW, 5, [2, 3, 3, 4, 6, 5])  # Str 5; a crit, then [5]
    assert total == 2 + 2 + 2 + 4 + 4 == 14
    assert hp_lost(total, Fraction(1), 3) == 4  # 14÷3 = 4 against the swordsman's defense 3


def test_the_swordsman_pursues():
    assert pursuer(6, 1) == "attacker"  # Dex 6 against 1: 5 higher
    assert pursuer(1, 6) == "defender"
    assert pursuer(6, 2) is None  # 4 is not enough


def test_a_roll_must_account_for_every_critical_die():
    with pytest.raises(MeshalError) as caught:
        read_roll(IRON_SWORD, 5, [1, 3, 4, 5, 6])  # the crit's die is missing
    assert caught.value.code == "tactics-roll-count"
    with pytest.raises(MeshalError):
        read_roll(IRON_SWORD, 1, [2, 3])  # one die, no crit, two rolls
    with pytest.raises(MeshalError):
        read_roll(IRON_SWORD, 1, [7])


# --- Damage distributions ------------------------------------------------------------------------

@pytest.mark.parametrize("faces", [IRON_SWORD, MONSTER_CLAW, ATTACK_DIE], ids=["sword", "claw", "attack-die"])
@pytest.mark.parametrize("dice", [0, 1, 2, 3])
def test_the_series_is_the_enumerated_dice(dice, faces):
    depth = dice + 5
    brute = enumerated(dice, faces, depth)
    smallest_crit = min(f.damage for f in faces if f.critical)
    reached = (depth - dice + 1) * smallest_crit  # a total below this needs no more than `depth` dice
    series = list(islice(total_series(dice, faces), reached))
    assert series == [brute[t] for t in range(reached)]


@pytest.mark.parametrize("faces", [IRON_SWORD, MONSTER_CLAW, ATTACK_DIE], ids=["sword", "claw", "attack-die"])
def test_the_series_agrees_with_icepool(faces):
    """icepool builds the chain die recursively; cut at ``depth`` crits, a chain is off only at
    totals of depth × the smallest crit or more."""

    @cache
    def chain(depth: int) -> icepool.Die:
        if depth == 0:
            return icepool.Die([0])
        return icepool.d6.map(lambda f: faces[f - 1].damage + (chain(depth - 1) if faces[f - 1].critical else 0))

    depth = 6
    rolled = 3 @ chain(depth)
    exact_below = depth * min(f.damage for f in faces if f.critical)
    series = list(islice(total_series(3, faces), exact_below))
    assert [rolled.probability(t) for t in range(exact_below)] == series


def test_the_series_has_all_the_mass():
    series = list(islice(total_series(5, IRON_SWORD), 400))
    assert 0 < 1 - sum(series) < Fraction(1, 10**40)


def test_mean_total_is_damage_over_the_faces_that_end_a_chain():
    assert mean_total(1, IRON_SWORD) == Fraction(21, 5)
    assert mean_total(5, MONSTER_CLAW) == 5 * Fraction(12, 5)
    series = list(islice(total_series(2, ATTACK_DIE), 600))
    assert abs(sum(t * p for t, p in enumerate(series)) - mean_total(2, ATTACK_DIE)) < Fraction(1, 10**30)


def test_burning_counts_crit_dice_too():
    assert burning_chance(1, IRON_SWORD) == 0
    assert burning_chance(2, ATTACK_DIE) == 1 - Fraction(4, 5) ** 2  # 4 calm ends of the 5 calm faces
    brute = Fraction(0)

    def roll(pending: int, p: Fraction, rolled: int) -> None:
        nonlocal brute
        if pending and rolled < 30:
            for face in ATTACK_DIE:
                if face.burning:
                    brute += p / 6
                else:
                    roll(pending - 1 + face.critical, p / 6, rolled + 1)

    roll(1, Fraction(1), 0)
    assert 0 <= burning_chance(1, ATTACK_DIE) - brute < Fraction(1, 10**15)


def test_a_zero_damage_crit_only_rerolls():
    faces = table([Face(0, critical=True), Face(1), Face(2), Face(3), Face(4), Face(5)])
    assert list(islice(total_series(1, faces), 7)) == [0, *[Fraction(1, 5)] * 5, 0]


def test_bad_weapons_and_attacks_are_refused():
    with pytest.raises(MeshalError) as caught:
        table([Face(6, critical=True)] * 6)
    assert caught.value.code == "tactics-weapon-endless"
    with pytest.raises(MeshalError):
        table([Face(1)] * 5)
    with pytest.raises(MeshalError):
        table([Face(-1)] + [Face(1)] * 5)
    with pytest.raises(MeshalError) as caught:
        Attack(5, IRON_SWORD, defense=-1)
    assert caught.value.code == "tactics-defense-low"
    with pytest.raises(MeshalError):
        Attack(-1, IRON_SWORD)
    with pytest.raises(MeshalError) as caught:
        Attack(MAX_DICE + 1, IRON_SWORD)
    assert caught.value.code == "tactics-too-many-dice"


def test_hp_lost_sums_the_totals_it_floors():
    attack = Attack(5, IRON_SWORD, HALF, 5)
    prefix = hp_prefix(attack, 3)
    series = list(islice(total_series(5, IRON_SWORD), 40))
    assert set(prefix) == {0, 1, 2, 3}
    for h in range(4):
        assert prefix[h] == sum(p for t, p in enumerate(series) if t * HALF // 5 == h)


def test_listing_stops_below_a_trillionth_and_gives_the_rest_exactly():
    found = listed(partial(hp_prefix, Attack(5, IRON_SWORD, HALF, 5)))
    values = [v for v, _ in found.outcomes]
    assert values == list(range(len(values)))
    assert found.remainder == 1 - sum(p for _, p in found.outcomes)
    assert 0 < found.remainder < rules.LISTED_MASS
    assert found.remainder + found.outcomes[-1][1] >= rules.LISTED_MASS  # one value fewer would not do
    longer = hp_prefix(Attack(5, IRON_SWORD, HALF, 5), 60)
    assert all(longer[v] == p for v, p in found.outcomes)


def test_a_weapon_without_crits_is_listed_whole():
    plain = table([Face(n) for n in range(1, 7)])
    found = listed(partial(hp_prefix, Attack(2, plain)))
    assert found.remainder == 0
    assert dict(found.outcomes) == {s: Fraction(6 - abs(s - 7), 36) for s in range(2, 13)}


def test_no_dice_and_no_multiplier_lose_nothing():
    assert listed(partial(hp_prefix, Attack(0, IRON_SWORD))).outcomes == ((0, Fraction(1)),)
    assert listed(partial(hp_prefix, Attack(5, IRON_SWORD, Fraction(0)))).outcomes == ((0, Fraction(1)),)


# --- Multipliers (2.1.1) -------------------------------------------------------------------------

def test_two_times_two_is_three():
    assert merged([2, 2]) == 3  # "×2倍再×2倍应该是×3倍(2+2-1)"
    assert merged([2]) == 2
    assert merged([]) == 1
    assert merged([HALF, rules.EFFECTIVE_MULTIPLIER]) == 1  # 50% reduction against an effective weapon (×1.5)
    assert merged([HALF, HALF, HALF]) == 0  # −1/2: nothing, not healing


def test_physical_quantities_multiply():
    assert physical([2, 2]) == 4
    assert physical([]) == 1


def test_a_merged_multiplier_divides_like_one():
    found = hp_prefix(Attack(3, MONSTER_CLAW, merged([2, 2]), 4), 10)
    assert found == hp_prefix(Attack(3, MONSTER_CLAW, Fraction(3), 4), 10)


# --- Exchanges ------------------------------------------------------------------------------------

SWORD_HIT = Attack(5, IRON_SWORD, HALF, 5)
CLAW_HIT = Attack(5, MONSTER_CLAW, Fraction(1), 3)


def test_the_pursuing_side_hits_twice():
    found = exchange(SWORD_HIT, CLAW_HIT, 6, 1)
    assert found.pursuit == "attacker"
    twice = added([partial(hp_prefix, SWORD_HIT)] * 2)(40)
    assert all(twice[v] == p for v, p in found.defender.outcomes)
    assert max(twice) == 40
    assert found.attacker == listed(partial(hp_prefix, CLAW_HIT))
    assert 0 < found.defender.remainder < rules.LISTED_MASS


def test_two_attacks_add_up_exactly():
    once = hp_prefix(SWORD_HIT, 30)
    twice = added([partial(hp_prefix, SWORD_HIT)] * 2)(30)
    assert twice[3] == sum(once[i] * once[3 - i] for i in range(4))


def test_a_huge_multiplier_lists_few_far_apart_values():
    found = listed(partial(hp_prefix, Attack(2, IRON_SWORD, Fraction(10**6))))
    assert found.outcomes[:2] == ((0, Fraction(1, 36)), (3 * 10**6, Fraction(1, 6)))
    both = exchange(Attack(2, IRON_SWORD, Fraction(10**6)), Attack(2, IRON_SWORD, Fraction(10**6)), 9, 1)
    assert both.defender.outcomes[0] == (0, Fraction(1, 36) ** 2)


def test_without_a_dex_gap_each_side_hits_once():
    found = exchange(SWORD_HIT, CLAW_HIT, 5, 1)
    assert found.pursuit is None
    assert found.defender == listed(partial(hp_prefix, SWORD_HIT))
    assert exchange(SWORD_HIT, CLAW_HIT, 1, 6).attacker == listed(added([partial(hp_prefix, CLAW_HIT)] * 2))


# --- Attributes (2.1.2, 2.1.3) --------------------------------------------------------------------

def test_a_fresh_character():
    values = attributes([])
    assert values == dict.fromkeys(rules.ATTRIBUTES, 2)
    assert derived(values) == derived(values, "walk")
    found = derived(values)
    assert (found.hp, found.movement, found.defense, found.magic_defense) == (3 + 2 * 2 + 2, 3, 1, 1)


def test_derived_attributes():
    values = attributes(["vit", "per", "str"], [{"vit": 1}])  # Vit 4, Per 3
    found = derived(values, armour=2, magic_armour=1)
    assert found.hp == 3 + 4 * 2 + 3 == 14
    assert found.defense == 4 // 2 + 2 == 4
    assert found.magic_defense == 3 // 2 + 1 == 2
    assert derived(attributes(["vit"])).defense == 1  # Vit 3 ÷ 2 rounds down


@pytest.mark.parametrize(("movement_type", "movement"), [("walk", 3), ("mounted", 5), ("flying", 5),
                                                         ("heavy", 2), ("water", 3)])
def test_movement_by_type(movement_type, movement):
    assert derived(attributes([]), movement_type).movement == movement


def test_slowed_and_the_nobles_extra_step():
    assert derived(attributes([]), slowed=True).movement == 2
    assert derived(attributes([]), movement_bonus=1).movement == 4  # 贵族 【移动力+1】


def test_free_points_go_to_different_attributes():
    assert attributes(["str", "dex", "vit"])["str"] == 3
    with pytest.raises(MeshalError) as caught:
        attributes(["str", "str"])
    assert caught.value.code == "tactics-free-points"
    with pytest.raises(MeshalError) as caught:
        attributes(["str", "dex", "vit", "per"])
    assert caught.value.code == "tactics-free-points-count"


def test_the_other_reading_of_free_points_allows_repeats():
    """Ruling tactics-free-points: "(不可重复)" read as distinct by default; ``free`` is the other reading."""
    assert attributes(["str", "str", "str"], reading="free")["str"] == 5
    with pytest.raises(MeshalError) as caught:
        attributes(["str"] * 4, reading="free")
    assert caught.value.code == "tactics-free-points-count"
    with pytest.raises(MeshalError) as caught:
        attributes([], reading="any")
    assert caught.value.code == "tactics-reading-unknown"
    with pytest.raises(MeshalError) as caught:
        attributes(["might"])
    assert caught.value.code == "tactics-attribute-unknown"


def test_three_mastered_classes_give_one_point():
    assert attributes([], mastery=["str"], mastered_classes=3)["str"] == 3
    assert attributes([], mastery=["str", "str"], mastered_classes=6)["str"] == 4
    with pytest.raises(MeshalError) as caught:
        attributes([], mastery=["str"], mastered_classes=2)
    assert caught.value.code == "tactics-mastery-points"


#: 4.4's starting classes: 属性加成 and 移动类型, as the seed gives them (the content's class entries carry them too).
CLASSES = {
    "候补战士": ({"str": 2, "vit": 1}, "walk", 0),
    "候补射手": ({"dex": 2, "per": 1}, "walk", 0),
    "见习法师": ({"int": 2, "per": 1}, "walk", 0),
    "预备骑士": ({"str": 1, "vit": 1, "per": 1}, "mounted", 0),
    "见习牧师": ({"vit": 1, "per": 2}, "walk", 0),
    "贵族": ({}, "walk", 1),
}


@pytest.mark.parametrize("name", CLASSES)
def test_the_class_bonuses(name):
    bonus, movement_type, extra = CLASSES[name]
    values = attributes(["str", "vit", "per"], [bonus])
    found = derived(values, movement_type, movement_bonus=extra)
    assert all(values[a] == 2 + (a in ("str", "vit", "per")) + bonus.get(a, 0) for a in rules.ATTRIBUTES)
    assert found.hp == 3 + values["vit"] * 2 + values["per"]
    assert found.movement == {"walk": 3, "mounted": 5}[movement_type] + extra
    assert sum(bonus.values()) == (0 if name == "贵族" else 3)


def test_race_and_status_bonuses_add():
    elf = attributes(["dex", "int", "per"], [{"dex": 1, "str": -1}, {"str": 2}])  # elf, then 【力量2】
    assert (elf["dex"], elf["str"]) == (4, 3)
    half_dragon = attributes([], [{"int": 1, "con": -2}])
    assert half_dragon["con"] == 0


# --- Daily checks (2.2) ---------------------------------------------------------------------------

def test_a_daily_check_reads_each_die_through_the_table():
    # iron sword faces → 0, 3, 3, 3, 6, 6: two dice reach 7 with 3+6 or 6+6 (or more)
    per_die = {0: Fraction(1, 6), 3: HALF, 6: Fraction(1, 3)}
    expected = sum((p * q for a, p in per_die.items() for b, q in per_die.items() if a + b >= 7), Fraction(0))
    assert success(2, IRON_SWORD, 7) == expected == Fraction(4, 9)
    assert success(2, IRON_SWORD, 0) == 1
    assert listed(check_prefix(2, IRON_SWORD)).remainder == 0  # no crit: bounded


def test_the_other_readings_of_a_daily_check():
    assert success(2, IRON_SWORD, 7, "faces") == Fraction(21, 36)  # 2d6 ≥ 7
    with_crits = success(2, IRON_SWORD, 7, "table-crit")
    assert with_crits > success(2, IRON_SWORD, 7)  # a ⚡6 adds a die
    series = list(islice(total_series(2, IRON_SWORD), 7))
    assert with_crits == 1 - sum(series)
    with pytest.raises(MeshalError) as caught:
        success(2, IRON_SWORD, 7, "roll-under")
    assert caught.value.code == "tactics-reading-unknown"


# --- Initiative (7.1.1) ---------------------------------------------------------------------------

def test_initiative_is_2d6_plus_dex():
    found = initiative(3)
    assert found == {s + 3: Fraction(6 - abs(s - 7), 36) for s in range(2, 13)}


def test_who_acts_first():
    assert acts_first(4, 4) == HALF
    brute = Fraction(0)
    for a, b, c, d in product(range(1, 7), repeat=4):
        if a + b + 6 >= c + d + 1:  # ties go to the higher Dex
            brute += Fraction(1, 6**4)
    assert acts_first(6, 1) == brute
    assert acts_first(1, 6) == 1 - brute
    assert acts_first(3, 2) + acts_first(2, 3) == 1


# --- Movement (7.1.2.1, 7.3) ----------------------------------------------------------------------

def test_soldier_a_without_difficult_ground_moves_three():
    assert walk(["plain", "plain", "plain", "plain"], 3) == walk(["plain"] * 3, 3)
    assert walk(["plain"] * 4, 3).entered == 3  # 情况1


def test_soldier_a_cannot_enter_the_forest_with_one_left():
    found = walk(["plain", "plain", "forest"], 3)  # 情况2: "因为剩余移动力不足, 而无法进入树林"
    assert (found.entered, found.left) == (2, 1)
    assert walk(["plain", "forest"], 3).entered == 2  # 1 + 2 = 3: enough


def test_step_costs():
    assert step_cost("plain") == 1
    assert step_cost("forest") == step_cost("mountain") == step_cost("river") == 2
    assert step_cost("fort") == 1
    assert step_cost("wall") is None and step_cost("boulder", "flying") is None
    assert step_cost("forest", "mounted") is None  # 《移动类型：马》 never enters difficult ground
    assert step_cost("mountain", "flying") == 1
    assert step_cost("river", "water") == 1
    assert step_cost("forest", elf=True) == 1  # 【密林仙踪】
    assert step_cost("forest", "mounted", elf=True) == 2  # ridden into as difficult ground
    assert walk(["plain", "forest"], 5, "mounted").entered == 1
    with pytest.raises(MeshalError):
        step_cost("lava")


def test_terrain_bonuses():
    assert terrain_bonus("forest") == (1, 0)
    assert terrain_bonus("mountain") == (2, 0)
    assert terrain_bonus("fort") == (2, 2)
    assert terrain_bonus("mountain", "flying") == (0, 0)
    assert terrain_bonus("river", "water") == (1, 1)
    assert terrain_bonus("forest", elf=True) == (2, 1)


# --- The shipped content carries the engine's numbers ----------------------------------------------

@pytest.fixture(scope="module")
def compendium():
    return load_compendium()


def test_the_contents_weapons_are_the_tables_read_here(compendium):
    sword = compendium.get("weapon", "iron-sword").data
    assert faces_of(sword["faces"]) == IRON_SWORD
    assert faces_of(sword["enhancement"]["attack_die"]) == ATTACK_DIE
    assert faces_of(compendium.get("weapon", "monster-claw").data["faces"]) == MONSTER_CLAW


def test_the_contents_classes_have_the_seeds_bonuses(compendium):
    found = {c.name.get("zh"): c.data for c in compendium.all("class") if c.data.get("tier") == "basic"}
    assert set(found) == set(CLASSES)
    for name, (bonus, movement_type, extra) in CLASSES.items():
        data = found[name]
        assert {row["attribute"]: row["amount"] for row in data["bonuses"]} == bonus
        assert data["movement"] == movement_type
        assert sum(t.get("movement", 0) for t in data.get("traits", ())) == extra


def test_the_contents_terrain_and_movement_types_are_the_rules(compendium):
    for terrain, (difficult, passable, defense, magic) in rules.TERRAIN.items():
        data = compendium.get("terrain", terrain).data
        assert data["difficulty"] == ("difficult" if difficult else "normal" if passable else "impassable")
        if passable:
            assert data["movement_cost"] == step_cost(terrain)
        assert (data.get("defense", 0), data.get("magic_defense", 0)) == (defense, magic)
    for movement_type, movement in rules.MOVEMENT.items():
        assert compendium.get("movement-type", movement_type).data["movement"] == movement


def test_the_calculator_data(compendium):
    data = calculator_data(compendium, "en")
    json.dumps(data)  # nothing but JSON: fractions are strings
    assert data["rules"]["LISTED_MASS"] == "1/1000000000000" and data["rules"]["MOVEMENT"]["heavy"] == 2
    sword = next(w for w in data["weapons"] if w["id"] == "iron-sword")
    assert sword["name"] == "Iron Sword" and sword["faces"][5] == {"damage": 6, "critical": True, "burning": False}
    enhanced = next(w for w in data["weapons"] if w["id"] == "iron-sword/attack-die")
    assert enhanced["weapon"] == "iron-sword"
    assert enhanced["faces"][5] == {"damage": 7, "critical": True, "burning": True}
    races = {r["id"]: r for r in data["races"]}
    assert races["elf"]["elf"] and not races["dwarf"]["elf"]
    assert {"choices": ["dex", "int"], "amount": 1} in races["elf"]["bonuses"]
    heron = next(f for f in races["beastkin"]["forms"] if f["id"] == "heron")
    assert (heron["movement"], heron["bonus"]) == ("flying", {"dex": 1})
    classes = {c["id"]: c for c in data["classes"]}
    assert classes["noble"]["movement_bonus"] == 1 and classes["knight-reserve"]["dismounted"] == "walk"
    assert data["names"]["attribute"]["str"] == "Str"
    assert "tactics-weapon-endless" in data["messages"] and "tactics-odds-heading" not in data["messages"]
    assert calculator_data(compendium, "zh")["names"]["attribute"]["str"] == "力量"
    # the rulings a calculator names under its numbers: their names, readings and pages
    crit = data["rulings"]["tactics-crit-chain"]
    assert crit["page"] == "tactics/errata/#tactics-crit-chain" and crit["readings"]["chain"] == "Criticals chain"
    assert set(data["rulings"]) >= {"tactics-claw-blanks", "tactics-zero-defense", "tactics-shield-zero"}
    assert data["blank_cells"] == {"monster-claw": ["tactics-claw-blanks", "faces-1-2"]}


def _fallen_brute(hp_attacker: int, hp_defender: int, who: str | None):
    """Every roll of 2 dice (attack), 1 die (counter) and their pursuits, through a plain bounded table."""
    plain = table(Face(d) for d in (0, 1, 1, 2, 3, 4))
    rolls = lambda n: [(sum(plain[f - 1].damage for f in fs), Fraction(1, 6**n)) for fs in product(range(1, 7), repeat=n)]  # noqa: E731,E501
    attacker, defender = Counter(), Counter()
    for (a1, p1), (c1, q1), (a2, p2), (c2, q2) in product(rolls(2), rolls(1), rolls(2), rolls(1)):
        lost_d, lost_a = a1, 0
        if a1 < hp_defender:  # the defender stands and counters
            lost_a = c1
            if c1 < hp_attacker:  # both stand: the pursuit
                lost_d += a2 if who == "attacker" else 0
                lost_a += c2 if who == "defender" else 0
        attacker[lost_a] += p1 * q1 * p2 * q2
        defender[lost_d] += p1 * q1 * p2 * q2
    return plain, attacker, defender


@pytest.mark.parametrize(("dexes", "who"), [((6, 1), "attacker"), ((1, 6), "defender"), ((3, 3), None)])
@pytest.mark.parametrize(("hp_attacker", "hp_defender"), [(1, 1), (3, 2), (5, 4)])
def test_a_fallen_side_neither_counters_nor_pursues(dexes, who, hp_attacker, hp_defender):
    """7.2.1 (lines 312-313): at HP ≤ 0 a character can take no action (ruling tactics-fallen-counter)."""
    plain, attacker, defender = _fallen_brute(hp_attacker, hp_defender, who)
    found = exchange_with_hp(Attack(2, plain), Attack(1, plain), *dexes, hp_attacker, hp_defender)
    assert dict(found.attacker.outcomes) == {v: p for v, p in attacker.items() if p}
    assert dict(found.defender.outcomes) == {v: p for v, p in defender.items() if p}
