"""Movement (handbook L371-423) and poses (L424-454).

Resistance starts at 1 (your habitual terrain), everything else adds to it, and it is never
below 1 (L377-378). Steps = ⌊speed ÷ resistance⌋ (L375: speed 2 with resistance 2 moves 1
step); fractions (push/pull) are kept exact and only the final step count is rounded down.

Readings: crossing an obstacle adds 1 resistance per whole step of its height for the move in
which you cross it (L407: "在移动中临时增加 … 并在翻越过后扣除"; distances under 1 step are
ignored, L289); you cannot cross an obstacle taller than yourself (climb instead). Sprint doubles
the speed before resistance divides it and adds 1 Acted per sprint (L405).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ....problems import MeshalError
from .arith import exact, round_down
from .rules import (
    BASE_RESISTANCE,
    CROSS_OVER_RESISTANCE_PER_STEP,
    MIN_RESISTANCE,
    POSE_CHANGE_SECONDS,
    POSE_MOVES_ALONE,
    POSE_RANGED_COVER,
    POSE_RESISTANCE,
    POSE_ROLL_PENALTY,
    POSES,
    PUSH_KG_PER_MIGHT,
    SPRINT_ACTED,
    SPRINT_SPEED_FACTOR,
)
from .time import Timing
from .wear import spend


def resistance(*additions: Fraction | int) -> Fraction:
    """1 plus every terrain/environment/pose addition, at least 1 (L377-378)."""
    return max(Fraction(MIN_RESISTANCE), BASE_RESISTANCE + sum(map(exact, additions), Fraction(0)))


def environment_resistance(environments: Iterable[Any]) -> int:
    """Sum of the ``resistance`` effects of environments (e.g. thick liquid +1, L877)."""
    return sum(
        effect["amount"]
        for environment in environments
        for effect in getattr(environment, "effects", environment)
        if effect.get("type") == "resistance"
    )


def push_resistance(weight_kg: float | Fraction, might: int) -> Fraction:
    """Pushing or pulling adds weight ÷ (Might x10) resistance (L413)."""
    if might < 1:
        raise MeshalError("movement-bad-might", might=might)
    return exact(weight_kg) / (might * PUSH_KG_PER_MIGHT)


def cross_over_resistance(height_steps: float | Fraction, own_height_steps: float | None = None) \
        -> int:
    """+1 resistance per whole step of obstacle height, for the move that crosses it (L407)."""
    height = exact(height_steps)
    if own_height_steps is not None and height > exact(own_height_steps):
        raise MeshalError("movement-too-tall", height=height_steps, own=own_height_steps)
    return round_down(height) * CROSS_OVER_RESISTANCE_PER_STEP


def steps(speed: int, total_resistance: Fraction | int) -> int:
    """⌊speed ÷ resistance⌋ (L375)."""
    return round_down(Fraction(speed) / max(Fraction(MIN_RESISTANCE), exact(total_resistance)))


@dataclass(frozen=True)
class Move:
    """One active move: how far it goes and what it costs."""

    steps: int
    resistance: Fraction
    speed: int  # after sprint
    acted: int  # Acted added (sprint)


@dataclass(frozen=True)
class Pose:
    """One pose's effects (L432-445)."""

    name: str
    ranged_cover: int
    resistance: int
    roll_penalty: int
    moves_alone: bool


def pose(name: str) -> Pose:
    """The pose ``standing|crouching|mounted|prone|lying``."""
    if name not in POSES:
        raise MeshalError("movement-unknown-pose", name=name, known="/".join(POSES))
    return Pose(name, POSE_RANGED_COVER[name], POSE_RESISTANCE[name], POSE_ROLL_PENALTY[name],
                POSE_MOVES_ALONE[name])


def pose_change(current: str, wanted: str) -> Timing | None:
    """The action needed to change pose (an instant Timing for 瞬间), None when already in it
    (L449-451). Forced pose changes need no action at all (L453)."""
    pose(current), pose(wanted)
    if current == wanted:
        return None
    return Timing(POSE_CHANGE_SECONDS[current][wanted])


def move(
    speed: int, *, terrain: Iterable[Fraction | int] = (), environments: Iterable[Any] = (),
    posture: str = "standing", sprint: bool = False, cross_over: float | Fraction = 0,
    own_height: float | None = None, push_kg: float | Fraction = 0, might: int | None = None,
    had_acted: int = 0, max_acted: int | None = None,
) -> Move:
    """Steps of one active move (all resistances add; sprint doubles speed, +1 Acted on the
    ``had_acted`` already had, at most ``max_acted`` when given)."""
    current = pose(posture)
    if not current.moves_alone:
        raise MeshalError("movement-mounted")
    additions = [*terrain, environment_resistance(environments), current.resistance,
                 cross_over_resistance(cross_over, own_height)]
    if push_kg:
        if might is None:
            raise MeshalError("movement-bad-might", might="?")
        additions.append(push_resistance(push_kg, might))
    total = resistance(*additions)
    speed = speed * SPRINT_SPEED_FACTOR if sprint else speed
    acted = SPRINT_ACTED if sprint else 0
    spend("acted", acted, had_acted, max_acted)
    return Move(steps(speed, total), total, speed, acted)
