"""An exchange (2.1.4): attack, counter-attack, then one pursuit by the side whose Dex is at least
PURSUIT_DEX_GAP higher; each side's HP lost, exactly.

Both sides are taken to stay standing through the exchange (HP lost may exceed HP left): the
engine does not know HP and the document does not say whether a fallen defender still counters.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from ..rules import PURSUIT_DEX_GAP
from .damage import Attack, hp_prefix
from .listing import Listed, added, listed


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
