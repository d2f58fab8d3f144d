"""Rulesets: the second axis of the compendium (layers are the first). This module is the interface.

A ruleset is registered through Python entry points, group ``meshal_compendium.rulesets``; each
entry point names a ``Ruleset``. The built-in rulesets (``meshal``, ``woss``, ``d20-pool``,
``tactics``) are declared in our own ``pyproject.toml`` exactly as a third-party package declares
its own, and the shared layers (validate, load, site, export, cli) find kinds, templates, dice,
engines and calculators only through the registry (``registry()``, ``get()`` …), never by
importing a ruleset or naming one.

Loading the registry imports each ruleset's small ``__init__`` only: its engine, commands and
exports are named as ``"module:attribute"`` strings and imported when a command needs them, so a
dice question does not pay for the wiki. A ruleset that fails to import or to register is left
out with one warning (``broken()``); the others work.

``API_VERSION`` is the version of this interface; a ruleset says which it was written for
(``Ruleset.api``). The README's "Writing a ruleset" shows one; the fields below, the catalogue keys a
ruleset defines, what its templates receive, the calculator and dice contracts.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

API_VERSION = 1  # this interface; a ruleset written for another is refused with a clear message
GROUP = "meshal_compendium.rulesets"
DEFAULT = "meshal"  # the ruleset a manifest without ``ruleset:`` and ``meshal odds`` without ``--system`` mean
STATUSES = ("current", "archived")
COMMON_KINDS = ("chapter", "term", "erratum", "ruling")  # every ruleset's; their classes are in ``model``


def resolve(reference: str) -> Any:
    """The object a ``"package.module:attribute"`` reference names, imported now."""
    module, _, attribute = reference.partition(":")
    found: Any = importlib.import_module(module)
    for part in attribute.split(".") if attribute else ():
        found = getattr(found, part)
    return found


def run_export(ruleset: str, export: str, function: Callable[..., Any], *args: Any) -> Any:
    """``function(*args)``, a ruleset's ``exports[export]``: a ruleset (a plugin most of all) that fails
    in it is named in a clear error, not shown as a traceback."""
    from ..problems import MeshalError

    try:
        return function(*args)
    except MeshalError:
        raise
    except Exception as error:  # noqa: BLE001 — any bug of the ruleset's code is said as its own
        raise MeshalError("ruleset-export-failed", id=ruleset, export=export,
                          reason=f"{type(error).__name__}: {error}") from None


Labeller = Callable[[str, str], str]  # (vocabulary, value) → the value's name in the page's language


@dataclass(frozen=True)
class Column:
    """How a list page reads and shows one field of a kind where the plain value will not do.

    ``value(entry)`` derives what is filtered and sorted (``str``; ``""`` for none); ``label(entry,
    value, lang, v)`` shows it; ``numeric`` sorts it as a number; ``enum`` is the schema path whose
    ``enum`` gives the values' order (default: the property of the field's name).
    """

    value: Callable[[Any], str] | None = None
    label: Callable[[Any, str, str, Labeller], str] | None = None
    numeric: bool = False
    enum: tuple[str, ...] = ()


def counted(field: str) -> Column:
    """A list field shown as how many items it holds (an environment's effects, a status's)."""
    return Column(value=lambda entry: str(len(entry.data.get(field, ()))), numeric=True)


@dataclass(frozen=True)
class Kind:
    """An entry kind a ruleset adds: its schema, model, page template and list page.

    ``folder`` is where its list and entry pages live inside the ruleset's section
    (``statuses/`` → ``/woss/statuses/``; empty: the kind has no pages); ``template`` is its entry
    page's Jinja2 template (default ``<name>.md.j2``); ``columns`` and ``filters`` are the list
    page's, and ``ranges`` the numeric fields filtered by a range (titled by the catalogue key
    ``range-<kind>-<field>``). ``labels`` names, for a field whose values are words, the vocabulary
    (catalogue keys ``<vocabulary>-<value>``) that shows them. ``fields``: ``"module:attribute"`` of
    a mapping field → ``Column`` for fields shown otherwise than as written (money, units, derived).
    ``sqlite``: the columns (field, SQL type) a tool filters it by in the SQLite export, after the
    shared ones. ``spellings``: field → {another spelling: the id meant}, accepted with a warning.
    ``check``: ``"module:function"``, (entry data) → ``(message code, field path, fields)`` for each
    rule its schema cannot say (refused like a schema error); its codes begin with ``<kind>-``.
    ``browser_check``: ``"file.js:function"`` in the ruleset's ``assets``, the same rule for the
    workshop's checker: (entry data) → ``[message code, field path, fields]`` for each problem.
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
    fields: str | None = None
    sqlite: tuple[tuple[str, str], ...] = ()
    spellings: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    check: str | None = None
    browser_check: str | None = None

    @property
    def page(self) -> str:
        """The template of one entry's page."""
        return self.template or f"{self.name}.md.j2"


@dataclass(frozen=True)
class Edition:
    """One edition of a ruleset: its version, whether it is current, and the packs that are it."""

    version: str
    status: str
    packs: tuple[str, ...]
    aliases: tuple[str, ...] = ()  # manifest ``ruleset:`` values that mean this edition


@dataclass(frozen=True)
class Page:
    """A page a ruleset adds to its section: its path there, its template and its nav title's key."""

    path: str
    template: str
    title: str


@dataclass(frozen=True)
class Ruleset:
    """What a ruleset gives the shared layers. Only ``id``, ``name``, ``editions`` are required.

    - ``api``: the ``API_VERSION`` it was written for.
    - ``section``: the site folder of its pages (``woss`` → ``/woss/…``, ``/en/woss/…``; default: its
      id). At most one installed ruleset gives ``""`` (Meshal): its pages are at the root, where they
      always were, and its overview is the home page.
    - ``chapters``: the folder (inside its section) of its base pack's chapters (Meshal's: ``handbook``).
    - ``overview``: the template of its overview page (default ``ruleset.md.j2``, the shared one).
    - ``pages``: further pages of its section (Meshal's calculators page).
    - ``content``: the folder holding its shipped packs (``None``: they are in ``content/``).
    - ``schemas``: the folder of its kinds' JSON Schemas and its ``entry.schema.json``.
    - ``templates`` / ``locale`` / ``assets``: its page templates (Jinja2), its catalogue files
      (``*.yaml`` of ``{key: {zh, en}}``), and its browser modules, copied to ``assets/js/<id>/``.
    - ``scaffold``: its ``meshal new pack`` templates (Jinja2, one ``<file>.j2`` each: ``pack.yaml``,
      ``README.md``, its examples); without it, the shared scaffold with a copy of one shipped entry per kind.
    - ``phrases``: its OpenCC phrases (``简体 繁體`` per line) for the zh-Hant edition's game terms.
    - ``odds``: ``"module:command"``, the click command ``meshal odds --system ID`` runs.
    - ``commands``: further click commands it adds to ``meshal`` (Meshal's ``roll``, ``character``).
    - ``calculators``: section id → calculator (``woss/tiers``: ``assets/js/woss/tiers.js``) shown under it.
    - ``exports``: export format → this ruleset's part (``sealdice-plugin``: ``"module:function"``,
      (compendium) → the data its chat commands read; ``sealdice``: ``"module"`` with ``details``
      and ``order`` for the help document; ``foundry-tables``: ``"module:function"``, (compendium) →
      the RollTables of its dice tables in the Foundry module; see docs/rulesets.md).
    - ``calculator_data``: ``"module:function"`` (compendium, lang) → the JSON its calculators read,
      written to ``assets/calculators-<id>.json`` of each language build.
    - ``dice``: ``"module"`` of its notation in rule text, a ``Dice`` (below), or None when its
      text has no rollable notation.
    - ``badges``: a regex source of the tags its rule text writes that the wiki shows as badges
      (Meshal's timing: ``[行动1]``, ``[Gap 2]``).
    """

    id: str
    name: Mapping[str, str]
    editions: tuple[Edition, ...]
    api: int = API_VERSION
    sources: tuple[str, ...] = ()
    section: str | None = None
    chapters: str = ""
    overview: str = "ruleset.md.j2"
    pages: tuple[Page, ...] = ()
    kinds: tuple[Kind, ...] = ()
    content: Path | None = None
    schemas: Path | None = None
    templates: Path | None = None
    locale: Path | None = None
    assets: Path | None = None
    phrases: Path | None = None
    scaffold: Path | None = None
    odds: str | None = None
    commands: tuple[str, ...] = ()
    calculators: Mapping[str, str] = field(default_factory=dict)
    exports: Mapping[str, str] = field(default_factory=dict)
    dice: str | None = None
    badges: str = ""
    calculator_data: str | None = None

    def __post_init__(self) -> None:
        if self.section is None:
            object.__setattr__(self, "section", self.id)

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

    @property
    def base(self) -> str | None:
        """The pack every pack of this ruleset builds on: its current edition's first (Meshal's: core)."""
        return self.current.packs[0] if self.current.packs else None

    def kind(self, name: str) -> Kind | None:
        return next((k for k in self.kinds if k.name == name), None)

    def named(self, lang: str) -> str:
        """Its name in ``lang`` (zh-Hant: the zh name, converted)."""
        if lang in self.name:
            return self.name[lang]
        from ..hant import to_hant

        return to_hant(self.name["zh"])

    def summary(self) -> dict[str, Any]:
        """The ``meshal rulesets --format json`` object (a public contract: add keys, never rename)."""
        from .registry import distribution

        owner = distribution(self.id)
        return {
            "id": self.id, "name": {"zh": self.name["zh"], "en": self.name["en"]},
            "version": self.version, "status": self.status, "packs": list(self.packs),
            "kinds": [k.name for k in self.kinds],
            "editions": [{"version": e.version, "status": e.status, "packs": list(e.packs)} for e in self.editions],
            "distribution": owner[0], "distribution_version": owner[1], "api": self.api,
        }


Found = tuple[int, str, dict]  # a problem in a text: (offset, message code, message fields)


class Dice(Protocol):
    """A ruleset's dice notation as the shared layers meet it (``Ruleset.dice`` names the module).

    The Python half (Meshal's is ``rulesets/meshal/dice_text.py``; WOSS's, the d20 pool's and
    tactics' share ``rulesets/dice_kit.py``) finds rolls in rule text, reports bad ones to the
    validator and makes the wiki's buttons: ``<button class="meshal-dice" data-dice="3d"
    data-ruleset="meshal">3🎲</button>``, ``data-dice`` in a form its browser half parses.

    The browser half is ``dice.js`` in the ruleset's ``assets`` folder (served as
    ``assets/js/<id>/dice.js``); the shared dialog (``site/assets/js/dice.js``) knows no ruleset and
    calls only this ES module contract::

        export async function dice(kit) → notation   // kit: the calculators' kit (context, h, chart…) and
                                          // kit.ruleset(id) → {lang, S, data, t}: the page's strings and
                                          // assets/calculators-<id>.json (``calculator_data``: rules, messages)
        notation.context                  // the {lang, t} its strings and engine messages are shown with
        notation.parse(text) → spec       // a button's data-dice; throws MeshalError(code, fields)
        notation.label(spec, lang, keyboard?) → str  // the roll as the page's language writes it
                                          // (keyboard: as a button's data-dice, which parse reads back)
        notation.roll(spec, random) → {faces: [int], total: int, text: str, scoring?: [bool], dice?: int}
                                          // random() in [0, 1), seeded by the dialog; text: what total counts
        notation.odds(spec) → {outcomes: [{value: int, p: "a/b"}], remainder: "a/b"}
                                          // exact; remainder: the chance above every listed value ("0")
        notation.form?(node, written) → Promise<{spec(): spec, odds: [Node]}>
                                          // optional controls in the dialog (Meshal's modifiers)

    The workshop checks rolls in the browser with an optional second export of ``dice.js``, the
    Python half's ``roll_problems`` and ``text_problems`` (offsets in code points, as Python's)::

        export function checks(data) → {rollProblems(roll, required, offset), textProblems(text)} | null
                                          // data: assets/calculators-<id>.json, or null without one;
                                          // each yields [offset, message code, fields]; null: leave
                                          // rolls to ``meshal validate``

    A plugin ships both halves: ``dice="pkg.dice_text"`` and ``assets=HERE / "assets"`` holding
    ``dice.js`` (``tests/outsider/meshal-coin`` does).
    """

    IN_TEXT: str  # a regex source matching one roll written inside rule text

    def roll_problems(self, roll: str, required: str | None = None, offset: int = 0) -> Iterator[Found]:
        """What is wrong with a dice field's roll (``required``: the pool kind the field needs)."""

    def text_problems(self, text: str) -> Iterator[Found]:
        """What is wrong with the rolls written in a rule text, as the wiki will read them."""

    def render(self, written: str, lang: str) -> str | None:
        """A roll as ``lang`` writes it, or None when it is not one."""

    def button(self, written: str, lang: str) -> str | None:
        """The wiki's ``<button class="meshal-dice" data-dice=… data-ruleset=…>``, or None."""


from .registry import (  # noqa: E402 — the registry is built of the classes above
    Broken,
    broken,
    distribution,
    folders,
    get,
    kinds,
    manifest_names,
    models,
    of_manifest,
    of_pack,
    registry,
)

__all__ = [
    "API_VERSION", "COMMON_KINDS", "DEFAULT", "GROUP", "STATUSES", "Broken", "Column", "Dice", "Edition", "Kind",
    "Labeller", "Page", "Ruleset", "broken", "counted", "distribution", "folders", "get", "kinds", "manifest_names",
    "models", "of_manifest", "of_pack", "registry", "resolve",
]
