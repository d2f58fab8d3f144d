"""行动点规则: a round's plan of actions, its cost against the round's action points, and the
limit of two actions of one type (one each, and 3 points, for a fatally wounded character)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ....problems import MeshalError
from .. import rules


@dataclass(frozen=True)
class Plan:
    spent: int
    budget: int
    left: int                          # what is left for reactions in others' turns, or to waste
    over_limit: tuple[str, ...]        # action types planned more often than a round allows
    per_type: int

    @property
    def fits(self) -> bool:
        return self.left >= 0 and not self.over_limit


def plan(counts: Mapping[str, int], fatal: bool = False) -> Plan:
    """The cost of ``counts`` (action type → how many) in one round."""
    for name, count in counts.items():
        if name not in rules.ACTIONS:
            raise MeshalError("d20-pool-bad-action", given=name, known=", ".join(rules.ACTIONS))
        if count < 0:
            raise MeshalError("d20-pool-negative-count")
    budget = rules.FATAL_ACTION_POINTS if fatal else rules.ACTION_POINTS
    per_type = rules.FATAL_ACTIONS_PER_TYPE if fatal else rules.ACTIONS_PER_TYPE
    spent = sum(rules.ACTIONS[name] * count for name, count in counts.items())
    over = tuple(name for name in rules.ACTIONS if counts.get(name, 0) > per_type)
    return Plan(spent, budget, budget - spent, over, per_type)
