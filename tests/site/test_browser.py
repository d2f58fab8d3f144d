"""What a person does on the site, in a real Chromium."""

from __future__ import annotations

import re

import pytest

from tests.conftest import ARTIFACTS
from tests.site.contexts import search_hrefs


@pytest.mark.engines
def test_search_a_chinese_term_reaches_its_definition(page, engine):
    page.goto(page.base)
    hrefs = search_hrefs(page, engine, "破绽")
    page.goto(next(h for h in hrefs[:8] if h.endswith("#gap")))
    # the heading names the term; the other language's name opens the paragraph under it
    assert "破绽" in page.locator("h3#gap").inner_text()
    assert page.locator("h3#gap + p .meshal-other[lang=en]").inner_text() == "Gap"
    page.click("h3#gap + p a.meshal-ref")
    page.wait_for_url(re.compile(r"/handbook/time/#term-gap$"))


@pytest.mark.engines(zensical="Zensical lists 10 results until the list is scrolled, and ranks the handbook's "
                              "Character chapter below ten entries that mention Physical Saving")
def test_search_an_english_term_in_the_english_build(page, engine):
    page.goto(page.base + "en/")
    hrefs = search_hrefs(page, engine, "Physical Saving")
    assert any("/en/glossary/" in h and h.endswith("#physical-saving") for h in hrefs[:8]), hrefs[:8]
    page.goto(next(h for h in hrefs if "/en/handbook/character/" in h))
    assert "Physical Saving" in page.inner_text("article")


@pytest.mark.engines
def test_switching_language_stays_on_the_page(page):
    page.goto(page.base + "handbook/dice/")
    page.hover(".md-header__option .md-select")
    page.click(".md-select__link[hreflang=en]")
    page.wait_for_url(page.base + "en/handbook/dice/")
    page.hover(".md-header__option .md-select")
    page.click(".md-select__link[hreflang=zh]")
    page.wait_for_url(page.base + "handbook/dice/")


@pytest.mark.engines
def test_hovering_a_term_shows_its_card(page):
    page.goto(page.base + "handbook/character/")
    # Hover only once the layout has settled: a late font swap moves the link from under the
    # pointer, and leaving the link rightly hides its card.
    page.wait_for_load_state("networkidle")
    page.evaluate("document.fonts.ready.then(() => true)")
    page.hover("a.meshal-ref[data-ref='term:hurts']")
    card = page.locator("#meshal-card")
    card.wait_for(state="visible")
    assert "伤势" in card.inner_text() and "Hurts" in card.inner_text()
    page.mouse.move(0, 0)
    card.wait_for(state="hidden")


@pytest.mark.engines
def test_keyboard_focus_shows_the_card_too(page):
    page.goto(page.base + "en/handbook/combat/")
    page.focus("a.meshal-ref[data-ref='term:penalty']")
    card = page.locator("#meshal-card")
    card.wait_for(state="visible")
    assert "Penalty" in card.inner_text()
    page.keyboard.press("Escape")
    card.wait_for(state="hidden")


def test_list_filters_live_in_the_url(page):
    page.goto(page.base + "abilities/?category=magic")
    rows = page.locator("#meshal-list-ability tbody tr:not([hidden])")
    assert rows.count() > 5
    assert all(c == "magic" for c in rows.evaluate_all("rs => rs.map(r => r.dataset.category)"))
    page.click("button[aria-controls=meshal-filter-school]")
    page.check("#meshal-filter-school input[value=divine]")
    assert "school=divine" in page.url
    assert rows.count() >= 1 and all(
        s == "divine" for s in rows.evaluate_all("rs => rs.map(r => r.dataset.school)"))


def test_screenshots_of_both_languages(page):
    ARTIFACTS.mkdir(exist_ok=True)
    for path, name in (("handbook/combat/", "zh-combat.png"), ("en/handbook/combat/", "en-combat.png")):
        page.goto(page.base + path)
        page.screenshot(path=str(ARTIFACTS / name), full_page=False)
        assert (ARTIFACTS / name).stat().st_size > 10_000


@pytest.mark.engines
def test_first_tap_shows_the_card_second_tap_follows(browser, site_url):
    context = browser.new_context(has_touch=True, viewport={"width": 420, "height": 900})
    page = context.new_page()
    page.goto(site_url + "handbook/character/")
    link = page.locator("a.meshal-ref[data-ref='term:hurts']").first
    link.scroll_into_view_if_needed()
    link.tap()
    page.locator("#meshal-card").wait_for(state="visible")
    # Material's navigation.tracking writes the heading scrolled to into the hash: compare the
    # page and the link's own anchor, not the whole URL.
    assert page.url.split("#")[0] == site_url + "handbook/character/" and not page.url.endswith("#term-hurts")
    # Followed: the link's URL is visited, by Material's instant navigation (pushState) or the
    # browser (hashchange); navigation.tracking soon replaces the hash, so record the visit.
    page.evaluate("""() => { window.__visited = [];
        const push = history.pushState;
        history.pushState = function (state, title, url) {
            __visited.push(String(url));
            return push.apply(this, arguments);
        };
        addEventListener("hashchange", () => __visited.push(location.href)); }""")
    link.tap()
    page.wait_for_function("__visited.some(url => url.endsWith('#term-hurts'))")
    context.close()
