"""The outsider's dice, both halves: ``meshal_coin.dice_text`` (its ``3dC`` in rule text) and
``meshal_coin/assets/dice.js`` laid out as the build copies a ruleset's assets (``assets/js/coin/``
beside the host's modules), its exact odds the coin's own Python engine's."""

from __future__ import annotations

import json
import shutil
import subprocess
from fractions import Fraction
from pathlib import Path

import pytest

from tests.js.parity import NODE

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


@pytest.fixture
def coin(monkeypatch):
    """The plugin's package, imported from its source folder (test_outsider.py pip-installs it)."""
    monkeypatch.syspath_prepend(str(HERE / "meshal-coin"))
    from meshal_coin import dice_text, odds

    return dice_text, odds


def test_its_rolls_become_buttons_and_bad_ones_are_reported(coin):
    dice_text, _ = coin
    assert dice_text.button("3dC", "zh") == (
        '<button type="button" class="meshal-dice" data-dice="3dC" data-ruleset="coin" title="计算概率">3dC</button>')
    assert dice_text.button("0dC", "en") is None
    assert [code for _, code, _ in dice_text.text_problems("flip 3dC, 0dC, 101dC or 3d")] == [
        "dice-text-count", "dice-text-count", "dice-text-unread"]


def test_its_browser_half_gives_the_engines_exact_odds(coin, tmp_path):
    _, odds = coin
    js = shutil.copytree(ROOT / "site" / "assets" / "js", tmp_path / "js")
    shutil.copytree(HERE / "meshal-coin" / "meshal_coin" / "assets", js / "coin", dirs_exist_ok=True)
    script = (f"const {{ dice }} = await import({json.dumps((js / 'coin' / 'dice.js').as_uri())});"
              "const n = await dice({ context: async () => ({ t: (k) => k }) });"
              "console.log(JSON.stringify([3, 7].map((c) => n.odds(n.parse(`${c}dC`)))));")
    done = subprocess.run([NODE, "--input-type=module", "-e", script], capture_output=True, text=True, check=True)
    expected = [{"outcomes": [{"value": k, "p": str(p)} for k, p in odds.heads(flips, Fraction(1, 2))],
                 "remainder": "0"} for flips in (3, 7)]
    assert json.loads(done.stdout) == expected
