"""Actions on the timeline (handbook L261-279), effect durations (L846) and environments.

Seconds are your own turns: second s runs from your turn to the next creature's (L265).

- ``[行动n]`` started at second s is done at s + n − 1 (L267); keep and gap begin the
  second after (L267). ``[破绽m]`` then blocks seconds until s + n + m, when you act again; each
  Acted added shortens the gap by one second (L270). So [行动1][破绽2] at second 1 acts again at
  second 4, or — with 2 Acted — at second 2, the first turn after the action.
- ``[维持k]`` keeps the effect up to k seconds (or fewer); the gap follows when the keep ends
  (L272).
- An instant action (action time below 1 s) takes none of your seconds; its gap, if any, starts
  the next second (reading: same as a timed action done in that second), so a defense
  ([瞬间][破绽1]) at second 3 blocks second 4 and you act again at 5 (L274, L821).
- Along actions add their seconds to the action they go with; an instant with an along part that
  is not instant is no longer instant (L276).
- An effect gained at second s lasting d ends when your turn comes at second s + d (L846).

Environment effects (entries' structured ``effects``, L857-960) applied by ``in_environment``:
``action-time`` ±N s to actions of 1 s or more (reading: instants, such as defenses, stay instant
— the handbook's "所有行动时间+1秒" is read as timed actions; an action brought below 1 s becomes
instant, L274); ``gap-time`` ±N s to every action's gap (riptide, hypothermy, low gravity add a
gap even to actions that had none); ``gap-cost`` N Acted per gap second shortened (high
gravity). Several environments add up.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from ....problems import MeshalError
from .rules import GAP_SECONDS_PER_ACTED, INSTANT_ACTION
from .wear import spend


@dataclass(frozen=True)
class Timing:
    """``[行动action][维持keep][破绽gap]``; action 0 is ``[瞬间]``. ``gap_cost`` is the Acted
    needed per second of gap shortened."""

    action: int
    gap: int = 0
    keep: int = 0
    along: bool = False
    gap_cost: int = GAP_SECONDS_PER_ACTED

    def __post_init__(self) -> None:
        if min(self.action, self.gap, self.keep) < 0 or self.gap_cost < 1:
            raise MeshalError("time-negative")

    @classmethod
    def of(cls, data: Mapping[str, Any]) -> Timing:
        """From a content ``timing`` mapping (defs.schema.json#/$defs/timing)."""
        return cls(data["action"], data.get("gap", 0), data.get("keep", 0),
                   data.get("along", False))

    @property
    def instant(self) -> bool:
        return self.action == INSTANT_ACTION


def with_along(action: Timing, *along: Timing) -> Timing:
    """An action with along actions: their seconds add to it (L276)."""
    seconds = action.action + sum(a.action for a in along)
    return replace(action, action=seconds, along=False)


@dataclass(frozen=True)
class Scheduled:
    """Where one action falls on your timeline."""

    start: int
    done: int  # the second it is done (for an instant: the second it is made in)
    keep_until: int | None  # last second kept, None without keep
    gap: tuple[int, ...]  # the seconds spent in gap
    acted: int  # Acted added to shorten the gap
    next_action: int  # the first second you may start a new (timed) action


def schedule(
    timing: Timing, start: int, kept: int | None = None, acted: int = 0, *, had_acted: int = 0,
    max_acted: int | None = None,
) -> Scheduled:
    """Lay one action on the timeline: started at ``start``, kept ``kept`` seconds (default the
    full keep), gap shortened by ``acted`` Acted (at ``gap_cost`` Acted per second). The Acted
    offered go on the ``had_acted`` already had: above ``max_acted`` (the actor's Elastane, when
    given) is an error, even if the gap needs fewer (offering Acted you cannot add is a mistake)."""
    kept = timing.keep if kept is None else kept
    if not 0 <= kept <= timing.keep or acted < 0:
        raise MeshalError("time-bad-keep", kept=kept, keep=timing.keep)
    spend("acted", acted, had_acted, max_acted)
    done = start + max(timing.action, 1) - 1
    if timing.instant and not kept:
        free_from, gap_start = start, start + 1  # an instant takes none of your seconds
    else:
        free_from = gap_start = done + 1 + kept
    shortened = min(timing.gap, acted // timing.gap_cost)
    remaining = timing.gap - shortened
    gap = tuple(range(gap_start, gap_start + remaining))
    return Scheduled(
        start, done, done + kept if kept else None, gap, shortened * timing.gap_cost,
        gap_start + remaining if remaining else free_from,
    )


def effect_ends(gained_at: int, duration: int) -> int:
    """The second at whose turn an effect of ``duration`` seconds gained at ``gained_at`` is
    removed: "若你在第1秒获得了1个持续3秒的效果, 那么在第4秒轮到你时这个效果就会消除" (L846)."""
    if duration < 0:
        raise MeshalError("time-negative")
    return gained_at + duration


def in_environment(timing: Timing, environments: Iterable[Any]) -> Timing:
    """The timing changed by the environments' ``action-time``, ``gap-time`` and ``gap-cost``
    effects (see the module docstring for the readings). ``environments`` are
    ``model.Environment`` entries or plain effect lists."""
    action, gap, gap_cost = timing.action, timing.gap, timing.gap_cost
    for effect in _effects(environments):
        kind = effect.get("type")
        if kind == "action-time" and not timing.instant:
            action = max(INSTANT_ACTION, action + effect["seconds"])
        elif kind == "gap-time":
            gap = max(0, gap + effect["seconds"])
        elif kind == "gap-cost":
            gap_cost = max(gap_cost, effect["acted"])
    return replace(timing, action=action, gap=gap, gap_cost=gap_cost)


def _effects(environments: Iterable[Any]) -> Iterable[Mapping[str, Any]]:
    for environment in environments:
        yield from getattr(environment, "effects", environment)
