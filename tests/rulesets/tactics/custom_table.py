"""Vectors for the tactics calculators' written table (the CLI's ``--weapon-faces``): each case is
what the damage or exchange calculator's fields hold and what ``meshal odds --system tactics …
--weapon-faces TABLE --json`` prints for the same input. ``custom_table.test.mjs`` (path in
``TACTICS_TABLE_VECTORS``) computes each case as the calculators do (tactics-math.js and
readings.js) and compares. Run directly to write a file: ``python -m tests.rulesets.tactics.custom_table OUT``."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from meshal_compendium.cli import main
from meshal_compendium.load import load_compendium
from meshal_compendium.rulesets.tactics.calcdata import calculator_data
from tests.js import parity

SWORD_LIKE = "0,3,3,3,6,!6"      # the iron sword's table, written out
BURNING = "!1,2*,2,0,4*,!5*"     # ⚡ and 🔥 together, a ⚡ of 1 (long chains)

# Damage: (dice, table, multipliers, defense or None). A negative merge and a defense of 0 name rulings.
DAMAGE = [(5, SWORD_LIKE, ["1/2"], 2), (3, BURNING, [], None), (4, "1,1,2,2,3,4", [], 3),
          (4, BURNING, ["0", "1/2"], 0), (2, "0,0,0,0,0,!0", ["150%"], 1)]
# Daily checks: (dice, table, difficulty, reading).
CHECK = [(2, SWORD_LIKE, 7, "table"), (2, SWORD_LIKE, 7, "table-crit"), (2, BURNING, 5, "faces")]
# Exchanges: the CLI's arguments after the attacker's dice; every side given a written table.
EXCHANGE = [
    ["--weapon-faces", SWORD_LIKE, "--multiplier", "50%", "--defense", "5", "--dex", "6", "--exchange", "4d6",
     "--counter-faces", "1,1,2,2,!3*,4", "--counter-defense", "3", "--counter-dex", "1"],
    ["--weapon-faces", SWORD_LIKE, "--multiplier", "50%", "--defense", "5", "--dex", "6", "--exchange", "4d6",
     "--counter-faces", "1,1,2,2,!3*,4", "--counter-defense", "3", "--counter-dex", "1", "--hp", "12",
     "--counter-hp", "3", "--poison", "2", "--counter-shield", "--shield-reading", "any-hit"],
    ["--weapon-faces", "0,0,1,1,2,!2", "--defense", "0", "--exchange", "3d6", "--counter-faces", BURNING,
     "--counter-multiplier", "0", "--counter-multiplier", "1/2", "--counter-defense", "2", "--counter-dex", "5",
     "--poison-reading", "both", "--counter-poison", "1"],
]


def cli_json(*args: str) -> dict[str, Any]:
    result = CliRunner().invoke(main, ["odds", "--system", "tactics", *args, "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def rows(body: dict[str, Any]) -> list[dict[str, Any]]:
    """The table as the calculator's six face rows hold it (the JSON echoes what the CLI read)."""
    return [{"damage": f["damage"], "critical": f["critical"], "burning": f["burning"]} for f in body["faces"]]


def listed(body: dict[str, Any]) -> dict[str, Any]:
    return {"outcomes": [[r["value"], r["probability"]] for r in body["distribution"]], "remainder": body["remainder"]}


def damage_case(dice: int, table: str, multipliers: list[str], defense: int | None) -> dict[str, Any]:
    given = [arg for m in multipliers for arg in ("--multiplier", m)]
    divided = () if defense is None else ("--defense", str(defense))
    body = cli_json(f"{dice}d6", "--weapon-faces", table, *given, *divided)
    expect = {"listed": listed(body), "multiplier": body["multiplier"], "meanTotal": body["mean_total"],
              "burning": body.get("burning"), "rulings": body["rulings"], "weapon": body["weapon"]}
    return {"dice": dice, "faces": rows(body), "multipliers": multipliers, "defense": defense, "expect": expect}


def check_case(dice: int, table: str, difficulty: int, reading: str) -> dict[str, Any]:
    body = cli_json(f"{dice}d6", "--weapon-faces", table, "--check", str(difficulty), "--ruling", reading)
    faces = rows(cli_json(f"{dice}d6", "--weapon-faces", table))  # the check's JSON has no table: the attack's
    return {"dice": dice, "faces": faces, "difficulty": difficulty, "reading": reading,
            "expect": {"success": body["check"]["success"], "listed": listed(body), "rulings": body["rulings"]}}


def side(body: dict[str, Any]) -> dict[str, Any]:
    """One side as the exchange calculator holds it: its own multiplier and defense are the other
    side's --multiplier/--defense in the CLI (they are on the damage it takes)."""
    return {"dice": body["dice"], "faces": rows(body), "dex": body["dex"], "shield": body["shield"],
            "poison": body["poison"]}


def exchange_case(args: list[str]) -> dict[str, Any]:
    body = cli_json("5d6", *args)
    attack, counter = body["attack"], body["counter"]
    taken = {"attack": _option(args, "--counter-multiplier"), "counter": _option(args, "--multiplier")}
    hps = [int(_option(args, "--hp")[0]), int(_option(args, "--counter-hp")[0])] if "--hp" in args else None
    return {"attacker": side(attack) | {"multipliers": taken["attack"], "defense": counter["defense"]},
            "defender": side(counter) | {"multipliers": taken["counter"], "defense": attack["defense"]},
            "hps": hps, "readings": {"shield": (_option(args, "--shield-reading") or ["damage"])[0],
                                     "poison": (_option(args, "--poison-reading") or ["attacker"])[0]},
            "expect": {"attacker": listed(body["attacker"]), "defender": listed(body["defender"]),
                       "pursuit": body["pursuit"], "rulings": body["rulings"]}}


def _option(args: list[str], name: str) -> list[str]:
    return [args[i + 1] for i, arg in enumerate(args) if arg == name]


def write_vectors(path: Path) -> dict[str, int]:
    data = calculator_data(load_compendium(), "en")
    cases = {"damage": [damage_case(*c) for c in DAMAGE], "check": [check_case(*c) for c in CHECK],
             "exchange": [exchange_case(c) for c in EXCHANGE]}
    return parity.write_vectors(path, {"rules": data["rules"], "blank_cells": data["blank_cells"], "cases": cases})


if __name__ == "__main__":
    print(write_vectors(Path(sys.argv[1])))
