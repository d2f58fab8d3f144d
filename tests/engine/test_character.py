"""The character check (handbook L90-180, L455-470, L590-610)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from meshal_compendium.model import Provenance
from meshal_compendium.rulesets import models
from meshal_compendium.rulesets.meshal.engine.character import (
    ability_cost,
    attribute_cost,
    check_character,
    token_base,
)
from meshal_compendium.rulesets.meshal.engine.rules import (
    COPPER_PER_GOLD,
    COPPER_PER_SILVER,
    STARTING_FUNDS_COPPER,
    STARTING_POTENTIAL_ERRATUM,
)

HERE = Provenance("test", "test.yaml", 1, 1)
LIMBS = [{"limb": "head", "count": 1}, {"limb": "torso", "count": 1},
         {"limb": "arm", "count": 2}, {"limb": "leg", "count": 2}]


def build(kind, **data):
    data = {"kind": kind, "name": {"en": data["id"]}, **data}
    return models()[kind].build(data, HERE)


def species(id, size="medium", **extra):
    return build("species", id=id, size=size, forms=[{"en": "x"}], limbs=LIMBS,
                 move=[{"mode": "ground", "speed": 3}],
                 perceive=[{"mode": "vision", "range": 60}], **extra)


def ability(id, rank, occupation, **extra):
    return build("ability", id=id, rank=rank, occupation=occupation, category="trait", **extra)


def item(id, category, type, value=0, weight=0, **extra):
    return build("item", id=id, category=category, type=type, value=value, weight=weight,
                 **extra)


ENTRIES = [
    species("human", talents=["grit"]),
    species("dwarf", size="small", attributes={"might": 1, "elastane": -1}),
    species("pixie", size="micro", base={"shape": "round", "width": 0.3}),
    species("giant", size="huge", reach=3, base={"shape": "round"}),
    species("ogre", size="large"),
    species("wide-dwarf", size="small", base={"shape": "round", "width": 0.75}),
    species("small-dwarf", size="small", base={"shape": "round", "width": 0.6}),
    ability("grit", 0, "talent"),
    ability("rooted", 0, "talent"),
    ability("roar", 1, "might"),
    ability("wall", 2, "might"),
    ability("wall-b", 2, "might"),
    ability("blow", 3, "might"),
    ability("lore", 2, "standard"),
    ability("iron", 1, "might", improvement={"requirement": {"en": "x"}, "potential": 9,
                                             "effect": {"en": "x"}}),
    item("helm", "armour", "helmet", 3000, 2.5, equip={"limbs": {"head": 1}}),
    item("sword", "weapon", "blade", 5000, 1.5, equip={"limbs": {"arm": 1}}),
    item("great", "weapon", "blade", 9000, 3, equip={"limbs": {"arm": 2}}),
    item("ring", "accessory", "ring", 800, 0.1),
    item("ring-b", "accessory", "ring", 800, 0.1),
    item("belt", "accessory", "belt", 800, 0.5),
    item("crest", "accessory", "crest", 800, 0.2),
    item("tooth", "accessory", "tooth", 800, 0.1),
    item("anvil", "miscellany", "tool", 100, 60),
    item("gem", "miscellany", "currency", 40000, 0),
]
BY_ID = {(e.kind, e.id): e for e in ENTRIES}


def lookup(kind, id):
    return BY_ID.get((kind, id))


def check(**sheet):
    return check_character({"kind": "character", "species": "human", **sheet}, lookup)


def codes(report):
    return [p.code for p in report.problems]


# --- the handbook's worked examples ---------------------------------------------------------


def test_raising_3_to_4_costs_9_and_4_to_5_costs_12():
    """L113: "将强壮从3提升到4需要3x3=9潜能, 将灵巧从4提升到5需要4x3=12潜能"."""
    assert attribute_cost(4) == 9
    assert attribute_cost(5) - attribute_cost(4) == 12
    assert attribute_cost(3) == 0


def test_starting_funds_3_gold_are_30000_copper():
    """L97: "3枚金币(也就是300枚银币或30000枚铜币)"."""
    assert STARTING_FUNDS_COPPER == 30000 == 300 * COPPER_PER_SILVER == 3 * COPPER_PER_GOLD


def test_abilities_cost_rank_x3():
    """L460; talents cost nothing (L506); improvement adds its potential (L466)."""
    assert ability_cost(lookup("ability", "blow")) == 9
    assert ability_cost(lookup("ability", "lore")) == 6
    assert ability_cost(lookup("ability", "grit")) == 0
    assert ability_cost(lookup("ability", "iron"), improved=True) == 3 + 9


# --- occupation and its erratum --------------------------------------------------------------


def test_occupation_rule_not_the_handbooks_example():
    """L464: ranks occupying one attribute may not sum above it. The handbook's example allows a
    rank-3 and a rank-2 ability at Might 3 (sum 5); we follow the rule (erratum
    occupying-example), so that is an error, as are two rank-2s (sum 4)."""
    abilities = [{"id": "blow"}, {"id": "wall"}]
    report = check(attributes={"might": 3}, abilities=abilities)
    assert "character-occupation-over" in codes(report)
    assert "occupying-example" in report.problems[0].message("en")
    two_twos = check(attributes={"might": 3}, abilities=[{"id": "wall"}, {"id": "wall-b"}])
    assert codes(two_twos) == ["character-occupation-over"]
    assert check(attributes={"might": 3}, abilities=[{"id": "blow"}]).ok


def test_standard_abilities_and_talents_do_not_occupy():
    report = check(attributes={"might": 3}, abilities=[{"id": "blow"}, {"id": "lore"},
                                                         {"id": "grit"}])
    assert report.ok
    assert report.occupation["might"] == {"used": 3, "limit": 3}


def test_species_changes_count_for_occupation_but_cost_nothing():
    """L464: only bought attributes and trait changes count."""
    report = check_character({"species": "dwarf", "attributes": {"might": 3},
                              "abilities": [{"id": "blow"}, {"id": "roar"}]}, lookup)
    assert report.ok
    assert report.attributes["might"] == {"bought": 3, "species": 1, "value": 4, "cost": 0}
    assert report.attributes["elastane"]["value"] == 2


def test_a_talent_comes_only_from_the_sheets_species():
    """L506: a talent is an ability a trait grants; the human grants grit, not rooted."""
    assert check(abilities=[{"id": "grit"}]).ok
    report = check(abilities=[{"id": "rooted"}, {"id": "grit"}])
    assert not report.ok
    assert [(p.code, p.pointer) for p in report.problems] == [("talent-not-granted", "/abilities/0")]
    assert "grit" in report.problems[0].message("en") and "human" in report.problems[0].message("zh")
    dwarf = check_character({"species": "dwarf", "abilities": [{"id": "grit"}]}, lookup)
    assert codes(dwarf) == ["talent-not-granted"]  # a species granting none grants none


def test_an_unknown_species_reports_itself_not_its_talents():
    report = check_character({"species": "nobody", "abilities": [{"id": "rooted"}]}, lookup)
    assert codes(report) == ["character-unknown"]


# --- potential -------------------------------------------------------------------------------


def test_budget_is_60_by_default_and_configurable():
    """L92 says 60, L172 says 36: erratum starting-potential."""
    sheet = {"species": "human", "attributes": {"might": 5, "elastane": 5}}  # 21 + 21
    assert check_character(sheet, lookup).potential == {
        "budget": 60, "spent": 42, "left": 18, "level": 42}
    tight = check_character(sheet, lookup, starting_potential=STARTING_POTENTIAL_ERRATUM)
    assert tight.potential["left"] == -6 and codes(tight) == ["character-over-budget"]
    own = check_character({**sheet, "potential": {"starting": 30, "gained": 12}}, lookup, 100)
    assert own.potential["budget"] == 42 and own.ok


def test_potential_level_counts_attributes_abilities_improvements():
    """L173-174."""
    report = check(attributes={"might": 4}, abilities=[{"id": "iron", "improved": True}])
    assert report.potential["level"] == 9 + 3 + 9


def test_improving_needs_an_improvement():
    assert "character-not-improvable" in codes(check(abilities=[{"id": "roar",
                                                                 "improved": True}]))


def test_attributes_cannot_be_sold_below_3():
    assert codes(check(attributes={"sense": 2})) == ["character-attribute-below-start"]


# --- derived values --------------------------------------------------------------------------


def test_derived_values():
    """Max Hurts/Acted/Leaks = Might/Elastane/Sense (L103-109), carry Might x10 (L166)."""
    derived = check(attributes={"might": 4, "elastane": 5, "sense": 3}).derived
    assert (derived["max_hurts"], derived["max_acted"], derived["max_leaks"]) == (4, 5, 3)
    assert derived["carry_weight_kg"] == 40
    assert derived["reach"] == 1 and derived["talents"] == ["grit"]


@pytest.mark.parametrize("id, metres, steps", [
    ("human", Fraction(3, 4), 1), ("dwarf", Fraction(3, 5), Fraction(3, 4)),
    ("pixie", Fraction(3, 10), Fraction(2, 5)), ("giant", Fraction(19, 10), Fraction(5, 2)),
    ("wide-dwarf", Fraction(3, 4), 1), ("small-dwarf", Fraction(3, 5), Fraction(3, 4)),
])
def test_token_base_by_size(id, metres, steps):
    """L283: medium 0.75 m = 1 step, small 0.6 m = ¾, large 1.2 m = 1½, huge 1.9 m = 2½;
    micro and colossal (or any other width) from the species."""
    assert token_base(lookup("species", id)) == (metres, steps)


def test_reach_by_size():
    """L151: reach 1 step for medium or smaller, 2 for large; huge species give their own."""
    reach = {id: check_character({"species": id}, lookup).derived["reach"]
             for id in ("pixie", "dwarf", "human", "ogre", "giant")}
    assert reach == {"pixie": 1, "dwarf": 1, "human": 1, "ogre": 2, "giant": 3}


def test_wear_limits():
    assert check(wear={"hurts": 3, "acted": 3, "leaks": 3}).ok
    over = check(wear={"hurts": 4, "acted": 4, "leaks": 0})
    assert codes(over) == ["character-unconscious", "character-wear-over"]
    assert over.problems[0].severity == "warning" and over.derived["unconscious"]


# --- equipment -------------------------------------------------------------------------------


def test_limbs_and_accessories():
    """L598-599: limbs in use hold nothing else; at most 3 accessories, one per type."""
    ok = check(items={"worn": [{"id": "helm"}, {"id": "ring"}, {"id": "belt"}],
                      "held": [{"id": "sword"}]})
    assert ok.ok
    assert ok.items.limbs["arm"] == {"used": 1, "limit": 2}
    assert ok.items.accessories == {"used": 2, "limit": 3, "types": ["belt", "ring"]}
    crowded = check(items={"worn": [{"id": "ring"}, {"id": "ring-b"}, {"id": "belt"},
                                    {"id": "crest"}],
                           "held": [{"id": "great"}, {"id": "sword"}]})
    assert codes(crowded) == ["character-accessory-type-twice", "character-limbs-over",
                              "character-accessories-over"]


def test_unequipped_and_carried_items_occupy_nothing():
    report = check(items={"held": [{"id": "great"}, {"id": "sword", "equipped": False}],
                          "carried": [{"id": "great"}]})
    assert report.ok and report.items.limbs["arm"]["used"] == 2


def test_weight_and_funds():
    report = check(attributes={"might": 3},
                   items={"carried": [{"id": "anvil"}, {"id": "gem", "count": 1}]})
    assert codes(report) == ["character-over-carry", "character-over-funds"]
    assert [p.severity for p in report.problems] == ["error", "warning"]
    assert report.items.weight == 60 and report.items.value == 40100


def test_unknown_and_duplicate_references():
    report = check_character({"species": "elf", "abilities": [{"id": "roar"}, {"id": "roar"},
                                                              {"id": "nope"}, 7],
                              "items": {"worn": [{"id": "cape"}]}}, lookup)
    assert codes(report) == ["character-unknown", "character-duplicate", "character-unknown",
                             "character-bad-entry", "character-unknown"]
    assert [p.pointer for p in report.problems] == [
        "/species", "/abilities/1", "/abilities/2", "/abilities/3", "/items/worn/0"]


def test_malformed_values_are_problems_not_crashes():
    report = check_character({"attributes": {"might": "four"}, "wear": {"acted": -1},
                              "potential": {"gained": 1.5}}, lookup)
    assert codes(report) == ["character-species-missing", "character-bad-number",
                             "character-bad-number", "character-bad-number"]
    for problem in report.problems:
        assert problem.message("zh") and problem.message("en")
