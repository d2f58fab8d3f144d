"""Single sources of truth: handbook numbers only in ``engine/rules.py``, every message key
translated, every vocabulary named in both languages, the character schema in house style."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest
import yaml

from meshal_compendium import schemas
from meshal_compendium.i18n import catalogue
from meshal_compendium.rulesets.meshal.engine import rules
from meshal_compendium.rulesets.meshal.engine.odds import ATTACK_TYPE_NAMES
from meshal_compendium.rulesets.meshal.handbook import ATTRIBUTES
from meshal_compendium.rulesets.meshal.notation import ATTRIBUTE_NAMES

PACKAGE = Path(__file__).resolve().parents[2] / "meshal_compendium"
MATH = ["arith", "dice", "attack", "odds", "time", "movement", "conditions", "character",
        "character_items"]
MESHAL = PACKAGE / "rulesets" / "meshal"
MINE = [MESHAL / "notation.py", *(MESHAL / "engine").glob("*.py"),
        *(MESHAL / "commands").glob("*.py")]
MESSAGE_CALLS = {"MeshalError", "NotationError", "fail", "add", "report", "t", "problem"}
DYNAMIC_KEYS = ["odds-kind-points", "odds-kind-number", "roll-failure",
                *(f"character-col-{c}" for c in ("attribute", "bought", "species", "value",
                                                 "cost", "occupied"))]


def _module_constants(tree: ast.Module) -> set[int]:
    """ids of nodes inside module-level UPPER_CASE assignments (named constants)."""
    inside = set()
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else \
            [node.target] if isinstance(node, ast.AnnAssign) else []
        if any(isinstance(t, ast.Name) and t.id.isupper() for t in targets):
            inside |= {id(n) for n in ast.walk(node)}
    return inside


@pytest.mark.parametrize("name", MATH)
def test_no_handbook_number_outside_rules(name):
    """Numbers other than 0 and 1 live in rules.py (or a named module constant)."""
    tree = ast.parse((MESHAL / "engine" / f"{name}.py").read_text(encoding="utf-8"))
    named = _module_constants(tree)
    stray = [
        (node.lineno, node.value) for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and type(node.value) in (int, float)
        and node.value not in (0, 1) and id(node) not in named
    ]
    assert stray == []


def _keys(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _keys(node.body) + _keys(node.orelse)
    return []  # f-strings: see DYNAMIC_KEYS


def test_every_message_key_is_translated():
    """Every key given to MeshalError, t(), a scanner failure or a sheet problem exists in the
    catalogue in zh and en."""
    used = set(DYNAMIC_KEYS)
    for path in MINE:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and node.args:
                name = getattr(node.func, "id", getattr(node.func, "attr", ""))
                if name in MESSAGE_CALLS:
                    used.update(_keys(node.args[0]))
    known = catalogue()
    assert sorted(k for k in used if k not in known) == []
    for key in used:
        assert known[key].get("zh") and known[key].get("en"), key
    assert len(used) > 60


def test_locale_files_of_the_engine_are_complete():
    for name in ("notation", "engine", "character", "odds"):
        data = yaml.safe_load((PACKAGE / "rulesets" / "meshal" / "locale" / f"{name}.yaml").read_text(encoding="utf-8"))
        for key, texts in data.items():
            assert set(texts) == {"zh", "en"}, key


def test_vocabularies_are_named_in_both_languages():
    assert set(ATTRIBUTE_NAMES) == set(ATTRIBUTES)
    assert set(ATTACK_TYPE_NAMES) == set(rules.ATTACK_TYPES)
    assert set(rules.DEFENSE_ATTRIBUTES.values()) == set(ATTRIBUTES)
    for pose_table in (rules.POSE_RANGED_COVER, rules.POSE_RESISTANCE, rules.POSE_ROLL_PENALTY,
                       rules.POSE_CHANGE_SECONDS):
        assert set(pose_table) == set(rules.POSES)


def _properties(node, path=()):
    if isinstance(node, dict):
        for key, sub in node.get("properties", {}).items():
            yield (*path, key), sub
        for key, sub in node.items():
            if isinstance(sub, dict | list):
                yield from _properties(sub, (*path, key))
    elif isinstance(node, list):
        for index, sub in enumerate(node):
            yield from _properties(sub, (*path, index))


def test_character_schema_house_style():
    schema = schemas.schema("character")
    assert schema["$id"] == "https://meshal-compendium.org/schemas/v1/character.schema.json"
    assert schema["unevaluatedProperties"] is False
    assert {"$ref": "defs.schema.json#/$defs/entry"} in schema["allOf"]
    for path, prop in _properties(schema):
        assert " / " in prop.get("description", ""), path
    refs = dict((p, k) for p, k in schemas.fields("character").refs)
    assert refs[("species",)] == "species" and refs[("abilities", "*", "id")] == "ability"
    assert refs[("items", "worn", "*", "id")] == "item"


@pytest.mark.parametrize("name, valid", [("good.yaml", True), ("bad.yaml", True)])
def test_fixture_sheets_match_the_schema(name, valid):
    data = yaml.safe_load((Path(__file__).parent / "fixtures" / name).read_text("utf-8"))
    errors = list(schemas.validator("character").iter_errors(json.loads(json.dumps(data))))
    assert (errors == []) is valid, errors
