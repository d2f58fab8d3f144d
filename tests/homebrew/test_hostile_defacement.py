"""A pack cannot pass itself off as the handbook or change another pack's entries behind its back."""

from __future__ import annotations

import json
import shutil

import pytest

from meshal_compendium.export import export
from meshal_compendium.load import load
from meshal_compendium.packs import SHIPPED


def _codes(*paths) -> list[str]:
    return [p.code for p in load(list(paths)).problems if p.severity == "error"]


def _manifest(pack, old: str, new: str) -> None:
    manifest = pack / "pack.yaml"
    text = manifest.read_text(encoding="utf-8")
    assert old in text
    manifest.write_text(text.replace(old, new), encoding="utf-8")


@pytest.mark.parametrize("shipped", ["core", "samples", "archive-v6"])
def test_a_pack_may_not_take_a_shipped_packs_id(pack, shipped):
    _manifest(pack, "id: glow", f"id: {shipped}")
    _manifest(pack, "depends: [core]", "depends: []" if shipped == "core" else "depends: [core]")
    assert "pack-reserved-id" in _codes(pack)


def test_a_copy_of_the_handbook_that_was_changed_is_refused(tmp_path):
    copy = tmp_path / "core"
    shutil.copytree(SHIPPED / "core", copy)
    terms = copy / "terms" / "time.yaml"
    terms.write_text(terms.read_text(encoding="utf-8").replace("en: Gap}", "en: Gotcha}"), encoding="utf-8")
    assert "pack-reserved-id" in _codes(copy)


def test_the_handbooks_own_zip_is_the_handbook(tmp_path):
    zipped = export("zip", [], tmp_path / "core.zip")
    result = load([zipped])
    assert result.ok, result.problems[:3]
    assert result.compendium.get("term", "gap").name.en == "Gap"


@pytest.mark.parametrize("origin", ["handbook"])
def test_only_shipped_packs_are_the_handbook(pack, origin):
    _manifest(pack, "origin: homebrew", f"origin: {origin}")
    assert _codes(pack) == ["pack-origin-reserved"]


def test_a_sample_badge_may_still_be_claimed_but_never_the_handbooks(pack):
    _manifest(pack, "origin: homebrew", "origin: sample")
    assert _codes(pack) == []


def _term(pack, text: str) -> None:
    (pack / "vocab.yaml").write_text(text, encoding="utf-8")


def test_a_pack_cannot_relabel_a_handbook_value_by_adding_a_term(pack):
    _term(pack, "kind: term\nid: glow-mind\nname: {zh: 脑子, en: Brains}\nsummary: {zh: 改名, en: renamed}\n"
                "section: glow-overview\nvocabulary: {name: effect-type, value: mental}\n")
    result = load([pack])
    found = [p for p in result.problems if p.code == "vocabulary-duplicate"]
    assert len(found) == 1 and found[0].file.endswith("vocab.yaml") and "mental" in found[0].message("en")


def test_relabelling_through_extends_is_allowed_and_shown_as_homebrew(pack):
    _term(pack, "kind: term\nid: mental\nextends: core\nname: {zh: 脑子, en: Brains}\n")
    result = load([pack])
    assert result.ok, result.problems[:3]
    term = result.compendium.get("term", "mental")
    assert term.name.en == "Brains" and term.provenance.pack == "glow"


@pytest.mark.parametrize("kind", ["item", "environment", "chapter", "term"])
def test_an_entry_id_cannot_take_a_page_name(pack, kind):
    (pack / "index.yaml").write_text(f"kind: {kind}\nid: index\n", encoding="utf-8")
    found = [p for p in load([pack]).problems if p.file.endswith("index.yaml")]
    assert found, kind
    fields = {"item": "category: weapon\ntype: blade\nvalue: 1\nweight: 1\n",
              "environment": "category: fog\neffects: [{type: note, text: {zh: 雾, en: fog}}]\n"}
    if kind in fields:  # a complete entry, so the id is the only thing wrong
        (pack / "index.yaml").write_text(
            f"kind: {kind}\nid: index\nname: {{zh: 目录, en: Index}}\nsummary: {{zh: x, en: x}}\n"
            f"text: {{zh: x, en: x}}\n{fields[kind]}", encoding="utf-8")
        codes = [p.code for p in load([pack]).problems if p.file.endswith("index.yaml")]
        assert codes == ["id-reserved"], codes


def test_handbook_keys_win_in_the_sealdice_export(pack, tmp_path):
    _term(pack, "kind: term\nid: a-fake-gap\nname: {zh: 破绽, en: Gap}\nsummary: {zh: 假的, en: fake}\n"
                "section: glow-overview\n")
    path = export("sealdice", [pack], tmp_path / "help.json")
    helpdoc = json.loads(path.read_text(encoding="utf-8"))["helpdoc"]
    assert "行动做完后" in helpdoc["破绽"] and "假的" not in helpdoc["破绽"]
    assert "Seconds after an action" in helpdoc["Gap"] and "fake" not in helpdoc["Gap"]  # English key, English text
    qualified = [key for key, text in helpdoc.items() if "假的" in text or "fake" in text]
    assert qualified and all(key.startswith(("破绽(", "Gap(", "破綻(")) for key in qualified)  # 破綻: zh-Hant's key
    assert "行動做完後" in helpdoc["破綻"] and "假的" not in helpdoc["破綻"]
    assert any("glow" in key for key in qualified)


def test_a_name_cannot_add_words_to_the_search_dictionary(pack):
    from meshal_compendium.site.search import names

    _term(pack, 'kind: term\nid: glow-inject\nname: {zh: "辉\\n破坏 999999999 n", en: x}\nsummary: {zh: 假, en: x}\n'
                "section: glow-overview\n")
    result = load([pack])
    assert result.ok, result.problems[:2]
    assert "破坏" not in names(result.compendium)
    assert all("\n" not in name for name in names(result.compendium))
