"""The WOSS calculators in a real Chromium: each shows the engine's exact values in both languages.

The page is the calculators alone: the site's assets, the calculator data and UI strings written
as the build writes them (``calcdata.calculator_data``, the catalogue's js- keys), and each
module's ``mount(node, ctx)`` called as the site calls it. Expected values come from the engine.
"""

from __future__ import annotations

import json
import re
import shutil

import pytest

from meshal_compendium.figures import fraction
from meshal_compendium.i18n import catalogue
from meshal_compendium.rulesets.woss.calcdata import calculator_data
from meshal_compendium.rulesets.woss.engine import check, damage
from meshal_compendium.rulesets.woss.engine.notation import parse_roll
from tests.conftest import ROOT
from tests.serving import serving
from tests.site.contexts import PHONE, mounted_calculator, opened, typed

WOSS_JS = ROOT / "site" / "assets" / "js" / "woss"
PAGE = """<!doctype html><html lang="{lang}"><head><meta charset="utf-8">
<link rel="icon" href="data:,"><link rel="stylesheet" href="assets/meshal.css"></head><body>
<div class="meshal-calc" data-calc="woss/{name}"></div>
<script type="module">
import {{ format, strings }} from "./assets/js/site.js";
import {{ mount }} from "./assets/js/woss/{name}.js";
const S = await strings();
const node = document.querySelector(".meshal-calc");
await mount(node, {{ lang: "{lang}", S, t: (key, fields = {{}}) => format(S[key] ?? key, fields) }});
node.dataset.mounted = "1";
</script></body></html>"""


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    """Per language, the calculators' page of each calculator, served on a free port."""
    root = tmp_path_factory.mktemp("woss-calculators")
    for lang in ("zh", "en"):
        shutil.copytree(ROOT / "site" / "assets", root / lang / "assets")
        (root / lang / "assets" / "calculators-woss.json").write_text(
            json.dumps(calculator_data(None, lang), ensure_ascii=False, sort_keys=True), encoding="utf-8")
        (root / lang / "assets" / "strings.json").write_text(json.dumps(
            {k: v[lang] for k, v in catalogue().items() if k.startswith("js-")}, ensure_ascii=False), encoding="utf-8")
        for name in ("tiers", "damage", "actions", "contest", "stances", "first-aid", "running", "falling"):
            (root / lang / f"{name}.html").write_text(PAGE.format(lang=lang, name=name), encoding="utf-8")
    with serving(root) as url:
        yield url


def _mounted(page):
    node = page.locator(".meshal-calc[data-mounted]")
    node.wait_for()
    return node


def _result(node, name: str) -> str:
    return node.locator(f"[data-result={name}] [data-fraction]").first.get_attribute("data-fraction")


def test_every_js_string_is_in_the_catalogue_in_both_languages():
    used = {k for path in WOSS_JS.glob("*.js") for k in re.findall(r'"(js-woss-[a-z0-9-]+)"', path.read_text("utf-8"))}
    assert used and all(set(catalogue()[k]) >= {"zh", "en"} for k in used)


def test_hit_tiers_show_the_engines_fractions(browser, served):
    with opened(browser, served + "en/tiers.html") as page:
        node = _mounted(page)
        for tier, p in check.tiers(35, 60, 75).items():
            assert _result(node, tier) == fraction(p)
        assert "Death Blow" in node.inner_text()
        node.locator("select[name=reading]").select_option("examples")
        assert _result(node, "critical") == "61/100" and _result(node, "death-blow") == "0/1"
        typed(node.locator("input[name=check]"), "1d20+3")
        error = node.locator(".meshal-calc__error")
        assert error.get_attribute("data-code") == "woss-notation-check-die"
        assert "a hit check rolls 1d100, not 1d20" in error.inner_text()


@pytest.mark.parametrize("lang, failed", [("zh", "施法失败(耳聋)"), ("en", "Spell failed (deaf)")])
def test_the_situation_and_deafness_show_the_engines_outcomes(browser, served, lang, failed):
    from meshal_compendium.rulesets.woss.engine.format import Odds
    from meshal_compendium.rulesets.woss.engine.notation import parse_check

    with opened(browser, served + f"{lang}/tiers.html", **PHONE) as page:
        node = _mounted(page)
        node.locator("select[name=cover]").select_option("small")
        node.locator("input[name=shield]").check()
        node.locator("input[name=deaf]").check()
        node.locator("select[name=shield-equal]").select_option("critical")
        picked = {"woss-ranged-shield-equal": "critical"}
        found = Odds(parse_check("1d100+35"), 60, 75, "table", rulings=picked,
                     situation=check.Situation("small", shield=True), deaf=True).tiers
        assert list(found)[:3] == ["spell-failed", "blocked", "miss"]
        for outcome, p in found.items():
            assert _result(node, outcome) == fraction(p), outcome
        assert failed in node.inner_text()
        assert _result(node, "unconscious") == fraction(found["hors-de-combat"] / 2)
        node.locator("input[name=friendly-fire]").check()
        node.locator("select[name=cover-order]").select_option("friendly-first")
        picked = {**picked, "woss-cover-friendly-order": "friendly-first"}
        both = Odds(parse_check("1d100+35"), 60, 75, "table", rulings=picked,
                    situation=check.Situation("small", shield=True, friendly_fire=True), deaf=True).tiers
        assert list(both)[:3] == ["spell-failed", "blocked", "ally-hit"]
        node.locator(f"[data-result=ally-hit] [data-fraction='{fraction(both['ally-hit'])}']").wait_for()
        assert all(_result(node, outcome) == fraction(p) for outcome, p in both.items())


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_an_opposed_check_shows_each_result(browser, served, lang):
    from meshal_compendium.rulesets.woss.engine import contest, rulings

    with opened(browser, served + f"{lang}/contest.html", **PHONE) as page:
        node = _mounted(page)
        impact = contest.results(contest.Contest(8, 6, "impact"))
        assert {name: _result(node, name) for name in impact} == {k: fraction(p) for k, p in impact.items()}
        node.locator("select[name=kind]").select_option("grapple")
        node.locator("select[name=margin-strict]").select_option("at-least")
        grapple = contest.results(contest.Contest(8, 6, "grapple"), rulings.chosen({"woss-margin-strict": "at-least"}))
        node.locator(f"[data-result=pinned] [data-fraction='{fraction(grapple['pinned'])}']").wait_for()
        assert {name: _result(node, name) for name in grapple} == {k: fraction(p) for k, p in grapple.items()}
        typed(node.locator("input[name=attacker]"), 20000)
        assert node.locator(".meshal-calc__error").get_attribute("data-code") == "woss-bad-contest-modifier"


def test_the_stances_over_a_round(browser, served):
    from meshal_compendium.rulesets.woss.engine import stances

    with opened(browser, served + "en/stances.html", **PHONE) as page:
        node = _mounted(page)
        hits, each = check.focus_attack(35, 60, 75, 3)
        assert _result(node, "mean") == fraction(sum(v * p for v, p in hits.items()))
        assert [_result(node, f"each-{i}") for i in (1, 2, 3)] == [fraction(p) for p in each]
        node.locator("select[name=stance]").select_option("assassinating")
        node.locator("select[name=assassin-run]").select_option("hits")
        found = stances.stance_round("assassinating", check.tiers(35, 60, 75), 3, {"woss-assassin-run": "hits"})
        mean = fraction(sum(v * p for v, p in found.total.items()))
        node.locator(f"[data-result=mean] [data-fraction='{mean}']").wait_for()
        assert node.locator(".meshal-chart tbody tr").count() == len(found.total)
        typed(node.locator("input[name=attacks]"), 0)
        assert node.locator(".meshal-calc__error").get_attribute("data-code") == "woss-bad-focus-attacks"


def test_damage_of_a_hit_and_a_critical(browser, served):
    with opened(browser, served + "en/damage.html") as page:
        node = _mounted(page)
        assert _result(node, "hit-mean") == "25/2"
        assert node.locator("[data-result=critical] dd").inner_text() == "16"
        typed(node.locator("input[name=damage]"), "1d4+1")
        typed(node.locator("input[name=multiplier]"), 5)
        typed(node.locator("input[name=defense]"), 1)
        assert node.locator("[data-result=critical] dd").inner_text() == "24"  # (4+1)×5−1
        typed(node.locator("input[name=enchantment]"), 4)
        typed(node.locator("input[name=resistance]"), 1)
        assert node.locator("[data-result=critical] dd").inner_text() == "27"  # + (4−1)
        typed(node.locator("input[name=enchantment]"), 0)
        assert node.locator("[data-result=torture]").count() == 0
        typed(node.locator("input[name=torture]"), 100)
        hit = damage.hit_damage(parse_roll("1d4+1"), 1, 5)
        assert _result(node, "torture") == fraction(damage.torture_breaks(hit, 100))
        typed(node.locator("input[name=torture]"), "")
        fourteen = node.locator("tr[data-value='14'] .meshal-chart__p [data-fraction]")
        assert fourteen.get_attribute("data-fraction") == "1/4"


def test_the_planner_carries_a_persistent_action(browser, served):
    with opened(browser, served + "en/actions.html", **PHONE) as page:
        node = _mounted(page)
        assert "5 points" in node.locator("[data-result=total] dd").inner_text()  # draw 2 + charge 3 (L13)
        steps = node.locator("fieldset.meshal-calc__step")
        assert [steps.nth(i).is_visible() for i in range(6)] == [True, True, True, False, False, False]
        assert not node.locator("input[name=step0-assisted]").is_visible()
        node.locator("select[name=step2-action]").select_option("first-aid")
        assert node.locator("input[name=step2-assisted]").is_visible() and steps.nth(3).is_visible()
        node.locator("select[name=step2-action]").select_option("")
        node.locator("select[name=step0-action]").select_option("two-weapon")
        node.locator("select[name=step1-action]").select_option("")
        typed(node.locator("input[name=points]"), 5)
        assert node.locator("[data-result=rounds] dd").inner_text() == "2"
        rows = node.locator("tr[data-round]")
        assert "5 (continues)" in rows.nth(0).inner_text()
        assert rows.nth(1).locator("td").nth(1).inner_text() == "2"  # left unused after the 3 points
        node.locator("select[name=reading]").select_option("examples")
        assert "7 points" in node.locator("[data-result=total] dd").inner_text()


def test_the_calculators_speak_chinese(browser, served):
    with opened(browser, served + "zh/tiers.html") as page:
        text = _mounted(page).inner_text()
        assert "重创" in text and "目标回避" in text
    with opened(browser, served + "zh/actions.html") as page:
        assert "每回合行动点" in _mounted(page).inner_text()


def test_a_stance_in_a_situation(browser, served):
    from meshal_compendium.rulesets.woss.engine import stances

    with opened(browser, served + "zh/stances.html", **PHONE) as page:
        node = _mounted(page)
        node.locator("select[name=stance]").select_option("wounding")
        node.locator("select[name=cover]").select_option("small")
        node.locator("input[name=shield]").check()
        node.locator("select[name=stance-interrupted]").select_option("skips")
        picked = {"woss-stance-interrupted": "skips"}
        tiers = check.outcomes(35, 60, 75, situation=check.Situation("small", shield=True))
        found = stances.stance_round("wounding", tiers, 3, picked)
        mean = fraction(sum(v * p for v, p in found.total.items()))
        node.locator(f"[data-result=mean] [data-fraction='{mean}']").wait_for()
        assert [_result(node, f"each-{i}") for i in (1, 2, 3)] == [fraction(p) for p in found.each]
        node.locator("select[name=stance]").select_option("focus")
        node.locator("input[name=deaf]").check()
        hits, _ = check.focus_attack(35, 60, 75, 3, rulings=picked, situation=check.Situation("small", shield=True),
                                     deaf=True)
        node.locator(f"[data-result=mean] [data-fraction='{fraction(sum(n * p for n, p in hits.items()))}']").wait_for()
        assert "裁定 woss-stance-immune" in node.inner_text()


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_first_aid(browser, served, lang):
    from meshal_compendium.rulesets.woss.engine import condition

    with opened(browser, served + f"{lang}/first-aid.html", **PHONE) as page:
        node = mounted_calculator(page, "woss/first-aid")
        assert node.locator("[data-result=difficulty] dd").inner_text() == "30"
        assert _result(node, "success") == fraction(condition.first_aid(2, 30).success)
        node.locator("input[name=quick]").check()
        node.locator("input[name=aided]").check()
        node.locator("select[name=first-aid-assist]").select_option("minus-5")
        found = condition.first_aid(2, 30, True, True, {"woss-first-aid-assist": "minus-5"})
        assert node.locator("[data-result=difficulty] dd").inner_text() == str(found.difficulty) == "45"
        assert node.locator("[data-result=points] dd").inner_text() == "10"
        assert _result(node, "success") == fraction(found.success)
        typed(node.locator("input[name=bleeding]"), 0)
        assert node.locator(".meshal-calc__error").get_attribute("data-code") == "woss-bad-bleeding"


def test_running(browser, served):
    from meshal_compendium.rulesets.woss.engine import condition

    with opened(browser, served + "en/running.html", **PHONE) as page:
        node = mounted_calculator(page, "woss/running")
        found = condition.running(1600, 8, "run", 160)
        assert [_result(node, f"check-{at}") for at, _, _ in found.checks] == [fraction(p) for _, _, p in found.checks]
        assert _result(node, "all") == fraction(found.all_passed)
        assert "difficulty 90" in node.inner_text()
        node.locator("select[name=pace]").select_option("fast")
        node.locator("select[name=running-failure]").select_option("counts")
        typed(node.locator("input[name=metres]"), 3000)
        counts = condition.running(3000, 8, "fast", 160, {"woss-running-failure": "counts"})
        assert _result(node, "check-3000") == fraction(counts.checks[-1][2])
        assert node.locator(".meshal-chart tbody tr").count() == len(counts.counted) == 4


def test_falling(browser, served):
    from meshal_compendium.rulesets.woss.engine import condition, damage

    with opened(browser, served + "zh/falling.html", **PHONE) as page:
        node = mounted_calculator(page, "woss/falling")
        assert node.locator("[data-result=dice] dd").inner_text() == "4D10"
        node.locator("select[name=surface]").select_option("obstacles")
        node.locator("select[name=falling-steps]").select_option("started")
        found = condition.falling(7, "obstacles", {"woss-falling-steps": "started"})
        assert node.locator("[data-result=dice] dd").inner_text() == f"{found.dice}D10" == "2D10"
        assert _result(node, "mean") == fraction(damage.mean(found.damage))
        typed(node.locator("input[name=metres]"), 1000)
        assert node.locator(".meshal-calc__error").get_attribute("data-code") == "woss-bad-fall"
