"""Serving while you write: how long an edit takes to reach the page under ``meshal serve``, against
rebuilding the whole site as serve did for every edit before (``build.build``, in this process, so warm),
both measured in the same run.

For each pack (a new pack over core, from ``meshal new pack``; the generated 10k pack) a ``meshal serve``
process is started. Each repetition adds a word to one term's zh summary and times from writing the file
to the server's answer that the zh edition is rebuilt (the question the page itself asks,
``/__meshal_build``); then the zh glossary page must show the word. The next edit waits for the other
editions. The whole rebuild of a 10k site takes minutes, so it is timed once.

    .venv/bin/python bench/serve.py --sizes 10000
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import generate
from timing import BIN, ROOT, progress, ratio, summary, table, timed

from meshal_compendium.scaffold import scaffold_pack
from meshal_compendium.site.build import build

CORE = ROOT / "content" / "core"
TARGETS = {"core": 1.5, 10000: 5.0}  # seconds from a save to the page, median (issue 30)
_SUMMARY_ZH = re.compile(r"(\n  summary:\n    zh: )")


def _ask(url: str, seen: str = "") -> dict:
    with urllib.request.urlopen(f"{url}__meshal_build?lang=zh&seen={seen}", timeout=600) as response:
        return json.loads(response.read())


def _serve(packs: list[Path], out: Path) -> tuple[subprocess.Popen, str]:
    server = subprocess.Popen([BIN / "meshal", "serve", *(a for p in packs for a in ("--pack", p)),
                               "--out", out, "--port", "0", "--lang", "en"],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=ROOT)
    for line in server.stdout:
        if found := re.match(r"(http://127\.0\.0\.1:\d+/)", line):
            return server, found[1]
    raise RuntimeError(f"meshal serve stopped before serving (exit {server.wait()})")


def _edits(packs: list[Path], terms: Path, out: Path, reps: int) -> list[float]:
    server, url = _serve(packs, out)
    try:
        times = []
        for rep in range(reps):
            state = _ask(url)
            word = f"改动{rep}号"
            text = terms.read_text(encoding="utf-8")
            started = time.perf_counter()
            terms.write_text(_SUMMARY_ZH.sub(r"\g<1>" + word, text, count=1), encoding="utf-8")
            while (now := _ask(url, str(state["version"])))["builds"]["zh"] == state["builds"]["zh"]:
                if now["error"]:
                    raise RuntimeError("\n".join(now["error"]["lines"]))
                state = now
            times.append(time.perf_counter() - started)
            with urllib.request.urlopen(f"{url}glossary/", timeout=60) as page:
                if word not in page.read().decode("utf-8"):
                    raise RuntimeError(f"the glossary does not show {word} after the rebuild")
            progress(f"  edit {rep + 1}/{reps}: {times[-1]:.2f} s")
            while any(now["builds"][lang] == state["builds"][lang] for lang in now["builds"]):
                now = _ask(url, str(now["version"]))  # the other editions, before the next edit
        return times
    finally:
        server.terminate()
        server.wait(timeout=30)


def measure(name: str | int, packs: list[Path], terms: Path, reps: int, whole_reps: int) -> dict:
    with tempfile.TemporaryDirectory(prefix="meshal-bench-serve-") as scratch:
        progress(f"serve {name}: {reps} edits")
        edits = _edits(packs, terms, Path(scratch) / "served", reps)
        progress(f"serve {name}: the whole rebuild, {whole_reps}×")
        whole = [timed(lambda: build(packs, Path(scratch) / "whole", site_url="http://127.0.0.1:8000/"))[0]
                 for _ in range(whole_reps)]
    result = {"edit": summary(edits), "whole": summary(whole)}
    result["ratio"] = ratio(result["edit"]["median"], result["whole"]["median"])
    if name in TARGETS:
        result["targets"] = {f"edit ≤ {TARGETS[name]} s": result["edit"]["median"] <= TARGETS[name]}
    return result


def run(sizes: list[int], reps: int = 5) -> dict:
    results = {}
    with tempfile.TemporaryDirectory(prefix="meshal-bench-serve-packs-") as scratch:
        mine = Path(scratch) / "mypack"
        scaffold_pack(mine, "mypack")
        results["core"] = measure("core", [mine], mine / "terms.yaml", reps, 3)
        for size in sizes:
            pack = generate.generate(size, Path(scratch) / str(size))
            results[size] = measure(size, [CORE, pack], sorted((pack / "terms").glob("*.yaml"))[0], reps, 1)
    return {"sizes": results}


def render(figures: dict) -> str:
    rows = [[name, r["edit"]["median"], r["edit"]["max"], r["whole"]["median"], r["ratio"]]
            for name, r in figures["sizes"].items()]
    return "### Serving while you write: an edit to the page (s)\n\n" + table(
        ["pack", "edit (median)", "edit (max)", "whole rebuild", "edit / whole"], rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="*", default=[10000])
    parser.add_argument("--reps", type=int, default=5)
    options = parser.parse_args(argv)
    print(render(run(options.sizes, options.reps)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
