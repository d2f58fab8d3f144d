"""Each ruleset's dice in rule text (``rulesets/<id>/dice_text.py``): the shipped text's rolls become
buttons naming their ruleset, the shipped text has no dice problem, and bad notation is caught by
``meshal validate`` at its line and column."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from meshal_compendium import rulesets
from meshal_compendium.cli import main
from meshal_compendium.site.markup import render

ROOT = Path(__file__).resolve().parents[2]
# ruleset → (its shipped pack, rolls its text writes, a section of its pack's terms)
SHIPPED = {
    "woss": ("woss", {"1D100", "1D100+35", "1D10", "1D8", "5D4"}, "woss-combat-sequence"),
    "d20-pool": ("d20-pool", {"1d20"}, "d20-rounds"),
    "tactics": ("tactics", {"2d6", "5d6", "1d6"}, "tactics-multipliers"),
}


def _texts(pack: str) -> list[str]:
    """Every string of the pack's YAML: its rule text, names and all."""
    found: list[str] = []

    def walk(node):
        if isinstance(node, str):
            found.append(node)
        elif isinstance(node, dict):
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    for file in sorted((ROOT / "content" / pack).rglob("*.yaml")):
        walk(yaml.safe_load(file.read_text(encoding="utf-8")))
    return found


def _dice(ruleset: str):
    return rulesets.resolve(rulesets.get(ruleset).dice)


def _link(kind, id, label, lang, mid_sentence=False):
    return label or id


@pytest.mark.parametrize("ruleset", SHIPPED)
def test_the_shipped_text_rolls_become_buttons_of_their_ruleset(ruleset):
    pack, expected, _ = SHIPPED[ruleset]
    buttons = set()
    for text in _texts(pack):
        for lang in ("zh", "en"):
            html = str(render(text, lang, _link, ruleset))
            buttons |= set(re.findall(rf'<button [^>]*data-ruleset="{ruleset}"[^>]*>([^<]*)</button>', html))
    assert expected <= buttons


@pytest.mark.parametrize("ruleset", SHIPPED)
def test_the_shipped_text_has_no_dice_problem(ruleset):
    dice = _dice(ruleset)
    assert [(text, found) for text in _texts(SHIPPED[ruleset][0]) for found in dice.text_problems(text)] == []


def test_a_button_shows_the_roll_in_the_page_language_and_carries_the_keyboard_form():
    woss = _dice("woss")
    assert 'data-dice="1d100+35"' in woss.button("1d100 ＋ 35", "zh")
    assert ">1D100+35</button>" in woss.button("1d100+35", "en")
    assert 'title="计算概率"' in woss.button("1D10", "zh") and 'title="Show the odds"' in woss.button("1D10", "en")
    assert 'data-dice="5d6" data-ruleset="tactics"' in _dice("tactics").button("5D6", "en")
    assert _dice("tactics").button("5d8", "en") is None and _dice("d20-pool").button("0d20", "en") is None


def test_meshal_buttons_name_their_ruleset_too():
    assert 'data-dice="3d" data-ruleset="meshal"' in _dice("meshal").button("3🎲", "en")


def test_prose_that_only_looks_like_dice_is_left_alone():
    # [X]d6 leaves its count to the reader; a source file's hash is no roll.
    for ruleset, text in (("tactics", "[X]d6 damage, [力量4+修正1]d6"), ("tactics", "004_c5343b7744d6a09f.txt"),
                          ("woss", "001_bb3d3c42f46b6222.txt"), ("d20-pool", "a d20 system")):
        assert not re.search(_dice(ruleset).IN_TEXT, text)
        assert list(_dice(ruleset).text_problems(text)) == []


# column: where in the roll the problem is (``1D`` lacks its sides after the D)
@pytest.mark.parametrize(("ruleset", "written", "code", "column"), [
    ("tactics", "3d8", "dice-text-die", 0),
    ("tactics", "0d6", "dice-text-count", 0),
    ("tactics", "2d", "dice-text-unread", 0),
    ("d20-pool", "4d6", "dice-text-die", 0),
    ("d20-pool", "61d20", "dice-text-count", 0),
    ("woss", "1D", "woss-notation-expected-sides", 2),
    ("woss", "0D6", "woss-notation-count", 0),
    ("woss", "2D1000", "woss-notation-too-many", 0),
])
def test_validate_reports_bad_rolls_in_a_pack_of_the_ruleset(tmp_path, ruleset, written, code, column):
    pack, _, section = SHIPPED[ruleset]
    (tmp_path / "pack.yaml").write_text(
        f"id: my-house\nname: {{zh: 房规, en: House rules}}\nversion: 1.0.0\nauthors: [me]\n"
        f"license: CC0\norigin: homebrew\nlanguages: [zh, en]\nruleset: {ruleset}\ndepends: [{pack}]\n",
        encoding="utf-8")
    (tmp_path / "terms.yaml").write_text(
        f"- kind: term\n  id: my-roll\n  name: {{zh: 掷骰, en: Roll}}\n  section: {section}\n"
        f"  summary:\n    zh: \"投 {written} 次.\"\n    en: \"Roll {written}.\"\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["validate", str(tmp_path), "--lang", "en"])
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert result.output.count(f"[{code}]") == 2 and result.output.count("error:") == 2
    assert f"terms.yaml:6:{12 + column}: error:" in result.output  # zh: after `投 `
    assert f"terms.yaml:7:{15 + column}: error:" in result.output  # en: after `Roll `
