"""The installed rulesets: read from the entry points, checked, each failure kept apart.

A ruleset that cannot be imported, is not a ``Ruleset``, was written for another ``API_VERSION``
or claims what another has (an id, a kind, a site section) is left out and kept in ``broken()``
with the reason; the CLI names each in one warning line, ``meshal rulesets`` lists them, and
every other ruleset works as if it were not installed.
"""

from __future__ import annotations

import os
import sys
import zlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from ..kept import kept
from ..problems import MeshalError
from . import API_VERSION, COMMON_KINDS, DEFAULT, GROUP, STATUSES, Edition, Kind, Ruleset, resolve


@dataclass(frozen=True)
class Broken:
    """An entry point that gave no usable ruleset: its name, what it names, and why (a message key)."""

    name: str
    value: str
    distribution: str
    code: str
    fields: Mapping[str, str] = field(default_factory=dict)

    def message(self, lang: str) -> str:
        from ..i18n import t

        return t(self.code, lang, **self.fields)


@cache
def _loaded() -> tuple[dict[str, Ruleset], tuple[Broken, ...], dict[str, tuple[str, str]]]:
    found: dict[str, Ruleset] = {}
    broken: list[Broken] = []
    owners: dict[str, tuple[str, str]] = {}
    for name, value, dist, version in _entry_points():
        try:
            ruleset = resolve(value)
            if not isinstance(ruleset, Ruleset):
                raise MeshalError("ruleset-not-a-ruleset", name=name, value=value)
            _check(ruleset, found)
        except MeshalError as error:
            broken.append(Broken(name, value, dist, error.code, {k: str(v) for k, v in error.fields.items()}))
            continue
        except Exception as error:  # noqa: BLE001 — another package's code: whatever it raises, it is left out
            broken.append(Broken(name, value, dist, "ruleset-import-failed",
                                 {"name": name, "value": value, "error": f"{type(error).__name__}: {error}"}))
            continue
        found[ruleset.id] = ruleset
        owners[ruleset.id] = (dist, version)
    ordered = dict(sorted(found.items(), key=lambda item: (item[0] != DEFAULT, item[0])))
    return ordered, tuple(broken), owners


def registry() -> Mapping[str, Ruleset]:
    """Every installed ruleset that registered, by id: Meshal first, then by id."""
    return _loaded()[0]


def broken() -> tuple[Broken, ...]:
    """The entry points of our group that gave no usable ruleset, with the reason for each."""
    return _loaded()[1]


def distribution(id: str) -> tuple[str, str]:
    """The distribution (its name and version) that installed ruleset ``id``."""
    return _loaded()[2].get(id, ("", ""))


def _entry_points() -> list[list[str]]:
    """Every distribution's entry points of our group, each once, as ``[name, value, distribution, version]``.

    Kept (``kept``) while no distribution on the path is added, removed or has its entry points
    changed: reading them all is a third of a dice question's start.
    """
    # One kept file per search path: `meshal` (its script's folder first) and `python -c` in a
    # checkout (the current folder first, holding its own *.egg-info) must not replace each other's.
    digest = zlib.crc32("\0".join(folder or os.getcwd() for folder in sys.path).encode("utf-8", "surrogateescape"))
    return kept(f"entry-points-{digest:08x}", [Path(__file__), *_distributions()], _read_entry_points)


def _distributions() -> list[Path]:
    """Each distribution's ``entry_points.txt`` on the path: what ``importlib.metadata`` reads.
    Stamped, not read. A folder is listed anew each time, so one added or removed is seen; its own
    time is not stamped, or every file written to the current folder would read them all again."""
    found = []
    for folder in sys.path:
        try:
            with os.scandir(folder or ".") as names:
                found += sorted(Path(n.path, "entry_points.txt") for n in names
                                if n.name.endswith((".dist-info", ".egg-info")))
        except OSError:
            found.append(Path(folder or "."))  # a zip or a missing folder: its own stamp covers it
    return found


def _read_entry_points() -> list[list[str]]:
    """Not ``entry_points(group=…)``: it keeps one copy of each distribution, the first on the path,
    and a build leaves a stale ``*.egg-info`` in a checkout that can come first and hide the rest."""
    from importlib.metadata import distributions

    found: dict[tuple[str, str], list[str]] = {}
    for dist in distributions():
        for point in dist.entry_points:
            if point.group == GROUP:
                found.setdefault((point.name, point.value), [point.name, point.value, dist.metadata["Name"] or "",
                                                             dist.version or ""])
    return list(found.values())


def _check(ruleset: Ruleset, found: Mapping[str, Ruleset]) -> None:
    """A ruleset is for this API, and claims no id, kind or site section another has: said before anything
    is built, as the reason it is left out."""
    if ruleset.api != API_VERSION:
        code = "ruleset-api-newer" if ruleset.api > API_VERSION else "ruleset-api-older"
        raise MeshalError(code, id=ruleset.id, api=ruleset.api, ours=API_VERSION)
    if ruleset.id in found:
        raise MeshalError("ruleset-duplicate", id=ruleset.id)
    owners = {k.name: other.id for other in found.values() for k in other.kinds}
    for kind in ruleset.kinds:
        if kind.name in owners or kind.name in COMMON_KINDS:
            raise MeshalError("ruleset-kind-taken", id=ruleset.id, kind=kind.name,
                              owner=owners.get(kind.name, "common"))
    for other in found.values():
        if ruleset.section == other.section:
            code = "ruleset-section-taken" if ruleset.section else "ruleset-root-taken"
            raise MeshalError(code, id=ruleset.id, section=ruleset.section, owner=other.id)
    if any(e.status not in STATUSES for e in ruleset.editions):
        raise MeshalError("ruleset-bad-status", id=ruleset.id, statuses=", ".join(STATUSES))


def get(id: str) -> Ruleset:
    """The ruleset ``id``, or a clear error naming the installed ones (and the nearest)."""
    found = registry()
    if id not in found:
        from difflib import get_close_matches

        near = get_close_matches(id, found, n=1)
        why = next((b for b in broken() if b.name == id), None)
        if why is not None:
            raise MeshalError("ruleset-is-broken", id=id, reason=why.message("en"), reason_zh=why.message("zh"))
        if id == DEFAULT:
            raise MeshalError("ruleset-missing-default")
        raise MeshalError("ruleset-unknown", id=id, known=", ".join(found), near=near[0] if near else "")
    return found[id]


def of_manifest(value: str | None) -> tuple[Ruleset, Edition] | None:
    """The ruleset (and edition) a pack manifest's ``ruleset:`` names; absent means Meshal's current."""
    if value is None:
        if DEFAULT not in registry():
            return None
        meshal = registry()[DEFAULT]
        return meshal, meshal.current
    for ruleset in registry().values():
        if value == ruleset.id:
            return ruleset, ruleset.current
        for edition in ruleset.editions:
            if value in edition.aliases:
                return ruleset, edition
    return None


def of_pack(manifest: Mapping[str, Any]) -> Ruleset:
    """The ruleset of a loaded pack (its manifest was checked: an unknown name never gets this far)."""
    found = of_manifest(manifest.get("ruleset"))
    return found[0] if found else get(DEFAULT)


def manifest_names() -> tuple[str, ...]:
    """Every ``ruleset:`` value a manifest may give."""
    return tuple(name for r in registry().values() for name in (r.id, *(a for e in r.editions for a in e.aliases)))


@cache  # asked for every field of every entry; the registry it reads is read once per process
def kinds() -> dict[str, tuple[Ruleset | None, Kind | None]]:
    """Every entry kind: the common ones (no ruleset), then each ruleset's."""
    found: dict[str, tuple[Ruleset | None, Kind | None]] = {name: (None, None) for name in COMMON_KINDS}
    for ruleset in registry().values():
        found.update({kind.name: (ruleset, kind) for kind in ruleset.kinds})
    return found


@cache
def models() -> dict[str, type]:
    """Entry kind → the model class its entries are built as (kinds with pages or an engine)."""
    from ..model import COMMON

    found: dict[str, type] = dict(COMMON)
    for ruleset in registry().values():
        found.update({kind.name: _model(kind) for kind in ruleset.kinds if kind.folder})
    return found


def _model(kind: Kind) -> type:
    """The kind's class; a kind that needs no typed fields gets a plain ``Entry`` of its name."""
    found = resolve(kind.model)
    if found.kind == kind.name:
        return found
    return dataclass(frozen=True)(type(kind.name.title().replace("-", ""), (found,), {"kind": kind.name}))


def folders(attribute: Callable[[Ruleset], Path | None]) -> list[Path]:
    """One folder per ruleset that has one (its templates, locale …), in registry order."""
    return [path for r in registry().values() if (path := attribute(r)) is not None]
