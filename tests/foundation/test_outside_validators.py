"""Ajv 2020 (npm, pinned), a validator nobody here wrote, agrees with ``meshal validate``.

It is given the schema set as ``meshal schemas`` writes it (nothing else registered, no network)
and compiles every file in strict mode. On the shipped content, the invalid fixtures, mutated
entries and changed manifests its verdict must be ours, counting only the rules a JSON Schema can say. The rules it
cannot say, and ``meshal validate`` checks besides, are exactly ``OUTSIDE_SCHEMA``.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings

from meshal_compendium import rulesets, schema_set
from meshal_compendium.load import load
from meshal_compendium.packs import MANIFEST, SHIPPED, owner
from meshal_compendium.scaffold import scaffold_pack
from tests.conftest import FIXTURES, ROOT
from tests.foundation.test_mutations import mutated

NODE = shutil.which("node") or "/usr/bin/node"
SCRIPT = ROOT / "tests" / "js" / "ajv_verdicts.mjs"
# Problem codes (by prefix) for rules no schema can say: ours alone to check.
OUTSIDE_SCHEMA = {
    "notation-": "dice notation: the handbook's dice syntax, parsed with the engine's limits",
    "dice-": "dice notation: the pool kind a field needs (x-dice: points) and the engine's limits",
    "text-dice-": "dice notation: rolls written inside text",
    "reference-": "references: an id must name an entry that exists, of the right kind",
    "duplicate-id": "ids unique: across files and packs",
    "vocabulary-duplicate": "ids unique: one term names each vocabulary value, across packs",
    "missing-translation": "languages: the pack's declared languages, from its manifest",
    "ability-": "handbook invariants checked after `extends` merges (talents rank 0, others 1+): "
                "a partial entry cannot be judged alone",
}
YAML_LEVEL = "yaml-"  # the file never becomes data, so there is nothing to give a JSON validator
IN_SCHEMA = ("schema-", "entry-")  # shape, types, enums, required, lengths; kind dispatch (entry.schema.json)


def _schema_for(path: Path) -> str:
    """The schema an editor's modeline would name: the manifest's, or the file schema of the pack's ruleset."""
    if path.name == MANIFEST:
        return "pack.schema.json"
    root = owner(path)
    manifest = yaml.safe_load((root / MANIFEST).read_text(encoding="utf-8")) if root else {}
    ruleset = rulesets.of_pack(manifest if isinstance(manifest, dict) else {})
    return "entry.schema.json" if ruleset.id == rulesets.DEFAULT else f"{ruleset.id}/entry.schema.json"


def _schema_codes(codes: set[str]) -> set[str]:
    """The codes a schema can say; fails on a code nobody has classified."""
    unclassified = {c for c in codes if not c.startswith((*IN_SCHEMA, *OUTSIDE_SCHEMA, YAML_LEVEL))}
    assert not unclassified, f"classify these codes in OUTSIDE_SCHEMA or IN_SCHEMA: {unclassified}"
    return {c for c in codes if c.startswith(IN_SCHEMA)}


class Ajv:
    """One node process holding the compiled schemas; a verdict per JSON line."""

    def __init__(self, schema_dir: Path) -> None:
        if not Path(NODE).exists():
            pytest.fail("node (v20+) is needed: install nodejs, then `npm ci`")
        self.process = subprocess.Popen([NODE, str(SCRIPT), str(schema_dir)], cwd=ROOT, text=True,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        first = self.process.stdout.readline()
        if not first:
            pytest.fail(f"Ajv did not compile the schemas:\n{self.process.stderr.read()}")
        self.compiled = json.loads(first)["compiled"]

    def verdict(self, schema: str, data) -> tuple[bool, list[str]]:
        self.process.stdin.write(json.dumps({"schema": schema, "data": data}, ensure_ascii=False) + "\n")
        self.process.stdin.flush()
        answer = json.loads(self.process.stdout.readline())
        return answer["valid"], answer["errors"]

    def close(self) -> None:
        self.process.stdin.close()
        self.process.wait(timeout=60)


@pytest.fixture(scope="module")
def ajv(tmp_path_factory):
    schema_dir = tmp_path_factory.mktemp("schemas")
    schema_set.write(schema_set.published(), schema_dir)  # what `meshal schemas` writes
    validator = Ajv(schema_dir)
    yield validator
    validator.close()


def test_ajv_compiles_every_published_schema_in_strict_mode(ajv):
    assert ajv.compiled == sorted(schema_set.published())


SHIPPED_FILES = sorted(SHIPPED.rglob("*.yaml"))


def test_ajv_accepts_all_shipped_content(ajv):
    assert load([SHIPPED / name for name in ("core", "archive-v6", "samples")]).ok
    assert len(SHIPPED_FILES) > 20
    for path in SHIPPED_FILES:
        valid, errors = ajv.verdict(_schema_for(path), yaml.load(path.read_bytes(), Loader=yaml.CSafeLoader))
        assert valid, (path, errors)


# Fixtures of YAML-level problems (syntax, tags, aliases, duplicate keys) never become data.
FIXTURE_FILES = [path for path in sorted((FIXTURES / "invalid").glob("*.yaml"))
                 if not path.read_text(encoding="utf-8").split()[3].startswith(YAML_LEVEL)]


@pytest.mark.parametrize("path", FIXTURE_FILES, ids=[p.stem for p in FIXTURE_FILES])
def test_ajv_agrees_on_each_invalid_fixture(ajv, path):
    codes = {p.code for p in load([path]).problems}
    ours = _schema_codes(codes)
    valid, errors = ajv.verdict(_schema_for(path), yaml.safe_load(path.read_text(encoding="utf-8")))
    assert valid == (not ours), (sorted(codes), errors)


@pytest.mark.full  # many seconds of builds, processes or examples: not in make test-fast
@settings(max_examples=150, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(entry=mutated())
def test_ajv_agrees_on_mutated_entries(ajv, entry, tmp_path_factory):
    path = tmp_path_factory.mktemp("m") / "entry.yaml"
    path.write_text(yaml.dump(entry, allow_unicode=True), encoding="utf-8")
    ours = _schema_codes({p.code for p in load([path]).problems})
    valid, errors = ajv.verdict("entry.schema.json", json.loads(json.dumps(entry)))
    assert valid == (not ours), (sorted(ours), errors)


MANIFEST_CHANGES = {  # (what changes in a new pack's manifest) → the manifest given to both
    "untouched": {},
    "homepage a URI": {"homepage": "https://example.org/glow"},
    "homepage not a URI": {"homepage": "not a uri"},
    "version not semver": {"version": "1.0"},
    "unknown language": {"languages": ["zh", "fr"]},
    "no license": {"license": None},
    "unknown field": {"colour": "green"},
    "name in zh only": {"name": {"zh": "辉苔"}},  # languages: ours alone
    "origin not allowed": {"origin": "stolen"},
}


@pytest.mark.parametrize("change", sorted(MANIFEST_CHANGES))
def test_ajv_agrees_on_manifests(ajv, change, tmp_path):
    pack = tmp_path / "glow"
    scaffold_pack(pack, "glow")
    manifest = yaml.safe_load((pack / MANIFEST).read_text(encoding="utf-8"))
    for key, value in MANIFEST_CHANGES[change].items():
        if value is None:
            del manifest[key]
        else:
            manifest[key] = value
    for path in pack.glob("*.yaml"):
        if path.name != MANIFEST:
            path.unlink()  # the manifest alone: its entries are judged above
    (pack / MANIFEST).write_text(yaml.safe_dump(manifest, allow_unicode=True), encoding="utf-8")
    codes = {p.code for p in load([pack]).problems if p.file.endswith(MANIFEST)}
    ours = _schema_codes(codes)
    valid, errors = ajv.verdict("pack.schema.json", manifest)
    assert valid == (not ours), (sorted(codes), errors)
    assert bool(ours) == (change not in {"untouched", "homepage a URI", "name in zh only"}), codes
