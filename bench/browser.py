"""What a browser test's page costs (issue 32): Debian's ``chromium`` in its headless mode against
Debian's ``chromium-headless-shell`` (the same Chromium, built from the same source package, without
the desktop browser around it; Playwright's own choice for headless runs), which the tests drive.

Each repetition opens the same pages in each browser in turn, as the tests do: a fresh context with a
phone's viewport, the page loaded, its width read, the context closed. A browser's CPU seconds are the
machine's busy time while its session runs (``/proc/stat``): Chromium's renderers are forked by its
zygote and not all of them are waited for by a process of ours, so a child's CPU time would miss them.
Run it on an otherwise idle machine (the run records the load average). The shell's over the full
browser's is the ratio. One build of the shipped content serves every page.

    .venv/bin/python bench/browser.py --reps 3
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

from timing import BROWSER, ROOT, progress, ratio, summary, table

from meshal_compendium.site.build import build

sys.path.insert(0, str(ROOT))
from tests.conftest import CHROMIUM_ARGS  # noqa: E402 — the browsers launched as the tests launch them
from tests.serving import serving  # noqa: E402 — the tests' quiet local server
from tests.site.contexts import PHONE  # noqa: E402

BROWSERS = {"chromium (headless mode)": BROWSER, "chromium-headless-shell": "/usr/bin/chromium-headless-shell"}
PAGES = ["", "handbook/combat/", "glossary/", "items/", "items/longsword/", "calculators/", "workshop/",
         "en/", "en/handbook/dice/", "en/abilities/"]


def _busy() -> float:
    """CPU seconds the machine has spent busy (every core, idle and I/O wait left out)."""
    with open("/proc/stat", encoding="ascii") as stat:
        ticks = [int(field) for field in stat.readline().split()[1:]]
    return (sum(ticks) - ticks[3] - ticks[4]) / os.sysconf("SC_CLK_TCK")


def session(executable: str, url: str) -> tuple[float, float]:
    """Wall and CPU seconds of one Playwright session opening every page once."""
    from playwright.sync_api import sync_playwright

    cpu, wall = _busy(), time.perf_counter()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        for path in PAGES:
            context = browser.new_context(**PHONE, service_workers="block")
            page = context.new_page()
            page.goto(url + path)
            page.evaluate("document.documentElement.scrollWidth")
            context.close()
        browser.close()
    return time.perf_counter() - wall, _busy() - cpu


def run(reps: int) -> dict:
    with tempfile.TemporaryDirectory(prefix="meshal-bench-browser-") as scratch:
        out = Path(scratch) / "site"
        with serving(out) as url:
            progress("browser: building the shipped content")
            build(out=out, work=Path(scratch) / "work", site_url=url)
            for executable in BROWSERS.values():
                session(executable, url)  # unmeasured: the page cache and the fonts
            times = {name: {"wall": [], "cpu": []} for name in BROWSERS}
            for rep in range(reps):
                for name, executable in BROWSERS.items():
                    wall, cpu = session(executable, url)
                    times[name]["wall"].append(wall / len(PAGES))
                    times[name]["cpu"].append(cpu / len(PAGES))
                progress(f"browser: rep {rep + 1}/{reps}")
    figures = {name: {"wall_per_page": summary(t["wall"]), "cpu_per_page": summary(t["cpu"])}
               for name, t in times.items()}
    full, shell = (figures[name] for name in BROWSERS)
    return {"pages": len(PAGES), "browsers": figures,
            "shell_over_full_cpu": ratio(shell["cpu_per_page"]["median"], full["cpu_per_page"]["median"]),
            "shell_over_full_wall": ratio(shell["wall_per_page"]["median"], full["wall_per_page"]["median"])}


def render(result: dict) -> str:
    rows = [[name, f["cpu_per_page"]["median"], f["wall_per_page"]["median"]] for name, f in result["browsers"].items()]
    rows.append(["shell / full", result["shell_over_full_cpu"], result["shell_over_full_wall"]])
    return (f"A page of a browser test ({result['pages']} pages a session; medians, seconds)\n\n"
            + table(["browser", "CPU per page", "wall per page"], rows))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=3)
    print(render(run(parser.parse_args().reps)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
