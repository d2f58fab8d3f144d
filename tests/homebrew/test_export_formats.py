"""``meshal export``: the shape of each format, and the same bytes for the same content."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys

import pytest
from jsonschema import Draft202012Validator

from meshal_compendium import schemas
from meshal_compendium.export import as_sealdice
from meshal_compendium.load import load_compendium
from meshal_compendium.packs import SHIPPED
from meshal_compendium.plain import plain

CORE = SHIPPED / "core"
SAMPLES = SHIPPED / "samples"


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    """The shipped content in json, sqlite and sealdice, exported through the CLI once."""
    from click.testing import CliRunner

    from meshal_compendium.cli import main

    out = tmp_path_factory.mktemp("export")
    files = {"json": out / "c.json", "sqlite": out / "c.sqlite", "sealdice": out / "c.sd.json"}
    for format, path in files.items():
        result = CliRunner().invoke(main, ["export", "--format", format, "-o", str(path)])
        assert result.exit_code == 0, result.output
    return files


def test_json_matches_its_published_schema(exported):
    document = json.loads(exported["json"].read_text(encoding="utf-8"))
    validator = Draft202012Validator(schemas.schema("export"), registry=schemas.registry())
    assert [e.message for e in validator.iter_errors(document)] == []
    assert document["format_version"] == 1
    # The shipped content is every shipped ruleset's: Meshal's packs as before, the others beside them.
    meshal = [p["id"] for p in document["packs"] if p.get("ruleset", "meshal").startswith("meshal")]
    assert meshal == ["core", "archive-v6", "samples"]
    assert {r["id"] for r in document["rulesets"]} == {"meshal", "woss", "d20-pool", "tactics"}
    gap = next(e for e in document["entries"]["term"] if e["id"] == "gap")
    assert gap["pack"] == "core" and gap["data"]["name"] == {"zh": "破绽", "en": "Gap"}
    assert {"from_kind": "ability", "from_id": "phase-shift", "to_kind": "term",
            "to_id": "teleport-shift"} in document["references"]
    assert {"id": "dice-rolling", "chapter": "dice", "index": 0} in document["sections"]


def test_export_schema_is_in_house_style():
    schema = schemas.schema("export")
    Draft202012Validator.check_schema(schema)
    assert schema["$id"] == "https://meshal-compendium.org/schemas/v1/export.schema.json"

    def properties(node):
        if isinstance(node, dict):
            yield from node.get("properties", {}).items()
            for value in node.values():
                yield from properties(value)
        elif isinstance(node, list):
            for value in node:
                yield from properties(value)

    for name, prop in properties(schema):
        assert " / " in prop.get("description", ""), name


def test_sqlite_tables_columns_and_full_text(exported):
    db = sqlite3.connect(exported["sqlite"])
    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert {"packs", "term", "chapter", "ability", "item", "species", "environment",
            "sections", "refs", "search"} <= tables
    row = db.execute("SELECT pack, name_zh, name_en, summary_zh FROM term WHERE id='gap'")
    assert row.fetchone()[:3] == ("core", "破绽", "Gap")
    columns = {r[1] for r in db.execute("PRAGMA table_info(item)")}
    assert {"category", "type", "value", "weight", "data", "text_zh", "text_en"} <= columns
    assert [r[1] for r in db.execute("PRAGMA table_info(item)")][-1] == "origin"  # added last: positions kept
    assert ("handbook",) in db.execute("SELECT DISTINCT origin FROM term").fetchall()
    assert db.execute("SELECT rank, occupation, category FROM ability WHERE id='phase-shift'"
                      ).fetchone() == (0, "talent", "stunt")
    assert db.execute('SELECT "order" FROM chapter WHERE id=\'dice\'').fetchone() == (2,)
    assert db.execute("SELECT size FROM species WHERE id='dwarf'").fetchone() == ("small",)
    assert db.execute("SELECT count(*) FROM refs").fetchone()[0] > 1000
    assert db.execute("SELECT count(*) FROM sections").fetchone()[0] > 50
    for query in ("破绽", "Gap", "gap"):
        found = db.execute("SELECT kind, id FROM search WHERE search MATCH ?", (query,))
        assert ("term", "gap") in found.fetchall(), query
    # Meshal's best answer (WOSS's 破绽攻击 is another ruleset's: each row names its ruleset).
    best = db.execute("SELECT kind, id FROM search WHERE name_zh MATCH '破绽' AND ruleset = 'meshal' ORDER BY rank")
    assert best.fetchone() == ("term", "gap")
    assert db.execute("PRAGMA user_version").fetchone() == (1,)
    assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    data = json.loads(db.execute("SELECT data FROM term WHERE id='gap'").fetchone()[0])
    assert data["section"] == "time-actions"


def test_sqlite_text_columns_are_plain(exported):
    db = sqlite3.connect(exported["sqlite"])
    for table in ("term", "ability", "species", "sections"):
        for column in ("text_zh", "text_en"):
            marked = db.execute(f"SELECT count(*) FROM {table} WHERE {column} LIKE '%{{term:%' "
                                f"OR {column} LIKE '%**%'").fetchone()[0]
            assert marked == 0, (table, column)


def test_sealdice_document_answers_find(exported):
    raw = exported["sealdice"].read_bytes()
    document = json.loads(raw.decode("utf-8"))
    assert set(document) == {"mod", "author", "brief", "comment", "helpdoc"}
    helpdoc = document["helpdoc"]
    assert all(isinstance(k, str) and isinstance(v, str) for k, v in helpdoc.items())
    assert "行动做完后无法做任何行动的秒数" in helpdoc["破绽"]
    assert helpdoc["Gap"].startswith("Gap [term]") and "Seconds after an action" in helpdoc["Gap"]
    assert helpdoc["Phase Shift"].startswith("Phase Shift [")
    for text in helpdoc.values():
        assert "{term:" not in text and "{def:" not in text and "**" not in text and "`" not in text
    assert "灵巧🎲 物质攻击 vs 格挡/闪避" in helpdoc["匕首"]  # dice in handbook notation
    assert "\n- " in helpdoc["投骰(小节)"]  # list dashes kept; a section under its own key
    assert "破绽" in raw.decode("utf-8")  # UTF-8, not \\u escapes


def test_sealdice_keeps_both_when_names_collide():
    compendium = load_compendium([])
    helpdoc = as_sealdice.document(compendium)["helpdoc"]
    assert helpdoc["投骰"].startswith("投骰 Dice [章节]")
    assert helpdoc["投骰(小节)"].startswith("投骰 Rolling Dice [小节]")


def test_sealdice_gives_a_name_of_blanks_a_key_of_its_own(tmp_path):
    """U+0085 is a name the schema takes and a blank to SealDice (found by test_validate_then_build)."""
    pack = tmp_path / "odd"
    pack.mkdir()
    (pack / "pack.yaml").write_text("id: odd\nname: {zh: 怪, en: Odd}\nversion: 1.0.0\nauthors: [t]\n"
                                    "license: CC0-1.0\nlanguages: [zh, en]\norigin: homebrew\ndepends: [core]\n",
                                    encoding="utf-8")
    (pack / "terms.yaml").write_text('kind: term\nid: odd-blank\nname: {zh: "\\x85", en: "\\x85"}\n'
                                     "section: effects-general\nsummary: {zh: 空, en: blank}\n", encoding="utf-8")
    document = as_sealdice.document(load_compendium([pack]))
    as_sealdice.encode(document)  # refused (export-sealdice-invalid) before the fix
    helpdoc = document["helpdoc"]
    assert [key for key in helpdoc if key.startswith("\x85")] == ["\x85(怪)"]  # qualified, as a taken name is


SCRIPT = """
import sys
from pathlib import Path
from meshal_compendium.export import export
export(sys.argv[1], [Path(p) for p in sys.argv[3:]], Path(sys.argv[2]))
"""


@pytest.mark.full  # many seconds of builds, processes or examples: not in make test-fast
@pytest.mark.parametrize("format", ["json", "sqlite", "sealdice", "zip"])
def test_same_content_gives_the_same_bytes(tmp_path, format):
    """Two separate processes (different hash seeds) write byte-identical files."""
    packs = [SAMPLES, CORE]
    outputs = []
    for seed in ("1", "2"):
        out = tmp_path / f"{seed}.{format}"
        env = {**os.environ, "PYTHONHASHSEED": seed}
        subprocess.run([sys.executable, "-c", SCRIPT, format, out, *packs], check=True, env=env)
        outputs.append(out.read_bytes())
    assert outputs[0] == outputs[1] and len(outputs[0]) > 1000
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"1.{format}", f"2.{format}"]


def test_plain_text_drops_code_spans_backticks_and_keeps_what_they_hold():
    def name(kind, id, lang):
        return "破绽"

    text = "用 `--potential N` 或 `{term:gap} **x**`; 见 {term:gap} **粗**"
    assert plain(text, "zh", name) == "用 --potential N 或 {term:gap} **x**; 见 破绽 粗"
