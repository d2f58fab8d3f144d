"""Packs: manifests, dependencies, ids across packs, overrides."""

from __future__ import annotations

import os

import pytest

from meshal_compendium.load import load
from meshal_compendium.packs import SHIPPED

MANIFEST = """\
id: {id}
name: {{zh: 包, en: Pack}}
version: 1.0.0
authors: [someone]
license: CC0-1.0
languages: [zh, en]
origin: homebrew
requires: "{requires}"
depends: [{depends}]
"""

MUD = """\
kind: environment
id: {id}
name: {{zh: 泥, en: Mud}}
category: terrain-obstacle
summary: {{zh: 泥地, en: Mud}}
effects: [{{type: resistance, amount: {amount}}}]
{extra}"""


@pytest.fixture
def pack(write):
    def _pack(name, depends="core", requires=">=7.0.0 <8.0.0", files=None):
        root = write(f"{name}/pack.yaml", MANIFEST.format(id=name, depends=depends,
                                                           requires=requires)).parent
        for file, text in (files or {}).items():
            write(f"{name}/{file}", text)
        return root
    return _pack


def _codes(result):
    return [(p.code, p.line) for p in result.problems]


def test_a_valid_pack_loads_with_core(pack):
    root = pack("mine", files={"mud.yaml": MUD.format(id="mud", amount=1, extra="")})
    result = load([SHIPPED / "core", root])
    assert result.ok, result.problems
    mud = result.compendium.get("environment", "mud")
    assert mud.provenance.pack == "mine" and mud.provenance.line == 1


def test_missing_dependency(pack):
    root = pack("mine", depends="core, elsewhere")
    result = load([SHIPPED / "core", root])
    assert ("pack-missing-dependency", 9) in _codes(result)


def test_self_dependency(pack):
    root = pack("mine", depends="mine")
    assert ("pack-self-dependency", 9) in _codes(load([root]))


def test_dependency_cycle(pack):
    a = pack("a", depends="b")
    b = pack("b", depends="a")
    assert any(code == "pack-dependency-cycle" for code, _ in _codes(load([a, b])))


def test_requires_range_must_admit_core(pack):
    root = pack("mine", requires=">=8.0.0")
    assert ("pack-requires-core", 8) in _codes(load([SHIPPED / "core", root]))


def test_duplicate_id_across_packs_names_both_places(pack):
    files = {"mud.yaml": MUD.format(id="mud", amount=1, extra="")}
    a = pack("a", files=files)
    b = pack("b", files=files)
    result = load([SHIPPED / "core", a, b])
    duplicate = next(p for p in result.problems if p.code == "duplicate-id")
    assert "a/mud.yaml:1:1" in duplicate.message("en")


def test_replace_and_extend_an_entry_of_a_dependency(pack):
    base = pack("base", files={"mud.yaml": MUD.format(id="mud", amount=1, extra="")})
    extend = "kind: environment\nid: mud\nextends: base\neffects: [{type: resistance, amount: 3}]\n"
    child = pack("child", depends="core, base", files={"mud.yaml": extend})
    result = load([SHIPPED / "core", base, child])
    assert result.ok, result.problems
    mud = result.compendium.get("environment", "mud")
    assert mud.effects[0]["amount"] == 3 and mud.name.en == "Mud"
    assert mud.provenance.pack == "child"


def test_override_without_declaring_the_dependency(pack):
    base = pack("base", files={"mud.yaml": MUD.format(id="mud", amount=1, extra="")})
    child = pack("child", files={"mud.yaml": MUD.format(id="mud", amount=2, extra="replaces: base\n")})
    assert ("override-undeclared", 7) in _codes(load([SHIPPED / "core", base, child]))


def test_two_packs_overriding_one_entry_conflict(pack):
    base = pack("base", files={"mud.yaml": MUD.format(id="mud", amount=1, extra="")})
    again = MUD.format(id="mud", amount=2, extra="replaces: base\n")
    one = pack("one", depends="core, base", files={"mud.yaml": again})
    two = pack("two", depends="core, base", files={"mud.yaml": again})
    assert any(c == "override-conflict" for c, _ in _codes(load([SHIPPED / "core", base, one, two])))


def test_symlink_out_of_the_pack_is_refused(pack, tmp_path):
    secret = tmp_path / "secret.yaml"
    secret.write_text(MUD.format(id="secret", amount=1, extra=""), encoding="utf-8")
    root = pack("mine")
    os.symlink(secret, root / "link.yaml")
    result = load([SHIPPED / "core", root])
    assert [p.code for p in result.problems] == ["pack-outside-link"]
    assert result.compendium is None or result.compendium.get("environment", "secret") is None


def test_bad_manifest_is_reported_in_pack_yaml(write):
    write("mine/pack.yaml", "id: mine\nname: {zh: 包, en: Pack}\nversion: one\n")
    result = load([write("mine/x.yaml", "").parent])
    codes = {(p.file.endswith("pack.yaml"), p.code) for p in result.problems}
    assert (True, "schema-form") in codes and (True, "schema-required") in codes


def test_shipped_dependencies_are_found_without_being_passed(pack):
    root = pack("mine", files={"mud.yaml": MUD.format(id="mud", amount=1, extra="")})
    result = load([root])
    assert result.ok, result.problems
    assert result.compendium.get("term", "might") is not None
