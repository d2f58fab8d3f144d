"""The schema set: the kinds' schemas plus the dialect meta-schema that declares our
``x-ref`` / ``x-dice`` annotation vocabulary, as files others can serve or keep offline.

The files in ``schemas/`` carry no ``$id``, because an ``$id`` is the base their relative
``$ref``s (``defs.schema.json``, a ruleset's ``../defs.schema.json``) resolve against. Were it the
published URL, yaml-language-server reading the files from disk would fetch every ``$ref`` from
that host (its fallback, a file of the same name beside the referring one, finds
``woss/defs.schema.json`` for ``../defs.schema.json``): no help without a network, or the wrong
file. With no ``$id`` the base is where the file was read from, so the set works wherever it is
copied whole. Their identifiers are unchanged: ``schemas.registry()`` and ``published()`` give
each file the URL it is published at.

``local()`` is the set byte for byte (the JSON API's entry schema completed from the registry,
``schemas.api_entry``), as every new pack carries it in its ``schemas/`` folder;
``published()`` is the same files each with its ``$id``, its canonical URL, as the wiki serves
them at ``schemas/v1/`` and ``meshal schemas`` writes them, for validators that load schemas by
``$id``; ``legacy()`` is the kinds' schemas under their old, unversioned ``$id``s, served at the
old paths so links made before the ids were versioned work.

A pack's YAML files name their schema in a yaml-language-server modeline (first line), in a new
pack relative to the pack (``PACK_SCHEMAS``); ``portable`` repoints one that names a file of this
machine at the published URL.
"""

from __future__ import annotations

import json
import posixpath
import re
from collections.abc import Collection
from pathlib import Path

from .schema_urls import legacy_url, url
from .schemas import SCHEMA_DIR, files, source

META_DIR = SCHEMA_DIR / "meta"
PACK_FOLDER = "schemas"  # a new pack's copy of the set
PACK_SCHEMAS = f"./{PACK_FOLDER}"  # where a new pack's modelines find it: relative, so it travels with the pack
MODELINE = re.compile(rb"^# yaml-language-server: \$schema=(\S+)")
_THIS_MACHINE = re.compile(r"^(/|file:|[A-Za-z]:/)")  # an absolute path or file URI (after \\ → /)
_SCHEMA_LINE = re.compile(rb'^  "\$schema": "[^"]*",\n', re.MULTILINE)  # the second line of each of our files


def local() -> dict[str, bytes]:
    """File name → bytes of every file of the set, without ``$id``s: what an editor reads from disk.

    Names are relative to ``schemas/``: ``ability.schema.json``, a ruleset's ``woss/status.schema.json``."""
    found = {name: source(name, path) for name, path in files().items()}
    found.update({path.name: path.read_bytes() for path in sorted(META_DIR.glob("*.schema.json"))})
    return found


def published() -> dict[str, bytes]:
    """The same files as ``local()``, each with its ``$id``: ``url(name)``."""
    return {name: _with_id(data, url(name)) for name, data in local().items()}


def legacy() -> dict[str, bytes]:
    """The kinds' schemas as they are published at the old paths, under their old ``$id``s."""
    return {path.name: _with_id(path.read_bytes(), legacy_url(path.name))
            for path in sorted(SCHEMA_DIR.glob("*.schema.json"))}


def _with_id(data: bytes, uri: str) -> bytes:
    """``data`` with ``"$id": uri`` after its ``$schema`` line (as our files had it before), or first
    if it has none; a file that names its own ``$id`` (a ruleset's from elsewhere) keeps it."""
    if "$id" in json.loads(data):
        return data
    found = _SCHEMA_LINE.search(data)
    at = found.end() if found else data.index(b"{") + 1
    return data[:at] + f'  "$id": {json.dumps(uri)},\n'.encode() + data[at:]


def write(contents: dict[str, bytes], folder: Path) -> list[Path]:
    """Write ``contents`` into ``folder`` (made if missing); return the paths written."""
    for name, data in contents.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(data)
    return [folder / name for name in contents]


def _published_name(target: str) -> str | None:
    """The published file a modeline's target names: ``…/woss/status.schema.json`` is that ruleset's."""
    names = sorted(published(), key=len, reverse=True)  # a ruleset's entry.schema.json before ours
    return next((name for name in names if target == name or target.endswith("/" + name)), None)


def portable(text: bytes, name: str, travelling: Collection[str]) -> bytes:
    """``text`` of the file ``name`` in a pack whose files are ``travelling``, with a first-line
    modeline that would not resolve on another machine — an absolute path (as ``meshal new pack``
    used to write) or a relative one to a file that does not travel with the pack — pointed at
    the pack's own copy of that schema if it travels (every new pack has one), else at its
    published URL. URLs and schemas that travel are left as they are."""
    found = MODELINE.match(text)
    if not found:
        return text
    target = found.group(1).decode("utf-8", "replace").replace("\\", "/")
    schema = _published_name(target)
    if target.startswith(("http://", "https://")) or schema is None:
        return text
    beside = posixpath.normpath(posixpath.join(posixpath.dirname(name), target))
    if not _THIS_MACHINE.match(target) and beside in travelling:
        return text
    copy = f"{PACK_FOLDER}/{schema}"
    if copy in travelling:
        relative = posixpath.relpath(copy, posixpath.dirname(name) or ".")
        fixed = relative if relative.startswith("../") else f"./{relative}"
    else:
        fixed = url(schema)
    return text[:found.start(1)] + fixed.encode() + text[found.end(1):]
