"""The calculators in a real Chromium: each one shows the engine's exact values, the embedded
ones work in the handbook, dice buttons open the odds, the character build lives in the URL,
instant navigation keeps them working, and both languages are translated.

Expected values come from the Python engine itself, so a page agreeing with them agrees with
``meshal odds`` and ``meshal character check``.
"""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path

import pytest
import yaml

from meshal_compendium.figures import fraction
from meshal_compendium.i18n import LANGUAGES, catalogue
from meshal_compendium.load import load_compendium
from meshal_compendium.rulesets.meshal.calcdata import calculator_data
from meshal_compendium.rulesets.meshal.engine import attack, dice, time
from meshal_compendium.rulesets.meshal.engine.character import attribute_cost
from tests.site.contexts import mounted_calculator, typed

CALCULATORS = tuple(f"meshal/{name}" for name in ("odds", "versus", "attack", "character", "timeline", "movement"))
JS = Path(__file__).resolve().parents[2] / "site" / "assets" / "js"
SCRIPTS = [JS / "dice.js", *sorted((JS / "calculators").glob("*.js")), *sorted((JS / "meshal").glob("*.js"))]


def _source(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def test_every_string_the_calculators_show_is_translated():
    """Each js- key the scripts name, and each key of a family they build (`js-${code}`), is in
    the catalogue in zh and en; each js- key of locale/calculators.yaml is used."""
    used = {key for path in SCRIPTS for key in re.findall(r'"(js-[a-z0-9-]+)"', _source(path))}
    math = _source(JS / "meshal" / "math.js")
    rules = calculator_data(load_compendium([]), "en")["rules"]
    used |= {f"js-{code}" for code in re.findall(r'(?:add|report)\("([a-z][a-z-]+)"', math)}
    used |= {f"js-dice-{kind}" for kind in ("points", "number")}
    used |= {f"js-money-{unit}" for unit in ("gold", "silver", "copper")}
    used |= {f"js-place-{place}" for place, _ in rules["ITEM_PLACES"]}
    used |= {f"js-pose-{pose}" for pose in rules["POSES"]}
    known = catalogue()
    assert sorted(k for k in used if k not in known or not all(known[k].get(lang) for lang in LANGUAGES)) == []
    mine = yaml.safe_load((Path(__file__).resolve().parents[2] / "meshal_compendium" / "locale" /
                           "calculators.yaml").read_text(encoding="utf-8"))
    plural = {key[:-len("-one")] for key in mine if key.endswith("-one")}
    assert sorted(k for k in mine if k not in used and k.removesuffix("-one") not in plural) == []
    assert all(key.startswith("js-") for key in mine)


def test_every_error_the_math_raises_has_its_message():
    math = _source(JS / "meshal" / "math.js")
    codes = set(re.findall(r'(?:MeshalError|fail)\("([a-z-]+)"', math))
    for lang in LANGUAGES:
        messages = calculator_data(load_compendium([]), lang)["messages"]
        assert sorted(codes - set(messages)) == []




def _fraction(node, result):
    return node.locator(f"[data-result={result}] [data-fraction]").first.get_attribute("data-fraction")


@pytest.mark.engines
def test_every_calculator_is_on_the_calculators_page(page):
    page.goto(page.base + "calculators/")
    for name in CALCULATORS:
        assert mounted_calculator(page, name).locator("form").count() == 1, name


def test_odds_three_dice(page):
    page.goto(page.base + "calculators/")
    odds = mounted_calculator(page, "meshal/odds")
    typed(odds.locator("input[name=pool]"), "3d")
    assert _fraction(odds, "success") == "19/27" == fraction(dice.points_distribution(3).at_least(1))
    row = odds.locator("tr[data-value='2'] .meshal-chart__ge [data-fraction]")
    assert row.get_attribute("data-fraction") == fraction(dice.points_distribution(3).at_least(2))
    typed(odds.locator("input[name=pool-advantage]"), 2)
    typed(odds.locator("input[name=pool-penalty]"), 1)
    typed(odds.locator("input[name=pool-burst]"), 1)
    assert odds.locator("[data-result=dice]").get_attribute("data-dice") == "5"
    assert _fraction(odds, "success") == fraction(dice.points_distribution(5).at_least(1))


def test_odds_of_an_attribute_pool_asks_for_the_value(page):
    page.goto(page.base + "en/calculators/")
    odds = mounted_calculator(page, "meshal/odds")
    typed(odds.locator("input[name=pool]"), "Elastane+1🎲⁺")
    attribute = odds.locator("input[name=pool-elastane]")
    assert attribute.is_visible() and attribute.input_value() == "3"
    typed(attribute, 4)
    assert _fraction(odds, "mean") == fraction(dice.number_distribution(5).mean)
    typed(odds.locator("input[name=pool]"), "3x")
    assert odds.locator("[data-code=notation-missing-die]").is_visible()


def test_versus(page):
    page.goto(page.base + "calculators/")
    versus = mounted_calculator(page, "meshal/versus")
    typed(versus.locator("input[name=mine]"), "4d")
    typed(versus.locator("input[name=theirs]"), "2d")
    expected = dice.versus(dice.points_distribution(4), dice.points_distribution(2))
    assert _fraction(versus, "win") == fraction(expected.win)
    assert _fraction(versus, "tie") == fraction(expected.tie)
    assert _fraction(versus, "win-after-roll-add") == fraction(expected.win_after_roll_add)


def test_attack_with_protection_cover_and_a_dodge(page):
    page.goto(page.base + "calculators/")
    calc = mounted_calculator(page, "meshal/attack")
    typed(calc.locator("input[name=attack]"), "5d")
    typed(calc.locator("input[name=protection-physical]"), 1)
    typed(calc.locator("input[name=cover]"), 1)
    calc.locator("select[name=defense]").select_option("dodge")
    typed(calc.locator("input[name=target-elastane]"), 2)
    typed(calc.locator("input[name=target-hurts]"), 2)
    # 5 dice, 1 penalty from Physical Saving 1, 1 from cover → 3 dice against Elastane 2🎲.
    assert calc.locator("[data-result=dice]").get_attribute("data-dice") == "3"
    found = attack.attack_outcome(dice.points_distribution(3), dice.points_distribution(2))
    assert _fraction(calc, "hit") == fraction(found.hit)
    assert _fraction(calc, "solid-defense") == fraction(found.solid_defense)
    knocked = found.wounds.probability(lambda w: attack.is_unconscious(2 + w, 3))
    assert _fraction(calc, "knockout") == fraction(knocked)
    calc.locator("input[name=immune-physical]").check()
    assert calc.locator("[data-code=attack-immune]").is_visible()


def test_attack_over_range(page):
    page.goto(page.base + "en/calculators/")
    calc = mounted_calculator(page, "meshal/attack")
    typed(calc.locator("input[name=attack]"), "6d")
    calc.locator("select[name=range]").select_option("over")
    typed(calc.locator("input[name=distance]"), 11)
    typed(calc.locator("input[name=weapon-range]"), 5)
    # 11 steps at range 5: two started multiples beyond it, 2 penalty each → 2 dice.
    assert calc.locator("[data-result=dice]").get_attribute("data-dice") == "2"


def test_character_cost_and_url_state(page):
    page.goto(page.base + "calculators/")
    calc = mounted_calculator(page, "meshal/character")
    typed(calc.locator("input[name=attribute-might]"), 4)
    assert calc.locator("tr[data-attribute=might] [data-cost]").get_attribute("data-cost") == "9"
    assert attribute_cost(4) == 9
    assert calc.locator("[data-result=spent] dd").inner_text() == "9"
    calc.locator("select[name=species]").select_option("dwarf")
    calc.locator("select[name=ability-add]").select_option("battle-roar")
    calc.get_by_role("button", name=re.compile("^(添加|Add)$")).first.click()
    assert "c-species=dwarf" in page.url and "c-attr=4" in page.url and "battle-roar" in page.url
    page.reload()
    calc = mounted_calculator(page, "meshal/character")
    assert calc.locator("select[name=species]").input_value() == "dwarf"
    assert calc.locator("input[name=attribute-might]").input_value() == "4"
    assert calc.locator("li[data-ability=battle-roar]").count() == 1
    assert calc.locator("[data-result=spent] dd").inner_text() == str(9 + 1 * 3)


def test_character_problems_are_shown(page):
    page.goto(page.base + "en/calculators/?c-species=human&c-attr=3,3,3&c-ab=iron-body")
    calc = mounted_calculator(page, "meshal/character")
    # Iron Body is rank 5 on Might 3: the occupation rule is broken.
    assert calc.locator("[data-code=character-occupation-over]").is_visible()
    assert "Might" in calc.locator("[data-code=character-occupation-over]").inner_text()


def test_timeline_action_then_gap(page):
    page.goto(page.base + "calculators/")
    calc = mounted_calculator(page, "meshal/timeline")
    typed(calc.locator("input[name=action-0]"), 1)
    typed(calc.locator("input[name=gap-0]"), 2)
    expected = time.schedule(time.Timing(1, 2), 1)
    assert expected.next_action == 4
    assert calc.locator("li[data-action='1']").get_attribute("data-next") == "4"
    typed(calc.locator("input[name=acted-0]"), 2)
    assert calc.locator("li[data-action='1']").get_attribute("data-next") == "2"
    calc.get_by_role("button", name=re.compile("添加行动|Add an action")).click()
    assert calc.locator("li[data-action='2']").get_attribute("data-start") == "2"


def test_timeline_high_gravity(page):
    page.goto(page.base + "en/calculators/")
    calc = mounted_calculator(page, "meshal/timeline")
    typed(calc.locator("input[name=gap-0]"), 2)
    typed(calc.locator("input[name=acted-0]"), 2)
    calc.locator("input[name=env-high-gravity]").check()
    # High gravity: action +1 s, 2 Acted per Gap second → [Action 2][Gap 2], one second cut.
    assert calc.locator("li[data-action='1']").get_attribute("data-next") == "4"


def test_movement_and_falling(page):
    page.goto(page.base + "calculators/")
    calc = mounted_calculator(page, "meshal/movement")
    typed(calc.locator("input[name=speed]"), 2)
    typed(calc.locator("input[name=terrain]"), 1)
    assert calc.locator("[data-result=steps]").get_attribute("data-steps") == "1"
    assert calc.locator("[data-result=resistance] [data-fraction]").get_attribute("data-fraction") == "2/1"
    typed(calc.locator("input[name=own-height]"), "1.8")
    typed(calc.locator("input[name=fall-height]"), "3.6")
    fall = attack.fall_attack(Fraction("3.6"), Fraction("1.8"))
    assert fall.advantage == 3
    assert calc.locator("[data-result=fall]").get_attribute("data-advantage") == "3"
    assert calc.locator("[data-part=fall] [data-result=dice]").get_attribute("data-dice") == "6"
    assert _fraction(calc.locator("[data-part=fall]"), "hit") == fraction(
        dice.points_distribution(6).at_least(1))


def test_the_kits_exact_reads_a_field_with_or_without_the_context_first(page):
    """A calculator written before exact.js passed its context first: both forms read "1.8" as 9/5."""
    page.goto(page.base + "calculators/")
    mounted_calculator(page, "meshal/movement")
    read = page.evaluate("""async () => {
      const kit = await import(new URL("../assets/js/calculators/index.js", location.href).href);
      const input = Object.assign(document.createElement("input"), { value: "1.8" });
      const empty = document.createElement("input");
      return [kit.exact(input), kit.exact({}, input), kit.exact(empty, "1"), kit.exact({}, empty, "2")].map(String);
    }""")
    assert read == ["9/5", "9/5", "1/1", "2/1"]


@pytest.mark.parametrize("path, name", [
    ("handbook/dice/", "meshal/odds"), ("handbook/dice/", "meshal/versus"), ("handbook/combat/", "meshal/attack"),
    ("handbook/character/", "meshal/character"), ("handbook/time/", "meshal/timeline"),
    ("handbook/movement/", "meshal/movement"),
])
def test_calculators_sit_in_the_handbook(page, path, name):
    page.goto(page.base + path)
    assert mounted_calculator(page, name).locator("form").count() == 1


def test_embedded_odds_in_the_dice_chapter(page):
    page.goto(page.base + "handbook/dice/")
    odds = mounted_calculator(page, "meshal/odds")
    typed(odds.locator("input[name=pool]"), "3🎲")
    assert _fraction(odds, "success") == "19/27"


def test_a_dice_button_opens_its_odds(page):
    page.goto(page.base + "handbook/dice/")
    button = page.locator("button.meshal-dice[data-dice='3d']").first
    button.click()
    dialog = page.locator("dialog.meshal-dialog[open]")
    dialog.wait_for()
    dialog.locator("[data-mounted]").wait_for()
    assert dialog.locator("input[name=pool]").input_value() == "3d"
    assert _fraction(dialog, "success") == "19/27"
    page.keyboard.press("Escape")
    dialog.wait_for(state="hidden")
    assert page.evaluate("document.activeElement.dataset.dice") == "3d"
    # An attribute pool asks for the attribute, 3 unless changed.
    page.locator("button.meshal-dice[data-dice='Md']").first.click()
    dialog.wait_for()
    assert dialog.locator("input[name=pool]").input_value() == "Md"
    assert dialog.locator("input[name=pool-might]").input_value() == "3"
    assert _fraction(dialog, "success") == "19/27"
    dialog.get_by_role("button", name=re.compile("关闭|Close")).click()
    dialog.wait_for(state="hidden")


def _instant(page, url):
    """Navigate the way Material's instant navigation does on back/forward: a history entry and
    a popstate, which Material answers by fetching the page and swapping its content in. (Nav
    link clicks take the same path once sitemap.xml lists the pages.)"""
    page.evaluate("url => { history.pushState(null, '', url); dispatchEvent(new PopStateEvent('popstate')); }", url)


def _left_calculators(page):
    """The URL changes before instant navigation swaps the content: wait for the swap."""
    page.locator(".meshal-calc[data-calc='meshal/attack']").wait_for(state="detached")


_DICE_PAGE = re.compile(r"/handbook/dice/(#[\w-]+)?$")


def test_calculators_survive_instant_navigation(page):
    page.goto(page.base + "handbook/dice/")
    mounted_calculator(page, "meshal/odds")
    page.evaluate("window.meshalNoReload = true")  # gone if a navigation reloads the page
    _instant(page, page.base + "calculators/")
    for name in CALCULATORS:
        mounted_calculator(page, name)
    odds = mounted_calculator(page, "meshal/odds")
    typed(odds.locator("input[name=pool]"), "2d")
    assert _fraction(odds, "success") == fraction(dice.points_distribution(2).at_least(1))
    typed(mounted_calculator(page, "meshal/character").locator("input[name=attribute-might]"), 5)
    assert "c-attr=5" in page.url
    page.go_back()
    # The build's query stays on its page. Back restores the scroll position, and the theme's
    # navigation.tracking then puts the heading there in the address (#calc-attack): no query, any anchor.
    page.wait_for_url(_DICE_PAGE)
    _left_calculators(page)
    odds = mounted_calculator(page, "meshal/odds")
    assert _fraction(odds, "success") == "19/27"
    page.locator("button.meshal-dice[data-dice='3d']").first.click()
    dialog = page.locator("dialog.meshal-dialog[open]")
    assert _fraction(dialog, "success") == "19/27"
    page.keyboard.press("Escape")
    assert page.evaluate("window.meshalNoReload") is True
    # The same through the nav: to another page and back, still without a reload.
    page.locator(".md-nav__link[href$='calculators/']").first.click()
    page.wait_for_url(re.compile(r"/calculators/(\?.*)?$"))
    mounted_calculator(page, "meshal/attack")  # the calculators page is in (instant navigation swaps after the URL)
    assert page.evaluate("window.meshalNoReload") is True
    odds = mounted_calculator(page, "meshal/odds")
    typed(odds.locator("input[name=pool]"), "4d")
    assert _fraction(odds, "success") == fraction(dice.points_distribution(4).at_least(1))
    page.go_back()
    page.wait_for_url(_DICE_PAGE)
    _left_calculators(page)
    assert _fraction(mounted_calculator(page, "meshal/odds"), "success") == "19/27"


def test_both_languages_are_translated(page):
    page.goto(page.base + "en/calculators/")
    odds = mounted_calculator(page, "meshal/odds")
    assert "Dice pool" in odds.inner_text() and "Advantage" in odds.inner_text()
    assert "Hurts" in mounted_calculator(page, "meshal/attack").inner_text()
    assert "Gap" in mounted_calculator(page, "meshal/timeline").inner_text()
    assert not re.search(r"js-[a-z]", page.locator("article").inner_text())
    page.goto(page.base + "calculators/")
    odds = mounted_calculator(page, "meshal/odds")
    assert "骰池" in odds.inner_text() and "优势" in odds.inner_text()
    assert "破绽" in mounted_calculator(page, "meshal/timeline").inner_text()
    assert not re.search(r"js-[a-z]", page.locator("article").inner_text())
