"""Engine benchmark (issue 19): Material for MkDocs against Zensical on the same generated Markdown,
side by side in one run: build time per language (medians, and Zensical's time over Material's),
search index size, and search quality on our zh test queries (the rank of the glossary entry each
query must find, in a real Chromium against each engine's finished site).

    .venv/bin/python bench/engines.py --reps 3              # core only
    .venv/bin/python bench/engines.py --reps 3 --size 10000 # and once at a 10k pack (bench/packs)

Writes bench/results/<date>-engines.json.
"""

from __future__ import annotations

import argparse
import datetime
import functools
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path
from urllib.parse import urlsplit

from timing import BENCH, BROWSER, ROOT, progress, ratio, summary, table, timed

from meshal_compendium.i18n import LANGUAGES
from meshal_compendium.load import load_compendium
from meshal_compendium.site import build as site_build
from meshal_compendium.site import engines
from meshal_compendium.site.render import write_language

sys.path.insert(0, str(ROOT))
from tests.serving import serving  # noqa: E402 — the tests' quiet local server
from tests.site.contexts import search_hrefs  # noqa: E402 — one driver for each engine's search box
from tests.site.test_engines import ZH_QUERIES  # noqa: E402 — the queries the tests check

CORE = ROOT / "content" / "core"


def build_times(packs: list[Path], reps: int) -> dict:
    """Each engine's build of each language's generated Markdown (written once), index sizes."""
    compendium = load_compendium(packs)
    figures: dict = {"entries": sum(len(e) for e in compendium.entries.values())}
    with tempfile.TemporaryDirectory(prefix="meshal-bench-engines-") as scratch:
        root = Path(scratch)
        for lang in LANGUAGES:
            docs = root / lang
            write_language(compendium, lang, docs)
            shutil.copytree(site_build.ASSETS, docs / "assets", dirs_exist_ok=True)
            figures[lang] = {"pages": len(list(docs.rglob("*.md")))}
            for engine in engines.ENGINES:
                site = root / f"{lang}-{engine}-site"
                config = site_build._config(compendium, lang, docs, site, root, None)
                times = []
                for rep in range(reps):
                    progress(f"engines {figures['entries']} entries: {lang} {engine} rep {rep + 1}/{reps}")
                    shutil.rmtree(site, ignore_errors=True)
                    times.append(timed(functools.partial(engines.run, engine, config))[0])
                index = json.loads((site / engines.INDEX[engine]).read_text(encoding="utf-8"))
                figures[lang][engine] = {
                    "build": summary(times),
                    "search_index_bytes": (site / engines.INDEX[engine]).stat().st_size,
                    # both written as `meshal build` writes them: UTF-8, no spaces
                    "search_index_bytes_compact": len(json.dumps(index, ensure_ascii=False,
                                                                 separators=(",", ":")).encode()),
                    "search_index_docs": len(index.get("docs") or index["items"]),
                }
            figures[lang]["zensical_over_material"] = ratio(figures[lang]["zensical"]["build"]["median"],
                                                            figures[lang]["material"]["build"]["median"])
    return figures


def search_quality() -> dict:
    """For each engine's full `meshal build` of core: each zh query's result links and the rank
    (1 = first) of the glossary entry it must find (None: not among the results shown)."""
    from playwright.sync_api import sync_playwright

    quality: dict = {}
    with tempfile.TemporaryDirectory(prefix="meshal-bench-search-") as scratch, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=BROWSER)
        for engine in engines.ENGINES:
            out = Path(scratch) / engine
            with serving(out) as url:
                progress(f"search quality: building with {engine}")
                site_build.build(out=out, work=Path(scratch) / f"{engine}-work", site_url=url, engine=engine)
                quality[engine] = {query: _ranked(browser, url, engine, query, anchor)
                                   for query, anchor in ZH_QUERIES.items()}
        browser.close()
    return quality


def _ranked(browser, url: str, engine: str, query: str, anchor: str) -> dict:
    """One zh query on a fresh page: the rank of its glossary entry, how many were shown, the top 5."""
    page = browser.new_page()
    page.goto(url)
    hrefs = search_hrefs(page, engine, query)
    page.close()
    found = [(urlsplit(h).path, urlsplit(h).fragment) for h in hrefs]
    rank = found.index(("/glossary/", anchor)) + 1 if ("/glossary/", anchor) in found else None
    return {"rank": rank, "shown": len(hrefs), "top5": [f"{p}#{f}" if f else p for p, f in found[:5]]}


def report(result: dict) -> str:
    rows = []
    for size, figures in result["builds"].items():
        for lang in LANGUAGES:
            f = figures[lang]
            rows.append([size, lang, f["pages"], f["material"]["build"]["median"], f["zensical"]["build"]["median"],
                         f["zensical_over_material"], f"{f['material']['search_index_bytes_compact'] / 1e3:.0f} KB",
                         f"{f['zensical']['search_index_bytes_compact'] / 1e3:.0f} KB"])
    builds = table(["entries", "lang", "pages", "material s", "zensical s", "zensical / material",
                    "material index", "zensical index"], rows)
    ranks = table(["query", *engines.ENGINES],
                  [[q, *(result["search"][e][q]["rank"] for e in engines.ENGINES)] for q in ZH_QUERIES])
    return f"engines — build medians\n\n{builds}\n\nzh search: rank of the glossary entry\n\n{ranks}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--size", type=int, action="append", default=[], help="also a bench/packs/SIZE pack, once")
    args = parser.parse_args()
    load = os.getloadavg()
    builds = {"core": {"reps": args.reps, **build_times([CORE], args.reps)}}
    for size in args.size:
        builds[str(size)] = {"reps": 1, **build_times([CORE, BENCH / "packs" / str(size)], 1)}
    result = {"date": datetime.date.today().isoformat(), "cores": os.cpu_count(), "load_before": load,
              "versions": {"mkdocs-material": _version("mkdocs-material"), "zensical": _version("zensical")},
              "builds": builds, "search": search_quality(), "load_after": os.getloadavg()}
    path = BENCH / "results" / f"{result['date']}-engines.json"
    path.write_text(json.dumps(result, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(report(result))
    print(f"\nwritten: {path.relative_to(ROOT)}")


def _version(name: str) -> str:
    from importlib import metadata

    return metadata.version(name)


if __name__ == "__main__":
    main()
