"""Opposed 1D10 checks (L63, L145, L207-208; issue 28): every pair of faces counted here, the impact
and grapple results, the CLI form and its errors."""

from __future__ import annotations

import json
from fractions import Fraction
from itertools import product

import pytest
from click.testing import CliRunner

from meshal_compendium.cli import main
from meshal_compendium.problems import MeshalError
from meshal_compendium.rulesets.woss.engine import contest
from meshal_compendium.rulesets.woss.engine.contest import Contest

FACES = range(1, 11)


def brute(attacker: int, defender: int, name_of) -> dict[str, Fraction]:
    counts: dict[str, int] = {}
    for mine, theirs in product(FACES, FACES):
        name = name_of(mine + attacker - theirs - defender)
        counts[name] = counts.get(name, 0) + 1
    return {k: Fraction(n, 100) for k, n in counts.items()}


def nonzero(found):
    return {k: p for k, p in found.items() if p}


def plain(m):
    return "win" if m > 0 else "tie" if m == 0 else "lose"


def impact(m, least=(6, 11)):  # the attacker's +1 is added by the caller
    if m >= least[1]:
        return "sent-flying"
    return "knocked-down" if m >= least[0] else "pushed-back" if m > 0 else "no-effect"


def grapple(m, least=(6, 11)):
    return "one-hand-pinned" if m >= least[1] else "pinned" if m >= least[0] else "held" if m > 0 else "defender-wins"


@pytest.mark.parametrize(("a", "d"), [(0, 0), (8, 6), (3, 9), (-2, 4), (15, 0)])
def test_each_kind_against_the_hundred_pairs(a, d):
    assert nonzero(contest.results(Contest(a, d))) == brute(a, d, plain)
    assert nonzero(contest.results(Contest(a, d, "impact"))) == brute(a + 1, d, impact)
    assert nonzero(contest.results(Contest(a, d, "grapple"))) == brute(a, d + 1, grapple)
    at_least = {"woss-margin-strict": "at-least"}
    assert nonzero(contest.results(Contest(a, d, "impact"), at_least)) == brute(a + 1, d, lambda m: impact(m, (5, 10)))
    assert nonzero(contest.results(Contest(a, d, "grapple"), at_least)) == brute(a, d + 1,
                                                                                  lambda m: grapple(m, (5, 10)))


def test_the_margin_distribution_sums_to_1_and_is_symmetric_when_even():
    margins = contest.margins(Contest(4, 4))
    assert sum(margins.values()) == 1 and margins[0] == Fraction(10, 100)
    assert all(margins[m] == margins[-m] for m in margins)


def test_a_grapple_tie_goes_to_the_defender():
    """Equal modifiers: the defender's +1 and the tie leave the attacker only faces 2+ above: 36 of 100."""
    found = contest.results(Contest(5, 5, "grapple"))
    assert found["defender-wins"] == Fraction(64, 100)


@pytest.mark.parametrize(("kind", "given", "code"), [("sumo", 0, "woss-bad-contest-kind"),
                                                     ("plain", 10**6, "woss-bad-contest-modifier")])
def test_bad_contests_are_refused(kind, given, code):
    with pytest.raises(MeshalError, match=code):
        Contest(given, 0, kind)


def test_the_cli_contest_json_and_text():
    runner = CliRunner()
    result = runner.invoke(main, ["odds", "--system", "woss", "--contest", "8", "--vs", "6", "--contest-kind",
                                  "impact", "--json"])
    body = json.loads(result.stdout)
    assert body["contest"]["kind"] == "impact" and body["contest"]["attacker_total_modifier"] == 9
    assert body["outcomes"] == {"no-effect": "7/25", "pushed-back": "11/25", "knocked-down": "1/4",
                                "sent-flying": "3/100"}
    assert body["rulings"] == {"woss-margin-strict": "strict"}
    assert sum(Fraction(r["probability"]) for r in body["distribution"]) == 1
    for lang, word in (("en", "Knocked down"), ("zh", "撞倒")):
        text = runner.invoke(main, ["odds", "--system", "woss", "--contest", "8", "--vs", "6", "--contest-kind",
                                    "impact", "--lang", lang])
        assert text.exit_code == 0 and word in text.output


@pytest.mark.parametrize(("args", "code"), [(("--contest", "3"), "woss-contest-form"),
                                            (("1d100", "--contest", "3", "--vs", "1"), "woss-contest-form"),
                                            (("--dodge", "3"), "woss-check-form"),
                                            (("--contest", "1", "--vs", "1", "--contest-kind", "x"),
                                             "woss-bad-contest-kind")])
def test_incomplete_forms_exit_1_with_a_message(args, code):
    result = CliRunner().invoke(main, ["odds", "--system", "woss", *args])
    assert result.exit_code == 1 and code in result.output and "Traceback" not in result.output
