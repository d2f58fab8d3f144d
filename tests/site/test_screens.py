"""Pictures of each main kind of page, taken from the session's build as a reader sees it: on a phone
and a desktop, light and dark. Each picture is also a check a person would make looking at it: the
page loaded with no console error, nothing scrolls sideways, the page's main part is on screen and
the colour scheme asked for is the one applied.

The pictures go to ``tests/artifacts/screens/`` (not kept). ``make screenshots`` sets ``MESHAL_SCREENS``
to the committed folder (``docs/screens/``), which the READMEs show from, and copies the few the manual
shows into the package (``PICTURES``: the wiki is built from an installed package too); tests without a
browser check that the committed set matches ``SCREENS`` and that the copies are the same pictures.

Which pages in which language: every kind in zh (the root edition, and the one whose line breaking
and fonts differ most); in en the home page and a chapter, where English words set a different
layout and which the English README and manual show. Pictures are the viewport, not the whole page:
a chapter printed whole is tens of thousands of pixels tall.
"""

from __future__ import annotations

import os
import shutil
import struct
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from meshal_compendium.hant import HANT
from meshal_compendium.site.guide import FOLDER, GUIDE, IMAGES, write_images
from tests.conftest import ARTIFACTS, ROOT
from tests.site.contexts import DESKTOP, PHONE, list_ready, mounted_calculator, opened, search_results

COMMITTED = ROOT / "docs" / "screens"
DEVICES = {"phone": PHONE, "desktop": DESKTOP}
SCHEMES = {"light": "default", "dark": "slate"}  # what Material writes on <body> for each
PREFIX = {"zh": "", "en": "en/"}
QUERY = {"zh": "破绽"}  # by language of the pages searched (a glossary term: its card is the first result)


@dataclass(frozen=True)
class Kind:
    """A kind of page: where one is, and how to wait until it is drawn (returns its main part)."""

    name: str
    path: str
    ready: Callable


def _article(page, _lang: str, _engine: str):
    return page.locator("article.md-content__inner")


def _list(page, _lang: str, _engine: str):
    list_ready(page)
    return page.locator(".meshal-list")


def _calculator(page, _lang: str, _engine: str):
    return mounted_calculator(page, "meshal/odds")


def _workshop(page, _lang: str, _engine: str):
    page.locator(".meshal-workshop__bar").wait_for()
    return page.locator(".meshal-workshop")


def _search(page, lang: str, engine: str):
    opener = page.locator("label.md-header__button[for=__search]")  # a phone shows the box behind a button
    if opener.is_visible():
        opener.click()
    results = search_results(page, engine, QUERY[lang])
    page.keyboard.press("ArrowDown")  # the results' first link takes the focus, as a reader's arrow key would
    return results.first


KINDS = {kind.name: kind for kind in (
    Kind("home", "", _article),
    Kind("chapter", "handbook/dice/", _article),
    Kind("glossary", "glossary/", _article),
    Kind("list", "items/", _list),
    Kind("entry", "items/longsword/", _article),
    Kind("calculator", "calculators/", _calculator),
    Kind("workshop", "workshop/", _workshop),
    Kind("search", "", _search),
    Kind("print", "handbook/print/", _article),
    Kind("manual", "guide/", _article),
)}
LANGUAGES = {"zh": tuple(KINDS), "en": ("home", "chapter")}


@dataclass(frozen=True)
class Screen:
    """One picture: a kind of page in a language, on a device, in a colour scheme."""

    lang: str
    kind: str
    device: str
    scheme: str

    @property
    def name(self) -> str:
        return f"{self.lang}-{self.kind}-{self.device}-{self.scheme}.png"


SCREENS = [Screen(lang, kind, device, scheme) for lang, kinds in LANGUAGES.items() for kind in kinds
           for device in DEVICES for scheme in SCHEMES]
# The pictures the manual's players' page shows, by where they are (each language's beside its pages).
PICTURES = {
    GUIDE / lang / IMAGES / name: Screen(lang, "chapter", "phone", scheme)
    for lang in PREFIX for name, scheme in (("phone.png", "light"), ("dark.png", "dark"))
}
# What each README shows (a phone page in its language).
README_PICTURES = {"README.md": Screen("en", "chapter", "phone", "light"),
                   "README.zh.md": Screen("zh", "chapter", "phone", "light")}


def _folder() -> Path:
    """Where the pictures go: the committed folder when ``make screenshots`` asks, else the artifacts."""
    wanted = os.environ.get("MESHAL_SCREENS")
    return Path(wanted) if wanted else ARTIFACTS / "screens"


@pytest.mark.parametrize("screen", SCREENS, ids=[screen.name.removesuffix(".png") for screen in SCREENS])
def test_each_kind_of_page_is_pictured_as_a_reader_sees_it(browser, site_url, engine, screen):
    kind, device = KINDS[screen.kind], DEVICES[screen.device]
    width = device["viewport"]["width"]
    with opened(browser, site_url + PREFIX[screen.lang] + kind.path, **device, color_scheme=screen.scheme,
                service_workers="block") as page:
        main = kind.ready(page, screen.lang, engine)
        main.wait_for()
        page.wait_for_load_state("networkidle")  # late scripts (hover cards, search) have drawn
        page.evaluate("document.fonts.ready.then(() => true)")
        assert main.is_visible()
        box = main.bounding_box()
        assert box["x"] < width and box["x"] + box["width"] > 0 and box["y"] < device["viewport"]["height"]
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        assert page.evaluate("document.body.getAttribute('data-md-color-scheme')") == SCHEMES[screen.scheme]
        folder = _folder()
        folder.mkdir(parents=True, exist_ok=True)
        taken = page.screenshot(path=str(folder / screen.name), animations="disabled")  # no half-faded highlight
    if "MESHAL_SCREENS" in os.environ:
        for path in (path for path, pictured in PICTURES.items() if pictured == screen):
            path.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(folder / screen.name, path)
    assert png_size(taken) == (width, device["viewport"]["height"])


def png_size(data: bytes) -> tuple[int, int]:
    """A PNG's width and height, from its header."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_the_committed_pictures_are_the_whole_set_at_each_devices_size():
    """``make screenshots`` was run after a kind, device or scheme was added, and nothing else is there."""
    committed = {path.name for path in COMMITTED.iterdir()}
    assert committed == {screen.name for screen in SCREENS}
    for screen in SCREENS:
        viewport = DEVICES[screen.device]["viewport"]
        assert png_size((COMMITTED / screen.name).read_bytes()) == (viewport["width"], viewport["height"]), screen


def test_the_manual_shows_copies_of_committed_pictures_and_the_readmes_show_the_set():
    assert set(GUIDE.glob(f"*/{IMAGES}/*")) == set(PICTURES)
    for path, screen in PICTURES.items():
        assert path.read_bytes() == (COMMITTED / screen.name).read_bytes(), path
        players = (path.parent.parent / "players.md").read_text(encoding="utf-8")
        assert f"]({IMAGES}/{path.name})" in players, path
    for readme, screen in README_PICTURES.items():
        assert f"](docs/screens/{screen.name})" in (ROOT / readme).read_text(encoding="utf-8"), readme


def test_each_edition_gets_its_languages_pictures(tmp_path):
    for lang, shown in (("zh", "zh"), ("en", "en"), (HANT, "zh")):
        write_images(lang, tmp_path / lang)
        copied = {path.name: path.read_bytes() for path in (tmp_path / lang / FOLDER / IMAGES).iterdir()}
        assert copied == {path.name: path.read_bytes() for path in (GUIDE / shown / IMAGES).iterdir()}, lang


@pytest.mark.parametrize("lang", PREFIX)
def test_the_players_page_of_the_build_shows_its_pictures(browser, site_url, lang):
    with opened(browser, site_url + PREFIX[lang] + "guide/players/", **PHONE, service_workers="block") as page:
        pictures = page.locator("article img[src*='images/']")
        pictures.first.scroll_into_view_if_needed()  # they load lazily
        page.wait_for_function("() => [...document.querySelectorAll('article img')].every(i => i.complete)")
        sizes = pictures.evaluate_all("imgs => imgs.map(i => [i.naturalWidth, i.naturalHeight])")
    phone = [PHONE["viewport"]["width"], PHONE["viewport"]["height"]]
    assert sizes == [phone, phone]  # the light and the dark picture, each a phone's screen
