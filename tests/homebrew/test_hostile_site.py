"""Script and HTML in every text field of a pack never run in the built site (real Chromium)."""

from __future__ import annotations

import functools
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

import pytest

from meshal_compendium.site.build import build

ATTACKS = [
    "<script>window.__pwned = 1</script>",
    '<img src=x onerror="window.__pwned = 2">',
    "[click](javascript:window.__pwned=3)",
    'text{: onclick="window.__pwned=4" }',
    '"><svg onload="window.__pwned=5">',
    "<iframe src=javascript:window.__pwned=6></iframe>",
]
HOSTILE = " ".join(ATTACKS)


def _text():
    return {"zh": "恶意 " + HOSTILE, "en": "Hostile " + HOSTILE}


def _yaml(value) -> str:
    import json

    return json.dumps(value, ensure_ascii=False)  # JSON is YAML, and quotes everything safely


@pytest.fixture(scope="module")
def hostile_site(tmp_path_factory):
    root = tmp_path_factory.mktemp("hostile")
    pack = root / "evil"
    pack.mkdir()
    (pack / "pack.yaml").write_text(_yaml({
        "id": "evil", "name": _text(), "version": "1.0.0", "authors": [ATTACKS[0]], "license": ATTACKS[1],
        "languages": ["zh", "en"], "origin": "homebrew", "depends": ["core"]}), encoding="utf-8")
    entries = [
        {"kind": "environment", "id": "evil-fog", "name": _text(), "summary": _text(), "text": _text(),
         "category": "fog", "effects": [{"type": "note", "text": _text()}], "example": _text()},
        {"kind": "ability", "id": "evil-spell", "name": _text(), "summary": _text(), "text": _text(),
         "rank": 1, "occupation": "sense", "category": "magic", "requirements": _text(),
         "magic": {"method": "ritual", "school": "arcane"},
         "cast": {"timing": {"action": 1}, "effect": _text()},
         "passive": {"condition": _text(), "effect": _text()}},
        {"kind": "item", "id": "evil-blade", "name": _text(), "summary": _text(), "text": _text(),
         "category": "weapon", "type": "blade",
         "attacks": [{"name": _text(), "mode": "melee", "dice": "3🎲", "types": ["physical"],
                      "effect": _text()}]},
        {"kind": "species", "id": "evil-folk", "name": _text(), "summary": _text(), "text": _text(),
         "size": "medium", "forms": [_text()], "limbs": [{"limb": "other", "count": 1, "name": _text()}],
         "move": [{"mode": "ground", "speed": 3}], "perceive": [{"mode": "vision", "range": 10}],
         "body": _text(), "races": [{"id": "evil-race", "name": _text(), "text": _text()}]},
        {"kind": "chapter", "id": "evil-chapter", "order": 1, "name": _text(), "summary": _text(),
         "sections": [{"id": "evil-section", "name": _text(), "text": _text()}]},
        {"kind": "term", "id": "evil-term", "name": _text(), "summary": _text(), "section": "evil-section",
         "text": _text()},
    ]
    (pack / "entries.yaml").write_text(_yaml(entries), encoding="utf-8")
    out = build([pack], out=root / "out", work=root / "work")
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(SimpleHTTPRequestHandler, directory=str(out)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


PAGES = ["environments/evil-fog/", "abilities/evil-spell/", "items/evil-blade/", "species/evil-folk/",
         "packs/evil/evil-chapter/", "glossary/", "abilities/", "about/", "en/species/evil-folk/"]


@pytest.mark.parametrize("path", PAGES)
def test_hostile_text_is_shown_not_run(browser, hostile_site, path):
    page = browser.new_page()
    dialogs = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    page.goto(hostile_site + path)
    page.wait_for_load_state("load")
    for link in page.locator("article a[href^='javascript']").all():
        link.click()
    assert page.evaluate("window.__pwned") is None
    assert dialogs == []
    assert "<script>window.__pwned = 1</script>" in page.inner_text("body")
    assert page.locator("article script, article iframe, article img[onerror], article svg[onload]").count() == 0
    page.close()
