"""The schemas travel: each published ``$id`` is its URL (the files on disk carry none), the old
ids still resolve, the annotation vocabulary checks the schemas, and ``meshal schemas`` / zips
carry what an editor elsewhere needs."""

from __future__ import annotations

import json
import shutil
import zipfile

import jsonschema_specifications
import pytest
import yaml
from click.testing import CliRunner
from jsonschema import Draft202012Validator
from referencing import Resource

from meshal_compendium import schema_set, schemas
from meshal_compendium.cli import main
from meshal_compendium.scaffold import scaffold_pack
from meshal_compendium.schema_urls import CANONICAL_BASE, legacy_url, url

PUBLISHED = schema_set.published()
LOCAL = schema_set.local()
TERM = {"kind": "term", "id": "glow", "name": {"zh": "辉", "en": "Glow"},
        "summary": {"zh": "发光.", "en": "It glows."}, "section": "dice-rolling"}


@pytest.fixture
def cli():
    return lambda *args: CliRunner().invoke(main, [str(a) for a in args])


@pytest.mark.parametrize("name", sorted(PUBLISHED))
def test_every_id_is_the_url_the_file_is_published_at(name):
    assert json.loads(PUBLISHED[name])["$id"] == url(name)
    assert url(name) == f"{CANONICAL_BASE}schemas/v1/{name}"


@pytest.mark.parametrize("name", sorted(PUBLISHED))
def test_the_files_on_disk_carry_no_id_and_our_registry_knows_each_by_its_url(name):
    local = json.loads(LOCAL[name])
    assert "$id" not in local  # their relative $refs resolve beside them, wherever they are read from
    assert json.loads(PUBLISHED[name]) == {"$id": url(name), **local}
    if not name.startswith(("dialect.", "vocabulary.")):  # the meta-schemas are not for validating packs
        assert schemas.registry().contents(url(name)) == json.loads(PUBLISHED[name])


@pytest.mark.parametrize("name", sorted(schemas.SCHEMA_DIR.glob("*.schema.json")), ids=lambda p: p.name)
def test_the_old_ids_still_resolve_in_our_registry(name):
    old = schemas.registry().contents(legacy_url(name.name))
    assert old == json.loads(PUBLISHED[name.name])


def test_the_legacy_copies_validate_by_their_old_ids():
    old = {name: json.loads(data) for name, data in schema_set.legacy().items()}
    assert {doc["$id"] for doc in old.values()} == {legacy_url(name) for name in old}
    registry = jsonschema_specifications.REGISTRY.with_resources(
        (doc["$id"], Resource.from_contents(doc)) for doc in old.values())
    validator = Draft202012Validator(old["entry.schema.json"], registry=registry)
    assert validator.is_valid(TERM)
    assert not validator.is_valid({**TERM, "name": {"zh": "辉"}, "colour": "green"})


def _dialect() -> Draft202012Validator:
    documents = [json.loads(PUBLISHED[name]) for name in ("dialect.schema.json", "vocabulary.schema.json")]
    registry = jsonschema_specifications.REGISTRY.with_resources(
        (doc["$id"], Resource.from_contents(doc)) for doc in documents)
    return Draft202012Validator(documents[0], registry=registry)


@pytest.mark.parametrize("name", sorted(schemas.SCHEMA_DIR.glob("*.schema.json")), ids=lambda p: p.name)
def test_every_schema_is_valid_in_the_dialect_that_declares_the_annotations(name):
    assert [e.message for e in _dialect().iter_errors(json.loads(name.read_bytes()))] == []


@pytest.mark.parametrize("annotation", [{"x-dice": "sum"}, {"x-dice": False}, {"x-ref": "spell"}])
def test_the_dialect_rejects_a_misspelt_annotation_however_deep(annotation):
    broken = json.loads(PUBLISHED["defs.schema.json"])
    broken["$defs"]["attack"]["properties"]["dice"].update(annotation)
    assert not _dialect().is_valid(broken)


def test_meshal_schemas_writes_the_published_set(cli, tmp_path):
    out = tmp_path / "offline"
    result = cli("schemas", "--out", out, "--lang", "en")
    assert result.exit_code == 0, result.output
    written = {p.relative_to(out).as_posix(): p.read_bytes() for p in out.rglob("*") if p.is_file()}
    assert written == PUBLISHED  # rulesets' schemas in folders of their own: woss/status.schema.json
    assert f"wrote {len(PUBLISHED)} schema files" in result.output


def test_meshal_schemas_for_editors_writes_the_set_a_new_pack_carries(cli, tmp_path):
    out = tmp_path / "my-pack" / "schemas"
    result = cli("schemas", "--out", out, "--for-editors", "--lang", "en")
    assert result.exit_code == 0, result.output
    written = {p.relative_to(out).as_posix(): p.read_bytes() for p in out.rglob("*") if p.is_file()}
    assert written == LOCAL and written.keys() == PUBLISHED.keys()  # the same files, without their $ids
    assert f"wrote {len(LOCAL)} schema files" in result.output and "without $ids" in result.output


def test_meshal_schemas_will_not_write_over_its_sources(cli):
    result = cli("schemas", "--out", schemas.SCHEMA_DIR, "--lang", "en")
    assert result.exit_code == 1 and "schemas-out-is-source" in result.output
    assert not (schemas.SCHEMA_DIR / "dialect.schema.json").exists()


def test_a_zip_carries_modelines_that_work_elsewhere(cli, tmp_path):
    pack = tmp_path / "glow"  # made by an older scaffold: no schemas of its own, modelines not relative
    scaffold_pack(pack, "glow")
    shutil.rmtree(pack / "schemas")
    items = (pack / "items.yaml").read_text(encoding="utf-8").split("\n", 1)[1]
    (pack / "items.yaml").write_text(f"# yaml-language-server: $schema={url('entry.schema.json')}\n" + items,
                                     encoding="utf-8")
    old = (pack / "terms.yaml").read_text(encoding="utf-8").split("\n", 1)[1]
    (pack / "terms.yaml").write_text("# yaml-language-server: $schema=/home/ada/meshal/schemas/entry.schema.json\n"
                                     + old, encoding="utf-8")
    manifest = (pack / "pack.yaml").read_text(encoding="utf-8").split("\n", 1)[1]
    (pack / "pack.yaml").write_text("# yaml-language-server: $schema=../schemas/pack.schema.json\n" + manifest,
                                    encoding="utf-8")  # beside a checkout, not inside the pack
    offline = tmp_path / "offline"  # as packs are made now: its schemas travel with it
    scaffold_pack(offline, "offline")
    (offline / "sub").mkdir()
    terms = (offline / "terms.yaml").read_text(encoding="utf-8").split("\n", 1)[1]
    (offline / "sub" / "terms.yaml").write_text(
        "# yaml-language-server: $schema=/home/ada/meshal/schemas/entry.schema.json\n" + terms, encoding="utf-8")
    (offline / "terms.yaml").unlink()
    for root in (pack, offline):
        result = cli("export", "--format", "zip", "--pack", root, "-o", tmp_path / f"{root.name}.zip")
        assert result.exit_code == 0, result.output
    with zipfile.ZipFile(tmp_path / "glow.zip") as zipped:
        terms = zipped.read("terms.yaml").decode()
    assert terms.startswith(f"# yaml-language-server: $schema={url('entry.schema.json')}\n")
    assert yaml.safe_load(terms) == yaml.safe_load(old)
    with zipfile.ZipFile(tmp_path / "glow.zip") as zipped:
        modeline = f"# yaml-language-server: $schema={url('pack.schema.json')}\n"
        assert zipped.read("pack.yaml").decode() == modeline + manifest
        assert zipped.read("items.yaml") == (pack / "items.yaml").read_bytes()  # a URL already: as it was
    with zipfile.ZipFile(tmp_path / "offline.zip") as zipped:
        assert zipped.read("pack.yaml").startswith(b"# yaml-language-server: $schema=./schemas/pack.schema.json\n")
        assert {name: zipped.read(f"schemas/{name}") for name in LOCAL} == LOCAL
        moved = zipped.read("sub/terms.yaml").decode()  # a path of this machine: now the copy in the zip
        assert moved.startswith("# yaml-language-server: $schema=../schemas/entry.schema.json\n")
    checked = cli("validate", tmp_path / "offline.zip", "--lang", "en")
    assert checked.exit_code == 0, checked.output
