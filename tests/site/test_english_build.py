"""No Chinese on an English page, outside elements marked ``lang="zh"``.

Every built ``/en/`` page is parsed; its text and the attributes a reader sees or hears (title,
aria-label, alt, placeholder, value, content) must hold no Han character unless an ancestor (or
the element itself) is marked ``lang="zh"``. Scripts and styles are not read.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from meshal_compendium.load import load_compendium
from meshal_compendium.site import markup
from meshal_compendium.site.pages import Links

HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3000-\u303f\uff01-\uff5e]")
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track",
        "wbr"}
SHOWN = ("title", "aria-label", "alt", "placeholder", "value", "content")
MID_SENTENCE_TERM = re.compile(r'[a-z,;] <a class="meshal-ref" data-ref="term:([a-z0-9-]+)"[^>]*>([^<]*)</a>')


class HanOutsideZh(HTMLParser):
    """Collects (line, where, text) for every Han character not inside a ``lang="zh"`` element."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[tuple[str, str]] = []  # (tag, language in effect)
        self.found: list[tuple[int, str, str]] = []

    def _language(self) -> str:
        return self.open[-1][1] if self.open else ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        lang = values.get("lang")
        lang = self._language() if lang is None else lang
        if not lang.startswith("zh"):
            for name in SHOWN:
                if HAN.search(values.get(name) or ""):
                    self.found.append((self.getpos()[0], f"<{tag} {name}>", values[name]))
        if tag not in VOID:
            self.open.append((tag, lang))

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.open.pop()

    def handle_endtag(self, tag: str) -> None:
        for depth in range(len(self.open) - 1, -1, -1):
            if self.open[depth][0] == tag:
                del self.open[depth:]
                return

    def handle_data(self, data: str) -> None:
        if any(tag in ("script", "style") for tag, _ in self.open):
            return
        if HAN.search(data) and not self._language().startswith("zh"):
            self.found.append((self.getpos()[0], "text", data.strip()))


def han_outside_zh(html: str) -> list[tuple[int, str, str]]:
    scanner = HanOutsideZh()
    scanner.feed(html)
    scanner.close()
    return scanner.found


def test_the_scanner_sees_han_only_outside_zh_elements():
    assert han_outside_zh('<p>Might <span lang="zh">强壮</span><br>ok</p>') == []
    assert han_outside_zh('<div lang="zh"><p>强壮<img alt="图"></p></div>') == []
    assert han_outside_zh('<p lang="zh">强壮</p><p>灵巧</p>') == [(1, "text", "灵巧")]
    assert han_outside_zh('<button title="点击">x</button>') == [(1, "<button title>", "点击")]
    assert han_outside_zh("<script>const s = '强壮';</script>") == []


def test_every_english_page_is_english(built: Path):
    pages = sorted((built / "en").rglob("*.html"))
    assert len(pages) > 100
    problems = [f"{page.relative_to(built)}:{line} {where}: {text[:80]}"
                for page in pages for line, where, text in han_outside_zh(page.read_text(encoding="utf-8"))]
    assert problems == [], f"{len(problems)} Chinese texts on English pages:\n" + "\n".join(problems[:40])


def test_english_attack_tables_roll_english_dice(built: Path):
    longsword = (built / "en" / "items" / "longsword" / "index.html").read_text(encoding="utf-8")
    buttons = re.findall(r'<button[^>]*class="meshal-dice"[^>]*>([^<]*)</button>', longsword)
    assert buttons and all(not HAN.search(text) for text in buttons), buttons
    assert "Might/Elastane high🎲" in buttons


def test_the_odds_dialog_of_an_english_attack_is_english(page):
    page.goto(page.base + "en/items/longsword/")
    page.click("button.meshal-dice >> nth=0")
    dialog = page.locator("dialog.meshal-dialog")
    dialog.wait_for(state="visible")
    assert page.inner_text(".meshal-dialog__title") == "Odds of Might/Elastane high🎲"
    assert han_outside_zh(dialog.evaluate("node => node.outerHTML")) == []


def test_a_term_link_takes_the_sentences_case_unless_the_term_is_a_proper_name(built: Path):
    """"from Species to species" and "a Ring" read "from species to species", "a ring"; Might stays Might."""
    compendium = load_compendium([])
    name = {term.id: term.name.en for term in compendium.all("term")}
    proper = {term.id for term in compendium.all("term") if term.data.get("proper")}
    assert {"might", "hurts", "gap"} <= proper and "species" not in proper
    # An author's own label ({term:arm|Arm} x1, "also called its {term:number|Number}") is kept as written.
    labelled = {(m.group(1), m.group(2)) for entries in compendium.entries.values() for entry in entries.values()
                for m in re.finditer(r"\{term:([a-z0-9-]+)\|([^{}]*)\}", str(entry.data))}
    wrong, lower = [], 0
    for page in (built / "en").rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        for found in MID_SENTENCE_TERM.finditer(text):
            id, shown = found.group(1), found.group(2)
            if shown[:1].islower():
                lower += 1
            elif id not in proper and shown == name[id] and (id, shown) not in labelled:
                wrong.append((page.relative_to(built).as_posix(), shown))  # a common noun, capitalised
    assert lower > 300 and wrong == []


def test_term_links_at_the_start_of_a_sentence_keep_their_capital():
    links = Links(load_compendium([]))
    link = links.linker("handbook/character.md")
    shown = str(markup.render("{term:species} differ. Pick a {term:species}.\n- {term:species}: x, and {term:might}",
                              "en", link))
    assert re.findall(r"\[([^\]]*)\]", shown) == ["Species", "species", "Species", "Might"]
    assert re.findall(r"\[([^\]]*)\]", str(markup.render("一个{term:species}", "zh", link))) == ["种族"]


@pytest.mark.parametrize("written, zh, en", [
    ("强壮🎲", "强壮🎲", "Might🎲"),  # the README's ember-palm attack
    ("灵巧-1🎲", "灵巧-1🎲", "Elastane-1🎲"),
    ("强壮/灵巧孰高🎲", "强壮/灵巧孰高🎲", "Might/Elastane high🎲"),
    ("Sense/Elastane low🎲", "直觉/灵巧孰低🎲", "Sense/Elastane low🎲"),
    ("max(M,E)d", "强壮/灵巧孰高🎲", "Might/Elastane high🎲"),
    ("2d+", "2🎲⁺", "2🎲⁺"),
])
def test_a_dice_button_shows_the_pool_in_the_pages_language(written, zh, en):
    for lang, shown in (("zh", zh), ("en", en)):
        button = markup.dice_button(written, lang, "meshal")
        assert re.search(r">([^<]*)</button>", button).group(1) == shown
