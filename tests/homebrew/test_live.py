"""`meshal serve`'s rebuilds (site/live.py): an edit renders the pages that show it and no others, keeps
the search index and hover cards whole and current, follows pages that come and go, and refuses
broken content before writing anything."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from meshal_compendium.scaffold import scaffold_pack
from meshal_compendium.site import live as live_module
from meshal_compendium.site.live import Live, Refused

pytestmark = pytest.mark.full  # make test-fast leaves it out: builds a site

URL = "http://127.0.0.1:8000/"
MORE = """kind: chapter
id: dp-more
order: 101
name: {zh: 更多规则, en: Further Rules}
summary: {zh: 更多., en: More.}
sections:
  - id: dp-more-one
    name: {zh: 一, en: Lanterns}
    text: {zh: 灯笼照亮四周., en: Lanterns light the room.}
"""


@pytest.fixture(scope="module")
def live(tmp_path_factory):
    """A d20-pool pack's site, built once (small: the mechanism is the same for any pack)."""
    root = tmp_path_factory.mktemp("live")
    scaffold_pack(root / "dp", "dp", ruleset="d20-pool")
    (root / "work").mkdir()
    served = Live([root / "dp"], root / "out", root / "work", URL)
    served.build(lambda message: None, "en")
    return served


def _pages(site: Path) -> dict[str, int]:
    return {str(page.relative_to(site)): page.stat().st_mtime_ns for page in site.rglob("*.html")}


def _records(site: Path) -> list[dict]:
    return json.loads((site / "search/search_index.json").read_text(encoding="utf-8"))["docs"]


def _edited(path: Path, old: str, new: str):
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return text


def test_an_edit_renders_the_pages_that_show_it_and_keeps_the_index_whole(live):
    site, terms = live.out / "en", live.packs[0] / "terms.yaml"
    before, records = _pages(site), _records(site)
    original = _edited(terms, "A word this pack's rules define", "A glowing word this pack's rules define")
    try:
        assert list(live.rebuild("en"))[0] == "en"  # the edition read comes first
        after = _pages(site)
        rendered = {page for page in after if after[page] != before.get(page)}
        assert "d20-pool/glossary/index.html" in rendered
        assert "d20-pool/d20-combat/index.html" not in rendered  # a page that does not show the term
        assert len(rendered) < len(after) / 2, rendered
        glossary = (site / "d20-pool/glossary/index.html").read_text(encoding="utf-8")
        assert "A glowing word" in glossary and glossary.count('rel="manifest"') == 1  # finished once
        now = _records(site)
        assert len(now) == len(records)  # the pages not rendered kept their records
        assert sum("A glowing word" in doc["text"] for doc in now) >= 1
        assert "A glowing word" in (site / "assets/cards.json").read_text(encoding="utf-8")  # hover cards
    finally:
        terms.write_text(original, encoding="utf-8")
        list(live.rebuild("en"))


def test_a_page_added_is_in_every_pages_navigation_and_one_removed_is_gone_with_its_records(live):
    site, added = live.out / "en", live.packs[0] / "more.yaml"
    added.write_text(MORE, encoding="utf-8")
    try:
        list(live.rebuild("zh"))
        page = site / "d20-pool/dp-more/index.html"
        assert "Lanterns light the room." in page.read_text(encoding="utf-8")
        assert "Further Rules" in (site / "d20-pool/d20-combat/index.html").read_text(encoding="utf-8")  # nav
        assert any(doc["location"].startswith("d20-pool/dp-more/") for doc in _records(site))
        assert "更多规则" in (live.out / "d20-pool/d20-combat/index.html").read_text(encoding="utf-8")
    finally:
        added.unlink()
        list(live.rebuild("en"))
    assert not page.exists()
    assert not any(doc["location"].startswith("d20-pool/dp-more/") for doc in _records(site))
    assert "Further Rules" not in (site / "d20-pool/d20-combat/index.html").read_text(encoding="utf-8")


def test_broken_content_is_refused_with_where_and_what_before_anything_is_written(live):
    terms = live.packs[0] / "terms.yaml"
    before = {page: page.read_bytes() for page in live.out.rglob("*.html")}
    original = _edited(terms, "section: dp-overview", "section: dp-nowhere")
    try:
        with pytest.raises(Refused) as refused:
            list(live.rebuild("en"))
        message = refused.value.message("en")
        assert f"{terms}:" in message and "dp-nowhere" in message
        assert refused.value.message("zh").splitlines()[0].startswith("内容有 1 个错误")
        assert {page: page.read_bytes() for page in live.out.rglob("*.html")} == before
    finally:
        terms.write_text(original, encoding="utf-8")
    shutil.rmtree(live.work / "fresh", ignore_errors=True)
    assert list(live.rebuild("en"))  # it goes on from a fresh start


def test_a_term_edit_is_whole_after_the_quick_pass(live):
    terms = live.packs[0] / "terms.yaml"
    original = _edited(terms, "A word this pack's rules define", "A gleaming word this pack's rules define")
    try:
        # each edition once: the whole pass found nothing the quick one had not written
        assert list(live.rebuild("zh")) == ["zh", "en", "zh-Hant"]
    finally:
        terms.write_text(original, encoding="utf-8")
        list(live.rebuild("en"))


def test_the_whole_pass_writes_what_the_quick_pass_could_not_know_and_a_stopped_one_waits_for_the_next(
        live, monkeypatch):
    monkeypatch.setattr(live_module, "_shows", lambda page, touched: False)  # a template that reads anything
    glossary, terms = live.out / "en/d20-pool/glossary/index.html", live.packs[0] / "terms.yaml"
    original = _edited(terms, "A word this pack's rules define", "A shining word this pack's rules define")
    try:
        assert list(live.rebuild("en", stop=lambda: True)) == ["en", "zh", "zh-Hant"]  # the quick pass only
        assert "A shining word" not in glossary.read_text(encoding="utf-8")
        # again: en, whose text changed (the zh texts did not)
        assert list(live.rebuild("en")) == ["en", "zh", "zh-Hant", "en"]
        assert "A shining word" in glossary.read_text(encoding="utf-8")
        assert "A shining word" in "".join(doc["text"] for doc in _records(live.out / "en"))
    finally:
        terms.write_text(original, encoding="utf-8")
        list(live.rebuild("en"))
