"""Browser contexts for the phone, colour-scheme and accessibility tests: a page that fails the
test when the browser logs an error, as the `page` fixture does, but with the device we ask for."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True, "device_scale_factor": 1}
DESKTOP = {"viewport": {"width": 1280, "height": 900}}


@contextmanager
def opened(browser, url: str, **device) -> Iterator:
    """A fresh context with ``device`` options, showing ``url``; no console errors allowed."""
    context = browser.new_context(**(device or DESKTOP))
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        page.goto(url)
        yield page
    finally:
        context.close()
    assert errors == [], errors


def list_ready(page) -> None:
    """Wait until lists.js has built the filters."""
    page.wait_for_selector(".meshal-filters[data-ready] .meshal-count")


def settled(page) -> None:
    """Wait until every calculator on the page has mounted: each one pushes what follows it down
    (the dice chapter's two, by 1,600 px), so a click aimed below one before it mounts may land on
    something else."""
    page.wait_for_function("!document.querySelector('.meshal-calc:not([data-mounted])')")


def mounted_calculator(page, name: str):
    """The mounted calculator ``name`` on the page (waits until its script has drawn it)."""
    node = page.locator(f'.meshal-calc[data-calc="{name}"][data-mounted]').first
    node.wait_for()
    return node


def typed(locator, value) -> None:
    """Type ``value`` into a calculator's field as a person would (the field listens to input)."""
    locator.fill(str(value))
    locator.dispatch_event("input")


# Each engine's search box: Material's is in the page; Zensical's opens a dialog (in a shadow root,
# which Playwright's CSS locators pierce) from a button.
SEARCH = {
    "material": {"open": ".md-search__input", "input": "input.md-search__input",
                 "results": ".md-search-result__item a"},
    "zensical": {"open": ".md-search__button", "input": "dialog input[role=combobox]",
                 "results": "ol[role=listbox] a[role=option]"},
}


def search_hrefs(page, engine: str, query: str) -> list[str]:
    """Type ``query`` into ``engine``'s search box and return the result links, best first."""
    return search_results(page, engine, query).evaluate_all("as => as.map(a => a.href)")


def search_results(page, engine: str, query: str):
    """Type ``query`` into ``engine``'s search box and return the result links' locator; the
    index may still be loading, so type again until results come."""
    box = SEARCH[engine]
    page.click(box["open"])
    results = page.locator(box["results"])
    for _ in range(20):
        page.fill(box["input"], query)
        # Material searches on key events; typed CJK text arrives without one (an IME sends it).
        page.press(box["input"], "End")
        try:
            results.first.wait_for(timeout=1000)
            return results
        except Exception:  # noqa: BLE001 — not ready yet; type again
            continue
    raise AssertionError(f"no search results for {query!r}")
