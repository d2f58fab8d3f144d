"""Vectors for the pool calculator's numbers (site/assets/js/d20-pool/pool-odds.js): each case is
the calculator's two sides as its fields hold them, and what ``meshal odds --system d20-pool …
--json`` prints for the same options, ``--vs`` and every ``--vs-…`` option among them.
``pool_form.test.mjs`` (path in ``D20_POOL_FORM_VECTORS``) computes each case in JS and compares.
Run directly to write a file: ``python -m tests.rulesets.d20_pool.pool_form OUT``."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from meshal_compendium.cli import main
from meshal_compendium.rulesets.d20_pool.calcdata import rules_data
from meshal_compendium.rulesets.d20_pool.engine.pool import FIXED_READINGS
from tests.js import parity


def side(dice: int, advantage: bool = False, disadvantage: bool = False, extra: int = 0, deduct: int = 0,
         fortune: int = 0) -> dict[str, Any]:
    """One side as the calculator's fields hold it."""
    return {"dice": dice, "advantage": advantage, "disadvantage": disadvantage, "extra": extra, "deduct": deduct,
            "fortune": fortune}


# (first, second or None, concealment, ruling): every --vs-… option, each edge (and both: none),
# a gap in the support (extra successes), both rulings, both concealments.
CASES = [
    (side(3, advantage=True, extra=1, deduct=2, fortune=-3), None, "none", "sequential"),
    (side(2), side(1), "none", "sequential"),
    (side(3, disadvantage=True, extra=2), side(2, advantage=True, extra=1, deduct=2, fortune=-2), "half", "sequential"),
    (side(2), side(3, disadvantage=True, fortune=4), "full", "simultaneous"),
    (side(4, fortune=5), side(4, advantage=True, disadvantage=True, extra=3), "none", "sequential"),
    (side(1, deduct=1), side(0, extra=2, deduct=1), "half", "sequential"),
]


def cli_args(first: dict, second: dict | None, concealment: str, ruling: str) -> list[str]:
    """The command line the calculator's fields stand for."""
    def options(given: dict, prefix: str) -> list[str]:
        flags = [f"--{prefix}{edge}" for edge in ("advantage", "disadvantage") if given[edge]]
        return [*flags, f"--{prefix}extra", str(given["extra"]), f"--{prefix}deduct", str(given["deduct"]),
                f"--{prefix}fortune-modifier", str(given["fortune"])]
    args = [f"{first['dice']}d20", *options(first, ""), "--ruling", ruling, "--concealment", concealment]
    return args + ([] if second is None else ["--vs", f"{second['dice']}d20", *options(second, "vs-")])


def cli_json(args: list[str]) -> dict[str, Any]:
    result = CliRunner().invoke(main, ["odds", "--system", "d20-pool", *args, "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def expected(body: dict[str, Any]) -> dict[str, Any]:
    """The numbers of the CLI's --json that the calculator shows (listed outcomes, remainder, rulings and
    P(≥) alone; P(win), the miss chance and the hit against a pool)."""
    found = {"listed": {"outcomes": [[r["value"], r["probability"]] for r in body["distribution"]],
                        "remainder": body["remainder"]}, "rulings": body["rulings"]}
    if "vs" in body:
        return found | {"win": body["win"], "missChance": body["miss_chance"], "hit": body["hit"]}
    return found | {"atLeast": [[r["value"], r["probability"]] for r in body["at_least"]]}


def write_vectors(path: Path) -> dict[str, int]:
    cases = [{"first": first, "second": second, "concealment": concealment, "ruling": ruling,
              "args": cli_args(first, second, concealment, ruling),
              "expect": expected(cli_json(cli_args(first, second, concealment, ruling)))}
             for first, second, concealment, ruling in CASES]
    vectors = {"rules": rules_data(), "pool_readings": FIXED_READINGS, "cases": {"pool": cases}}
    return parity.write_vectors(path, vectors)


if __name__ == "__main__":
    print(write_vectors(Path(sys.argv[1])))
