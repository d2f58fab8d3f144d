"""The schemas are a public contract: every property explains itself in both languages, and the
manual's example pack (guide/*/packs.md) is valid."""

from __future__ import annotations

import re

import pytest
import yaml

from meshal_compendium import schemas
from meshal_compendium.load import load
from tests.conftest import ROOT

NAMES = sorted(p.name.removesuffix(".schema.json") for p in schemas.SCHEMA_DIR.glob("*.schema.json"))


CONDITIONS = {"if", "then", "else", "not"}  # they constrain properties declared elsewhere


def _properties(node, path=()):
    if isinstance(node, dict):
        for name, prop in node.get("properties", {}).items():
            yield (*path, name), prop
        for key, value in node.items():
            if key == "properties":
                for name, prop in value.items():
                    yield from _properties(prop, (*path, name))
            elif key in CONDITIONS:
                continue
            elif isinstance(value, dict):
                yield from _properties(value, (*path, key))
            elif isinstance(value, list):
                for item in value:
                    yield from _properties(item, path)


@pytest.mark.parametrize("name", NAMES)
def test_every_schema_has_id_title_and_bilingual_descriptions(name):
    schema = schemas.schema(name)
    assert schema["$id"].endswith(f"/{name}.schema.json") and schema["title"]
    for path, prop in _properties(schema):
        described = prop.get("description") or "$ref" in prop and not set(prop) - {"$ref", "x-ref"}
        assert described, f"{name}: {'/'.join(path)} has no description"
        if "description" in prop:
            zh, _, en = prop["description"].partition(" / ")
            assert re.search(r"[\u4e00-\u9fff]", zh) and en, f"{name}: {'/'.join(path)}"


@pytest.mark.parametrize("name", NAMES)
def test_every_schema_property_has_a_bilingual_title(name):
    """Editors show a property's title as its label: "中文 / English", like the descriptions."""
    for path, prop in _properties(schemas.schema(name)):
        if "$ref" in prop and not set(prop) - {"$ref", "x-ref"}:
            continue  # titled where it is defined
        zh, _, en = prop.get("title", "").partition(" / ")
        assert re.search(r"[\u4e00-\u9fff]", zh) and re.fullmatch(r"[A-Z][\w ()-]*", en), f"{name}: {'/'.join(path)}"


@pytest.mark.parametrize("name", NAMES)
def test_every_shared_definition_has_a_bilingual_title_and_english_examples_in_english(name):
    """A field that is only a `$ref` shows its definition's title and description (the workshop's
    form, editors): "中文 / English" both, and the English half's examples in the handbook's English."""
    for key, definition in schemas.schema(name).get("$defs", {}).items():
        if "title" not in definition:
            continue
        zh, _, en = definition["title"].partition(" / ")
        assert re.search(r"[\u4e00-\u9fff]", zh) and re.fullmatch(r"[A-Z][\w ()-]*", en), f"{name}: $defs/{key}"
        _, _, en = definition.get("description", "").partition(" / ")
        assert not re.search(r"[\u3400-\u4dbf\u4e00-\u9fff]", en), f"{name}: $defs/{key}: {en}"


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_manuals_example_pack_is_valid(tmp_path, lang):
    page = (ROOT / "meshal_compendium" / "guide" / lang / "packs.md").read_text(encoding="utf-8")
    blocks = re.findall(r"`my-pack/(\S+)`:\n\n```yaml\n(.*?)```", page, re.DOTALL)
    assert [name for name, _ in blocks] == ["pack.yaml", "abilities.yaml"]
    for name, text in blocks:
        yaml.safe_load(text)  # plain YAML first: a clearer failure than the loader's
        (tmp_path / name).write_text(text, encoding="utf-8")
    result = load([tmp_path])
    assert result.ok, [p.to_text("en") for p in result.problems]
    assert result.compendium.get("ability", "ember-palm").rank == 2
