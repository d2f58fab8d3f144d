"""The 繁體中文 edition: every zh page has its zh-Hant twin at /zh-Hant/…, in Traditional
characters only, searchable, with cards and calculators, and the language switch stays on the page."""

from __future__ import annotations

import json
import re

from meshal_compendium.hant import to_traditional
from tests.site.contexts import search_hrefs

# The language switch names 简体中文 in Simplified, marked lang="zh", on purpose: that edition's own name.
_SWITCH_LABEL = re.compile(r'<ul class="md-select__list">.*?</ul>', re.S)
_HAN = re.compile(r"[\u3400-\u9fff]")
# Characters Traditional Chinese writes too, which OpenCC's s2t turns into another character out of
# context (占卜, 干擾, 氣喘吁吁, 吉凶, 岩石, 游泳, 斗篷, 傢伙, 佣金, 公里, 控制台): each was read in its context on the
# pages. A Simplified-only character (绽, 灵 …) is not among them, so it fails the test below.
BOTH_SCRIPTS = set("占干吁凶岩游斗伙佣里台")


def _pages(root, skip=("en", "zh-Hant", "schemas")):
    return {p.relative_to(root).as_posix() for p in root.rglob("*.html") if p.relative_to(root).parts[0] not in skip}


def test_every_zh_page_has_a_zh_hant_twin(built):
    assert _pages(built / "zh-Hant", skip=()) == _pages(built)


def _simplified(text: str) -> set[str]:
    """The characters of ``text`` that converting to Traditional again would change."""
    return {c for c in set(_HAN.findall(text)) if to_traditional(c) != c} - BOTH_SCRIPTS


def test_no_simplified_character_is_left_on_a_zh_hant_page(built):
    for path in sorted((built / "zh-Hant").rglob("*.html")):
        assert _simplified(_SWITCH_LABEL.sub("", path.read_text(encoding="utf-8"))) == set(), path
    for name in ("assets/cards.json", "assets/strings.json", "assets/calculators-meshal.json",
                 "search/search_index.json"):
        assert _simplified((built / "zh-Hant" / name).read_text(encoding="utf-8")) == set(), name


def test_the_check_catches_a_simplified_character():
    assert _simplified("破绽與破綻") == {"绽"}


def test_its_chinese_is_marked_as_traditional(built):
    page = (built / "zh-Hant" / "glossary" / "index.html").read_text(encoding="utf-8")
    assert '<html lang="zh-Hant"' in page and not re.search(r'\slang="zh"', _SWITCH_LABEL.sub("", page))
    assert "破綻" in page and "破绽" not in page and "型別" not in page


def test_its_search_index_is_segmented_on_traditional_text(built):
    index = json.loads((built / "zh-Hant" / "search" / "search_index.json").read_text(encoding="utf-8"))
    gap = next(doc for doc in index["docs"] if doc["location"] == "glossary/#gap")
    assert gap["title"].startswith("破綻") and gap.get("tags") == ["pozhan"]


def test_a_traditional_term_is_found(page):
    page.goto(page.base + "zh-Hant/")
    hrefs = search_hrefs(page, "material", "破綻")
    assert any("/zh-Hant/glossary/" in h and h.endswith("#gap") for h in hrefs[:8]), hrefs[:8]


def test_the_switch_offers_three_editions_and_stays_on_the_page(page):
    page.goto(page.base + "zh-Hant/handbook/combat/")
    links = page.locator(".md-select__link[hreflang]").evaluate_all(
        "as => Object.fromEntries(as.map(a => [a.getAttribute('hreflang'), a.href]))")
    assert links == {"zh": page.base + "handbook/combat/", "en": page.base + "en/handbook/combat/",
                     "zh-Hant": page.base + "zh-Hant/handbook/combat/"}
    page.goto(page.base + "en/handbook/dice/")
    hant = page.locator(".md-select__link[hreflang=zh-Hant]").get_attribute("href")
    assert hant.endswith("zh-Hant/handbook/dice/")


def test_cards_and_calculators_speak_traditional(page):
    page.goto(page.base + "zh-Hant/handbook/combat/")
    page.locator(".meshal-calc[data-mounted]").first.wait_for()
    shown = page.locator(".meshal-calc[data-mounted]").first.inner_text()
    assert shown and to_traditional(shown) == shown
    page.locator("a.meshal-ref[data-ref^='term:']").first.hover()
    card = page.locator(".meshal-card").first
    card.wait_for()
    assert to_traditional(card.inner_text()) == card.inner_text()


def test_the_workshop_speaks_traditional(page):
    page.goto(page.base + "zh-Hant/workshop/")
    form = page.locator(".meshal-workshop label").first
    form.wait_for()
    shown = page.locator(".meshal-workshop").inner_text()
    assert "表單" in shown and _simplified(shown) == set()
