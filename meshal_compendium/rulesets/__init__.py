"""Rulesets: the second axis of the compendium (layers are the first).

A ruleset is registered through Python entry points, group ``meshal_compendium.rulesets``; each
entry point names a ``Ruleset``. The built-in rulesets (``meshal``, ``woss``, ``d20-pool``,
``tactics``) are declared in our own ``pyproject.toml`` exactly as a third-party package declares
its own, and the shared layers (validate, load, site, export, cli) find kinds, templates, dice,
engines and calculators only through ``registry()``, never by importing a ruleset.

Loading the registry imports each ruleset's small ``__init__`` only: its engine, commands and
exports are named as ``"module:attribute"`` strings and imported when a command needs them, so a
dice question does not pay for the wiki.
"""

from __future__ import annotations

import importlib
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

GROUP = "meshal_compendium.rulesets"
DEFAULT = "meshal"
STATUSES = ("current", "archived")
COMMON_KINDS = ("chapter", "term", "erratum", "ruling")  # every ruleset's; their classes are in ``model``


def resolve(reference: str) -> Any:
    """The object a ``"package.module:attribute"`` reference names, imported now."""
    module, _, attribute = reference.partition(":")
    found: Any = importlib.import_module(module)
    for part in attribute.split(".") if attribute else ():
        found = getattr(found, part)
    return found


@dataclass(frozen=True)
class Kind:
    """An entry kind a ruleset adds: its schema, model, page template and list page.

    ``folder`` is where its list and entry pages live inside the ruleset's section
    (``statuses/`` → ``/woss/statuses/``); ``columns`` and ``filters`` are the list page's, and
    ``ranges`` the numeric fields filtered by a range. ``labels`` names, for a field whose values
    are words, the vocabulary (catalogue keys ``<vocabulary>-<value>``) that shows them.
    """

    name: str
    schema: Path
    folder: str
    template: str = ""
    model: str = "meshal_compendium.model:Entry"
    columns: tuple[str, ...] = ()
    filters: tuple[str, ...] = ()
    ranges: tuple[str, ...] = ()
    labels: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Edition:
    """One edition of a ruleset: its version, whether it is current, and the packs that are it."""

    version: str
    status: str
    packs: tuple[str, ...]
    aliases: tuple[str, ...] = ()  # manifest ``ruleset:`` values that mean this edition


@dataclass(frozen=True)
class Ruleset:
    """What a ruleset gives the shared layers. Only ``id``, ``name``, ``editions`` are required.

    - ``section``: the site folder of its pages (``woss`` → ``/woss/…``, ``/en/woss/…``); Meshal's
      is the root, where its URLs always were.
    - ``content``: the folder holding its shipped packs (``None``: they are in ``content/``).
    - ``schemas``: the folder of its kinds' JSON Schemas and its ``entry.schema.json``.
    - ``templates`` / ``locale`` / ``assets``: its page templates (Jinja2), its catalogue files
      (``*.yaml`` like ``locale/``), and its calculator scripts (copied to ``assets/js/<id>/``).
    - ``odds``: ``"module:command"``, the click command ``meshal odds --system ID`` runs.
    - ``commands``: further click commands it adds to ``meshal`` (Meshal's ``roll``, ``character``).
    - ``calculators``: section id → calculator (``woss/tiers``) shown under that section.
    - ``exports``: export format → ``"module:function"`` that adds this ruleset's part.
    - ``calculator_data``: ``"module:function"`` (compendium, lang) → the JSON its calculators read,
      written to ``assets/calculators-<id>.json`` of each language build.
    - ``dice``: ``"module:object"`` with ``find(text)`` (dice written in its rule text) for the
      site's dice buttons and the validator, or None when its text has no rollable notation.
    """

    id: str
    name: Mapping[str, str]
    editions: tuple[Edition, ...]
    sources: tuple[str, ...] = ()
    section: str = ""
    kinds: tuple[Kind, ...] = ()
    content: Path | None = None
    schemas: Path | None = None
    templates: Path | None = None
    locale: Path | None = None
    assets: Path | None = None
    odds: str | None = None
    commands: tuple[str, ...] = ()
    calculators: Mapping[str, str] = field(default_factory=dict)
    exports: Mapping[str, str] = field(default_factory=dict)
    dice: str | None = None
    calculator_data: str | None = None

    @property
    def current(self) -> Edition:
        return next((e for e in self.editions if e.status == "current"), self.editions[0])

    @property
    def version(self) -> str:
        return self.current.version

    @property
    def status(self) -> str:
        return self.current.status

    @property
    def packs(self) -> tuple[str, ...]:
        return tuple(pack for edition in self.editions for pack in edition.packs)

    def kind(self, name: str) -> Kind | None:
        return next((k for k in self.kinds if k.name == name), None)

    def summary(self) -> dict[str, Any]:
        """The ``meshal rulesets --format json`` object (a public contract: add keys, never rename)."""
        return {
            "id": self.id, "name": {"zh": self.name["zh"], "en": self.name["en"]},
            "version": self.version, "status": self.status, "packs": list(self.packs),
            "kinds": [k.name for k in self.kinds],
            "editions": [{"version": e.version, "status": e.status, "packs": list(e.packs)} for e in self.editions],
        }


@cache
def registry() -> Mapping[str, Ruleset]:
    """Every installed ruleset by id, Meshal first, then by id."""
    found: dict[str, Ruleset] = {}
    owners: dict[str, str] = {}
    for name, value in _entry_points():
        ruleset = resolve(value)
        if not isinstance(ruleset, Ruleset):
            raise MeshalError("ruleset-not-a-ruleset", name=name, value=value)
        _check(ruleset, found, owners)
        found[ruleset.id] = ruleset
        owners.update({k.name: ruleset.id for k in ruleset.kinds})
    if DEFAULT not in found:
        raise MeshalError("ruleset-missing-default")
    return dict(sorted(found.items(), key=lambda item: (item[0] != DEFAULT, item[0])))


def _entry_points() -> list[list[str]]:
    """Every distribution's entry points of our group, each once, as ``[name, value]``.

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

    pairs = dict.fromkeys((p.name, p.value) for dist in distributions() for p in dist.entry_points if p.group == GROUP)
    return [list(pair) for pair in pairs]


def _check(ruleset: Ruleset, found: Mapping[str, Ruleset], owners: Mapping[str, str]) -> None:
    """Two rulesets may not claim one id, kind or site section: said before anything is built."""
    if ruleset.id in found:
        raise MeshalError("ruleset-duplicate", id=ruleset.id)
    for kind in ruleset.kinds:
        if kind.name in owners or kind.name in COMMON_KINDS:
            raise MeshalError("ruleset-kind-taken", id=ruleset.id, kind=kind.name,
                              owner=owners.get(kind.name, "common"))
    for other in found.values():
        if ruleset.section and ruleset.section == other.section:
            raise MeshalError("ruleset-section-taken", id=ruleset.id, section=ruleset.section, owner=other.id)
    if any(e.status not in STATUSES for e in ruleset.editions):
        raise MeshalError("ruleset-bad-status", id=ruleset.id, statuses=", ".join(STATUSES))


def get(id: str) -> Ruleset:
    """The ruleset ``id``, or a clear error naming the installed ones (and the nearest)."""
    found = registry()
    if id not in found:
        from difflib import get_close_matches

        near = get_close_matches(id, found, n=1)
        raise MeshalError("ruleset-unknown", id=id, known=", ".join(found), near=near[0] if near else "")
    return found[id]


def of_manifest(value: str | None) -> tuple[Ruleset, Edition] | None:
    """The ruleset (and edition) a pack manifest's ``ruleset:`` names; absent means Meshal's current."""
    if value is None:
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
    return found[0] if found else registry()[DEFAULT]


def manifest_names() -> tuple[str, ...]:
    """Every ``ruleset:`` value a manifest may give."""
    return tuple(name for r in registry().values() for name in (r.id, *(a for e in r.editions for a in e.aliases)))


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
