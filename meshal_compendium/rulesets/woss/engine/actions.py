"""Action points: what each action of a turn's plan costs, and how the plan runs over rounds.

Costs come from the chapter's table (L30-86) and its examples (L88-96): a 5-star weapon or
spell saves 1 point per action (two weapons attack twice for one point less when either is
5-star, L92-93). Two weapons: a weapon attack plus the off-hand's 3 (L81; the examples' 7 is the
``examples`` reading, erratum woss-two-weapon-cost).

Rounds (L136-138), ruling woss-persistent (its default reading): an action costing more than a round's points is a
persistent action — it takes the points left in the round and continues next round until paid;
the points left after it ends are spent only on actions that fit them. An action that fits a
round but not what is left waits for the next round (points do not carry otherwise). With
fewer than 5 points a round, an action of at most 5 is a full-round action (L67): it waits for a
fresh round and takes all of it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ....problems import MeshalError
from . import rules
from .check import check_reading

Plan = Sequence[Mapping[str, Any]]
MOVES = ("move",)
OWN = ("weapon-attack", "two-weapon", "spell", "move", "first-aid", "quick-first-aid")


def _whole(step: Mapping[str, Any], name: str, default: int, least: int = 0) -> int:
    value = step.get(name, default)
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        raise MeshalError("woss-bad-action-value", action=step.get("action"), name=name, given=value, least=least)
    return value


def _five_star(*stars: int) -> int:
    return rules.FIVE_STAR_DISCOUNT if any(s >= rules.FIVE_STAR for s in stars) else 0


def move_cost(metres: int, pace: str = "walk", terrain: str = "normal", load: str = "light") -> int:
    """Points to move ``metres`` at ``pace`` (walk/fast/run) over ``terrain`` under ``load``."""
    if pace not in rules.PACE_METRES or terrain not in rules.TERRAIN_COST or load not in rules.LOADS:
        raise MeshalError("woss-bad-move", pace=pace, terrain=terrain, load=load)
    if pace == "run" and terrain in rules.NO_RUN_TERRAIN:
        raise MeshalError("woss-no-run-terrain", terrain=terrain)
    if pace != "walk" and load in rules.NO_HASTE_LOADS:
        raise MeshalError("woss-no-haste-load", pace=pace)
    per_point = rules.RUN_METRES_MEDIUM_LOAD if (pace, load) == ("run", "medium") else rules.PACE_METRES[pace]
    return -(-metres * rules.TERRAIN_COST[terrain] // per_point)  # a started point is paid whole


def cost(step: Mapping[str, Any], reading: str = rules.DEFAULT_READING) -> int:
    """The points one plan step costs: ``{"action": id, …its numbers}``."""
    action = step.get("action")
    if action == "weapon-attack":
        return rules.ACTION_COSTS[action] - _five_star(_whole(step, "stars", 1))
    if action == "two-weapon":
        extra = rules.OFF_HAND_EXTRA_EXAMPLES if check_reading(reading) == "examples" else rules.OFF_HAND_EXTRA
        stars = (_whole(step, "stars", 1), _whole(step, "off_hand_stars", 1))
        return rules.ACTION_COSTS["weapon-attack"] + extra - _five_star(*stars)
    if action == "spell":
        ring, armour = _whole(step, "ring", 1), _whole(step, "armour", 0)
        return rules.SPELL_BASE + ring + armour - _five_star(_whole(step, "stars", 1))
    if action == "move":
        return move_cost(_whole(step, "metres", 1, 1), step.get("pace", "walk"), step.get("terrain", "normal"),
                         step.get("load", "light"))
    if action in rules.ACTION_COSTS:
        aided = action in ("first-aid", "quick-first-aid") and bool(step.get("assisted"))
        return rules.ACTION_COSTS[action] - (rules.AID_DISCOUNT if aided else 0)
    raise MeshalError("woss-unknown-action", given=action, known=", ".join(actions()))


def actions() -> list[str]:
    """Every action id a plan step may name."""
    return [*rules.ACTION_COSTS, *(a for a in OWN if a not in rules.ACTION_COSTS)]


@dataclass(frozen=True)
class Spend:
    """Points paid in one round to one step; ``done`` when the step is paid in full."""

    step: int
    points: int
    done: bool
    full_round: bool = False


@dataclass(frozen=True)
class Round:
    spends: tuple[Spend, ...]
    unspent: int  # points of the round nobody used (lost)
    carried: int  # points paid into an unfinished persistent action (kept for the next round)


def schedule(costs: Sequence[int], points: int) -> list[Round]:
    """The rounds a plan of ``costs`` takes with ``points`` action points a round (see the module)."""
    if points < 1:
        raise MeshalError("woss-bad-points", given=points)
    if sum(costs) > rules.MAX_PLAN_POINTS:
        raise MeshalError("woss-plan-too-long", limit=rules.MAX_PLAN_POINTS)
    rounds: list[Round] = []
    step, paid = 0, 0
    while step < len(costs):
        left, spends, persistent_ended = points, [], False
        while step < len(costs):
            need = costs[step] - paid
            if need <= left:
                spends.append(Spend(step, need, True))
                left, persistent_ended = left - need, persistent_ended or paid > 0
                step, paid = step + 1, 0
            elif left == points and costs[step] <= rules.FULL_ACTION:  # fewer than 5 points a round
                spends.append(Spend(step, left, True, full_round=True))
                left, step = 0, step + 1
                break
            elif costs[step] > max(points, rules.FULL_ACTION) and not persistent_ended and left > 0:
                spends.append(Spend(step, left, False))
                paid, left = paid + left, 0
                break
            else:
                break
        rounds.append(Round(tuple(spends), left, paid))
    return rounds


def plan(steps: Plan, points: int, reading: str = rules.DEFAULT_READING) -> dict[str, Any]:
    """Costs of each step, the rounds they take and the total: the planner's whole answer."""
    costs = [cost(step, reading) for step in steps]
    rounds = schedule(costs, points)
    return {"costs": costs, "total": sum(costs), "rounds": rounds}


#: Plan-step fields that are words; every other field is a whole number (``metres=3``).
WORD_FIELDS = ("pace", "terrain", "load")
FLAG_FIELDS = ("assisted",)
#: The fields each action reads (``cost``); any other is refused rather than ignored.
FIELDS = {"weapon-attack": ("stars",), "two-weapon": ("stars", "off_hand_stars"), "spell": ("ring", "armour", "stars"),
          "move": ("metres", "pace", "terrain", "load"), "first-aid": FLAG_FIELDS, "quick-first-aid": FLAG_FIELDS}


def parse_plan(text: str) -> list[dict[str, Any]]:
    """``draw-weapon, weapon-attack:stars=5, move:metres=3:pace=fast`` → plan steps for ``cost``."""
    steps = []
    for part in text.split(","):
        action, *fields = [piece.strip() for piece in part.split(":")]
        if not action:
            raise MeshalError("woss-plan-empty-step", text=text)
        step: dict[str, Any] = {"action": action}
        for item in fields:
            name, equals, value = (x.strip() for x in item.partition("="))
            name = name.replace("-", "_")
            if not equals or not value:
                raise MeshalError("woss-plan-bad-field", action=action, given=item)
            if name not in FIELDS.get(action, ()):
                raise MeshalError("woss-plan-unknown-field", action=action, given=name,
                                  known=", ".join(FIELDS.get(action, ())) or "-")
            step[name] = _field(name, value)
        steps.append(step)
    return steps


def _field(name: str, value: str) -> Any:
    if name in WORD_FIELDS:
        return value
    if name in FLAG_FIELDS:
        return value.lower() in ("1", "yes", "true")
    return int(value) if value.isdigit() else value  # a non-number is refused by ``cost`` with its name
