"""Test vectors for the tactics calculators' math module: the Python engine over a grid, as JSON.

``parity.test.mjs`` loads the file (path in ``TACTICS_VECTORS``), builds the JS math from the same
``rules`` the browser gets (``calcdata.calculator_data``) and asserts every result is identical,
fractions as exact ``"a/b"`` strings, errors by message code. Write a file directly:
``python -m tests.rulesets.tactics.make_vectors OUT.json``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from fractions import Fraction
from functools import partial
from itertools import islice, product
from pathlib import Path
from typing import Any

from meshal_compendium.load import load_compendium
from meshal_compendium.rulesets.tactics.calcdata import calculator_data
from meshal_compendium.rulesets.tactics.engine import character, check, damage, initiative, movement, plain
from meshal_compendium.rulesets.tactics.engine.exchange import Readings, Status, exchange, exchange_with_hp, pursuer
from meshal_compendium.rulesets.tactics.engine.listing import Listed, listed
from meshal_compendium.rulesets.tactics.engine.multiplier import merged, physical
from meshal_compendium.rulesets.tactics.engine.weapon import Face, table
from meshal_compendium.rulesets.tactics.odds import parse_multiplier
from meshal_compendium.rulesets.tactics.rules import MOVEMENT, TERRAIN
from tests.js import parity
from tests.js.parity import outcome

from .tables import ATTACK_DIE, IRON_SWORD, MONSTER_CLAW

REROLL = table([Face(0, critical=True), Face(1), Face(2), Face(3), Face(4), Face(5)])
WEAPONS = {"sword": IRON_SWORD, "claw": MONSTER_CLAW, "attack-die": ATTACK_DIE, "reroll": REROLL}
MULTIPLIERS = ["1", "1/2", "3", "0", "3/2"]


def fraction(value: Fraction | int) -> str:
    value = Fraction(value)
    return f"{value.numerator}/{value.denominator}"


def faces_json(faces) -> list[dict[str, Any]]:
    return [{"damage": f.damage, "critical": f.critical, "burning": f.burning} for f in faces]




def listed_json(found: Listed) -> dict[str, Any]:
    return {"outcomes": [[v, fraction(p)] for v, p in found.outcomes], "remainder": fraction(found.remainder)}


def _attack(dice: int, weapon: str, multiplier: str, defense: int) -> damage.Attack:
    return damage.Attack(dice, WEAPONS[weapon], Fraction(multiplier), defense)


def _listed(dice: int, weapon: str, multiplier: str, defense: int) -> dict[str, Any]:
    return listed_json(listed(partial(damage.hp_prefix, _attack(dice, weapon, multiplier, defense))))


def _exchange(attack: list, counter: list, dex: int, other_dex: int) -> dict[str, Any]:
    found = exchange(_attack(*attack), _attack(*counter), dex, other_dex)
    return {"attacker": listed_json(found.attacker), "defender": listed_json(found.defender), "pursuit": found.pursuit}


def _statuses(attack: list, counter: list, dexes: list, hps: list | None, statuses: list, readings: list):
    """An exchange with HP (or none) and statuses: [[shield, poison], [shield, poison]], [shield, poison]."""
    args = (_attack(*attack), _attack(*counter), *dexes)
    kept = (tuple(Status(*s) for s in statuses), Readings(*readings))
    found = exchange(*args, *kept) if hps is None else exchange_with_hp(*args, *hps, *kept)
    return {"attacker": listed_json(found.attacker), "defender": listed_json(found.defender), "pursuit": found.pursuit}


def _check(weapon: str, dice: int, difficulty: int, reading: str) -> dict[str, Any]:
    faces = WEAPONS[weapon]
    return {"success": fraction(check.success(dice, faces, difficulty, reading)),
            "listed": listed_json(listed(check.check_prefix(dice, faces, reading)))}


def _plain(of: str, dice: int) -> list:
    return [[v, fraction(p)] for v, p in getattr(plain, of)(dice).items()]


def _derived(values: dict[str, int], *args: Any) -> dict[str, int]:
    return vars(character.derived(values, *args))


def _ground(*args: Any) -> list:
    return [movement.step_cost(*args), list(movement.terrain_bonus(*args))]


def _table(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return faces_json(table(Face(**row) for row in rows))


def _case(fn: Callable[..., Any], *args: Any, **inputs: Any) -> dict[str, Any]:
    """The inputs (``args`` unless named) and what the engine gives for them."""
    return {**(inputs or {"args": list(args)}), "expect": outcome(partial(fn, *args))}


def cases() -> dict[str, list[dict[str, Any]]]:
    found: dict[str, list[dict[str, Any]]] = {}
    found["series"] = [{"dice": d, "weapon": w, "count": 25,
                        "expect": [fraction(p) for p in islice(damage.total_series(d, WEAPONS[w]), 25)]}
                       for d, w in product(range(4), WEAPONS)]
    attacks = [*product([0, 1, 3, 5], ["sword", "claw", "attack-die"], MULTIPLIERS[:4], [1, 3, 5]),
               (2, "sword", "1", 0), (2, "claw", "1", -1), (-1, "sword", "1", 1), (2, "sword", "1000000", 1),
               (3, "claw", "7/3", 2), (12, "attack-die", "1", 1), (101, "sword", "1", 1)]
    found["listed"] = [_case(_listed, *a) for a in attacks]
    found["exchange"] = [_case(_exchange, [5, "sword", "1/2", 5], [5, "claw", "1", 3], a, b)
                         for a, b in [(6, 1), (5, 1), (1, 6), (3, 3)]]
    found["exchange"].append(_case(_exchange, [2, "sword", "1000", 1], [1, "attack-die", "3/2", 2], 9, 1))
    found["statuses"] = [
        _case(_statuses, [5, "sword", "1/2", 5], [5, "claw", "1", 3], dexes, hps, statuses, readings)
        for dexes, hps, statuses, readings in product(
            [[6, 1], [1, 6], [3, 3]], [None, [6, 4]],
            [[[False, 0], [True, 0]], [[True, 2], [False, 3]], [[True, 1], [True, 1]]],
            [["damage", "attacker"], ["any-hit", "both"]])]
    found["statuses"] += [_case(_statuses, [2, "reroll", "1", 1], [1, "claw", "1", 1], [1, 1], None,
                                [[False, 0], [False, 0]], ["never", "attacker"]),
                          _case(_statuses, [2, "reroll", "1", 1], [1, "claw", "1", 1], [1, 1], [1001, 2],
                                [[False, 0], [False, 0]], ["damage", "attacker"])]
    found["check"] = [{"weapon": w, "dice": d, "difficulty": n, "reading": r,
                       "expect": outcome(partial(_check, w, d, n, r))}
                      for w in ("sword", "claw", "attack-die") for d in (2, 0) for n in (0, 5, 7, 12)
                      for r in ("table", "table-crit", "faces", "dice")]
    found["plain"] = [{"of": of, "dice": d, "expect": outcome(partial(_plain, of, d))}
                      for of in ("burning", "production") for d in (0, 1, 3, 7, -1, 101)]
    found["pursuer"] = [_case(pursuer, a, b) for a, b in product([0, 1, 5, 6, 10], repeat=2)]
    found["merged"] = [{"multipliers": ms, "expect": fraction(merged(Fraction(m) for m in ms))}
                       for ms in [[], ["2"], ["2", "2"], ["1/2", "3/2"], ["1/2", "1/2", "1/2"], ["3", "1/2", "2"]]]
    found["physical"] = [{"quantities": qs, "expect": fraction(physical(Fraction(q) for q in qs))}
                         for qs in [[], ["2", "2"], ["3/2", "4"]]]
    found["means"] = [{"dice": d, "weapon": w, "expect": [fraction(damage.mean_total(d, WEAPONS[w])),
                                                         fraction(damage.burning_chance(d, WEAPONS[w]))]}
                      for d, w in product([0, 1, 4], WEAPONS)]
    rolls = [(5, [1, 3, 4, 5, 6, 5]), (5, [1, 3, 4, 5, 6]), (1, [2, 3]), (1, [7]), (0, []), (2, [6, 6, 6, 1, 1])]
    found["roll"] = [{"weapon": w, "dice": d, "rolls": r,
                      "expect": outcome(partial(damage.read_roll, WEAPONS[w], d, r))}
                     for w in ["sword", "claw"] for d, r in rolls]
    builds = [([], [], [], 0), (["str", "vit", "per"], [{"str": 2, "vit": 1}], [], 0),
              (["dex", "int"], [{"dex": 1, "str": -1}], ["per"], 3), (["str", "str"], [], [], 0),
              (["str", "dex", "vit", "per"], [], [], 0), ([], [], ["str", "str"], 5), (["might"], [], [], 0),
              (["str", "str", "str"], [], [], 0, "free"), (["str", "str"], [], [], 0, "any")]
    found["attributes"] = [_case(character.attributes, *b) for b in builds]
    values = character.attributes(["vit", "per", "str"], [{"vit": 1}])
    found["derived"] = [_case(_derived, values, *args) for args in [
        *((t, 0, 0, 0, False) for t in [*MOVEMENT, "swim"]), ("walk", 2, 1, 1, True), ("heavy", 0, 0, -3, True)]]
    found["initiative"] = [{"dex": d, "expect": [[v, fraction(p)] for v, p in initiative.initiative(d).items()]}
                           for d in [0, 1, 6]]
    found["acts_first"] = [{"args": [a, b], "expect": fraction(initiative.acts_first(a, b))}
                           for a, b in [(4, 4), (6, 1), (1, 6), (3, 2)]]
    found["step"] = [_case(_ground, *args) for args in product([*TERRAIN, "lava"], MOVEMENT, [False, True])]
    paths = [["plain"] * 4, ["plain", "plain", "forest"], ["plain", "forest"], ["forest", "river", "plain"], ["wall"]]
    found["walk"] = [{"args": [p, mv, t, e], "expect": vars(movement.walk(p, mv, t, e))}
                     for p, mv, t, e in product(paths, [3, 5], ["walk", "mounted", "flying", "water"], [False, True])]
    found["parse_multiplier"] = [{"text": x, "expect": outcome(lambda x=x: fraction(parse_multiplier(x)))}
                                 for x in ["1/2", "50%", "1.5", "×2", "x3", " 2 ", "-1", "half", "1/0", ""]]
    found["table"] = [_case(_table, rows) for rows in [
        faces_json(IRON_SWORD), faces_json([Face(6, True)] * 6), faces_json([Face(1)] * 5),
        faces_json([Face(-1)] + [Face(1)] * 5)]]
    return found


def write_vectors(path: Path) -> dict[str, int]:
    """Write the vectors file; the count of cases per group."""
    return parity.write_vectors(path, {
        "rules": calculator_data(load_compendium(), "en")["rules"],
        "weapons": {name: faces_json(faces) for name, faces in WEAPONS.items()}, "cases": cases()})


if __name__ == "__main__":
    print(write_vectors(Path(sys.argv[1])))
