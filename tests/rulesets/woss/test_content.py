"""WOSS chapter 4 as content, checked against its seed (content/woss/source/): the whole chapter in zh,
its English names, its special statuses and tables with the seed's own numbers, and its schemas."""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterator, Mapping
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml
from click.testing import CliRunner
from jsonschema import Draft202012Validator

from meshal_compendium import schema_set, schemas
from meshal_compendium.cli import main

ROOT = Path(__file__).resolve().parents[3]
PACK = ROOT / "content" / "woss"
SCHEMAS = ROOT / "schemas"
SEED = PACK / "source" / "001_bb3d3c42f46b6222.txt"
SEED_SHA256 = "b5242cbaf354a606aa06b805a8fb52deb729ad3b42b7984093a507d4185703d2"  # of ../shared/seeds/001_…
LINES = SEED.read_text(encoding="utf-8").split("\n")
CJK = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]")
MARKER = re.compile(r"\{([a-z-]+):([a-z0-9-]+)(?:\|([^{}]*))?\}")
# Typos fixed in the zh text, each noted in a YAML comment beside its section (seed line, as written → fixed).
# Typos the chapters correct in their zh text (line → (written, fixed)). None: the zh text keeps the seed
# verbatim and each correction is an erratum (是为 → 视为 on line 176: erratum woss-guard-typo, issue 28).
TYPO_FIXES: dict[int, tuple[str, str]] = {}


@cache
def entries() -> tuple[dict, ...]:
    found = []
    for path in sorted(PACK.rglob("*.yaml")):
        if path.name != "pack.yaml":
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
            found += data if isinstance(data, list) else [data]
    return tuple(found)


def of_kind(kind: str) -> list[dict]:
    return [e for e in entries() if e["kind"] == kind]


def by_id(kind: str) -> dict[str, dict]:
    return {e["id"]: e for e in of_kind(kind)}


def chapters() -> list[dict]:
    return sorted(of_kind("chapter"), key=lambda c: c["order"])


def sections() -> list[dict]:
    return [s for c in chapters() for s in c["sections"]]


def names() -> dict[str, str]:
    """Every entry's zh name by (kind, id), to read a marker as the words the page shows."""
    found = {("section", s["id"]): s["name"]["zh"] for s in sections()}
    found.update({(e["kind"], e["id"]): e["name"]["zh"] for e in entries()})
    return found


def as_read(text: str) -> str:
    """A zh text as a reader sees it: markers as the names they show, a table's cells as plain text."""
    known = names()
    text = MARKER.sub(lambda m: m.group(3) or known[("term" if m.group(1) == "def" else m.group(1), m.group(2))], text)
    return re.sub(r"^\|(?: ?-+ ?\|)+$|^\| | \|$| \| ", "\n", text, flags=re.MULTILINE)


def without_latin(text: str) -> str:
    """The seed writes a few English names in brackets (致命伤害（Critical Damage）); an anchor shows them itself."""
    return re.sub(r"（[A-Za-z ]+）", "", text)


def strings(value: Any, path: tuple = ()) -> Iterator[tuple[tuple, str]]:
    if isinstance(value, Mapping):
        for key, item in value.items():
            yield from strings(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from strings(item, (*path, index))
    elif isinstance(value, str):
        yield path, value


def seed_line(prefix: str) -> str:
    found = [line for line in LINES if line.startswith(prefix)]
    assert len(found) == 1, (prefix, found)
    return found[0]


# --- The source and the chapter text ------------------------------------------------------------

def test_the_source_copy_is_the_seed_byte_for_byte():
    assert hashlib.sha256(SEED.read_bytes()).hexdigest() == SEED_SHA256


def test_every_line_of_the_seed_is_in_the_chapters_verbatim():
    """The headings are the pack's and chapters' names (next test); every other line is in the zh text.

    A flattened table's line (columns split by a space, "消耗1点：" above its rows) is found cell by cell.
    """
    read = without_latin("\n".join(as_read(s["text"]["zh"]) for s in sections()))
    missing = []
    for number, line in enumerate(LINES[4:], start=5):
        written = without_latin(line.strip())
        if re.match(r"^第.节：", written):
            continue
        if number in TYPO_FIXES:
            assert TYPO_FIXES[number][0] in written
            written = written.replace(*TYPO_FIXES[number])
        if written and written not in read and not all(cell.rstrip("：") in read for cell in written.split(" ")):
            missing.append((number, line))
    assert not missing


def test_each_typo_fix_is_noted_beside_its_section():
    yaml_text = "".join(p.read_text(encoding="utf-8") for p in (PACK / "chapters").glob("*.yaml"))
    for written, fixed in TYPO_FIXES.values():
        assert f"# typo fixed: {written} -> {fixed}" in yaml_text


@pytest.mark.parametrize("section", sections(), ids=lambda s: s["id"])
def test_each_zh_paragraph_has_its_english_paragraph(section):
    """The translation keeps the seed's paragraphs: one English paragraph (or table row) for each."""
    def count(text: str) -> tuple[int, int]:
        blocks = [b for b in re.split(r"\n\s*\n", text.strip()) if b.strip()]
        return len(blocks), text.count("\n|")

    assert count(section["text"]["zh"]) == count(section["text"]["en"])


@pytest.mark.parametrize("section", sections(), ids=lambda s: s["id"])
def test_the_translation_keeps_every_number(section):
    """Each section's English writes the same numbers as its Chinese, as often (第三节 is a word, "Section 3")."""
    def numbers(text: str) -> list[str]:
        return sorted(re.findall(r"\d+", MARKER.sub("", text).replace("Section 3", "")))

    assert numbers(section["text"]["en"]) == numbers(section["text"]["zh"])


def test_the_chapters_are_the_seeds_four_sections_in_order():
    headings = [line for line in LINES if re.match(r"^第.节：", line)]
    assert [without_latin(h).split("：")[1] for h in headings] == [c["name"]["zh"] for c in chapters()]
    assert [c["order"] for c in chapters()] == [1, 2, 3, 4]


# --- English ------------------------------------------------------------------------------------

def seed_latin_terms() -> list[str]:
    """Every English name the seed writes: words of letters, not dice (1D100, MAX1Dn, d100) nor GM."""
    found = re.findall(r"(?<![0-9A-Za-z])([A-Za-z][A-Za-z ]*[A-Za-z])(?![0-9A-Za-z])", "\n".join(LINES))
    return sorted({t for t in found if t not in ("GM", "WOSS", "MAX", "Dn", "D", "d")})


def test_the_seed_has_its_english_names():
    assert {"COMBAT", "ACTION POINTS", "Critical Damage", "Death Blow", "Hors De Combat", "Immediate Killed",
            "Concealment", "Camouflage", "Lowlight", "Darkness"} <= set(seed_latin_terms())


@pytest.mark.parametrize("english", seed_latin_terms())
def test_every_english_name_of_the_seed_is_the_english_name_of_an_entry(english):
    named = {s["name"]["en"].casefold() for s in sections()} | {e["name"]["en"].casefold() for e in entries()}
    assert english.casefold() in named


def test_woss_itself_is_in_the_packs_english_name():
    assert "WOSS" in yaml.safe_load((PACK / "pack.yaml").read_text(encoding="utf-8"))["name"]["en"]


def test_no_chinese_in_any_english_field():
    found = [(e["id"], path, text) for e in entries() for path, text in strings(e)
             if path and path[-1] == "en" and CJK.search(text)]
    assert not found


def test_every_text_has_both_languages():
    for entry in entries():
        for path, _ in strings(entry):
            if path and path[-1] == "zh":
                parent = entry
                for step in path[:-1]:
                    parent = parent[step]
                assert set(parent) == {"zh", "en"}, (entry["id"], path)


# --- Terms and ids ------------------------------------------------------------------------------

def test_every_term_is_defined_in_its_section_in_both_languages():
    texts = {s["id"]: s["text"] for s in sections()}
    for term in of_kind("term"):
        for lang in ("zh", "en"):
            assert f"{{def:{term['id']}}}" in texts[term["section"]][lang], (term["id"], lang)


def test_every_anchor_names_a_term():
    terms = by_id("term")
    for section in sections():
        for lang in ("zh", "en"):
            assert {m.group(2) for m in MARKER.finditer(section["text"][lang]) if m.group(1) == "def"} <= set(terms)


def test_common_kinds_are_prefixed_so_they_never_meet_meshals_ids():
    ids = {"chapter": [c["id"] for c in chapters()], "section": [s["id"] for s in sections()]}
    ids.update({kind: [e["id"] for e in of_kind(kind)] for kind in ("term", "erratum", "ruling")})
    for kind, found in ids.items():  # ids are unique per kind
        assert all(i.startswith("woss-") for i in found) and len(found) == len(set(found)), kind


# --- Special statuses ---------------------------------------------------------------------------

def seed_statuses() -> list[str]:
    """The names in the special statuses list (特殊状态：, up to the closing 注：)."""
    start = LINES.index("特殊状态：")
    end = next(i for i in range(start, len(LINES)) if LINES[i].startswith("注："))
    return [line.split("：")[0] for line in LINES[start + 1:end] if line.strip()]


def test_the_seed_lists_thirty_special_statuses():
    assert len(seed_statuses()) == 30


def test_every_special_status_is_a_status_entry():
    listed = {s["name"]["zh"]: s for s in of_kind("status") if s["listed"]}
    assert sorted(listed) == sorted(seed_statuses())


def numbers_of(effects: list[dict]) -> set[int]:
    found = set()
    for effect in effects:
        found |= {abs(effect[k]) for k in ("amount", "percent", "at_most", "within", "beyond") if k in effect}
        found |= {effect[k]["amount"] for k in ("duration", "after") if k in effect}
        found |= {int(n) for n in re.findall(r"\d+", effect.get("die", ""))}
        found |= {outcome["roll"] for outcome in effect.get("outcomes", ())}
    return found


@pytest.mark.parametrize("status", of_kind("status"), ids=lambda s: s["id"])
def test_every_number_of_a_status_line_is_in_its_structured_effects(status):
    line = seed_line(status["name"]["zh"] + "：")
    line = re.sub(r"(\d+)公里", lambda m: str(int(m.group(1)) * 1000), line)  # effects count metres
    assert {int(n) for n in re.findall(r"\d+", line)} <= numbers_of(status["effects"])


def effect(status: str, type: str, target: str | None = None) -> dict:
    found = [e for e in by_id("status")[status]["effects"] if e["type"] == type and e.get("target") == target]
    assert len(found) == 1, (status, type, target)
    return found[0]


def test_slowed_and_stiff_cost_the_action_points_the_seed_gives():
    assert effect("slowed", "modifier", "move-action-points")["amount"] == -int(
        re.search(r"-(\d+)移动行动点", seed_line("迟缓效果：")).group(1))
    assert effect("stiff", "modifier", "action-points")["amount"] == -int(
        re.search(r"减少(\d+)点行动点", seed_line("僵硬：")).group(1))
    assert effect("stiff", "multiplier", "movement-speed")["factor"] == "1/2"  # 移动速度减半


def test_inspired_gives_life_stamina_and_an_action_point():
    life, action = map(int, re.search(r"\+(\d+)生命力，体力和\+(\d+)行动点", seed_line("振奋：")).groups())
    assert (effect("inspired", "modifier", "life")["amount"], effect("inspired", "modifier", "stamina")["amount"],
            effect("inspired", "modifier", "action-points")["amount"]) == (life, life, action)


@pytest.mark.parametrize("status, name", [("shaken", "战栗"), ("pain", "痛苦"), ("dazed", "眩晕")])
def test_minus_fifteen_hit_and_skill_contests(status, name):
    penalty = -int(re.search(r"－(\d+)命中和技能对抗", seed_line(name + "：")).group(1))
    assert effect(status, "modifier", "hit")["amount"] == penalty == -15
    assert effect(status, "modifier", "skill-contests")["amount"] == penalty


@pytest.mark.parametrize("status, name, pattern, targets", [
    ("bleeding", "流血", r"每回合失去(\d+)点生命力和体力", ("life", "stamina")),
    ("poisoned", "中毒", r"毒性效果×(\d+)点的体力伤害", ("stamina",)),
    ("burning", "燃烧", r"燃烧效果×(\d+)点的火系伤害", ("life",)),
    ("mana-burn", "法力燃烧", r"法力燃烧效果×(\d+)点的法力减少", ("mana",)),
])
def test_damage_over_time_per_stack(status, name, pattern, targets):
    amount = int(re.search(pattern, seed_line(name + "：")).group(1))
    assert by_id("status")[status]["stacks"] is True  # 该状态可以叠加，效果累计
    for target in targets:
        found = effect(status, "per-round", target)
        assert (found["amount"], found["unit"]) == (-amount, "per-stack")
    assert effect("burning", "per-round", "life")["damage"] == "fire"


def test_drunk_sleeps_after_ten_minutes_then_an_hour_of_pain():
    pattern = r"\+(\d+)体力和\+(\d+)行动点，(\d+)分钟后陷入沉睡状态，醒来陷入痛苦效果(\d+)小时"
    plus, points, minutes, hours = map(int, re.search(pattern, seed_line("醉酒：")).groups())
    becomes = {e["status"]: e for e in by_id("status")["drunk"]["effects"] if e["type"] == "becomes"}
    assert effect("drunk", "modifier", "stamina")["amount"] == plus
    assert effect("drunk", "modifier", "action-points")["amount"] == points
    assert becomes["asleep"]["after"] == {"amount": minutes, "unit": "minute"}
    assert becomes["pain"]["duration"] == {"amount": hours, "unit": "hour"}


def test_defenceless_is_minus_a_hundred_to_every_check():
    assert effect("defenceless", "modifier", "all-checks")["amount"] == -int(
        re.search(r"一切判定-(\d+)惩罚", seed_line("无法防御：")).group(1))
    assert not by_id("status")["defenceless"]["listed"]


def test_the_mental_statuses_are_the_ones_the_seed_marks():
    marked = {name for name in seed_statuses() if seed_line(name + "：").split("：", 1)[1].startswith("精神效果")}
    assert {s["name"]["zh"] for s in of_kind("status") if s.get("mental")} == marked


def test_status_references_name_entries():
    statuses, situations = by_id("status"), by_id("situation")
    for entry in entries():
        for found in entry.get("effects", ()):
            assert found.get("status", "slowed") in statuses and found.get("situation", "prone") in situations


# --- Tables as data -----------------------------------------------------------------------------

def test_the_hit_tiers_are_table_4_1():
    tiers = sorted(of_kind("hit-tier"), key=lambda t: t["order"])
    rows = LINES[LINES.index("特殊效果：") + 3:LINES.index("特殊效果：") + 9]
    named = [re.search(r" (\S+?)（", row).group(1) for row in rows[2:]]
    assert [t["name"]["zh"] for t in tiers] == ["失手", "正常伤害", *named]
    margins = [int(re.search(r"挡格(\d+)点", row).group(1)) for row in rows[3:]]
    assert [t["margin"] for t in tiers[3:]] == margins == [25, 50, 75]
    morale = {t["id"]: -e["amount"] for t in tiers for e in t["effects"]
              if e.get("target") == "morale" and e["type"] == "modifier"}
    assert morale == {"normal-damage": 1, "critical-damage": 2, "death-blow": 3}
    assert [t["comparison"] for t in tiers] == ["below", "at-least", "at-least", "more-than", "more-than", "more-than"]


def tier_of(total: int, dodge: int, block: int) -> str:
    """The tier the data gives a hit roll's total: the last row whose condition holds."""
    found = "miss"
    for tier in sorted(of_kind("hit-tier"), key=lambda t: t["order"]):
        base = dodge if tier["against"] == "dodge" else block
        holds = {"below": total < base, "at-least": total >= base + tier["margin"],
                 "more-than": total > base + tier["margin"]}[tier["comparison"]]
        if holds and tier["comparison"] != "below":
            found = tier["id"]
    return found


def test_the_examples_that_say_critical_are_death_blows_by_the_table_and_an_erratum_says_so():
    asna = re.search(r"总和为(\d+)点，GM告知恶精挡格为(\d+)", "\n".join(LINES)).groups()
    fireball = re.search(r"结果为(\d+)，GM告知恶精挡格为(\d+)", "\n".join(LINES)).groups()
    for total, block in (asna, fireball):
        assert tier_of(int(total), 60, int(block)) == "death-blow"
    erratum = by_id("erratum")["woss-critical-examples"]
    assert {"woss-critical-steps", "woss-spell-attack-steps", "woss-special-effects"} <= set(erratum["concerns"])
    assert tier_of(78 + 35, 60, 75) == "death-blow"  # the sum the example should have written (erratum woss-asna-total)
    assert tier_of(69, 60, 75) == "normal-damage"  # Asna's first example: 34 + 35 against dodge 60


def test_every_erratum_concerns_sections_that_exist():
    known = {s["id"] for s in sections()}
    for found in of_kind("erratum") + of_kind("ruling"):
        assert set(found["concerns"]) <= known, found["id"]


def test_the_action_costs_are_the_seeds_table():
    """Each "消耗N点：" block of the table (lines 32-63): every row is a combat action costing N."""
    actions = {a["name"]["zh"]: a for a in of_kind("combat-action")}
    cost, checked = None, 0
    for line in LINES[31:63]:
        if heading := re.match(r"消耗(\d+)点：", line):
            cost = int(heading.group(1))
        elif line.strip():
            name = re.sub(r"（注\d）$|（比如.*）$|。$", "", line.strip())
            assert actions[name]["cost"] == cost, name
            checked += 1
    assert checked == 23


def test_the_special_costs_are_the_seeds():
    actions = by_id("combat-action")
    sling, light, heavy = map(int, re.search(r"分别消耗(\d+)点，(\d+)点和(\d+)点", seed_line("装填投石索")).groups())
    aid, quick = map(int, re.search(r"分别消耗(\d+)点和(\d+)点", seed_line("急救和快速急救")).groups())
    loads = ("load-sling", "load-light-crossbow", "load-heavy-crossbow")
    assert [actions[i]["cost"] for i in loads] == [sling, light, heavy]
    assert [actions["first-aid"]["cost"], actions["quick-first-aid"]["cost"]] == [aid, quick]
    assert actions["off-hand-attack"]["cost"] == int(re.search(r"额外消耗(\d+)点", seed_line("两手同时攻击")).group(1))


def test_the_attack_difficulties_are_the_seeds_table():
    rows = [line.split(" ") for line in LINES[LINES.index("攻击难度 形容 例子") + 1:][:5]]
    assert sorted((int(n), name, example) for n, name, example in rows) == sorted(
        (d["difficulty"], d["name"]["zh"], d["example"]["zh"]) for d in of_kind("attack-difficulty"))


def test_material_hardness_and_durability_are_the_seeds():
    pairs = re.findall(r"([^：；，]+)和([^：；，]+)：硬度(\d+)，耐久(\d+)", seed_line("材质硬度："))
    materials = {m["name"]["zh"]: (m["hardness"], m["durability"]) for m in of_kind("material")}
    assert len(pairs) == 4
    assert materials == {name: (int(h), int(d)) for *both, h, d in pairs for name in both}


def situation_effect(id: str, target: str) -> int:
    return next(e["amount"] for e in by_id("situation")[id]["effects"] if e.get("target") == target)


def test_concealment_camouflage_and_height_are_the_seeds():
    for id, name in (("small-concealment", "小遮掩"), ("half-concealment", "半遮掩"), ("full-concealment", "全遮掩")):
        percent, dodge = map(int, re.search(r"有(\d+)%身躯被遮掩.*＋(\d+)回避", seed_line(name + "：")).groups())
        assert (by_id("situation")[id]["body_percent"], situation_effect(id, "dodge")) == (percent, dodge)
    camouflage = [int(n) for n in re.findall(r"伪装\+(\d+)潜伏", seed_line("伪装（Camouflage）"))]
    levels = ("small-camouflage", "medium-camouflage", "full-camouflage")
    assert [situation_effect(i, "hiding") for i in levels] == camouflage
    height = [tuple(map(int, m)) for m in re.findall(r"高出(\d+)米\+(\d+)命中奖励", seed_line("高度差："))]
    found = [(by_id("situation")[f"height-{m}m"]["metres"], situation_effect(f"height-{m}m", "hit")) for m, _ in height]
    assert found == height


def test_lowlight_and_darkness_are_the_seeds():
    for id, name in (("lowlight", "昏暗（Lowlight）"), ("darkness", "黑暗（Darkness）")):
        pattern = r"(\d+)米内的目标处于半遮掩状态，(\d+)米外的目标处于全遮掩状态"
        near, far = map(int, re.search(pattern, seed_line(name)).groups())
        effects = {e["situation"]: e for e in by_id("situation")[id]["effects"]}
        assert (effects["half-concealment"]["within"], effects["full-concealment"]["beyond"]) == (near, far)


def test_the_morale_rules_are_the_seeds():
    assert seed_line("一次攻击减少超过一半生命力").endswith("士气减为0，陷入恐惧状态。")
    heavy = by_id("situation")["heavy-blow"]["effects"]
    assert {"type": "set", "target": "morale", "amount": 0} in heavy and {"type": "becomes", "status": "fear"} in heavy
    torture = int(seed_line("拷问成功").split(" ")[1].removesuffix("士气"))
    assert situation_effect("torture-success", "morale") == torture
    rounds = int(re.search(r"振奋效果(\d+)回合", seed_line("士气高昂和士气低落")).group(1))
    assert by_id("situation")["high-morale"]["effects"][0]["duration"] == {"amount": rounds, "unit": "round"}


# --- Schemas --------------------------------------------------------------------------------------

def test_meshal_validates_the_whole_pack_through_the_woss_ruleset():
    """The framework's own check: schemas from the registry, references (also {status:…}), ids against Meshal's."""
    result = CliRunner().invoke(main, ["validate", str(PACK), "--format", "json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["ok"] and report["problems"] == [] and report["entries"] == len(entries())


def test_the_framework_loads_the_woss_schemas_into_its_registry():
    assert set(schemas.kinds()) >= {"status", "situation", "hit-tier", "combat-action", "attack-difficulty", "material"}
    status = schemas.registry().resolver().lookup("https://meshal-compendium.org/schemas/v1/woss/status.schema.json")
    assert status.contents == json.loads(schema_set.published()["woss/status.schema.json"])


def editor() -> Draft202012Validator:
    return Draft202012Validator(json.loads(schema_set.published()["woss/entry.schema.json"]),
                                registry=schemas.registry())  # the framework's: every schema by its $id


@pytest.mark.parametrize("path", sorted((SCHEMAS / "woss").glob("*.schema.json")), ids=lambda p: p.name)
def test_each_schema_is_valid_2020_12_with_its_id(path):
    document = json.loads(schema_set.published()[f"woss/{path.name}"])
    Draft202012Validator.check_schema(document)
    assert document["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert document["$id"] == f"https://meshal-compendium.org/schemas/v1/woss/{path.name}"


def properties(node: Any) -> Iterator[tuple[str, dict]]:
    if isinstance(node, dict):
        yield from node.get("properties", {}).items()
        for key, value in node.items():
            if key != "if":  # a condition's properties only test a value
                yield from properties(value)
    elif isinstance(node, list):
        for value in node:
            yield from properties(value)


@pytest.mark.parametrize("path", sorted((SCHEMAS / "woss").glob("*.schema.json")), ids=lambda p: p.name)
def test_every_property_has_a_bilingual_title_and_description(path):
    for name, node in properties(json.loads(path.read_text(encoding="utf-8"))):
        if set(node) != {"$ref"}:  # a bare $ref is described where it points
            assert " / " in node.get("title", "") and " / " in node.get("description", ""), (path.name, name)


def test_every_entry_validates_against_the_editor_schema():
    problems = [(e["id"], list(err.absolute_path), err.message) for e in entries() for err in editor().iter_errors(e)]
    assert not problems


@pytest.mark.parametrize("broken", [
    {"effects": [{"type": "per-round", "target": "life"}]},  # neither an amount nor a die
    {"effects": [{"type": "modifier", "target": "luck", "amount": 1}]},  # not a stat
    {"effects": [{"type": "becomes"}]},  # becomes what?
    {"category": "curse"},
    {"effects": None},
])
def test_a_broken_status_is_rejected(broken):
    status = {**by_id("status")["bleeding"], **broken}
    status = {k: v for k, v in status.items() if v is not None}
    assert list(editor().iter_errors(status))


def enums() -> Iterator[tuple[str, str]]:
    """(vocabulary, value) of every word-valued field whose values a page shows."""
    woss = {p.name.removesuffix(".schema.json"): json.loads(p.read_text(encoding="utf-8"))
            for p in (SCHEMAS / "woss").glob("*.schema.json")}
    effect = woss["defs"]["$defs"]["effect"]["properties"]
    sources = {"woss-stat": woss["defs"]["$defs"]["stat"], "woss-deed": effect["action"], "woss-check": effect["check"],
               "woss-status-category": woss["status"]["properties"]["category"],
               "woss-situation-category": woss["situation"]["properties"]["category"],
               "woss-against": woss["hit-tier"]["properties"]["against"],
               "woss-comparison": woss["hit-tier"]["properties"]["comparison"],
               "woss-timing": woss["combat-action"]["properties"]["timing"],
               "woss-action-category": woss["combat-action"]["properties"]["category"],
               "woss-unit": effect["unit"], "woss-damage": effect["damage"], "woss-scope": effect["scope"],
               "woss-who": effect["who"]}
    for vocabulary, node in sources.items():
        for value in node["enum"]:
            if (vocabulary, value) not in (("woss-unit", "points"), ("woss-who", "self")):  # the defaults show nothing
                yield vocabulary, value


def test_every_value_a_page_shows_has_a_label_in_both_languages():
    catalogue = yaml.safe_load((ROOT / "meshal_compendium" / "rulesets" / "woss" / "locale" / "content.yaml").read_text(
        encoding="utf-8"))
    missing = [f"{v}-{value}" for v, value in enums() if set(catalogue.get(f"{v}-{value}", {})) != {"zh", "en"}]
    assert not missing
    for kind in ("status", "situation", "hit-tier", "combat-action", "attack-difficulty", "material", "thickness"):
        assert set(catalogue[f"kind-{kind}"]) == set(catalogue[f"nav-{kind}"]) == {"zh", "en"}
    assert not [k for k, v in catalogue.items() if CJK.search(v["en"])]


# --- Issue 28: corrections shown as errata, readings as rulings, named rules as terms ------------

def test_line_176_keeps_the_seeds_word_and_an_erratum_shows_the_correction():
    text = {s["id"]: s["text"] for s in sections()}["woss-surprise-and-besieging"]
    assert "3个目标是为半遮掩" in text["zh"] and "3个目标视为半遮掩" not in text["zh"]
    assert "woss-surprise-and-besieging" in by_id("erratum")["woss-guard-typo"]["concerns"]


def test_the_pressing_attack_is_one_or_more_allies_in_english():
    text = {s["id"]: s["text"] for s in sections()}["woss-surprise-and-besieging"]["en"]
    assert "you and 1 or more allies" in text and "more than 1 ally" not in text


def test_the_besieging_bonus_says_its_caps():
    besieged = next(e for e in of_kind("situation") if e["id"] == "besieged")
    for lang in ("zh", "en"):
        said = besieged["summary"][lang] + besieged["effects"][0]["text"][lang]
        assert all(n in said for n in ("8", "16", "24")), lang


@pytest.mark.parametrize("name", ["近战攻击判定", "远程攻击判定", "触发待机", "反射动作", "距离差", "全力挡格"])
def test_the_named_rules_are_terms_with_the_seeds_name(name):
    assert name in "".join(LINES)
    assert name in {t["name"]["zh"] for t in of_kind("term")}
