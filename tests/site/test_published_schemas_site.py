"""The wiki serves the schemas at the URLs their ``$id``s name (below the site's own root)."""

from __future__ import annotations

import json
import urllib.request

from meshal_compendium import schema_set
from meshal_compendium.schema_urls import legacy_url


def test_the_site_publishes_the_versioned_set_and_the_old_paths(built):
    for name, data in schema_set.published().items():
        assert (built / "schemas" / "v1" / name).read_bytes() == data, name
    for name, data in schema_set.legacy().items():
        assert json.loads((built / "schemas" / name).read_bytes())["$id"] == legacy_url(name)
        assert (built / "schemas" / name).read_bytes() == data


def test_a_schema_is_served_as_json(site_url):
    with urllib.request.urlopen(site_url + "schemas/v1/entry.schema.json") as response:
        assert json.load(response)["$id"].endswith("/schemas/v1/entry.schema.json")
        assert response.headers["Content-Type"] == "application/json"
