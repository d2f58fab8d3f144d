"""Start-up: how long a person waits for a short command, against bare interpreter start-up.

- ``meshal odds 3d`` against ``python -c pass`` (target ≤ 3×): a dice question must not import
  the loader, the wiki or the exporters; in zh and zh-Hant too (their messages come from a kept
  gettext catalogue and a kept conversion), and beside ``import click, fractions``, what any dice
  command must import, to show how close 3× can come;
- ``meshal validate`` of the shipped content against its ``load()`` (target ≤ 1.5×): the loader's
  own time, measured inside a fresh interpreter (importing the loader and the first call, which
  builds the validators, as ``meshal validate`` must), so the rest is the CLI's overhead.

Each figure is a whole process, run ``reps`` times, interleaved; with ``--before REF`` the code of
commit REF is run alongside (in each repetition, so both see the same load) and the ratios
after / before are reported.

    .venv/bin/python bench/start.py --reps 7
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import before
from timing import BIN, progress, ratio, run_process, summary, table

TARGET_ODDS = 3.0
TARGET_VALIDATE = 1.5
# Prints the seconds of importing the loader and one load() of the shipped content.
_LOAD = ("import time; t = time.perf_counter(); from meshal_compendium.load import load; "
         "r = load([]); assert r.ok; print(time.perf_counter() - t)")
COMMANDS = {
    "python -c pass": [sys.executable, "-c", "pass"],
    # What any dice command must import: the CLI library and exact fractions (how close 3× can be).
    "import click, fractions": [sys.executable, "-c", "import click, fractions"],
    "meshal odds 3d": [BIN / "meshal", "odds", "3d"],
    "meshal odds 3d --lang zh": [BIN / "meshal", "odds", "3d", "--lang", "zh"],
    "meshal odds 3d --lang zh-Hant": [BIN / "meshal", "odds", "3d", "--lang", "zh-Hant"],
    "meshal validate": [BIN / "meshal", "validate"],
}


def measure(reps: int, trees: dict[str, Path | None]) -> dict:
    """Wall seconds of each command and the in-process load() time, for the code in each tree
    (None: the code now); every repetition runs every tree's commands, so both see the same load."""
    wall = {code: {name: [] for name in [*COMMANDS, "load()"]} for code in trees}
    envs = {code: before.env(tree) for code, tree in trees.items()}
    for env in envs.values():
        for args in COMMANDS.values():  # one unmeasured run each: the page cache and .pyc files
            run_process(args, env=env)
    for rep in range(reps):
        for code, env in envs.items():
            for name, args in COMMANDS.items():
                wall[code][name].append(run_process(args, env=env)[0])
            wall[code]["load()"].append(float(run_process([sys.executable, "-c", _LOAD], env=env)[2]))
        progress(f"start: rep {rep + 1}/{reps}")
    return {code: _figures(times) for code, times in wall.items()}


def _figures(wall: dict[str, list[float]]) -> dict:
    seconds = {name: summary(times) for name, times in wall.items()}
    med = {name: s["median"] for name, s in seconds.items()}
    ratios = {"odds / python": ratio(med["meshal odds 3d"], med["python -c pass"]),
              "odds --lang zh / python": ratio(med["meshal odds 3d --lang zh"], med["python -c pass"]),
              "odds --lang zh-Hant / python": ratio(med["meshal odds 3d --lang zh-Hant"], med["python -c pass"]),
              "import click, fractions / python": ratio(med["import click, fractions"], med["python -c pass"]),
              "validate / load()": ratio(med["meshal validate"], med["load()"])}
    return {"seconds": seconds, "ratios": ratios, "targets": {
        f"meshal odds 3d ≤ {TARGET_ODDS:g}× python -c pass": ratios["odds / python"] <= TARGET_ODDS,
        f"meshal validate ≤ {TARGET_VALIDATE:g}× load()": ratios["validate / load()"] <= TARGET_VALIDATE}}


def run(reps: int, tree: Path | None = None) -> dict:
    trees = {"now": None} if tree is None else {"now": None, "before": tree}
    result = {"reps": reps, **measure(reps, trees)}
    if tree is not None:
        now, then = result["now"]["seconds"], result["before"]["seconds"]
        result["now / before"] = {name: ratio(now[name]["median"], then[name]["median"]) for name in now}
    return result


def render(result: dict) -> str:
    rows = []
    for name in [*COMMANDS, "load()"]:
        for code in ("before", "now"):
            if code in result:
                s = result[code]["seconds"][name]
                rows.append([name, code, s["min"], s["median"], s["max"]])
    text = table(["command", "code", "min s", "median s", "max s"], rows)
    ratios = [[name, code, value] for code in ("before", "now") if code in result
              for name, value in result[code]["ratios"].items()]
    text += "\n\n" + table(["ratio of medians", "code", "value"], ratios)
    if "now / before" in result:
        text += "\n\n" + table(["now / before (medians)", "ratio"], list(result["now / before"].items()))
    return f"start — whole processes, {result['reps']} runs each\n\n{text}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reps", type=int, default=7)
    parser.add_argument("--before", metavar="REF", help="also run the code of commit REF")
    args = parser.parse_args()
    print(render(run(args.reps, before.unpack(args.before) if args.before else None)))


if __name__ == "__main__":
    main()
