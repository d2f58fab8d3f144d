"""After one visit the wiki works with no network: the service worker Workbox wrote at build
time precaches every page, asset, search index and calculator of both languages (search offline,
on both searches: test_search_table.py)."""

from __future__ import annotations

import json

import pytest

from meshal_compendium.site.offline import build_id

# Playwright's offline switch does not cover a worker's own fetches until it controls the page.
READY = "navigator.serviceWorker.ready.then(r => !!r.active)"


@pytest.fixture
def offline_page(browser, site_url):
    """A page whose first visit installed the worker; then the network goes away."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, service_workers="allow")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(site_url)
    assert page.evaluate(READY) is True
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    context.set_offline(True)
    page.base = site_url
    yield page
    context.close()
    assert errors == []


def test_an_unvisited_page_opens_offline(offline_page):
    page = offline_page
    response = page.goto(page.base + "en/items/longsword/")
    assert response.ok and response.from_service_worker
    assert "Longsword" in page.inner_text("article")
    page.goto(page.base + "species/dwarf/")
    assert "矮人" in page.inner_text("article")


def test_a_calculator_works_offline(offline_page):
    page = offline_page
    page.goto(page.base + "calculators/?c-species=dwarf")
    odds = page.locator(".meshal-calc[data-calc=odds][data-mounted]").first
    odds.wait_for()
    odds.locator("input[name=pool]").fill("3d")
    odds.locator("input[name=pool]").dispatch_event("input")
    assert odds.locator("[data-result=success] [data-fraction]").first.get_attribute("data-fraction") == "19/27"


def test_the_worker_sits_at_the_root_and_covers_both_languages(built):
    worker = (built / "sw.js").read_text(encoding="utf-8")
    for url in ("handbook/dice/index.html", "en/handbook/dice/index.html", "search/search_index.json",
                "en/search/search_index.json", "assets/calculators-meshal.json", "en/assets/js/meshal-math.js"):
        assert f'"{url}"' in worker, url
    assert '.map"' not in worker and "lunr.ja" not in worker  # no source maps, no unused languages


def test_the_cache_is_named_after_the_build(built):
    worker = (built / "sw.js").read_text(encoding="utf-8")
    cleanup = (built / "sw-cleanup.js").read_text(encoding="utf-8")
    ids = {word for word in worker.replace('"', " ").split() if word.startswith("meshal-")}
    assert len(ids) == 1 and ids.pop() in cleanup
    assert build_id(built) != "" and len(build_id(built)) == 12


def test_each_language_can_be_installed(built):
    for root, lang in ((built, "zh"), (built / "en", "en")):
        manifest = json.loads((root / "manifest.webmanifest").read_text(encoding="utf-8"))
        assert manifest["lang"] == lang and manifest["start_url"] == "./" and manifest["icons"]
        assert (root / manifest["icons"][0]["src"]).is_file()
        assert 'rel="manifest"' in (root / "handbook/dice/index.html").read_text(encoding="utf-8")
