"""What the attack's situation adds to the WOSS hit check (issue 28): cover (L343), a ranged attack on
a shield-bearer (L104, ruling woss-ranged-shield-equal) and always-critical hits (L153-164, L211-212,
L319), each against an enumeration of the 100 faces written out here."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from click.testing import CliRunner

from meshal_compendium.cli import main
from meshal_compendium.problems import MeshalError
from meshal_compendium.rulesets.woss.engine import check, damage
from meshal_compendium.rulesets.woss.engine.check import Situation
from meshal_compendium.rulesets.woss.engine.notation import parse_roll

ASNA = ("odds", "--system", "woss", "1d100+35", "--dodge", "60", "--block", "75")
TABLE = [("instant-kill", 76), ("hors-de-combat", 51), ("death-blow", 26), ("critical", 0)]


def expected(hit: int, dodge: int, block: int, cover: int = 0, shield: str | None = None,
             always: bool = False) -> dict[str, Fraction]:
    counts: dict[str, int] = {}
    for face in range(1, 101):
        total = face + hit
        if face <= cover:
            out = "blocked"
        elif total < dodge:
            out = "miss"
        elif shield and (total < block or (total == block and shield == "immune")):
            out = "immune"
        else:
            out = next((tier for tier, over in TABLE if total >= block + over), "hit")
            if always and out == "hit":
                out = "critical"
        counts[out] = counts.get(out, 0) + 1
    return {k: Fraction(n, 100) for k, n in counts.items()}


def nonzero(found: dict[str, Fraction]) -> dict[str, Fraction]:
    return {k: p for k, p in found.items() if p}


@pytest.mark.parametrize(("hit", "dodge", "block"), [(35, 60, 75), (0, 30, 90), (50, 80, 70), (10, 40, 40)])
@pytest.mark.parametrize(("cover", "at_most"), [(None, 0), ("small", 30), ("medium", 50)])
@pytest.mark.parametrize("shield", [None, "immune", "critical"])
def test_cover_and_shield_against_the_faces(hit, dodge, block, cover, at_most, shield):
    rulings = {"woss-ranged-shield-equal": shield} if shield else {}
    found = check.tiers(hit, dodge, block, rulings=rulings, situation=Situation(cover, bool(shield)))
    assert nonzero(found) == expected(hit, dodge, block, at_most, shield) and sum(found.values()) == 1


@pytest.mark.parametrize(("hit", "dodge", "block"), [(35, 60, 75), (0, 30, 90), (50, 80, 70)])
def test_always_critical_turns_every_plain_hit_critical(hit, dodge, block):
    found = check.tiers(hit, dodge, block, situation=Situation(always_critical=True))
    assert nonzero(found) == expected(hit, dodge, block, always=True) and found["hit"] == 0


def test_a_sneak_attack_against_difficulty_60_is_critical_at_60_or_more():
    """L153: 1D100+35 against difficulty 60: faces 25-100 are critical or better, 76 of 100."""
    found = check.tiers(35, 60, 60, situation=Situation(always_critical=True))
    assert found["miss"] == Fraction(24, 100) and sum(p for k, p in found.items() if k != "miss") == Fraction(76, 100)


def test_outcomes_are_listed_only_for_the_situation_asked():
    assert list(check.tiers(35, 60, 75)) == ["miss", "hit", "critical", "death-blow", "hors-de-combat",
                                             "instant-kill"]
    assert list(check.tiers(35, 60, 75, situation=Situation("small", True)))[:3] == ["blocked", "miss", "immune"]


def test_unknown_cover_is_refused():
    with pytest.raises(MeshalError, match="woss-bad-cover"):
        check.tiers(35, 60, 75, situation=Situation("large"))


def test_the_cli_gives_the_situation_and_the_shield_ruling_in_json():
    result = CliRunner().invoke(main, [*ASNA, "--cover", "small", "--shield", "--json"])
    body = json.loads(result.stdout)
    assert body["situation"] == {"cover": "small", "shield": True, "always_critical": False, "friendly_fire": False,
                                 "deaf": False}
    assert body["rulings"]["woss-ranged-shield-equal"] == "immune"
    assert body["tiers"]["blocked"] == "3/10" and body["tiers"]["immune"] == "1/10"
    plain = json.loads(CliRunner().invoke(main, [*ASNA, "--json"]).stdout)
    assert "woss-ranged-shield-equal" not in plain["rulings"] and "blocked" not in plain["tiers"]


@pytest.mark.parametrize(("lang", "words"), [("en", ("Blocked by cover", "No physical damage")),
                                             ("zh", ("被阻挡", "免疫物理伤害"))])
def test_the_text_names_the_new_outcomes(lang, words):
    result = CliRunner().invoke(main, [*ASNA, "--cover", "medium", "--shield", "--lang", lang])
    assert result.exit_code == 0 and all(w in result.output for w in words)


def test_bad_cover_exits_1_with_a_message():
    result = CliRunner().invoke(main, [*ASNA, "--cover", "huge"])
    assert result.exit_code == 1 and "woss-bad-cover" in result.output and "Traceback" not in result.output


@pytest.mark.parametrize(("hit", "reading"), [(35, "face"), (35, "total"), (0, "total"), (70, "total")])
def test_friendly_fire_takes_the_faces_or_totals_at_most_50(hit, reading):
    """L335: a hit roll of at most 50 hits an ally; the face (default) makes it exactly 50%."""
    found = check.tiers(hit, 60, 75, rulings={"woss-friendly-fire-roll": reading},
                        situation=Situation(friendly_fire=True))
    want: dict[str, Fraction] = {}
    for face in range(1, 101):
        if (face if reading == "face" else face + hit) <= 50:
            out = "ally-hit"
        else:
            out = "miss" if face + hit < 60 else next(t for t, over in [*TABLE, ("hit", -10**9)]
                                                      if face + hit >= (75 + over if t != "hit" else 60))
        want[out] = want.get(out, Fraction(0)) + Fraction(1, 100)
    assert nonzero(found) == want


def test_friendly_fire_is_half_by_the_face_whatever_the_hit():
    for hit in (-20, 0, 35, 90):
        found = check.tiers(hit, 60, 75, situation=Situation(friendly_fire=True))
        assert found["ally-hit"] == Fraction(1, 2)


@pytest.mark.parametrize(("cover", "at_most"), [("small", 30), ("medium", 50)])
@pytest.mark.parametrize("order", ["cover-first", "friendly-first"])
@pytest.mark.parametrize("roll", ["face", "total"])
def test_cover_and_friendly_fire_read_the_face_in_the_rulings_order(cover, at_most, order, roll):
    """L343 and L335 on one 1D100: whichever the ruling puts first takes the faces both claim."""
    picked = {"woss-cover-friendly-order": order, "woss-friendly-fire-roll": roll}
    found = check.tiers(-20, 60, 75, rulings=picked, situation=Situation(cover, friendly_fire=True))
    blocked = {face for face in range(1, 101) if face <= at_most}
    ally = {face for face in range(1, 101) if (face if roll == "face" else face - 20) <= 50}
    first, second = (blocked, ally) if order == "cover-first" else (ally, blocked)
    want_first = Fraction(len(first), 100)
    want_second = Fraction(len(second - first), 100)
    names = ("blocked", "ally-hit") if order == "cover-first" else ("ally-hit", "blocked")
    assert (found[names[0]], found[names[1]]) == (want_first, want_second)
    rest = set(range(1, 101)) - first - second
    assert found["miss"] == Fraction(len({face for face in rest if face - 20 < 60}), 100)
    result = CliRunner().invoke(main, [*ASNA, "--cover", cover, "--friendly-fire", "--ruling",
                                       f"woss-cover-friendly-order={order}", "--json"])
    assert json.loads(result.stdout)["rulings"]["woss-cover-friendly-order"] == order


def test_the_json_names_the_friendly_fire_ruling():
    body = json.loads(CliRunner().invoke(main, [*ASNA, "--friendly-fire", "--json"]).stdout)
    assert body["rulings"]["woss-friendly-fire-roll"] == "face" and body["tiers"]["ally-hit"] == "1/2"
    assert body["situation"]["friendly_fire"] is True


@pytest.mark.parametrize(("roll", "defense", "life"),
                         [("1d8+10", 0, 100), ("2d6", 3, 60), ("1d4", 9, 1), ("1d6", 0, 200)])
def test_torture_against_every_face_and_damage(roll, defense, life):
    """L151: 1D100 + damage above the life maximum costs 1 morale; counted face by face here."""
    hit = damage.hit_damage(parse_roll(roll), defense)
    want = sum((p * Fraction(sum(1 for face in range(1, 101) if face + v > life), 100) for v, p in hit.items()),
               Fraction(0))
    assert damage.torture_breaks(hit, life) == want


def test_torture_in_the_cli_needs_damage_and_gives_json():
    body = json.loads(CliRunner().invoke(main, [*ASNA, "--damage", "1d8+10", "--torture", "100", "--json"]).stdout)
    assert body["torture"] == {"life_max": 100, "morale_loss": "29/200"}
    result = CliRunner().invoke(main, [*ASNA, "--torture", "100"])
    assert result.exit_code == 1 and "woss-torture-needs-damage" in result.output
    result = CliRunner().invoke(main, [*ASNA, "--damage", "1d8", "--torture", "0"])
    assert result.exit_code == 1 and "woss-bad-life-max" in result.output


def brute_focus(hit: int, dodge: int, attacks: int) -> dict[int, Fraction]:
    """Every sequence of hit/miss written out: the k-th hit in a row has +5k (L277)."""
    from itertools import product as sequences
    found: dict[int, Fraction] = {}
    for pattern in sequences((True, False), repeat=attacks):
        p, run = Fraction(1), 0
        for hits in pattern:
            chance = Fraction(sum(1 for face in range(1, 101) if face + hit + 5 * (run + 1) >= dodge), 100)
            p *= chance if hits else 1 - chance
            run = run + 1 if hits else 0
        found[sum(pattern)] = found.get(sum(pattern), Fraction(0)) + p
    return found


@pytest.mark.parametrize(("hit", "dodge", "attacks"), [(35, 80, 3), (0, 90, 4), (60, 60, 2), (10, 200, 3)])
def test_the_focus_attack_stance_against_every_sequence(hit, dodge, attacks):
    hits, each = check.focus_attack(hit, dodge, dodge + 15, attacks)
    assert hits == {n: p for n, p in sorted(brute_focus(hit, dodge, attacks).items())}
    assert each[0] == Fraction(sum(1 for face in range(1, 101) if face + hit + 5 >= dodge), 100)
    assert sum(each) == sum(n * p for n, p in hits.items())  # the mean number of hits, two ways


@pytest.mark.parametrize(("args", "code"), [(("--focus-attacks", "0"), "woss-bad-focus-attacks")])
def test_focus_attack_errors_exit_1(args, code):
    result = CliRunner().invoke(main, [*ASNA, *args])
    assert result.exit_code == 1 and code in result.output and "Traceback" not in result.output


def test_focus_attack_json():
    body = json.loads(CliRunner().invoke(main, [*ASNA, "--focus-attacks", "2", "--json"]).stdout)
    assert body["focus_attack"]["attacks"] == 2 and len(body["focus_attack"]["each_hit"]) == 2
    assert sum(Fraction(r["probability"]) for r in body["focus_attack"]["hits"]) == 1
    assert "focus_attack" not in json.loads(CliRunner().invoke(main, [*ASNA, "--json"]).stdout)


def test_hors_de_combat_is_unconscious_half_the_time():
    """L127, L323: 1D100+35 against block 75: hors de combat on faces 91-100, unconscious on half: 1/20."""
    body = json.loads(CliRunner().invoke(main, [*ASNA, "--json"]).stdout)
    assert body["tiers"]["hors-de-combat"] == "1/10" and body["hors_de_combat_unconscious"] == "1/20"
    for lang, word in (("en", "unconscious"), ("zh", "昏迷")):
        assert word in CliRunner().invoke(main, [*ASNA, "--lang", lang]).output
