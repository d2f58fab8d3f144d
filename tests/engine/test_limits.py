"""The rules' limits the engine and the CLI apply (issue 10, "Rules the character check does not
apply"): attributes are never below 1 (L112), a points pool is not compared with a number pool,
and wear is not spent past its maximum (L103-109, L128)."""

from __future__ import annotations

import random

import pytest
from click.testing import CliRunner

from meshal_compendium.cli import main
from meshal_compendium.problems import MeshalError
from meshal_compendium.rulesets.meshal.engine.conditions import twilight_test
from meshal_compendium.rulesets.meshal.engine.dice import pool_distribution
from meshal_compendium.rulesets.meshal.engine.movement import move
from meshal_compendium.rulesets.meshal.engine.odds import odds as engine_odds
from meshal_compendium.rulesets.meshal.engine.odds import roll_pool
from meshal_compendium.rulesets.meshal.engine.time import Timing, schedule
from meshal_compendium.rulesets.meshal.notation import parse_dice


def run(*args):
    return CliRunner().invoke(main, list(args))


def refused(code, *args, **kwargs):
    """The call raises the MeshalError ``code``; its message exists in both languages."""
    fn, *rest = args
    with pytest.raises(MeshalError) as raised:
        fn(*rest, **kwargs)
    assert raised.value.code == code
    zh, en = raised.value.message("zh"), raised.value.message("en")
    assert zh != en and code not in (zh, en)
    return raised.value


# --- attributes are at least 1 ---------------------------------------------------------------


@pytest.mark.parametrize("value", [0, -1])
def test_an_attribute_below_1_is_refused_like_the_sheet_schema_refuses_it(value):
    error = refused("dice-attribute-below-minimum", pool_distribution, parse_dice("Md"),
                    {"might": value})
    assert f"{value}" in error.message("en") and "Might" in error.message("en")
    assert "强壮" in error.message("zh")
    refused("dice-attribute-below-minimum", roll_pool, parse_dice("2d"), {"sense": value},
            random.Random(1))
    refused("dice-attribute-below-minimum", twilight_test, value, 0)


def test_an_attribute_of_1_is_fine_and_penalty_still_stops_at_1_die():
    assert pool_distribution(parse_dice("M-2d"), {"might": 1})[0] == 1  # L41: at least 1 die


@pytest.mark.parametrize("value", ["0", "-1"])
def test_cli_set_below_1_exits_1_in_both_languages(value):
    for command in ("odds", "roll"):
        for lang, word in (("en", "Might"), ("zh", "强壮")):
            result = run(command, "Md", "--set", f"M={value}", "--lang", lang)
            assert result.exit_code == 1
            assert "[dice-attribute-below-minimum]" in result.stderr and word in result.stderr
            assert "Traceback" not in result.output


# --- a points pool is not compared with a number pool ----------------------------------------


@pytest.mark.parametrize("pool, vs, defense", [
    ("3d", None, "2d+"), ("2d+", "3d", None), ("3d", "2d+", None), ("2d+", None, "3d"),
])
def test_mixed_kinds_are_refused(pool, vs, defense):
    other = {"vs": parse_dice(vs) if vs else None,
             "defense": parse_dice(defense) if defense else None}
    error = refused("odds-mixed-kinds", engine_odds, parse_dice(pool), {}, **other)
    assert "3🎲" in error.message("en") and "2🎲⁺" in error.message("zh")


def test_same_kinds_still_compare():
    assert engine_odds(parse_dice("3d"), {}, defense=parse_dice("2d")).attack is not None
    assert engine_odds(parse_dice("2d+"), {}, vs=parse_dice("3d+")).versus is not None


@pytest.mark.parametrize("args", [["3d", "--defense", "2d+"], ["2d+", "--vs", "3d"]])
def test_cli_mixed_kinds_exit_1_without_output(args):
    for lang, word in (("en", "number pool"), ("zh", "骰面")):
        result = run("odds", *args, "--lang", lang)
        assert result.exit_code == 1
        assert "[odds-mixed-kinds]" in result.stderr and word in result.stderr
        assert result.stdout == "" and "Traceback" not in result.output


# --- wear is not spent past its maximum ------------------------------------------------------


def test_a_burst_above_max_leaks_is_refused_when_the_maximum_is_given():
    pool = parse_dice("3d")
    assert engine_odds(pool, {}, burst=50).dice == 53  # no maximum given: nothing to check
    assert engine_odds(pool, {}, burst=3, max_leaks=3).dice == 6
    error = refused("wear-over-maximum", engine_odds, pool, {}, burst=4, max_leaks=3)
    assert "Leaks" in error.message("en") and "透支" in error.message("zh")
    refused("wear-over-maximum", engine_odds, pool, {}, burst=2, had_leaks=2, max_leaks=3)
    refused("wear-over-maximum", roll_pool, pool, {}, random.Random(1), burst=50, max_leaks=3)


def test_acted_above_max_acted_is_refused_when_the_maximum_is_given():
    timing = Timing(action=1, gap=2)
    assert schedule(timing, 1, acted=9).next_action == 2  # no maximum given: nothing to check
    assert schedule(timing, 1, acted=2, had_acted=1, max_acted=3).next_action == 2
    error = refused("wear-over-maximum", schedule, timing, 1, acted=9, max_acted=3)
    assert "Acted" in error.message("en") and "疲劳" in error.message("zh")
    refused("wear-over-maximum", schedule, timing, 1, acted=2, had_acted=2, max_acted=3)


def test_a_sprint_at_max_acted_is_refused():
    """L405: each sprint adds 1 Acted."""
    assert move(3, sprint=True, had_acted=2, max_acted=3).acted == 1
    refused("wear-over-maximum", move, 3, sprint=True, had_acted=3, max_acted=3)
    assert move(3, had_acted=3, max_acted=3).acted == 0  # walking spends nothing


def test_cli_burst_checks_against_sense_and_says_what_it_assumes():
    for command in ("odds", "roll"):
        over = run(command, "3d", "--burst", "50", "--set", "S=3", "--lang", "en")
        assert over.exit_code == 1 and "[wear-over-maximum]" in over.stderr
        assert "Traceback" not in over.output
        zh = run(command, "3d", "--burst", "4", "--set", "S=3", "--lang", "zh")
        assert zh.exit_code == 1 and "透支" in zh.stderr
    checked = run("odds", "3d", "--burst", "3", "--set", "S=3", "--lang", "en")
    assert checked.exit_code == 0 and "from 0 Leaks before the roll; max Leaks = Sense 3" in checked.stdout
    unchecked = run("roll", "3d", "--burst", "2", "--seed", "1", "--lang", "zh")
    assert unchecked.exit_code == 0 and "未检查最大透支" in unchecked.stdout
    assert "Assumes 0 Leaks before the roll" in " ".join(run("odds", "--help").output.split())
