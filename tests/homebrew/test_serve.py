"""`meshal serve --pack DIR` shows the pack, and rebuilds when one of its files changes."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
import urllib.request

import pytest

from meshal_compendium.scaffold import scaffold_pack

pytestmark = pytest.mark.full  # make test-fast leaves it out: serves a site and rebuilds it


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _get(url: str) -> str:
    with urllib.request.urlopen(url, timeout=10) as response:
        return response.read().decode("utf-8")


def _wait(predicate, seconds: float = 120, raise_: bool = True) -> bool:
    """Poll until ``predicate`` holds (a guard against a hang, not a timing assertion)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            if predicate():
                return True
        except OSError:
            pass
        time.sleep(0.5)
    if raise_:
        raise AssertionError("timed out")
    return False


def test_serve_shows_the_pack_reloads_on_change_and_shows_a_refused_edit_over_the_page(tmp_path, browser):
    pack = tmp_path / "glow"
    scaffold_pack(pack, "glow")
    port = _free_port()
    base = f"http://127.0.0.1:{port}/"
    server = subprocess.Popen(
        [sys.executable, "-m", "meshal_compendium.cli", "serve", "--pack", "glow",  # relative, as people type it
         "--out", str(tmp_path / "out"), "--port", str(port), "--lang", "en"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=tmp_path)
    terms = pack / "terms.yaml"
    text = terms.read_text(encoding="utf-8")
    try:
        _wait(lambda: "glow" in _get(base + "en/about/"))
        page = _get(base + "en/environments/")
        assert "meshal-badge--homebrew" in page and "__meshal_serve.js" in page  # live reload hook
        context = browser.new_context()
        en, zh = context.new_page(), context.new_page()
        en.goto(base + "en/glossary/")
        zh.goto(base + "glossary/")
        terms.write_text(text.replace("en: ", "en: Renamed ", 1), encoding="utf-8")
        en.wait_for_function("document.body?.innerText.includes('Renamed')", timeout=120_000)  # reloaded itself
        terms.write_text(text.replace("section: glow-overview", "section: glow-nowhere"), encoding="utf-8")
        for shown, title in ((en, "the content has an error"), (zh, "内容有错误")):
            overlay = shown.locator("#meshal-serve-error")
            overlay.wait_for(timeout=120_000)
            said = overlay.inner_text()
            assert title in said and "glow/terms.yaml:" in said and "glow-nowhere" in said, said
        assert "Renamed" in en.inner_text("body")  # the last good page stays
        state = json.loads(_get(base + "__meshal_build?lang=en"))
        assert any("glow/terms.yaml:" in line for line in state["error"]["lines"])
        terms.write_text(text.replace("en: ", "en: Mended ", 1), encoding="utf-8")
        en.wait_for_function("document.body?.innerText.includes('Mended')", timeout=120_000)
        assert en.locator("#meshal-serve-error").count() == 0
        context.close()
    finally:
        server.terminate()
        output = server.communicate(timeout=10)[0]
    assert "Traceback" not in output, output
    assert "glow-nowhere" in output  # said in the terminal too


def _meshal(*args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "meshal_compendium.cli", *args], capture_output=True, text=True,
                          timeout=timeout)


def test_a_bad_port_or_address_is_refused_before_any_work(tmp_path):
    for args in (["serve", "--port", "99999"], ["serve", "--port", "-1"],
                 ["build", "--site-url", "not a url"], ["build", "--site-url", "ftp://x/"],
                 ["build", "--site-url", "https://"]):
        done = _meshal(*args, "--out", str(tmp_path / "out"), "--lang", "en")
        assert done.returncode == 2, (args, done.stderr)
        assert "Traceback" not in done.stderr and "loading" not in done.stdout
    assert not (tmp_path / "out").exists()


def test_a_busy_port_is_said_before_the_build(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        done = _meshal("serve", "--port", str(taken.getsockname()[1]), "--out", str(tmp_path / "out"),
                       "--lang", "en")
    assert done.returncode == 1 and "[serve-port]" in done.stderr
    assert "loading" not in done.stdout and not (tmp_path / "out").exists()
