"""One roll in its situation: what ``meshal odds`` and ``meshal roll`` compute.

The pool's dice come from its notation and attribute values, then advantage, penalty, burst and
the target's protection against the attack's types (L752-790) are counted together, never below
1 die. ``versus`` and ``defense`` pools are rolled plain.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace

from ..model import Protections
from ..notation import DicePool
from ..problems import MeshalError
from .attack import AttackOutcome, Modifiers, attack_outcome, protection_modifiers
from .dice import Distribution, Roll, Versus, dice_count, pool_distribution, roll, versus

ATTACK_TYPE_NAMES: Mapping[str, Mapping[str, str]] = {
    "physical": {"zh": "物质", "en": "physical"},
    "energetic": {"zh": "能量", "en": "energetic"},
    "spectral": {"zh": "灵毒", "en": "spectral"},
    "raw": {"zh": "真实", "en": "raw"},
}
NO_PROTECTION = Protections()
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


def odds(
    pool: DicePool, values: Mapping[str, int], *, advantage: int = 0, penalty: int = 0,
    burst: int = 0, types: Iterable[str] | None = None,
    protections: Protections = NO_PROTECTION, penetrate: int = 0,
    vs: DicePool | None = None, defense: DicePool | None = None,
) -> Odds:
    """Everything about one roll; ``types`` turns ``protections`` into penalty/advantage."""
    modifiers = Modifiers(advantage, penalty)
    if types is not None:
        modifiers += protection_modifiers(tuple(types), protections, penetrate)
    elif protections != NO_PROTECTION or penetrate:
        raise MeshalError("odds-protection-without-type")
    dice, result = pool_distribution(pool, values, modifiers.advantage, modifiers.penalty, burst)
    found = Odds(pool, dice, modifiers, result, burst)
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
    penalty: int = 0, burst: int = 0,
) -> Roll:
    """Roll a written pool once with ``rng``."""
    return roll(pool.kind, dice_count(pool.dice(values), advantage, penalty, burst), rng)
