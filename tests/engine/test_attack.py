"""Attacks and defense (handbook L752-837)."""

from __future__ import annotations

import itertools
from fractions import Fraction

import icepool
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from meshal_compendium.problems import MeshalError
from meshal_compendium.rulesets.meshal.engine.attack import (
    Modifiers,
    Situation,
    attack_outcome,
    blinds,
    defense_pool,
    fall_attack,
    is_immune,
    is_unconscious,
    melee_reach,
    over_range_multiples,
    protection_modifiers,
    relevant_protection,
    situation_modifiers,
    thrown_range,
    with_ammunition,
    wounds,
)
from meshal_compendium.rulesets.meshal.engine.dice import FACES, points_distribution, read_faces
from meshal_compendium.rulesets.meshal.handbook import Protections
from meshal_compendium.rulesets.meshal.notation import POINTS, DicePool

ARMOURED = Protections(physical=2, energetic=1, spectral=-1)


def test_protection_gives_equal_penalty():
    """L135: Physical Saving gives equal penalty to physical attacks."""
    assert protection_modifiers(["physical"], ARMOURED) == Modifiers(0, 2)


def test_negative_protection_is_a_weakness():
    """L145, L762: negative protection gives that much advantage."""
    assert protection_modifiers(["spectral"], ARMOURED) == Modifiers(1, 0)


def test_multi_type_uses_the_lowest_protection():
    """L790: a physical/energetic attack uses the lower of PS and ES."""
    assert relevant_protection(["physical", "energetic"], ARMOURED) == 1
    assert relevant_protection(["physical", "spectral"], ARMOURED) == -1


def test_raw_ignores_protection():
    """L788: protection gives raw attacks no penalty (raw counts as 0 in a multi-type)."""
    assert relevant_protection(["raw"], ARMOURED) == 0
    assert relevant_protection(["raw", "physical"], ARMOURED) == 0
    assert relevant_protection(["raw", "spectral"], ARMOURED) == -1


def test_immunity_needs_every_type():
    """L146-147: a multi-type attack with a type you are not immune to still threatens you."""
    golem = Protections(physical=3, immune=frozenset({"spectral"}))
    assert is_immune(["spectral"], golem)
    assert not is_immune(["spectral", "physical"], golem)
    assert relevant_protection(["spectral", "physical"], golem) == 3
    with pytest.raises(MeshalError) as caught:
        relevant_protection(["spectral"], golem)
    assert caught.value.code == "attack-immune"


def test_penetrate_cancels_only_positive_protection():
    """L761: penetrate never turns protection ≤ 0 into a weakness or helps against it."""
    assert relevant_protection(["physical"], ARMOURED, penetrate=1) == 1
    assert relevant_protection(["physical"], ARMOURED, penetrate=5) == 0
    assert relevant_protection(["spectral"], ARMOURED, penetrate=5) == -1


def test_unknown_attack_type():
    with pytest.raises(MeshalError) as caught:
        relevant_protection(["fire"], ARMOURED)
    assert caught.value.code == "attack-unknown-type"


def test_over_range_costs_2_penalty_per_started_multiple():
    """L810: each multiple of range exceeded adds 2 penalty."""
    assert over_range_multiples(10, 10) == 0
    assert over_range_multiples(11, 10) == 1
    assert over_range_multiples(20, 10) == 1
    assert over_range_multiples(21, 10) == 2
    assert situation_modifiers(Situation(distance=25, weapon_range=10)) == Modifiers(0, 4)


def test_situation_adds_everything():
    """Cover (L764), 2 per blindage creature (L769), too close 2 (L803), thrown 2 (L812)."""
    situation = Situation(types=("physical",), protections=ARMOURED, cover=1,
                          blindage_creatures=2, too_close=True, thrown=True)
    assert situation_modifiers(situation) == Modifiers(0, 2 + 1 + 4 + 2 + 2)


def test_thrown_melee_weapon_range_is_might_x3():
    """L812: range Might x3."""
    assert thrown_range(4) == 12


def test_blindage_creatures_are_within_one_size():
    """L769: same size, one larger or one smaller."""
    assert blinds("medium", "small") and blinds("medium", "large") and blinds("medium", "medium")
    assert not blinds("medium", "huge") and not blinds("medium", "micro")


def test_defenses():
    """L828-834: block Might🎲, dodge Elastane🎲, resist Sense🎲."""
    assert defense_pool("block") == DicePool(POINTS, attributes=("might",))
    assert defense_pool("dodge").render("en") == "Elastane🎲"
    assert defense_pool("resist").render() == "直觉🎲"


def test_wounds_never_below_zero():
    """L824: attack − defense, at least 0."""
    assert wounds(3, 1) == 2
    assert wounds(1, 3) == 0


def brute_attack(attack_dice: int, defense_dice: int):
    hit = solid = total = 0
    wound_counts: dict[int, int] = {}
    for a_faces in itertools.product(FACES, repeat=attack_dice):
        a = read_faces(POINTS, a_faces)
        for d_faces in itertools.product(FACES, repeat=defense_dice):
            d = read_faces(POINTS, d_faces)
            total += 1
            hit += a > 0
            solid += a > 0 and a - d <= 0
            wound_counts[max(0, a - d)] = wound_counts.get(max(0, a - d), 0) + 1
    return (Fraction(hit, total), Fraction(solid, total),
            {k: Fraction(v, total) for k, v in wound_counts.items()})


@pytest.mark.parametrize("attack, defense", [(1, 1), (2, 2), (3, 1), (3, 3)])
def test_attack_outcome_matches_enumeration(attack, defense):
    """Hit = attack > 0 (L774); solid defense: a hit brought to 0, not a 0 attack (L836)."""
    found = attack_outcome(points_distribution(attack), points_distribution(defense))
    hit, solid, wound = brute_attack(attack, defense)
    assert (found.hit, found.solid_defense, dict(found.wounds.outcomes)) == (hit, solid, wound)


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 10), st.integers(1, 10))
def test_wounds_match_icepool(attack, defense):
    point = icepool.d6.map(lambda face: 1 if face >= 5 else 0)
    expected = (point.pool(attack).sum() - point.pool(defense).sum()).map(lambda v: max(0, v))
    found = attack_outcome(points_distribution(attack), points_distribution(defense))
    assert dict(found.wounds.outcomes) == {
        v: Fraction(q, expected.denominator()) for v, q in expected.items()}


def test_undefended_attack_wounds_are_its_points():
    found = attack_outcome(points_distribution(2))
    assert found.wounds == points_distribution(2) and found.solid_defense == 0


def test_knocked_out_when_hurts_exceed_might():
    """L119: Hurts > Might."""
    assert not is_unconscious(3, 3)
    assert is_unconscious(4, 3)


def test_falling():
    """L409, L422: over your own height: 3🎲 physical; +3 advantage per whole extra multiple."""
    assert fall_attack(2, 2) is None
    first = fall_attack(3, 2)
    assert first.pool == DicePool(POINTS, count=3) and first.advantage == 0
    assert first.type == "physical"
    assert fall_attack(4, 2).advantage == 3
    assert fall_attack(Fraction(59, 10), 2).advantage == 3
    assert fall_attack(6, 2).advantage == 6


def test_weapon_reach_bonus():
    """L801: with "触及+2步" a medium creature (reach 1) attacks within 3 steps, a large one
    (reach 2) within 4."""
    assert melee_reach(1, 2) == 3
    assert melee_reach(2, 2) == 4


def test_ammunition_makes_a_multi_type_attack():
    """L817: "3🎲能量攻击+弹药攻击" with physical ammunition is a physical/energetic attack."""
    types, modifiers = with_ammunition(["energetic"], ["physical"], 1)
    assert set(types) == {"energetic", "physical"} and modifiers == Modifiers(1, 0)
    assert relevant_protection(types, ARMOURED) == 1
