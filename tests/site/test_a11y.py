"""axe-core (pinned in package.json, installed by `npm ci`) over a representative page set, in both
languages and both colour schemes: no serious or critical violation."""

from __future__ import annotations

import pytest

from tests.conftest import ROOT

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
