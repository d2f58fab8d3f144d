"""Search at scale, in Chromium: the time from typing to the first result shown and the bytes
transferred for it, for two candidates side by side on the same built site:

- **material**: Material's search with our lazily loaded, compact ``search_index.json`` (fetched
  when search is first wanted; lunr builds its index in a worker), as the site ships it;
- **pagefind**: Pagefind 1.5 (``pagefind[extended]``, which segments Chinese) indexing the same
  HTML into its chunked index; its script, WebAssembly, language index and the chunks for the
  query are fetched on the first search, then the first result's fragment.

Each site is ``meshal build`` of core (plus a generated pack) with this checkout's code, served
locally without compression; bytes are the gzip -9 sizes of every response requested from the
moment of typing until the first result is shown (as ``weight``). Recall: whether the glossary
definition of each term is among the first 8 result links (pages and their sections).

    .venv/bin/python bench/search.py --sizes 1000 5000 10000
"""

from __future__ import annotations

import argparse
import gzip
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from timing import BIN, ROOT, progress, run_process, table

CORE = ROOT / "content" / "core"
QUERY = "破绽"
# term → the anchor of its definition on the glossary page
TERMS = {"破绽": "#gap", "物质防护": "#physical-saving", "潜能等级": "#potential-level"}
TARGET_MS, TARGET_KB = 300, 500
TIMEOUT_S = 180
# Pagefind's own search, as an integration would run it on the first search: import its script, search,
# load and show the first result. Resolves to the milliseconds it took and the first links.
_PAGEFIND = """async (query) => {
  const start = performance.now();
  const pagefind = await import(new URL("/pagefind/pagefind.js", location.href).href);
  await pagefind.options({ baseUrl: "/" });
  const search = await pagefind.search(query);
  const first = search.results.length ? await search.results[0].data() : null;
  const shown = document.createElement("p");
  shown.id = "bench-first";
  shown.textContent = first ? first.meta.title : "(none)";
  document.body.append(shown);
  const ms = performance.now() - start;
  window.benchSearch = search;
  return { ms, found: search.results.length };
}"""
_PAGEFIND_LINKS = """async () => {
  const top = await Promise.all(window.benchSearch.results.slice(0, 8).map((r) => r.data()));
  return top.flatMap((d) => [d.url, ...d.sub_results.map((s) => s.url)]);
}"""


def build_site(pack: Path | None, out: Path) -> dict:
    """``meshal build`` into ``out`` and Pagefind's index into ``out/pagefind``: their seconds."""
    args = [BIN / "meshal", "build", "--out", out]
    if pack is not None:
        args += ["--pack", CORE, "--pack", pack]
    out.parent.mkdir(parents=True, exist_ok=True)
    seconds = {"meshal build": run_process(args)[0]}
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "pagefind", "--site", str(out), "--output-subdir", "pagefind",
                    "--root-selector", "article.md-content__inner", "--exclude-selectors", ".headerlink",
                    "--quiet"], check=True)
    seconds["pagefind index"] = time.perf_counter() - start
    return seconds


def _bytes(responses: list) -> int:
    total = 0
    for response in responses:
        try:
            total += len(gzip.compress(response.body(), 9))
        except Exception:  # noqa: BLE001 — a redirect or an aborted request has no body
            continue
    return total


def _material(page, query: str) -> tuple[float, list]:
    """Type ``query`` into Material's search box; seconds until the first result is shown."""
    results = page.locator(".md-search-result__item")
    start = time.perf_counter()
    page.click(".md-search__input")
    page.keyboard.type(query)
    deadline = start + TIMEOUT_S
    while time.perf_counter() < deadline:
        try:
            results.first.wait_for(timeout=250)
            return time.perf_counter() - start, []
        except Exception:  # noqa: BLE001 — the worker is still building the index: ask again, as a key does
            page.press("input.md-search__input", "End")
    raise RuntimeError(f"material: no result for {query!r} in {TIMEOUT_S} s")


def _links_material(page) -> list[str]:
    return page.locator(".md-search-result a").evaluate_all("as => as.map(a => a.href)")[:8]


def measure_page(browser, url: str, candidate: str, query: str) -> dict:
    """One first search on a fresh page (no cache, no service worker): ms, KB, requests, top links."""
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    page.goto(url, wait_until="networkidle")
    after: list = []
    page.on("response", lambda response: after.append(response))
    if candidate == "material":
        seconds = _material(page, query)[0]
        ms = seconds * 1000
        kb = _bytes(after) / 1024
        links = _links_material(page)
    else:
        ms = page.evaluate(_PAGEFIND, query)["ms"]
        kb = _bytes(after) / 1024
        links = page.evaluate(_PAGEFIND_LINKS)
    requests = len(after)
    context.close()
    return {"ms": round(ms, 1), "kb": round(kb, 1), "requests": requests, "links": links}


def measure_site(site: Path) -> dict:
    from playwright.sync_api import sync_playwright

    if str(ROOT) not in sys.path:  # the tests' Chromium settings, also when run as bench/run.py
        sys.path.insert(0, str(ROOT))
    from tests.conftest import CHROMIUM, CHROMIUM_ARGS
    from tests.serving import serving

    figures: dict = {}
    with serving(site) as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for candidate in ("material", "pagefind"):
            first = measure_page(browser, base, candidate, QUERY)
            recall = {}
            for term, anchor in TERMS.items():
                links = first["links"] if term == QUERY else measure_page(browser, base, candidate, term)["links"]
                recall[term] = any(link.split("?")[0].endswith("glossary/" + anchor) or
                                   (link.endswith(anchor) and "glossary" in link) for link in links)
            figures[candidate] = {**{k: v for k, v in first.items() if k != "links"}, "recall": recall,
                                  "first links": first["links"][:3]}
            progress(f"  {candidate}: {first['ms']:.0f} ms, {first['kb']:.0f} KB, recall {recall}")
        browser.close()
    return figures


def index_bytes(site: Path) -> dict:
    material = sum((site / folder / "search" / "search_index.json").stat().st_size for folder in ("", "en"))
    pagefind = sum(p.stat().st_size for p in (site / "pagefind").rglob("*") if p.is_file())
    return {"material search_index.json (zh + en)": material, "pagefind bundle": pagefind}


def run(sizes: list[int]) -> dict:
    results: dict = {}
    with tempfile.TemporaryDirectory(prefix="meshal-bench-search-") as scratch:
        for name in ["core", *map(str, sizes)]:
            site = Path(scratch) / name / "site"
            progress(f"search {name}: building the site and Pagefind's index")
            seconds = build_site(None if name == "core" else ROOT / "bench" / "packs" / name, site)
            progress(f"search {name}: measuring in Chromium")
            figures = measure_site(site)
            figures["build seconds"] = {k: round(v, 2) for k, v in seconds.items()}
            figures["index bytes"] = index_bytes(site)
            for candidate in ("material", "pagefind"):
                f = figures[candidate]
                f["targets"] = {f"first result ≤ {TARGET_MS} ms": f["ms"] <= TARGET_MS,
                                f"≤ {TARGET_KB} KB for it": f["kb"] <= TARGET_KB,
                                "recall of 破绽, 物质防护, 潜能等级": all(f["recall"].values())}
            results[name] = figures
    return {"query": QUERY, "sizes": results}


def render(result: dict) -> str:
    rows = []
    for name, figures in result["sizes"].items():
        for candidate in ("material", "pagefind"):
            f = figures[candidate]
            rows.append([name, candidate, f["ms"], f["kb"], f["requests"],
                         " ".join(t for t, ok in f["recall"].items() if ok) or "none"])
    return (f"search — first search for {result['query']} on a fresh zh page, Chromium\n\n"
            + table(["content", "candidate", "ms to first result", "KB (gzip) for it", "requests",
                     "terms recalled"], rows))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="*", default=[1000, 5000, 10000])
    args = parser.parse_args()
    print(render(run(args.sizes)))


if __name__ == "__main__":
    main()
