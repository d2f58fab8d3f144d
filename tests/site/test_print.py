"""On paper: no navigation, search, filters or live forms; a calculator prints its inputs and its
result as text; the character builder prints a one-page A4 sheet with the character's numbers."""

from __future__ import annotations

import io
import unicodedata

from pypdf import PdfReader

from tests.site.contexts import PHONE, opened, settled

SHEET = "en/calculators/?c-species=dwarf&c-attr=4,3,3&c-ab=rooted"


def _pdf_text(page) -> tuple[int, str]:
    reader = PdfReader(io.BytesIO(page.pdf(format="A4")))
    # PDF fonts map some CJK characters to compatibility forms (⼿ for 手): NFKC folds them back.
    return len(reader.pages), unicodedata.normalize("NFKC", "\n".join(p.extract_text() for p in reader.pages))


def test_the_character_sheet_prints_on_one_a4_page(page):
    page.goto(page.base + SHEET)
    builder = page.locator(".meshal-calc[data-calc='meshal/character'][data-mounted]")
    builder.wait_for()
    spent = builder.locator("[data-result=spent] dd").inner_text()
    page.evaluate("window.print = () => {}")  # the button's own print() would block headless
    builder.get_by_role("button", name="Print the character sheet").click()
    pages, text = _pdf_text(page)
    assert pages == 1
    assert "Dwarf" in text and "Might 4" in text and f"Potential spent {spent}" in text
    assert "Rooted" in text and "Dice odds" not in text  # the sheet alone, not the other calculators
    assert "Choose an ability" not in text  # pickers are not part of the sheet


def test_a_printed_page_has_no_navigation_or_live_forms(page):
    page.goto(page.base + "calculators/?odds.pool=4d")
    page.locator(".meshal-calc[data-calc='meshal/odds'][data-mounted]").wait_for()
    page.emulate_media(media="print")
    for hidden in (".md-header", ".md-sidebar--primary", ".md-search", ".meshal-calc__form", ".md-footer"):
        assert not page.locator(hidden).first.is_visible(), hidden
    paper = page.locator(".meshal-calc[data-calc='meshal/odds'] .meshal-calc__paper")
    assert paper.is_visible() and "4d" in paper.inner_text()
    page.goto(page.base + "en/handbook/dice/")
    assert not page.locator(".meshal-pager__next").is_visible()  # a link to the next page means nothing on paper


def test_headings_and_table_headers_hold_on_to_what_follows(page):
    page.goto(page.base + "en/items/")
    page.emulate_media(media="print")
    styles = page.evaluate("""() => ({
        h2: getComputedStyle(document.querySelector("article h2, article h1")).breakAfter,
        thead: getComputedStyle(document.querySelector("article thead")).breakAfter,
        row: getComputedStyle(document.querySelector("article tbody tr")).breakInside })""")
    assert styles == {"h2": "avoid", "thead": "avoid", "row": "avoid"}


def _handbook() -> list:
    from meshal_compendium.load import load_compendium

    return sorted((c for c in load_compendium([]).all("chapter") if c.provenance.pack == "core"), key=lambda c: c.order)


def test_the_whole_handbook_prints_as_one_document_per_language(page):
    chapters = _handbook()
    for prefix, lang in (("", "zh"), ("en/", "en")):
        page.goto(page.base + prefix)  # a GM finds it on the home page, beside the handbook
        page.click("a.meshal-print-link")
        page.wait_for_url("**/handbook/print/")
        pages, text = _pdf_text(page)
        assert pages > len(chapters)  # each chapter starts a new sheet
        headings = page.locator(".meshal-print__chapter h1").all_inner_texts()
        assert [h.replace("¶", "").strip() for h in headings] == [c.name.get(lang) for c in chapters], lang
        if lang == "en":  # zh glyphs come out of the PDF as radicals pypdf cannot always fold back
            flat, at = text.replace("\n", " "), 0
            for chapter in chapters:  # each chapter's name after the one before
                at = flat.find(chapter.name.en, at)
                assert at != -1, chapter.name.en


def test_on_screen_the_print_page_is_its_own_page_not_the_first_chapter(page):
    chapters = _handbook()
    page.goto(page.base + "en/handbook/print/")
    settled(page)  # the calculators of earlier chapters would move the page under the jump
    title = page.locator(".meshal-print__title").inner_text()
    assert page.locator("[data-md-component=header-topic]").inner_text().strip() == title
    contents = page.locator(".md-sidebar--secondary [data-md-component=toc] .md-nav__link")
    assert [t.strip() for t in contents.all_inner_texts()] == [c.name.en for c in chapters]
    assert page.locator(".meshal-pager").count() == len(chapters) and not page.locator(".meshal-pager:visible").count()
    contents.nth(4).click()  # the table of contents reaches past the first chapter
    assert page.evaluate("location.hash") == "#" + page.locator(".meshal-print__chapter h1").nth(4).get_attribute("id")
    page.locator(".md-sidebar--primary").get_by_role("link", name=chapters[0].name.en, exact=True).click()
    page.wait_for_url(f"**/en/handbook/{chapters[0].id}/")  # not the print page again


def test_on_a_phone_the_print_pages_drawer_names_it_and_opens_its_chapters(browser, site_url):
    chapters = _handbook()
    with opened(browser, site_url + "en/handbook/print/", **PHONE) as page:
        page.click(".md-header label[for=__drawer]")
        entry = page.locator(".md-nav--primary label.md-nav__link[for=__toc]")  # where the drawer says "you are here"
        assert entry.inner_text().strip() == page.locator(".meshal-print__title").inner_text()
        entry.click()
        contents = page.locator(".md-nav--primary [data-md-component=toc] .md-nav__link")
        contents.first.wait_for()
        assert [t.strip() for t in contents.all_inner_texts()] == [c.name.en for c in chapters]
