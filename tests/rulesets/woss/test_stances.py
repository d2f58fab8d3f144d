"""The stances that grow with a run (L278-280: wounding, assassinating, swift) and deafness's 50%
spell failure (L414), against every sequence of a round's outcomes written out here."""

from __future__ import annotations

import json
from fractions import Fraction
from itertools import product

import pytest
from click.testing import CliRunner

from meshal_compendium.cli import main
from meshal_compendium.rulesets.woss.engine import check
from meshal_compendium.rulesets.woss.engine.stances import stance_round

ASNA = ("odds", "--system", "woss", "1d100+35", "--dodge", "60", "--block", "75")
STEP = {"wounding": 5, "assassinating": 1, "swift": 1}


def played(stance: str, odds: dict[str, Fraction], attacks: int, run_of: str = "criticals") -> dict[int, Fraction]:
    """Every sequence of miss / hit / crit over the round, its bonus counted blow by blow."""
    found: dict[int, Fraction] = {}
    for blows in product(odds, repeat=attacks):
        run = bonus = 0
        p = Fraction(1)
        for blow in blows:
            p *= odds[blow]
            if blow == "miss":
                run = 0
            elif stance != "assassinating" or blow == "crit":
                run += 1
                bonus += STEP[stance] * run
            elif run_of == "hits":
                run += 1
        found[bonus] = found.get(bonus, Fraction(0)) + p
    return {v: p for v, p in found.items() if p}


def three_ways(hit: int, dodge: int, block: int) -> dict[str, Fraction]:
    tiers = check.tiers(hit, dodge, block)
    crit = sum((p for t, p in tiers.items() if t not in ("miss", "hit")), Fraction(0))
    return {"miss": tiers["miss"], "hit": tiers["hit"], "crit": crit}


@pytest.mark.parametrize("stance", list(STEP))
@pytest.mark.parametrize("attacks", [1, 3, 4])
@pytest.mark.parametrize("run_of", ["criticals", "hits"])
def test_each_stance_is_the_round_played_out(stance, attacks, run_of):
    tiers = check.tiers(35, 60, 75)
    found = stance_round(stance, tiers, attacks, {"woss-assassin-run": run_of})
    assert {v: p for v, p in found.total.items() if p} == played(stance, three_ways(35, 60, 75), attacks, run_of)
    assert sum(found.each) == sum(v * p for v, p in found.total.items())


def test_the_documents_steps_when_every_blow_lands():
    # L278-280: "第1击+5，第二击+10，第三击+15" and "+1, +2, +3": a sure hit three times.
    sure = check.tiers(200, 10, 500)  # every total hits, none reaches the block
    assert stance_round("wounding", sure, 3).total == {30: Fraction(1)}
    assert stance_round("swift", sure, 3).total == {6: Fraction(1)}
    assert stance_round("assassinating", sure, 3).total == {0: Fraction(1)}  # no critical damage, no power
    assert stance_round("assassinating", check.tiers(200, 10, 20), 3).total == {6: Fraction(1)}


def run(*args: str):
    return CliRunner().invoke(main, [*ASNA, *args])


def test_the_json_of_a_stance_and_its_ruling():
    result = run("--stance", "assassinating", "--attacks", "3", "--ruling", "woss-assassin-run=hits", "--json")
    assert result.exit_code == 0, result.output
    body = json.loads(result.stdout)
    stance = body["stance"]
    asked = (stance["kind"], stance["attacks"], stance["step"], stance["unit"])
    assert asked == ("assassinating", 3, 1, "damage-power")
    want = played("assassinating", three_ways(35, 60, 75), 3, "hits")
    assert {row["value"]: Fraction(row["probability"]) for row in stance["total"]} == want
    assert len(stance["each"]) == 3
    assert body["rulings"]["woss-assassin-run"] == "hits"
    assert "woss-assassin-run" not in json.loads(run("--stance", "swift", "--attacks", "2", "--json").stdout)["rulings"]


def test_deafness_fails_half_the_spells_apart_from_the_check():
    body = json.loads(run("--deaf", "--json").stdout)
    plain = json.loads(run("--json").stdout)
    assert body["situation"]["deaf"] is True and plain["situation"]["deaf"] is False
    assert Fraction(body["tiers"]["spell-failed"]) == Fraction(1, 2)
    assert all(Fraction(body["tiers"][t]) == Fraction(p) / 2 for t, p in plain["tiers"].items())
    assert Fraction(body["hors_de_combat_unconscious"]) == Fraction(plain["hors_de_combat_unconscious"]) / 2


@pytest.mark.parametrize("lang, words", [("zh", "施法失败(耳聋)"), ("en", "Spell failed (deaf)")])
def test_the_text_names_the_failure(lang, words):
    assert words in run("--deaf", "--lang", lang).output
    assert ("创伤攻击" if lang == "zh" else "Wounding attack") in run("--stance", "wounding", "--attacks", "2",
                                                                    "--lang", lang).output


@pytest.mark.parametrize("args, code", [
    (("--stance", "wounding"), "woss-stance-form"),
    (("--attacks", "3"), "woss-stance-form"),
    (("--stance", "sneaky", "--attacks", "3"), "woss-bad-stance"),
    (("--stance", "swift", "--attacks", "0"), "woss-bad-focus-attacks"),
])
def test_bad_stances_exit_1_with_a_message(args, code):
    result = run(*args, "--lang", "en")
    assert result.exit_code == 1 and f"[{code}]" in result.output and "Traceback" not in result.output
