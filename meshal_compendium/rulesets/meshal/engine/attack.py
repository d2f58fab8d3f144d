"""Attacks and defense (handbook L752-837): what turns into advantage or penalty, and outcomes.

Readings where the handbook is open to more than one:

- Multi-type attacks use the target's lowest protection among the types (L790). A ``raw`` part
  counts as protection 0 in that minimum (protections give raw attacks no penalty, L788), so a
  raw/physical attack is never penalised but still gains advantage from a negative Physical
  Saving (the attack *is* physical too).
- Immunity (L146-147): types the target is immune to are left out; the attack has no effect
  only when every one of its types is immune.
- Penetrate N (L761) lowers positive protection by at most N, never below 0.
- Over range (L810): "每超出1倍射程" counts every started multiple beyond the range, so a target
  at 1.5× range costs 2 penalty and at 2.5× costs 4: ⌈(distance − range) ÷ range⌉ × 2.
- Falling/jumping off (L409, L422): the 3🎲 physical attack comes once the height is over your
  own height; "每超出1倍" then counts each *whole* extra multiple of your height: 2× your
  height gives +3 advantage, 2.9× still +3, 3× gives +6, i.e. (⌊height ÷ own height⌋ − 1) × 3.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from math import ceil

from ....problems import MeshalError
from ..handbook import SIZETYPES, Protections
from ..notation import POINTS, DicePool
from .arith import round_down
from .dice import Distribution, deviation_weights
from .rules import (
    ATTACK_TYPES,
    BLINDAGE_PENALTY,
    BLINDAGE_SIZE_SPAN,
    DEFENSE_ATTRIBUTES,
    FALL_ADVANTAGE_PER_MULTIPLE,
    FALL_ATTACK_TYPE,
    FALL_DICE,
    OVER_RANGE_PENALTY,
    RAW_ATTACK,
    THROWN_PENALTY,
    THROWN_RANGE_PER_MIGHT,
    TOO_CLOSE_PENALTY,
)


@dataclass(frozen=True)
class Modifiers:
    """Advantage and penalty on one roll, kept apart: they cancel when the dice are counted."""

    advantage: int = 0
    penalty: int = 0

    def __add__(self, other: Modifiers) -> Modifiers:
        return Modifiers(self.advantage + other.advantage, self.penalty + other.penalty)

    @classmethod
    def net(cls, amount: int) -> Modifiers:
        """Positive amount = advantage, negative = penalty ("-1优势" is 1 penalty, L69)."""
        return cls(max(amount, 0), max(-amount, 0))


def check_types(types: Iterable[str]) -> tuple[str, ...]:
    """Validate attack types (physical/energetic/spectral/raw); a repeat is dropped."""
    checked = tuple(dict.fromkeys(types))
    for attack_type in checked:
        if attack_type not in ATTACK_TYPES:
            raise MeshalError("attack-unknown-type", name=attack_type, known="/".join(ATTACK_TYPES))
    if not checked:
        raise MeshalError("attack-no-type")
    return checked


def is_immune(types: Iterable[str], protections: Protections) -> bool:
    """Immune only when every type of the attack is immune (L147)."""
    return all(t in protections.immune for t in check_types(types))


def relevant_protection(types: Iterable[str], protections: Protections, penetrate: int = 0) -> int:
    """The protection that applies: the lowest among non-immune types, raw counting as 0, after
    penetrate (which only cancels positive protection, L761)."""
    if penetrate < 0:
        raise MeshalError("attack-negative", name="penetrate")
    live = [t for t in check_types(types) if t not in protections.immune]
    if not live:
        raise MeshalError("attack-immune")
    lowest = min(0 if t == RAW_ATTACK else protections.of_type(t) for t in live)
    return max(0, lowest - penetrate) if lowest > 0 else lowest


def protection_modifiers(
    types: Iterable[str], protections: Protections, penetrate: int = 0,
) -> Modifiers:
    """Protection gives equal penalty; negative protection (weakness) equal advantage (L135,
    L145, L762)."""
    return Modifiers.net(-relevant_protection(types, protections, penetrate))


def over_range_multiples(distance: int, weapon_range: int) -> int:
    """Started multiples of the range beyond it (see the module's reading)."""
    if weapon_range <= 0:
        raise MeshalError("attack-negative", name="range")
    if distance <= weapon_range:
        return 0
    return ceil(Fraction(distance - weapon_range, weapon_range))


def melee_reach(reach: int, reach_bonus: int = 0) -> int:
    """How far a melee weapon attacks: your reach plus its "触及+N步" (L801: with 触及+2步 a
    medium creature attacks within 3 steps, a large one within 4). Touch is never extended."""
    return reach + reach_bonus


def with_ammunition(
    types: Iterable[str], ammunition_types: Iterable[str], ammunition_advantage: int = 0,
) -> tuple[tuple[str, ...], Modifiers]:
    """"+弹药攻击": the ammunition's types join the weapon's (possibly making a multi-type attack)
    and its advantage is added (L814-817: 3🎲能量攻击 + physical ammunition is 物质/能量)."""
    joined = check_types([*types, *ammunition_types])
    return joined, Modifiers.net(ammunition_advantage)


def thrown_range(might: int) -> int:
    """A melee weapon thrown has range Might x3 (L812)."""
    return might * THROWN_RANGE_PER_MIGHT


def blinds(attacker_size: str, creature_size: str) -> bool:
    """A creature between attacker and target gives cover when its size is within one sizetype of
    the attacker's (same, one larger or one smaller, L769)."""
    return abs(SIZETYPES[attacker_size] - SIZETYPES[creature_size]) <= BLINDAGE_SIZE_SPAN


@dataclass(frozen=True)
class Situation:
    """Everything around one attack roll that turns into advantage or penalty."""

    types: tuple[str, ...] = ("physical",)
    protections: Protections = Protections()
    penetrate: int = 0
    cover: int = 0
    blindage_creatures: int = 0
    too_close: bool = False
    distance: int | None = None
    weapon_range: int | None = None
    thrown: bool = False


def situation_modifiers(situation: Situation) -> Modifiers:
    """Sum of protection, cover, blindage creatures, too close, over range and thrown (L752-812)."""
    if situation.cover < 0 or situation.blindage_creatures < 0:
        raise MeshalError("attack-negative", name="cover")
    total = protection_modifiers(situation.types, situation.protections, situation.penetrate)
    penalty = situation.cover + situation.blindage_creatures * BLINDAGE_PENALTY
    if situation.too_close:
        penalty += TOO_CLOSE_PENALTY
    if situation.distance is not None and situation.weapon_range is not None:
        penalty += OVER_RANGE_PENALTY * over_range_multiples(
            situation.distance, situation.weapon_range)
    if situation.thrown:
        penalty += THROWN_PENALTY
    return total + Modifiers(0, penalty)


def defense_pool(method: str) -> DicePool:
    """Block = Might🎲, dodge = Elastane🎲, resist = Sense🎲 (L828-834)."""
    if method not in DEFENSE_ATTRIBUTES:
        raise MeshalError("attack-unknown-defense", name=method)
    return DicePool(POINTS, attributes=(DEFENSE_ATTRIBUTES[method],))


@dataclass(frozen=True)
class AttackOutcome:
    """Hit chance, wounds and solid defense of one attack roll against one defense roll.

    Hit and solid defense are integer weights over one common denominator ``total``; they become
    Fractions only when read as ``hit`` and ``solid_defense``.
    """

    wounds: Distribution
    hit_weight: int
    solid_weight: int
    total: int

    @property
    def hit(self) -> Fraction:
        return Fraction(self.hit_weight, self.total)

    @property
    def solid_defense(self) -> Fraction:
        return Fraction(self.solid_weight, self.total)


def wounds(attack: int, defense: int = 0) -> int:
    """Hurts added: attack − defense, at least 0 (L824)."""
    return max(0, attack - defense)


def attack_outcome(attack: Distribution, defense: Distribution | None = None) -> AttackOutcome:
    """Hit = attack > 0 (L774); wounds = max(0, attack − defense); solid defense = a hit the
    defense brings to 0 (an attack of 0 is not a solid defense, L836).

    Solid defense comes with the wounds: the weight of 0 wounds (attack ≤ defense) less that of
    the misses (attack 0, always ≤ a defense, which is never negative), times the defense total.
    """
    hit = attack.at_least_weight(1)
    if defense is None:
        return AttackOutcome(attack.map(wounds), hit, 0, attack.total)
    first, hurting = deviation_weights(attack, defense, above=0)  # first ≥ 1
    unhurt = attack.total * defense.total - sum(hurting)
    solid = unhurt - (attack.total - hit) * defense.total
    return AttackOutcome(Distribution.from_dense(0, [unhurt, *[0] * (first - 1), *hurting]),
                         hit * defense.total, solid, attack.total * defense.total)


def is_unconscious(hurts: int, might: int) -> bool:
    """Hurts > Might knocks you out (L119, L961)."""
    return hurts > might


@dataclass(frozen=True)
class FallAttack:
    """The attack a fall or jump off makes on you (and on a creature where you land)."""

    pool: DicePool
    advantage: int
    type: str = FALL_ATTACK_TYPE


def fall_attack(height: Fraction | int, own_height: Fraction | int) -> FallAttack | None:
    """3🎲 physical when the height is over your own, +3 advantage per whole extra multiple of
    your height (module docstring); None when the height is not over your own."""
    height, own_height = Fraction(height), Fraction(own_height)
    if own_height <= 0 or height < 0:
        raise MeshalError("attack-negative", name="height")
    if height <= own_height:
        return None
    extra = round_down(height / own_height) - 1
    return FallAttack(DicePool(POINTS, count=FALL_DICE), extra * FALL_ADVANTAGE_PER_MULTIPLE)
