"""Profile where ``meshal validate`` and the engine spend their time (for missed targets).

    .venv/bin/python bench/hotspots.py validate --size 10000   # cProfile of load(), GC on/off
    .venv/bin/python bench/hotspots.py engine                  # cProfile of both engine tasks

cProfile slows Python-heavy code unevenly, so read its shares as a guide and the plain wall
times printed alongside as the figures.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import io
import pstats
import statistics

import engine
import generate
from timing import ROOT, timed

from meshal_compendium.load import load

CORE = ROOT / "content" / "core"


def _stats(profile: cProfile.Profile, order: str, limit: int) -> str:
    out = io.StringIO()
    pstats.Stats(profile, stream=out).strip_dirs().sort_stats(order).print_stats(limit)
    return out.getvalue()


def _median_wall(fn, reps: int) -> float:
    return statistics.median(timed(fn)[0] for _ in range(reps))


def profile_validate(size: int, reps: int, limit: int) -> None:
    pack = generate.PACKS / str(size)
    if not (pack / "pack.yaml").is_file():
        generate.generate(size, pack)
    paths = [CORE, pack]
    load([CORE])
    with_gc = _median_wall(lambda: load(paths), reps)
    gc.disable()
    try:
        without_gc = _median_wall(lambda: load(paths), reps)
    finally:
        gc.enable()
    print(f"load(core + {size}): {with_gc:.2f} s with the garbage collector, "
          f"{without_gc:.2f} s without it (medians of {reps})\n")
    profile = cProfile.Profile()
    profile.runcall(load, paths)
    print(_stats(profile, "cumulative", limit))
    print(_stats(profile, "tottime", limit))


def profile_engine(limit: int) -> None:
    for task, top in engine.TASKS.items():
        fn = engine.IMPLEMENTATIONS[("ours", task)]
        profile = cProfile.Profile()
        profile.runcall(fn, top)
        print(f"===== engine {task} 1–{top}")
        print(_stats(profile, "cumulative", limit))
        print(_stats(profile, "tottime", limit))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=["validate", "engine"])
    parser.add_argument("--size", type=int, default=10000)
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--limit", type=int, default=25, help="rows per listing")
    args = parser.parse_args(argv)
    if args.what == "validate":
        profile_validate(args.size, args.reps, args.limit)
    else:
        profile_engine(args.limit)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
