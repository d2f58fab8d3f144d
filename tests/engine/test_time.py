"""Actions on the timeline and effect durations (handbook L261-279, L846), environments."""

from __future__ import annotations

import pytest

from meshal_compendium.model import Provenance
from meshal_compendium.problems import MeshalError
from meshal_compendium.rulesets.meshal.engine.time import (
    Timing,
    effect_ends,
    in_environment,
    schedule,
    with_along,
)
from meshal_compendium.rulesets.meshal.model import Environment


def test_action_1_gap_2_acts_again_at_second_4():
    """L270: [行动1][破绽2] at second 1 is done at 1; the gap runs until your turn at second 4."""
    found = schedule(Timing(action=1, gap=2), start=1)
    assert found.done == 1
    assert found.gap == (2, 3)
    assert found.next_action == 4


def test_two_acted_end_the_gap_at_once():
    """L270: adding 2 Acted during that gap ends it at once: the next turn is yours again."""
    found = schedule(Timing(action=1, gap=2), start=1, acted=2)
    assert found.gap == () and found.acted == 2
    assert found.next_action == 2


def test_one_acted_shortens_the_gap_by_one_second():
    assert schedule(Timing(action=1, gap=2), start=1, acted=1).next_action == 3


def test_action_1_keep_5_gap_2():
    """L272: [行动1][维持5][破绽2] at second 1: kept up to 5 seconds, then a 2-second gap."""
    full = schedule(Timing(action=1, keep=5, gap=2), start=1)
    assert full.done == 1 and full.keep_until == 6
    assert full.gap == (7, 8) and full.next_action == 9
    early = schedule(Timing(action=1, keep=5, gap=2), start=1, kept=2)
    assert early.keep_until == 3 and early.gap == (4, 5) and early.next_action == 6


def test_keeping_longer_than_allowed_is_an_error():
    with pytest.raises(MeshalError):
        schedule(Timing(action=1, keep=2), start=1, kept=3)


def test_action_3_is_done_in_its_third_second():
    """L262: [行动3] takes 3 seconds."""
    found = schedule(Timing(action=3), start=1)
    assert found.done == 3 and found.next_action == 4


def test_instants_take_none_of_your_seconds():
    """L274: any number of instants per second; a defense ([瞬间][破绽1], L821) then blocks
    the next second."""
    assert schedule(Timing(action=0), start=3).next_action == 3
    defense = schedule(Timing(action=0, gap=1), start=3)
    assert defense.gap == (4,) and defense.next_action == 5
    assert schedule(Timing(action=0, gap=1), start=3, acted=1).next_action == 3


def test_along_actions_add_their_seconds():
    """L276: "近战攻击+[行动1]": seconds add up; an instant that gains seconds is not instant."""
    combined = with_along(Timing(action=1, gap=1), Timing(action=1, along=True))
    assert combined == Timing(action=2, gap=1)
    assert not with_along(Timing(action=0), Timing(action=1, along=True)).instant


def test_effect_gained_at_second_1_lasting_3_ends_at_second_4():
    """L846: "若你在第1秒获得了1个持续3秒的效果, 那么在第4秒轮到你时这个效果就会消除"."""
    assert effect_ends(gained_at=1, duration=3) == 4


def environment(effects):
    data = {"kind": "environment", "id": "x", "name": {"en": "x"}, "category": "other",
            "effects": effects, "summary": {"en": "x"}}
    return Environment.build(data, Provenance("test", "test.yaml", 1, 1))


THICK = environment([{"type": "resistance", "amount": 1}, {"type": "action-time", "seconds": 1}])
RIPTIDE = environment([{"type": "gap-time", "seconds": 1}])
LOW_GRAVITY = environment([{"type": "action-time", "seconds": -1},
                           {"type": "gap-time", "seconds": 1}])
HIGH_GRAVITY = environment([{"type": "action-time", "seconds": 1},
                            {"type": "gap-cost", "acted": 2}])


def test_thick_liquid_adds_a_second_to_actions():
    """L877: all action times +1 s (timed actions; instants stay instant)."""
    assert in_environment(Timing(action=1, gap=2), [THICK]) == Timing(action=2, gap=2)
    assert in_environment(Timing(action=0, gap=1), [THICK]).instant


def test_riptide_and_cold_add_a_gap_second():
    """L881, L925: every action gains 1 s of gap."""
    assert in_environment(Timing(action=1), [RIPTIDE]).gap == 1
    assert in_environment(Timing(action=1, gap=1), [RIPTIDE, RIPTIDE]).gap == 3


def test_low_gravity_can_make_an_action_instant():
    """L955 with L274: action −1 s, gap +1 s; [行动1] falls below 1 s and becomes instant."""
    found = in_environment(Timing(action=1, gap=1), [LOW_GRAVITY])
    assert found.instant and found.gap == 2


def test_high_gravity_gap_costs_2_acted_a_second():
    """L959: action +1 s, and each second of gap needs 2 Acted to remove."""
    timing = in_environment(Timing(action=1, gap=2), [HIGH_GRAVITY])
    assert timing.action == 2 and timing.gap_cost == 2
    assert schedule(timing, start=1, acted=2).gap == (3,)
    assert schedule(timing, start=1, acted=4).next_action == 3


def test_timing_from_content():
    assert Timing.of({"action": 1, "gap": 2, "keep": 5}) == Timing(1, 2, 5)
