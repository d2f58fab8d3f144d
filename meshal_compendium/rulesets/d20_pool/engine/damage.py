"""Damage: the dice of a hit (``2d6+3``) as an exact distribution, then resistance or
vulnerability, then reduction (DR) or amplification; true damage ignores both."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass
from fractions import Fraction

from ....problems import MeshalError
from .. import rules

_TERM = r"(?:\d*[dD]\d+|\d+)"
_EXPRESSION = re.compile(rf"[+-]?\s*{_TERM}(?:\s*[+-]\s*{_TERM})*")
_PART = re.compile(r"([+-]?)\s*(?:(\d*)[dD](\d+)|(\d+))")

Outcomes = tuple[tuple[int, Fraction], ...]


@dataclass(frozen=True)
class Defenses:
    """What the target has against this damage's type."""

    resistant: bool = False
    vulnerable: bool = False
    reduction: int = 0   # DR; negative is amplification (伤害增幅)
    true: bool = False   # 真实伤害
    vital: bool = False  # a vital strike: halved, stacking with resistance


def parse_damage(text: str) -> tuple[tuple[int, int, int], ...]:
    """``2d6+3`` → ((1, 2, 6), (1, 3, 0)): (sign, count, faces) per term; a number has faces 0."""
    written = text.strip()
    if not _EXPRESSION.fullmatch(written):
        raise MeshalError("d20-pool-bad-damage", given=text)
    terms = []
    for sign, count, faces, number in _PART.findall(written):
        step = -1 if sign == "-" else 1
        if number:
            terms.append((step, int(number), 0))
        elif not (1 <= int(count or 1) <= rules.MAX_DAMAGE_DICE and 1 <= int(faces) <= rules.MAX_DAMAGE_FACES):
            raise MeshalError("d20-pool-damage-too-big", given=text, dice=rules.MAX_DAMAGE_DICE,
                              faces=rules.MAX_DAMAGE_FACES)
        else:
            terms.append((step, int(count or 1), int(faces)))
    return tuple(terms)


def roll(terms: tuple[tuple[int, int, int], ...]) -> Outcomes:
    """The exact distribution of the sum of the terms."""
    found: dict[int, Fraction] = {0: Fraction(1)}
    for sign, count, faces in terms:
        if not faces:
            found = {v + sign * count: p for v, p in found.items()}
            continue
        die = {sign * f: Fraction(1, faces) for f in range(1, faces + 1)}
        for _ in range(count):
            found = _add(found, die)
    return tuple(sorted(found.items()))


def _add(first: dict[int, Fraction], second: dict[int, Fraction]) -> dict[int, Fraction]:
    out: dict[int, Fraction] = defaultdict(Fraction)
    for a, p in first.items():
        for b, q in second.items():
            out[a + b] += p * q
    return out


def dealt(raw: int, defenses: Defenses) -> int:
    """The damage dealt by ``raw`` rolled damage (never below 0)."""
    value = max(0, raw)
    if defenses.vital:
        value //= rules.VITAL_STRIKE_DIVISOR
    if defenses.true:
        return value
    if defenses.resistant and not defenses.vulnerable:  # 同时拥有抗性和易伤则互相抵消
        value //= rules.RESISTANCE_DIVISOR
    elif defenses.vulnerable and not defenses.resistant:
        value *= rules.VULNERABILITY_FACTOR
    return max(0, value - defenses.reduction)             # 先计算伤害抗性, then DR / amplification


def damage(text: str, defenses: Defenses = Defenses()) -> Outcomes:
    """The exact distribution of the damage a hit deals."""
    found: dict[int, Fraction] = defaultdict(Fraction)
    for raw, p in roll(parse_damage(text)):
        found[dealt(raw, defenses)] += p
    return tuple(sorted(found.items()))


def mean(outcomes: Outcomes) -> Fraction:
    return sum((v * p for v, p in outcomes), Fraction(0))
