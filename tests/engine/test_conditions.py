"""Conditions: initiative, twilight, needs, unconsciousness, drowning, senses, encounters."""

from __future__ import annotations

from fractions import Fraction

import pytest

from meshal_compendium.problems import MeshalError
from meshal_compendium.rulesets.meshal.engine.conditions import (
    drowned,
    drowning_hurts,
    encounter_balance,
    environment_roll_penalty,
    initiative_pool,
    lowered,
    need_penalty,
    perception_range,
    twilight_test,
    unconsciousness_penalty,
    wake_after_combat_seconds,
)


def test_initiative_is_elastane_number():
    """L742: 灵巧🎲⁺."""
    assert initiative_pool().render() == "灵巧🎲⁺"


def test_hunger_three_days():
    """L981: 3 days without food → Might −3; it takes 3 days of eating to recover."""
    assert need_penalty("hungry", days_without=3) == 3
    assert [need_penalty("hungry", 3, fed) for fed in range(4)] == [3, 2, 1, 0]
    assert lowered(3, need_penalty("hungry", 3)) == 1  # never below 1 (L112)


def test_thirst_recovers_like_hunger():
    """L987."""
    assert need_penalty("thirsty", 2, 1) == 1


def test_sleep_recovers_one_per_six_hours():
    """L993."""
    assert need_penalty("sleepy", 2, recovered=5) == 2
    assert need_penalty("sleepy", 2, recovered=6) == 1
    assert need_penalty("sleepy", 2, recovered=12) == 0
    with pytest.raises(MeshalError):
        need_penalty("bored", 1)


def test_twilight_daily_test():
    """L224: Might − years in twilight 🎲 each day; at least 1 die."""
    found = twilight_test(might=4, years_in_twilight=1)
    assert found.dice == 3 and found.survive == Fraction(19, 27)
    assert twilight_test(3, 10).dice == 1


def test_unconsciousness():
    """L964: wake 10 minutes after combat; 1 penalty per knock-out until a full rest."""
    assert wake_after_combat_seconds() == 600
    assert unconsciousness_penalty(2) == 2


def test_drowning():
    """L885: Might x10 seconds, then 1 Hurt per second; dead after more minutes than Might."""
    assert drowning_hurts(30, might=3, seconds_per_might=10) == 0
    assert drowning_hurts(35, might=3, seconds_per_might=10) == 5
    assert not drowned(3, might=3) and drowned(4, might=3)


HOT = [{"type": "roll-penalty", "amount": 2, "scope": "all"}]
FLASHING = [{"type": "roll-penalty", "amount": 2, "scope": "vision"}]
DIM = [{"type": "perception-range", "mode": "vision", "divide": 2}]
DARK = [{"type": "perception-block", "mode": "vision"}]


def test_environment_penalties_and_senses():
    """Hyperthermy 2 on all rolls (L929), flashing 2 on vision (L908), dim ÷2 (L900)."""
    assert environment_roll_penalty([HOT]) == 2
    assert environment_roll_penalty([FLASHING]) == 0
    assert environment_roll_penalty([HOT, FLASHING], scope="vision") == 4
    assert perception_range(61, "vision", [DIM]) == 30
    assert perception_range(61, "vision", [DIM, DIM]) == 15
    assert perception_range(61, "hearing", [DIM]) == 61
    assert perception_range(61, "vision", [DARK]) == 0


def test_encounter_balance_within_30():
    """L174."""
    assert encounter_balance([60, 60], [100, 50]) == "balanced"
    assert encounter_balance([60, 60], [80]) == "easier"
    assert encounter_balance([60], [91]) == "harder"
