"""Words: English counts take singular or plural forms from the catalogue (``{n:step|steps}``)."""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from meshal_compendium.cli import main
from meshal_compendium.i18n import catalogue, is_one, render, t

UNITS = (r"(?:steps?|dice|die|entry|entries|errors?|warnings?|files?|pages?|chapters?|terms?|seconds?|limbs?"
         r"|multiples?|accessor(?:y|ies)|bytes?|contradictions?)")
BARE_COUNT = re.compile(rf"\{{\w+\}} {UNITS}\b")


@pytest.mark.parametrize("count, expected", [(0, "0 steps"), (1, "1 step"), (2, "2 steps"), ("1/1", "1/1 step"),
                                             ("1/2", "1/2 steps"), ("?", "? steps")])
def test_a_count_takes_its_form(count, expected):
    assert render("{n:step|steps}", "en", n=count) == expected
    assert is_one(count) == expected.endswith("step")


def test_ordinary_format_specs_still_work():
    assert render("{n:+d} s, {m}", "en", n=3, m="x") == "+3 s, x"


def test_the_validate_summary_counts_in_english_and_chinese():
    assert t("validate-summary", "en", entries=1, errors=1, warnings=2) == "checked 1 entry: 1 error, 2 warnings."
    assert t("validate-summary", "en", entries=0, errors=2, warnings=1) == "checked 0 entries: 2 errors, 1 warning."
    assert t("validate-summary", "zh", entries=1, errors=1, warnings=2) == "已检查 1 个条目: 1 个错误, 2 个警告."


def test_no_english_string_counts_without_its_forms():
    """A number followed by a unit is written with both forms, never "{n} steps" or "limb(s)"."""
    bad = [(key, text["en"]) for key, text in catalogue().items()
           if BARE_COUNT.search(text["en"]) or re.search(r"\w\(s\)", text["en"])]
    assert bad == []


def test_no_chinese_string_uses_plural_forms():
    assert [key for key, text in catalogue().items() if re.search(r"\{\w+:[^{}]*\|", text["zh"])] == []


def test_odds_of_one_die_say_die():
    result = CliRunner().invoke(main, ["odds", "1d", "--lang", "en"])
    assert result.output.splitlines()[0] == "1🎲: 1 die, counting points (dice showing 5 or 6)"
