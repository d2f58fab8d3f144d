"""A handbook page's first load stays small, and calculator code loads only where a calculator is."""

from __future__ import annotations

import pytest

from bench.weight import BUDGET_KB, first_load

CALCULATOR_CODE = ("/assets/js/exact.js", "/assets/js/meshal/math.js", "/assets/js/calculators/",
                   "/assets/calculators-meshal.json")


@pytest.mark.parametrize("path", ["handbook/combat/", "en/handbook/dice/", "glossary/", "en/items/longsword/"])
def test_a_page_loads_under_the_budget(browser, site_url, path):
    sizes = first_load(browser, site_url + path)
    assert sum(sizes.values()) <= BUDGET_KB * 1024, sorted(sizes.items(), key=lambda kv: -kv[1])[:5]


@pytest.mark.parametrize("path", ["handbook/time/", "en/glossary/", "items/longsword/", "en/handbook/combat/"])
def test_calculator_code_loads_only_with_a_calculator(browser, site_url, path):
    has_calculator = path.endswith(("time/", "combat/"))
    loaded = [url for url in first_load(browser, site_url + path) if any(c in url for c in CALCULATOR_CODE)]
    assert bool(loaded) == has_calculator, loaded


def test_a_dice_button_loads_the_math_on_first_click(page):
    requests = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(page.base + "en/items/longsword/")
    assert not any("meshal/math.js" in url for url in requests)
    page.locator("button.meshal-dice").first.click()
    page.locator("dialog.meshal-dialog[open] [data-mounted]").wait_for()
    assert any("meshal/math.js" in url for url in requests)
