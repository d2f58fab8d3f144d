"""Opposed checks: both sides roll 1D10 + a modifier (L63, L145), exactly, over the 100 pairs.

``plain``: any contest of attributes (the higher total wins; a tie is a tie). ``impact`` (L207):
the attacker has +1 environment bonus and pushes the defender back 1 metre for each point won by,
knocks it down when winning by more than 5 and sends it flying by more than 10. ``grapple``
(L208): the defender has +1, wins ties, and the attacker holds it, pins it (more than 5) or pins
it one-handed (more than 10). "高于对方5点" is read like "大于对方挡格25点": ruling woss-margin-strict.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ....problems import MeshalError
from . import rules
from .rulings import Rulings, chosen

#: An outcome no threshold reaches: the defender stands (impact, grapple) or the attacker loses.
FAILED = {"plain": "lose", "impact": "no-effect", "grapple": "defender-wins"}


@dataclass(frozen=True)
class Contest:
    """One opposed check: the attacker's and defender's modifiers, before the kind's bonus."""

    attacker: int
    defender: int
    kind: str = "plain"

    def __post_init__(self) -> None:
        if self.kind not in rules.CONTEST_KINDS:
            raise MeshalError("woss-bad-contest-kind", given=self.kind, known=", ".join(rules.CONTEST_KINDS))
        for value in (self.attacker, self.defender):
            if abs(value) > rules.MAX_CONTEST_MODIFIER:
                raise MeshalError("woss-bad-contest-modifier", given=value, limit=rules.MAX_CONTEST_MODIFIER)

    @property
    def totals(self) -> tuple[int, int]:
        """Both modifiers with the kind's environment bonus."""
        bonus = rules.CONTEST_BONUS[self.kind]
        return self.attacker + bonus[0], self.defender + bonus[1]


def margins(contest: Contest) -> dict[int, Fraction]:
    """Exact distribution of the attacker's total minus the defender's, value by value."""
    attacker, defender = contest.totals
    counts: dict[int, int] = {}
    for mine in range(1, rules.CONTEST_DIE + 1):
        for theirs in range(1, rules.CONTEST_DIE + 1):
            margin = (mine + attacker) - (theirs + defender)
            counts[margin] = counts.get(margin, 0) + 1
    pairs = rules.CONTEST_DIE ** 2
    return {m: Fraction(counts[m], pairs) for m in sorted(counts)}


def result_of(margin: int, kind: str, rulings: Rulings | None = None) -> str:
    """The named result of winning by ``margin`` (a plain contest's tie is ``tie``)."""
    if kind == "plain" and margin == 0:
        return "tie"
    strict = chosen(rulings)["woss-margin-strict"] == "strict"
    found = FAILED[kind]
    for name, over in rules.CONTEST_RESULTS[kind]:
        if margin > over or (not strict and over and margin >= over):
            found = name
    return found


def results(contest: Contest, rulings: Rulings | None = None) -> dict[str, Fraction]:
    """Exact probability of each named result, the failure first, then the table's order."""
    names = [FAILED[contest.kind], *(["tie"] if contest.kind == "plain" else []),
             *(name for name, _ in rules.CONTEST_RESULTS[contest.kind])]
    found = dict.fromkeys(names, Fraction(0))
    picked = chosen(rulings)
    for margin, p in margins(contest).items():
        found[result_of(margin, contest.kind, picked)] += p
    return found
