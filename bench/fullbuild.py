"""Full builds: ``meshal build`` as a whole process (load, pages, both languages' mkdocs, search,
print page, schemas, offline worker), for the shipped content and for the generated packs.

With ``--before REF`` the code of commit REF builds the same content alongside (interleaved, same
machine): the figure is the ratio now / before. With ``--sequential`` this code also builds with
``--jobs 1``, the editions one after the other as before they built side by side: the ratio
now / sequential is what building them side by side gives, whatever else changed since. A 10k
build takes minutes, so packs of 5,000 entries or more are built once per code; the shipped
content ``reps`` times.

    .venv/bin/python bench/fullbuild.py --sequential --sizes 10000
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

import before
from timing import BIN, ROOT, progress, ratio, run_process, summary, table

CORE = ROOT / "content" / "core"
TARGET = 0.6  # 10k wall time now ≤ 0.6 × before


def _build(pack: Path | None, tree: Path | None, out: Path, extra: tuple[str, ...] = ()) -> tuple[float, float]:
    out.parent.mkdir(parents=True, exist_ok=True)  # meshal build makes the output folder, not its parents
    args = [BIN / "meshal", "build", "--out", out, *extra]
    if pack is not None:
        args += ["--pack", CORE, "--pack", pack]
    return run_process(args, env=before.env(tree))[:2]


def measure(name: str, pack: Path | None, reps: int, tree: Path | None, sequential: bool = False) -> dict:
    # code → (the tree its package is imported from, extra build options)
    codes = {"now": (None, ()), **({"before": (tree, ())} if tree else {}),
             **({"sequential": (None, ("--jobs", "1"))} if sequential else {})}
    wall: dict[str, list[float]] = {code: [] for code in codes}
    cpu: dict[str, list[float]] = {code: [] for code in codes}
    with tempfile.TemporaryDirectory(prefix="meshal-bench-fullbuild-") as scratch:
        for rep in range(reps):
            for code, (code_tree, extra) in codes.items():
                progress(f"full build {name} ({code}): rep {rep + 1}/{reps}")
                w, c = _build(pack, code_tree, Path(scratch) / code / "site", extra)
                wall[code].append(w)
                cpu[code].append(c)
                progress(f"  {w:.1f} s wall, {c:.1f} s cpu")
    result = {"wall": {code: summary(t) for code, t in wall.items()},
              "cpu": {code: summary(t) for code, t in cpu.items()}}
    if sequential:
        result["now / sequential"] = ratio(result["wall"]["now"]["median"], result["wall"]["sequential"]["median"])
        result["cpu now / sequential"] = ratio(result["cpu"]["now"]["median"], result["cpu"]["sequential"]["median"])
    if tree:
        result["now / before"] = ratio(result["wall"]["now"]["median"], result["wall"]["before"]["median"])
        result["cpu now / before"] = ratio(result["cpu"]["now"]["median"], result["cpu"]["before"]["median"])
    return result


def run(sizes: list[int], reps: int, tree: Path | None, sequential: bool = False) -> dict:
    results = {"core": measure("core", None, reps, tree, sequential)}
    for size in sizes:
        results[str(size)] = measure(str(size), ROOT / "bench" / "packs" / str(size), 1 if size >= 5000 else reps,
                                     tree, sequential)
    for baseline in ("before", "sequential") if "10000" in results else ():
        if f"now / {baseline}" in results["10000"]:
            results["10000"].setdefault("targets", {})[f"10k wall ≤ {TARGET:g}× {baseline}"] = \
                results["10000"][f"now / {baseline}"] <= TARGET
    return {"reps": reps, "sizes": results}


def render(result: dict) -> str:
    rows = []
    for name, r in result["sizes"].items():
        for code in ("before", "sequential", "now"):
            if code in r["wall"]:
                w = r["wall"][code]
                rows.append([name, code, w["reps"], w["min"], w["median"], w["max"], r["cpu"][code]["median"],
                             *((r.get(f"now / {b}", "–") if code == "now" else "") for b in ("before", "sequential"))])
    return ("full build — `meshal build` as a whole process, wall seconds\n\n"
            + table(["content", "code", "runs", "min", "median", "max", "cpu median", "now / before",
                     "now / sequential"], rows))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="*", default=[10000])
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--before", metavar="REF", help="also build with the code of commit REF")
    parser.add_argument("--sequential", action="store_true", help="also build with --jobs 1")
    args = parser.parse_args()
    print(render(run(args.sizes, args.reps, before.unpack(args.before) if args.before else None, args.sequential)))


if __name__ == "__main__":
    main()
