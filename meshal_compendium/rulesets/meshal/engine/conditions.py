"""Conditions over longer spans: initiative, twilight, needs, unconsciousness, drowning,
environment penalties and senses, encounter balance.

Hunger/thirst (L981, L987): each day without food (drink) lowers Might (Elastane) by 1; each day
you eat (drink) again lowers that penalty by at most 1. Sleepiness (L993): each day without sleep
lowers Sense by 1; every 6 hours of sleep lowers the penalty by 1. No effect takes an attribute
below 1 (L112).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Literal

from ....problems import MeshalError
from ..notation import NUMBER, POINTS, DicePool
from .arith import round_down
from .dice import points_distribution, pool_dice, success_chance
from .rules import (
    DROWNING_HURTS_PER_SECOND,
    ENCOUNTER_BALANCE_RANGE,
    INITIATIVE_ATTRIBUTE,
    MIN_ATTRIBUTE,
    NEEDS_ATTRIBUTES,
    PENALTY_PER_DAY_WITHOUT,
    PENALTY_PER_UNCONSCIOUSNESS,
    RECOVERY_PER_DAY_FED,
    SECONDS_PER_MINUTE,
    SLEEP_HOURS_PER_RECOVERY,
    WAKE_MINUTES_AFTER_COMBAT,
)


def initiative_pool() -> DicePool:
    """Initiative is 灵巧🎲⁺ (L742)."""
    return DicePool(NUMBER, attributes=(INITIATIVE_ATTRIBUTE,))


@dataclass(frozen=True)
class TwilightTest:
    """The daily test in twilight: Might − years in twilight 🎲, failure is death (L224)."""

    pool: DicePool
    dice: int
    survive: Fraction


def twilight_test(might: int, years_in_twilight: int) -> TwilightTest:
    """The pool, the dice rolled (at least 1) and the chance to survive the day."""
    if years_in_twilight < 0:
        raise MeshalError("conditions-negative", name="years")
    pool = DicePool(POINTS, attributes=("might",), modifier=-years_in_twilight)
    dice = pool_dice(pool, {"might": might})
    return TwilightTest(pool, dice, success_chance(points_distribution(dice)))


def need_penalty(need: str, days_without: int, recovered: int = 0) -> int:
    """Attribute penalty of hungry/thirsty/sleepy after ``days_without`` days and ``recovered``
    days fed/watered (hungry, thirsty) or ``recovered`` hours of sleep (sleepy)."""
    if need not in NEEDS_ATTRIBUTES:
        raise MeshalError("conditions-unknown-need", name=need, known="/".join(NEEDS_ATTRIBUTES))
    if days_without < 0 or recovered < 0:
        raise MeshalError("conditions-negative", name=need)
    if need == "sleepy":
        recovery = round_down(Fraction(recovered, SLEEP_HOURS_PER_RECOVERY))
    else:
        recovery = recovered * RECOVERY_PER_DAY_FED
    return max(0, days_without * PENALTY_PER_DAY_WITHOUT - recovery)


def lowered(attribute: int, penalty: int) -> int:
    """An attribute lowered by an effect, never below 1 (L112)."""
    return max(MIN_ATTRIBUTE, attribute - penalty)


def unconsciousness_penalty(times: int) -> int:
    """Each time you were knocked out: 1 penalty on every roll until a full rest (L964)."""
    return times * PENALTY_PER_UNCONSCIOUSNESS


def wake_after_combat_seconds() -> int:
    """You wake 10 minutes after the combat ends (L964)."""
    return WAKE_MINUTES_AFTER_COMBAT * SECONDS_PER_MINUTE


def drowning_hurts(seconds_in_water: int, might: int, seconds_per_might: int) -> int:
    """Hurts from drowning: none for Might x N seconds (N from the liquid's ``drowning`` effect,
    10 in the handbook), then 1 per second beyond (L885)."""
    grace = might * seconds_per_might
    return max(0, seconds_in_water - grace) * DROWNING_HURTS_PER_SECOND


def drowned(minutes_unconscious_in_water: int, might: int) -> bool:
    """Death when unconscious in the water for more minutes than Might (L885)."""
    return minutes_unconscious_in_water > might


def _effects(environments: Iterable[Any]) -> Iterable[dict]:
    for environment in environments:
        yield from getattr(environment, "effects", environment)


def environment_roll_penalty(environments: Iterable[Any], scope: str = "all") -> int:
    """Penalty from ``roll-penalty`` effects on a roll relying on ``scope`` (``all`` rolls, or a
    sense such as ``vision``): hyperthermy 2 on all rolls, flashing 2 on vision (L906, L929)."""
    return sum(
        effect["amount"] for effect in _effects(environments)
        if effect.get("type") == "roll-penalty" and effect.get("scope") in ("all", scope)
    )


def perception_range(base: int, mode: str, environments: Iterable[Any]) -> int:
    """A perceive range after environments: ``perception-block`` makes it 0 (only adjacent, L348),
    each ``perception-range`` divides it; rounded down once at the end."""
    effects = list(_effects(environments))
    if any(e.get("type") == "perception-block" and e.get("mode") == mode for e in effects):
        return 0
    value = Fraction(base)
    for effect in effects:
        if effect.get("type") == "perception-range" and effect.get("mode") == mode:
            value /= effect["divide"]
    return round_down(value)


def encounter_balance(
    player_levels: Iterable[int], enemy_levels: Iterable[int],
) -> Literal["balanced", "easier", "harder"]:
    """Sum potential levels on each side: within 30 is balanced; enemies lower is easier (L174)."""
    players, enemies = sum(player_levels), sum(enemy_levels)
    if abs(players - enemies) <= ENCOUNTER_BALANCE_RANGE:
        return "balanced"
    return "easier" if enemies < players else "harder"
