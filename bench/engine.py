"""Benchmark our exact distributions against icepool on the same Meshal pools, results identical.

Two tasks, each computed by both libraries as exact ``Fraction``s:

- points: for every points pool of 1–100 dice (each die scores on 5 or 6), P(≥ k) for every
  k from 0 to the number of dice;
- attack: for every attack pool of 1–30 dice against every defense pool of 1–30 dice, the
  wound distribution max(0, attack − defense) (``attack_outcome(...).wounds``, which also works
  out the hit and solid-defense chances).

Both libraries cache (our ``points_distribution``, icepool's dice), so every timed repetition
runs in a fresh process; only the computation is timed, not the start-up or imports. Before any
timing, one in-process run of each is compared value by value; every timed run must then give
the same digest.

    .venv/bin/python bench/engine.py --reps 3
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from fractions import Fraction

from timing import ROOT, progress, ratio, run_process, summary, table

TASKS = {"points": 100, "attack": 30}  # largest pool of each task
QUICK = {"points": 40, "attack": 12}
TARGET = 10.0  # ours ≥ 10× faster than icepool

Results = dict[tuple[int, ...], tuple[tuple[int, Fraction], ...]]


def ours_points(top: int) -> Results:
    from meshal_compendium.engine.dice import points_distribution

    out = {}
    for dice in range(1, top + 1):
        dist = points_distribution(dice)
        out[(dice,)] = tuple((k, dist.at_least(k)) for k in range(dice + 1))
    return out


def ours_attack(top: int) -> Results:
    from meshal_compendium.engine.attack import attack_outcome
    from meshal_compendium.engine.dice import points_distribution

    return {
        (a, d): attack_outcome(points_distribution(a), points_distribution(d)).wounds.outcomes
        for a in range(1, top + 1) for d in range(1, top + 1)
    }


def _point_die():
    import icepool

    return icepool.d6.map(lambda face: 1 if face >= 5 else 0)


def icepool_points(top: int) -> Results:
    point = _point_die()
    out = {}
    for dice in range(1, top + 1):
        pool = point.pool(dice).sum()
        out[(dice,)] = tuple((k, pool.probability(">=", k)) for k in range(dice + 1))
    return out


def icepool_attack(top: int) -> Results:
    point = _point_die()
    pools = {n: point.pool(n).sum() for n in range(1, top + 1)}
    out = {}
    for a in range(1, top + 1):
        for d in range(1, top + 1):
            wounds = (pools[a] - pools[d]).map(lambda v: max(0, v))
            total = wounds.denominator()
            out[(a, d)] = tuple((v, Fraction(q, total)) for v, q in wounds.items() if q)
    return out


IMPLEMENTATIONS = {
    ("ours", "points"): ours_points, ("ours", "attack"): ours_attack,
    ("icepool", "points"): icepool_points, ("icepool", "attack"): icepool_attack,
}


def digest(results: Results) -> str:
    """A hash of every value, exact (numerator/denominator), in a fixed order."""
    text = ";".join(f"{key}:" + ",".join(f"{v}={p.numerator}/{p.denominator}" for v, p in values)
                    for key, values in sorted(results.items()))
    return hashlib.sha256(text.encode()).hexdigest()


def worker(implementation: str, task: str, top: int) -> None:
    """Import first, then time only the computation; print seconds and digest as JSON."""
    fn = IMPLEMENTATIONS[(implementation, task)]
    if implementation == "ours":
        import meshal_compendium.engine.attack  # noqa: F401
    else:
        import icepool  # noqa: F401
    wall, cpu = time.perf_counter(), time.process_time()
    results = fn(top)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    print(json.dumps({"seconds": wall, "cpu_seconds": cpu, "digest": digest(results)}))


def verify(task: str, top: int) -> str:
    """Compare both libraries value by value; the common digest."""
    ours, theirs = IMPLEMENTATIONS[("ours", task)](top), IMPLEMENTATIONS[("icepool", task)](top)
    if ours != theirs:
        key = next(k for k in sorted(ours.keys() | theirs.keys()) if ours.get(k) != theirs.get(k))
        raise AssertionError(f"{task} {key}: ours {ours.get(key)} != icepool {theirs.get(key)}")
    return digest(ours)


def run(reps: int = 5, quick: bool = False) -> dict:
    tops = QUICK if quick else TASKS
    results = {}
    for task, top in tops.items():
        progress(f"engine {task} 1–{top}: checking ours against icepool value by value")
        expected = verify(task, top)
        times: dict[str, list[float]] = {"ours": [], "icepool": []}
        cpu: dict[str, list[float]] = {"ours": [], "icepool": []}
        for rep in range(reps):  # interleaved, each in a fresh process
            for implementation in times:
                args = [sys.executable, ROOT / "bench" / "engine.py", "--worker", implementation,
                        task, str(top)]
                out = json.loads(run_process(args)[2])
                if out["digest"] != expected:
                    raise AssertionError(f"{implementation} {task}: results changed between runs")
                times[implementation].append(out["seconds"])
                cpu[implementation].append(out["cpu_seconds"])
                progress(f"  {task} {implementation}: rep {rep + 1}/{reps} {out['seconds']:.4f} s")
        ours, theirs = summary(times["ours"]), summary(times["icepool"])
        cpu_ours, cpu_theirs = summary(cpu["ours"]), summary(cpu["icepool"])
        speedup = ratio(theirs["median"], ours["median"])
        results[task] = {
            "largest_pool": top, "identical": True, "digest": expected,
            "seconds": {"ours": ours, "icepool": theirs},
            "cpu_seconds": {"ours": cpu_ours, "icepool": cpu_theirs},
            "ratios": {"icepool/ours": speedup},
            "cpu_ratios": {"icepool/ours": ratio(cpu_theirs["median"], cpu_ours["median"])},
            "targets": {f"ours ≥ {TARGET:g}× faster than icepool": speedup >= TARGET},
        }
    return {"reps": reps, "tasks": results}


def render(results: dict) -> str:
    names = {"points": "points pools 1–{n}: P(≥k) for every k",
             "attack": "attack vs defense 1–{n}: wounds max(0, a−d)"}
    rows = [[names[task].format(n=r["largest_pool"]), r["seconds"]["ours"]["median"],
             r["seconds"]["icepool"]["median"], r["ratios"]["icepool/ours"],
             r["cpu_ratios"]["icepool/ours"], r["identical"]]
            for task, r in results["tasks"].items()]
    headers = ["task", "ours s", "icepool s", f"icepool/ours (≥{TARGET:g})", "icepool/ours, CPU",
               "identical"]
    return (f"engine — medians of {results['reps']} reps, each in a fresh process\n\n"
            + table(headers, rows))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--quick", action="store_true", help="smaller pools")
    parser.add_argument("--worker", nargs=3, metavar=("IMPL", "TASK", "TOP"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        implementation, task, top = args.worker
        worker(implementation, task, int(top))
        return 0
    print(render(run(args.reps, args.quick)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
