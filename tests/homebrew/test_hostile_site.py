"""Script and HTML in every text field of a pack never run in the built site (real Chromium)."""

from __future__ import annotations

import pytest
import yaml

from meshal_compendium.site import build as site_build
from meshal_compendium.site.build import build
from tests.serving import serving

ATTACKS = [
    "<script>window.__pwned = 1</script>",
    '<img src=x onerror="window.__pwned = 2">',
    "[click](javascript:window.__pwned=3)",
    'text{: onclick="window.__pwned=4" }',
    '"><svg onload="window.__pwned=5">',
    "<iframe src=javascript:window.__pwned=6></iframe>",
]
HOSTILE = " ".join(ATTACKS)
# Names that broke hand-quoted front matter (DEL, C1 controls, U+FFFE) so that the page's
# Markdown saw attr_list syntax and gave an element the id the theme reads its config from.
CONFIG = '{"features": ["content.tooltips"]}'
FRONT_MATTER_BREAKERS = [
    f"a\x7f {{: #__config }} {CONFIG}",
    "b\x85\n{: #__config }",
    f"c\ufffe\n\n{CONFIG}\n{{: #__config .x title='<img src=x onerror=window.__pwned=7>' }}",
    "d\u2028---\ntitle: x\n---\n{: #__search }",
    "__config",
    "__search",
]


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
    breakers = []
    for index, name in enumerate(FRONT_MATTER_BREAKERS):
        breakers.append({"kind": "environment", "id": f"breaker-{index}", "name": {"zh": name, "en": name},
                        "summary": _text(), "text": _text(), "category": "fog",
                        "effects": [{"type": "note", "text": {"zh": name, "en": name}}]})
    (pack / "entries.yaml").write_text(_yaml(entries), encoding="utf-8")
    # YAML itself forbids raw DEL and C1 characters: the author writes them as escapes.
    (pack / "breakers.yaml").write_text(yaml.safe_dump(breakers, allow_unicode=True), encoding="utf-8")
    # Every theme feature the site uses, and the one that renders titles as HTML, switched on.
    config = yaml.safe_load(site_build.BASE_CONFIG.read_text(encoding="utf-8"))
    config["theme"]["features"] = [*config["theme"]["features"], "content.tooltips", "content.code.copy",
                                   "navigation.footer", "search.share"]
    base = root / "mkdocs.yml"
    base.write_text(yaml.safe_dump(config), encoding="utf-8")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(site_build, "BASE_CONFIG", base)
        out = build([pack], out=root / "out", work=root / "work")
    with serving(out) as url:
        yield url


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


@pytest.mark.parametrize("index", range(len(FRONT_MATTER_BREAKERS)))
@pytest.mark.parametrize("lang", ["", "en/"])
def test_pack_names_never_reach_the_themes_ids_or_config(browser, hostile_site, index, lang):
    page = browser.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{hostile_site}{lang}environments/breaker-{index}/")
    page.wait_for_load_state("load")
    # The front matter parsed: the page's title is the pack's name (escaped), not Markdown.
    assert FRONT_MATTER_BREAKERS[index].split("\n")[0][:1] in page.title()
    assert 'title: "' not in page.inner_text("article")
    for reserved in ("__config", "__search", "__drawer"):
        assert page.locator(f'[id="{reserved}"]').count() <= 1
    assert page.evaluate("document.getElementById('__config').tagName") == "SCRIPT"
    assert page.evaluate("JSON.parse(document.getElementById('__config').textContent).features") \
        .count("content.tooltips") == 1
    assert page.locator("article [id^='_']").count() == 0
    assert page.locator("article [title]").evaluate_all("els => els.map(e => e.title)") == [] or all(
        "<" not in title for title in page.locator("article [title]").evaluate_all("els => els.map(e => e.title)"))
    for badge in page.locator(".meshal-badge").all():
        badge.hover()
    page.mouse.move(1, 1)
    assert page.evaluate("window.__pwned") is None
    assert errors == []
    page.close()
