"""``meshal ruleset check``: the built-in rulesets pass it, and a faulty plugin gets one line per fault.

The faulty plugin is a distribution written by hand on a folder of this test (as
tests/outsider's broken plugins are): no pip, no build.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from meshal_compendium import rulesets
from meshal_compendium.rulesets.check import check

MESHAL = Path(sys.executable).with_name("meshal")


@pytest.mark.parametrize("id", ["meshal", "woss", "d20-pool", "tactics"])
def test_every_built_in_ruleset_passes(id):
    assert check(rulesets.get(id)) == []


FAULTY = '''
from pathlib import Path
from meshal_compendium.rulesets import Edition, Kind, Ruleset

HERE = Path(__file__).resolve().parent / "faulty_files"
RULESET = Ruleset(
    id="faulty", name={"zh": "有错", "en": "Faulty"}, editions=(Edition("1.0.0", "current", ("faulty",)),),
    kinds=(Kind("gadget", HERE / "gadget.schema.json", "gadgets", browser_check="nowhere.js:gadget"),),
    content=HERE / "content", schemas=HERE, templates=HERE / "templates", locale=HERE / "locale",
    assets=HERE / "assets", calculators={"faulty-rules": "faulty/gone", "faulty-nowhere": "faulty/here"},
    odds="faulty_rules:no_such_command",
)
'''
SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://faulty.example.org/gadget.schema.json",
    "allOf": [{"$ref": "https://meshal-compendium.org/schemas/v1/defs.schema.json#/$defs/entry"}],
    "properties": {"kind": {"const": "gadget"}}, "required": ["summary"], "unevaluatedProperties": False,
}
PACK = ("id: faulty\nname: {zh: 有错, en: Faulty}\nversion: 1.0.0\nauthors: [tests]\nlicense: CC0-1.0\n"
        "languages: [zh, en]\norigin: handbook\nruleset: faulty\n")
ENTRIES = ("- kind: chapter\n  id: faulty-rules\n  order: 1\n  name: {zh: 规则, en: Rules}\n"
           "  summary: {zh: 规则., en: Rules.}\n  sections:\n    - id: faulty-rules\n"
           "      name: {zh: 规则, en: Rules}\n"
           "      text: {zh: 无., en: None.}\n"
           "- kind: gadget\n  id: widget\n  name: {zh: 小件, en: Widget}\n  summary: {zh: 一件., en: One.}\n")


@pytest.fixture(scope="module")
def faulty(tmp_path_factory) -> Path:
    """A folder holding the faulty plugin and its distribution's metadata."""
    folder = tmp_path_factory.mktemp("faulty")
    info = folder / "faulty_rules-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: faulty-rules\nVersion: 1.0\n", encoding="utf-8")
    (info / "entry_points.txt").write_text("[meshal_compendium.rulesets]\nfaulty = faulty_rules:RULESET\n",
                                          encoding="utf-8")
    (folder / "faulty_rules.py").write_text(FAULTY, encoding="utf-8")
    files = folder / "faulty_files"
    for sub in ("templates", "locale", "assets", "content/faulty"):
        (files / sub).mkdir(parents=True)
    (files / "gadget.schema.json").write_text(json.dumps(SCHEMA), encoding="utf-8")
    (files / "templates" / "gadget.md.j2").write_text('# {{ t("gadget-title") }}\n{{ entry.data.parts.first }}\n',
                                                     encoding="utf-8")
    (files / "locale" / "faulty.yaml").write_text(
        "kind-gadget: {zh: 小件, en: Gadget}\nnav-gadget: {zh: 小件}\nlist-intro-gadget: {zh: 全部., en: All.}\n",
        encoding="utf-8")
    (files / "assets" / "here.js").write_text("export function mount() {}\n", encoding="utf-8")
    (files / "content" / "faulty" / "pack.yaml").write_text(PACK, encoding="utf-8")
    (files / "content" / "faulty" / "rules.yaml").write_text(ENTRIES, encoding="utf-8")
    return folder


def _run(folder: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(MESHAL), "ruleset", "check", *args], capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(folder)})


def test_a_faulty_ruleset_gets_one_line_per_fault_and_exit_1(faulty):
    done = _run(faulty, "faulty", "--lang", "en")
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    lines = done.stdout.splitlines()
    assert lines[-1] == "checked 1 ruleset: 10 problems.", done.stdout
    said = "\n".join(lines)
    assert "lacks the message key gadget-title (needed by templates)" in said
    assert "the message key nav-gadget has no text in en" in said
    assert "must end with /schemas/v1/faulty/gadget.schema.json" in said
    assert f"{faulty}/faulty_files/assets/gone.js:1:1" in said and "[ruleset-check-calculator-missing]" in said
    assert "the calculator faulty/here is under the section faulty-nowhere" in said
    assert f"{faulty}/faulty_files/assets/nowhere.js:1:1" in said and "Kind('gadget').browser_check" in said
    assert "odds names faulty_rules:no_such_command, which cannot be imported: AttributeError" in said
    assert "the template gadget.md.j2 fails to render the page faulty/gadgets/widget.md (zh)" in said
    # nav-gadget has no English: the English list and overview (shared templates) fail on it too
    assert "list.md.j2:1:1: error: the template list.md.j2 fails to render the page faulty/gadgets/index.md (en)" \
        in said


def test_its_json_names_each_problem_by_code(faulty):
    done = _run(faulty, "faulty", "--format", "json", "--lang", "zh")
    body = json.loads(done.stdout)
    assert done.returncode == 1 and body["ok"] is False
    codes = sorted(p["code"] for p in body["rulesets"]["faulty"])
    assert codes == ["ruleset-check-calculator-missing", "ruleset-check-calculator-section",
                     "ruleset-check-file-missing", "ruleset-check-key-language", "ruleset-check-key-missing",
                     "ruleset-check-reference",
                     "ruleset-check-schema-id", *["ruleset-check-template"] * 3]
    assert "缺少消息键 gadget-title" in done.stdout


def test_all_installed_pass_without_the_faulty_one():
    done = subprocess.run([str(MESHAL), "ruleset", "check", "--format", "json"], capture_output=True, text=True)
    body = json.loads(done.stdout)
    assert done.returncode == 0 and body["ok"] and set(body["rulesets"]) >= {"meshal", "woss", "d20-pool", "tactics"}
