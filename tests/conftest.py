"""Shared test helpers: a file writer, a real Chromium, and the built site served.

Every test runs on the default engine's build; a test marked ``@pytest.mark.engines`` runs on each
engine's build (``[material]``, ``[zensical]``), each built once a session. Where Zensical does
not do what the test asks, ``@pytest.mark.engines(zensical="why")`` makes that run a strict
expected failure, so the day it passes the suite says so.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest

from meshal_compendium.site import engines
from meshal_compendium.site.build import build
from tests.serving import serving

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).resolve().parent / "fixtures"
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
CHROMIUM = "/usr/bin/chromium"
# Without these, Chromium tries to reach Google's hosts on a closed network at every start.
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]


@pytest.fixture
def write(tmp_path):
    """Write ``text`` (str or bytes) to ``tmp_path/name`` and return the path."""

    def _write(name: str, text: str | bytes) -> Path:
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(text, bytes):
            path.write_bytes(text)
        else:
            path.write_text(text, encoding="utf-8")
        return path

    return _write


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()

def pytest_configure(config):
    config.addinivalue_line("markers", "engines(zensical=reason): run on every engine's build; "
                                       "on Zensical's a strict expected failure when a reason is given")


def pytest_generate_tests(metafunc):
    marker = metafunc.definition.get_closest_marker("engines")
    if marker is None:
        return
    params = [pytest.param(name, marks=[pytest.mark.xfail(strict=True, reason=marker.kwargs[name])]
                           if name in marker.kwargs else [])
              for name in engines.ENGINES]
    metafunc.parametrize("engine", params, indirect=True, scope="session")


@pytest.fixture(scope="session")
def engine(request) -> str:
    """The engine of this test's build: the default unless the test is marked ``engines``."""
    return getattr(request, "param", engines.DEFAULT)


@pytest.fixture(scope="session")
def _sites(tmp_path_factory):
    """Each engine's build (and search's, ``build``'s ``search_by``), made when first wanted and served
    until the session ends."""
    sites: dict[tuple[str, str], tuple[Path, str]] = {}
    with contextlib.ExitStack() as servers:

        def site(engine: str, search_by: str = "auto") -> tuple[Path, str]:
            if (engine, search_by) not in sites:
                root = tmp_path_factory.mktemp(f"site-{engine}-{search_by}")
                out = root / "out"
                url = servers.enter_context(serving(out))
                build(out=out, work=root / "work", site_url=url, engine=engine, search_by=search_by)
                sites[engine, search_by] = out, url
            return sites[engine, search_by]

        yield site


@pytest.fixture(scope="session")
def served(_sites, engine) -> tuple[Path, str]:
    """The shipped content built for the address it is served at (instant navigation needs it)."""
    return _sites(engine)


@pytest.fixture(scope="session")
def built(served) -> Path:
    return served[0]


@pytest.fixture(scope="session")
def site_url(served) -> str:
    return served[1]


@pytest.fixture
def page(browser, site_url):
    """A fresh page; the test fails if the browser logged any error while it ran."""
    # No service worker: each test's fresh context would precache the whole site (test_offline
    # covers the worker).
    context = browser.new_context(viewport={"width": 1280, "height": 900}, service_workers="block")
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.base = site_url
    yield page
    context.close()
    assert errors == []
