"""The tactics calculators in a real Chromium, on a phone: each shows the engine's exact values,
in both languages; the weapon pages' damage calculator starts on their weapon."""

from __future__ import annotations

from fractions import Fraction
from functools import partial

from meshal_compendium.rulesets.tactics.engine.damage import Attack, hp_prefix
from meshal_compendium.rulesets.tactics.engine.exchange import exchange
from meshal_compendium.rulesets.tactics.engine.initiative import acts_first
from meshal_compendium.rulesets.tactics.engine.listing import listed
from tests.site.contexts import PHONE, opened, typed

from .tables import IRON_SWORD, MONSTER_CLAW


def calculator(page, name: str):
    node = page.locator(f'.meshal-calc[data-calc="tactics/{name}"][data-mounted]').first
    node.locator(".meshal-results").wait_for()
    return node


def shown(node, result: str) -> str:
    return node.locator(f'[data-result="{result}"] [data-fraction]').first.get_attribute("data-fraction")


def exact(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"


def test_a_weapon_pages_damage_calculator(browser, site_url):
    with opened(browser, f"{site_url}en/tactics/weapons/monster-claw/", **PHONE) as page:
        damage = calculator(page, "damage")
        assert damage.locator("select[name=hit-weapon]").input_value() == "monster-claw"
        typed(damage.locator("input[name=hit-multiplier]"), "50%")
        typed(damage.locator("input[name=hit-defense]"), "2")
        found = listed(partial(hp_prefix, Attack(5, MONSTER_CLAW, Fraction(1, 2), 2)))
        page.wait_for_function("(want) => document.querySelector('[data-result=remainder] [data-fraction]')"
                               "?.dataset.fraction === want", arg=exact(found.remainder))
        rows = damage.locator(".meshal-chart tbody tr")
        assert rows.count() == len(found.outcomes)
        assert damage.locator('[data-result="multiplier"] dd').inner_text() == "×1/2"
        assert page.evaluate("document.documentElement.scrollWidth") <= 390


def test_the_exchange_of_the_worked_example_in_chinese(browser, site_url):
    with opened(browser, f"{site_url}tactics/tactics-basics/", **PHONE) as page:
        node = calculator(page, "exchange")
        found = exchange(Attack(5, IRON_SWORD, Fraction(1, 2), 5), Attack(5, MONSTER_CLAW, Fraction(1), 3), 6, 1)
        assert "攻击者再攻击一次" in node.locator('[data-result="pursuit"]').inner_text()
        assert shown(node, "remainder-defender") == exact(found.defender.remainder)
        assert shown(node, "remainder-attacker") == exact(found.attacker.remainder)


def test_a_built_warrior(browser, site_url):
    with opened(browser, f"{site_url}en/tactics/tactics-basics/", **PHONE) as page:
        node = calculator(page, "character")
        node.locator("select[name=class]").select_option("warrior-candidate")
        node.locator("select[name=class]").dispatch_event("input")
        hp = node.locator('[data-result="hp"] dd')
        page.wait_for_function("() => document.querySelector('[data-result=hp] dd')?.textContent === '14'")
        # Str 2 + 1 + 2, Vit 2 + 1 + 1, Per 2 + 1: HP 3 + 4×2 + 3, defense 4÷2
        assert hp.inner_text() == "14"
        assert node.locator('[data-result="defense"] dd').inner_text() == "2"
        assert "Str 5" in node.locator('[data-result="attributes"] dd').inner_text()
        assert shown(node, "acts-first") == exact(acts_first(2, 2))  # Dex 2 against the rival's 2: one half
        node.locator("select[name=free-2]").select_option("str")
        node.locator("select[name=free-2]").dispatch_event("input")
        node.locator(".meshal-calc__error[data-code=tactics-free-points]").wait_for()


def test_the_exchange_with_hp_shield_and_poison(browser, site_url):
    from meshal_compendium.rulesets.tactics.engine.exchange import Readings, Status, exchange_with_hp

    with opened(browser, f"{site_url}en/tactics/tactics-basics/", **PHONE) as page:
        node = calculator(page, "exchange")
        typed(node.locator("input[name=attacker-hp]"), "12")
        typed(node.locator("input[name=defender-hp]"), "3")
        typed(node.locator("input[name=attacker-poison]"), "2")
        node.locator("input[name=defender-shield]").check()
        node.locator("select[name=shield-reading]").select_option("any-hit")
        node.locator("select[name=shield-reading]").dispatch_event("input")
        found = exchange_with_hp(Attack(5, IRON_SWORD, Fraction(1, 2), 5), Attack(5, MONSTER_CLAW, Fraction(1), 3),
                                 6, 1, 12, 3, (Status(poison=2), Status(shield=True)), Readings("any-hit"))
        page.wait_for_function("(want) => document.querySelector('[data-result=remainder-attacker] [data-fraction]')"
                               "?.dataset.fraction === want", arg=exact(found.attacker.remainder))
        assert shown(node, "remainder-defender") == exact(found.defender.remainder)
        assert node.locator(".meshal-chart").nth(1).locator("tbody tr").count() == len(found.attacker.outcomes)


def test_burning_and_production_on_the_statuses_page(browser, site_url):
    from meshal_compendium.rulesets.tactics.engine.plain import burning, production

    with opened(browser, f"{site_url}en/tactics/tactics-adventure/", **PHONE) as page:
        node = calculator(page, "plain")
        typed(node.locator("input[name=plain-dice]"), "3")
        page.wait_for_function("() => document.querySelectorAll('.meshal-calc--tactics-plain .meshal-chart tbody tr')"
                               ".length === 16")
        assert node.locator('[data-result="mean"] dd').inner_text().startswith("21/2")
        assert len(burning(3)) == 16
        node.locator("select[name=plain-form]").select_option("production")
        node.locator("select[name=plain-form]").dispatch_event("input")
        page.wait_for_function("() => document.querySelectorAll('.meshal-calc--tactics-plain .meshal-chart tbody tr')"
                               ".length === 7")
        assert len(production(3)) == 7  # 0 … 6 resources
        assert node.locator('[data-result="mean"] dd').inner_text() == "2"  # 3 × 4/6


def test_a_daily_check_on_the_dice_section(browser, site_url):
    from meshal_compendium.rulesets.tactics.engine.check import success

    with opened(browser, f"{site_url}en/tactics/tactics-basics/", **PHONE) as page:
        node = calculator(page, "damage")
        node.locator("select[name=hit-weapon]").select_option("iron-sword")
        node.locator("select[name=hit-weapon]").dispatch_event("input")
        typed(node.locator("input[name=check-difficulty]"), "7")
        page.wait_for_function("() => document.querySelector('.meshal-calc--tactics-damage [data-result=check]')")
        assert shown(node, "check") == exact(success(2, IRON_SWORD, 7, "table"))
        node.locator("select[name=check-reading]").select_option("faces")
        node.locator("select[name=check-reading]").dispatch_event("input")
        want = exact(success(2, IRON_SWORD, 7, "faces"))
        node.locator(f'[data-result="check"] [data-fraction="{want}"]').wait_for()


def write_table(node, side: str, faces) -> None:
    """Fill a calculator side's six face rows with ``faces`` (each damage, ⚡ and 🔥 set)."""
    for i, face in enumerate(faces, start=1):
        typed(node.locator(f"input[name={side}-face-{i}]"), face.damage)
        node.locator(f"input[name={side}-face-{i}-critical]").set_checked(face.critical)
        node.locator(f"input[name={side}-face-{i}-burning]").set_checked(face.burning)


def test_a_table_written_in_the_damage_calculator(browser, site_url):
    """The CLI's --weapon-faces as six face rows: its HP lost, burning chance and the ruling it takes."""
    from meshal_compendium.rulesets.tactics.engine.damage import burning_chance
    from meshal_compendium.rulesets.tactics.odds import parse_faces

    with opened(browser, f"{site_url}en/tactics/tactics-basics/", **PHONE) as page:
        node = calculator(page, "damage")
        rows = node.locator("[data-custom-table]")
        assert rows.is_hidden()
        node.locator("select[name=hit-weapon]").select_option("(table)")
        node.locator("select[name=hit-weapon]").dispatch_event("input")
        rows.wait_for()
        faces = parse_faces("1,1,2,2,!3*,4")
        write_table(node, "hit", faces)  # over the rows it starts with: the first weapon's table
        typed(node.locator("input[name=hit-defense]"), "2")
        found = listed(partial(hp_prefix, Attack(5, faces, Fraction(1), 2)))
        node.locator(f'[data-result="remainder"] [data-fraction="{exact(found.remainder)}"]').wait_for()
        assert shown(node, "burning") == exact(burning_chance(5, faces))
        assert node.locator(".meshal-chart tbody tr").count() == len(found.outcomes)
        assert node.locator('[data-result="ruling"]').evaluate_all("ps => ps.map(p => p.dataset.ruling)") == [
            "tactics-crit-chain"]
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        for face in range(1, 7):
            node.locator(f"input[name=hit-face-{face}-critical]").check()
        node.locator(".meshal-calc__error[data-code=tactics-weapon-endless]").wait_for()


def test_an_exchange_against_a_written_table(browser, site_url):
    from meshal_compendium.rulesets.tactics.odds import parse_faces

    with opened(browser, f"{site_url}en/tactics/tactics-basics/", **PHONE) as page:
        node = calculator(page, "exchange")
        node.locator("select[name=defender-weapon]").select_option("(table)")
        node.locator("select[name=defender-weapon]").dispatch_event("input")
        table = parse_faces("1,1,2,2,3,!4")
        write_table(node, "defender", table)
        found = exchange(Attack(5, IRON_SWORD, Fraction(1, 2), 5), Attack(5, table, Fraction(1), 3), 6, 1)
        want = exact(found.attacker.remainder)
        node.locator(f'[data-result="remainder-attacker"] [data-fraction="{want}"]').wait_for()
        assert shown(node, "remainder-defender") == exact(found.defender.remainder)


def test_production_where_buildings_are_described(browser, site_url):
    """The Statuses page's calculator again, under 10.2, opened on the workers' dice."""
    from meshal_compendium.rulesets.tactics.engine.plain import production

    with opened(browser, f"{site_url}en/tactics/tactics-domains/", **PHONE) as page:
        node = calculator(page, "production")
        assert node.locator("select[name=plain-form]").input_value() == "production"
        typed(node.locator("input[name=plain-dice]"), "4")
        page.wait_for_function("() => document.querySelectorAll("
                               "'.meshal-calc--tactics-production .meshal-chart tbody tr').length === 9")
        assert len(production(4)) == 9  # 0 … 8 resources
        assert node.locator('[data-result="mean"] dd').inner_text().startswith("8/3")  # 4 × 4/6
