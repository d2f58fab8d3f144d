"""Stances and deafness with cover, a shield, friendly fire (L104, L277-280, L335, L343, L414):
each round played out attack by attack from the faces of the 1D100, written out here, under both
readings of rulings woss-stance-interrupted and woss-stance-immune."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from click.testing import CliRunner

from meshal_compendium.cli import main
from meshal_compendium.rulesets.woss.engine import check
from meshal_compendium.rulesets.woss.engine.stances import stance_round

ASNA = ("odds", "--system", "woss", "1d100+35", "--dodge", "60", "--block", "75")
STEP = {"wounding": 5, "assassinating": 1, "swift": 1}


def face_outcome(face: int, hit: int, dodge: int, block: int, cover: int, shield: bool, ally: bool) -> str:
    """L343 cover reads the face first, L335 friendly fire the face (≤ 50), then the check; L104 a
    shield makes a total not above the block immune."""
    total = face + hit
    if face <= cover:
        return "blocked"
    if ally and face <= 50:
        return "ally"
    if total < dodge:
        return "miss"
    if shield and total <= block:
        return "immune"
    return "crit" if total >= block else "hit"


def attack_odds(hit: int, cover: int, shield: bool, ally: bool, deaf: bool) -> dict[str, Fraction]:
    found: dict[str, Fraction] = {}
    keep = Fraction(1, 2) if deaf else Fraction(1)
    for face in range(1, 101):
        name = face_outcome(face, hit, 60, 75, cover, shield, ally)
        found[name] = found.get(name, Fraction(0)) + keep / 100
    return {**found, "failed": 1 - keep} if deaf else found


def effect(stance: str, name: str, run: int, interrupted: str, immune: str) -> tuple[int, int]:
    """(run after, gained) of one attack: the readings written out; focus gains the hit itself."""
    grow = (run + 1, 1 if stance == "focus" else STEP[stance] * (run + 1))
    if name == "miss" or (name in ("blocked", "ally", "failed") and interrupted == "breaks"):
        return 0, 0
    if name in ("blocked", "ally", "failed"):
        return run, 0
    if name == "immune":
        if immune == "miss":
            return 0, 0
        if stance == "wounding":
            return run, 0
        name = "hit"
    if stance == "assassinating" and name == "hit":
        return run, 0
    return grow


def played(stance: str, attacks: int, hit: int, situation: tuple, interrupted: str, immune: str) -> dict[int, Fraction]:
    """Every sequence of outcomes over the round; focus's hit rises +5 a step of its run."""
    found: dict[int, Fraction] = {}

    def go(left: int, run: int, total: int, p: Fraction) -> None:
        if not left:
            found[total] = found.get(total, Fraction(0)) + p
            return
        bonus = 5 * (run + 1) if stance == "focus" else 0
        for name, q in attack_odds(hit + bonus, *situation).items():
            after, gained = effect(stance, name, run, interrupted, immune)
            go(left - 1, after, total + gained, p * q) if q else None

    go(attacks, 0, 0, Fraction(1))
    return found


SITUATIONS = [(30, False, False, False), (0, True, False, False), (0, False, True, False), (0, False, False, True),
              (50, True, False, True), (0, True, True, True), (30, False, True, True)]


def situation_of(cover: int, shield: bool, ally: bool) -> check.Situation:
    return check.Situation({0: None, 30: "small", 50: "medium"}[cover], shield, False, ally)


@pytest.mark.parametrize("situation", SITUATIONS)
@pytest.mark.parametrize("stance", ["wounding", "assassinating", "swift"])
@pytest.mark.parametrize(("interrupted", "immune"), [("breaks", "no-damage"), ("skips", "miss")])
def test_a_stance_in_a_situation_is_the_round_played_out(situation, stance, interrupted, immune):
    picked = {"woss-stance-interrupted": interrupted, "woss-stance-immune": immune}
    cover, shield, ally, deaf = situation
    tiers = check.outcomes(35, 60, 75, situation=situation_of(cover, shield, ally), deaf=deaf)
    found = stance_round(stance, tiers, 3, picked).total
    assert {v: p for v, p in found.items() if p} == played(stance, 3, 35, situation, interrupted, immune)


@pytest.mark.parametrize("situation", SITUATIONS)
@pytest.mark.parametrize(("interrupted", "immune"), [("breaks", "no-damage"), ("skips", "miss")])
def test_the_focus_attack_in_a_situation_is_the_round_played_out(situation, interrupted, immune):
    picked = {"woss-stance-interrupted": interrupted, "woss-stance-immune": immune}
    cover, shield, ally, deaf = situation
    hits, each = check.focus_attack(20, 60, 75, 3, rulings=picked, situation=situation_of(cover, shield, ally),
                                    deaf=deaf)
    assert {n: p for n, p in hits.items() if p} == played("focus", 3, 20, situation, interrupted, immune)
    assert sum(each) == sum(n * p for n, p in hits.items())


def test_the_boundaries_of_cover_and_the_shield():
    """Face 30 is blocked by small cover and 31 is not; a total equal to the block is immune."""
    sure = check.Situation("small", shield=True)
    assert check.outcome_of(30, 45, 60, 75, situation=sure) == "blocked"
    assert check.outcome_of(31, 44, 60, 75, situation=sure) == "immune"  # total 75 = block
    assert check.outcome_of(31, 45, 60, 75, situation=sure) == "critical"  # 76 > block
    swift = {"woss-stance-interrupted": "breaks"}
    one = check.outcomes(44, 60, 75, situation=sure)  # faces 1-30 blocked, 31 immune …
    assert stance_round("swift", one, 1, swift).total[0] == Fraction(30, 100) + one["miss"]


def run(*args: str):
    return CliRunner().invoke(main, [*ASNA, *args])


def test_the_json_names_the_stance_rulings_it_used():
    body = json.loads(run("--stance", "wounding", "--attacks", "3", "--cover", "small", "--shield",
                          "--ruling", "woss-stance-interrupted=skips", "--json").stdout)
    assert body["rulings"]["woss-stance-interrupted"] == "skips"
    assert body["rulings"]["woss-stance-immune"] == "no-damage"
    want = played("wounding", 3, 35, (30, True, False, False), "skips", "no-damage")
    total = {row["value"]: Fraction(row["probability"]) for row in body["stance"]["total"]}
    assert {v: p for v, p in total.items() if p} == want
    plain = json.loads(run("--stance", "wounding", "--attacks", "3", "--json").stdout)["rulings"]
    assert "woss-stance-interrupted" not in plain and "woss-stance-immune" not in plain
    deaf = json.loads(run("--focus-attacks", "2", "--deaf", "--json").stdout)
    assert deaf["rulings"]["woss-stance-interrupted"] == "breaks" and "woss-stance-immune" not in deaf["rulings"]
    assert sum(Fraction(r["probability"]) for r in deaf["focus_attack"]["hits"]) == 1


@pytest.mark.parametrize(("lang", "words"), [("en", "ends the run, like a miss"), ("zh", "像失手一样中断连击")])
def test_the_text_says_the_stance_ruling(lang, words):
    result = run("--stance", "swift", "--attacks", "2", "--friendly-fire", "--lang", lang)
    assert result.exit_code == 0 and words in result.output
