"""Both engines build the same generated Markdown (issue 19): the zh names players search for are
found on each engine's build, and what our own build step does after either engine (sanitising,
the page head) is in the built files."""

from __future__ import annotations

import json
from urllib.parse import urlsplit

import pytest
from click.testing import CliRunner

from meshal_compendium.cli import main
from meshal_compendium.site.engines import ENGINES, INDEX, finish
from tests.site.contexts import SEARCH, search_hrefs, search_results

# Our zh test queries and the glossary entry each must find among the first results.
ZH_QUERIES = {"破绽": "gap", "物质防护": "physical-saving", "潜能等级": "potential-level"}


@pytest.mark.engines
@pytest.mark.parametrize("query", ZH_QUERIES)
def test_a_zh_name_finds_its_glossary_entry(page, engine, query):
    page.goto(page.base)
    hrefs = search_hrefs(page, engine, query)
    assert ("/glossary/", ZH_QUERIES[query]) in _places(hrefs[:5]), hrefs[:5]


def _places(hrefs: list[str]) -> list[tuple[str, str]]:
    """Each link's path and anchor (Material's results add the query, ?h=…)."""
    return [(urlsplit(h).path, urlsplit(h).fragment) for h in hrefs]


@pytest.mark.engines(zensical="Zensical's search does not search the index's tags, where our pinyin keywords are")
def test_pinyin_finds_a_zh_name(page, engine):
    page.goto(page.base)
    assert ("/glossary/", "gap") in _places(search_hrefs(page, engine, "pozhan")[:3])


@pytest.mark.engines(zensical="Zensical runs no MkDocs hooks: tablehooks' data-search-exclude marks are not made, "
                              "so badges and the glossary's 手册原文 links are in the result text")
def test_results_carry_no_badge_noise(page, engine):
    page.goto(page.base)
    text = " ".join(search_results(page, engine, "破绽").all_inner_texts())
    assert "破绽" in text and "手册原文" not in text


@pytest.mark.engines(zensical="Zensical 0.0.73's search dialog has its own strings, in English only")
def test_the_search_box_speaks_the_page_language(page, engine):
    page.goto(page.base)
    page.click(SEARCH[engine]["open"])
    assert page.get_attribute(SEARCH[engine]["input"], "placeholder") == "搜索"


@pytest.mark.engines
def test_every_page_gets_the_manifest_and_theme_colour(built):
    for page, up in (("index.html", ""), ("en/handbook/dice/index.html", "../../")):  # en's own manifest
        head = (built / page).read_text(encoding="utf-8").split("</head>")[0]
        assert f'<link rel="manifest" href="{up}manifest.webmanifest">' in head, page
        assert '<meta name="theme-color"' in head


@pytest.mark.engines
def test_the_search_index_text_is_sanitised(built, engine):
    index = json.loads((built / INDEX[engine]).read_text(encoding="utf-8"))
    docs = index.get("docs") or index["items"]
    assert docs and not any("<script" in doc["text"] or " style=" in doc["text"] for doc in docs)


def test_an_unknown_engine_is_a_usage_error_naming_the_engines(tmp_path):
    result = CliRunner().invoke(main, ["build", "--engine", "sphinx", "--out", str(tmp_path / "out"), "--lang", "en"])
    assert result.exit_code == 2 and "'material', 'zensical'" in result.output
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("name", ENGINES)
def test_the_build_step_sanitises_either_engines_article_and_index(tmp_path, name):
    page = tmp_path / "handbook" / "index.html"
    page.parent.mkdir()
    page.write_text('<html><head></head><body><article class="md-content__inner md-typeset"><p onclick="x()">ok</p>'
                    '<script>alert(1)</script></article><script src="theme.js"></script></body></html>',
                    encoding="utf-8")
    key = "docs" if name == "material" else "items"  # each engine's index shape
    (tmp_path / INDEX[name]).parent.mkdir(exist_ok=True)
    (tmp_path / INDEX[name]).write_text(json.dumps({key: [{"title": "t", "text": "<img src=x onerror=alert(1)>ok"}]}))
    finish(name, tmp_path)
    html = page.read_text(encoding="utf-8")
    assert "<article class=\"md-content__inner md-typeset\"><p>ok</p></article>" in html
    assert '<script src="theme.js"></script>' in html  # the theme's own markup is left alone
    assert '<link rel="manifest" href="../manifest.webmanifest">' in html
    assert json.loads((tmp_path / INDEX[name]).read_text(encoding="utf-8"))[key][0]["text"] == "ok"
