"""The wiki's static JSON API (``site/api.py``), written for WOSS and a homebrew pack on Meshal's core:
every file valid by the schema it names, every listed URL there, entries as the JSON export writes
them, the same bytes twice, and no name that leaves ``api/v1/``."""

from __future__ import annotations

import json
import re
import socket
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator, FormatChecker
from openapi_spec_validator import validate

from meshal_compendium import rulesets, schemas
from meshal_compendium.export import as_json
from meshal_compendium.load import load, load_compendium
from meshal_compendium.problems import MeshalError
from meshal_compendium.scaffold import scaffold_pack
from meshal_compendium.site import api, offline
from meshal_compendium.site.build import PREFIX
from meshal_compendium.site.publish_schemas import publish_schemas


@pytest.fixture(scope="module")
def compendium(tmp_path_factory):
    pack = tmp_path_factory.mktemp("homebrew") / "glow"
    scaffold_pack(pack, "glow")
    return load_compendium([Path("content/woss"), pack])


@pytest.fixture(scope="module")
def site(compendium, tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("site")
    api.write_api(root, compendium)
    return root


def _tree(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def _read(site: Path, name: str) -> dict:
    return json.loads((site / "api" / "v1" / name).read_bytes())


def test_every_file_is_valid_by_the_schema_it_names(site):
    files = _tree(site)
    assert len(files) > 100
    for name, data in files.items():
        document = json.loads(data)
        if name == "api/v1/openapi.json":
            continue  # described by OpenAPI itself: checked below
        schema = schemas.registry().contents(document["$schema"])
        validator = Draft202012Validator(schema, registry=schemas.registry(), format_checker=FormatChecker())
        assert [e.message for e in validator.iter_errors(document)] == [], name


def test_an_entry_whose_data_breaks_its_kind_schema_is_not_valid(site):
    entry = _read(site, "woss/status/" + _read(site, "woss/status/index.json")["entries"][0]["url"])
    validator = Draft202012Validator(schemas.registry().contents(entry["$schema"]), registry=schemas.registry())
    assert validator.is_valid(entry)
    assert not validator.is_valid({**entry, "data": {**entry["data"], "colour": "green"}})  # woss's schema said no
    assert not validator.is_valid({**entry, "id": "../up"})


def test_the_entry_schema_has_a_branch_per_installed_ruleset_and_the_file_names_none():
    published = schemas.registry().contents(schemas.url("api/entry.schema.json"))
    assert [b["if"]["properties"]["ruleset"]["const"] for b in published["allOf"]] == list(rulesets.registry())
    for branch, ruleset in zip(published["allOf"], rulesets.registry().values(), strict=True):
        kinds = branch["then"]["properties"]["data"]["properties"]["kind"]["enum"]
        assert kinds == [*rulesets.COMMON_KINDS, *(k.name for k in ruleset.kinds)]
    written = (schemas.SCHEMA_DIR / schemas.API_ENTRY).read_text(encoding="utf-8")
    assert not [id for id in rulesets.registry() if f'"{id}"' in written]  # nothing to edit for a new ruleset


def test_an_entry_is_checked_by_its_own_rulesets_kinds(site):
    lantern = _read(site, "meshal/item/glow-glowmoss-lantern.json")
    validator = Draft202012Validator(schemas.registry().contents(lantern["$schema"]), registry=schemas.registry())
    assert validator.is_valid(lantern)
    assert not validator.is_valid({**lantern, "ruleset": "woss"})  # an item is no WOSS kind
    assert not validator.is_valid({**lantern, "data": {**lantern["data"], "weight": "heavy"}})  # the item schema's
    assert validator.is_valid({**lantern, "ruleset": "elsewhere"})  # another site's plugin: the written part only


def test_every_listed_url_is_there_and_nothing_else(site):
    index = _read(site, "index.json")
    found = {"index.json", index["openapi"]}
    for ruleset in index["rulesets"]:
        for kind in ruleset["kinds"]:
            found.add(kind["url"])
            listed = _read(site, kind["url"])
            assert (listed["ruleset"], listed["kind"], listed["count"]) == (ruleset["id"], kind["kind"], kind["count"])
            assert [e["id"] for e in listed["entries"]] == sorted(e["id"] for e in listed["entries"])
            found.update(f"{ruleset['id']}/{kind['kind']}/{e['url']}" for e in listed["entries"])
    assert {name.removeprefix("api/v1/") for name in _tree(site)} == found


def test_the_index_counts_every_entry_and_names_every_pack(site, compendium):
    index = _read(site, "index.json")
    assert index["count"] == sum(len(found) for found in compendium.entries.values())
    assert [r["id"] for r in index["rulesets"]] == ["meshal", "woss"]
    assert {p["id"]: (p["origin"], p["ruleset"]) for p in index["packs"]} == {
        "woss": ("handbook", "woss"), "core": ("handbook", "meshal"), "glow": ("homebrew", "meshal")}
    woss = index["rulesets"][1]
    assert woss["name"]["zh-Hant"] and woss["count"] == sum(k["count"] for k in woss["kinds"])


def test_an_entry_is_what_the_json_export_writes(site, compendium):
    exported = as_json.document(compendium)["entries"]
    for kind, written in exported.items():
        for entry in written:
            served = _read(site, f"{entry['ruleset']}/{kind}/{entry['id']}.json")
            assert served.pop("$schema") == schemas.url("api/entry.schema.json")
            assert served == entry


def test_a_homebrew_packs_entries_are_served_with_their_names_in_three_scripts(site):
    items = _read(site, "meshal/item/index.json")["entries"]
    lantern = next(e for e in items if e["id"] == "glow-glowmoss-lantern")
    assert lantern["pack"] == "glow" and set(lantern["name"]) == {"zh", "en", "zh-Hant"}
    assert _read(site, "meshal/item/glow-glowmoss-lantern.json")["pack"] == "glow"


def test_writing_twice_gives_the_same_bytes(site, compendium, tmp_path):
    (tmp_path / "api" / "v1" / "stale.json").parent.mkdir(parents=True)
    (tmp_path / "api" / "v1" / "stale.json").write_text("{}")  # a file of an earlier build goes
    api.write_api(tmp_path, compendium)
    assert _tree(tmp_path) == _tree(site)


def test_the_openapi_description_is_valid_and_names_what_is_served(site, tmp_path):
    publish_schemas(site)  # its schemas are the site's own, beside it
    document = _read(site, "openapi.json")
    connect = socket.socket.connect
    socket.socket.connect = lambda *_: pytest.fail("the validator asked the network")
    try:
        validate(document, base_uri=(site / "api" / "v1" / "openapi.json").as_uri())
    finally:
        socket.socket.connect = connect
    parameters = document["paths"]["/{ruleset}/{kind}/{id}.json"]["get"]["parameters"]
    assert parameters[0]["schema"]["enum"] == ["meshal", "woss"]
    assert "status" in parameters[1]["schema"]["enum"]
    broken = json.loads(json.dumps(document))
    broken["paths"]["/index.json"]["get"]["responses"]["200"]["content"]["application/json"]["schema"] = {
        "$ref": "../../schemas/v1/api/missing.schema.json"}
    with pytest.raises(Exception, match="missing.schema.json"):
        validate(broken, base_uri=(site / "api" / "v1" / "openapi.json").as_uri())


@pytest.mark.parametrize("names", [("..", "x"), ("meshal", "item", "../../../escape"), (".hidden",), ("a/b",),
                                   ("",), ("Item",), ("index\n",)])
def test_no_name_leaves_the_api_folder(names, tmp_path):
    with pytest.raises(MeshalError) as raised:
        api._write(tmp_path / "api", names, {})
    assert raised.value.code == "api-unsafe-name"
    assert list(tmp_path.rglob("*")) == []


def test_a_pack_cannot_name_an_entry_that_leaves_the_folder(tmp_path, compendium):
    pack = tmp_path / "evil"
    scaffold_pack(pack, "evil")
    text = (pack / "items.yaml").read_text(encoding="utf-8")
    (pack / "items.yaml").write_text(text.replace("id: evil-glowmoss-lantern", "id: ../../../escape"),
                                     encoding="utf-8")
    assert "../../../escape" in (pack / "items.yaml").read_text(encoding="utf-8")
    assert not load([pack]).ok  # the schemas' id pattern stops it before any build


@pytest.mark.full  # node, Workbox
def test_a_worker_storing_everything_leaves_the_api_out_and_so_does_the_listing(tmp_path):
    for path in ("index.html", "en/index.html", "zh-Hant/index.html", "api/v1/index.json",
                 "api/v1/meshal/item/axe.json"):
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text("{}", encoding="utf-8")
    offline.write_offline(tmp_path, PREFIX, {lang: ("Site", "About") for lang in PREFIX}, {}, {}, "all")
    precached = re.findall(r'"url":"([^"]+)"', (tmp_path / offline.WORKER).read_text(encoding="utf-8"))
    assert "index.html" in precached and not [url for url in precached if url.startswith("api/")]
    listed = [row[0] for row in json.loads((tmp_path / offline.LISTING).read_text(encoding="utf-8"))["files"]]
    assert "" in listed and not [url for url in listed if url.startswith("api/")]
