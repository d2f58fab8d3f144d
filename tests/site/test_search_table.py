"""Search as players use it at the table: paste or an IME (input events, no keys), exact names
first, the whole query highlighted, no badge noise, typos in English, pinyin for zh names; the
index loads when search is first wanted, and is written small. Each test in the browser runs on
both searches a site can ship: Material's lunr (the shipped content's) and Pagefind's chunked
index (a big site's, ``site/chunked.py``)."""

from __future__ import annotations

import json

import pytest

from meshal_compendium.load import load_compendium
from meshal_compendium.site import chunked, engines
from meshal_compendium.site.search import keywords
from tests.site.test_offline import _choose, _status, visit  # noqa: F401 — a fixture, here on both searches

# term → its glossary definition, the first hit a player expects
DEFINITIONS = {"破绽": "glossary/#gap", "物质防护": "glossary/#physical-saving",
               "潜能等级": "glossary/#potential-level"}


# The shipped content's default build is lunr's (test_big_content_ships_chunked_search says so):
# that build, shared with the other tests, not a second one.
@pytest.fixture(scope="module", params=["auto", "pagefind"], ids=["lunr", "pagefind"])
def served(request, _sites):
    return _sites(engines.DEFAULT, request.param)


@pytest.fixture(scope="module")
def built(served):
    return served[0]


@pytest.fixture(scope="module")
def site_url(served):
    return served[1]


def _results(page, query):
    """Put ``query`` into the search box the way a paste does: an input event, no key events."""
    page.click(".md-search__input")
    items = page.locator(".md-search-result__item")
    for _ in range(20):
        page.fill("input.md-search__input", query)  # fill sends input, not keyup
        try:
            items.first.wait_for(timeout=1000)
            break
        except Exception:  # noqa: BLE001 — the index is still loading; fill again
            page.fill("input.md-search__input", "")
    else:
        raise AssertionError(f"no results for {query!r}")
    return items


def _titles(items):
    return items.evaluate_all("is => is.map(i => (i.querySelector('h1, h2') || i).textContent.trim())")


def _hrefs(items):
    """Every result link, pages and their sections, in order."""
    return items.evaluate_all("is => is.flatMap(i => [...i.querySelectorAll('a')].map(a => a.href))")


def test_pasted_text_searches(page):
    page.goto(page.base + "en/")
    items = _results(page, "Physical Saving")
    assert any("physical-saving" in h for h in _hrefs(items))


def test_an_exact_name_ranks_first(page):
    page.goto(page.base)
    items = _results(page, "长剑")
    assert _titles(items)[0].startswith("长剑"), _titles(items)[:4]


def test_an_english_typo_still_finds_the_term(page):
    page.goto(page.base + "en/")
    items = _results(page, "Initative")
    # Pagefind shows its first 5 results, then the rest: the d20 pool's own initiative terms can
    # rank first, so Meshal's may come in the second batch. Wait for it rather than read the first.
    found = page.locator(".md-search-result__item a[href$='#initiative']")
    try:
        found.first.wait_for(state="attached", timeout=5000)
    except Exception:  # noqa: BLE001 — say what was shown instead
        raise AssertionError(_hrefs(items)[:24]) from None


def test_pinyin_finds_a_zh_name(page):
    page.goto(page.base)
    items = _results(page, "pozhan")
    assert any(h.endswith("#gap") for h in _hrefs(items)[:3]), _hrefs(items)[:3]
    assert page.locator(".md-search-result .md-tag").count() == 0  # keywords are not shown
    # The manual says "pozhan" in its text (it explains this search): only its pages may show it.
    shown = items.evaluate_all("is => is.filter(i => !i.querySelector('a').href.includes('/guide/'))"
                               ".map(i => i.innerText).join(' ')")
    assert "pozhan" not in shown


@pytest.mark.parametrize("term", DEFINITIONS)
def test_a_term_finds_its_definition_first(page, term):
    page.goto(page.base)
    first = _hrefs(_results(page, term).first)
    assert any(h.split("?")[0] + "#" + h.partition("#")[2] == page.base + DEFINITIONS[term] for h in first), first


def test_search_works_offline_after_saving_the_edition(visit):  # noqa: F811 — the fixture imported above
    """Saving an edition with no ruleset's pages keeps its search whole (Pagefind's chunks too)."""
    page = visit("en/")
    _choose(page, "en", []).locator("button.md-button--primary").click()
    _status(page, "Saved")
    page.context.set_offline(True)
    page.reload()
    hrefs = _hrefs(_results(page, "Gap"))
    assert any("/en/glossary/" in h and h.endswith("#gap") for h in hrefs), hrefs


def test_the_traditional_edition_finds_its_terms(page):
    page.goto(page.base + "zh-Hant/")
    assert any(h.endswith("#gap") for h in _hrefs(_results(page, "破綻").first))


def test_english_results_mark_their_chinese(page):
    page.goto(page.base + "en/")
    _results(page, "Physical Saving")
    texts = page.evaluate("""() => {
      const walker = document.createTreeWalker(document.querySelector(".md-search-result"), NodeFilter.SHOW_TEXT);
      const han = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (/\\p{sc=Han}/u.test(node.data)) han.push([node.data, !!node.parentElement.closest("[lang^=zh]")]);
      }
      return han;
    }""")
    assert texts and all(marked for _, marked in texts), texts  # the glossary quotes 物质防护


def test_result_text_is_text(page):
    page.goto(page.base + "en/")
    items = _results(page, "weakness gains advantage")
    text = items.evaluate_all("is => is.map(i => i.textContent).join(' ')")
    assert "protection is <0" in text and "&lt;" not in text, text[:300]


def test_results_carry_no_badge_noise(page):
    page.goto(page.base)
    items = _results(page, "破绽")
    text = items.evaluate_all("is => is.map(i => i.textContent).join(' ')")
    assert "手册原文" not in text and "手册 " not in text


def test_results_carry_no_back_link(page):
    page.goto(page.base)
    text = " ".join(_results(page, "长剑").all_inner_texts())
    assert "长剑" in text and "←" not in text  # an entry page's "← 返回物品" is navigation


def test_the_whole_query_is_highlighted(page):
    page.goto(page.base + "handbook/abilities/?h=潜能等级")
    marks = page.locator("article mark[data-md-highlight]")
    marks.first.wait_for()
    assert set(marks.all_inner_texts()) == {"潜能等级"}


def test_the_index_loads_when_search_is_first_wanted(page):
    requested = []
    page.on("request", lambda request: requested.append(request.url))
    page.goto(page.base + "handbook/combat/", wait_until="networkidle")
    assert not any("search_index.json" in url or f"/{chunked.BUNDLE}/" in url for url in requested)
    with page.expect_request(lambda request: request.url.endswith("/search/search_index.json")):
        page.focus(".md-search__input")


@pytest.mark.parametrize("folder", ["", "en/"])
def test_the_index_is_written_small(built, folder):
    raw = (built / folder / "search/search_index.json").read_bytes()
    docs = raw[raw.index(b'"docs"'):]
    assert b"\\u" not in docs and b", \"" not in docs
    index = json.loads(raw)
    tagged = {doc["location"]: doc.get("tags") for doc in index["docs"]}
    bundle = built / folder / chunked.BUNDLE
    if bundle.exists():
        assert tagged == {}  # the records are Pagefind's
        assert {path.name for path in bundle.iterdir()} >= {"pagefind.js", "index", "fragment"}
        assert not list(bundle.glob("pagefind-*ui*"))
    elif folder == "":
        assert tagged["glossary/#gap"] == ["pozhan"]


def test_big_content_ships_chunked_search(monkeypatch):
    compendium = load_compendium([])
    assert not chunked.wanted(compendium)  # the shipped content keeps lunr
    monkeypatch.setattr(chunked, "LUNR_LIMIT", sum(map(len, compendium.entries.values())) - 1)
    assert chunked.wanted(compendium)


def test_a_short_pages_sections_are_one_pagefind_record():
    long_text = "长" * (chunked.SHORT_PAGE + 1)
    docs = [{"location": "abilities/a/", "title": "<b>甲</b>", "text": "<p>一</p>", "tags": ["jia"]},
            {"location": "abilities/a/#passive", "title": "被动", "text": "二"},
            {"location": "glossary/", "title": "术语表", "text": ""},
            {"location": "glossary/#gap", "title": "破绽", "text": long_text},
            {"location": "handbook/#x", "title": "无页", "text": "三"}]
    records = chunked._records(docs)
    assert [record["location"] for record in records] == ["abilities/a/", "glossary/", "glossary/#gap", "handbook/#x"]
    assert records[0] == {"location": "abilities/a/", "title": "甲", "text": "一 被动 二", "tags": ["jia"]}


def test_keywords_are_the_names_pinyin():
    assert keywords("破绽") == ["pozhan"] and keywords("潜能等级") == ["qiannengdengji"]
