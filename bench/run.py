"""Run every benchmark, print one table each, and write ``bench/results/<YYYY-MM-DD>.json``.

    .venv/bin/python bench/run.py            # what `make bench` runs (≈15 min on 2 cores)
    .venv/bin/python bench/run.py --quick    # smoke run: 1k pack, 1 repetition, small pools

The JSON holds the machine (cores, CPU, load average before and after), the Python and package
versions, and every figure: each repetition, medians, ratios and whether each target was met.
A ``--quick`` run writes ``<date>-quick.json`` so it never replaces a full run's results.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import sys
import time
from importlib import metadata
from pathlib import Path

import before
import browser
import build
import calculators
import engine
import fullbuild
import generate
import limits
import search
import serve
import start
import validate
import weight
import yaml
from timing import BENCH, ROOT, progress

RESULTS = BENCH / "results"
PACKAGES = ("meshal-compendium", "PyYAML", "jsonschema", "referencing", "check-jsonschema",
            "ruamel.yaml", "icepool")


def machine() -> dict:
    cpu = next((line.split(":", 1)[1].strip() for line in _read("/proc/cpuinfo").splitlines()
                if line.startswith("model name")), platform.processor())
    return {
        "cores": os.cpu_count(), "cpu": cpu, "platform": platform.platform(),
        "python": sys.version.split()[0], "implementation": platform.python_implementation(),
        "libyaml": yaml.__with_libyaml__ and _libyaml_version(),
        "packages": {name: _version(name) for name in PACKAGES},
        "commit": _commit(),
    }


def _read(path: str) -> str:
    try:
        return Path(path).read_text(encoding="utf-8")
    except OSError:
        return ""


def _libyaml_version() -> str:
    from yaml import _yaml

    return _yaml.get_version_string()


def _version(name: str) -> str | None:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None


def _commit() -> str | None:
    """The checked-out commit, read from .git without running git."""
    head = _read(str(ROOT / ".git" / "HEAD")).strip()
    if head.startswith("ref: "):
        return _read(str(ROOT / ".git" / head[5:])).strip() or None
    return head or None


# name → (run it with the parsed options → figures, figures → table). A benchmark that reads the
# generated packs is listed in NEEDS_PACKS too, so they are written once before any runs.
BENCHMARKS = {
    "validate": (lambda o: validate.run(o.sizes, o.reps, o.process_reps), validate.render),
    "engine": (lambda o: engine.run(o.reps, quick=o.quick), engine.render),
    "build": (lambda o: build.run(o.sizes, o.process_reps), build.render),
    "calculators": (lambda o: calculators.run(5 if o.quick else 50), calculators.render),
    "limits": (lambda o: limits.run(1 if o.quick else o.process_reps), limits.render),
    "weight": (lambda o: weight.run(), weight.render),
    "start": (lambda o: start.run(max(o.reps, 5), o.before), start.render),
    "fullbuild": (lambda o: fullbuild.run(o.sizes, o.process_reps, o.before, o.sequential), fullbuild.render),
    "search": (lambda o: search.run(o.sizes), search.render),
    "serve": (lambda o: serve.run([max(o.sizes)], o.reps), serve.render),
    "browser": (lambda o: browser.run(o.reps), browser.render),
}
NEEDS_PACKS = {"validate", "build", "fullbuild", "search"}


def _targets(node: object, where: tuple[str, ...]) -> list[str]:
    """Every ``targets`` mapping below ``node``: one line each, met or MISSED."""
    if not isinstance(node, dict):
        return []
    lines = []
    for key, value in node.items():
        if key == "targets":
            lines += [f"{' '.join(where)}: {t}: {'met' if ok else 'MISSED'}"
                      for t, ok in value.items()]
        else:
            lines += _targets(value, where if key in ("sizes", "tasks") else (*where, key))
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="1k pack, 1 rep, small pools")
    parser.add_argument("--reps", type=int, help="repetitions of in-process timings (default 5)")
    parser.add_argument("--process-reps", type=int,
                        help="repetitions of whole-process timings (default 3)")
    parser.add_argument("--sizes", type=int, nargs="+", help="pack sizes (default 1000 5000 10000)")
    parser.add_argument("--only", choices=list(BENCHMARKS), action="append",
                        help="run only these benchmarks (repeatable)")
    parser.add_argument("--before", metavar="REF",
                        help="also run the code of commit REF alongside (start, full builds)")
    parser.add_argument("--sequential", action="store_true",
                        help="full builds: also build with --jobs 1 (the editions one after the other) as a baseline")
    parser.add_argument("--name", help="write <date>-NAME.json (a partial run beside the full one)")
    options = parser.parse_args(argv)
    options.before = before.unpack(options.before) if options.before else None
    options.reps = options.reps or (1 if options.quick else 5)
    options.process_reps = options.process_reps or (1 if options.quick else 3)
    options.sizes = options.sizes or ([1000] if options.quick else list(generate.SIZES))
    only = options.only or list(BENCHMARKS)

    started = time.time()
    report = {"date": datetime.date.today().isoformat(), "quick": options.quick,
              "machine": machine(), "load_average_before": os.getloadavg(),
              "options": {"reps": options.reps, "process_reps": options.process_reps,
                          "sizes": options.sizes, "before": options.before and str(options.before)}}
    if NEEDS_PACKS & set(only):
        for size in options.sizes:
            progress(f"generating the {size}-entry pack (seeded, deterministic)")
            generate.generate(size, generate.PACKS / str(size))
    tables = []
    for name in only:
        run, render = BENCHMARKS[name]
        report[name] = run(options)
        tables.append(render(report[name]))
    report["load_average_after"] = os.getloadavg()
    report["wall_seconds"] = round(time.time() - started, 1)

    RESULTS.mkdir(exist_ok=True)
    suffix = "".join(f"-{part}" for part in (options.name, options.quick and "quick") if part)
    out = RESULTS / f"{report['date']}{suffix}.json"
    out.write_text(json.dumps(report, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    m = report["machine"]
    print(f"Python {m['python']} on {m['cores']} cores ({m['cpu']}), "
          f"load average {report['load_average_before'][0]:.2f} before, "
          f"{report['load_average_after'][0]:.2f} after\n")
    print("\n\n".join(tables))
    print("\ntargets:")
    for name in only:
        for line in _targets(report[name], (name,)):
            print(f"  {line}")
    print(f"\nwrote {out.relative_to(ROOT)} ({report['wall_seconds']} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
