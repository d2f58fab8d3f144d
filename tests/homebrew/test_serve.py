"""`meshal serve --pack DIR` shows the pack, and rebuilds when one of its files changes."""

from __future__ import annotations

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


def test_serve_shows_the_pack_and_reloads_on_change(tmp_path):
    pack = tmp_path / "glow"
    scaffold_pack(pack, "glow")
    port = _free_port()
    base = f"http://127.0.0.1:{port}/"
    server = subprocess.Popen(
        [sys.executable, "-m", "meshal_compendium.cli", "serve", "--pack", str(pack),
         "--out", str(tmp_path / "out"), "--port", str(port), "--lang", "en"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        _wait(lambda: "glow" in _get(base + "en/about/"))
        page = _get(base + "en/environments/")
        assert "meshal-badge--homebrew" in page and "__meshal_build" in page  # live reload hook
        before = _get(base + "__meshal_build")
        terms = pack / "terms.yaml"
        terms.write_text(terms.read_text(encoding="utf-8").replace("en: ", "en: Renamed ", 1), encoding="utf-8")
        rebuilt = _wait(lambda: _get(base + "__meshal_build") != before, raise_=False)
        renamed = rebuilt and "Renamed" in _get(base + "en/glossary/")
    finally:
        server.terminate()
        output = server.communicate(timeout=10)[0]
    assert rebuilt and renamed, output  # what the server said, when it did not rebuild
    assert "Traceback" not in output, output


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
