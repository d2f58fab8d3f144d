"""Every calculator keeps its inputs in the URL, like the character builder: a GM sends the link
and the other player opens the same numbers."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

from tests.site.contexts import mounted_calculator, typed


def _query(page):
    return {k: v[0] for k, v in parse_qs(urlsplit(page.url).query).items()}


def _reopen(page):
    """The link as sent: a fresh load of the same URL."""
    url = page.url
    page.goto("about:blank")
    page.goto(url)


def test_odds_inputs_survive_the_link(page):
    page.goto(page.base + "calculators/")
    odds = mounted_calculator(page, "meshal/odds")
    typed(odds.locator("input[name=pool]"), "4d")
    typed(odds.locator("input[name=pool-advantage]"), 1)
    assert _query(page) == {"odds.pool": "4d", "odds.pool-advantage": "1"}
    success = odds.locator("[data-result=success] [data-fraction]").get_attribute("data-fraction")
    _reopen(page)
    odds = mounted_calculator(page, "meshal/odds")
    assert odds.locator("input[name=pool]").input_value() == "4d"
    assert odds.locator("input[name=pool-advantage]").input_value() == "1"
    assert odds.locator("[data-result=success] [data-fraction]").get_attribute("data-fraction") == success


def test_versus_attack_and_movement_share_one_link(page):
    page.goto(page.base + "en/calculators/")
    typed(mounted_calculator(page, "meshal/versus").locator("input[name=theirs]"), "2d")
    attack = mounted_calculator(page, "meshal/attack")
    attack.locator("input[name=type-physical]").uncheck()
    attack.locator("select[name=defense]").select_option("dodge")
    movement = mounted_calculator(page, "meshal/movement")
    movement.locator("input[name=sprint]").check()
    typed(movement.locator("input[name=speed]"), 5)
    query = _query(page)
    assert query["versus.theirs"] == "2d" and query["attack.type-physical"] == "0"
    assert query["attack.defense"] == "dodge" and query["movement.sprint"] == "1" and query["movement.speed"] == "5"
    _reopen(page)
    assert mounted_calculator(page, "meshal/versus").locator("input[name=theirs]").input_value() == "2d"
    assert not mounted_calculator(page, "meshal/attack").locator("input[name=type-physical]").is_checked()
    assert mounted_calculator(page, "meshal/attack").locator("select[name=defense]").input_value() == "dodge"
    assert mounted_calculator(page, "meshal/movement").locator("input[name=sprint]").is_checked()
    assert mounted_calculator(page, "meshal/movement").locator("input[name=speed]").input_value() == "5"


def test_timeline_rows_survive_the_link(page):
    page.goto(page.base + "handbook/time/")
    timeline = mounted_calculator(page, "meshal/timeline")
    timeline.locator("button.md-button").click()
    typed(timeline.locator("input[name=action-1]"), 3)
    timeline.locator("input[name=along-1]").check()
    summary = timeline.locator(".meshal-timeline__summary").inner_text()
    assert _query(page)["timeline.rows"] == "2"
    _reopen(page)
    timeline = mounted_calculator(page, "meshal/timeline")
    assert timeline.locator("li[data-row]").count() == 2
    assert timeline.locator("input[name=action-1]").input_value() == "3"
    assert timeline.locator(".meshal-timeline__summary").inner_text() == summary


def test_a_dice_dialog_leaves_the_url_alone(page):
    page.goto(page.base + "handbook/dice/")
    page.locator("button.meshal-dice[data-dice='3d']").first.click()
    dialog = page.locator("dialog.meshal-dialog[open]")
    dialog.locator("[data-result=roll]").wait_for()
    typed(dialog.locator("input[name=pool-advantage]"), 2)
    assert urlsplit(page.url).query == ""
