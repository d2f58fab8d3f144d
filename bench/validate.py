"""Benchmark ``meshal validate`` on the generated packs against two baselines in the same run.

For each pack size, on the same files (``content/core`` plus the generated pack):

- floor: bare parsing with PyYAML's libyaml ``CSafeLoader`` (``yaml.load``), nothing checked;
- ours, in-process: ``meshal_compendium.load.load([core, pack])`` — the whole of ``meshal
  validate`` but the interpreter start-up and the printing;
- ours, CLI: ``meshal validate content/core PACK`` as a whole process;
- check-jsonschema, CLI: ``check-jsonschema --schemafile BUNDLE FILES…`` as a whole process,
  with our schemas (it checks the schemas only: no dice, references, ids or languages; the
  manifests are left out, they have another schema). It reads YAML with ruamel.yaml, which
  has no C loader installed here, so part of its time is parsing.

check-jsonschema takes one schema file and fetches relative ``$ref``s from the ``$id`` base
(https://meshal-compendium.org/schemas/v1/…), which it cannot reach offline. So we give it a JSON
Schema 2020-12 compound document: ``entry.schema.json`` with every other schema embedded under
``$defs``, each keeping its own ``$id``, so every ``$ref`` resolves inside the file. Before timing
it we check that it accepts a real file and rejects a broken one.

    .venv/bin/python bench/validate.py --sizes 1000 --reps 3 --process-reps 2
"""

from __future__ import annotations

import argparse
import json
import re
import tempfile
from pathlib import Path

import generate
import yaml
from timing import BIN, ROOT, progress, ratio, run_process, summary, table, timed

from meshal_compendium.load import load

CORE = ROOT / "content" / "core"
SCHEMAS = ROOT / "schemas"
TARGET_FLOOR = 2.0  # ours in-process ≤ 2× the bare CSafeLoader parse
TARGET_CHECK_JSONSCHEMA = 3.0  # check-jsonschema ≥ 3× slower than ours


def yaml_files(*roots: Path) -> list[Path]:
    return [p for root in roots for p in sorted(root.rglob("*.yaml"))]


def bare_parse(files: list[Path]) -> None:
    for path in files:
        yaml.load(path.read_bytes(), Loader=yaml.CSafeLoader)


def ours(pack: Path, expected: int) -> None:
    result = load([CORE, pack])
    if not result.ok or result.entries != expected:
        raise RuntimeError(f"meshal validate found problems in {pack}: {result.problems[:3]}")


def bundle_schema(folder: Path) -> Path:
    """entry.schema.json with every other schema embedded (see the module docstring)."""
    root = json.loads((SCHEMAS / "entry.schema.json").read_text(encoding="utf-8"))
    for path in sorted(SCHEMAS.glob("*.schema.json")):
        if path.name != "entry.schema.json":
            root["$defs"][path.name] = json.loads(path.read_text(encoding="utf-8"))
    out = folder / "bundle.schema.json"
    out.write_text(json.dumps(root, ensure_ascii=False), encoding="utf-8")
    return out


def check_jsonschema_args(bundle: Path, files: list[Path]) -> list:
    return [BIN / "check-jsonschema", "--schemafile", bundle, *files]


def prove_check_jsonschema_validates(bundle: Path, sample: Path, folder: Path) -> None:
    """It must accept a real file and reject the same file with one wrong enum value."""
    run_process(check_jsonschema_args(bundle, [sample]), expect=0)
    broken = folder / "broken.yaml"
    text, count = re.subn(r"occupation: \w+", "occupation: mite",
                          sample.read_text("utf-8"), count=1)
    if not count:
        raise RuntimeError(f"no occupation to break in {sample}")
    broken.write_text(text, encoding="utf-8")
    output = run_process(check_jsonschema_args(bundle, [broken]), expect=1)[2]
    if "'mite' is not one of" not in output:
        raise RuntimeError(f"check-jsonschema rejected the broken file for another reason:\n{output}")


def bench_size(size: int, pack: Path, reps: int, process_reps: int, bundle: Path) -> dict:
    files = yaml_files(CORE, pack)
    content = [f for f in files if f.name != "pack.yaml"]
    expected = load([CORE]).entries + size
    size_bytes = sum(f.stat().st_size for f in files)
    progress(f"validate {size}: {len(files)} files, {size_bytes / 1e6:.1f} MB")
    methods = {  # name → (one timed run → (wall, cpu), repetitions)
        "floor_csafeloader": (lambda: timed(lambda: bare_parse(files)), reps),
        "meshal_load": (lambda: timed(lambda: ours(pack, expected)), reps),
        "meshal_cli": (lambda: run_process([BIN / "meshal", "validate", CORE, pack])[:2],
                       process_reps),
        "check_jsonschema_cli": (lambda: run_process(check_jsonschema_args(bundle, content))[:2],
                                 process_reps),
    }
    bare_parse(files)  # warm the page cache; ``load`` was warmed by the core-only call above
    wall: dict[str, list[float]] = {name: [] for name in methods}
    cpu: dict[str, list[float]] = {name: [] for name in methods}
    for rep in range(max(reps, process_reps)):  # interleaved, so drift hits every method alike
        for name, (once, count) in methods.items():
            if rep < count:
                w, c = once()
                wall[name].append(w)
                cpu[name].append(c)
                progress(f"  {size} {name}: rep {rep + 1}/{count} {w:.3f} s (cpu {c:.3f} s)")
    seconds = {name: summary(t) for name, t in wall.items()}
    cpu_seconds = {name: summary(t) for name, t in cpu.items()}
    return {
        "entries": size, "entries_with_core": expected, "files": len(files), "bytes": size_bytes,
        "seconds": seconds, "cpu_seconds": cpu_seconds,
        "ratios": _ratios(seconds), "cpu_ratios": _ratios(cpu_seconds),
        "targets": _targets(_ratios(seconds)),
    }


def _ratios(figures: dict) -> dict:
    med = {name: f["median"] for name, f in figures.items()}
    return {
        "meshal_load/floor": ratio(med["meshal_load"], med["floor_csafeloader"]),
        "meshal_cli/floor": ratio(med["meshal_cli"], med["floor_csafeloader"]),
        "check_jsonschema_cli/meshal_cli": ratio(med["check_jsonschema_cli"], med["meshal_cli"]),
        "check_jsonschema_cli/meshal_load": ratio(med["check_jsonschema_cli"], med["meshal_load"]),
    }


def _targets(ratios: dict) -> dict:
    return {
        f"meshal_load ≤ {TARGET_FLOOR:g}× floor": ratios["meshal_load/floor"] <= TARGET_FLOOR,
        f"check-jsonschema ≥ {TARGET_CHECK_JSONSCHEMA:g}× meshal (CLI)":
            ratios["check_jsonschema_cli/meshal_cli"] >= TARGET_CHECK_JSONSCHEMA,
    }


def run(sizes=generate.SIZES, reps: int = 5, process_reps: int = 3,
        packs: Path = generate.PACKS) -> dict:
    """Every figure for every size; packs are generated when missing."""
    load([CORE])  # build the validators once, as every later call will find them
    with tempfile.TemporaryDirectory(prefix="meshal-bench-") as tmp:
        bundle = bundle_schema(Path(tmp))
        results = {}
        for size in sizes:
            pack = packs / str(size)
            if not (pack / "pack.yaml").is_file():
                progress(f"generating the {size}-entry pack")
                generate.generate(size, pack)
            if not results:
                sample = sorted((pack / "abilities").glob("*.yaml"))[0]
                prove_check_jsonschema_validates(bundle, sample, Path(tmp))
                progress("check-jsonschema accepts a real file and rejects a broken one")
            results[str(size)] = bench_size(size, pack, reps, process_reps, bundle)
    return {"reps": reps, "process_reps": process_reps, "sizes": results}


def render(results: dict) -> str:
    """The validate table: medians in seconds, then the ratios the targets are about."""
    rows = []
    for size, r in results["sizes"].items():
        s, q = r["seconds"], r["ratios"]
        rows.append([size, r["files"], f"{r['bytes'] / 1e6:.1f}",
                     s["floor_csafeloader"]["median"], s["meshal_load"]["median"],
                     s["meshal_cli"]["median"], s["check_jsonschema_cli"]["median"],
                     q["meshal_load/floor"], q["check_jsonschema_cli/meshal_cli"],
                     r["cpu_ratios"]["meshal_load/floor"],
                     r["cpu_ratios"]["check_jsonschema_cli/meshal_cli"]])
    headers = ["entries", "files", "MB", "CSafeLoader floor s", "meshal load s",
               "meshal validate CLI s", "check-jsonschema CLI s",
               f"ours/floor (≤{TARGET_FLOOR:g})", f"check-jsonschema/ours (≥{TARGET_CHECK_JSONSCHEMA:g})",
               "ours/floor, CPU", "check-jsonschema/ours, CPU"]
    return (f"validate — wall-time medians of {results['reps']} reps in-process, "
            f"{results['process_reps']} for whole processes; ratios of medians (wall, then CPU)"
            "\n\n" + table(headers, rows))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=list(generate.SIZES))
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--process-reps", type=int, default=3)
    args = parser.parse_args(argv)
    print(render(run(args.sizes, args.reps, args.process_reps)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
