"""Damage rolls: exact distributions, floored at 0 (L107-109, L117-118).

One shape covers weapons and spells: ``(dice + modifier) × multiplier − defense``. A weapon is
multiplier 1 (``1Dn + Might + other − defense``); a spell gives its power multiplier, and the
modifier its die bonus, as the examples compute it ((2+1)×5−1 = 14, L21; 7×5 = 35, L23) — the
section's formula adds "other modifiers" to the multiplier instead (L117): give those in the
multiplier (erratum woss-spell-modifier). A critical takes the dice at their maximum and
subtracts the critical defense, which is the armour defense when a creature gives none (L109).
Both add "（附魔伤害-对方抗性）" (L107-108): ruling woss-enchantment, the resistance cancels the
enchantment's damage only, never the weapon's, so that term is at least 0 (reading ``negative``:
it may lower the weapon's). Ruling woss-damage-floor: the sum is floored at 0 once (reading
``parts``: the weapon's part is floored first, so a defense never cancels the enchantment's).
"""

from __future__ import annotations

from fractions import Fraction

from ....problems import MeshalError
from . import rules
from .notation import Roll
from .rulings import Rulings, chosen

MAX_MULTIPLIER = 1000
MAX_DEFENSE = 100_000


def dice_sum(roll: Roll) -> dict[int, int]:
    """Integer weights of the sum of ``roll.count`` dice of ``roll.sides`` faces (no modifier)."""
    weights = {0: 1}
    for _ in range(roll.count):
        step: dict[int, int] = {}
        for total, w in weights.items():
            for face in range(1, roll.sides + 1):
                step[total + face] = step.get(total + face, 0) + w
        weights = step
    return weights


def enchanted(enchantment: int, resistance: int, rulings: Rulings | None = None) -> int:
    """What an enchantment adds past the target's resistance: ``附魔伤害-对方抗性`` (ruling woss-enchantment)."""
    for value in (enchantment, resistance):
        if not 0 <= value <= MAX_DEFENSE:
            raise MeshalError("woss-bad-enchantment", given=value, limit=MAX_DEFENSE)
    if chosen(rulings)["woss-enchantment"] == "negative":
        return enchantment - resistance
    return max(rules.MIN_DAMAGE, enchantment - resistance)


def damage_of(dice: int, roll: Roll, multiplier: int, defense: int, extra: int = 0,
              rulings: Rulings | None = None) -> int:
    """One roll's damage: ``(dice + modifier) × multiplier − defense + extra``, never below 0."""
    weapon = (dice + roll.modifier) * multiplier - defense
    if chosen(rulings)["woss-damage-floor"] == "parts":
        weapon = max(rules.MIN_DAMAGE, weapon)  # the defense stops at the weapon's own damage
    return max(rules.MIN_DAMAGE, weapon + extra)


def hit_damage(roll: Roll, defense: int, multiplier: int = 1, extra: int = 0,
               rulings: Rulings | None = None) -> dict[int, Fraction]:
    """A normal hit's damage (``extra``: the enchantment's, see ``enchanted``), value by value."""
    _check(multiplier, defense)
    picked = chosen(rulings)
    weights: dict[int, int] = {}
    for dice, w in dice_sum(roll).items():
        value = damage_of(dice, roll, multiplier, defense, extra, picked)
        weights[value] = weights.get(value, 0) + w
    total = roll.sides ** roll.count
    return {value: Fraction(weights[value], total) for value in sorted(weights)}


def critical_damage(roll: Roll, defense: int, multiplier: int = 1, extra: int = 0,
                    rulings: Rulings | None = None) -> dict[int, Fraction]:
    """A critical's damage: the dice at their maximum (L108, L118), so one value, certain."""
    _check(multiplier, defense)
    return {damage_of(roll.maximum, roll, multiplier, defense, extra, rulings): Fraction(1)}


def critical_defense_of(defense: int, critical_defense: int | None, rulings: Rulings | None = None) -> int:
    """The defense a critical subtracts: the one given, else (ruling woss-critical-defense-default) ``defense``.

    "致命防御如果没有写明，等于盔甲防御" (L109): ``defense`` stands for the armour defense; reading
    ``required`` refuses rather than guess, since ``defense`` may be a block defense.
    """
    if critical_defense is not None:
        return critical_defense
    if chosen(rulings)["woss-critical-defense-default"] == "required":
        raise MeshalError("woss-critical-defense-required")
    return defense


def mean(distribution: dict[int, Fraction]) -> Fraction:
    return sum((value * p for value, p in distribution.items()), Fraction(0))


def _check(multiplier: int, defense: int) -> None:
    if not 1 <= multiplier <= MAX_MULTIPLIER:
        raise MeshalError("woss-bad-multiplier", given=multiplier, limit=MAX_MULTIPLIER)
    if not 0 <= defense <= MAX_DEFENSE:
        raise MeshalError("woss-bad-defense", given=defense, limit=MAX_DEFENSE)


def torture_breaks(distribution: dict[int, Fraction], life_max: int) -> Fraction:
    """P(1D100 + damage > life maximum): torture costs the target 1 morale (L151), exactly.

    The target counts as defenceless but the damage is not automatically critical (L151), so
    ``distribution`` is a normal hit's damage.
    """
    if not 1 <= life_max <= MAX_DEFENSE:
        raise MeshalError("woss-bad-life-max", given=life_max, limit=MAX_DEFENSE)
    die = rules.CHECK_DIE
    return sum((p * Fraction(min(die, max(0, die + value - life_max)), die) for value, p in distribution.items()),
               Fraction(0))
