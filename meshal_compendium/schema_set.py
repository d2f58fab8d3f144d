"""The published schema set: the kinds' schemas plus the dialect meta-schema that declares our
``x-ref`` / ``x-dice`` annotation vocabulary, as files others can serve or keep offline.

``published()`` is the versioned set (``schemas/v1/`` on the wiki, or one folder offline),
each file byte for byte as in ``schemas/``; ``legacy()`` is the kinds' schemas under their old,
unversioned ``$id``s, served at the old paths so links made before the ids were versioned work.

A pack's YAML files name their schema in a yaml-language-server modeline (first line);
``schema_location`` is where a new pack's modelines point, ``portable`` repoints one that names
a file of this machine at the published URL.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Collection
from pathlib import Path

from .schema_urls import legacy_url, url
from .schemas import SCHEMA_DIR, files

META_DIR = SCHEMA_DIR / "meta"
OFFLINE_FOLDER = "schemas"  # inside a pack made with --offline-schemas
MODELINE = re.compile(rb"^# yaml-language-server: \$schema=(\S+)")
_THIS_MACHINE = re.compile(r"^(/|file:|[A-Za-z]:/)")  # an absolute path or file URI (after \\ → /)


def published() -> dict[str, bytes]:
    """File name → bytes of every published file; each one's ``$id`` is ``url(name)``.

    Names are relative to ``schemas/``: ``ability.schema.json``, a ruleset's ``woss/status.schema.json``."""
    found = {name: path.read_bytes() for name, path in files().items()}
    found.update({path.name: path.read_bytes() for path in sorted(META_DIR.glob("*.schema.json"))})
    return found


def legacy() -> dict[str, bytes]:
    """The kinds' schemas as they are published at the old paths, under their old ``$id``s."""
    return {path.name: path.read_bytes().replace(url(path.name).encode(), legacy_url(path.name).encode(), 1)
            for path in sorted(SCHEMA_DIR.glob("*.schema.json"))}


def write(contents: dict[str, bytes], folder: Path) -> list[Path]:
    """Write ``contents`` into ``folder`` (made if missing); return the paths written."""
    for name, data in contents.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(data)
    return [folder / name for name in contents]


def schema_location(offline: bool = False) -> str:
    """Where a new pack's modelines find the schemas (no trailing slash): the canonical URLs, or
    the copy in the pack's own ``schemas/`` folder, relative so that it travels with the pack."""
    return f"./{OFFLINE_FOLDER}" if offline else url("").rstrip("/")


def _published_name(target: str) -> str | None:
    """The published file a modeline's target names: ``…/woss/status.schema.json`` is that ruleset's."""
    names = sorted(published(), key=len, reverse=True)  # a ruleset's entry.schema.json before ours
    return next((name for name in names if target == name or target.endswith("/" + name)), None)


def portable(text: bytes, name: str, travelling: Collection[str]) -> bytes:
    """``text`` of the file ``name`` in a pack whose files are ``travelling``, with a first-line
    modeline that would not resolve on another machine — an absolute path (as ``meshal new pack``
    used to write) or a relative one to a file that does not travel with the pack — pointed at
    that schema's published URL instead. URLs and schemas that travel are left as they are."""
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
    return text[:found.start(1)] + url(schema).encode() + text[found.end(1):]
