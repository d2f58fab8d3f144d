"""Reading and finding: the glossary's index and filter, previous/next chapters, a link to a section
that stays on it, back to the list, the v6 archive marked as such, language links that keep the page,
the theme's strings in both languages."""

from __future__ import annotations

import re

from meshal_compendium import rulesets
from tests.site.contexts import PHONE, opened, settled

# The section of the dice chapter below both its calculators; each pushes it down as it mounts.
BELOW = "dice-advantage"
IN_VIEW = f"(top => top >= 0 && top < innerHeight / 4)(document.getElementById('{BELOW}').getBoundingClientRect().top)"


def test_glossary_has_a_pinyin_index_in_zh_and_an_a_to_z_index_in_en(browser, site_url):
    with opened(browser, site_url + "glossary/") as page:
        letters = page.locator(".meshal-az a").all_inner_texts()
        assert letters == sorted(letters) and {"P", "Z"} <= set(letters)
        page.click(".meshal-az a:text-is('P')")
        assert page.url.endswith("#az-p")
        terms = page.locator("#az-p + ul a").all_inner_texts()
        assert "破绽" in terms  # po zhan
        page.click("#az-p + ul a:text-is('破绽')")
        assert page.url.endswith("#gap") and page.locator("h3#gap").is_visible()
    with opened(browser, site_url + "en/glossary/") as page:
        terms = page.locator("#az-g + ul a").all_inner_texts()
        assert "Gap" in terms and all(term.upper().startswith("G") for term in terms)


def test_glossary_filter_hides_the_terms_that_do_not_match(browser, site_url):
    with opened(browser, site_url + "glossary/") as page:
        page.wait_for_selector(".meshal-glossary-find input")
        total = page.locator(".meshal-term").count()
        page.fill(".meshal-glossary-find input", "pozhan")
        shown = page.locator(".meshal-term:visible")
        assert shown.count() == 1 and "破绽" in shown.inner_text() and total > 100
        page.fill(".meshal-glossary-find input", "Penalty")
        assert "劣势" in page.locator(".meshal-term:visible").first.inner_text()
        page.fill(".meshal-glossary-find input", "qqqqqq")
        assert page.locator(".meshal-term:visible").count() == 0
        assert page.locator(".meshal-glossary-find [role=status]").is_visible()


def test_chapters_link_to_the_previous_and_next_chapter(browser, site_url):
    with opened(browser, site_url + "en/handbook/dice/") as page:
        assert "Introduction" in page.inner_text(".meshal-pager__previous")
        settled(page)
        page.click(".meshal-pager__next")
        page.wait_for_url(re.compile(r"/en/handbook/character/(#.*)?$"))
        page.wait_for_function("document.querySelector('.meshal-pager__previous')?.innerText.endsWith('Dice')")
    with opened(browser, site_url + "handbook/introduction/") as page:
        assert page.locator(".meshal-pager__previous").count() == 0
        assert page.locator(".meshal-pager__next").count() == 1


def test_a_link_to_a_section_below_calculators_lands_on_it_once_they_have_mounted(browser, site_url):
    with opened(browser, f"{site_url}en/handbook/dice/#{BELOW}", **PHONE) as page:
        settled(page)
        page.wait_for_function(IN_VIEW)


def test_a_reader_who_scrolls_while_they_mount_is_left_where_they_scrolled(browser, site_url):
    context = browser.new_context(**PHONE)
    page = context.new_page()
    held = []
    page.route("**/calculators/index.js", lambda route: held.append(route))  # the calculators' code is on its way
    with page.expect_request("**/calculators/index.js"):
        page.goto(f"{site_url}en/handbook/dice/#{BELOW}")
    while not held:  # the request is out; its handler is next
        page.wait_for_timeout(50)
    page.mouse.wheel(0, -600)  # the reader scrolls back up towards the calculators before they load
    held[0].continue_()
    settled(page)
    page.wait_for_timeout(500)  # what would scroll back has had its turn
    assert not page.evaluate(IN_VIEW)
    context.close()


def test_entry_pages_link_back_to_their_list(browser, site_url):
    with opened(browser, site_url + "en/items/longsword/") as page:
        back = page.locator("a.meshal-back")
        assert back.inner_text() == "← Back to Items"
        back.click()
        page.wait_for_url(re.compile(r"/en/items/$"))
    with opened(browser, site_url + "species/dwarf/") as page:
        assert page.inner_text("a.meshal-back") == "← 返回种族"


def test_the_v6_archive_is_marked_as_superseded(browser, site_url):
    with opened(browser, site_url + "en/archive/archive-v6/v6-combat-rhythm/") as page:
        assert page.title().startswith("Combat Rhythm (v6 archive)")
        badge = page.locator("article .meshal-badge").first
        assert "meshal-badge--archived" in badge.get_attribute("class") and badge.inner_text() == "v6 archive"
        assert page.locator("article .meshal-badge--handbook").count() == 0
        banner = page.locator(".admonition.meshal-archived")
        assert "Superseded by v7" in banner.inner_text()
        banner.locator("a").click()
        page.wait_for_url("**/en/handbook/introduction/")
    with opened(browser, site_url + "en/handbook/combat/") as page:
        assert page.locator(".admonition.meshal-archived").count() == 0


def test_v6_hover_cards_say_v6(browser, site_url):
    with opened(browser, site_url + "archive/archive-v6/v6-combat-rhythm/") as page:
        page.hover("article a.meshal-ref[data-ref='term:v6-series'], article [data-ref='term:v6-series']")
        card = page.locator("#meshal-card")
        card.wait_for(state="visible")
        assert "v6 归档" in card.inner_text()
        assert card.locator(".meshal-badge--archived").count() == 1


def test_the_editors_comparison_is_labelled_as_editors_text(browser, site_url):
    with opened(browser, site_url + "en/archive/archive-v6/v6-vs-v7/") as page:
        label = page.locator(".admonition.meshal-editorial")
        assert "Editors' text" in label.inner_text() and "not handbook text" in label.inner_text()
    with opened(browser, site_url + "en/archive/archive-v6/v6-combat-rhythm/") as page:
        assert page.locator(".admonition.meshal-editorial").count() == 0


def test_language_links_are_the_same_page_in_the_built_html(built):
    html = (built / "handbook" / "dice" / "index.html").read_text(encoding="utf-8")
    assert re.search(r'href="../../en/handbook/dice/" hreflang="en"', html)
    html = (built / "en" / "items" / "longsword" / "index.html").read_text(encoding="utf-8")
    assert re.search(r'href="../../../items/longsword/" hreflang="zh"', html)


def test_language_links_follow_instant_navigation(browser, site_url):
    with opened(browser, site_url + "en/handbook/dice/") as page:
        assert page.locator(".md-select__link[hreflang=zh]").evaluate("a => a.href") == site_url + "handbook/dice/"
        settled(page)
        page.click(".meshal-pager__next")
        page.wait_for_url(re.compile(r"/en/handbook/character/(#.*)?$"))
        # The theme's scroll tracking may add the section's anchor: the page is what matters.
        page.wait_for_function(f"document.querySelector('.md-select__link[hreflang=zh]').href"
                               f".startsWith('{site_url}handbook/character/')")


def test_theme_strings_are_in_the_page_language(browser, site_url, built):
    zh = (built / "handbook" / "dice" / "index.html").read_text(encoding="utf-8")
    en = (built / "en" / "handbook" / "dice" / "index.html").read_text(encoding="utf-8")
    assert "Permanent link" not in zh and 'title="本节链接"' in zh and 'title="Permanent link"' in en
    for text in ("切换到深色模式", "切换到浅色模式", "跟随系统的深浅色设置"):
        assert text in zh and text not in en
    assert "Switch to dark mode" in en
    with opened(browser, site_url) as page:
        assert page.title() == "Meshal Lite 规则大全"
    with opened(browser, site_url + "en/") as page:
        assert page.title() == "Meshal Lite Compendium"
    with opened(browser, site_url + "404.html") as page:
        assert page.inner_text("article h1") == "找不到页面" and "404 - Not found" not in page.content()
    with opened(browser, site_url + "en/404.html") as page:
        assert page.inner_text("article h1") == "Page not found"


# English words in the zh build's chrome: text, titles, labels and placeholders outside the
# article and outside elements marked lang="en" (the site's and packs' names are proper names).
# Official names stay as they are in Chinese: each ruleset's zh name keeps its Latin part (光明之剑 WOSS).
# Official names: the rulesets' own Latin words, and the chat bot the manual's SealDice page names.
OFFICIAL = "|".join([*(re.escape(word) for ruleset in rulesets.registry().values()
                       for word in re.findall(r"[A-Za-z][A-Za-z ]*[A-Za-z]", ruleset.name["zh"])), "SealDice"])
CHROME_ENGLISH = """() => {
  const found = new Set();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement.closest("article, [lang=en], script, style, svg")) continue;
    if (/[A-Za-z]{3,}/.test(node.data.replace(/OFFICIAL/g, ""))) found.add(node.data.trim());
  }
  for (const element of document.querySelectorAll("[title], [aria-label], [placeholder]")) {
    if (element.closest("article, [lang=en]")) continue;
    for (const name of ["title", "aria-label", "placeholder"]) {
      const value = (element.getAttribute(name) || "").replace(/OFFICIAL/g, "");
      if (/[A-Za-z]{3,}/.test(value)) found.add(`${name}=${value}`);
    }
  }
  return [...found];
}""".replace("OFFICIAL", OFFICIAL)


def test_every_theme_string_of_the_zh_build_is_chinese(browser, site_url):
    for path in ("", "handbook/dice/", "items/", "404.html"):
        with opened(browser, site_url + path) as page:
            assert page.evaluate(CHROME_ENGLISH) == [], path
