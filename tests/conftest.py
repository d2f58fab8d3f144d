"""Shared test helpers: a file writer, a real Chromium, and the built site served.

Every test runs on the default engine's build; a test marked ``@pytest.mark.engines`` runs on each
engine's build (``[material]``, ``[zensical]``), each built once a run. Where Zensical does
not do what the test asks, ``@pytest.mark.engines(zensical="why")`` makes that run a strict
expected failure, so the day it passes the suite says so.

The run is spread over the cores by pytest-xdist (``-n auto --dist loadscope``: a module's tests stay
together, so a module's fixtures are made once). A build bakes in the address it is served at, and
both workers read the same one: the first process (xdist's controller, or the only one) serves every
build's folder at an address fixed before any worker starts, and whichever worker first wants a
build makes it, under a lock, for all.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import tempfile
from pathlib import Path

import pytest
from filelock import FileLock

from meshal_compendium.site import engines
from meshal_compendium.site.build import SEARCH, build
from tests.serving import serving

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = Path(__file__).resolve().parent / "fixtures"
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
# Debian's chromium-headless-shell: the Chromium of Debian's `chromium` package (one source package, one
# version) without the desktop browser around it, as Playwright runs headless itself. It opens a test's
# page for a fraction of the full browser's CPU (bench/browser.py), and the browser was half of what
# `make test` spent. MESHAL_CHROMIUM=/usr/bin/chromium runs the tests on the full browser.
CHROMIUM = os.environ.get("MESHAL_CHROMIUM") or "/usr/bin/chromium-headless-shell"
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
    config.addinivalue_line("markers", "full: drives a browser, builds a site or spends many seconds (CLI processes "
                                       "per case, hypothesis searches, node); `make test-fast` leaves it out (a test "
                                       "reading a built site or driving Chromium is marked by itself)")
    if not hasattr(config, "workerinput"):  # the only process, or xdist's controller
        config.stash[_SERVERS] = servers = contextlib.ExitStack()
        config.stash[_BUILDS] = _serve_builds(servers)


def pytest_unconfigure(config):
    if _SERVERS in config.stash:
        config.stash[_SERVERS].close()


@pytest.hookimpl(optionalhook=True)  # xdist's hook: absent in a run with `-p no:xdist`
def pytest_configure_node(node):
    """Each xdist worker is told the builds' folders and addresses."""
    node.workerinput["meshal_builds"] = node.config.stash[_BUILDS]


_SERVERS = pytest.StashKey[contextlib.ExitStack]()
_BUILDS = pytest.StashKey[str]()


def _serve_builds(servers: contextlib.ExitStack) -> str:
    """A folder and an address for every build a test may want (each engine's, each search's), as
    JSON: ``{"material auto": [folder, url], …}``. The folders are filled when first wanted."""
    root = Path(servers.enter_context(tempfile.TemporaryDirectory(prefix="meshal-builds-")))
    builds = {}
    for engine_name in engines.ENGINES:
        for search_by in SEARCH:
            folder = root / f"{engine_name}-{search_by}"
            builds[f"{engine_name} {search_by}"] = [str(folder), servers.enter_context(serving(folder / "out"))]
    return json.dumps(builds)


def pytest_collection_modifyitems(items):
    for item in items:
        if {"browser", "_sites"} & set(item.fixturenames):
            item.add_marker(pytest.mark.full)


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
def _sites(pytestconfig):
    """Each engine's build (and search's, ``build``'s ``search_by``): (its folder, its address), made
    when first wanted by any worker and served until the run ends."""
    builds = json.loads(pytestconfig.workerinput["meshal_builds"] if hasattr(pytestconfig, "workerinput")
                        else pytestconfig.stash[_BUILDS])

    def site(engine: str, search_by: str = "auto") -> tuple[Path, str]:
        folder, url = builds[f"{engine} {search_by}"]
        root = Path(folder)
        root.mkdir(exist_ok=True)
        with FileLock(root.with_suffix(".lock")):
            if not (root / "built").exists():
                shutil.rmtree(root / "out", ignore_errors=True)  # a worker that died half-way
                build(out=root / "out", work=root / "work", site_url=url, engine=engine, search_by=search_by)
                (root / "built").touch()
        return root / "out", url

    return site


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
