"""A dice button in WOSS, d20 pool and tactics rule text opens the shared dialog through its
ruleset's browser half: faces rolled at once, and the exact odds one click below, the engine's own
(``make_vectors``), in English and in Chinese. One page per ruleset and language of the shipped site."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from tests.dice.make_vectors import _d20, _tactics, _woss

ENGINES = {"woss": _woss, "d20-pool": _d20, "tactics": _tactics}
TITLES = {"en": "Odds of", "zh": "的概率"}
ODDS = {"en": "Odds of this pool", "zh": "这组骰的概率"}


def _first_page_with(built: Path, lang: str, ruleset: str) -> str:
    """The address (below the site's root) of the first page of ``ruleset`` with a dice button."""
    root = built / "en" if lang == "en" else built
    marker = f'data-ruleset="{ruleset}"'
    for page in sorted((root / ruleset).rglob("index.html")):
        if marker in page.read_text(encoding="utf-8"):
            return page.parent.relative_to(built).as_posix() + "/"
    raise AssertionError(f"no {ruleset} page in {lang} has a dice button")


@pytest.mark.full
@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("ruleset", list(ENGINES))
def test_a_dice_button_of_each_ruleset_rolls_and_shows_exact_odds(page, built, ruleset, lang):
    page.goto(page.base + _first_page_with(built, lang, ruleset))
    button = page.locator(f"button.meshal-dice[data-ruleset='{ruleset}']").first
    written = button.get_attribute("data-dice")
    button.click()
    dialog = page.locator("dialog.meshal-dialog[open]")
    shown = dialog.locator("[data-result=roll]")
    shown.wait_for()
    assert TITLES[lang] in dialog.locator(".meshal-dialog__title").inner_text()
    faces = [int(f) for f in shown.get_attribute("data-faces").split(",")]
    assert faces and dialog.locator(".meshal-roll__face").count() == len(faces)
    expected = ENGINES[ruleset](written)
    listed = {o["value"] for o in expected["outcomes"]}
    assert int(shown.get_attribute("data-value")) in listed or expected["remainder"] != "0"
    dialog.locator(".meshal-roll__odds summary", has_text=ODDS[lang]).click()
    rows = dialog.locator(".meshal-chart tbody tr")
    rows.first.wait_for()
    chart = dict(rows.evaluate_all("""rs => rs.map(r => [Number(r.dataset.value),
        r.querySelector('.meshal-chart__p .meshal-fraction').dataset.fraction])"""))
    assert {v: Fraction(p) for v, p in chart.items()} == {o["value"]: Fraction(o["p"]) for o in expected["outcomes"]}
