"""One roll in its situation: what ``meshal odds`` and ``meshal roll`` compute.

The pool's dice come from its notation and attribute values, then advantage, penalty, burst and
the target's protection against the attack's types (L752-790) are counted together, never below
1 die. ``versus`` and ``defense`` pools are rolled plain, and must be of the pool's kind: points
(dice showing 5 or 6) and a number (the sum of the faces) are not on one scale, so comparing
them would answer nothing.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace

from ....problems import MeshalError
from ..handbook import Protections
from ..notation import POINTS, DicePool
from .attack import AttackOutcome, Modifiers, attack_outcome, protection_modifiers
from .dice import Distribution, Roll, Versus, pool_dice, pool_distribution, roll, versus

ATTACK_TYPE_NAMES: Mapping[str, Mapping[str, str]] = {
    "physical": {"zh": "物质", "en": "physical"},
    "energetic": {"zh": "能量", "en": "energetic"},
    "spectral": {"zh": "灵毒", "en": "spectral"},
    "raw": {"zh": "真实", "en": "raw"},
}
NO_PROTECTION = Protections()
ROLE_NAMES: Mapping[str, Mapping[str, str]] = {
    "vs": {"zh": "对抗(--vs)", "en": "versus (--vs)"},
    "defense": {"zh": "防御(--defense)", "en": "defense (--defense)"},
}
_TYPE_ALIASES = {
    alias.lower(): key for key, names in ATTACK_TYPE_NAMES.items() for alias in names.values()
}


def attack_type_key(name: str) -> str:
    """The canonical attack type for a zh or en name (``物质`` or ``Physical`` → physical)."""
    key = _TYPE_ALIASES.get(name.strip().lower())
    if key is None:
        raise MeshalError("attack-unknown-type", name=name, known="/".join(ATTACK_TYPE_NAMES))
    return key


@dataclass(frozen=True)
class Odds:
    """A pool's final dice and distribution, with optional versus and attack outcomes."""

    pool: DicePool
    dice: int
    modifiers: Modifiers
    distribution: Distribution
    burst: int = 0
    versus: Versus | None = None
    attack: AttackOutcome | None = None
    vs: DicePool | None = None
    vs_dice: int | None = None
    defense: DicePool | None = None
    defense_dice: int | None = None
    max_leaks: int | None = None


def same_kind(pool: DicePool, other: DicePool, role: str) -> None:
    """Refuse a versus or defense pool of the other kind (see the module docstring)."""
    if other.kind != pool.kind:
        points, number = (pool, other) if pool.kind == POINTS else (other, pool)
        raise MeshalError("odds-mixed-kinds", role_zh=ROLE_NAMES[role]["zh"],
                          role_en=ROLE_NAMES[role]["en"], points_zh=points.render("zh"),
                          points_en=points.render("en"), number_zh=number.render("zh"),
                          number_en=number.render("en"))


def odds(
    pool: DicePool, values: Mapping[str, int], *, advantage: int = 0, penalty: int = 0,
    burst: int = 0, had_leaks: int = 0, max_leaks: int | None = None,
    types: Iterable[str] | None = None, protections: Protections = NO_PROTECTION,
    penetrate: int = 0, vs: DicePool | None = None, defense: DicePool | None = None,
) -> Odds:
    """Everything about one roll; ``types`` turns ``protections`` into penalty/advantage. The
    burst's Leaks go on the ``had_leaks`` already had, at most ``max_leaks`` when it is given."""
    modifiers = Modifiers(advantage, penalty)
    if types is not None:
        modifiers += protection_modifiers(tuple(types), protections, penetrate)
    elif protections != NO_PROTECTION or penetrate:
        raise MeshalError("odds-protection-without-type")
    for other, role in ((vs, "vs"), (defense, "defense")):
        if other is not None:
            same_kind(pool, other, role)
    dice, result = pool_distribution(pool, values, modifiers.advantage, modifiers.penalty, burst,
                                     had_leaks=had_leaks, max_leaks=max_leaks)
    found = Odds(pool, dice, modifiers, result, burst, max_leaks=max_leaks)
    if vs is not None:
        vs_dice, opposed = pool_distribution(vs, values)
        found = replace(found, versus=versus(result, opposed), vs=vs, vs_dice=vs_dice)
    if defense is not None:
        defense_dice, defended = pool_distribution(defense, values)
        found = replace(found, attack=attack_outcome(result, defended), defense=defense,
                        defense_dice=defense_dice)
    return found


def roll_pool(
    pool: DicePool, values: Mapping[str, int], rng: random.Random, *, advantage: int = 0,
    penalty: int = 0, burst: int = 0, had_leaks: int = 0, max_leaks: int | None = None,
) -> Roll:
    """Roll a written pool once with ``rng`` (burst and Leaks as in ``odds``)."""
    dice = pool_dice(pool, values, advantage, penalty, burst, had_leaks=had_leaks,
                     max_leaks=max_leaks)
    return roll(pool.kind, dice, rng)
