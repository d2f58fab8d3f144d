"""Search at scale, in Chromium: the time from typing into the search box to the first result
shown and the bytes transferred for it, for the two searches a site can ship, side by side:

- **lunr**: Material's search (``meshal build --search lunr``, the shipped content's): the compact
  ``search_index.json`` is fetched when search is first wanted and lunr builds its index in a worker;
- **pagefind**: Pagefind 1.5 (``--search pagefind``, what ``auto`` gives content of more than
  ``chunked.LUNR_LIMIT`` entries): the same records (a short page's sections folded into the page's)
  in its chunked index, answered into Material's search box by our gate; its script, WebAssembly,
  the chunks for the query and the shown results' fragments are fetched on the first search.

Each site is ``meshal build`` of core (plus a generated pack) with this checkout's code, served
locally without compression by ``python -m http.server`` in a process of its own. Time is the
page's own clock, from the first character landing in the box to the frame after the first result
is in the list; beside it, the harness's: from Playwright's click to its seeing the result (its
click, typing and polling add 85–200 ms). Bytes are the gzip -9 sizes of every response requested
from the click until the first result is shown (as ``weight``). Each is the median of ``REPS``
fresh pages (min–max beside). Recall: whether the glossary definition of each term is among the
first 8 result links (pages and their sections).

    .venv/bin/python bench/search.py --sizes 1000 5000 10000
"""

from __future__ import annotations

import argparse
import contextlib
import gzip
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from timing import BIN, BROWSER, ROOT, progress, run_process, summary, table

CORE = ROOT / "content" / "core"
QUERY = "破绽"
# term → the anchor of its definition on the glossary page
TERMS = {"破绽": "#gap", "物质防护": "#physical-saving", "潜能等级": "#potential-level"}
TARGET_MS, TARGET_KB = 300, 500
TIMEOUT_S = 180
REPS = 5  # first searches for 破绽 on fresh pages, each site
CANDIDATES = ("lunr", "pagefind")


def build_site(pack: Path | None, out: Path, search_by: str) -> float:
    """``meshal build --search search_by`` into ``out``: its seconds."""
    args = [BIN / "meshal", "build", "--out", out, "--search", search_by]
    if pack is not None:
        args += ["--pack", CORE, "--pack", pack]
    out.parent.mkdir(parents=True, exist_ok=True)
    return run_process(args)[0]


def _bytes(responses: list) -> int:
    total = 0
    for response in responses:
        try:
            total += len(gzip.compress(response.body(), 9))
        except Exception:  # noqa: BLE001 — a redirect or an aborted request has no body
            continue
    return total


# In the page: when the first character lands in the search box, and the frame after the first
# result is in the list (Playwright's click, typing and polling would add 85–200 ms to every figure).
WATCH = """() => {
  window.meshalTimes = {};
  document.addEventListener("input", () => { meshalTimes.typed ??= performance.now(); }, true);
  new MutationObserver((changes, observer) => {
    if (!document.querySelector(".md-search-result__item")) return;
    observer.disconnect();
    requestAnimationFrame(() => { meshalTimes.shown = performance.now(); });
  }).observe(document.body, { childList: true, subtree: true });
}"""


def _first_result(page, query: str) -> tuple[float, float]:
    """Type ``query`` into Material's search box: ms from the first character typed to the first
    result shown (the page's clock), and from the click to Playwright seeing it (the harness's)."""
    results = page.locator(".md-search-result__item")
    page.evaluate(WATCH)
    start = time.perf_counter()
    page.click(".md-search__input")
    page.keyboard.type(query)
    deadline = start + TIMEOUT_S
    while time.perf_counter() < deadline:
        try:
            results.first.wait_for(timeout=250)
            harness = (time.perf_counter() - start) * 1000
            page.wait_for_function("() => meshalTimes.shown !== undefined")
            return page.evaluate("meshalTimes.shown - meshalTimes.typed"), harness
        except Exception:  # noqa: BLE001 — the index is still loading: ask again, as a key does
            page.press("input.md-search__input", "End")
    raise RuntimeError(f"no result for {query!r} in {TIMEOUT_S} s")


def measure_page(browser, url: str, query: str) -> dict:
    """One first search on a fresh page (no cache, no service worker): ms, KB, requests, top links."""
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    page.goto(url, wait_until="networkidle")
    after: list = []
    page.on("response", lambda response: after.append(response))
    ms, harness_ms = _first_result(page, query)
    kb = _bytes(after) / 1024
    links = page.locator(".md-search-result a").evaluate_all("as => as.map(a => a.href)")[:8]
    requests = len(after)
    context.close()
    return {"ms": round(ms, 1), "harness ms": round(harness_ms, 1), "kb": round(kb, 1), "requests": requests,
            "links": links}


@contextlib.contextmanager
def served(site: Path) -> Iterator[str]:
    """``site`` served by ``python -m http.server`` in a process of its own, as a site is: in this
    one it would share the interpreter with Playwright's driver and wait for it (10k, Pagefind: a
    median of 345 ms, against 275 ms served apart)."""
    server = subprocess.Popen([sys.executable, "-u", "-m", "http.server", "0", "--bind", "127.0.0.1",
                               "--directory", str(site)], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        port = re.search(r"port (\d+)", server.stdout.readline())[1]  # "Serving HTTP on … port 43521 …"
        yield f"http://127.0.0.1:{port}/"
    finally:
        server.terminate()
        server.wait()


def measure_site(site: Path) -> dict:
    """``REPS`` first searches for ``QUERY`` on ``site`` (their figures), then one for each other term:
    which terms were recalled, and each term's ms (one sample: a query's cost grows with its hits)."""
    from playwright.sync_api import sync_playwright

    if str(ROOT) not in sys.path:  # the tests' Chromium settings, also when run as bench/run.py
        sys.path.insert(0, str(ROOT))
    from tests.conftest import CHROMIUM_ARGS

    with served(site) as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=BROWSER, args=CHROMIUM_ARGS)
        firsts = [measure_page(browser, base, QUERY) for _ in range(REPS)]
        terms = {term: firsts[0] if term == QUERY else measure_page(browser, base, term) for term in TERMS}
        browser.close()
    recall = {term: any(link.split("?")[0].endswith("glossary/") and link.endswith(TERMS[term])
                        for link in first["links"]) for term, first in terms.items()}
    ms = summary([first["ms"] for first in firsts])
    harness = summary([first["harness ms"] for first in firsts])
    return {"ms": ms["median"], "ms min": ms["min"], "ms max": ms["max"], "ms each": ms["times"],
            "harness ms": harness["median"], "harness ms each": harness["times"],
            "kb": statistics.median(first["kb"] for first in firsts), "requests": firsts[0]["requests"],
            "recall": recall, "first links": firsts[0]["links"][:3],
            "ms by term": {term: first["ms"] for term, first in terms.items()}}


def index_bytes(site: Path, candidate: str) -> int:
    """What the zh and en builds ship for search: lunr's index, or Pagefind's bundle."""
    if candidate == "lunr":
        return sum((site / folder / "search" / "search_index.json").stat().st_size for folder in ("", "en"))
    files = [p for folder in ("", "en") for p in (site / folder / "pagefind").rglob("*") if p.is_file()]
    return sum(p.stat().st_size for p in files)


def run(sizes: list[int]) -> dict:
    results: dict = {}
    with tempfile.TemporaryDirectory(prefix="meshal-bench-search-") as scratch:
        for name in ["core", *map(str, sizes)]:
            results[name] = {}
            for candidate in CANDIDATES:
                site = Path(scratch) / name / candidate
                progress(f"search {name}: building the site with --search {candidate}")
                seconds = build_site(None if name == "core" else ROOT / "bench" / "packs" / name, site, candidate)
                progress(f"search {name}: measuring {candidate} in Chromium")
                f = measure_site(site)
                f["build seconds"] = round(seconds, 2)
                f["index bytes (zh + en)"] = index_bytes(site, candidate)
                f["targets"] = {f"first result ≤ {TARGET_MS} ms": f["ms"] <= TARGET_MS,
                                f"≤ {TARGET_KB} KB for it": f["kb"] <= TARGET_KB,
                                "recall of 破绽, 物质防护, 潜能等级": all(f["recall"].values())}
                progress(f"  {candidate}: {f['ms']:.0f} ms (min {f['ms min']:.0f}, max {f['ms max']:.0f}), "
                         f"{f['kb']:.0f} KB, recall {f['recall']}")
                results[name][candidate] = f
                shutil.rmtree(site)  # a 10k site is a gigabyte; two of them need not wait for each other
    return {"query": QUERY, "sizes": results}


def render(result: dict) -> str:
    rows = []
    for name, figures in result["sizes"].items():
        for candidate in CANDIDATES:
            f = figures[candidate]
            ms = f"{f['ms']:.0f} ({f['ms min']:.0f}–{f['ms max']:.0f})"
            rows.append([name, candidate, ms, round(f["harness ms"]), f["kb"], f["requests"],
                         " ".join(t for t, ok in f["recall"].items() if ok) or "none",
                         " ".join(f"{term} {ms:.0f}" for term, ms in f["ms by term"].items())])
        lunr, pagefind = figures["lunr"], figures["pagefind"]
        rows.append([name, "pagefind / lunr", round(pagefind["ms"] / lunr["ms"], 3),
                     "", round(pagefind["kb"] / lunr["kb"], 3), "", "", ""])
    return (f"search — first search for {result['query']} on a fresh zh page, Chromium\n\n"
            + table(["content", "candidate", "ms typed → first result (min–max)", "harness ms", "KB (gzip) for it",
                     "requests", "terms recalled", "ms by term (one first search)"], rows))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="*", default=[1000, 5000, 10000])
    args = parser.parse_args()
    print(render(run(args.sizes)))


if __name__ == "__main__":
    main()
