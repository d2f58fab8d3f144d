"""The SealDice help document keeps SealDice's rules: English keys answer in English, every value
a string, strict UTF-8 JSON, ``{title}`` only where the title exists; the export refuses output
that breaks them (SealDice would load it as empty, silently)."""

from __future__ import annotations

import json
import re

import pytest

from meshal_compendium.export import as_sealdice
from meshal_compendium.load import load_compendium
from meshal_compendium.problems import MeshalError

HAN = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture(scope="module")
def document():
    return as_sealdice.document(load_compendium([]))


def test_english_keys_answer_in_english_and_chinese_keys_in_chinese(document):
    helpdoc = document["helpdoc"]
    assert helpdoc["Gap"].startswith("Gap [term]") and not HAN.search(helpdoc["Gap"])
    assert helpdoc["破绽"].startswith("破绽 Gap [术语]") and "行动做完后" in helpdoc["破绽"]
    assert not HAN.search(helpdoc["Rolling Dice"]) and helpdoc["投骰(小节)"].startswith("投骰 Rolling Dice")


def test_the_shipped_document_passes_its_own_check(document):
    data = as_sealdice.encode(document)
    assert as_sealdice.problems(data) == []
    assert all(isinstance(v, str) for v in json.loads(data)["helpdoc"].values())


@pytest.mark.parametrize(("data", "found"), [
    (b'{"mod": "m", "author": "a", "brief": "b", "comment": "c", "helpdoc": {"x": 1}}', "x: not a string"),
    (b'{"mod": 1, "author": "a", "brief": "b", "comment": "c", "helpdoc": {}}', "mod: not a string"),
    (b'// a comment\n{"helpdoc": {}}', "not UTF-8 JSON"),
    (b'{"mod": "m", "author": "a", "brief": "b", "comment": "c", "helpdoc": {"x": NaN}}', "not UTF-8 JSON"),
    ('{"helpdoc": {"破绽": "x"}}'.encode("gbk"), "not UTF-8 JSON"),
    (b'{"mod": "m", "author": "a", "brief": "b", "comment": "c", "helpdoc": {"x": "see {y}"}}',
     "x: embeds {y}, which is no key"),
])
def test_what_sealdice_would_not_read_is_found(data, found):
    assert any(found in problem for problem in as_sealdice.problems(data))


def test_an_embed_of_an_existing_title_and_escaped_braces_are_fine():
    doc = {"mod": "m", "author": "a", "brief": "b", "comment": "c",
           "helpdoc": {"x": "see {y}", "y": "text", "z": as_sealdice._escape("a {literal} brace")}}
    assert doc["helpdoc"]["z"] == "a \\{literal\\} brace"
    assert as_sealdice.problems(json.dumps(doc).encode()) == []


def test_a_broken_document_is_refused_not_written():
    doc = {"mod": "m", "author": "a", "brief": "b", "comment": "c", "helpdoc": {"x": "see {nothing}"}}
    with pytest.raises(MeshalError) as refused:
        as_sealdice.encode(doc)
    assert refused.value.code == "export-sealdice-invalid"


def test_braces_in_a_packs_text_are_shown_never_embedded(tmp_path):
    from meshal_compendium.export import export
    from meshal_compendium.scaffold import scaffold_pack

    root = tmp_path / "glow"
    scaffold_pack(root, "glow")
    (root / "coins.yaml").write_text(
        "kind: term\nid: glow-coin\nname: {zh: 硬币, en: Coin}\n"
        "summary: {zh: '掷出 {破绽} 或 {背面}', en: 'shows {Gap} or {tails}'}\nsection: glow-overview\n",
        encoding="utf-8")
    path = export("sealdice", [root], tmp_path / "help.json")
    helpdoc = json.loads(path.read_text(encoding="utf-8"))["helpdoc"]
    assert "掷出 \\{破绽\\} 或 \\{背面\\}" in helpdoc["硬币"]  # 破绽 is a key: unescaped, SealDice would embed it
    assert "shows \\{Gap\\} or \\{tails\\}" in helpdoc["Coin"]
    assert as_sealdice.problems(path.read_bytes()) == []
