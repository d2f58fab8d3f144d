"""Build benchmark: our page generation against mkdocs' own build of the generated Markdown, per
language, at each pack size (the scaling curve), plus each language's search index size.

    .venv/bin/python bench/build.py --size 1000 --reps 3

Page generation is ``site.render.write_language`` (Jinja2 → Markdown, hover cards, calculator
data); mkdocs is ``mkdocs build`` of exactly those files with the config ``meshal build`` writes.
"""

from __future__ import annotations

import argparse
import functools
import json
import shutil
import tempfile
from pathlib import Path

from timing import ROOT, progress, ratio, summary, table, timed

from meshal_compendium.i18n import LANGUAGES
from meshal_compendium.load import load_compendium
from meshal_compendium.site import build as site_build
from meshal_compendium.site.render import write_language

CORE = ROOT / "content" / "core"


def measure(pack: Path, reps: int) -> dict:
    """Medians of page generation and mkdocs per language for one pack (with core)."""
    compendium = load_compendium([CORE, pack])
    figures: dict = {"entries": sum(len(e) for e in compendium.entries.values())}
    with tempfile.TemporaryDirectory(prefix="meshal-bench-build-") as scratch:
        root = Path(scratch)
        for lang in LANGUAGES:
            docs, site = root / lang / "docs", root / lang / "site"
            pages, mkdocs = [], []
            for rep in range(reps):
                progress(f"build {pack.name}: {lang} rep {rep + 1}/{reps}")
                shutil.rmtree(root / lang, ignore_errors=True)
                pages.append(timed(functools.partial(write_language, compendium, lang, docs))[0])
                shutil.copytree(site_build.ASSETS, docs / "assets", dirs_exist_ok=True)
                config = site_build._config(compendium, lang, docs, site, root, None)
                mkdocs.append(timed(functools.partial(site_build.engines.run, "material", config))[0])
            index = site / "search" / "search_index.json"
            share = ratio(summary(pages)["median"], summary(mkdocs)["median"])
            figures[lang] = {
                "pages": len(list(docs.rglob("*.md"))), "generate": summary(pages), "mkdocs": summary(mkdocs),
                "generate_share_of_mkdocs": share,
                "search_index_bytes": index.stat().st_size,
                "search_index_docs": len(json.loads(index.read_text(encoding="utf-8"))["docs"]),
                "targets": {"page generation ≤ 15% of mkdocs": share <= 0.15},
            }
    return figures


def run(sizes: list[int], reps: int) -> dict:
    """The benchmark for ``bench/run.py``: every size, both languages."""
    return {"reps": reps, "sizes": {str(size): measure(ROOT / "bench" / "packs" / str(size), reps)
                                    for size in sizes}}


def render(result: dict) -> str:
    return "build — page generation vs mkdocs, medians\n\n" + report(result["sizes"])


def report(results: dict[str, dict]) -> str:
    rows = []
    for size, figures in results.items():
        for lang in LANGUAGES:
            f = figures[lang]
            rows.append([size, lang, f["pages"], f["generate"]["median"], f["mkdocs"]["median"],
                         f["generate_share_of_mkdocs"], f["generate_share_of_mkdocs"] <= 0.15,
                         f"{f['search_index_bytes'] / 1e6:.2f} MB"])
    return table(["pack", "lang", "pages", "generate s", "mkdocs s", "generate / mkdocs", "≤ 15%",
                  "search index"], rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, action="append", help="pack size (bench/packs/SIZE)")
    parser.add_argument("--reps", type=int, default=3)
    args = parser.parse_args()
    sizes = args.size or [1000, 5000, 10000]
    print(render(run(sizes, args.reps)))


if __name__ == "__main__":
    main()
