"""List pages: handbook order and pinyin sorting, find box, checkbox filters (only / all but),
ranges, no-results reset, unknown URL values, history, sortable headers as buttons."""

from __future__ import annotations

import re

from pypinyin import lazy_pinyin

from meshal_compendium.schemas import schema
from tests.site.contexts import list_ready, opened

VISIBLE = "#meshal-list-{kind} tbody tr:not([hidden])"


def _values(page, kind: str, field: str) -> list[str]:
    return page.locator(VISIBLE.format(kind=kind)).evaluate_all(f"rs => rs.map(r => r.dataset['{field}'])")


def _sort(page, field: str) -> None:
    page.locator(f".meshal-list th[data-sort='{field}'] button").click()


def test_species_sort_by_size_in_the_handbook_order(browser, site_url):
    with opened(browser, site_url + "en/species/") as page:
        list_ready(page)
        _sort(page, "size")
        order = schema("species")["properties"]["size"]["enum"]  # micro … colossal
        sizes = _values(page, "species", "size")
        assert sizes == sorted(sizes, key=order.index) and len(set(sizes)) > 2
        _sort(page, "size")  # again: descending
        assert _values(page, "species", "size") == sorted(sizes, key=order.index, reverse=True)


def test_items_sort_by_scale_with_blanks_last(browser, site_url):
    with opened(browser, site_url + "items/?sort=scale&dir=asc") as page:
        list_ready(page)
        scales = _values(page, "item", "scale")
        order = schema("item")["properties"]["scale"]["enum"]
        filled = [s for s in scales if s]
        assert scales == filled + [""] * (len(scales) - len(filled)) and scales[-1] == ""
        assert filled == sorted(filled, key=order.index)


def test_zh_names_sort_by_pinyin_and_en_names_alphabetically(browser, site_url):
    with opened(browser, site_url + "items/") as page:
        list_ready(page)
        names = _values(page, "item", "name")
        assert names == sorted(names, key=lambda n: (" ".join(lazy_pinyin(n)).lower(), n))
        assert names != sorted(names)  # code-point order differs: the test can tell them apart
    with opened(browser, site_url + "en/abilities/?sort=name&dir=desc") as page:
        list_ready(page)
        names = _values(page, "ability", "name")
        assert names == sorted(names, key=str.casefold, reverse=True)


def test_find_box_matches_either_name_and_pinyin(browser, site_url):
    with opened(browser, site_url + "items/") as page:
        list_ready(page)
        page.fill(".meshal-find input", "changjian")
        found = _values(page, "item", "name")
        assert "长剑" in found and all("长剑" in name for name in found)
        page.fill(".meshal-find input", "Fine Longsword")
        assert _values(page, "item", "name") == ["精良的长剑"]
        assert "find=Fine+Longsword" in page.url


def test_checkbox_filters_include_several_values_or_exclude_them(browser, site_url):
    with opened(browser, site_url + "en/items/") as page:
        list_ready(page)
        page.click(".meshal-filter__toggle:has-text('Category')")
        page.check(".meshal-filter__options input[value=weapon]")
        page.check(".meshal-filter__options input[value=armour]")
        assert set(_values(page, "item", "category")) == {"weapon", "armour"}
        assert re.search(r"category=weapon.*category=armour|category=armour.*category=weapon", page.url)
        page.check("input[name=meshal-category-mode][value=exclude]")
        categories = set(_values(page, "item", "category"))
        assert categories and not categories & {"weapon", "armour"}
        assert "category-not=weapon" in page.url


def test_ranges_filter_numbers(browser, site_url):
    with opened(browser, site_url + "en/items/") as page:
        list_ready(page)
        page.fill("input[name=value-min]", "10000")
        page.press("input[name=value-min]", "Enter")
        values = [int(v) for v in _values(page, "item", "value")]
        assert values and min(values) >= 10000
        page.fill("input[name=weight-max]", "1")
        page.press("input[name=weight-max]", "Enter")
        assert all(float(w) <= 1 for w in _values(page, "item", "weight"))
    with opened(browser, site_url + "abilities/?rank-min=3&rank-max=4") as page:
        list_ready(page)
        ranks = {int(r) for r in _values(page, "ability", "rank")}
        assert ranks and ranks <= {3, 4}


def test_no_results_says_so_and_resets(browser, site_url):
    with opened(browser, site_url + "en/species/?find=zzzzzz") as page:
        list_ready(page)
        empty = page.locator(".meshal-empty")
        assert empty.is_visible() and "No entries match" in empty.inner_text()
        empty.locator("button").click()
        assert not empty.is_visible() and len(_values(page, "species", "name")) > 3
        assert "find=" not in page.url


def test_an_unknown_value_in_the_url_is_ignored_with_a_note(browser, site_url):
    with opened(browser, site_url + "en/items/?category=nonsense") as page:
        list_ready(page)
        assert "category=nonsense" in page.inner_text(".meshal-filter-note")
        assert len(_values(page, "item", "name")) == page.locator("#meshal-list-item tbody tr").count()
        assert "nonsense" not in page.url


def test_back_undoes_a_filter_change(browser, site_url):
    with opened(browser, site_url + "en/abilities/") as page:
        list_ready(page)
        total = len(_values(page, "ability", "name"))
        page.click(".meshal-filter__toggle:has-text('Category')")
        page.check(".meshal-filter__options input[value=magic]")
        assert len(_values(page, "ability", "name")) < total
        page.go_back()
        page.wait_for_function(f"document.querySelectorAll('{VISIBLE.format(kind='ability')}').length === {total}")
        assert not page.is_checked(".meshal-filter__options input[value=magic]")
        assert "category" not in page.url


def test_sortable_headers_are_buttons_that_space_activates(browser, site_url):
    with opened(browser, site_url + "en/abilities/") as page:
        list_ready(page)
        button = page.locator(".meshal-list th[data-sort='rank'] button")
        assert button.evaluate("b => b.type") == "button"
        button.focus()
        page.keyboard.press("Space")
        assert page.get_attribute(".meshal-list th[data-sort='rank']", "aria-sort") == "ascending"
        ranks = [int(r) for r in _values(page, "ability", "rank")]
        assert ranks == sorted(ranks)
