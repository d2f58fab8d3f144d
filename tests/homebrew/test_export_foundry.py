"""``--format foundry``: a Foundry VTT module whose LevelDB packs the official CLI reads back whole,
with every ``@UUID`` resolving inside the module, stable ids, escaped pack text and the same bytes
every time."""

from __future__ import annotations

import json
import re
import shutil
from fractions import Fraction

import pytest

from meshal_compendium.export import as_foundry, export
from meshal_compendium.export.foundry import node
from meshal_compendium.i18n import EDITIONS, t
from meshal_compendium.load import load_compendium
from meshal_compendium.model import Text
from meshal_compendium.packs import SHIPPED
from meshal_compendium.problems import MeshalError
from meshal_compendium.rulesets.d20_pool import foundry as d20_foundry
from meshal_compendium.rulesets.d20_pool.engine.pool import faces
from meshal_compendium.rulesets.woss import foundry as woss_foundry
from meshal_compendium.rulesets.woss.engine import rules as woss_rules
from meshal_compendium.rulesets.woss.engine.check import tier_of
from meshal_compendium.scaffold import scaffold_pack

# Small; tactics has the weapons' dice tables, WOSS and the d20 pool declare their own.
PACKS = [SHIPPED / "woss", SHIPPED / "tactics", SHIPPED / "d20-pool"]
UUID = re.compile(r"@UUID\[Compendium\.([^.\]]+)\.([^.\]]+)\.JournalEntry\.(\w+)(?:\.JournalEntryPage\.(\w+))?\]")
HOSTILE = "<script>alert(1)</script> @UUID[Actor.x]{y} [[/roll 1d20]]"


def _tree(root):
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def _extract(module, out):
    """Every pack read back with the official CLI: {pack name: [document, …]}. From a copy: opening a
    LevelDB folder rewrites its manifest, and the module's bytes are compared later."""
    packs = json.loads((module / "module.json").read_text(encoding="utf-8"))["packs"]
    shutil.copytree(module, out / "copy")
    node.run({"extract": [[str(out / "copy" / p["path"]), str(out / p["name"])] for p in packs]})
    return {p["name"]: [json.loads(f.read_text(encoding="utf-8")) for f in sorted((out / p["name"]).glob("*.json"))]
            for p in packs}


@pytest.fixture(scope="module")
def shipped(tmp_path_factory):
    root = tmp_path_factory.mktemp("foundry")
    export("foundry", PACKS, root / "one")
    export("foundry", PACKS, root / "two")
    return root / "one", root / "two", _extract(root / "one", root / "extracted")


@pytest.fixture(scope="module")
def homebrew(tmp_path_factory):
    root = tmp_path_factory.mktemp("foundry-homebrew")
    pack = root / "glow"
    scaffold_pack(pack, "glow")
    with (pack / "terms.yaml").open("a", encoding="utf-8") as terms:
        terms.write(f"""- kind: term
  id: glow-hostile
  name: {{zh: 恶意, en: Hostile}}
  section: glow-overview
  summary: {{zh: {json.dumps(HOSTILE)}, en: {json.dumps(HOSTILE)}}}
""")
    export("foundry", [pack], root / "module")
    return root / "module", _extract(root / "module", root / "extracted")


# A harness written from Foundry's published manifest documentation
# (https://foundryvtt.com/article/module-development/, "The Module Manifest", and
# https://foundryvtt.com/article/compendium/): the fields it names, the types it gives them.
DOCUMENT_TYPES = {"Actor", "Adventure", "Cards", "Item", "JournalEntry", "Macro", "Playlist", "RollTable", "Scene"}
ROLES, LEVELS = {"PLAYER", "TRUSTED", "ASSISTANT"}, {"NONE", "LIMITED", "OBSERVER", "OWNER"}


def check_manifest(manifest: dict, module: object) -> None:
    assert re.fullmatch(r"[a-z0-9][a-z0-9-]*", manifest["id"]), "id: lowercase, no spaces or special characters"
    for field in ("title", "description", "version"):
        assert isinstance(manifest[field], str) and manifest[field], field
    assert set(manifest["compatibility"]) <= {"minimum", "verified", "maximum"}
    assert all(isinstance(v, str) for v in manifest["compatibility"].values())
    assert all(isinstance(a["name"], str) and set(a) <= {"name", "email", "url", "discord", "flags"}
               for a in manifest["authors"])
    names = [pack["name"] for pack in manifest["packs"]]
    assert len(set(names)) == len(names), "pack names are unique"
    for pack in manifest["packs"]:
        assert re.fullmatch(r"[a-z0-9-]+", pack["name"]) and pack["label"]
        assert pack["type"] in DOCUMENT_TYPES and (module / pack["path"]).is_dir()
        assert set(pack["ownership"]) <= ROLES and set(pack["ownership"].values()) <= LEVELS
    for folder in manifest["packFolders"]:
        assert folder["name"] and folder["sorting"] in {"a", "m"} and set(folder["packs"]) <= set(names)
    assert len({f["name"] for f in manifest["packFolders"]}) == len(manifest["packFolders"])
    assert all({"lang", "name", "path"} <= set(lang) for lang in manifest["languages"])


def _pages(documents):
    return {(journal["_id"], page["_id"]): page for journal in documents for page in journal.get("pages", [])}


def _texts(document):
    """The HTML a document holds: its journal pages', or its table's and results' descriptions."""
    yield from (page["text"]["content"] for page in document.get("pages", []))
    yield from (result["description"] for result in document.get("results", []))
    yield document.get("description") or ""


def _check_links(module, extracted):
    """Every ``@UUID`` names this module, a pack of the same language, and a journal/page in it."""
    module_id = json.loads((module / "module.json").read_text(encoding="utf-8"))["id"]
    found = 0
    for pack, documents in extracted.items():
        for document in documents:
            for text in _texts(document):
                for target_module, target_pack, journal_id, page_id in UUID.findall(text):
                    found += 1
                    assert target_module == module_id
                    assert target_pack.split("-", 1)[1] == pack.split("-", 1)[1], "links stay in their language"
                    journals = {j["_id"] for j in extracted[target_pack]}
                    assert journal_id in journals
                    assert not page_id or (journal_id, page_id) in _pages(extracted[target_pack])
    return found


def test_the_export_is_the_same_bytes_every_time(shipped):
    one, two, _ = shipped
    first = _tree(one)
    assert first == _tree(two)
    assert not [name for name in first if name.rsplit("/", 1)[-1] in as_foundry.VOLATILE]


def test_the_manifest_has_the_fields_foundry_documents(shipped):
    one, _, extracted = shipped
    manifest = json.loads((one / "module.json").read_text(encoding="utf-8"))
    check_manifest(manifest, one)
    assert {pack["name"] for pack in manifest["packs"]} == set(extracted)


def test_every_entry_and_section_is_a_page_in_every_language(shipped):
    _, _, extracted = shipped
    compendium = load_compendium(PACKS)
    for lang in EDITIONS:
        suffix = lang.lower()
        rules, entries = _pages(extracted[f"rules-{suffix}"]), _pages(extracted[f"entries-{suffix}"])
        names = {page["name"] for page in [*rules.values(), *entries.values()]}
        chapters = {j["name"] for j in extracted[f"rules-{suffix}"]}
        for kind, members in compendium.entries.items():
            for entry in members.values():
                if kind == "chapter":
                    assert entry.name.get(lang) in chapters
                    assert all(Text.of(s["name"]).get(lang) in names for s in entry.data["sections"])
                else:
                    assert entry.name.get(lang) in names, (lang, kind, entry.id)
        expected = sum(len(m) for k, m in compendium.entries.items() if k != "chapter") + len(compendium.sections)
        opening = sum(1 for c in compendium.all("chapter") if c.summary or c.text)
        assert len(rules) + len(entries) == expected + opening
        assert all(page["text"]["format"] == 1 and page["type"] == "text"
                   for page in [*rules.values(), *entries.values()])


def test_every_link_resolves_inside_the_module(shipped):
    one, _, extracted = shipped
    assert _check_links(one, extracted) > 1000


def test_ids_are_derived_from_what_a_document_is(shipped):
    _, _, extracted = shipped
    # Fixed here: a reader's links into the module keep working across versions.
    assert as_foundry._id("en", "woss", "term", "woss-action-points") == "u5RViIdpDMMRwiXa"
    ids = [doc["_id"] for docs in extracted.values() for doc in docs]
    ids += [page["_id"] for docs in extracted.values() for doc in docs for page in doc.get("pages", [])]
    assert len(set(ids)) == len(ids) and all(re.fullmatch(r"[A-Za-z0-9]{16}", i) for i in ids)
    assert ("u5RViIdpDMMRwiXa" in {p for _, p in _pages(extracted["rules-en"])})


def test_weapon_faces_are_roll_tables_with_one_result_per_face(shipped):
    _, _, extracted = shipped
    compendium = load_compendium(PACKS)
    sword = compendium.get("weapon", "iron-sword")
    tables = {table["name"]: table for table in extracted["tables-en"]}
    faces = tables["Iron Sword: die faces"]
    assert faces["formula"] == "1d6"
    results = sorted((r["range"], r["description"]) for r in faces["results"])
    assert [r for r, _ in results] == [[face, face] for face in range(1, 7)]
    assert [d for _, d in results] == [
        f"damage {f['damage']}" + (" ⚡critical" if f.get("critical") else "") for f in sword.data["faces"]]
    attack = {r["range"][0]: r["description"] for r in tables["Iron Sword: enhanced attack die"]["results"]}
    assert attack[6] == "damage 7 ⚡critical 🔥burning"
    weapons = sum(1 + ("enhancement" in w.data) for w in compendium.all("weapon"))
    declared = len(woss_foundry.tables(compendium)) + len(d20_foundry.tables(compendium))
    assert len(extracted["tables-zh"]) == len(extracted["tables-en"]) == weapons + declared


def _table(extracted, lang, name):
    return next(table for table in extracted[f"tables-{lang.lower()}"] if table["name"] == name)


def _linked(html):
    """The page ids a result's ``@UUID`` links name."""
    return [page for *_, page in UUID.findall(html)]


def test_woss_hit_tiers_are_a_roll_table_on_the_margin_over_the_block(shipped):
    _, _, extracted = shipped
    tiers = [e.id for e in sorted(load_compendium(PACKS).all("hit-tier"), key=lambda e: e.data["order"])]
    dodge, block = 40, 60  # block above dodge: every tier can happen
    for lang in EDITIONS:
        table = _table(extracted, lang, t("woss-foundry-tiers", lang))
        results = sorted(table["results"], key=lambda result: result["range"][0])
        # Table 4-1 (L124-128): at least block, more than block + 25, + 50, + 75; below: dodge decides.
        assert table["formula"] == "1d100" and [r["range"] for r in results] == [
            [-woss_foundry.OPEN, -1], [0, 25], [26, 50], [51, 75], [76, woss_foundry.OPEN]]
        page = {as_foundry._id(lang, "woss", "hit-tier", id): id for id in tiers}
        for margin in range(-dodge, 130):
            result = next(r for r in results if r["range"][0] <= margin <= r["range"][1])
            linked = [page[id] for id in _linked(result["description"])]
            engine = tiers[woss_rules.TIERS.index(tier_of(block + margin, dodge, block))]  # the engine's tier
            assert engine in linked and (margin < 0 or linked == [engine]), margin
        assert _linked(table["description"]) == [as_foundry._id(lang, "woss", "ruling", id)
                                                 for id in ("woss-tier-order", "woss-margin-strict")]


def test_d20_natural_results_are_a_roll_table_per_edge(shipped):
    _, _, extracted = shipped
    # 5.1 the D20 rule: a natural 18-20 succeeds (17 with advantage, 19 with disadvantage), 20 is a
    # critical success, 1 a critical failure.
    for edge, least in (("none", 18), ("advantage", 17), ("disadvantage", 19)):
        for lang in EDITIONS:
            table = _table(extracted, lang, t("d20-foundry-natural", lang, edge=t(f"d20-pool-edge-{edge}", lang)))
            results = sorted(table["results"], key=lambda result: result["range"][0])
            assert table["formula"] == "1d20"
            assert [r["range"] for r in results] == [[1, 1], [2, least - 1], [least, 19], [20, 20]]
            die = faces(edge)  # the engine's chances of each reading
            assert [Fraction(r["range"][1] - r["range"][0] + 1, 20) for r in results] == [
                die.fumble, die.miss, die.success, die.critical]
            terms = [[as_foundry._id(lang, "d20-pool", "term", id)] for id in
                     ("d20-critical-failure", "d20-success", "d20-critical-success")]
            assert [_linked(r["description"])[:1] for r in results] == [terms[0], [], terms[1], terms[2]]
            assert all(r["name"] and "@" not in r["name"] for r in results)


def test_a_homebrew_pack_exports_with_its_text_escaped(homebrew):
    module, extracted = homebrew
    check_manifest(json.loads((module / "module.json").read_text(encoding="utf-8")), module)
    assert json.loads((module / "module.json").read_text(encoding="utf-8"))["id"] == "meshal-core-glow"
    assert _check_links(module, extracted) > 0
    assert extracted["tables-en"] == []  # Meshal declares no table, and the WOSS and d20 packs are not loaded
    pages = [p for docs in extracted.values() for d in docs for p in d.get("pages", [])]
    moss = next(p for p in _pages(extracted["rules-en"]).values() if p["name"] == "Hostile")
    content = moss["text"]["content"]
    assert "&lt;script&gt;alert(1)&lt;/script&gt; &#64;UUID&#91;Actor.x&#93;&#123;y&#125; &#91;&#91;/roll" in content
    assert not any("<script" in p["text"]["content"] or "@UUID[Actor" in p["text"]["content"] for p in pages)


def test_without_the_cli_the_export_refuses_and_writes_nothing(tmp_path, monkeypatch):
    monkeypatch.setattr(node, "CLI", tmp_path / "nowhere")
    with pytest.raises(MeshalError) as error:
        export("foundry", [SHIPPED / "woss"], tmp_path / "module")
    assert error.value.code == "foundry-no-cli"
    assert not (tmp_path / "module").exists()


@pytest.mark.full
def test_all_shipped_content_exports_with_every_link_resolving(tmp_path):
    export("foundry", [], tmp_path / "module")
    extracted = _extract(tmp_path / "module", tmp_path / "extracted")
    check_manifest(json.loads((tmp_path / "module" / "module.json").read_text(encoding="utf-8")), tmp_path / "module")
    assert _check_links(tmp_path / "module", extracted) > 5000
    assert all(extracted[f"tables-{lang.lower()}"] for lang in EDITIONS)
