"""The manual in a browser: found by the search box, readable on a phone, no serious accessibility
violation (the CLI reference is the guide's widest page: tables of options)."""

from __future__ import annotations

import pytest

from tests.site.contexts import DESKTOP, PHONE, opened, search_hrefs
from tests.site.test_a11y import _axe

pytestmark = pytest.mark.full  # drives a browser


@pytest.mark.parametrize(("lang", "query"), [("", "退出码"), ("en/", "exit codes")])
def test_the_search_box_finds_the_cli_reference(page, engine, lang, query):
    page.goto(page.base + lang)
    hrefs = search_hrefs(page, engine, query)
    assert any(f"{lang}guide/cli/" in href for href in hrefs), hrefs


@pytest.mark.parametrize("lang", ["", "en/"])
def test_the_cli_reference_does_not_scroll_sideways_on_a_phone(browser, site_url, lang):
    with opened(browser, site_url + lang + "guide/cli/", **PHONE) as page:
        assert page.evaluate("document.documentElement.scrollWidth") <= 390


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("path", ["guide/", "en/guide/cli/"])
def test_guide_pages_have_no_serious_accessibility_violation(browser, site_url, scheme, path):
    with opened(browser, site_url + path, **DESKTOP, color_scheme=scheme) as page:
        assert _axe(page) == []
