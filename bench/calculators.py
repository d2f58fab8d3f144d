"""Calculator benchmark: the site's JS math module in node, a 100-die attack against a 100-die
defense, with a 10-die one as the baseline measured in the same run (``calculators.mjs``).

    .venv/bin/python bench/calculators.py --reps 20
"""

from __future__ import annotations

import argparse
import json
import tempfile
from pathlib import Path

from timing import ROOT, progress, run_process

from meshal_compendium.load import load_compendium
from meshal_compendium.rulesets.meshal.calcdata import calculator_data

TARGET_MS = 5


def run(reps: int) -> dict:
    """Median milliseconds of the 100 vs 100 attack in node, with the data the site ships."""
    progress("calculators: 100-die attack vs 100-die defense in node")
    with tempfile.TemporaryDirectory(prefix="meshal-bench-calc-") as scratch:
        data = Path(scratch) / "calculators.json"
        data.write_text(json.dumps(calculator_data(load_compendium(), "en"), ensure_ascii=False), encoding="utf-8")
        _, _, out = run_process(["node", ROOT / "bench" / "calculators.mjs", data, reps])
    result = json.loads(out)
    result["targets"] = {f"100 vs 100 ≤ {TARGET_MS} ms": result["attack_100_vs_100"]["median_ms"] <= TARGET_MS}
    return result


def render(result: dict) -> str:
    big, small = result["attack_100_vs_100"], result["attack_10_vs_10"]
    return ("calculators — JS math in node, medians of "
            f"{big['reps']}\n\n| attack | median ms | min ms | max ms |\n|---|---|---|---|\n"
            f"| 100 vs 100 dice | {big['median_ms']:.2f} | {big['min_ms']:.2f} | {big['max_ms']:.2f} |\n"
            f"| 10 vs 10 dice (baseline) | {small['median_ms']:.3f} | {small['min_ms']:.3f} | {small['max_ms']:.3f} |\n"
            f"\n100 vs 100 / 10 vs 10: {result['ratio']:.0f}×")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reps", type=int, default=20)
    print(render(run(parser.parse_args().reps)))
