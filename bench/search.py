"""Search at scale, in Chromium: the time from typing into the search box to the first result
shown and the bytes transferred for it, for the two searches a site can ship, side by side:

- **lunr**: Material's search (``meshal build --search lunr``, the shipped content's): the compact
  ``search_index.json`` is fetched when search is first wanted and lunr builds its index in a worker;
- **pagefind**: Pagefind 1.5 (``--search pagefind``, what ``auto`` gives content of more than
  ``chunked.LUNR_LIMIT`` entries): the same records in its chunked index, answered into Material's
  search box by our gate; its script, WebAssembly, the chunks for the query and the shown results'
  fragments are fetched on the first search.

Each site is ``meshal build`` of core (plus a generated pack) with this checkout's code, served
locally without compression; bytes are the gzip -9 sizes of every response requested from the
moment of typing until the first result is shown (as ``weight``), the median of ``REPS`` fresh
pages (min–max beside). Recall: whether the glossary definition of each term is among the first 8
result links (pages and their sections).

    .venv/bin/python bench/search.py --sizes 1000 5000 10000
"""

from __future__ import annotations

import argparse
import gzip
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

from timing import BIN, ROOT, progress, run_process, summary, table

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


def _first_result(page, query: str) -> float:
    """Type ``query`` into Material's search box; seconds until the first result is shown."""
    results = page.locator(".md-search-result__item")
    start = time.perf_counter()
    page.click(".md-search__input")
    page.keyboard.type(query)
    deadline = start + TIMEOUT_S
    while time.perf_counter() < deadline:
        try:
            results.first.wait_for(timeout=250)
            return time.perf_counter() - start
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
    ms = _first_result(page, query) * 1000
    kb = _bytes(after) / 1024
    links = page.locator(".md-search-result a").evaluate_all("as => as.map(a => a.href)")[:8]
    requests = len(after)
    context.close()
    return {"ms": round(ms, 1), "kb": round(kb, 1), "requests": requests, "links": links}


def measure_site(site: Path) -> dict:
    """The first search for each term on ``site``: the first's figures, and which terms were recalled."""
    from playwright.sync_api import sync_playwright

    if str(ROOT) not in sys.path:  # the tests' Chromium settings, also when run as bench/run.py
        sys.path.insert(0, str(ROOT))
    from tests.conftest import CHROMIUM, CHROMIUM_ARGS
    from tests.serving import serving

    with serving(site) as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        firsts = [measure_page(browser, base, QUERY) for _ in range(REPS)]
        recall = {}
        for term, anchor in TERMS.items():
            links = firsts[0]["links"] if term == QUERY else measure_page(browser, base, term)["links"]
            recall[term] = any(link.split("?")[0].endswith("glossary/") and link.endswith(anchor) for link in links)
        browser.close()
    ms = summary([first["ms"] for first in firsts])
    return {"ms": ms["median"], "ms min": ms["min"], "ms max": ms["max"], "ms each": ms["times"],
            "kb": statistics.median(first["kb"] for first in firsts), "requests": firsts[0]["requests"],
            "recall": recall, "first links": firsts[0]["links"][:3]}


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
            rows.append([name, candidate, ms, f["kb"], f["requests"],
                         " ".join(t for t, ok in f["recall"].items() if ok) or "none"])
        lunr, pagefind = figures["lunr"], figures["pagefind"]
        rows.append([name, "pagefind / lunr", round(pagefind["ms"] / lunr["ms"], 3),
                     round(pagefind["kb"] / lunr["kb"], 3), "", ""])
    return (f"search — first search for {result['query']} on a fresh zh page, Chromium\n\n"
            + table(["content", "candidate", "ms to first result (min–max)", "KB (gzip) for it", "requests",
                     "terms recalled"], rows))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="*", default=[1000, 5000, 10000])
    args = parser.parse_args()
    print(render(run(args.sizes)))


if __name__ == "__main__":
    main()
