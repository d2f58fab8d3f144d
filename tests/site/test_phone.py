"""On a phone (390×844, touch): no page scrolls sideways, lists are cards, no word breaks inside,
hover cards stay inside the viewport and behave under touch and pointer."""

from __future__ import annotations

import pytest

from tests.site.contexts import PHONE, list_ready, opened

LISTS = ["species/", "abilities/", "items/", "environments/"]

# Every word (en) or label (zh) of the list that renders on more than one line.
BROKEN_WORDS = """() => {
  const broken = [];
  const cells = document.querySelectorAll('.meshal-list th, .meshal-list td');
  for (const cell of cells) {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const pattern = /[A-Za-z][A-Za-z'’-]*|[\\u4e00-\\u9fff]{2,}/g;
      for (const match of node.data.matchAll(pattern)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
  }
  return broken;
}"""


@pytest.mark.engines
@pytest.mark.parametrize("lang", ["", "en/"])
@pytest.mark.parametrize("path", [*LISTS, "calculators/"])
def test_no_page_scrolls_sideways_on_a_phone(browser, site_url, lang, path):
    with opened(browser, site_url + lang + path, **PHONE) as page:
        if path != "calculators/":
            list_ready(page)
        else:
            page.wait_for_selector(".meshal-calc__output > :not(.meshal-calc__paper)")  # paper: print only
        assert page.evaluate("document.documentElement.scrollWidth") <= 390


# Rules pages whose calculators have long labels and option names (WOSS conditions, tactics production).
RULES_CALCULATORS = ["woss/woss-condition/", "tactics/tactics-domains/", "d20-pool/d20-dice/"]


@pytest.mark.parametrize("lang", ["", "en/"])
@pytest.mark.parametrize("path", RULES_CALCULATORS)
def test_no_rules_page_with_calculators_scrolls_sideways_on_a_phone(browser, site_url, lang, path):
    with opened(browser, site_url + lang + path, **PHONE) as page:
        page.wait_for_function("() => [...document.querySelectorAll('.meshal-calc[data-calc]')]"
                               ".every(c => c.hasAttribute('data-mounted'))")
        assert page.locator(".meshal-calc[data-mounted]").count() > 0
        assert page.evaluate("document.documentElement.scrollWidth") <= 390


@pytest.mark.parametrize("lang", ["", "en/"])
@pytest.mark.parametrize("path", LISTS)
def test_a_list_on_a_phone_is_cards_with_no_word_broken(browser, site_url, lang, path):
    with opened(browser, site_url + lang + path, **PHONE) as page:
        list_ready(page)
        row = page.locator(".meshal-list tbody tr").first
        assert row.evaluate("r => getComputedStyle(r).display") != "table-row"
        # Each secondary cell is labelled with its column, so a card reads "Category Weapon".
        label = row.locator("td[data-label]").first.evaluate("td => getComputedStyle(td, '::before').content")
        assert label.strip('"').strip()
        assert page.evaluate(BROKEN_WORDS) == []


@pytest.mark.parametrize("lang", ["", "en/"])
def test_a_list_on_a_desktop_breaks_no_word_either(browser, site_url, lang):
    with opened(browser, site_url + lang + "items/") as page:
        list_ready(page)
        assert page.evaluate(BROKEN_WORDS) == []
        assert page.evaluate("document.documentElement.scrollWidth") <= 1280


def _card(page):
    card = page.locator("#meshal-card")
    card.wait_for(state="visible")
    return card.bounding_box()


def test_a_card_near_the_bottom_opens_above_its_reference(browser, site_url):
    with opened(browser, site_url + "en/handbook/combat/", viewport={"width": 1280, "height": 900}) as page:
        links = page.locator("article a.meshal-ref[data-ref^='term:']")
        link = links.nth(links.evaluate_all("as => as.findIndex(a => a.getBoundingClientRect().top > 1500)"))
        # Put the reference 20 px above the viewport's bottom edge.
        link.evaluate("a => window.scrollBy({top: a.getBoundingClientRect().bottom - innerHeight + 20,"
                      " behavior: 'instant'})")
        ref = link.bounding_box()
        assert ref["y"] + ref["height"] > 860
        link.hover()
        box = _card(page)
        assert box["y"] >= 0 and box["y"] + box["height"] <= 900
        assert box["y"] + box["height"] <= ref["y"]


@pytest.mark.engines
def test_a_tapped_card_stays_inside_a_phone_and_an_outside_tap_closes_it(browser, site_url):
    with opened(browser, site_url + "handbook/character/", **PHONE) as page:
        links = page.locator("article a.meshal-ref[data-ref^='term:']")
        # The reference furthest right on the screen: the card must shift left to fit.
        index = links.evaluate_all("""as => as.map((a, i) => [a.getBoundingClientRect().right, i])
            .filter(([right]) => right < 390).sort((x, y) => y[0] - x[0])[0][1]""")
        link = links.nth(index)
        link.scroll_into_view_if_needed()
        target = link.evaluate("a => a.href")
        link.tap()
        box = _card(page)
        assert page.url != target  # the first tap shows the card; it does not follow the link
        assert box["x"] >= 0 and box["x"] + box["width"] <= 390
        page.locator("article h1").tap()
        page.locator("#meshal-card").wait_for(state="hidden")


def test_the_pointer_can_move_onto_a_card_and_use_its_open_link(browser, site_url):
    with opened(browser, site_url + "en/handbook/combat/") as page:
        link = page.locator("article a.meshal-ref[data-ref='term:penalty']").first
        link.hover()
        box = _card(page)
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.wait_for_timeout(800)  # longer than the grace period a card waits before closing
        assert page.locator("#meshal-card").is_visible()
        opener = page.locator("#meshal-card a.meshal-card__open")
        assert opener.get_attribute("href") == link.evaluate("a => a.href")
        opener.click()
        page.wait_for_url("**/en/handbook/dice/#term-penalty")


def test_section_references_get_cards(browser, site_url):
    with opened(browser, site_url + "en/archive/archive-v6/v6-vs-v7/") as page:
        link = page.locator("article a.meshal-ref[data-ref='section:v6-combat-rhythm-engaging']").first
        link.hover()
        _card(page)
        card = page.locator("#meshal-card").inner_text()
        assert "Engaging and Initiative" in card and "Section" in card and "v6 archive" in card
