"""An exchange (2.1.4): attack, counter-attack, then one pursuit by the side whose Dex is at least
PURSUIT_DEX_GAP higher; each side's HP lost, exactly.

``exchange`` takes both sides to stay standing (HP lost may exceed HP left); ``exchange_with_hp``
knows both HP and lets a side at HP ≤ 0 act no more (ruling ``tactics-fallen-counter``).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import partial

from ....problems import MeshalError
from ..rules import PURSUIT_DEX_GAP
from .damage import Attack, hp_prefix
from .listing import Listed, Prefix, added, listed

# The HP an exchange with HP follows: HP 3,000 took 4.3 s, 100,000 more than 30 s (every point of HP is a
# step of the exact sum); a character's HP is some tens.
MAX_HP = 1000


def pursuer(attacker_dex: int, defender_dex: int) -> str | None:
    """"attacker", "defender" or None: who pursues (Dex difference ≥ PURSUIT_DEX_GAP)."""
    if attacker_dex - defender_dex >= PURSUIT_DEX_GAP:
        return "attacker"
    if defender_dex - attacker_dex >= PURSUIT_DEX_GAP:
        return "defender"
    return None


@dataclass(frozen=True)
class Exchange:
    """HP lost by each side and who pursued."""

    attacker: Listed
    defender: Listed
    pursuit: str | None


def exchange(attack: Attack, counter: Attack, attacker_dex: int, defender_dex: int) -> Exchange:
    """``attack`` is the attacker's (on the defender), ``counter`` the defender's (on the attacker)."""
    who = pursuer(attacker_dex, defender_dex)
    on_defender = [attack, attack] if who == "attacker" else [attack]
    on_attacker = [counter, counter] if who == "defender" else [counter]
    return Exchange(_lost(on_attacker), _lost(on_defender), who)


def _lost(hits: list[Attack]) -> Listed:
    return listed(added([partial(hp_prefix, hit) for hit in hits]))


def exchange_with_hp(attack: Attack, counter: Attack, attacker_dex: int, defender_dex: int,
                     attacker_hp: int, defender_hp: int) -> Exchange:
    """As ``exchange``, but a side whose HP falls to 0 or below is《无法战斗》and acts no more (7.2.1,
    ruling ``tactics-fallen-counter``): a fallen defender does not counter, a fallen side does not pursue."""
    if max(attacker_hp, defender_hp) > MAX_HP:
        raise MeshalError("tactics-hp-too-high", hp=max(attacker_hp, defender_hp), most=MAX_HP)
    who = pursuer(attacker_dex, defender_dex)
    hit, answer = partial(hp_prefix, attack), partial(hp_prefix, counter)

    def below(prefix: Prefix, hp: int) -> Fraction:  # P(HP lost < hp): it stays standing
        return sum(prefix(hp - 1).values(), Fraction(0)) if hp > 0 else Fraction(0)

    def defender(limit: int) -> dict[int, Fraction]:
        stands = below(answer, attacker_hp)  # the attacker survives the counter and may pursue
        again = hit(limit) if who == "attacker" else {0: Fraction(1)}
        found: dict[int, Fraction] = {}
        for a, p in hit(limit).items():
            tail = {0: Fraction(1)} if a >= defender_hp else _mixed({0: 1 - stands}, _scaled(again, stands))
            _spread(found, a, p, tail, limit)
        return found

    def attacker(limit: int) -> dict[int, Fraction]:
        countered = below(hit, defender_hp)
        again = answer(limit) if who == "defender" else {0: Fraction(1)}
        found: dict[int, Fraction] = {0: 1 - countered}
        for c, q in answer(limit).items():
            _spread(found, c, q * countered, {0: Fraction(1)} if c >= attacker_hp else again, limit)
        return found

    return Exchange(listed(attacker), listed(defender), who)


def _scaled(found: dict[int, Fraction], by: Fraction) -> dict[int, Fraction]:
    return {v: p * by for v, p in found.items()}


def _mixed(one: dict[int, Fraction], other: dict[int, Fraction]) -> dict[int, Fraction]:
    return {v: one.get(v, Fraction(0)) + other.get(v, Fraction(0)) for v in one.keys() | other.keys()}


def _spread(found: dict[int, Fraction], first: int, p: Fraction, then: dict[int, Fraction], limit: int) -> None:
    """Add P(first, then a later loss of ``then``) to ``found`` at first + later, up to ``limit``."""
    for later, q in then.items():
        if first + later <= limit:
            found[first + later] = found.get(first + later, Fraction(0)) + p * q
