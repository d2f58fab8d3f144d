"""The shipped handbook environments (content/core) applied by the engine (L857-960)."""

from __future__ import annotations

import pytest

from meshal_compendium.load import load_compendium
from meshal_compendium.rulesets.meshal.engine.conditions import (
    drowning_hurts,
    environment_roll_penalty,
    perception_range,
)
from meshal_compendium.rulesets.meshal.engine.movement import move
from meshal_compendium.rulesets.meshal.engine.time import Timing, in_environment, schedule


@pytest.fixture(scope="module")
def env():
    compendium = load_compendium([])
    return lambda id: compendium.get("environment", id)


def test_thick_liquid(env):
    """L877: resistance +1 and all action times +1 s."""
    thick = env("thick-liquid")
    assert move(2, environments=[thick]).steps == 1
    assert in_environment(Timing(1, gap=2), [thick]) == Timing(2, gap=2)


def test_riptide_and_hypothermy_add_gap(env):
    """L881, L925: every action gets 1 more second of gap; both together, 2."""
    found = in_environment(Timing(1), [env("riptite"), env("hypothermy")])
    assert schedule(found, start=1).next_action == 4


def test_gravity(env):
    """L955, L959."""
    low = in_environment(Timing(1, gap=1), [env("low-gravity")])
    assert low.instant and low.gap == 2
    high = in_environment(Timing(1, gap=1), [env("high-gravity")])
    assert high.action == 2 and schedule(high, start=1, acted=2).next_action == 3


def test_hyperthermy_and_flashing(env):
    """L929: 2 penalty on every roll; L908: 2 penalty on vision actions."""
    assert environment_roll_penalty([env("hyperthermy")]) == 2
    assert environment_roll_penalty([env("flashing")], scope="vision") == 2
    assert environment_roll_penalty([env("flashing")]) == 0


def test_light_and_noise(env):
    """Glare/dim ÷2 (L896, L900), dark (L904), noisy ÷2 (L940), growling (L944)."""
    assert perception_range(60, "vision", [env("dim")]) == 30
    assert perception_range(60, "vision", [env("dark")]) == 0
    assert perception_range(30, "hearing", [env("noisy")]) == 15
    assert perception_range(30, "hearing", [env("growling")]) == 0
    assert perception_range(60, "vision", [env("bright"), env("quiet")]) == 60


def test_drowning_after_might_x10_seconds(env):
    """L885: Might x10 seconds, then 1 Hurt per second."""
    (effect,) = env("drowning").effects
    assert drowning_hurts(42, might=4, seconds_per_might=effect["seconds_per_might"]) == 2
