"""The outsider's browser half at work: on a wiki of the coin's pack alone (``alone``, built with
the plugin pip-installed), a ``3dC`` button opens the host's dice dialog, which loads
``assets/js/coin/dice.js`` (copied from the plugin's ``assets``): three coins, the exact odds."""

from __future__ import annotations

import pytest

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
