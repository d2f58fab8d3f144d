"""The outsider's browser half at work: on a wiki of the coin's pack alone (``alone``, built with
the plugin pip-installed), a ``3dC`` button opens the host's dice dialog, which loads
``assets/js/coin/dice.js`` (copied from the plugin's ``assets``): three coins, the exact odds. Its
workshop knows no other ruleset: it starts on a coin, previews its rolls with the coin's dice and
checks them, and the coin's own rule (``assets/checks.js``) as ``meshal validate`` does."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.outsider.test_outsider import alone, installed, meshal  # noqa: F401 — the fixtures this test builds on
from tests.serving import serving
from tests.site.contexts import opened

pytestmark = pytest.mark.full


def test_a_coin_button_flips_and_shows_exact_odds(alone, browser):  # noqa: F811
    assert (alone / "en" / "assets" / "js" / "coin" / "dice.js").is_file()
    # The rules chapter writes "Flip three: 3dC."; opened() fails on any console error.
    with serving(alone) as url, opened(browser, url + "en/coin/coin-rules/") as page:
        page.locator("button.meshal-dice[data-ruleset=coin]").click()
        dialog = page.locator("dialog.meshal-dialog[open]")
        shown = dialog.locator("[data-result=roll]")
        shown.wait_for()
        faces = [int(f) for f in shown.get_attribute("data-faces").split(",")]
        assert len(faces) == 3 and set(faces) <= {0, 1} and int(shown.get_attribute("data-value")) == sum(faces)
        dialog.locator(".meshal-roll__odds summary").click()
        chart = dialog.locator(".meshal-chart tbody tr").evaluate_all("""rs => rs.map(r => [r.dataset.value,
            r.querySelector('.meshal-chart__p .meshal-fraction').dataset.fraction])""")
        assert chart == [["0", "1/8"], ["1", "3/8"], ["2", "3/8"], ["3", "1/8"]]


A_COIN = """kind: coin
id: sure-coin
name: {zh: 必正硬币, en: Sure Coin}
summary: {zh: 抛 3dC., en: Flip 3dC or 2d.}
heads: 100
"""


def test_its_workshop_writes_previews_and_checks_a_coin(alone, browser):  # noqa: F811
    with serving(alone) as url, opened(browser, url + "en/workshop/") as page:
        workshop = page.locator(".meshal-workshop")
        kinds = workshop.locator("select[name=new-kind]")
        kinds.wait_for()
        assert kinds.input_value() == "coin"  # the page's ruleset's first kind, not another's
        workshop.locator("button[name=new-entry]").click()
        workshop.locator("textarea[name=yaml]").fill(A_COIN)
        # "2d" is no coin roll (its dice checks, as dice_text's); an entry with it is not loaded further.
        problems = workshop.locator(".meshal-workshop__yaml-problems [data-code]")
        expect(problems).to_have_count(1)
        expect(problems).to_have_attribute("data-code", "dice-text-unread")
        # The preview's roll is a button of the coin's dice; the one it cannot read stays text.
        preview = workshop.locator(".meshal-workshop__page")
        expect(preview).to_contain_text("or 2d.")
        preview.locator("button.meshal-dice[data-ruleset=coin][data-dice='3dC']").click()
        shown = page.locator("dialog.meshal-dialog[open] [data-result=roll]")
        shown.wait_for()
        assert len(shown.get_attribute("data-faces").split(",")) == 3
        page.keyboard.press("Escape")
        # Once its rolls read, the coin's own rule (assets/checks.js) speaks at its field.
        source = workshop.locator("textarea[name=yaml]")
        source.fill(source.input_value().replace(" or 2d.", "."))
        certain = workshop.locator('.meshal-workshop__problems[data-for="/heads"] [data-code="coin-certain"]')
        expect(certain).to_contain_text("comes up heads 100% of the time always lands the same way")
        expect(problems).to_have_count(1)
