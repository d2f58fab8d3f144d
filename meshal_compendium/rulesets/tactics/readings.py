"""Which rulings a number of ``meshal odds --system tactics`` depends on, and the reading it took.

Each is a ``ruling`` entry of ``content/tactics/rulings.yaml``; the JSON names them under
``rulings`` ({ruling id: reading id}) and the text says them by name, so a reader always knows
which reading of the document a number follows. Only the rulings that change the number at hand
are named: a table without ⚡ does not depend on how criticals chain.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction

from .engine.damage import Attack
from .engine.exchange import Readings, Status
from .engine.multiplier import below_zero

CRIT_CHAIN = "tactics-crit-chain"
NEGATIVE_MULTIPLIER = "tactics-negative-multiplier"
ZERO_DEFENSE = "tactics-zero-defense"
DAILY_CHECK = "tactics-daily-check-reading"
INITIATIVE = "tactics-initiative-dice"
FALLEN = "tactics-fallen-counter"
SHIELD_ZERO = "tactics-shield-zero"
POISON_EXCHANGE = "tactics-poison-exchange"
#: weapons whose table's blank cells could sit elsewhere: weapon id → (ruling, reading taken)
BLANK_CELLS = {"monster-claw": ("tactics-claw-blanks", "faces-1-2")}
#: every ruling a number here can name (the calculators' data carries their names and pages)
NAMED = (CRIT_CHAIN, NEGATIVE_MULTIPLIER, ZERO_DEFENSE, DAILY_CHECK, INITIATIVE, FALLEN, SHIELD_ZERO, POISON_EXCHANGE,
         *(ruling for ruling, _ in BLANK_CELLS.values()))


def attack_rulings(attack: Attack, weapon_id: str, multipliers: Sequence[Fraction] = ()) -> dict[str, str]:
    """The rulings one attack's HP lost depends on."""
    found: dict[str, str] = {}
    if any(f.critical for f in attack.faces):
        found[CRIT_CHAIN] = "chain"
    if weapon_id in BLANK_CELLS:
        ruling, reading = BLANK_CELLS[weapon_id]
        found[ruling] = reading
    if below_zero(multipliers):
        found[NEGATIVE_MULTIPLIER] = "floor-zero"
    if attack.defense == 0:
        found[ZERO_DEFENSE] = "as-one"
    return found


def check_rulings(reading: str, weapon_id: str) -> dict[str, str]:
    """A daily check depends on how it reads the base die; under ``table-crit`` on chaining too."""
    found = {DAILY_CHECK: reading}
    if reading != "faces" and weapon_id in BLANK_CELLS:
        ruling, taken = BLANK_CELLS[weapon_id]
        found[ruling] = taken
    if reading == "table-crit":
        found[CRIT_CHAIN] = "chain"
    return found


def status_rulings(statuses: Sequence[Status], readings: Readings) -> dict[str, str]:
    """An exchange with 【护盾】 depends on whether a hit of 0 HP uses it; with 【中毒X】, on whose action
    the exchange is."""
    found: dict[str, str] = {}
    if any(s.shield for s in statuses):
        found[SHIELD_ZERO] = readings.shield
    if any(s.poison for s in statuses):
        found[POISON_EXCHANGE] = readings.poison
    return found


def joined(parts: Iterable[dict[str, str]]) -> dict[str, str]:
    """The rulings of several attacks (an exchange) as one mapping."""
    found: dict[str, str] = {}
    for part in parts:
        found.update(part)
    return dict(sorted(found.items()))
