"""Full builds: ``meshal build`` as a whole process (load, pages, both languages' mkdocs, search,
print page, schemas, offline worker), for the shipped content and for the generated packs.

With ``--before REF`` the code of commit REF builds the same content alongside (interleaved, same
machine): the figure is the ratio now / before. A 10k build takes minutes, so packs of 5,000
entries or more are built once per code; the shipped content ``reps`` times.

    .venv/bin/python bench/fullbuild.py --before main --sizes 10000
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

import before
from timing import BIN, ROOT, progress, ratio, run_process, summary, table

CORE = ROOT / "content" / "core"
TARGET = 0.6  # 10k wall time now ≤ 0.6 × before


def _build(pack: Path | None, tree: Path | None, out: Path) -> tuple[float, float]:
    out.parent.mkdir(parents=True, exist_ok=True)  # meshal build makes the output folder, not its parents
    args = [BIN / "meshal", "build", "--out", out]
    if pack is not None:
        args += ["--pack", CORE, "--pack", pack]
    return run_process(args, env=before.env(tree))[:2]


def measure(name: str, pack: Path | None, reps: int, tree: Path | None) -> dict:
    codes = {"now": None, **({"before": tree} if tree else {})}
    wall: dict[str, list[float]] = {code: [] for code in codes}
    cpu: dict[str, list[float]] = {code: [] for code in codes}
    with tempfile.TemporaryDirectory(prefix="meshal-bench-fullbuild-") as scratch:
        for rep in range(reps):
            for code, code_tree in codes.items():
                progress(f"full build {name} ({code}): rep {rep + 1}/{reps}")
                w, c = _build(pack, code_tree, Path(scratch) / code / "site")
                wall[code].append(w)
                cpu[code].append(c)
                progress(f"  {w:.1f} s wall, {c:.1f} s cpu")
    result = {"wall": {code: summary(t) for code, t in wall.items()},
              "cpu": {code: summary(t) for code, t in cpu.items()}}
    if tree:
        result["now / before"] = ratio(result["wall"]["now"]["median"], result["wall"]["before"]["median"])
        result["cpu now / before"] = ratio(result["cpu"]["now"]["median"], result["cpu"]["before"]["median"])
    return result


def run(sizes: list[int], reps: int, tree: Path | None) -> dict:
    results = {"core": measure("core", None, reps, tree)}
    for size in sizes:
        results[str(size)] = measure(str(size), ROOT / "bench" / "packs" / str(size), 1 if size >= 5000 else reps,
                                     tree)
    if tree and "10000" in results:
        results["10000"]["targets"] = {f"10k wall ≤ {TARGET:g}× before": results["10000"]["now / before"] <= TARGET}
    return {"reps": reps, "sizes": results}


def render(result: dict) -> str:
    rows = []
    for name, r in result["sizes"].items():
        for code in ("before", "now"):
            if code in r["wall"]:
                w = r["wall"][code]
                rows.append([name, code, w["reps"], w["min"], w["median"], w["max"], r["cpu"][code]["median"],
                             r.get("now / before", "–") if code == "now" else ""])
    return ("full build — `meshal build` as a whole process, wall seconds\n\n"
            + table(["content", "code", "runs", "min", "median", "max", "cpu median", "now / before"], rows))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="*", default=[10000])
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--before", metavar="REF", help="also build with the code of commit REF")
    args = parser.parse_args()
    print(render(run(args.sizes, args.reps, before.unpack(args.before) if args.before else None)))


if __name__ == "__main__":
    main()
