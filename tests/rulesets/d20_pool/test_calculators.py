"""The d20 success pool's calculators in a real Chromium, at a phone's width, in both languages:
mounted as the site mounts them (``mount(node, ctx)``), they show the Python engine's exact values.

The page is a small stand-in for a built site: the shipped ``site/assets`` and the two JSON files
the build writes (``strings.json``, ``calculators-d20-pool.json``), so no mkdocs build is needed.
"""

from __future__ import annotations

import json
import re
import shutil
from fractions import Fraction

import pytest

from meshal_compendium.i18n import catalogue
from meshal_compendium.rulesets.d20_pool.calcdata import calculator_data
from meshal_compendium.rulesets.d20_pool.engine import character, checks
from meshal_compendium.rulesets.d20_pool.engine.attack import Attack, resolve
from meshal_compendium.rulesets.d20_pool.engine.damage import Defenses, mean
from meshal_compendium.rulesets.d20_pool.engine.pool import Pool, successes
from tests.conftest import ROOT
from tests.serving import serving
from tests.site.contexts import PHONE, opened, typed

CALCULATORS = ("pool", "attack", "character", "actions", "dying", "wound", "initiative")
SCRIPTS = sorted((ROOT / "site" / "assets" / "js" / "d20-pool").glob("*.js"))
PAGE = """<!doctype html><html lang="{lang}"><head><meta name="viewport" content="width=device-width">
<link rel="icon" href="data:,"><link rel="stylesheet" href="../assets/meshal.css"></head>
<body><article class="md-typeset">{nodes}</article>
<script type="module">
import {{ format }} from "../assets/js/site.js";
const S = await (await fetch("../assets/strings.json")).json();
const ctx = {{ lang: "{lang}", S, t: (key, fields = {{}}) => format(S[key] ?? key, fields) }};
for (const node of document.querySelectorAll(".meshal-calc")) {{
  const module = await import(`../assets/js/${{node.dataset.calc}}.js`);
  await module.mount(node, ctx);
  node.dataset.mounted = "1";
}}
</script></body></html>"""


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    root = tmp_path_factory.mktemp("d20-pool-calculators")
    for lang in ("zh", "en"):
        shutil.copytree(ROOT / "site" / "assets", root / lang / "assets")
        strings = {k: v[lang] for k, v in catalogue().items() if k.startswith("js-")}
        (root / lang / "assets" / "strings.json").write_text(json.dumps(strings, ensure_ascii=False), encoding="utf-8")
        data = json.dumps(calculator_data(None, lang), ensure_ascii=False, sort_keys=True)  # sorted, as the build
        (root / lang / "assets" / "calculators-d20-pool.json").write_text(data, encoding="utf-8")
        nodes = "".join(f'<div class="meshal-calc" data-calc="d20-pool/{n}" id="{n}"></div>' for n in CALCULATORS)
        (root / lang / "page").mkdir()
        (root / lang / "page" / "index.html").write_text(PAGE.format(lang=lang, nodes=nodes), encoding="utf-8")
    with serving(root) as url:
        yield url


def _ready(page, name):
    node = page.locator(f"#{name}[data-mounted]")
    node.locator(".meshal-results").first.wait_for()
    return node


def _fraction(page_node, result):
    return page_node.locator(f'[data-result="{result}"] [data-fraction]').first.get_attribute("data-fraction")


def _text(node, result):
    return node.locator(f'[data-result="{result}"] dd').inner_text()


def test_every_string_the_calculators_show_is_translated():
    texts = catalogue()
    used = {key for path in SCRIPTS for key in re.findall(r'"(js-[a-z0-9-]+)"', path.read_text(encoding="utf-8"))}
    built = {f"js-d20-pool-{family}-{id}" for family, ids in (
        ("attribute", character.rules.ATTRIBUTES), ("save", character.rules.SAVES), ("size", character.rules.SIZES),
        ("tier", (*character.TIER_NAMES, character.rules.BEYOND_TIERS)), ("action", character.rules.ACTIONS),
        ("cover", character.rules.COVER), ("concealment", character.rules.CONCEALMENT),
        ("ruling", ("d20-pool-order", "d20-extra-success-threshold"))) for id in ids}
    missing = [k for k in used | built if set(texts.get(k, {})) < {"zh", "en"}]
    assert missing == []


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_pool_shows_the_engines_exact_numbers_and_the_ruling(browser, site, lang):
    with opened(browser, f"{site}{lang}/page/", **PHONE) as page:
        node = _ready(page, "pool")
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        expected = successes(Pool(4))
        assert _fraction(node, "remainder") == f"{expected.remainder.numerator}/{expected.remainder.denominator}"
        order = node.locator('[data-ruling="d20-pool-order"]')
        assert "(sequential)" in order.inner_text()
        link = order.locator("a").get_attribute("href")
        assert link == f"{site}{lang}/d20-pool/errata/#d20-pool-order"   # the ruling's own page
        typed(node.locator('input[name="dice"]'), 3)
        node.locator('input[name="advantage"]').check()
        node.locator('select[name="ruling"]').select_option("simultaneous")
        found = successes(Pool(3, "advantage", ruling="simultaneous")).at_least(1)
        node.locator(f'[data-result="success"] [data-fraction="{found.numerator}/{found.denominator}"]').wait_for()
        assert "(simultaneous)" in order.inner_text()


def test_the_pool_against_an_opposing_pool_takes_every_vs_option(browser, site):
    """The --vs side's advantage, extra and deducted successes and fortune modifier, and concealment:
    the CLI's P(win) and hit, and every ruling its --json names."""
    from meshal_compendium.rulesets.d20_pool.engine.pool import FIXED_READINGS
    from meshal_compendium.rulesets.d20_pool.engine.versus import win

    with opened(browser, f"{site}en/page/", **PHONE) as page:
        node = _ready(page, "pool")
        typed(node.locator('input[name="dice"]'), 3)
        typed(node.locator('input[name="vs-dice"]'), 2)
        node.locator('input[name="vs-advantage"]').check()
        typed(node.locator('input[name="vs-extra"]'), 1)
        typed(node.locator('input[name="vs-deduct"]'), 2)
        typed(node.locator('input[name="vs-fortune"]'), -2)
        node.locator('select[name="concealment"]').select_option("half")
        won = win(Pool(3), Pool(2, "advantage", extra=1, deduct=2, fortune=-2))
        hit = won * Fraction(3, 4)
        node.locator(f'[data-result="hit"] [data-fraction="{hit.numerator}/{hit.denominator}"]').wait_for()
        assert _fraction(node, "win") == f"{won.numerator}/{won.denominator}"
        named = node.locator('[data-result="ruling"]').evaluate_all("ps => ps.map(p => p.dataset.ruling)")
        assert set(named) == {"d20-pool-order", *FIXED_READINGS}
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        typed(node.locator('input[name="vs-dice"]'), "")
        node.locator(".meshal-calc__error[data-code=js-d20-pool-vs-needs-dice]").wait_for()


def test_attack_with_piercing_cover_concealment_and_damage(browser, site):
    with opened(browser, f"{site}en/page/", **PHONE) as page:
        node = _ready(page, "attack")
        typed(node.locator('input[name="armour"]'), 2)
        typed(node.locator('input[name="piercing"]'), 3)
        node.locator('select[name="cover"]').select_option("half")
        node.locator('select[name="concealment"]').select_option("half")
        node.locator('input[name="resistant"]').check()
        found = resolve(Attack(Pool(5), Pool(3), piercing=3, armour=2, cover="half", concealment="half",
                               damage="1d8+2", defenses=Defenses(resistant=True)))
        hit = f"{found.hit.numerator}/{found.hit.denominator}"
        node.locator(f'[data-result="hit"] [data-fraction="{hit}"]').wait_for()
        assert _text(node, "dice") == f"{found.attack_dice}d20 against {found.defense_dice}d20" == "5d20 against 4d20"
        assert _fraction(node, "miss-chance") == "1/4"
        assert mean(found.damage) == 3 and _text(node, "mean-damage") == "3"   # 1d8+2 = 3…10, halved: 1…5


def test_hit_points_tiers_and_the_extra_success_ruling(browser, site):
    with opened(browser, f"{site}zh/page/", **PHONE) as page:
        node = _ready(page, "character")
        typed(node.locator('input[name="strength"]'), 8)
        typed(node.locator('input[name="endurance"]'), 5)
        node.locator('select[name="size"]').select_option("large")
        node.locator('[data-result="save-fortitude"] dd', has_text="+4").wait_for()   # 力量8，体质5 → 坚韧豁免+4
        assert _text(node, "hit-points") == str(character.hit_points("large", 5, 8)) == "11"
        typed(node.locator('input[name="luck"]'), 15)
        row = node.locator('tr[data-attribute="luck"] td')
        assert [row.nth(i).inner_text() for i in range(4)] == ["15", "+8", "超凡", "0"]
        node.locator('select[name="threshold"]').select_option("multiples-passed")
        node.locator('tr[data-attribute="luck"] td').nth(3).filter(has_text="1").wait_for()


def test_the_round_planner(browser, site):
    with opened(browser, f"{site}en/page/", **PHONE) as page:
        node = _ready(page, "actions")
        assert (_text(node, "spent"), _text(node, "fits")) == ("5 of 5", "Fits in one round")
        typed(node.locator('input[name="swift"]'), 3)
        node.locator('[data-result="over"]').wait_for()
        assert _text(node, "over") == "Swift actions" and _text(node, "fits") == "Does not fit in one round"
        node.locator('input[name="fatal"]').check()
        node.locator('[data-result="spent"] dd', has_text="8 of 3").wait_for()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_dying_shows_the_round_of_death_and_names_its_ruling(browser, site, lang):
    with opened(browser, f"{site}{lang}/page/", **PHONE) as page:
        node = _ready(page, "dying")
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        expected = checks.mean(checks.dying_saves(0, 3))
        assert _fraction(node, "mean-death") == f"{expected.numerator}/{expected.denominator}"
        assert _fraction(node, "save") == "11/20"                               # 1d20 + 0 ≥ 10
        note = node.locator('[data-result="ruling"]')
        assert "(rising-dc)" in note.inner_text()
        assert note.locator("a").get_attribute("href") == f"{site}{lang}/d20-pool/errata/#d20-dying-saves"
        typed(node.locator('input[name="fortune"]'), 4)
        typed(node.locator('input[name="worsened"]'), 1)
        moved = checks.mean(checks.dying_saves(4, 3, 1))
        node.locator(f'[data-result="mean-death"] [data-fraction="{moved.numerator}/{moved.denominator}"]').wait_for()
        row = checks.dying_saves(4, 3, 1)[0]
        assert node.locator(f'tr[data-value="{row[0]}"]').count() == 1


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_wound_saves_and_initiative_show_the_engines_numbers(browser, site, lang):
    with opened(browser, f"{site}{lang}/page/", **PHONE) as page:
        wound = _ready(page, "wound")
        rounds = checks.mean(checks.wound_saves(2, 12))
        assert _fraction(wound, "mean-rounds") == f"{rounds.numerator}/{rounds.denominator}"
        assert _fraction(wound, "first-save") == "11/20"  # 1d20 + 2 ≥ 12
        assert "d20-dc-check" in wound.locator('[data-result="ruling"]').get_attribute("data-ruling")
        typed(wound.locator('input[name="fatal"]'), 15)
        moved = checks.mean(checks.wound_saves(2, 15))
        wound.locator(f'[data-result="mean-rounds"] [data-fraction="{moved.numerator}/{moved.denominator}"]').wait_for()
        initiative = _ready(page, "initiative")
        first, tie, second = checks.initiative_order(3, 1)
        assert [_fraction(initiative, r) for r in ("first", "tie", "second")] == [
            f"{p.numerator}/{p.denominator}" for p in (first, tie, second)]
        assert initiative.locator(".meshal-chart tbody tr").count() == 20
