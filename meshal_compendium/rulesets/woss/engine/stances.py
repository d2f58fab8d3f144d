"""The character fighting-skill stances that grow with a run (L277-280), over the attacks of a round.

专注攻击 (focus) adds hit and lives in ``check.focus_attack``; the other three add something to
each blow of an unbroken run, +1 step on the first, +2 steps on the second …, and a miss (or the
round's end) starts the run again:

- 创伤攻击 ``wounding``: +5 damage per step on each hit (L278);
- 刺杀攻击 ``assassinating``: +1 damage power per step on each critical damage (L279); whether a
  plain hit counts in the run is ruling ``woss-assassin-run``;
- 迅疾攻击 ``swift``: +1 action point per step on each hit (L280).

Each attack is the same check in the same situation, so its outcome has the same exact
probabilities every time; ``blow_of`` sorts each outcome into what it does to a run (ends it,
passes, plain hit, critical), and the round is the chain of (run, bonus so far). The outcomes the
margin table does not name are read by rulings: cover's block, a hit on an ally and a deaf
caster's failed spell by ``woss-stance-interrupted``; a hit a shield makes immune by
``woss-stance-immune``.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ....problems import MeshalError
from . import rules
from .rulings import Rulings, chosen

#: stance → the bonus one step of the run gives (L278-280), and its unit
STANCES = {"wounding": (5, "damage"), "assassinating": (1, "damage-power"), "swift": (1, "action-points")}
#: What one attack does to a run: ends it, leaves it as it is, or lands as a plain or critical hit
BLOWS = ("ends", "passes", "plain", "critical")


@dataclass(frozen=True)
class Round:
    """The total bonus over the round (value → probability) and each attack's expected bonus."""

    total: dict[int, Fraction]
    each: list[Fraction]


def blow_of(outcome: str, stance: str, rulings: Rulings | None = None) -> str:
    """What ``outcome`` (a tier or a situation's outcome) does to ``stance``'s run (``focus`` too)."""
    picked = chosen(rulings)
    if outcome in rules.STANCE_MISSES:
        return "ends"
    if outcome in rules.INTERRUPTIONS:
        return "ends" if picked["woss-stance-interrupted"] == "breaks" else "passes"
    if outcome == rules.IMMUNE:
        if picked["woss-stance-immune"] == "miss":
            return "ends"
        return "passes" if stance in rules.DAMAGE_STANCES else "plain"  # it hit, and dealt no damage
    return "critical" if outcome in rules.STANCE_CRITICALS else "plain"


def blows(outcomes: dict[str, Fraction], stance: str, rulings: Rulings | None = None) -> dict[str, Fraction]:
    """One attack's outcomes → the probability of each of ``BLOWS``."""
    picked = chosen(rulings)
    found = dict.fromkeys(BLOWS, Fraction(0))
    for outcome, p in outcomes.items():
        found[blow_of(outcome, stance, picked)] += p
    return found


def stance_round(stance: str, tiers: dict[str, Fraction], attacks: int, rulings: Rulings | None = None) -> Round:
    """``tiers`` are one attack's outcomes (``check.tiers``, with the situation and deafness);
    ruling ``woss-assassin-run``: ``criticals`` (only critical damage counts, a plain hit leaves
    the run as it is) or ``hits`` (every hit counts, the bonus lands on the criticals)."""
    if stance not in STANCES:
        raise MeshalError("woss-bad-stance", given=stance, known=", ".join(STANCES))
    if not 1 <= attacks <= rules.MAX_FOCUS_ATTACKS:
        raise MeshalError("woss-bad-focus-attacks", given=attacks, limit=rules.MAX_FOCUS_ATTACKS)
    picked = chosen(rulings)
    odds = blows(tiers, stance, picked)
    step = STANCES[stance][0]
    states: dict[tuple[int, int], Fraction] = {(0, 0): Fraction(1)}  # (run, bonus so far) → probability
    each: list[Fraction] = []
    for _ in range(attacks):
        found: dict[tuple[int, int], Fraction] = {}
        expected = Fraction(0)
        for (run, bonus), p in states.items():
            for (new_run, gained), q in _after(stance, run, step, odds, picked["woss-assassin-run"]):
                if p * q:
                    key = (new_run, bonus + gained)
                    found[key] = found.get(key, Fraction(0)) + p * q
                    expected += p * q * gained
        states, each = found, [*each, expected]
    total: dict[int, Fraction] = {}
    for (_, bonus), p in states.items():
        total[bonus] = total.get(bonus, Fraction(0)) + p
    return Round({v: total[v] for v in sorted(total)}, each)


def _after(stance: str, run: int, step: int, odds: dict[str, Fraction],
           assassin_run: str) -> list[tuple[tuple[int, int], Fraction]]:
    """One attack from a run of ``run``: ((run after, bonus gained), probability) for each blow."""
    grows = (run + 1, step * (run + 1))
    plain = grows if stance != "assassinating" else (run + 1 if assassin_run == "hits" else run, 0)
    return [((0, 0), odds["ends"]), ((run, 0), odds["passes"]), (plain, odds["plain"]), (grows, odds["critical"])]
