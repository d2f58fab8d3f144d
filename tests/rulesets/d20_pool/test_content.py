"""The d20 success pool's content: the whole seed as text (zh verbatim, en translation) and every
table and number of it as data. The expected values are read from the seed copy in
content/d20-pool/source/, so a wrong row in the data cannot hide behind a wrong row in a test."""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterator, Mapping
from typing import Any

import pytest
import yaml
from jsonschema import Draft202012Validator

from meshal_compendium import schema_set, schemas
from meshal_compendium.rulesets.d20_pool.kinds import KINDS
from tests.conftest import ROOT
from tests.foundation.test_schemas import _properties

PACK = ROOT / "content" / "d20-pool"
SEED = PACK / "source" / "003_1880a51cef1e387f.txt"
SEED_SHA256 = "b506a2a1b7a2b03e65d27ee47b38643d2eedcc665e93c6660c1052ea3e8edc0f"  # of ../shared/seeds/003_…
SCHEMAS = ROOT / "schemas"
TEMPLATES = ROOT / "meshal_compendium" / "rulesets" / "d20_pool" / "templates"
LOCALE = ROOT / "meshal_compendium" / "rulesets" / "d20_pool" / "locale" / "content.yaml"
CJK = re.compile(r"[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef“”]")
REFERENCE = re.compile(r"\{([a-z]+):([a-z0-9-]+)(?:\|([^{}]*))?\}")
# The typos fixed in the zh text (each noted in a YAML comment where it is fixed).
TYPO_FIXES = {"独特得技能领域": "独特的技能领域"}


def seed() -> str:
    return SEED.read_text(encoding="utf-8")


def seed_lines() -> list[str]:
    return [line.strip() for line in seed().split("\n") if line.strip()]


def entries() -> list[dict[str, Any]]:
    found = []
    for path in sorted(PACK.rglob("*.yaml")):
        if path.name == "pack.yaml":
            continue
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        found.extend(data if isinstance(data, list) else [data])
    return found


ENTRIES = entries()


def of_kind(kind: str) -> list[dict[str, Any]]:
    return sorted((e for e in ENTRIES if e["kind"] == kind), key=lambda e: e.get("order", 0))


def by_id(kind: str) -> dict[str, dict[str, Any]]:
    return {e["id"]: e for e in of_kind(kind)}


TERMS = by_id("term")
SECTIONS = {s["id"]: s for chapter in of_kind("chapter") for s in chapter["sections"]}


def texts(value: Any, path: tuple = ()) -> Iterator[tuple[tuple, Mapping[str, str]]]:
    """Every bilingual text ({zh, en}) inside an entry, with where it is."""
    if isinstance(value, Mapping):
        if value and set(value) <= {"zh", "en"} and all(isinstance(v, str) for v in value.values()):
            yield path, value
            return
        for key, item in value.items():
            yield from texts(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from texts(item, (*path, index))


def plain_zh(text: str) -> str:
    """The zh rule text as the seed writes it: references shown as the words they render, then
    without spaces and the list and bold marks we added (the seed has neither)."""
    def shown(match: re.Match[str]) -> str:
        kind, id, label = match.groups()
        return label if label else TERMS[id]["name"]["zh"] if kind in ("def", "term") else ""
    return re.sub(r"[\s*\-]", "", REFERENCE.sub(shown, text))


def plain_seed(line: str) -> str:
    for typo, fixed in TYPO_FIXES.items():
        line = line.replace(typo, fixed)
    return re.sub(r"[\s*\-]", "", line)


def rule_chapters() -> list[dict[str, Any]]:
    return [c for c in of_kind("chapter") if not c.get("editorial")]


# --- the source and the text -----------------------------------------------------------------

def test_the_source_copy_is_the_seed_byte_for_byte():
    assert hashlib.sha256(SEED.read_bytes()).hexdigest() == SEED_SHA256


def test_every_line_of_the_seed_is_in_the_zh_chapters_verbatim():
    whole = "".join(plain_zh(s["text"]["zh"]) for c in rule_chapters() for s in c["sections"])
    missing = [line for line in seed_lines() if plain_seed(line) not in whole]
    assert not missing, missing


EDITORS_NOTE = re.compile(r"^（编者注: .*\{(erratum|ruling):[a-z0-9-]+\}.*）$")  # a paragraph of its own


def test_the_zh_chapters_add_no_words_to_the_seed():
    """Each zh line of a rule chapter (not the editors' chapter) is seed text: nothing invented, except
    the editors' notes that point at an erratum or a ruling, marked as such."""
    source = plain_seed("".join(seed_lines()))
    for chapter in rule_chapters():
        for section in chapter["sections"]:
            for line in section["text"]["zh"].split("\n"):
                assert plain_zh(line) in source or EDITORS_NOTE.match(line), (section["id"], line)


def test_every_erratum_and_ruling_is_noted_in_the_zh_text_it_concerns():
    """The verbatim zh cannot say it, so an editors' note does: where the text is read, a link to the reading."""
    notes = [line for s in SECTIONS.values() for line in s["text"]["zh"].split("\n") if EDITORS_NOTE.match(line)]
    noted = {id for line in notes for id in re.findall(r"\{(?:erratum|ruling):([a-z0-9-]+)\}", line)}
    assert noted == set(by_id("erratum")) | set(by_id("ruling"))


def test_the_seed_order_is_kept():
    """Chapters and their sections follow the seed: each section's first line comes after the last's."""
    source = plain_seed("".join(seed_lines()))
    at = -1
    for chapter in rule_chapters():
        for section in chapter["sections"]:
            first = plain_zh(section["text"]["zh"].split("\n")[0])
            found = source.find(first)
            assert found > at, section["id"]
            at = found


def test_no_chinese_in_any_english_text():
    manifest = yaml.safe_load((PACK / "pack.yaml").read_text(encoding="utf-8"))
    for entry in [*ENTRIES, manifest]:
        for path, text in texts(entry):
            assert "en" in text and not CJK.search(text["en"]), (entry.get("id"), path, text.get("en"))


def test_every_text_has_both_languages():
    for entry in ENTRIES:
        for path, text in texts(entry):
            assert text.get("zh") and text.get("en"), (entry["id"], path)


def test_every_term_is_defined_once_in_its_section_in_both_languages():
    for term in TERMS.values():
        for lang in ("zh", "en"):
            assert SECTIONS[term["section"]]["text"][lang].count(f"{{def:{term['id']}}}") == 1, (term["id"], lang)
    everywhere = "".join(s["text"]["zh"] for s in SECTIONS.values())
    assert set(re.findall(r"\{def:([a-z0-9-]+)\}", everywhere)) == set(TERMS)


def test_every_def_stands_where_the_seed_has_the_term_name():
    """A {def:} renders the term's zh name: in the verbatim text that name must be the seed's word."""
    for section in SECTIONS.values():
        for match in re.finditer(r"\{def:([a-z0-9-]+)\}", section["text"]["zh"]):
            assert TERMS[match.group(1)]["name"]["zh"] in seed(), match.group(1)


def test_every_reference_resolves_to_an_entry_of_the_pack():
    known = {"term": set(TERMS), "def": set(TERMS), "section": set(SECTIONS),
             **{kind: set(by_id(kind)) for kind in ("chapter", "erratum", "ruling")}}
    for entry in ENTRIES:
        for path, text in texts(entry):
            for lang in ("zh", "en"):
                for kind, id, _ in REFERENCE.findall(text[lang]):
                    assert id in known[kind], (entry["id"], path, kind, id)


def test_ids_are_prefixed_and_unique():
    """Ids are global per kind across packs: ours carry d20- where Meshal's could meet them."""
    for kind in ("chapter", "term", "erratum", "ruling"):
        ids = [e["id"] for e in of_kind(kind)]
        assert len(ids) == len(set(ids)) and all(i.startswith("d20-") for i in ids), kind
    assert all(i.startswith("d20-") for i in SECTIONS)
    for kind in KINDS:
        ids = [e["id"] for e in of_kind(kind.name)]
        assert ids and len(ids) == len(set(ids)), kind.name


def test_the_pack_and_its_first_page_say_the_document_is_untitled():
    manifest = yaml.safe_load((PACK / "pack.yaml").read_text(encoding="utf-8"))
    assert (manifest["id"], manifest["ruleset"], manifest["origin"], manifest["languages"]) == (
        "d20-pool", "d20-pool", "handbook", ["zh", "en"])
    assert manifest["name"] == {"zh": "D20 成功骰池", "en": "d20 success pool"}
    assert "没有标题" in manifest["description"]["zh"] and "no title" in manifest["description"]["en"]
    first = of_kind("chapter")[0]
    assert first["editorial"] and first["order"] == 1
    assert "没有标题" in first["sections"][0]["text"]["zh"] and "no title" in first["sections"][0]["text"]["en"]


# --- the tables as data, checked against the seed's own lines ----------------------------------

def test_the_eight_attributes_and_their_four_saves_are_the_seed_table():
    table = seed_lines()[seed_lines().index("属性 对应豁免") + 1:][:4]  # "力量、耐力 坚韧" …
    attributes, saves = by_id("d20-attribute"), by_id("d20-save")
    pairs = [row.split()[0].split("、") for row in table]
    assert [e["name"]["zh"] for e in of_kind("d20-attribute")] == [name for pair in pairs for name in pair]
    assert [e["name"]["zh"] for e in of_kind("d20-save")] == [row.split()[1] for row in table]
    for save in saves.values():
        assert [attributes[a]["save"] for a in save["attributes"]] == [save["id"]] * 2
    assert {a["id"]: a["save"] for a in attributes.values()} == {
        "strength": "fortitude", "endurance": "fortitude", "dexterity": "reflex", "perception": "reflex",
        "intelligence": "insight", "charisma": "insight", "willpower": "fortune", "luck": "fortune"}
    for entry in (*attributes.values(), *saves.values()):
        assert TERMS[entry["term"]]["name"] == entry["name"]


def test_the_attribute_guide_is_the_seed_list():
    lines = [line for line in seed_lines() if re.match(r"属性\d", line)]
    guide = [e for e in of_kind("d20-level") if e["guide"] == "attribute"]
    assert len(lines) == len(guide) == 6
    for line, entry in zip(lines, guide, strict=True):
        span, text = re.match(r"属性(\d+(?:-\d+)?) (.*)", line).groups()
        low, _, high = span.partition("-")
        assert (entry["min"], entry["max"], entry["text"]["zh"]) == (int(low), int(high or low), text)


def test_the_skill_levels_are_0_to_5_as_the_seed_lists_them():
    lines = [line for line in seed_lines() if re.match(r"\d级 ", line)]
    levels = [e for e in of_kind("d20-level") if e["guide"] == "skill"]
    assert [(e["min"], e["max"], e["text"]["zh"]) for e in levels] == [
        (int(line[0]), int(line[0]), line.split(" ", 1)[1]) for line in lines]
    assert [e["min"] for e in levels] == [0, 1, 2, 3, 4, 5]


def test_the_tiers_are_the_seeds_ranges_and_numbers():
    tiers = of_kind("d20-tier")
    ranges = re.findall(r"(\d+)-(\d+)为(\S+?)层级", seed())
    assert [(t["attribute_min"], t["attribute_max"], t["name"]["zh"]) for t in tiers[1:]] == [
        (int(a), int(b), name) for a, b, name in ranges]
    assert (tiers[0]["attribute_min"], tiers[0]["attribute_max"]) == (0, 10) and "10以内为凡人层级" in seed()
    assert [t["specialisation_bonus"] for t in tiers] == [
        int(n) for n in re.search(r"凡人为\+(\d)，超凡\+(\d)，传奇\+(\d)，神话\+(\d)", seed()).groups()]
    assert [t["skill_cap"] for t in tiers] == [5, 10, 15, 20]  # "5级 … 凡人层级技能上限", "+5" per tier
    assert [t["feats"] for t in tiers] == [1, 2, 2, 3] and "超凡和传奇位阶2个，神话位阶3个" in seed()
    # −4, −2 per tier above mortal: the seed's own examples −6 and −8, mythic following the rule.
    assert [t["vital_strike"] for t in tiers] == [-4, -6, -8, -10] and "超凡层级总共-6、传奇-8" in seed()
    chains = re.findall(r"(?:凡人|超凡|传奇|神话)层级 (技能 ?（格斗）[^，（]*)", seed())
    assert [t["chain"]["zh"] for t in tiers] == [c.strip() for c in chains]


def test_every_size_modifier_of_the_seed_is_a_size():
    line = next(line for line in seed_lines() if line.startswith("超微型"))
    written = re.findall(r"([^\s+\-\d]+\+?)\s*([+-]\d+)", line)
    assert [(s["name"]["zh"], s["modifier"]) for s in of_kind("d20-size")] == [(n, int(m)) for n, m in written]
    assert written[-1] == ("超巨型+", "+16") and len(written) == 10


def test_every_action_cost_of_the_seed_is_an_action():
    costs = [(name, int(n)) for name, n in re.findall(r"(\S{2}动作) ?(\d)行动点", seed())]
    assert "自由动作 不消耗行动点" in seed()
    costs.append(("自由动作", 0))
    assert [(a["name"]["zh"], a["cost"]) for a in of_kind("d20-action")] == costs
    assert [a["cost"] for a in of_kind("d20-action")] == [5, 3, 2, 1, 1, 0]
    assert {a["id"]: a["when"] for a in of_kind("d20-action")}["reaction"] == "triggered"
    numbers = by_id("d20-number")
    assert numbers["action-points-per-round"]["number"] == 5 and "每个角色有5个行动点" in seed()
    assert numbers["actions-of-a-type-per-round"]["number"] == 2 and "同一类型的动作不能超过两次" in seed()


def test_the_13_damage_types_have_both_names():
    written = seed().split("伤害类型：")[1].split("\n")[0].split("，")
    types = of_kind("d20-damage-type")
    assert [t["name"]["zh"] for t in types] == written and len(written) == 13
    english = SECTIONS["d20-damage-types"]["text"]["en"]
    for t in types:
        assert re.fullmatch(r"[A-Z][a-z]+", t["name"]["en"]) and t["name"]["en"].lower() in english
    assert [t["id"] for t in types if t.get("ignores_modifiers")] == ["true"]


def test_concealment_and_cover_are_the_seeds_numbers():
    conditions = by_id("d20-condition")

    def effect(id: str, type: str) -> int:
        return next(e["amount"] for e in conditions[id]["effects"] if e["type"] == type)

    assert [effect("half-concealment", "miss-chance"), effect("full-concealment", "miss-chance")] == [
        int(n) for n in re.findall(r"(\d+)%的额外失手率", seed())]
    assert [effect("half-cover", "defense"), effect("full-cover", "defense")] == [
        int(n) for n in re.findall(r"防御调整值\+(\d)", seed())]
    assert [effect("half-cover", "reflex-save"), effect("full-cover", "reflex-save")] == [
        int(n) for n in re.findall(r"豁免结果上\+(\d)", seed())]
    assert [e["line"] for e in conditions["full-concealment"]["effects"] if e["type"] == "loses"] == ["sight"]
    assert [e["line"] for e in conditions["full-cover"]["effects"] if e["type"] == "loses"] == ["effect"]


def test_success_advantage_and_disadvantage_faces():
    conditions, numbers = by_id("d20-condition"), by_id("d20-number")
    assert "D20自然结果18-20为成功" in seed() and numbers["success-minimum"]["number"] == 18
    assert "优势状态D20自然结果17-20即成功" in seed() and conditions["advantage"]["effects"] == [
        {"type": "success-min", "amount": 17}]
    assert "劣势状态下D20自然结果19-20才成功" in seed() and conditions["disadvantage"]["effects"] == [
        {"type": "success-min", "amount": 19}]


def test_wounds_and_dying_are_the_seeds_numbers():
    wounds, conditions = of_kind("d20-wound"), by_id("d20-condition")
    assert [w["name"]["zh"] for w in wounds] == ["轻微伤", "标准伤", "致命伤"] and "轻微伤、标准伤和致命伤" in seed()
    assert [w.get("upgrades_to") for w in wounds] == ["standard", "fatal", None]
    assert [w["id"] for w in wounds if w.get("default")] == ["standard"]
    stable = {e["type"]: e for e in conditions["stable"]["effects"]}
    assert (stable["action-points"]["amount"], stable["per-type-limit"]["amount"]) == (3, 1)
    assert stable["damage-when-acting"] == {"type": "damage-when-acting", "amount": 1, "wound": "fatal"}
    dying = {e["type"]: e for e in conditions["dying"]["effects"]}
    assert dying["save"] == {"type": "save", "save": "fortune", "dc": 10, "dc_step": 2}
    assert dying["action-points"]["amount"] == 0 and "DC10的机缘豁免" in seed() and "下一回合DC+2" in seed()


def _integers(value: Any) -> Iterator[int]:
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        yield value
    elif isinstance(value, Mapping):
        for key, item in value.items():
            if key != "order":  # a position, not a number of the rules
                yield from _integers(item)
    elif isinstance(value, list):
        for item in value:
            yield from _integers(item)


def test_every_number_in_the_seed_is_data():
    """Each number the seed writes (10, 4-6, 18-20, 25%, +16 …) is a value of some data entry."""
    data = {abs(n) for kind in KINDS for entry in of_kind(kind.name) for n in _integers(entry)}
    written = {int(n) for n in re.findall(r"\d+", seed())}
    assert written - data == set()
    assert {abs(n) for n in (-8, -4, -2, -1, 0, 1, 2, 4, 8, 16)} <= data


# How the seed writes a number in words: 一个成功, 两次, 减半, 翻倍.
IN_WORDS = {1: ("一",), 2: ("两", "减半", "翻倍")}


def test_every_rule_number_names_a_section_whose_text_writes_it():
    for number in of_kind("d20-number"):
        section = SECTIONS[number["section"]]["text"]["zh"]
        value = abs(number["number"])
        assert any(w in section for w in (str(value), *IN_WORDS.get(value, ()))), number["id"]


# --- errata and rulings ----------------------------------------------------------------------

def test_the_errata_quote_the_seeds_contradictions():
    errata = by_id("erratum")
    endurance = errata["d20-endurance-constitution"]["text"]["zh"]
    example = "例如：人物力量8，体质5，则力量调整值+4，体质调整值+3，坚韧豁免+4"
    assert example in seed() and example in endurance and "力量、耐力 坚韧" in seed()
    hit_points = errata["d20-hit-points-formula"]["text"]["zh"]
    formula = "基础生命值=2*体型调整值+体质值+力量调整值调整值"
    assert formula in seed() and formula in hit_points
    assert "强韧豁免" in seed() and "强韧豁免" in errata["d20-fortitude-name"]["text"]["zh"]
    assert "机缘检定" in seed() and "机缘豁免" in seed() and "机缘" in errata["d20-fortune-name"]["text"]["zh"]
    assert "-体型加值" in seed() and "体型加值" in errata["d20-size-bonus-name"]["text"]["zh"]
    for erratum in errata.values():
        assert erratum["concerns"] and set(erratum["concerns"]) <= set(SECTIONS)


def test_each_ruling_quotes_the_sentence_it_resolves_and_names_its_readings():
    rulings = by_id("ruling")
    assert set(rulings) == {"d20-pool-order", "d20-extra-success-threshold", "d20-extra-deduct-order",
                            "d20-fortune-extra", "d20-dc-check", "d20-damage-order", "d20-dying-saves"}
    for ruling in rulings.values():
        quote = ruling["quote"]["zh"]
        at = seed().find(quote)  # a whole sentence of the seed: from a line's start or a 。 to a 。
        assert at >= 0 and quote.endswith("。") and (at == 0 or seed()[at - 1] in "\n。"), ruling["id"]
        readings = [r["id"] for r in ruling["readings"]]
        assert ruling["default"] == readings[0] and len(readings) == len(set(readings)) >= 2
    assert [r["id"] for r in rulings["d20-pool-order"]["readings"]] == ["sequential", "simultaneous"]
    assert [r["id"] for r in rulings["d20-extra-success-threshold"]["readings"]] == ["full-tens", "multiples-passed"]
    sequential = rulings["d20-pool-order"]["readings"][0]["text"]["en"]
    assert all(words in sequential for words in ("one at a time", "removes one die still to roll",
                                                 "adds one die to the dice still to roll", "fortune check",
                                                 "Fortune save modifier ≥ 10", "deducts one success"))


def test_every_ruling_is_linked_from_the_rules_it_reads():
    """The ruling is visible wherever a number depends on it: its sections link it, in both languages."""
    for ruling in of_kind("ruling"):
        for lang in ("zh", "en"):
            linked = [s for s in ruling["concerns"] if f"{{ruling:{ruling['id']}}}" in SECTIONS[s]["text"][lang]]
            assert linked, (ruling["id"], lang)


# --- schemas, kinds, templates and labels ------------------------------------------------------

def _published(name: str) -> dict[str, Any]:
    """A schema as published, with its ``$id`` (the file on disk has none)."""
    return json.loads(schema_set.published()[name])


def _registry():
    return schemas.registry()  # the framework's: every schema by its $id


@pytest.mark.parametrize("path", sorted(p for p in PACK.rglob("*.yaml") if p.name != "pack.yaml"),
                         ids=lambda p: str(p.relative_to(PACK)))
def test_every_file_is_valid_against_the_rulesets_editor_schema(path):
    validator = Draft202012Validator(_published("d20-pool/entry.schema.json"), registry=_registry())
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    for entry in data if isinstance(data, list) else [data]:
        own_file = f"d20-pool/{entry['kind']}.schema.json"
        own = _published(own_file if (SCHEMAS / own_file).exists() else f"{entry['kind']}.schema.json")  # a common kind
        errors = list(Draft202012Validator(own, registry=_registry()).iter_errors(entry))
        assert not errors, (entry["id"], [e.message for e in errors])
    assert validator.is_valid(data)
    assert path.read_text(encoding="utf-8").startswith("# yaml-language-server: $schema=")


def test_the_editor_schema_rejects_a_wrong_row():
    """The schemas bite: a size without its modifier, an action of an unknown timing are invalid."""
    validator = Draft202012Validator(_published("d20-pool/entry.schema.json"), registry=_registry())
    size = {**by_id("d20-size")["huge"]}
    del size["modifier"]
    action = {**by_id("d20-action")["move"], "when": "sometimes"}
    assert not validator.is_valid(size) and not validator.is_valid(action)
    assert validator.is_valid(by_id("d20-size")["huge"])


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.name)
def test_every_kind_has_its_schema_template_and_names(kind):
    schema = _published(f"d20-pool/{kind.schema.name}")
    assert kind.schema.parent == SCHEMAS / "d20-pool" and kind.name.startswith("d20-")
    assert schema["$id"] == f"https://meshal-compendium.org/schemas/v1/d20-pool/{kind.name}.schema.json"
    assert (TEMPLATES / kind.template).is_file()
    catalogue = yaml.safe_load(LOCALE.read_text(encoding="utf-8"))
    assert {"zh", "en"} <= set(catalogue[f"kind-{kind.name}"]) and f"nav-d20-pool-{kind.folder}" in catalogue
    assert f"nav-{kind.name}" in catalogue and f"list-intro-{kind.name}" in catalogue  # the list page's title, intro
    shared = {}
    for path in (ROOT / "meshal_compendium" / "locale").glob("*.yaml"):
        shared.update(yaml.safe_load(path.read_text(encoding="utf-8")))
    for field in kind.columns + kind.filters:
        assert f"col-{field}" in {**shared, **catalogue} or f"col-{kind.name}-{field}" in catalogue, field
        assert field in schema["properties"] or field == "origin", field
    for field in kind.ranges:
        assert {f"range-{field}", f"range-{kind.name}-{field}"} & set(catalogue) and field in kind.columns, field
    for field, vocabulary in kind.labels.items():
        for entry in (e for e in of_kind(kind.name) if field in e):
            assert f"{vocabulary}-{entry[field]}" in catalogue, (kind.name, entry["id"])


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.name)
def test_every_schema_property_explains_itself_in_both_languages(kind):
    for path, prop in _properties(json.loads(kind.schema.read_text(encoding="utf-8"))):
        if "$ref" in prop and not set(prop) - {"$ref", "x-ref"}:
            continue
        zh, _, en = prop["title"].partition(" / ")
        assert CJK.search(zh) and re.fullmatch(r"[A-Z][\w ()-]*", en), path
        zh, _, en = prop["description"].partition(" / ")
        assert CJK.search(zh) and en, path


@pytest.mark.parametrize("path", sorted((SCHEMAS / "d20-pool").glob("*.schema.json")), ids=lambda p: p.name)
def test_every_schema_is_valid_in_the_dialect_that_declares_the_annotations(path):
    """Outside validators (Ajv strict) compile only what the dialect allows: x-ref names only the
    kinds the vocabulary lists, so this ruleset's own closed lists (saves, wounds) are enums."""
    from tests.foundation.test_published_schemas import _dialect

    assert [e.message for e in _dialect().iter_errors(json.loads(path.read_text(encoding="utf-8")))] == []


def test_every_effect_and_label_of_the_conditions_is_in_the_catalogue():
    catalogue = yaml.safe_load(LOCALE.read_text(encoding="utf-8"))
    for condition in of_kind("d20-condition"):
        for effect in condition["effects"]:
            assert f"d20-effect-{effect['type']}" in catalogue
            if "line" in effect:
                assert f"d20-line-{effect['line']}" in catalogue
    for key, value in catalogue.items():
        assert set(value) == {"zh", "en"} and not CJK.search(value["en"]), key


def test_the_kinds_are_the_documents_tables():
    assert [k.name for k in KINDS] == [
        "d20-attribute", "d20-save", "d20-tier", "d20-level", "d20-size", "d20-wound", "d20-condition",
        "d20-action", "d20-damage-type", "d20-number"]
    assert {k.name: len(of_kind(k.name)) for k in KINDS} == {
        "d20-attribute": 8, "d20-save": 4, "d20-tier": 4, "d20-level": 12, "d20-size": 10, "d20-wound": 3,
        "d20-condition": 8, "d20-action": 6, "d20-damage-type": 13, "d20-number": 29}


def test_every_folder_of_the_pack_holds_one_kind():
    for kind in KINDS:
        files = list((PACK / kind.folder).glob("*.yaml"))
        assert files and {e["kind"] for f in files for e in yaml.safe_load(f.read_text(encoding="utf-8"))} == {
            kind.name}


# --- the pages (the shared site layer renders this ruleset's kinds with its templates) ---------

@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    """The Markdown the build writes for both languages, before mkdocs: one folder per language."""
    from meshal_compendium.load import load_compendium
    from meshal_compendium.site.render import write_language

    compendium = load_compendium()
    written = {}
    for lang in ("zh", "en"):
        written[lang] = tmp_path_factory.mktemp(lang)
        write_language(compendium, lang, written[lang])
    return written


def escape(text: str) -> str:
    from meshal_compendium.site.markup import escape as markdown_escape

    return markdown_escape(text)


def page(pages, lang: str, path: str) -> str:
    return (pages[lang] / "d20-pool" / path).read_text(encoding="utf-8")


def test_every_entry_has_its_page_in_both_languages(pages):
    for kind in KINDS:
        for entry in of_kind(kind.name):
            for lang in ("zh", "en"):
                text = page(pages, lang, f"{kind.folder}/{entry['id']}.md")
                assert f"# {escape(entry['name'][lang])}\n" in text and entry["summary"][lang][:8] in text
                assert "{term:" not in text and "{section:" not in text, (kind.name, entry["id"], lang)


def test_entry_pages_show_their_numbers(pages):
    assert "| 调整值 | +16 |" in page(pages, "zh", "sizes/colossal-plus.md")
    assert "| Size part of hit points | +32 (2 × size modifier) |" in page(pages, "en", "sizes/colossal-plus.md")
    cover = page(pages, "en", "conditions/full-cover.md")
    assert "- Defense modifier +6" in cover and "line of effect" in cover
    assert "- 每轮进行 DC10 的机遇豁免, 之后每次 DC+2" in page(pages, "zh", "conditions/dying.md")
    assert "| Vital strike | -10 |" in page(pages, "en", "tiers/mythic.md")


def test_the_ruling_is_shown_where_the_pool_is_ruled_and_on_the_errata_page(pages):
    for lang in ("zh", "en"):
        assert "errata.md#d20-pool-order" in page(pages, lang, "d20-dice.md")
        errata = page(pages, lang, "errata.md")
        for reading in by_id("ruling")["d20-pool-order"]["readings"]:
            assert reading["name"][lang] in errata


def test_the_sections_first_page_says_the_document_is_untitled(pages):
    assert "没有标题" in page(pages, "zh", "index.md") and "no title" in page(pages, "en", "index.md")
    assert "没有标题" in page(pages, "zh", "d20-about.md") and "no title" in page(pages, "en", "d20-about.md")


def test_list_pages_label_their_columns(pages):
    actions = page(pages, "zh", "actions/index.md")
    assert "行动点" in actions and "其他角色的轮中触发" in actions
    assert "Partial Cover" in page(pages, "en", "conditions/index.md")
