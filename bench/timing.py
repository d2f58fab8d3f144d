"""Timing helpers shared by the benchmark scripts: repetitions, medians, progress lines."""

from __future__ import annotations

import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
BIN = Path(sys.executable).parent  # the venv's bin: meshal, check-jsonschema
# A reader's browser, Debian's full Chromium: what the benchmarks time is what a person waits for (the
# tests drive its headless shell, tests/conftest.py).
BROWSER = "/usr/bin/chromium"


def progress(message: str) -> None:
    """One line on stderr, so a long run shows where it is (stdout keeps the table)."""
    print(f"[bench {time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


def summary(times: Sequence[float]) -> dict:
    """Median, min, max and every repetition, in seconds."""
    return {"median": statistics.median(times), "min": min(times), "max": max(times),
            "reps": len(times), "times": [round(t, 6) for t in times]}


def timed(fn: Callable[[], object]) -> tuple[float, float]:
    """Wall and CPU (user + system) seconds of one call of ``fn`` in this process."""
    wall, cpu = time.perf_counter(), time.process_time()
    fn()
    return time.perf_counter() - wall, time.process_time() - cpu


def run_process(args: Sequence[str | Path], expect: int = 0, env: dict | None = None) -> tuple[float, float, str]:
    """Run a command to completion: its wall and CPU seconds and its stdout.

    CPU time (the child's user + system) barely moves when other work shares the machine, so it
    is recorded next to wall time. A wrong exit status is an error.
    """
    before = _children_cpu()
    start = time.perf_counter()
    done = subprocess.run([str(a) for a in args], capture_output=True, text=True, cwd=ROOT, env=env)
    elapsed = time.perf_counter() - start
    cpu = _children_cpu() - before
    if done.returncode != expect:
        tail = (done.stdout + done.stderr)[-2000:]
        raise RuntimeError(f"{args[0]} exited {done.returncode}, expected {expect}:\n{tail}")
    return elapsed, cpu, done.stdout


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def ratio(numerator: float, denominator: float) -> float:
    return round(numerator / denominator, 3) if denominator else float("inf")


def table(headers: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """A Markdown table (readable in a terminal, pasteable into the README)."""
    cells = [[str(h) for h in headers], *[[_cell(v) for v in row] for row in rows]]
    widths = [max(len(row[i]) for row in cells) for i in range(len(headers))]
    lines = ["| " + " | ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)) + " |"
             for row in cells]
    lines.insert(1, "|" + "|".join("-" * (w + 2) for w in widths) + "|")
    return "\n".join(lines)


def _cell(value: object) -> str:
    if isinstance(value, bool):
        return "yes" if value else "NO"
    if isinstance(value, float):
        return f"{value:.3f}" if value < 100 else f"{value:.1f}"
    return str(value)


# Runs the CLI as ``meshal`` would, then prints the child's own peak memory on stderr.
_MEASURED = """
import resource, runpy, sys
sys.argv = ["meshal", *sys.argv[1:]]
try:
    runpy.run_module("meshal_compendium.cli", run_name="__main__")
finally:
    print("PEAK", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024, file=sys.stderr)
"""


def run_measured(args: Sequence[str | Path], env: dict | None = None,
                 timeout: float | None = None) -> tuple[subprocess.CompletedProcess, float, int]:
    """``meshal ARGS`` in a fresh process: the finished process, its wall seconds, its peak bytes."""
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", _MEASURED, *map(str, args)], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=timeout)
    return done, time.perf_counter() - start, int(done.stderr.rsplit("PEAK ", 1)[1])
