"""A built site, served on a free local port, and a real Chromium driven by Playwright."""

from __future__ import annotations

import functools
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from meshal_compendium.site.build import build

ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format, *args):
        pass


@pytest.fixture(scope="session")
def served(tmp_path_factory) -> tuple[Path, str]:
    """The shipped content built for the address it is served at (instant navigation needs it)."""
    root = tmp_path_factory.mktemp("site")
    out = root / "out"
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(out)))
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    build(out=out, work=root / "work", site_url=url)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield out, url
    server.shutdown()


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
