"""The character fighting-skill stances that grow with a run (L277-280), over the attacks of a round.

专注攻击 (focus) adds hit and lives in ``check.focus_attack``; the other three add something to
each blow of an unbroken run, +1 step on the first, +2 steps on the second …, and a miss (or the
round's end) starts the run again:

- 创伤攻击 ``wounding``: +5 damage per step on each hit (L278);
- 刺杀攻击 ``assassinating``: +1 damage power per step on each critical damage (L279); whether a
  plain hit counts in the run is ruling ``woss-assassin-run``;
- 迅疾攻击 ``swift``: +1 action point per step on each hit (L280).

Each attack is the same check against the same dodge and block, so its outcome is one of miss /
hit / critical (critical damage or any tier above it) with the tiers' exact probabilities; the
round is the chain of (run, bonus so far).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ....problems import MeshalError
from . import rules

#: stance → the bonus one step of the run gives (L278-280), and its unit
STANCES = {"wounding": (5, "damage"), "assassinating": (1, "damage-power"), "swift": (1, "action-points")}


@dataclass(frozen=True)
class Round:
    """The total bonus over the round (value → probability) and each attack's expected bonus."""

    total: dict[int, Fraction]
    each: list[Fraction]


def stance_round(stance: str, tiers: dict[str, Fraction], attacks: int,
                 assassin_run: str = rules.STANCE_RULINGS["woss-assassin-run"][0]) -> Round:
    """``tiers`` are one attack's outcomes (``check.tiers``); ``assassin_run`` the reading of ruling
    ``woss-assassin-run``: ``criticals`` (only critical damage counts, a plain hit leaves the run as
    it is) or ``hits`` (every hit counts, the bonus lands on the criticals)."""
    if stance not in STANCES:
        raise MeshalError("woss-bad-stance", given=stance, known=", ".join(STANCES))
    if not 1 <= attacks <= rules.MAX_FOCUS_ATTACKS:
        raise MeshalError("woss-bad-focus-attacks", given=attacks, limit=rules.MAX_FOCUS_ATTACKS)
    step = STANCES[stance][0]
    miss = sum((p for tier, p in tiers.items() if tier in rules.STANCE_MISSES), Fraction(0))
    critical = sum((p for tier, p in tiers.items() if tier in rules.STANCE_CRITICALS), Fraction(0))
    plain = 1 - miss - critical
    states: dict[tuple[int, int], Fraction] = {(0, 0): Fraction(1)}  # (run, bonus so far) → probability
    each: list[Fraction] = []
    for _ in range(attacks):
        found: dict[tuple[int, int], Fraction] = {}
        expected = Fraction(0)
        for (run, bonus), p in states.items():
            for (new_run, gained), q in _blows(stance, run, step, plain, critical, miss, assassin_run):
                if p * q:
                    key = (new_run, bonus + gained)
                    found[key] = found.get(key, Fraction(0)) + p * q
                    expected += p * q * gained
        states, each = found, [*each, expected]
    total: dict[int, Fraction] = {}
    for (_, bonus), p in states.items():
        total[bonus] = total.get(bonus, Fraction(0)) + p
    return Round({v: total[v] for v in sorted(total)}, each)


def _blows(stance: str, run: int, step: int, plain: Fraction, critical: Fraction, miss: Fraction,
           assassin_run: str) -> list[tuple[tuple[int, int], Fraction]]:
    """One attack from a run of ``run``: ((run after, bonus gained), probability) for each outcome."""
    if stance != "assassinating":
        return [((0, 0), miss), ((run + 1, step * (run + 1)), plain + critical)]
    counted = run + 1 if assassin_run == "hits" else run
    return [((0, 0), miss), ((counted, 0), plain), ((run + 1, step * (run + 1)), critical)]
