"""The dice notation: every accepted form, rendering, round trips and clean errors."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from meshal_compendium.problems import MeshalError
from meshal_compendium.rulesets.meshal.notation import (
    ATTRIBUTE_NAMES,
    MAX_DICE,
    NUMBER,
    POINTS,
    DicePool,
    NotationError,
    attribute_key,
    parse_dice,
)

M, E, S = "might", "elastane", "sense"

ACCEPTED = {
    # handbook forms (L36-89)
    "3🎲": DicePool(POINTS, count=3),
    "2🎲⁺": DicePool(NUMBER, count=2),
    "2🎲+": DicePool(NUMBER, count=2),
    "强壮🎲": DicePool(POINTS, attributes=(M,)),
    "灵巧+1🎲": DicePool(POINTS, attributes=(E,), modifier=1),
    "强壮-1🎲": DicePool(POINTS, attributes=(M,), modifier=-1),
    "强壮/灵巧孰高🎲": DicePool(POINTS, attributes=(M, E), choose="high"),
    "直觉/灵巧孰低🎲": DicePool(POINTS, attributes=(S, E), choose="low"),
    "灵巧🎲⁺": DicePool(NUMBER, attributes=(E,)),  # initiative (L742)
    # English and abbreviations
    "Might🎲": DicePool(POINTS, attributes=(M,)),
    "Elastane+1🎲": DicePool(POINTS, attributes=(E,), modifier=1),
    "Might/Elastane high🎲": DicePool(POINTS, attributes=(M, E), choose="high"),
    "Sense/Elastane low🎲": DicePool(POINTS, attributes=(S, E), choose="low"),
    "M🎲": DicePool(POINTS, attributes=(M,)),
    "E+1🎲": DicePool(POINTS, attributes=(E,), modifier=1),
    "M/E high🎲": DicePool(POINTS, attributes=(M, E), choose="high"),
    # keyboard forms
    "3d": DicePool(POINTS, count=3),
    "2d+": DicePool(NUMBER, count=2),
    "Md": DicePool(POINTS, attributes=(M,)),
    "E+1d": DicePool(POINTS, attributes=(E,), modifier=1),
    "max(M,E)d": DicePool(POINTS, attributes=(M, E), choose="high"),
    "min(S,E)d": DicePool(POINTS, attributes=(S, E), choose="low"),
    # case and whitespace
    " might 🎲 ": DicePool(POINTS, attributes=(M,)),
    "MAX ( m , E ) + 2 D +": DicePool(NUMBER, attributes=(M, E), choose="high", modifier=2),
    "sense / elastane LOW 🎲⁺": DicePool(NUMBER, attributes=(S, E), choose="low"),
    "3 🎲\ufe0f": DicePool(POINTS, count=3),
    "强壮/灵巧孰高+1🎲": DicePool(POINTS, attributes=(M, E), choose="high", modifier=1),
}


@pytest.mark.parametrize("text, expected", ACCEPTED.items())
def test_accepts(text, expected):
    assert parse_dice(text) == expected


RENDERED = [
    (DicePool(POINTS, count=3), "3🎲", "3🎲", "3d"),
    (DicePool(NUMBER, count=2), "2🎲⁺", "2🎲⁺", "2d+"),
    (DicePool(POINTS, attributes=(E,), modifier=1), "灵巧+1🎲", "Elastane+1🎲", "E+1d"),
    (DicePool(POINTS, attributes=(M,), modifier=-1), "强壮-1🎲", "Might-1🎲", "M-1d"),
    (DicePool(POINTS, attributes=(M, E), choose="high"), "强壮/灵巧孰高🎲",
     "Might/Elastane high🎲", "max(M,E)d"),
    (DicePool(POINTS, attributes=(S, E), choose="low"), "直觉/灵巧孰低🎲",
     "Sense/Elastane low🎲", "min(S,E)d"),
]


@pytest.mark.parametrize("pool, zh, en, ascii_form", RENDERED)
def test_renders_as_the_handbook_writes(pool, zh, en, ascii_form):
    assert pool.render() == zh
    assert pool.render("en") == en
    assert pool.render(ascii=True) == ascii_form


@st.composite
def pools(draw):
    kind = draw(st.sampled_from([POINTS, NUMBER]))
    if draw(st.booleans()):
        return DicePool(kind, count=draw(st.integers(1, MAX_DICE)))
    attributes = tuple(draw(st.permutations(list(ATTRIBUTE_NAMES)))[: draw(st.integers(1, 3))])
    choose = draw(st.sampled_from(["high", "low"])) if len(attributes) > 1 else None
    return DicePool(kind, attributes=attributes, choose=choose,
                    modifier=draw(st.integers(-20, 20)))


@given(pools())
def test_round_trip_in_every_language_and_ascii(pool):
    for lang in ("zh", "en"):
        assert parse_dice(pool.render(lang)) == pool
    assert parse_dice(pool.render(ascii=True)) == pool


BAD = [
    ("", "notation-empty", 0),
    ("   ", "notation-empty", 0),
    ("3", "notation-missing-die", 1),
    ("Might", "notation-missing-die", 5),
    ("0🎲", "notation-zero-dice", 0),
    ("3+1🎲", "notation-count-modifier", 1),
    ("Strength🎲", "notation-unknown-attribute", 0),
    ("力量🎲", "notation-unknown-attribute", 0),
    ("M/Wits high🎲", "notation-unknown-attribute", 2),
    ("M/E🎲", "notation-choose-missing", 0),
    ("M high🎲", "notation-choose-single", 0),
    ("M/M high🎲", "notation-duplicate-attribute", 0),
    ("3🎲x", "notation-trailing", 2),
    ("2🎲⁺+", "notation-trailing", 3),
    ("max(M,E", "notation-expected", 7),
    ("E+🎲", "notation-expected-number", 2),
    ("M/E best🎲", "notation-unexpected", 4),
    ("+3d", "notation-expected-attribute", 0),
]


@pytest.mark.parametrize("text, code, column", BAD)
def test_bad_notation_says_what_and_where(text, code, column):
    with pytest.raises(NotationError) as caught:
        parse_dice(text)
    assert caught.value.code == code
    assert caught.value.column == column
    assert isinstance(caught.value, MeshalError)
    for lang in ("zh", "en"):
        message = caught.value.message(lang)
        assert "🎲" in message or "d" in message  # each message shows a valid example


@given(st.text(max_size=30))
def test_any_text_parses_or_raises_notation_error(text):
    try:
        parse_dice(text)
    except NotationError as error:
        assert 0 <= error.column <= len(text)
        error.message("zh"), error.message("en")


def test_dice_resolves_attributes_before_advantage():
    values = {"might": 4, "elastane": 2, "sense": 3}
    assert parse_dice("3🎲").dice(values) == 3
    assert parse_dice("灵巧+1🎲").dice(values) == 3
    assert parse_dice("强壮/灵巧孰高🎲").dice(values) == 4
    assert parse_dice("直觉/灵巧孰低🎲").dice(values) == 2
    assert parse_dice("E-3d").dice(values) == -1  # not clamped yet: dice_count does that
    assert parse_dice("Md").dice({"M": 5}) == 5  # names in any form
    assert parse_dice("Md").dice({"强壮": 6}) == 6


def test_missing_attribute_is_named():
    with pytest.raises(MeshalError) as caught:
        parse_dice("max(M,E)d").dice({"might": 3})
    assert caught.value.code == "dice-missing-attribute"
    assert "Elastane" in caught.value.message("en")
    assert "灵巧" in caught.value.message("zh")


def test_attribute_names():
    assert attribute_key("直觉") == attribute_key("Sense") == attribute_key("s") == "sense"
    assert attribute_key("wits") is None
