"""Build step: a static JSON API at ``/api/v1/`` of the wiki, so programs read the content from any
static host or CDN.

- ``index.json``: the rulesets, each one's kinds with their counts and index URLs, the loaded packs;
- ``<ruleset>/<kind>/index.json``: that kind's entries, summed up (id, pack, names in zh, en, zh-Hant);
- ``<ruleset>/<kind>/<id>.json``: one entry as ``meshal export --format json`` writes it;
- ``openapi.json``: an OpenAPI 3.1 description of the three.

Each file names its schema (published at ``/schemas/v1/api/``) in a ``"$schema"`` key, as JSON editors
read it; the entry schema has a branch per installed ruleset (``schemas.api_entry``). The API holds both
languages, so it is written once at the site's root, not per edition; keys are sorted and lists in id
order, so the same content gives the same bytes.
"""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from ..export.as_json import entry_document
from ..export.common import FORMAT_VERSION, entries, thaw
from ..i18n import HANT, t
from ..load import Compendium
from ..model import Entry
from ..problems import MeshalError
from ..rulesets import of_pack
from ..schema_urls import FOLDER as SCHEMA_FOLDER
from ..schema_urls import url

FOLDER = f"api/v{FORMAT_VERSION}"  # below the site's root
INDEX = "index.json"
OPENAPI = "openapi.json"
SCHEMAS = {"index": "api/index.schema.json", "kind": "api/kind-index.schema.json", "entry": "api/entry.schema.json"}
# Every folder and file name the API writes is one of these (ids, kinds and ruleset ids all are, once
# validated): nothing a pack writes can climb out of api/v1/ or name a hidden file.
_NAME = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
LANGS = ("zh", "en", HANT)

Groups = dict[tuple[str, str], list[Entry]]  # (ruleset id, kind) → its entries, in id order


def write_api(site: Path, compendium: Compendium) -> None:
    """Write the API below the built site's root ``site`` (whatever was there before goes)."""
    root = site / FOLDER
    shutil.rmtree(root, ignore_errors=True)
    groups = _groups(compendium)
    for (ruleset, kind), found in groups.items():
        for entry in found:
            _write(root, (ruleset, kind, entry.id), {"$schema": url(SCHEMAS["entry"]),
                                                     **entry_document(compendium, entry)})
        _write(root, (ruleset, kind, "index"), _kind_index(ruleset, kind, found))
    _write(root, ("index",), _index(compendium, groups))
    _write(root, ("openapi",), openapi(groups))


def _groups(compendium: Compendium) -> Groups:
    groups: Groups = {}
    for kind, entry in entries(compendium):
        groups.setdefault((compendium.ruleset(entry).id, kind), []).append(entry)
    return dict(sorted(groups.items()))


def _write(root: Path, names: tuple[str, ...], document: Mapping[str, Any]) -> None:
    """``document`` at ``root/names….json``, every name checked first."""
    for name in names:
        if not _NAME.fullmatch(name):  # not match: its $ would take a trailing newline
            raise MeshalError("api-unsafe-name", name=name)
    path = root.joinpath(*names[:-1], f"{names[-1]}.json")
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(document, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    path.write_bytes((text + "\n").encode("utf-8"))


def _names(entry: Entry) -> dict[str, str]:
    return {lang: entry.name.get(lang) for lang in LANGS}


def _kind_index(ruleset: str, kind: str, found: list[Entry]) -> dict[str, Any]:
    return {
        "$schema": url(SCHEMAS["kind"]), "format_version": FORMAT_VERSION, "ruleset": ruleset, "kind": kind,
        "count": len(found),
        "entries": [{"id": e.id, "pack": e.provenance.pack, "name": _names(e), "url": f"{e.id}.json"} for e in found],
    }


def _index(compendium: Compendium, groups: Groups) -> dict[str, Any]:
    rulesets = {r.id: r for r in compendium.rulesets()}
    listed = []
    for id in sorted({ruleset for ruleset, _ in groups}):
        kinds = [{"kind": kind, "count": len(found), "url": f"{id}/{kind}/{INDEX}"}
                 for (ruleset, kind), found in groups.items() if ruleset == id]
        listed.append({"id": id, "name": {lang: rulesets[id].named(lang) for lang in LANGS},
                       "count": sum(k["count"] for k in kinds), "kinds": kinds})
    packs = [{"id": m["id"], "name": thaw(m["name"]), "version": m["version"], "origin": m["origin"],
              "ruleset": of_pack(m).id} for m in compendium.packs]
    return {"$schema": url(SCHEMAS["index"]), "format_version": FORMAT_VERSION, "openapi": OPENAPI,
            "count": sum(r["count"] for r in listed), "rulesets": listed, "packs": packs}


def openapi(groups: Groups) -> dict[str, Any]:
    """The OpenAPI 3.1 description of this build's API: its rulesets and kinds as the parameters' values."""
    rulesets = sorted({ruleset for ruleset, _ in groups})
    kinds = sorted({kind for _, kind in groups})
    parameters = {
        "ruleset": _parameter("ruleset", {"type": "string", "enum": rulesets}),
        "kind": _parameter("kind", {"type": "string", "enum": kinds}),
        "id": _parameter("id", {"type": "string", "pattern": _NAME.pattern}),
    }
    return {
        "openapi": "3.1.0",
        "info": {"title": _both("api-title"), "description": _both("api-description"),
                 "version": str(FORMAT_VERSION)},
        # relative: the API is wherever this file is, on any host
        "servers": [{"url": ".", "description": _both("api-server")}],
        "paths": {
            f"/{INDEX}": _get("getIndex", "api-index", "index", []),
            f"/{{ruleset}}/{{kind}}/{INDEX}": _get("getKindIndex", "api-kind-index", "kind",
                                                   [parameters["ruleset"], parameters["kind"]]),
            "/{ruleset}/{kind}/{id}.json": _get("getEntry", "api-entry", "entry", list(parameters.values())),
        },
    }


def _both(key: str, **fields: object) -> str:
    """A catalogue message in both languages, as the schemas' texts are written: ``zh / en``."""
    return f"{t(key, 'zh', **fields)} / {t(key, 'en', **fields)}"


def _parameter(name: str, schema: dict[str, Any]) -> dict[str, Any]:
    return {"name": name, "in": "path", "required": True, "description": _both(f"api-parameter-{name}"),
            "schema": schema}


def _get(operation: str, key: str, schema: str, parameters: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """A path's one operation: GET the file, described by the published ``schema`` (a URL relative to
    this file: ``/schemas/v1/`` of the same site, so no other host is asked)."""
    published = f"../../{SCHEMA_FOLDER}{SCHEMAS[schema]}"
    return {"get": {
        "operationId": operation, "summary": _both(key), "parameters": list(parameters),
        "responses": {
            "200": {"description": _both(key), "content": {"application/json": {"schema": {"$ref": published}}}},
            "404": {"description": _both("api-not-found")},
        },
    }}
