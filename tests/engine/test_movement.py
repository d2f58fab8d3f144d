"""Movement (handbook L371-423) and poses (L424-454)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from meshal_compendium.problems import MeshalError
from meshal_compendium.rulesets.meshal.engine.movement import (
    environment_resistance,
    move,
    pose,
    pose_change,
    push_resistance,
    resistance,
    steps,
)
from meshal_compendium.rulesets.meshal.engine.time import Timing


def test_speed_2_with_resistance_2_moves_1_step():
    """L375: "移速为2, 在阻力为2的情况下只能移动1步"."""
    assert steps(2, 2) == 1
    assert move(2, terrain=[1]).steps == 1


def test_resistance_is_at_least_1_and_additive():
    """L377-378."""
    assert resistance() == 1
    assert resistance(1, 1) == 3
    assert resistance(-3) == 1


def test_sprint_doubles_speed_and_costs_1_acted():
    """L405."""
    found = move(3, sprint=True, terrain=[1])
    assert (found.speed, found.steps, found.acted) == (6, 3, 1)


def test_cross_over_adds_1_per_step_of_height():
    """L407; an obstacle taller than you must be climbed."""
    assert move(4, cross_over=1).resistance == 2
    assert move(4, cross_over=Fraction(3, 2)).steps == 2  # under 1 step is ignored
    with pytest.raises(MeshalError):
        move(4, cross_over=3, own_height=2)


def test_push_adds_weight_over_might_x10():
    """L413: weight ÷ (Might x10), kept exact until the final step count."""
    assert push_resistance(60, 4) == Fraction(3, 2)
    found = move(5, push_kg=60, might=4)
    assert found.resistance == Fraction(5, 2) and found.steps == 2


def test_environment_resistance():
    """Thick liquid: resistance +1 (L877)."""
    thick = [[{"type": "resistance", "amount": 1}, {"type": "action-time", "seconds": 1}]]
    assert environment_resistance(thick) == 1
    assert move(3, environments=thick).steps == 1


def test_poses():
    """L432-445: cover against ranged attacks, resistance, roll penalty."""
    assert (pose("crouching").ranged_cover, pose("crouching").resistance) == (1, 1)
    assert pose("mounted").ranged_cover == 1 and not pose("mounted").moves_alone
    prone = pose("prone")
    assert (prone.ranged_cover, prone.resistance, prone.roll_penalty) == (3, 2, 2)
    assert pose("lying") == pose("lying")
    assert move(3, posture="prone").steps == 1
    with pytest.raises(MeshalError):
        move(3, posture="mounted")


def test_pose_changes():
    """L449-451."""
    assert pose_change("standing", "prone") == Timing(0)
    assert pose_change("crouching", "standing") == Timing(1)
    assert pose_change("mounted", "prone") == Timing(0)
    assert pose_change("prone", "standing") == Timing(2)
    assert pose_change("lying", "crouching") == Timing(1)
    assert pose_change("prone", "lying") == Timing(0)
    assert pose_change("standing", "standing") is None
    with pytest.raises(MeshalError):
        pose("flying")
