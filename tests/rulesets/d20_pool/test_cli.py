"""``meshal odds --system d20-pool`` through the real CLI group: the JSON contract, the text in
both languages naming the ruling, the help from the catalogue, and clean errors (exit 1)."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import click
import pytest
import yaml
from click.testing import CliRunner

from meshal_compendium.cli import main
from meshal_compendium.i18n import catalogue
from meshal_compendium.rulesets.d20_pool.engine.pool import Pool, successes
from meshal_compendium.rulesets.d20_pool.engine.versus import versus, win
from meshal_compendium.rulesets.d20_pool.odds import command

KEYS = {"system", "pool", "dice", "edge", "extra", "deduct", "fortune_modifier", "ruling", "rulings",
        "distribution", "remainder"}
CONTENT = Path(__file__).parents[3] / "content" / "d20-pool"
VS_KEYS = {"vs", "vs_dice", "vs_edge", "vs_extra", "vs_deduct", "vs_fortune_modifier", "win", "concealment",
           "miss_chance", "hit"}


def run(*args):
    return invoke(["odds", "--system", "d20-pool", *args])


def invoke(args):
    return CliRunner().invoke(main, args)


def run_json(*args):
    result = run(*args, "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def exact(rows):
    return [(row["value"], Fraction(row["probability"])) for row in rows]


def test_json_contract():
    body = run_json("4d20")
    assert set(body) == KEYS | {"at_least"}
    assert (body["system"], body["pool"], body["dice"], body["ruling"], body["edge"]) == \
        ("d20-pool", "4d20", 4, "sequential", "none")
    found = successes(Pool(4))
    assert exact(body["distribution"]) == list(found.outcomes)
    assert Fraction(body["remainder"]) == found.remainder < Fraction(1, 10**12)
    assert sum(p for _, p in exact(body["distribution"])) + Fraction(body["remainder"]) == 1
    assert exact(body["at_least"])[0] == (0, Fraction(1))
    assert all("/" in row["probability"] for row in body["distribution"])   # "a/b", "1/1" for one


def test_options_reach_the_engine():
    body = run_json("3d20", "--advantage", "--extra", "1", "--deduct", "2", "--fortune-modifier", "3",
                    "--ruling", "simultaneous")
    pool = Pool(3, "advantage", 1, 2, 3, "simultaneous")
    assert exact(body["distribution"]) == list(successes(pool).outcomes)
    assert (body["edge"], body["extra"], body["deduct"], body["fortune_modifier"], body["ruling"]) == \
        ("advantage", 1, 2, 3, "simultaneous")
    assert run_json("3d20", "--advantage", "--disadvantage")["edge"] == "none"   # they cancel


def test_vs_gives_the_net_difference():
    body = run_json("5d20", "--vs", "3d20")
    assert set(body) == KEYS | VS_KEYS
    found = versus(Pool(5), Pool(3))
    assert exact(body["distribution"]) == list(found.outcomes) and Fraction(body["remainder"]) == found.remainder
    # P(win) is whole: the listed wins plus the wins inside the remainder, never the listed ones only.
    listed_wins = sum(p for v, p in found.outcomes if v > 0)
    assert listed_wins < Fraction(body["win"]) <= listed_wins + found.remainder
    assert Fraction(body["win"]) == win(Pool(5), Pool(3))
    assert body["vs"] == "3d20" and min(v for v, _ in found.outcomes) < 0
    assert sum(p for _, p in exact(body["distribution"])) + Fraction(body["remainder"]) == 1


def test_the_second_pool_takes_its_own_options():
    body = run_json("4d20", "--extra", "1", "--vs", "3d20", "--vs-advantage", "--vs-extra", "2", "--vs-deduct", "1",
                    "--vs-fortune-modifier", "-4", "--ruling", "simultaneous")
    found = versus(Pool(4, extra=1, ruling="simultaneous"), Pool(3, "advantage", 2, 1, -4, "simultaneous"))
    assert exact(body["distribution"]) == list(found.outcomes)
    assert (body["vs_dice"], body["vs_edge"], body["vs_extra"], body["vs_deduct"], body["vs_fortune_modifier"]) == \
        (3, "advantage", 2, 1, -4)
    assert (body["extra"], body["edge"]) == (1, "none")
    assert run_json("2d20", "--vs", "2d20", "--vs-advantage", "--vs-disadvantage")["vs_edge"] == "none"


@pytest.mark.parametrize(("lang", "words"), [("en", ["one die at a time (sequential)", "not listed", "successes"]),
                                             ("zh", ["逐颗投掷 (sequential)", "未列出", "成功数"])])
def test_text_names_the_ruling_in_each_language(lang, words):
    result = run("2d20", "--lang", lang)
    assert result.exit_code == 0, result.output
    assert all(word in result.output for word in words)
    other = run("2d20", "--ruling", "simultaneous", "--vs", "d20", "--lang", lang)
    assert "(simultaneous)" in other.output and ("hits" in other.output or "命中" in other.output)


def test_english_text_has_no_chinese():
    result = run("3d20", "--vs", "2d20", "--advantage", "--lang", "en")
    assert not any("\u4e00" <= c <= "\u9fff" for c in result.output)


@pytest.mark.parametrize(("args", "code"), [(["3d6"], "d20-pool-bad-pool"),
                                            (["3d20", "--ruling", "x"], "d20-pool-bad-ruling"),
                                            (["61d20"], "d20-pool-too-many-dice"),
                                            (["3d20", "--extra", "-1"], "d20-pool-negative-count"),
                                            (["3d20", "--vs", "three"], "d20-pool-bad-pool"),
                                            (["3d20", "--vs-extra", "1"], "d20-pool-vs-options-need-vs"),
                                            (["3d20", "--vs", "2d20", "--vs-deduct", "-1"], "d20-pool-negative-count"),
                                            (["11d20", "--vs", "2d20", "--ruling", "simultaneous"],
                                             "d20-pool-vs-too-many-dice")])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_bad_input_is_one_clear_line_and_exit_1(args, code, lang):
    result = run(*args, "--lang", lang)
    assert result.exit_code == 1
    assert f"[{code}]" in result.output and "Traceback" not in result.output
    assert result.output.strip().count("\n") == 0


def test_help_comes_from_the_catalogue_in_both_languages():
    texts = catalogue()
    options = [p.name for p in command.params if isinstance(p, click.Option) and p.name not in ("as_json", "lang")]
    assert len(options) == 28
    for lang in ("zh", "en"):
        shown = " ".join(invoke(["odds", "--system", "d20-pool", "--help", "--lang", lang]).output.split())
        assert "meshal odds --system d20-pool 4d20" in shown
        for name in options:
            assert texts[f"help-odds-d20-pool--{name}"][lang][:12] in shown


def test_meshal_odds_still_works_after_a_d20_pool_run_in_the_same_process():
    """``meshal odds`` takes the chosen system's options while parsing; the next run must not see them."""
    assert run("2d20", "--help").exit_code == 0 and run("2d20", "--json").exit_code == 0
    meshal = invoke(["odds", "3d", "--json"])
    assert meshal.exit_code == 0, meshal.output
    assert json.loads(meshal.stdout)["mean"] == "1/1"


def _rulings() -> dict[str, dict]:
    entries = [e for name in ("errata.yaml", "rulings.yaml") for e in yaml.safe_load((CONTENT / name).read_text())]
    return {e["id"]: e for e in entries if e["kind"] == "ruling"}


@pytest.mark.parametrize("ruling", ["sequential", "simultaneous"])
def test_the_json_names_every_ruling_its_numbers_use_with_the_reading(ruling):
    body = run_json("2d20", "--vs", "1d20", "--ruling", ruling)
    known = _rulings()
    assert body["rulings"]["d20-pool-order"] == body["ruling"] == ruling
    assert set(body["rulings"]) == {"d20-pool-order", "d20-extra-deduct-order", "d20-fortune-extra", "d20-dc-check"}
    for ruling_id, reading in body["rulings"].items():   # each a ruling entry, each reading one of its own
        assert reading in {r["id"] for r in known[ruling_id]["readings"]}
        if ruling_id != "d20-pool-order":                # the engine computes only the default of these
            assert reading == known[ruling_id]["default"]


@pytest.mark.parametrize("lang, said", [("en", "Ruling d20-extra-deduct-order: extra successes added"),
                                        ("zh", "裁定 d20-fortune-extra: 机缘检定失败从总数中扣一个成功")])
def test_the_text_says_each_reading_in_the_users_language(lang, said):
    result = run("2d20", "--lang", lang)
    assert result.exit_code == 0 and said in result.output


@pytest.mark.parametrize("lang, reason", [("en", "the engine's limit, not the document's"),
                                          ("zh", "是引擎的限制, 不是原文的规则")])
def test_a_pool_over_the_limit_says_the_limit_is_the_engines_and_why(lang, reason):
    result = run("61d20", "--lang", lang)
    assert result.exit_code == 1 and "60" in result.output and reason in result.output
    assert "Traceback" not in result.output
