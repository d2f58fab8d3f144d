"""The built wiki (shipped content) serves its JSON API at ``/api/v1/``: counts as the content's,
an OpenAPI description a real validator accepts, every entry valid by its schema, and none of it
stored or listed for offline."""

from __future__ import annotations

import json
import re
import socket
from collections import Counter

from jsonschema import Draft202012Validator, FormatChecker
from openapi_spec_validator import validate

from meshal_compendium import schemas
from meshal_compendium.load import load_compendium
from meshal_compendium.site import offline
from meshal_compendium.site.build import PREFIX


def test_the_index_counts_what_the_content_holds(built):
    compendium = load_compendium()
    index = json.loads((built / "api/v1/index.json").read_bytes())
    expected = Counter((compendium.ruleset(e).id, kind) for kind, found in compendium.entries.items()
                       for e in found.values())
    assert {(r["id"], k["kind"]): k["count"] for r in index["rulesets"] for k in r["kinds"]} == expected
    assert {r["id"] for r in index["rulesets"]} == {"meshal", "woss", "d20-pool", "tactics"}
    assert [p["id"] for p in index["packs"]] == [m["id"] for m in compendium.packs]
    for ruleset in index["rulesets"]:
        for kind in ruleset["kinds"]:
            listed = json.loads((built / "api/v1" / kind["url"]).read_bytes())
            assert len(listed["entries"]) == kind["count"]


def test_every_entry_of_every_ruleset_is_valid_by_its_schema(built):
    entry = schemas.registry().contents(schemas.url("api/entry.schema.json"))
    validator = Draft202012Validator(entry, registry=schemas.registry(), format_checker=FormatChecker())
    files = [p for p in (built / "api/v1").glob("*/*/*.json") if p.name != "index.json"]
    assert len(files) > 500
    for path in files:
        assert [e.message for e in validator.iter_errors(json.loads(path.read_bytes()))] == [], path


def test_the_openapi_description_is_valid_offline(built):
    connect = socket.socket.connect
    socket.socket.connect = lambda *_: (_ for _ in ()).throw(AssertionError("the validator asked the network"))
    try:
        validate(json.loads((built / "api/v1/openapi.json").read_bytes()),
                 base_uri=(built / "api/v1/openapi.json").as_uri())
    finally:
        socket.socket.connect = connect


def test_no_worker_stores_the_api_and_the_listing_leaves_it_out(built):
    listing = json.loads((built / offline.LISTING).read_text(encoding="utf-8"))
    assert listing["files"] and not [row for row in listing["files"] if row[0].startswith("api/")]
    for prefix in PREFIX.values():
        worker = (built / prefix / offline.WORKER).read_text(encoding="utf-8")
        assert not [url for url in re.findall(r'"url":"([^"]+)"', worker) if "api/v1" in url]
