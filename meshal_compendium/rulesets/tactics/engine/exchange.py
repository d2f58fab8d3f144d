"""An exchange (2.1.4): attack, counter-attack, then one pursuit by the side whose Dex is at least
PURSUIT_DEX_GAP higher; each side's HP lost, exactly.

``exchange`` takes both sides to stay standing (HP lost may exceed HP left); ``exchange_with_hp``
knows both HP and lets a side at HP ≤ 0 act no more (ruling ``tactics-fallen-counter``). Either
side may carry a status (7.2.2): 【护盾】 cancels the first damage it takes from any source (ruling
``tactics-shield-zero`` says whether a hit of 0 HP uses it), 【中毒X】 deals X at the end of its
own action (ruling ``tactics-poison-exchange`` says whose action an exchange is).

Each side's losses are followed as a state {(HP lost so far, shield still up): probability}, every
loss above the prefix's limit dropped: losses only grow, so what is kept is exact.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import partial

from ....problems import MeshalError
from ..rules import PURSUIT_DEX_GAP
from .damage import Attack, hp_prefix
from .listing import Listed, listed

# The HP an exchange with HP follows: HP 3,000 took 4.3 s, 100,000 more than 30 s (every point of HP is a
# step of the exact sum); a character's HP is some tens.
MAX_HP = 1000
#: ruling tactics-shield-zero: "damage" (a hit of 0 HP leaves the shield up) or "any-hit"
SHIELD_READINGS = ("damage", "any-hit")
#: ruling tactics-poison-exchange: "attacker" (an exchange is the attacker's action) or "both"
POISON_READINGS = ("attacker", "both")

State = dict[tuple[int, bool], Fraction]
Hit = Callable[[int], dict[int, Fraction]]


@dataclass(frozen=True)
class Status:
    """One side's statuses in an exchange: 【护盾】 and 【中毒X】 (X = ``poison``, 0 for none)."""

    shield: bool = False
    poison: int = 0

    def __post_init__(self) -> None:
        if self.poison < 0:
            raise MeshalError("tactics-bad-poison", given=self.poison)


@dataclass(frozen=True)
class Readings:
    """The readings of the rulings an exchange with statuses depends on."""

    shield: str = SHIELD_READINGS[0]
    poison: str = POISON_READINGS[0]

    def __post_init__(self) -> None:
        for given, known in ((self.shield, SHIELD_READINGS), (self.poison, POISON_READINGS)):
            if given not in known:
                raise MeshalError("tactics-reading-unknown", reading=given, known=", ".join(known))


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


def exchange(attack: Attack, counter: Attack, attacker_dex: int, defender_dex: int,
             statuses: tuple[Status, Status] = (Status(), Status()), readings: Readings = Readings()) -> Exchange:
    """``attack`` is the attacker's (on the defender), ``counter`` the defender's (on the attacker);
    ``statuses`` are the attacker's and the defender's."""
    return _settled(attack, counter, pursuer(attacker_dex, defender_dex), (None, None), statuses, readings)


def exchange_with_hp(attack: Attack, counter: Attack, attacker_dex: int, defender_dex: int,
                     attacker_hp: int, defender_hp: int, statuses: tuple[Status, Status] = (Status(), Status()),
                     readings: Readings = Readings()) -> Exchange:
    """As ``exchange``, but a side whose HP falls to 0 or below is《无法战斗》and acts no more (7.2.1,
    ruling ``tactics-fallen-counter``): a fallen defender does not counter, a fallen side does not pursue
    and is not pursued."""
    if max(attacker_hp, defender_hp) > MAX_HP:
        raise MeshalError("tactics-hp-too-high", hp=max(attacker_hp, defender_hp), most=MAX_HP)
    return _settled(attack, counter, pursuer(attacker_dex, defender_dex), (attacker_hp, defender_hp),
                    statuses, readings)


def _settled(attack: Attack, counter: Attack, who: str | None, hps: tuple[int | None, int | None],
             statuses: tuple[Status, Status], readings: Readings) -> Exchange:
    hit, answer = partial(hp_prefix, attack), partial(hp_prefix, counter)
    (attacker_hp, defender_hp), (mine, theirs) = hps, statuses
    defender_poison = theirs.poison if readings.poison == "both" else 0

    def start(status: Status) -> State:
        return {(0, status.shield): Fraction(1)}

    def standing(state: State, hp: int | None) -> Fraction:  # P(the side's loss < hp): it still acts
        if hp is None:
            return Fraction(1)
        return sum((p for (lost, _), p in state.items() if lost < hp), Fraction(0))

    def after_attack(limit: int) -> State:
        return _hit(start(theirs), hit, limit, readings.shield)

    def after_counter(limit: int) -> State:
        return _hit(start(mine), answer, limit, readings.shield)

    def defender(limit: int) -> dict[int, Fraction]:
        state = after_attack(limit)
        if who == "attacker":
            stands = standing(after_counter(_bound(attacker_hp, limit)), attacker_hp)
            up, down = _split(state, defender_hp)
            state = _mixed(down, _scaled(_hit(up, hit, limit, readings.shield), stands), _scaled(up, 1 - stands))
        return _losses(_poisoned(state, defender_poison, limit))

    def attacker(limit: int) -> dict[int, Fraction]:
        countered = standing(after_attack(_bound(defender_hp, limit)), defender_hp)
        state = after_counter(limit)
        if who == "defender":
            up, down = _split(state, attacker_hp)
            state = _mixed(down, _hit(up, answer, limit, readings.shield))
        state = _mixed(_scaled(state, countered), _scaled(start(mine), 1 - countered))
        return _losses(_poisoned(state, mine.poison, limit))

    return Exchange(listed(attacker), listed(defender), who)


def _bound(hp: int | None, limit: int) -> int:
    """The limit a stand check needs: losses below ``hp`` (none without HP)."""
    return 0 if hp is None else max(hp - 1, 0)


def _hit(state: State, prefix: Hit, limit: int, reading: str) -> State:
    """One hit on a side: a shield still up takes it (and stays up for a hit of 0 HP under the
    reading ``damage``); otherwise its HP lost adds to the side's."""
    found: State = {}
    lost = prefix(limit)
    nothing = lost.get(0, Fraction(0))
    for (so_far, up), p in state.items():
        if up:
            kept = nothing if reading == "damage" else Fraction(0)
            _add(found, (so_far, True), p * kept)
            _add(found, (so_far, False), p * (1 - kept))
            continue
        for value, q in lost.items():
            if so_far + value <= limit:
                _add(found, (so_far + value, False), p * q)
    return {key: p for key, p in found.items() if p}


def _poisoned(state: State, poison: int, limit: int) -> State:
    """【中毒X】 at the end of the side's action: X more HP lost, or the shield still up spent on it."""
    if not poison:
        return state
    found: State = {}
    for (so_far, up), p in state.items():
        if up:
            _add(found, (so_far, False), p)
        elif so_far + poison <= limit:
            _add(found, (so_far + poison, False), p)
    return found


def _split(state: State, hp: int | None) -> tuple[State, State]:
    """The part of ``state`` still standing (loss < hp) and the part fallen."""
    up = {key: p for key, p in state.items() if hp is None or key[0] < hp}
    return up, {key: p for key, p in state.items() if key not in up}


def _losses(state: State) -> dict[int, Fraction]:
    found: dict[int, Fraction] = {}
    for (lost, _), p in state.items():
        found[lost] = found.get(lost, Fraction(0)) + p
    return found


def _scaled(state: State, by: Fraction) -> State:
    return {key: p * by for key, p in state.items() if p * by}


def _mixed(*states: State) -> State:
    found: State = {}
    for state in states:
        for key, p in state.items():
            _add(found, key, p)
    return found


def _add(found: State, key: tuple[int, bool], p: Fraction) -> None:
    if p:
        found[key] = found.get(key, Fraction(0)) + p
