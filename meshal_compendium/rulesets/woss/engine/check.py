"""The hit check: ``1D100+HIT`` against the target's dodge and block, and the margin table's tiers.

A total below dodge misses (L105, L123); a hit's tier is the highest whose threshold the total
reaches (L124-128). Ruling woss-tier-order: a total must reach dodge to hit at all, so when a
target's block is below its dodge, every hit is at least critical, and a total between block
and dodge still misses (reading ``block-hits``: it is critical). Ruling woss-margin-strict:
"大于对方挡格25点" is strictly more (reading ``at-least``: block + 25 is enough). The chapter
gives no natural-roll rule (no automatic hit or miss on any face of the d100): none is applied.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ....problems import MeshalError
from . import rules, stances
from .rulings import Rulings, chosen


def check_reading(reading: str) -> str:
    if reading not in rules.READINGS:
        raise MeshalError("woss-bad-reading", given=reading, known=", ".join(rules.READINGS))
    return reading


def tier_of(total: int, dodge: int, block: int, reading: str = rules.DEFAULT_READING,
            rulings: Rulings | None = None) -> str:
    """The margin-table tier of a check's ``total`` (``examples``: nothing above critical)."""
    picked = chosen(rulings)
    bases = {"dodge": dodge, "block": block}
    if total < dodge and not (picked["woss-tier-order"] == "block-hits" and total >= block):
        return "miss"
    found = "hit"
    for tier in rules.TIERS[rules.TIERS.index("critical"):]:  # table order (JSON keeps no key order)
        base, margin = rules.TIER_THRESHOLDS[tier]
        if margin and picked["woss-margin-strict"] == "at-least":
            margin -= 1  # "大于…25点" read as at least 25 more
        if total >= bases[base] + margin:
            found = tier
    if check_reading(reading) == "examples" and rules.TIERS.index(found) > rules.TIERS.index("critical"):
        return "critical"
    return found


@dataclass(frozen=True)
class Situation:
    """What the attack's circumstances add to the margin table.

    ``cover``: small or medium cover blocks a ranged attack whose 1D100 is at most 30 or 50 (L343).
    ``shield``: a ranged attack on a shield-bearer deals no physical damage unless the total
    exceeds the block (L104; equal to it: ruling woss-ranged-shield-equal).
    ``always_critical``: every hit is critical damage at least — a defenceless target (L319),
    a back attack (L164), decapitation and chest thrust (L211-212); a sneak attack against a
    difficulty is this with the difficulty as the dodge (L153).
    ``friendly_fire``: shooting at a target in a melee, a hit roll of at most 50 hits an ally (L335;
    the roll's face or its total: ruling woss-friendly-fire-roll). Cover and friendly fire both
    read the same die and the chapter does not order them: ruling woss-cover-friendly-order.
    """

    cover: str | None = None
    shield: bool = False
    always_critical: bool = False
    friendly_fire: bool = False

    def outcomes(self) -> tuple[str, ...]:
        """Every outcome this situation can give, in order (the tiers, with blocked, ally-hit, immune if they apply)."""
        extra_first = (*((rules.BLOCKED,) if self.cover else ()), *((rules.ALLY_HIT,) if self.friendly_fire else ()))
        immune = (rules.IMMUNE,) if self.shield else ()
        return (*extra_first, rules.TIERS[0], *immune, *rules.TIERS[1:])


def outcome_of(face: int, hit: int, dodge: int, block: int, reading: str = rules.DEFAULT_READING,
               rulings: Rulings | None = None, situation: Situation = Situation()) -> str:
    """The outcome of one face of the 1D100 (see ``Situation``); without a situation, the tier."""
    picked = chosen(rulings)
    if situation.cover is not None and situation.cover not in rules.COVER_AT_MOST:
        raise MeshalError("woss-bad-cover", given=situation.cover, known=", ".join(rules.COVER_AT_MOST))
    total = face + hit
    blocked = situation.cover is not None and face <= rules.COVER_AT_MOST[situation.cover]
    ally = situation.friendly_fire and \
        (face if picked["woss-friendly-fire-roll"] == "face" else total) <= rules.FRIENDLY_FIRE_AT_MOST
    first, second = (blocked, rules.BLOCKED), (ally, rules.ALLY_HIT)
    if picked["woss-cover-friendly-order"] == "friendly-first":
        first, second = second, first
    for happens, outcome in (first, second):
        if happens:
            return outcome
    tier = tier_of(total, dodge, block, reading, picked)
    if tier == "miss":
        return tier
    if situation.shield and (total < block or (total == block and picked["woss-ranged-shield-equal"] == "immune")):
        return rules.IMMUNE
    if situation.always_critical and tier == "hit":
        return "critical"
    return tier


def tiers(hit: int, dodge: int, block: int, reading: str = rules.DEFAULT_READING,
          rulings: Rulings | None = None, situation: Situation = Situation()) -> dict[str, Fraction]:
    """Exact probability of each outcome of ``1D100+hit`` (all of ``situation.outcomes()``, in order; sum 1)."""
    picked = chosen(rulings)
    counts = dict.fromkeys(situation.outcomes(), 0)
    for face in range(1, rules.CHECK_DIE + 1):
        counts[outcome_of(face, hit, dodge, block, reading, picked, situation)] += 1
    return {tier: Fraction(n, rules.CHECK_DIE) for tier, n in counts.items()}


def totals(hit: int) -> dict[int, Fraction]:
    """The check's total: each of ``hit+1 … hit+100`` with probability 1/100."""
    return {face + hit: Fraction(1, rules.CHECK_DIE) for face in range(1, rules.CHECK_DIE + 1)}


def outcomes(hit: int, dodge: int, block: int, reading: str = rules.DEFAULT_READING,
             rulings: Rulings | None = None, situation: Situation = Situation(), deaf: bool = False
             ) -> dict[str, Fraction]:
    """``tiers`` in ``situation``, and a deaf caster's spell failure (L414) rolled apart from the
    check: ``spell-failed`` first, every other outcome keeping 1 − that."""
    found = tiers(hit, dodge, block, reading, rulings, situation)
    if not deaf:
        return found
    fails = Fraction(*rules.DEAF_FAILURE)
    return {rules.SPELL_FAILED: fails, **{outcome: p * (1 - fails) for outcome, p in found.items()}}


def focus_attack(hit: int, dodge: int, block: int, attacks: int, reading: str = rules.DEFAULT_READING,
                 rulings: Rulings | None = None, situation: Situation = Situation(), deaf: bool = False
                 ) -> tuple[dict[int, Fraction], list[Fraction]]:
    """The focus-attack stance over ``attacks`` attacks of a round (L277): the number of hits, and
    each attack's chance to hit. The k-th attack of an unbroken run of hits has +5k; a miss starts
    the run again at +5. In a situation each outcome ends the run, passes or hits as
    ``stances.blow_of`` reads it. Exact, by the chain of run lengths."""
    if not 1 <= attacks <= rules.MAX_FOCUS_ATTACKS:
        raise MeshalError("woss-bad-focus-attacks", given=attacks, limit=rules.MAX_FOCUS_ATTACKS)
    picked = chosen(rulings)

    def odds(run: int) -> dict[str, Fraction]:
        found = outcomes(hit + rules.FOCUS_STEP * (run + 1), dodge, block, reading, picked, situation, deaf)
        return stances.blows(found, "focus", picked)

    states: dict[tuple[int, int], Fraction] = {(0, 0): Fraction(1)}  # (run of hits, hits) → probability
    each: list[Fraction] = []
    for _ in range(attacks):
        step: dict[tuple[int, int], Fraction] = {}
        chance = Fraction(0)
        for (run, hits), p in states.items():
            blow = odds(run)
            win = blow["plain"] + blow["critical"]
            chance += p * win
            for key, q in (((run + 1, hits + 1), win), ((run, hits), blow["passes"]), ((0, hits), blow["ends"])):
                step[key] = step.get(key, Fraction(0)) + p * q
        states, each = step, [*each, chance]
    hits: dict[int, Fraction] = {}
    for (_, n), p in states.items():
        hits[n] = hits.get(n, Fraction(0)) + p
    return {n: hits[n] for n in sorted(hits)}, each
