"""axe-core (pinned in package.json, installed by `npm ci`) over a representative page set, in both
languages and both colour schemes: no serious or critical violation."""

from __future__ import annotations

import pytest

from tests.conftest import ROOT
from tests.site.contexts import DESKTOP, PHONE, list_ready, opened

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
PAGES = ["", "handbook/combat/", "glossary/", "items/", "items/longsword/", "species/dwarf/", "calculators/",
         "archive/archive-v6/v6-vs-v7/", "abilities/"]


def _violations(page, url: str) -> list[str]:
    page.goto(url)
    page.wait_for_function("document.querySelector('.meshal-calc, .meshal-filters[data-ready]') !== null"
                           " || !document.querySelector('[data-calculator], .meshal-filters')")
    page.add_script_tag(path=str(AXE))
    found = page.evaluate("""async () => {
        const result = await axe.run(document, {resultTypes: ["violations"]});
        return result.violations.filter(v => v.impact === "serious" || v.impact === "critical")
            .map(v => `${v.id} (${v.impact}): ` + v.nodes.slice(0, 3).map(n => n.target.join(" ")).join(" | "));
    }""")
    return found


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("lang", ["", "en/"])
def test_no_serious_accessibility_violation(browser, site_url, lang, scheme):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, color_scheme=scheme)
    page = context.new_page()
    try:
        problems = {path: _violations(page, site_url + lang + path) for path in PAGES}
        assert page.evaluate("document.body.getAttribute('data-md-color-scheme')") == (
            "slate" if scheme == "dark" else "default")
    finally:
        context.close()
    assert {path: found for path, found in problems.items() if found} == {}


def _axe(page, include: str = "body") -> list[str]:
    page.add_script_tag(path=str(AXE))
    return page.evaluate("""async (include) => (await axe.run(include, {resultTypes: ["violations"]})).violations
        .filter(v => v.impact === "serious" || v.impact === "critical").map(v => v.id)""", include)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_open_cards_and_filters_are_readable_in_both_schemes(browser, site_url, scheme):
    with opened(browser, site_url + "en/handbook/combat/", color_scheme=scheme, **DESKTOP) as page:
        page.hover("article a.meshal-ref[data-ref='term:penalty']")
        page.locator("#meshal-card").wait_for(state="visible")
        assert _axe(page, "#meshal-card") == []
    with opened(browser, site_url + "items/?category=nonsense", color_scheme=scheme, **DESKTOP) as page:
        list_ready(page)
        page.click(".meshal-filter__toggle >> nth=0")
        assert _axe(page, ".md-content") == []


def test_the_dark_preference_is_honoured_and_the_toggle_cycles_light_dark_auto(browser, site_url):
    with opened(browser, site_url + "en/", color_scheme="dark", **DESKTOP) as page:
        scheme = "document.body.getAttribute('data-md-color-scheme')"
        assert page.evaluate(scheme) == "slate"
        toggle = page.locator("form[data-md-component=palette] label:visible")
        assert toggle.get_attribute("title") == "Switch to light mode"
        seen = []
        for _ in range(3):
            toggle.click()
            seen.append((page.evaluate(scheme), toggle.get_attribute("title")))
        assert seen == [("default", "Switch to dark mode"), ("slate", "Follow the system's light or dark setting"),
                        ("slate", "Switch to light mode")]
    with opened(browser, site_url, color_scheme="light", **DESKTOP) as page:
        assert page.evaluate("document.body.getAttribute('data-md-color-scheme')") == "default"
        assert page.locator("form[data-md-component=palette] label:visible").get_attribute("title") == "切换到浅色模式"


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("path", ["en/items/", "species/", "en/handbook/character/"])
def test_phone_layouts_have_no_serious_violation(browser, site_url, scheme, path):
    with opened(browser, site_url + path, color_scheme=scheme, **PHONE) as page:
        if "handbook" not in path:
            list_ready(page)
        assert _axe(page) == []
