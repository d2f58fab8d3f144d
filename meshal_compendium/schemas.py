"""The JSON Schemas (draft 2020-12) in ``schemas/``: one validator per kind, and where in each
kind the references, dice expressions and bilingual texts are.

The schemas are the single source of truth for the content format: ``x-ref`` marks a field
holding an id of another kind, ``x-dice`` a dice expression, ``$defs/text`` a bilingual text.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema_rs
from jsonschema import Draft202012Validator
from referencing import Registry, Resource

from . import rulesets
from .schema_urls import legacy_url, url
from .shipped import shipped

SCHEMA_DIR = shipped("schemas")
API = "api"  # the folder of the wiki's JSON API's schemas (``site/api.py``)
API_ENTRY = f"{API}/entry.schema.json"  # completed from the registry (``api_entry``)
ANY = "*"  # a pattern step matching every item of an array

Pattern = tuple[str, ...]


@dataclass(frozen=True)
class Fields:
    """Paths (with ``*`` for array items) of the special fields of one kind."""

    refs: tuple[tuple[Pattern, str], ...]  # (path, kind referred to)
    dice: tuple[tuple[Pattern, str | None], ...]  # (path, the pool kind it must be, if any)
    texts: tuple[Pattern, ...]


@cache
def _documents() -> dict[str, dict[str, Any]]:
    """Every schema by its file's name below ``schemas/``: ``ability.schema.json`` (common and
    Meshal's kinds, where they always were), ``woss/status.schema.json`` (another ruleset's).

    Each under its ``$id``: our files carry none (``schema_set`` says why), so theirs is the URL
    they are published at, ``url(name)``; a ruleset from elsewhere may name its own."""
    return {name: {"$id": url(name), **json.loads(source(name, path))} for name, path in files().items()}


def files() -> dict[str, Path]:
    """The schema files: ours at the top of ``schemas/``, the wiki's JSON API's as ``api/…``, then each
    ruleset's folder as ``<id>/…``."""
    found = {path.name: path for path in sorted(SCHEMA_DIR.glob("*.schema.json"))}
    found.update({f"{API}/{path.name}": path for path in sorted((SCHEMA_DIR / API).glob("*.schema.json"))})
    for ruleset in rulesets.registry().values():
        if ruleset.schemas is not None and ruleset.schemas.resolve() != SCHEMA_DIR.resolve():
            found.update({f"{ruleset.id}/{path.name}": path for path in sorted(ruleset.schemas.glob("*.schema.json"))})
    return found


def source(name: str, path: Path) -> bytes:
    """The bytes of schema file ``name`` as the set holds it: the file's, but for ``API_ENTRY`` (``api_entry``)."""
    data = path.read_bytes()
    return api_entry(json.loads(data)) if name == API_ENTRY else data


def api_entry(written: dict[str, Any]) -> bytes:
    """The JSON API's entry schema: the file as written, and an ``allOf`` branch per installed ruleset
    (plugins too) saying its entry's ``data`` is one of its kinds, checked by that kind's schema.

    Built from the registry, so a new ruleset needs no edit here and a plugin's entries are checked
    as strictly as ours; the ``$id`` stays the one URL. An entry of a ruleset this build does not
    know (another site's plugin) is checked by the written part alone."""
    found = files()
    branches = []
    for ruleset in rulesets.registry().values():
        kinds = [*rulesets.COMMON_KINDS, *(kind.name for kind in ruleset.kinds)]
        data = {"type": "object", "properties": {"kind": {"enum": kinds}},
                "allOf": [{"if": {"properties": {"kind": {"const": kind}}}, "then": {"$ref": _ref(kind, found)}}
                          for kind in kinds if file_of(kind) in found]}
        branches.append({"if": {"properties": {"ruleset": {"const": ruleset.id}}, "required": ["ruleset"]},
                         "then": {"properties": {"data": data}}})
    return (json.dumps({**written, "allOf": branches}, ensure_ascii=False, indent=2) + "\n").encode("utf-8")


def _ref(kind: str, found: Mapping[str, Path]) -> str:
    """A kind's schema as the API's entry schema refers to it: beside it in the set, or by its own ``$id``."""
    name = file_of(kind)
    return json.loads(found[name].read_bytes()).get("$id") or f"../{name}"


@cache  # the registry is read once per process; this is asked once per field of every entry
def file_of(name: str) -> str:
    """The file name of kind (or ``pack``, ``defs``) ``name``'s schema."""
    ruleset, kind = rulesets.kinds().get(name, (None, None))
    if kind is None or kind.schema.parent.resolve() == SCHEMA_DIR.resolve():
        return f"{name}.schema.json"
    return f"{ruleset.id}/{kind.schema.name}"


@cache
def registry() -> Registry:
    """Every schema, addressable by its ``$id`` so relative ``$ref``s resolve offline — and by
    the unversioned id it had before (``schema_urls.legacy_url``), which others may still cite."""
    return Registry().with_resources(
        (uri, Resource.from_contents(doc))
        for name, doc in _documents().items()
        for uri in (doc["$id"], *([] if "/" in name else [legacy_url(name)]))  # rulesets' came versioned
    )


def schema(name: str) -> dict[str, Any]:
    """The schema document ``NAME.schema.json``."""
    return _documents()[file_of(name)]


def lookup(ref: str) -> dict[str, Any]:
    """The schema node a ``$ref`` written in one of our schema files points to."""
    return registry().resolver(base_uri=schema("defs")["$id"]).lookup(ref).contents


@cache
def validator(name: str) -> Draft202012Validator:
    """A validator for one kind (or ``pack``), whose errors carry what we need to explain them."""
    return Draft202012Validator(schema(name), registry=registry(),
                                format_checker=Draft202012Validator.FORMAT_CHECKER)


@cache
def fast_validator(name: str) -> jsonschema_rs.Draft202012Validator:
    """The same schema compiled by jsonschema-rs: a yes/no answer a few hundred times faster.

    Valid entries — nearly all of them — need nothing more; only invalid ones go through
    ``validator`` for located, explained errors.
    """
    resources = jsonschema_rs.Registry([(doc["$id"], doc) for doc in _documents().values()])
    return jsonschema_rs.Draft202012Validator(schema(name), registry=resources, validate_formats=True)


@cache
def kinds() -> tuple[str, ...]:
    """Every kind with a schema: the common ones, then each installed ruleset's."""
    return tuple(k for k in rulesets.kinds() if file_of(k) in _documents())


@cache
def fields(name: str) -> Fields:
    """Where references, dice and texts are in kind ``name``."""
    refs: list[tuple[Pattern, str]] = []
    dice: dict[Pattern, str | None] = {}
    texts: list[Pattern] = []
    resolver = registry().resolver(base_uri=schema(name)["$id"])

    def walk(node: dict[str, Any], path: Pattern, resolver, seen: frozenset[str]) -> None:
        if "x-ref" in node:
            refs.append((path, node["x-ref"]))
        if node.get("x-dice"):  # true, or the pool kind the field needs ("points")
            required = node["x-dice"] if isinstance(node["x-dice"], str) else None
            dice[path] = dice.get(path) or required
        ref = node.get("$ref")
        if ref:
            if ref.endswith("/$defs/text"):
                texts.append(path)
                return
            if ref not in seen:
                resolved = resolver.lookup(ref)
                walk(resolved.contents, path, resolved.resolver, seen | {ref})
        for key in ("allOf", "anyOf", "oneOf"):
            for sub in node.get(key, ()):
                walk(sub, path, resolver, seen)
        for key in ("then", "else"):
            if key in node:
                walk(node[key], path, resolver, seen)
        for prop, sub in node.get("properties", {}).items():
            walk(sub, (*path, prop), resolver, seen)
        if isinstance(node.get("items"), dict):
            walk(node["items"], (*path, ANY), resolver, seen)

    walk(schema(name), (), resolver, frozenset())
    return Fields(tuple(dict.fromkeys(refs)), tuple(dice.items()), tuple(dict.fromkeys(texts)))


def matches(value: Any, pattern: Pattern, path: tuple = ()):
    """Yield (path, value) for every value in ``value`` at ``pattern``."""
    if not pattern:
        yield path, value
        return
    step, rest = pattern[0], pattern[1:]
    if step == ANY:
        if isinstance(value, list | tuple):
            for i, item in enumerate(value):
                yield from matches(item, rest, (*path, i))
    elif isinstance(value, Mapping) and step in value:
        yield from matches(value[step], rest, (*path, step))
