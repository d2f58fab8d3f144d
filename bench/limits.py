"""The worst case of each input limit: `meshal validate` on input made to sit at the limit.

Each case is written to a temporary folder, then validated in a fresh process that reports its
own peak memory; the baseline is `meshal validate` of the shipped content in the same run. The
point is the bound: every case finishes (or refuses) in about the time and memory of the
baseline's order, whatever a hostile pack does.

    .venv/bin/python bench/run.py --only limits
"""

from __future__ import annotations

import statistics
import tempfile
from pathlib import Path

from timing import progress, ratio, run_measured

from meshal_compendium.limits import limit

MANIFEST = ("id: worst\nname: {en: Worst}\nversion: 1.0.0\nauthors: [x]\nlicense: x\nlanguages: [en]\n"
            "origin: homebrew\ndepends: [core]\n")


def _pack(root: Path, files: dict[str, str]) -> Path:
    root.mkdir()
    (root / "pack.yaml").write_text(MANIFEST, encoding="utf-8")
    for name, text in files.items():
        (root / name).write_text(text, encoding="utf-8")
    return root


def _bomb(branching: int, depth: int) -> str:
    lines = ["kind: term", "id: bomb", f"a0: &a0 [{', '.join('x' * branching)}]"]
    lines += [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * branching)}]" for i in range(1, depth)]
    return "\n".join(lines) + "\n"


def cases(root: Path) -> dict[str, Path]:
    """Inputs at each limit: just under what is refused before parsing, or just over the cap."""
    nodes = limit("file-nodes")
    tiny = "".join(f"- {{kind: term, id: t-{i}, name: {{en: t}}, summary: {{en: t}}, section: dice-rolling}}\n"
                   for i in range(limit("entries") // 10))
    return {
        # The most values a file may hold and still be parsed: composed, then refused by the count.
        "file-nodes (flow list)": _pack(root / "wide", {"wide.yaml": "[" + "1," * (2 * nodes - 2) + "1]"}),
        "file-nodes (alias bomb)": _pack(root / "bomb", {"bomb.yaml": _bomb(8, 7)}),
        "load-nodes (files under the cap)": _pack(root / "many", {f"f{i}.yaml": _bomb(8, 6) for i in range(400)}),
        "entries (tiny entries)": _pack(root / "tiny", {f"t{i}.yaml": tiny.replace("t-", f"t{i}-") for i in range(11)}),
        "file-problems (a file of mistakes)": _pack(root / "bad", {f"b{i}.yaml": "".join(
            f"- {{kind: term, id: b{i}-{j}, nonsense: 1}}\n" for j in range(5_000)) for i in range(20)}),
        "load-bytes (refused unread)": _pack(root / "big", {f"g{i}.yaml": "# " + "x" * (7 * 1024 * 1024) + "\n"
                                                            for i in range(10)}),
    }


def _validate(path: Path | None) -> tuple[float, int, int]:
    done, wall, peak = run_measured(["validate", *([path] if path else []), "--lang", "en"])
    return wall, peak, done.returncode


def run(reps: int) -> dict:
    with tempfile.TemporaryDirectory(prefix="meshal-bench-limits-") as folder:
        made = cases(Path(folder))
        progress("limits: baseline (the shipped content)")
        base = [_validate(None) for _ in range(reps)]
        figures = {"baseline": _summary(base)}
        for name, path in made.items():
            progress(f"limits: {name}")
            found = _summary([_validate(path) for _ in range(reps)])
            figures[name] = {**found, "wall_vs_baseline": ratio(found["wall"], figures["baseline"]["wall"])}
    return figures


def _summary(runs: list[tuple[float, int, int]]) -> dict:
    return {"wall": statistics.median(r[0] for r in runs), "peak_mb": max(r[1] for r in runs) / 2**20,
            "exit": runs[0][2]}


def render(figures: dict) -> str:
    rows = ["| case | exit | wall s | × baseline | peak MB |", "|---|---|---|---|---|",
            f"| baseline: shipped content | 0 | {figures['baseline']['wall']:.2f} | 1.00 |"
            f" {figures['baseline']['peak_mb']:.0f} |"]
    for name, f in figures.items():
        if name != "baseline":
            rows.append(f"| {name} | {f['exit']} | {f['wall']:.2f} | {f['wall_vs_baseline']:.2f} |"
                        f" {f['peak_mb']:.0f} |")
    return "\n".join(rows)
