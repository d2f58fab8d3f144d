"""The tactics TRPG v0.4 content, checked against its source (content/tactics/source/).

The expected races, classes, weapon tables and numbers are read out of the source text itself,
so a slip in the data (a missing class, a face moved, a changed constant) fails here.
"""

from __future__ import annotations

import hashlib
import json
import re
from functools import cache
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner
from jsonschema import Draft202012Validator

from meshal_compendium import schema_set, schemas
from meshal_compendium.cli import main
from meshal_compendium.i18n import t
from meshal_compendium.load import load_compendium
from meshal_compendium.packs import SHIPPED
from meshal_compendium.rulesets.tactics.kinds import KINDS
from meshal_compendium.rulesets.tactics.model import faces
from meshal_compendium.shipped import shipped
from meshal_compendium.site.render import write_language

PACK = SHIPPED / "tactics"
SEED = "004_c5343b7744d6a09f.txt"
SEED_SHA256 = "e5d47c554d41ba03ac3ac6ed5a924f5ff7b424f1a3aa9d43b336770dbde2b34f"  # of /work/shared/seeds/004_…
SOURCE = (PACK / "source" / SEED).read_text(encoding="utf-8")
SCHEMAS = shipped("schemas")
LOCALE = Path(__file__).parents[3] / "meshal_compendium" / "rulesets" / "tactics" / "locale" / "content.yaml"
CJK = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]")
REFERENCE = re.compile(r"\{([a-z]+):([a-z0-9-]+)(?:\|([^{}]*))?\}")
ATTRIBUTES = {"力量": "str", "智力": "int", "敏捷": "dex", "体质": "vit", "感知": "per", "统御": "con"}
MOVEMENT = {"步行": "walk", "骑马": "mounted", "飞行": "flying", "重装": "heavy", "水行": "water"}


@cache
def entries() -> tuple[dict, ...]:
    found = []
    for path in sorted(PACK.rglob("*.yaml")):
        if path.name != "pack.yaml":
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
            found.extend(data if isinstance(data, list) else [data])
    return tuple(found)


def of_kind(kind: str) -> dict[str, dict]:
    return {e["id"]: e for e in entries() if e["kind"] == kind}


def sections() -> dict[str, dict]:
    return {s["id"]: s for chapter in of_kind("chapter").values() for s in chapter["sections"]}


def source_block(start: str, end: str) -> str:
    """The source lines from the heading ``start`` up to the heading ``end``."""
    return SOURCE[SOURCE.index(start):SOURCE.index(end, SOURCE.index(start) + len(start))]


def test_the_source_copy_is_the_seed_byte_for_byte():
    assert hashlib.sha256((PACK / "source" / SEED).read_bytes()).hexdigest() == SEED_SHA256


def test_the_pack_names_what_the_untitled_document_is():
    pack = yaml.safe_load((PACK / "pack.yaml").read_text(encoding="utf-8"))
    assert (pack["id"], pack["ruleset"], pack["origin"]) == ("tactics", "tactics", "handbook")
    assert pack["languages"] == ["zh", "en"]
    assert pack["name"] == {"zh": "战棋 TRPG v0.4", "en": "Tactics TRPG v0.4"}
    assert "没有标题" in pack["description"]["zh"] and "untitled" in pack["description"]["en"]
    first = min(of_kind("chapter").values(), key=lambda c: c["order"])
    assert "没有标题" in first["sections"][0]["text"]["zh"] and "no title" in first["sections"][0]["text"]["en"]
    assert first["sections"][1]["id"] == "tactics-authors-note"  # the author's preface, kept


def test_every_race_of_the_document_is_an_entry_with_both_names():
    playable = re.findall(r"^3\.1\.\d (\S+)$", SOURCE, re.MULTILINE)
    unplayable = re.findall(r"^3\.2\.\d (\S+)$", SOURCE, re.MULTILINE)
    races = {e["name"]["zh"]: e for e in of_kind("race").values()}
    assert set(races) == set(playable) | set(unplayable)
    assert {n for n, e in races.items() if e["availability"] == "unplayable"} == set(unplayable) == {"亡灵", "血族"}
    assert all(e["name"]["en"] and not CJK.search(e["name"]["en"]) for e in races.values())


def _bonuses(written: str) -> list[tuple[tuple[str, ...] | str, int]]:
    """"敏捷或智力+1，力量或体质-1" → [(("dex", "int"), 1), (("str", "vit"), -1)]; "无" → []."""
    found = []
    for part in re.split("，", written.split("（")[0]) if written != "无" else ():
        names, amount = re.fullmatch(r"(.+?)([+-]\d+)", part).groups()
        found.append(("any" if names == "任意" else tuple(ATTRIBUTES[n] for n in names.split("或")), int(amount)))
    return found


def test_race_bonuses_and_beastkin_forms_follow_the_source():
    for race in of_kind("race").values():
        if race["availability"] == "unplayable":
            assert "bonuses" not in race and "talent" not in race
            continue
        block = source_block(f" {race['name']['zh']}\n", "3.1." if race["id"] != "half-dragon" else "3.2")
        written = re.search(r"属性加成：(.+)", block).group(1)
        data = [(b["choose"] if b["choose"] == "any" else tuple(b["choose"]), b["amount"]) for b in race["bonuses"]]
        assert data == _bonuses(written), race["id"]
        assert f"【{race['talent']['name']['zh']}】" in block
    forms = of_kind("race")["beastkin"]["forms"]
    assert [f["name"]["zh"] for f in forms[:4]] == re.findall(r"^【(.)】：", SOURCE, re.MULTILINE)
    heron = {(e["type"], e.get("movement_type"), e.get("attribute"), e.get("amount")) for e in forms[0]["effects"]}
    assert heron == {("movement-type", "flying", None, None), ("attribute", None, "dex", 1)}


def test_every_basic_class_is_an_entry_with_its_structured_rows():
    names = re.findall(r"^4\.4\.\d (\S+)$", SOURCE, re.MULTILINE)
    classes = {e["name"]["zh"]: e for e in of_kind("class").values()}
    assert list(classes) == names and names[0] == "候补战士" and names[-1] == "贵族"
    for i, name in enumerate(names):
        klass = classes[name]
        block = source_block(f"4.4.{i + 1} {name}", "4.4." if i + 1 < len(names) else "4.5")
        row = dict(re.findall(r"^(\S+?)：(.*)$", block, re.MULTILINE))
        assert not CJK.search(klass["name"]["en"])
        assert [(b["attribute"], b["amount"]) for b in klass["bonuses"]] == [
            (a[0], n) for a, n in _bonuses(row["属性加成"])]
        assert klass["mastery"] == int(row["精通经验"])
        assert klass["movement"] == MOVEMENT[row["移动类型"].split("（")[0]]
        assert [s["name"]["zh"] for s in klass["skills"]] == re.findall(r"【(.+?)】", row["职业技能"])
        assert [s["name"]["zh"] for s in klass["traits"]] == re.findall(r"【(.+?)】", row["职业特性"])
        assert (klass["prerequisites"] == []) == (row["先决条件"] == "无")
    assert classes["预备骑士"]["dismounted"] == "walk"  # 骑马（下马为步行）
    assert classes["贵族"]["prerequisites"][0]["type"] == "gm-approval"
    assert classes["贵族"]["traits"][-1]["movement"] == 1  # 【移动力+1】


def _flattened_row(block: str, label: str) -> list[str]:
    """The values under ``label`` in a flattened table: one per line, up to the next label."""
    lines = block[block.index(f"\n{label}\n") + len(label) + 2:].split("\n")
    values = []
    for line in lines:
        if not re.fullmatch(r"[⚡🔥]*\d*", line) or line == "":
            break
        values.append(line)
    return values


def _cell(face: dict) -> str:
    damage = str(face["damage"]) if face.get("damage") else ""
    return ("⚡" if face.get("critical") else "") + ("🔥" if face.get("burning") else "") + damage


def _filled(rows) -> list[str]:
    """A row's non-blank cells, left to right, written as the source writes them."""
    return [_cell(r) for r in sorted(rows, key=lambda r: r["face"]) if _cell(r)]


@pytest.mark.parametrize("weapon, heading", [("iron-sword", "🗡️铁剑"), ("monster-claw", "🐾怪物之爪")])
def test_weapon_tables_keep_the_source_values_in_order(weapon, heading):
    """The flattened 2.1.4 row lost its blank cells: the filled faces must be the source's values, in order."""
    block = source_block(f"{heading}\n1\n2\n3\n4\n5\n6\n伤害\n", "\n人类剑士" if weapon == "monster-claw" else "🐾")
    entry = of_kind("weapon")[weapon]
    assert [f["face"] for f in entry["faces"]] == [1, 2, 3, 4, 5, 6]
    assert _filled(entry["faces"]) == _flattened_row(block, "伤害")
    assert entry["reading"]["zh"] and entry["reading"]["en"]


def _read(weapon: str, rolls: list[int]) -> list[int]:
    table = faces(of_kind("weapon")[weapon]["faces"])
    return [table[roll - 1].damage for roll in rolls]


def test_the_worked_example_reads_through_the_tables_as_the_source_says():
    """[1,3,4,5,6] + crit [5] → [0+3+3+6+6+6] = 24; [2,3,3,4,6] + crit [5] → [2+2+2+4+4] = 14."""
    assert _read("iron-sword", [1, 3, 4, 5, 6, 5]) == [0, 3, 3, 6, 6, 6]
    claw = _read("monster-claw", [2, 3, 3, 4, 6, 5])
    assert sum(claw) == 14 and [d for d in claw if d] == [2, 2, 2, 4, 4]
    sword, gargoyle = faces(of_kind("weapon")["iron-sword"]["faces"]), faces(of_kind("weapon")["monster-claw"]["faces"])
    assert [f.face for f in sword if f.critical] == [6] == [f.face for f in gargoyle if f.critical]
    assert "0+3+3+6+6+6]=24" in SOURCE and "[2+2+2+4+4]÷3=14÷3=4" in SOURCE


def test_the_enhancement_table_rows_add_up_to_the_attack_die():
    block = source_block("\n基础骰\n3\n", "3、种族")
    sword = of_kind("weapon")["iron-sword"]
    example = sword["enhancement"]
    assert _filled(sword["faces"]) == _flattened_row(block, "基础骰")
    assert _filled(example["attack_die"]) == _flattened_row(block, "攻击骰")
    rows = {layer["source"]: layer["faces"] for layer in example["layers"]}
    for label, source in (("职业", "class"), ("附魔", "enchantment"), ("永久", "permanent")):
        written = block[block.index(f"\n{label}\n") + len(label) + 2:].split("\n")
        assert [_cell(f) for f in rows[source]] == written[:len(rows[source])], source
    for face in range(1, 7):
        base = sword["faces"][face - 1]
        changes = [f for layer in example["layers"] for f in layer["faces"] if f["face"] == face]
        made = {"face": face, "damage": base["damage"] + sum(f.get("damage", 0) for f in changes)}
        if base.get("critical") or any(f.get("critical") for f in changes):
            made["critical"] = True
        if any(f.get("burning") for f in changes):
            made["burning"] = True
        assert made == dict(example["attack_die"][face - 1]), face


def test_derived_attribute_numbers_are_data():
    assert "生命=3+体质×2+感知" in SOURCE
    hp = of_kind("tactics-attribute")["hp"]["formula"]
    assert hp == {"constant": 3, "terms": [{"attribute": "vit", "times": 2}, {"attribute": "per", "times": 1}]}
    for id, attribute in (("defense", "vit"), ("magic-defense", "per")):
        formula = of_kind("tactics-attribute")[id]["formula"]
        assert formula == {"terms": [{"attribute": attribute, "divide": 2}], "armour": True}
    table = dict(re.findall(r"^(步行|骑马|飞行|重装|水行)\n(\d+)$", SOURCE, re.MULTILINE))
    by_type = {MOVEMENT[k]: int(v) for k, v in table.items()}
    assert by_type == {"walk": 3, "mounted": 5, "flying": 5, "heavy": 2, "water": 3}
    assert {id: e["movement"] for id, e in of_kind("movement-type").items()} == by_type
    base = {e["abbr"]: e["starting"] for e in of_kind("tactics-attribute").values() if e["type"] == "base"}
    assert base == dict.fromkeys(re.findall(r"（(Str|Int|Dex|Vit|Per|Con)）", SOURCE), 2)  # 基础均为2点


def test_terrain_costs_and_bonuses_follow_the_map_rules():
    terrain = of_kind("terrain")
    assert {t["movement_cost"] for t in terrain.values() if t["difficulty"] == "difficult"} == {2}
    assert {t["movement_cost"] for t in terrain.values() if t["difficulty"] == "normal"} == {1}
    assert all("movement_cost" not in t for t in terrain.values() if t["difficulty"] == "impassable")
    for icon_name, defense, magic in (("🌲林", 1, 0), ("⛰️山", 2, 0), ("🏰砦", 2, 2)):
        entry = next(t for t in terrain.values() if t.get("icon", "") + t["name"]["zh"] == icon_name)
        assert (entry.get("defense", 0), entry.get("magic_defense", 0)) == (defense, magic)
        assert icon_name + "：" in SOURCE
    water = {"movement_type": "water", "movement_cost": 1, "defense": 1, "magic_defense": 1}
    assert terrain["river"]["special"] == [water]
    assert of_kind("movement-type")["mounted"]["difficult_terrain"] == "blocked"
    assert of_kind("movement-type")["flying"]["difficult_terrain"] == "ignored"


def test_every_status_of_the_list_is_an_entry():
    written = re.findall(r"^【(.+?)】：", source_block("有益状态：", "7.3 地图相关"), re.MULTILINE)
    statuses = of_kind("tactics-status")
    assert [s["name"]["zh"] for s in statuses.values()] == written
    assert [s["polarity"] for s in statuses.values()].count("beneficial") == 4
    assert statuses["attack-x"]["effects"] == [{"type": "physical-dice", "amount": 1, "per_x": True}]


def _english(value, path=()):
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "en" and isinstance(item, str):
                yield path, item
            else:
                yield from _english(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _english(item, (*path, i))


def test_no_chinese_in_english_fields():
    found = [(e["id"], path, text) for e in entries() for path, text in _english(e) if CJK.search(text)]
    pack = yaml.safe_load((PACK / "pack.yaml").read_text(encoding="utf-8"))
    found += [("pack", path, text) for path, text in _english(pack) if CJK.search(text)]
    catalogue = yaml.safe_load(LOCALE.read_text(encoding="utf-8"))
    found += [(key, (), value["en"]) for key, value in catalogue.items() if CJK.search(value["en"])]
    assert found == []


@cache
def validator() -> Draft202012Validator:
    entry = json.loads(schema_set.published()["tactics/entry.schema.json"])  # with its $id, which the file has not
    return Draft202012Validator(entry, registry=schemas.registry())


def test_every_entry_is_valid_against_the_tactics_schemas():
    problems = [(e["id"], error.message[:200]) for e in entries() for error in validator().iter_errors(e)]
    assert problems == []


def test_the_schemas_reject_a_weapon_whose_table_lost_a_face():
    broken = {**of_kind("weapon")["iron-sword"], "faces": of_kind("weapon")["iron-sword"]["faces"][1:]}
    assert not validator().is_valid(broken)
    broken = {**of_kind("race")["elf"], "availability": "maybe"}
    assert not validator().is_valid(broken)


def test_every_property_of_the_schemas_has_a_bilingual_title_and_description():
    def walk(node, path):
        for name, sub in node.get("properties", {}).items():
            if "$ref" not in sub or "title" in sub:
                assert " / " in sub.get("title", "") and " / " in sub.get("description", ""), (*path, name)
            yield from walk(sub, (*path, name))
            yield from walk(sub.get("items", {}), (*path, name, "*"))
        for sub in node.get("$defs", {}).values():
            yield from walk(sub, path)
        yield path

    for schema in (SCHEMAS / "tactics").glob("*.schema.json"):
        document = json.loads(schema_set.published()[f"tactics/{schema.name}"])
        assert document.get("$id", "").endswith(f"/v1/tactics/{schema.name}")
        assert list(walk(document, (schema.name,)))


def test_ids_are_prefixed_unique_and_do_not_collide_with_other_packs():
    own = {kind: [e["id"] for e in entries() if e["kind"] == kind] for kind in ("chapter", "term", "erratum", "ruling")}
    own["section"] = [s["id"] for c in of_kind("chapter").values() for s in c["sections"]]
    others: dict[str, set[str]] = {kind: set() for kind in own}
    for path in SHIPPED.rglob("*.yaml"):
        if PACK in path.parents or path.name == "pack.yaml":
            continue
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or []
        for e in data if isinstance(data, list) else [data]:
            if isinstance(e, dict) and e.get("kind") in others:
                others[e["kind"]].add(e["id"])
                others["section"].update(s["id"] for s in e.get("sections", ()))
    for kind, ids in own.items():
        assert len(ids) == len(set(ids)), kind
        assert all(id.startswith("tactics-") for id in ids), kind
        assert not set(ids) & others[kind], kind


def test_every_term_is_defined_in_its_section_in_both_languages():
    found = sections()
    for term in of_kind("term").values():
        for lang in ("zh", "en"):
            assert f"{{def:{term['id']}}}" in found[term["section"]]["text"][lang], (term["id"], lang)


def test_every_reference_points_at_an_entry():
    known = {kind: set(of_kind(kind)) for kind in {e["kind"] for e in entries()}}
    known["section"] = set(sections())
    known["def"] = known["term"]
    for entry in entries():
        for _, text in _english(entry):
            for kind, id, _ in REFERENCE.findall(text):
                assert id in known.get(kind, ()), (entry["id"], kind, id)
    for erratum in [*of_kind("erratum").values(), *of_kind("ruling").values()]:
        assert set(erratum["concerns"]) <= known["section"], erratum["id"]


# Where the zh text differs from the source on purpose: (as in the source, as in the content).
# Each one is noted beside the text in the content files.
EDITS = (
    ("具体可参考【7、技能】", "具体可参考【6、技能】"),
    *((f"{zh}（{abbr}）", zh) for zh, abbr in (("力量", "Str"), ("智力", "Int"), ("敏捷", "Dex"), ("体质", "Vit"),
                                               ("感知", "Per"), ("统御", "Con"))),
)
_NOTE = re.compile(r"（编者注：(?:[^（）]|（[^（）]*）)*）")
_IGNORED = re.compile(r"[\s：:◆\-]")


def _plain_zh(text: str) -> str:
    names = {(e["kind"], e["id"]): e["name"]["zh"] for e in entries()}
    names.update({("section", id): s["name"]["zh"] for id, s in sections().items()})

    def name(match: re.Match) -> str:
        kind, id, label = match.groups()
        return label if label else names[("term" if kind == "def" else kind, id)]

    return _IGNORED.sub("", REFERENCE.sub(name, _NOTE.sub("", text)))


def test_the_chinese_text_is_the_source_verbatim():
    """Every zh paragraph and list item is in the source, apart from our notes, table rows and EDITS."""
    source = SOURCE
    for before, after in EDITS:
        assert source.count(before) == 1, before
        source = source.replace(before, after)
    source = _IGNORED.sub("", source)
    missing = []
    for id, section in sections().items():
        if id == "tactics-about":  # the editors' note on the untitled document
            continue
        for line in section["text"]["zh"].split("\n"):
            if "—" in line or "出目1～6" in line or not _plain_zh(line):
                continue  # a flattened table shown in face order, or a blank line
            if _plain_zh(line) not in source:
                missing.append((id, line))
    assert missing == []


SLIPS = {"tactics-slip-that-number": "那么数字", "tactics-slip-so-pursuit": "因为人类剑士可以",
         "tactics-slip-elf-de": "消耗地", "tactics-slip-cavalry": "骑兵课", "tactics-slip-bricks": "转头"}


def test_each_slip_of_the_source_is_kept_verbatim_with_its_erratum_shown_where_it_is():
    """Issue 28: the zh text had been corrected silently; now it is the source's, and the correction an erratum
    that the section's text links to in both languages."""
    errata = of_kind("erratum")
    for id, wrong in SLIPS.items():
        assert SOURCE.count(wrong) == 1, wrong
        section = sections()[errata[id]["concerns"][0]]
        assert wrong in section["text"]["zh"], id
        for lang in ("zh", "en"):
            assert f"{{erratum:{id}}}" in section["text"][lang], (id, lang)


def test_every_ruling_is_shown_in_each_section_it_concerns():
    """Issue 28: a reading said only on the errata page is easy to miss; every section a ruling concerns links to
    it, in both languages."""
    for ruling in of_kind("ruling").values():
        for section in ruling["concerns"]:
            for lang in ("zh", "en"):
                assert f"{{ruling:{ruling['id']}}}" in sections()[section]["text"][lang], (ruling["id"], section, lang)


def test_the_swordsmans_damage_is_an_erratum_of_the_combat_flow():
    erratum = of_kind("erratum")["tactics-swordsman-damage"]
    assert erratum["concerns"] == ["tactics-combat-flow"]
    total = sum(_read("iron-sword", [1, 3, 4, 5, 6, 5]))
    assert total * 50 // 100 // 5 == 2 and "人类剑士对石像鬼造成3点伤害" in SOURCE
    assert "{erratum:tactics-swordsman-damage}" in sections()["tactics-combat-flow"]["text"]["en"]


def test_kinds_have_their_schema_template_and_catalogue_strings():
    catalogue = yaml.safe_load(LOCALE.read_text(encoding="utf-8"))
    templates = LOCALE.parents[1] / "templates"
    for kind in KINDS:
        schema = json.loads(kind.schema.read_text(encoding="utf-8"))
        assert schema["properties"]["kind"]["const"] == kind.name
        assert (templates / kind.template).is_file()
        for key in (f"kind-{kind.name}", f"nav-{kind.name}", f"nav-tactics-{kind.folder}"):
            assert set(catalogue[key]) == {"zh", "en"}, key
        for field in (*kind.columns, *kind.filters):
            assert f"col-{field}" in catalogue or f"col-{kind.name}-{field}" in catalogue \
                    or field in ("category", "attack", "type", "abbr"), field
        for field, vocabulary in kind.labels.items():
            values = schema["properties"][field].get("enum") or {e[field] for e in of_kind(kind.name).values()}
            assert all(f"{vocabulary}-{value}" in catalogue for value in values), (kind.name, field)
        assert of_kind(kind.name), kind.name


# The pack through the shared layers (it needs the ruleset registered: the RULESET of
# meshal_compendium/rulesets/tactics/__init__.py, through the entry point in pyproject.toml).


def test_meshal_validate_accepts_the_pack():
    result = CliRunner().invoke(main, ["validate", str(PACK)])
    assert result.exit_code == 0, result.output
    assert "0 errors, 0 warnings" in result.output


@pytest.fixture(scope="module")
def pages(tmp_path_factory) -> Path:
    """The Markdown of every page of the shipped content, both languages (no mkdocs: fast)."""
    out = tmp_path_factory.mktemp("tactics-pages")
    compendium = load_compendium([])
    for lang in ("zh", "en"):
        write_language(compendium, lang, out / lang)
    return out


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_weapon_page_shows_its_dice_table_and_the_damage_odds(pages, lang):
    for weapon in of_kind("weapon").values():
        page = (pages / lang / "tactics" / "weapons" / f"{weapon['id']}.md").read_text(encoding="utf-8")
        rows = [f"| {row['face']} | {_cell(row) or 0} |" for row in weapon["faces"]]
        assert all(row in page.split("\n") for row in rows), (weapon["id"], rows)
        assert f'<div class="meshal-calc" data-calc="tactics/damage" data-weapon="{weapon["id"]}"></div>' in page
    sword = (pages / lang / "tactics" / "weapons" / "iron-sword.md").read_text(encoding="utf-8")
    enchantment = t("tactics-row-enchantment", lang)
    assert f"| 6 | {enchantment} 🔥; {t('tactics-row-permanent', lang)} +1 | ⚡🔥7 |" in sword


def test_every_entry_has_a_page_in_its_folder_in_both_languages(pages):
    for kind in KINDS:
        for id in of_kind(kind.name):
            for lang in ("zh", "en"):
                assert (pages / lang / "tactics" / kind.folder / f"{id}.md").is_file(), (kind.name, id, lang)
