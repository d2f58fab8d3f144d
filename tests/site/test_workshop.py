"""A new author's whole path in the workshop, in Chromium: open it, make an ability with a mistake,
see the error at the field and its YAML line, fix it, preview it (its dice open the calculators),
reload (the work is still there), export the zip — and the CLI validates and builds that zip."""

from __future__ import annotations

import json
import re
import zipfile

import pytest
import yaml
from click.testing import CliRunner
from playwright.sync_api import expect

from meshal_compendium.cli import main
from tests.conftest import ARTIFACTS
from tests.site.test_a11y import _axe
from tests.site.test_offline import visit  # noqa: F401  (a fixture: the page, its edition's worker installed)


def _cli(*args: str):
    return CliRunner().invoke(main, [*args, "--lang", "en"], prog_name="meshal")


def _open(page, lang: str = "en"):
    page.goto(page.base + ("en/" if lang == "en" else "") + "workshop/")
    page.locator(".meshal-workshop__bar").wait_for()
    return page.locator(".meshal-workshop")


def _field(workshop, pointer: str):
    return workshop.locator(f'.meshal-workshop__form [name="{pointer}"]')


def _type(workshop, pointer: str, value: str):
    _field(workshop, pointer).fill(value)


def _problem(workshop, pointer: str, code: str):
    return workshop.locator(f'.meshal-workshop__problems[data-for="{pointer}"] [data-code="{code}"]')


def _write_ability(workshop):
    """A new ability, as an author fills it in: with a talent of rank 2, which the handbook forbids."""
    workshop.locator("select[name=new-kind]").select_option("ability")
    workshop.locator("button[name=new-entry]").click()
    _type(workshop, "/id", "ember-palm")
    _type(workshop, "/name/zh", "余烬掌")
    _type(workshop, "/name/en", "Ember Palm")
    _type(workshop, "/summary/zh", "掌心燃起余烬: 掷强壮🎲, 造成{term:energetic-attack}.")
    _type(workshop, "/summary/en", "Embers flare in your palm: roll Might🎲 for an {term:energetic-attack}.")
    _type(workshop, "/rank", "2")
    _field(workshop, "/occupation").select_option("talent")
    _field(workshop, "/category").select_option("stunt")


def test_a_new_author_writes_checks_previews_keeps_and_exports_an_ability(page, tmp_path):
    workshop = _open(page)
    _write_ability(workshop)

    # The mistake, at its field and at its YAML line, in English; the pack is not ready.
    mistake = _problem(workshop, "/rank", "ability-talent-rank")
    mistake.wait_for()
    assert "a talent is always a rank-0 ability" in mistake.inner_text()
    yaml_text = workshop.locator("textarea[name=yaml]").input_value()
    rank_line = yaml_text.split("\n").index("rank: 2") + 1
    listed = workshop.locator(".meshal-workshop__yaml-problems").locator(
        f'[data-code="ability-talent-rank"][data-line="{rank_line}"]')
    assert f"line {rank_line}" in listed.inner_text()
    assert workshop.locator(".meshal-workshop__status").get_attribute("data-ok") == "false"
    counts = workshop.locator(".meshal-workshop__entry").evaluate_all(
        "(all) => all.map((b) => b.querySelector('.meshal-workshop__count')?.innerText ?? '')")
    assert counts == ["", "1"]  # the manifest has none, the ability one

    # Fixed in the form: the error goes, and the YAML view follows.
    _field(workshop, "/occupation").select_option("might")
    status = page.locator('.meshal-workshop__status[data-ok="true"]')
    status.wait_for()
    assert mistake.count() == 0
    # Text the scripts write shows code spans as code, as the built pages do.
    assert status.locator("code").inner_text() == "meshal validate" and "`" not in status.inner_text()
    hints = workshop.locator(".meshal-field__hint")
    assert hints.locator("code").count() > 0
    assert not [text for text in hints.all_inner_texts() if "`" in text]
    assert yaml.safe_load(workshop.locator("textarea[name=yaml]").input_value())["occupation"] == "might"

    # And from the YAML view back into the form.
    source = workshop.locator("textarea[name=yaml]")
    source.fill(source.input_value().replace("rank: 2", "rank: 3"))
    assert _field(workshop, "/rank").input_value() == "3"

    # The preview: the page head and field table, the hover card, pack text as text, dice as buttons.
    preview = workshop.locator(".meshal-workshop__page")
    expect(preview.locator("h1")).to_have_text("Ember Palm")
    expect(preview.locator(".meshal-badge--homebrew")).to_have_text("Homebrew")
    expect(preview.locator(".meshal-other")).to_have_text("余烬掌")
    # A term inside a sentence takes its case, as the build writes it; the card says its name.
    expect(preview.locator("a.meshal-ref[data-ref='term:energetic-attack']")).to_have_text("energetic attack")
    card = workshop.locator(".meshal-workshop__card")
    expect(card).to_contain_text("Embers flare in your palm: roll Might🎲 for an Energetic Attack.")
    preview.locator("button.meshal-dice[data-dice='Md']").click()
    dialog = page.locator("dialog.meshal-dialog[open]")
    dialog.locator("[data-result=roll]").wait_for()
    page.keyboard.press("Escape")

    # Kept across a reload.
    page.reload()
    page.locator(".meshal-workshop__entry[data-uid]").nth(1).wait_for()
    entry = workshop.locator(".meshal-workshop__entry", has_text="ember-palm")
    entry.click()
    assert _field(workshop, "/name/en").input_value() == "Ember Palm"
    assert _field(workshop, "/rank").input_value() == "3"
    assert _field(workshop, "/summary/zh").input_value().startswith("掌心燃起余烬")  # a textarea, redrawn from the YAML

    # Exported, then read by the CLI exactly as an author would: validate, then build with it.
    with page.expect_download() as download:
        workshop.locator("button[name=export]").click()
    pack = tmp_path / download.value.suggested_filename
    download.value.save_as(pack)
    assert pack.name == "my-pack.zip"
    checked = _cli("validate", str(pack), "--format", "json")
    assert checked.exit_code == 0, checked.output
    assert json.loads(checked.output)["ok"] is True
    built = _cli("build", "--pack", str(pack), "--out", str(tmp_path / "site"))
    assert built.exit_code == 0, built.output
    page_html = (tmp_path / "site" / "en" / "abilities" / "ember-palm" / "index.html").read_text(encoding="utf-8")
    assert "Ember Palm" in page_html and "meshal-badge--homebrew" in page_html


def test_the_workshop_speaks_chinese_on_the_chinese_page_and_shows_did_you_mean(page):
    workshop = _open(page, "zh")
    _write_ability(workshop)  # references are checked once the entry has the shape its schema asks
    label = workshop.locator(".meshal-workshop__field[data-pointer='/rank'] .meshal-field__label")
    assert label.inner_text().startswith("等级")
    _type(workshop, "/summary/zh", "见{term:energetic-atack}.")
    found = _problem(workshop, "/summary/zh", "reference-unknown")
    found.wait_for()
    # Our messages' code spans show as code, not as backticks.
    assert "没有 id 为 energetic-atack 的术语" in found.inner_text()
    assert "是不是 energetic-attack?" in found.inner_text()
    assert found.locator("code").all_inner_texts() == ["energetic-atack", "energetic-attack"]


def test_pack_text_is_shown_as_text_never_as_markup(page):
    workshop = _open(page)
    workshop.locator("button[name=new-entry]").click()
    _type(workshop, "/name/en", '<img src=x onerror="window.owned=1">**bold**')
    expect(workshop.locator(".meshal-workshop__page h1")).to_have_text('<img src=x onerror="window.owned=1">**bold**')
    assert workshop.locator(".meshal-workshop__see img").count() == 0
    assert page.evaluate("window.owned") is None


def test_an_exported_zip_imports_into_a_fresh_browser(page, browser, tmp_path, site_url):
    workshop = _open(page)
    _write_ability(workshop)
    with page.expect_download() as download:
        workshop.locator("button[name=export]").click()
    pack = tmp_path / "pack.zip"
    download.value.save_as(pack)
    context = browser.new_context(service_workers="block")  # another browser profile: nothing saved
    other = context.new_page()
    other.base = site_url
    fresh = _open(other)
    assert fresh.locator(".meshal-workshop__entry").count() == 1  # the manifest only
    fresh.locator("input[name=import]").set_input_files(str(pack))
    fresh.locator(".meshal-workshop__entry", has_text="ember-palm").wait_for()
    assert _field(fresh, "/name/zh").input_value() == "余烬掌"
    _problem(fresh, "/rank", "ability-talent-rank").wait_for()  # the mistake travelled with it
    context.close()


def test_screenshots_of_the_workshop(browser, site_url):
    """Phone and desktop, both languages, with an entry and a problem showing: for a person to look at."""
    ARTIFACTS.mkdir(exist_ok=True)
    for width, height in ((390, 844), (1280, 900)):
        for lang in ("en", "zh"):
            context = browser.new_context(viewport={"width": width, "height": height}, service_workers="block")
            page = context.new_page()
            page.base = site_url
            workshop = _open(page, lang)
            _write_ability(workshop)
            _problem(workshop, "/rank", "ability-talent-rank").wait_for()
            overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
            assert overflow <= 0, f"the {lang} workshop scrolls sideways at {width}px"
            page.screenshot(path=str(ARTIFACTS / f"workshop-{lang}-{width}.png"), full_page=True)
            context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_workshop_has_no_serious_accessibility_violation(browser, site_url, lang, scheme):
    context = browser.new_context(viewport={"width": 1280, "height": 900}, color_scheme=scheme, service_workers="block")
    page = context.new_page()
    page.base = site_url
    try:
        workshop = _open(page, lang)
        _write_ability(workshop)
        _problem(workshop, "/rank", "ability-talent-rank").wait_for()
        assert _axe(page, ".meshal-workshop") == []
    finally:
        context.close()


def test_the_workshop_works_and_keeps_the_work_offline(visit):  # noqa: F811
    page = visit("en/workshop/")  # read once: kept for offline
    page.context.set_offline(True)
    response = page.goto(page.base + "en/workshop/")
    assert response.ok and response.from_service_worker
    workshop = page.locator(".meshal-workshop")
    workshop.locator(".meshal-workshop__bar").wait_for()
    _write_ability(workshop)
    _problem(workshop, "/rank", "ability-talent-rank").wait_for()  # the schemas and checker came from the cache
    page.reload()
    workshop.locator(".meshal-workshop__entry", has_text="ember-palm").click()
    assert _field(workshop, "/name/en").input_value() == "Ember Palm"


ABILITY = """kind: ability
id: ember-palm
name: {zh: 余烬掌, en: Ember Palm}
summary: {zh: 掌心燃起余烬., en: Embers flare in your palm.}
rank: 1
occupation: might
category: stunt
"""
BROKEN_ITEM = 'kind: item\nid: torn-map\nname: {zh: 破地图, en: "Torn Map}\n'  # the quote is never closed


def _entry(workshop, index: int):
    """The pack's ``index``-th entry in the list (0 is the manifest)."""
    return workshop.locator(".meshal-workshop__entry").nth(index)


def test_an_entry_whose_yaml_does_not_parse_never_shows_or_takes_another_entrys_form(page, tmp_path):
    (tmp_path / "ability.yaml").write_text(ABILITY, encoding="utf-8")
    (tmp_path / "item.yaml").write_text(BROKEN_ITEM, encoding="utf-8")
    workshop = _open(page)
    workshop.locator("input[name=import]").set_input_files([tmp_path / "ability.yaml", tmp_path / "item.yaml"])
    expect(workshop.locator(".meshal-workshop__entry")).to_have_count(3)
    source = workshop.locator("textarea[name=yaml]")
    note = workshop.locator(".meshal-workshop__source .meshal-workshop__note")

    _entry(workshop, 1).click()
    assert _field(workshop, "/name/en").input_value() == "Ember Palm"
    _entry(workshop, 2).click()  # never parsed here: no form at all, the YAML view only
    assert source.input_value() == BROKEN_ITEM
    expect(workshop.locator(".meshal-workshop__form input, .meshal-workshop__form textarea")).to_have_count(0)
    expect(workshop.locator(".meshal-workshop__form .meshal-workshop__no-form")).to_have_text(
        "This YAML does not parse, and no version of it has parsed here yet, so there is no form. "
        "Fix it in the YAML view.")
    expect(note).to_be_visible()
    expect(note).to_contain_text("no form")

    # Once it has parsed, the form it shows while broken is its own last version, and edits stay in it.
    source.fill(BROKEN_ITEM.replace('"Torn Map}', '"Torn Map"}'))
    assert _field(workshop, "/name/en").input_value() == "Torn Map"
    source.fill(BROKEN_ITEM)
    _entry(workshop, 1).click()
    _entry(workshop, 2).click()
    expect(note).to_have_text("This YAML does not parse yet; the form shows the last version that did.")
    assert _field(workshop, "/name/en").input_value() == "Torn Map"
    _type(workshop, "/name/en", "Torn Chart")
    kept = yaml.safe_load(source.input_value())
    assert (kept["kind"], kept["id"], kept["name"]["en"]) == ("item", "torn-map", "Torn Chart")

    _entry(workshop, 1).click()  # the ability is as it was imported
    assert source.input_value() == ABILITY
    assert _field(workshop, "/name/en").input_value() == "Ember Palm"
    # Two entries, two ids: neither became a copy of the other.
    expect(workshop.locator(".meshal-workshop__entry")).to_contain_text(["pack.yaml", "ember-palm", "torn-map"])


def _zip(path, members: dict[str, bytes]):
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return path


HOSTILE_ZIPS = {  # what each holds, and the code `meshal validate` refuses it with
    "bomb": ({"pack.yaml": b"id: x\n", "big.yaml": b"\0" * (1 << 20)}, "archive-bomb"),
    "too-large": ({"huge.yaml": b"\0" * (60 << 20)}, "archive-too-large"),
    "too-many": ({f"e{n}.yaml": b"" for n in range(2_001)}, "archive-too-many-files"),
}


@pytest.mark.parametrize("name", HOSTILE_ZIPS)
def test_a_hostile_zip_is_refused_with_the_clis_words_before_it_inflates(page, tmp_path, name):
    members, code = HOSTILE_ZIPS[name]
    pack = _zip(tmp_path / f"{name}.zip", members)
    said = _cli("validate", str(pack))
    assert said.exit_code == 1 and f"[{code}]" in said.output, said.output
    words = said.output.split(": error: ", 1)[1].split(f" [{code}]")[0]
    workshop = _open(page)
    workshop.locator("input[name=import]").set_input_files(str(pack))
    status = workshop.locator(".meshal-workshop__status")
    status.filter(has_text=words.replace("`", "")).wait_for()
    assert workshop.locator(".meshal-workshop__entry").count() == 1  # the manifest only: nothing imported


AN_ATTACK = ABILITY + """cast:
  timing: {action: 1}
  attacks:
    - {mode: melee, dice: 2🎲⁺, types: [energetic], defenses: [dodge]}
"""
# Text on the page outside an element marked lang="zh" (placeholders and labels included) with Chinese in it.
UNMARKED_CHINESE = """(node) => {
  const han = /[\\u3400-\\u4dbf\\u4e00-\\u9fff]/;
  const found = [];
  const walk = document.createTreeWalker(node, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let at = walk.currentNode; at; at = walk.nextNode()) {
    const element = at.nodeType === Node.TEXT_NODE ? at.parentElement : at;
    if (element.closest('[lang^="zh"]')) continue;
    const texts = at.nodeType === Node.TEXT_NODE ? [at.data]
      : ["placeholder", "title", "aria-label"].map((name) => at.getAttribute(name) ?? "");
    found.push(...texts.filter((text) => han.test(text)));
  }
  return found;
}"""


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_an_import_ends_in_the_verdict_and_the_dice_field_speaks_the_pages_language(page, tmp_path, lang):
    (tmp_path / "ability.yaml").write_text(AN_ATTACK, encoding="utf-8")
    workshop = _open(page, lang)
    workshop.locator("input[name=import]").set_input_files(tmp_path / "ability.yaml")
    dice = workshop.locator('.meshal-workshop__field--dice[data-pointer="/cast/attacks/0/dice"]')
    dice.wait_for()
    # The status line is the verdict, as after any edit (the attack's dice sum faces: not ready).
    status = workshop.locator(".meshal-workshop__status")
    expect(status).to_have_attribute("data-ok", "false")
    expected = {"en": r"\d+ errors? to fix before meshal validate accepts this pack\.",
                "zh": r"这个包有 \d+ 个错误, 修正后 meshal validate 才会通过\."}
    assert re.fullmatch(expected[lang], status.inner_text()), status.inner_text()
    label = dice.locator(".meshal-field__label").inner_text()
    if lang == "en":  # English examples in the handbook's English notation; no Chinese unmarked
        assert dice.evaluate(UNMARKED_CHINESE) == []
        assert "Might🎲" in dice.locator(".meshal-field__hint").inner_text()
    else:  # the title has a Chinese half
        assert re.search(r"[\u4e00-\u9fff]", label), label
    # The placeholder is the field's schema's own examples (the attack's points pools), in the page's words.
    shown = {"en": "e.g. Md, 3d, max(M,E)d", "zh": "如 Md, 3d, max(M,E)d"}[lang]
    assert dice.locator("input").get_attribute("placeholder") == shown
