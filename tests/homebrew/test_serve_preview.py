"""The workshop served by `meshal serve` opens its pack in the wiki: POST /__meshal_preview serves the pack's
zip beside `--pack`'s, rebuilds as a save does and answers with the entry's page, or the refusal's lines;
only a page of the server itself may ask, and a published workshop offers nothing of it."""

from __future__ import annotations

import http.client
import json
import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from playwright.sync_api import expect

from meshal_compendium.archive import MAX_BYTES
from meshal_compendium.scaffold import scaffold_pack
from tests.homebrew.test_serve import _free_port, _get, _wait
from tests.serving import serving

pytestmark = pytest.mark.full  # serves a site and rebuilds it

ABILITY = """kind: ability
id: {id}
name: {{zh: 余烬掌, en: Ember Palm}}
summary: {{zh: 掌心燃起余烬., en: {summary}}}
rank: 1
occupation: might
category: stunt
"""
WAIT = 180_000  # ms: a guard against a hang (a rebuild takes seconds), not a timing assertion


@pytest.fixture(scope="module")
def glow(tmp_path_factory):
    """`meshal serve --pack glow` (a scaffolded pack), its scratch folders in ``tmp``: where a preview is written."""
    root = tmp_path_factory.mktemp("serve-preview")
    scaffold_pack(root / "glow", "glow")
    (root / "tmp").mkdir()
    port = _free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "meshal_compendium.cli", "serve", "--pack", "glow", "--out", "out",
         "--port", str(port), "--lang", "en"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=root,
        env={**os.environ, "TMPDIR": str(root / "tmp")})
    base = f"http://127.0.0.1:{port}/"
    try:
        _wait(lambda: "glow" in _get(base + "en/about/"))
        yield SimpleNamespace(base=base, port=port, root=root)
    finally:
        server.terminate()
        output = server.communicate(timeout=10)[0]
    assert "Traceback" not in output, output


def _post(glow, body: bytes, headers: dict[str, str], query: str = "lang=en&kind=ability&id=ember-palm"):
    connection = http.client.HTTPConnection("127.0.0.1", glow.port, timeout=300)
    try:
        connection.putrequest("POST", f"/__meshal_preview?{query}")
        for name, value in {"Content-Length": str(len(body)), **headers}.items():
            connection.putheader(name, value)
        connection.endheaders(body)
        response = connection.getresponse()
        return response.status, json.loads(response.read())
    finally:
        connection.close()


def _previews(glow) -> list[Path]:
    return list((glow.root / "tmp").glob("meshal-serve-*/preview/*"))


def test_only_the_servers_own_pages_may_preview_and_only_within_the_zip_bounds(glow, browser):
    build = json.loads(_get(glow.base + "__meshal_build?lang=en"))["version"]
    own = f"http://127.0.0.1:{glow.port}"
    # Another site open in the browser, a name bound to this address by a stranger, no Origin at all.
    for headers in ({"Origin": "https://elsewhere.example"}, {"Origin": "http://elsewhere.example", "Host":
                     f"elsewhere.example:{glow.port}"}, {}):
        status, answer = _post(glow, b"PK", headers)
        assert status == 403, headers
        assert "another page" in answer["lines"][0]
    assert _previews(glow) == []  # nothing written
    assert json.loads(_get(glow.base + "__meshal_build?lang=en"))["version"] == build  # nor rebuilt

    # Over the CLI's zip bound: refused from its length, before the body is read.
    connection = http.client.HTTPConnection("127.0.0.1", glow.port, timeout=60)
    connection.putrequest("POST", "/__meshal_preview?lang=zh&kind=ability&id=x")
    connection.putheader("Origin", own)
    connection.putheader("Content-Length", str(MAX_BYTES + 1))
    connection.endheaders(b"PK")
    response = connection.getresponse()
    assert response.status == 413
    assert "上限" in json.loads(response.read())["lines"][0]
    connection.close()
    assert _previews(glow) == []

    # Not a zip: the loader's refusal, in the page's language, and the preview taken back.
    status, answer = _post(glow, b"not a zip", {"Origin": own})
    assert status == 422
    assert any(line.startswith("workshop.zip:1:1: error:") and "[archive-unreadable]" in line
               for line in answer["lines"]), answer
    assert _previews(glow) == []

    # A built site (not served) has no button, and asks nothing that could log an error.
    with serving(glow.root / "out") as published:
        context = browser.new_context(service_workers="block")
        page = context.new_page()
        errors: list[str] = []
        page.on("console", lambda message: message.type == "error" and errors.append(message.text))
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(published + "en/workshop/")
        page.locator(".meshal-workshop__bar").wait_for()
        page.locator("button[name=new-entry]").click()
        page.locator(".meshal-workshop__page h1").wait_for()  # the entry's preview is drawn
        assert page.locator("button[name=open-in-wiki]").count() == 0
        assert page.evaluate("window.meshalServe") is None
        context.close()
    assert errors == []


def _write(workshop, tmp_path: Path, text: str):
    """An entry imported as an author's YAML file."""
    path = tmp_path / "entry.yaml"
    path.write_text(text, encoding="utf-8")
    workshop.locator("input[name=import]").set_input_files(path)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_open_in_wiki_lands_on_the_entrys_page_and_a_refusal_is_said_in_the_workshop(glow, browser, tmp_path, lang):
    words = {"en": ("Open in wiki", "The wiki refused this pack", "error"),
             "zh": ("在百科中打开", "百科没有接受这个包", "错误")}[lang]
    prefix = "en/" if lang == "en" else ""
    entry = f"ember-palm-{lang}"
    context = browser.new_context(service_workers="block")  # its own browser profile: its own workshop pack
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(glow.base + prefix + "workshop/")
    workshop = page.locator(".meshal-workshop")
    workshop.locator(".meshal-workshop__bar").wait_for()
    _write(workshop, tmp_path, ABILITY.format(id=entry, summary="Embers flare in your palm."))
    button = workshop.locator("button[name=open-in-wiki]")
    expect(button).to_have_text(words[0])

    button.click()  # served, rebuilt, and opened in this tab
    page.wait_for_url(f"{glow.base}{prefix}abilities/{entry}/", timeout=WAIT)
    expect(page.locator("article h1")).to_contain_text("Ember Palm" if lang == "en" else "余烬掌")
    expect(page.locator("article .meshal-badge--homebrew").first).to_be_visible()
    assert ("Embers flare in your palm." if lang == "en" else "掌心燃起余烬") in page.inner_text("article")

    # Back in the workshop (the work kept in this browser), an entry the content refuses.
    page.go_back()
    workshop.locator(".meshal-workshop__entry", has_text=entry).click()
    source = workshop.locator("textarea[name=yaml]")
    source.fill(source.input_value().replace("rank: 1", "rank: 1\nsection: glow-nowhere"))
    workshop.locator("button[name=open-in-wiki]").click()
    said = workshop.locator(".meshal-workshop__wiki-said")
    said.locator(".meshal-workshop__wiki-lines li").first.wait_for(timeout=WAIT)
    text = said.inner_text()
    assert words[1] in text and f"\nworkshop.zip/ability/{entry}.yaml:6:1: {words[2]}" in text, text
    assert page.url == f"{glow.base}{prefix}workshop/"  # not opened
    expect(page.locator("#meshal-serve-error")).to_have_count(0)  # taken back: no error over the pages
    kept = _get(f"{glow.base}{prefix}abilities/{entry}/")  # the last good build stays served
    assert "meshal-badge--homebrew" in kept and ("Ember Palm" if lang == "en" else "余烬掌") in kept
    expect(workshop.locator("button[name=open-in-wiki]")).to_be_enabled()
    context.close()
    assert errors == []
