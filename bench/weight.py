"""Page weight: what a reader's first visit to each kind of page downloads, as the sum of the
gzip -9 sizes of every response the page requests (Playwright's request events, real Chromium,
no service worker, no cache). The site is built and served locally.

    .venv/bin/python bench/weight.py
"""

from __future__ import annotations

import gzip
import sys
import tempfile
from pathlib import Path
from urllib.parse import urlsplit

# One page of each kind, in both languages (en under en/).
PAGES = {
    "home": "",
    "handbook chapter": "handbook/combat/",
    "handbook chapter with a calculator": "handbook/dice/",
    "glossary": "glossary/",
    "list": "items/",
    "entry": "items/longsword/",
    "calculators": "calculators/",
}
BUDGET_KB = 300


def first_load(browser, url: str) -> dict[str, int]:
    """{requested URL: gzip -9 bytes} for a first visit to ``url`` in a fresh context."""
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    finished = []
    page.on("requestfinished", lambda request: finished.append(request))
    page.goto(url, wait_until="networkidle")
    sizes: dict[str, int] = {}
    for request in finished:
        response = request.response()
        body = response.body() if response else b""
        sizes[request.url] = sizes.get(request.url, 0) + len(gzip.compress(body, 9))
    context.close()
    return sizes


def of_type(sizes: dict[str, int], suffixes: tuple[str, ...]) -> tuple[float, int]:
    """KB (gzip -9) and the number of files among ``sizes`` whose path ends in one of ``suffixes``."""
    found = [size for url, size in sizes.items() if urlsplit(url).path.endswith(suffixes)]
    return round(sum(found) / 1024, 1), len(found)


def run() -> dict:
    """Kilobytes per page kind and language, with the budget for handbook pages."""
    from playwright.sync_api import sync_playwright
    from timing import BROWSER, ROOT, progress

    from meshal_compendium.site.build import build

    if str(ROOT) not in sys.path:  # the tests' Chromium settings, also when run as bench/run.py
        sys.path.insert(0, str(ROOT))
    from tests.conftest import CHROMIUM_ARGS
    from tests.serving import serving

    with tempfile.TemporaryDirectory(prefix="meshal-bench-weight-") as scratch, \
            serving(Path(scratch) / "site") as base:
        out = Path(scratch) / "site"
        progress("weight: building the site")
        build(out=out, work=Path(scratch) / "work", site_url=base)
        result: dict = {"pages": {}}
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=BROWSER, args=CHROMIUM_ARGS)
            for kind, path in PAGES.items():
                for lang, prefix in (("zh", ""), ("en", "en/")):
                    progress(f"weight: {lang} {kind}")
                    sizes = first_load(browser, base + prefix + path)
                    (js_kb, js_files), (css_kb, css_files) = of_type(sizes, (".js", ".mjs")), of_type(sizes, (".css",))
                    result["pages"][f"{kind} ({lang})"] = {
                        "path": prefix + path, "kb": round(sum(sizes.values()) / 1024, 1), "requests": len(sizes),
                        "js_kb": js_kb, "js_files": js_files, "css_kb": css_kb, "css_files": css_files}
            browser.close()
    handbook = [v["kb"] for k, v in result["pages"].items() if k.startswith("handbook chapter")]
    result["targets"] = {f"handbook page first load ≤ {BUDGET_KB} KB": max(handbook) <= BUDGET_KB}
    return result


def render(result: dict) -> str:
    rows = "".join(f"| {kind} | `/{v['path']}` | {v['kb']:.1f} | {v['requests']} | {v['js_kb']:.1f} ({v['js_files']}) "
                   f"| {v['css_kb']:.1f} ({v['css_files']}) |\n" for kind, v in result["pages"].items())
    return ("weight — first visit, sum of gzip -9 sizes of every request\n\n"
            "| page | path | KB | requests | JS KB (files) | CSS KB (files) |\n|---|---|---|---|---|---|\n" + rows)


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    print(render(run()))
