"""Benchmark our exact distributions against icepool on the same Meshal pools, results identical.

Two tasks, each computed by both libraries, each two ways:

- points: for every points pool of 1–100 dice (each die scores on 5 or 6), P(≥ k) for every
  k from 0 to the number of dice;
- attack: for every attack pool of 1–30 dice against every defense pool of 1–30 dice, the
  wound distribution max(0, attack − defense) (``attack_outcome(...).wounds``, which also works
  out the hit and solid-defense chances).

The Fraction path answers with reduced ``Fraction``s (what ``meshal odds`` prints); the integer
path answers with integer weights over a denominator, as the engine keeps them inside (our
``weights``/``total``/``at_least_weight``, icepool's quantities and ``denominator()``). Every
path's answers are compared as exact fractions.

Both libraries cache (our ``points_distribution``, icepool's dice), so every timed repetition
runs in a fresh process; only the computation is timed, not the start-up or imports. Before any
timing, one in-process run of each is compared value by value; every timed run must then give
the same digest.

    .venv/bin/python bench/engine.py --reps 5
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
#: the integer path: per key, the denominator and each value's weight over it
Weights = dict[tuple[int, ...], tuple[int, tuple[tuple[int, int], ...]]]


def ours_points(top: int) -> Results:
    from meshal_compendium.rulesets.meshal.engine.dice import points_distribution

    out = {}
    for dice in range(1, top + 1):
        dist = points_distribution(dice)
        out[(dice,)] = tuple((k, dist.at_least(k)) for k in range(dice + 1))
    return out


def ours_points_int(top: int) -> Weights:
    from meshal_compendium.rulesets.meshal.engine.dice import points_distribution

    out = {}
    for dice in range(1, top + 1):
        dist = points_distribution(dice)
        out[(dice,)] = (dist.total, tuple((k, dist.at_least_weight(k)) for k in range(dice + 1)))
    return out


def ours_attack(top: int) -> Results:
    from meshal_compendium.rulesets.meshal.engine.attack import attack_outcome
    from meshal_compendium.rulesets.meshal.engine.dice import points_distribution

    return {
        (a, d): attack_outcome(points_distribution(a), points_distribution(d)).wounds.outcomes
        for a in range(1, top + 1) for d in range(1, top + 1)
    }


def ours_attack_int(top: int) -> Weights:
    from meshal_compendium.rulesets.meshal.engine.attack import attack_outcome
    from meshal_compendium.rulesets.meshal.engine.dice import points_distribution

    out = {}
    for a in range(1, top + 1):
        for d in range(1, top + 1):
            wounds = attack_outcome(points_distribution(a), points_distribution(d)).wounds
            out[(a, d)] = (wounds.total, tuple(zip(wounds.values_, wounds.weights, strict=True)))
    return out


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


def icepool_points_int(top: int) -> Weights:
    point = _point_die()
    out = {}
    for dice in range(1, top + 1):
        pool = point.pool(dice).sum()
        out[(dice,)] = (pool.denominator(),
                        tuple((k, pool.quantity(">=", k)) for k in range(dice + 1)))
    return out


def _icepool_wounds(top: int):
    point = _point_die()
    pools = {n: point.pool(n).sum() for n in range(1, top + 1)}
    for a in range(1, top + 1):
        for d in range(1, top + 1):
            yield (a, d), (pools[a] - pools[d]).map(lambda v: max(0, v))


def icepool_attack(top: int) -> Results:
    out = {}
    for key, wounds in _icepool_wounds(top):
        total = wounds.denominator()
        out[key] = tuple((v, Fraction(q, total)) for v, q in wounds.items() if q)
    return out


def icepool_attack_int(top: int) -> Weights:
    return {key: (wounds.denominator(), tuple((v, q) for v, q in wounds.items() if q))
            for key, wounds in _icepool_wounds(top)}


IMPLEMENTATIONS = {
    ("ours", "points"): ours_points, ("ours", "attack"): ours_attack,
    ("ours-int", "points"): ours_points_int, ("ours-int", "attack"): ours_attack_int,
    ("icepool", "points"): icepool_points, ("icepool", "attack"): icepool_attack,
    ("icepool-int", "points"): icepool_points_int, ("icepool-int", "attack"): icepool_attack_int,
}
PATHS = {"fractions": ("ours", "icepool"), "integers": ("ours-int", "icepool-int")}


def as_fractions(results: Results | Weights) -> Results:
    """Every answer as exact reduced fractions (the integer paths' weights divided out), so all
    four paths compare equal; done outside the timed part."""
    out = {}
    for key, found in results.items():
        if isinstance(found[0], int):  # (total, ((value, weight), ...))
            total, weights = found
            out[key] = tuple((v, Fraction(w, total)) for v, w in weights if w)
        else:
            out[key] = tuple((v, p) for v, p in found if p)
    return out


def digest(results: Results) -> str:
    """A hash of every value, exact (numerator/denominator), in a fixed order."""
    text = ";".join(f"{key}:" + ",".join(f"{v}={p.numerator}/{p.denominator}" for v, p in values)
                    for key, values in sorted(results.items()))
    return hashlib.sha256(text.encode()).hexdigest()


def worker(implementation: str, task: str, top: int) -> None:
    """Import first, then time only the computation; print seconds and digest as JSON."""
    fn = IMPLEMENTATIONS[(implementation, task)]
    if implementation.startswith("ours"):
        import meshal_compendium.rulesets.meshal.engine.attack  # noqa: F401
    else:
        import icepool  # noqa: F401
    wall, cpu = time.perf_counter(), time.process_time()
    results = fn(top)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    print(json.dumps({"seconds": wall, "cpu_seconds": cpu,
                      "digest": digest(as_fractions(results))}))


def verify(task: str, top: int) -> str:
    """Compare every path of both libraries value by value; the common digest."""
    expected = as_fractions(IMPLEMENTATIONS[("icepool", task)](top))
    for implementation in ("ours", "ours-int", "icepool-int"):
        found = as_fractions(IMPLEMENTATIONS[(implementation, task)](top))
        if found != expected:
            key = next(k for k in sorted(found.keys() | expected.keys())
                       if found.get(k) != expected.get(k))
            raise AssertionError(f"{task} {key}: {implementation} {found.get(key)} "
                                 f"!= icepool {expected.get(key)}")
    return digest(expected)


def run(reps: int = 5, quick: bool = False) -> dict:
    tops = QUICK if quick else TASKS
    implementations = [i for pair in PATHS.values() for i in pair]
    results = {}
    for task, top in tops.items():
        progress(f"engine {task} 1–{top}: checking every path of ours and icepool value by value")
        expected = verify(task, top)
        times: dict[str, list[float]] = {i: [] for i in implementations}
        cpu: dict[str, list[float]] = {i: [] for i in implementations}
        for rep in range(reps):  # interleaved, each in a fresh process
            for implementation in implementations:
                args = [sys.executable, ROOT / "bench" / "engine.py", "--worker", implementation,
                        task, str(top)]
                out = json.loads(run_process(args)[2])
                if out["digest"] != expected:
                    raise AssertionError(f"{implementation} {task}: results changed between runs")
                times[implementation].append(out["seconds"])
                cpu[implementation].append(out["cpu_seconds"])
                progress(f"  {task} {implementation}: rep {rep + 1}/{reps} {out['seconds']:.4f} s")
        seconds = {i: summary(times[i]) for i in implementations}
        cpu_seconds = {i: summary(cpu[i]) for i in implementations}
        speedups = {path: ratio(seconds[theirs]["median"], seconds[ours]["median"])
                    for path, (ours, theirs) in PATHS.items()}
        results[task] = {
            "largest_pool": top, "identical": True, "digest": expected,
            "seconds": seconds, "cpu_seconds": cpu_seconds,
            # "icepool/ours": both answering with reduced Fractions, as before the integer path
            "ratios": {"icepool/ours": speedups["fractions"],
                       "icepool-int/ours-int": speedups["integers"],
                       "icepool/ours-int": ratio(seconds["icepool"]["median"],
                                                 seconds["ours-int"]["median"])},
            "cpu_ratios": {
                "icepool/ours": ratio(cpu_seconds["icepool"]["median"],
                                      cpu_seconds["ours"]["median"]),
                "icepool-int/ours-int": ratio(cpu_seconds["icepool-int"]["median"],
                                              cpu_seconds["ours-int"]["median"])},
            "targets": {f"ours ≥ {TARGET:g}× faster than icepool ({path})": speedup >= TARGET
                        for path, speedup in speedups.items()},
        }
    return {"reps": reps, "tasks": results}


def render(results: dict) -> str:
    names = {"points": "points pools 1–{n}: P(≥k) for every k",
             "attack": "attack vs defense 1–{n}: wounds max(0, a−d)"}
    rows = []
    for task, r in results["tasks"].items():
        for path, (ours, theirs) in PATHS.items():
            key = f"{theirs}/{ours}"
            rows.append([names[task].format(n=r["largest_pool"]), path,
                         r["seconds"][ours]["median"], r["seconds"][theirs]["median"],
                         r["ratios"][key], r["cpu_ratios"][key], r["identical"]])
    headers = ["task", "answers as", "ours s", "icepool s", f"icepool/ours (≥{TARGET:g})",
               "icepool/ours, CPU", "identical"]
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
