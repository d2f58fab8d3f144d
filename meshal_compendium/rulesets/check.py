"""``meshal ruleset check``: what an installed ruleset lacks, found without building its wiki.

Each check reads one part of a ``Ruleset`` and yields a ``Problem`` per fault, at the file to fix
(line 1 where the fault is a file's absence or a key's): catalogue keys its kinds, pages, templates
and commands need, in both languages; its schemas (they compile, their ``$id`` is where the
workshop looks); its folders and calculator modules; its ``"module:attribute"`` references; its
shipped packs (they validate) and its templates (each renders one page of each kind, in zh and en).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path

import click
from jinja2 import Environment, FileSystemLoader, nodes

from ..i18n import catalogue, conflicts
from ..problems import Problem, problem
from ..schema_urls import FOLDER
from . import DEFAULT, Ruleset, resolve

LANGS = ("zh", "en")
KEYED = ("t", "own")  # the template functions whose first argument is a catalogue key (site/render.py)
DICE = ("IN_TEXT", "roll_problems", "text_problems", "render", "button")  # the ``Dice`` protocol's members
Needed = Iterator[tuple[tuple[str, ...], str]]  # (the keys any one of which will do, what needs them)


def check(ruleset: Ruleset) -> list[Problem]:
    """Every problem of ``ruleset``, sorted (none: it is ready to build)."""
    found = [*_keys(ruleset), *_schemas(ruleset), *_folders(ruleset), *_calculators(ruleset),
             *_references(ruleset), *_content(ruleset)]
    return sorted(set(found))


def _where(path: Path | None, fallback: str = "") -> str:
    return str(path) if path is not None else fallback


# --- catalogue keys ---------------------------------------------------------------------------


def needed_keys(ruleset: Ruleset) -> Needed:
    """Each key the ruleset must define, as (the keys any one of which will do, what needs it)."""
    for kind in ruleset.kinds:
        yield (f"kind-{kind.name}",), kind.name
        if not kind.folder:
            continue
        yield (f"nav-{kind.name}",), kind.name
        yield (f"list-intro-{kind.name}",), kind.name
        for field in dict.fromkeys((*kind.columns, *kind.filters)):
            if field != "origin":
                yield (f"col-{kind.name}-{field}", f"col-{field}"), kind.name
    for page in ruleset.pages:
        yield (page.title,), page.template
    for keys in _template_keys(ruleset):
        yield keys, "templates"


def _labels(ruleset: Ruleset, compendium) -> Iterator[Problem]:
    """Each value of a labelled field is named: by a shipped term of its vocabulary, or by a catalogue key."""
    from ..site.listing import order
    from ..site.render import vocabulary

    named, known = vocabulary(compendium), catalogue()
    for kind in ruleset.kinds:
        for field, name in kind.labels.items():
            for value in order(kind.name, field):
                if (name, value) not in named and f"{name}-{value}" not in known:
                    yield problem(_where(ruleset.locale, ruleset.id), 1, 1, "ruleset-check-key-missing",
                                  key=f"{name}-{value}", need=f"{kind.name}.{field}", id=ruleset.id)


def _template_keys(ruleset: Ruleset) -> Iterator[tuple[str, ...]]:
    """The constant keys its templates pass to ``t``, and to ``own`` (which takes ``<key>@<id>`` or ``<key>``)."""
    if ruleset.templates is None or not ruleset.templates.is_dir():
        return
    environment = Environment(loader=FileSystemLoader(ruleset.templates))
    for path in sorted(ruleset.templates.rglob("*.j2")):
        for call in environment.parse(path.read_text(encoding="utf-8")).find_all(nodes.Call):
            if isinstance(call.node, nodes.Name) and call.node.name in KEYED and call.args \
                    and isinstance(call.args[0], nodes.Const) and isinstance(call.args[0].value, str):
                key = call.args[0].value
                yield (f"{key}@{ruleset.id}", key) if call.node.name == "own" else (key,)


def _help_keys(ruleset: Ruleset) -> Needed:
    """The help texts of its odds command and its own commands (``cli/messages.localise_help``)."""
    odds = ("odds",) if ruleset.id == DEFAULT else ("odds", ruleset.id)  # `meshal odds` without --system
    for path, reference in ((odds, ruleset.odds), *(((), c) for c in ruleset.commands)):
        try:
            command = resolve(reference) if reference else None
        except Exception:  # noqa: BLE001, S112 — one that does not import is said by _references
            continue
        if isinstance(command, click.Command):
            yield from _command_keys(command, path or (str(command.name),), reference)


def _command_keys(command: click.Command, path: tuple[str, ...], reference: str) -> Needed:
    key = "help-" + "-".join(path)
    yield (key,), reference
    for param in command.params:
        if isinstance(param, click.Option):
            yield (f"{key}--{param.name}", f"help-option--{param.name}"), reference
    for name, sub in getattr(command, "commands", {}).items():
        yield from _command_keys(sub, (*path, name), reference)


def _keys(ruleset: Ruleset) -> Iterator[Problem]:
    where = _where(ruleset.locale, ruleset.id)
    known = catalogue()
    for keys, need in dict.fromkeys([*needed_keys(ruleset), *_help_keys(ruleset)]):
        if not any(key in known for key in keys):
            yield problem(where, 1, 1, "ruleset-check-key-missing", key=keys[0], need=need, id=ruleset.id)
    for key in sorted(_own_keys(ruleset)):
        missing = [lang for lang in LANGS if not isinstance(known.get(key, {}).get(lang), str)]
        if missing:
            yield problem(where, 1, 1, "ruleset-check-key-language", key=key, langs=", ".join(missing))
    for key, id, owner in conflicts():
        if id == ruleset.id:
            yield problem(where, 1, 1, "ruleset-key-taken", id=id, key=key, owner=owner or "meshal-compendium")


def _own_keys(ruleset: Ruleset) -> set[str]:
    import yaml

    if ruleset.locale is None:
        return set()
    found: set[str] = set()
    for path in sorted(ruleset.locale.glob("*.yaml")):
        found |= set(yaml.safe_load(path.read_text(encoding="utf-8")) or {})
    return found


# --- schemas ------------------------------------------------------------------------------------


def expected_id(kind: str) -> str:
    """The end every schema ``$id`` of a kind must have: where the wiki publishes it and the workshop looks."""
    from ..schemas import file_of

    return "/" + FOLDER + file_of(kind)


def _schemas(ruleset: Ruleset) -> Iterator[Problem]:
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import SchemaError

    from ..schemas import fast_validator

    for kind in ruleset.kinds:
        where = str(kind.schema)
        if not kind.schema.is_file():
            yield problem(where, 1, 1, "ruleset-check-file-missing", what=f"Kind({kind.name!r}).schema", id=ruleset.id)
            continue
        try:
            document = json.loads(kind.schema.read_text(encoding="utf-8"))
            Draft202012Validator.check_schema(document)
            fast_validator(kind.name)
        except (ValueError, SchemaError) as error:
            yield problem(where, 1, 1, "ruleset-check-schema-invalid", error=str(error).split("\n")[0])
            continue
        own = document.get("$id") if isinstance(document, dict) else None
        if own is not None and not str(own).endswith(expected_id(kind.name)):
            yield problem(where, 1, 1, "ruleset-check-schema-id", given=own, end=expected_id(kind.name))


# --- files ----------------------------------------------------------------------------------------


def _folders(ruleset: Ruleset) -> Iterator[Problem]:
    for name in ("content", "schemas", "templates", "locale", "assets", "phrases", "scaffold"):
        path = getattr(ruleset, name)
        if path is not None and not (path.is_file() if name == "phrases" else path.is_dir()):
            yield problem(str(path), 1, 1, "ruleset-check-file-missing", what=f"Ruleset.{name}", id=ruleset.id)
    for kind in (k for k in ruleset.kinds if k.browser_check):
        module = _assets(ruleset) / kind.browser_check.partition(":")[0]
        if not module.is_file():
            yield problem(str(module), 1, 1, "ruleset-check-file-missing", what=f"Kind({kind.name!r}).browser_check",
                          id=ruleset.id)
    if ruleset.templates is not None and ruleset.templates.is_dir():
        from ..site.render import environment

        wanted = [*(k.page for k in ruleset.kinds if k.folder), ruleset.overview, *(p.template for p in ruleset.pages)]
        known = set(environment().list_templates())
        for template in dict.fromkeys(wanted):
            if template not in known:
                yield problem(str(ruleset.templates / template), 1, 1, "ruleset-check-file-missing",
                              what="template", id=ruleset.id)


def calculator_file(ruleset: Ruleset, name: str) -> Path | None:
    """The module a calculator name means: ``<id>/<name>`` is the ruleset's ``assets/<name>.js``. None:
    the name is not this ruleset's (another's, or a bare name, which no ruleset owns)."""
    owner, _, own = name.rpartition("/")
    if owner != ruleset.id:
        return None
    return _assets(ruleset) / f"{own}.js"


def _assets(ruleset: Ruleset) -> Path:
    """The folder served as ``assets/js/<id>/``: its ``assets``, else the host's folder of that name."""
    from ..site.build import ASSETS  # the site imports the registry: importing it at the top would cycle

    return ruleset.assets or ASSETS / "js" / ruleset.id


def _calculators(ruleset: Ruleset) -> Iterator[Problem]:
    for section, name in ruleset.calculators.items():
        path = calculator_file(ruleset, name)
        if path is None:
            yield problem(ruleset.id, 1, 1, "ruleset-check-calculator-owner", name=name, id=ruleset.id)
        elif not path.is_file():
            yield problem(str(path), 1, 1, "ruleset-check-calculator-missing", name=name, section=section)


# --- references -----------------------------------------------------------------------------------


def _references(ruleset: Ruleset) -> Iterator[Problem]:
    named = [("odds", ruleset.odds), *(("commands", c) for c in ruleset.commands),
             *((f"exports[{k!r}]", v) for k, v in ruleset.exports.items()),
             ("calculator_data", ruleset.calculator_data), ("dice", ruleset.dice),
             *((f"Kind({k.name!r}).model", k.model) for k in ruleset.kinds),
             *((f"Kind({k.name!r}).fields", k.fields) for k in ruleset.kinds)]
    for what, reference in named:
        if not reference:
            continue
        try:
            found = resolve(reference)
        except Exception as error:  # noqa: BLE001 — the ruleset's own code: whatever it raises is the answer
            yield problem(ruleset.id, 1, 1, "ruleset-check-reference", what=what, reference=reference,
                          error=f"{type(error).__name__}: {error}")
            continue
        lacking = _lacking(what, found)
        if lacking:
            yield problem(ruleset.id, 1, 1, "ruleset-check-reference-kind", what=what, reference=reference,
                          lacking=lacking)


def _lacking(what: str, found: object) -> str:
    """What a resolved reference lacks to be what its field needs ('' when nothing)."""
    if what in ("odds", "commands"):
        return "" if isinstance(found, click.Command) else "click.Command"
    if what == "dice":
        return ", ".join(name for name in DICE if not hasattr(found, name))
    if what == "calculator_data":
        return "" if callable(found) else "callable"
    return ""


# --- content and templates ------------------------------------------------------------------------


def _content(ruleset: Ruleset) -> Iterator[Problem]:
    """Its shipped packs validate; its templates render one page of each kind in zh and en; the
    sections its calculators sit under are in its chapters."""
    from ..load import load
    from ..packs import shipped_of

    roots = [p.root for p in shipped_of({ruleset.id})]
    if not roots:
        return
    result = load(roots)
    yield from (p for p in result.problems if p.severity == "error")
    if result.compendium is None:
        return
    sections = {s["id"] for c in result.compendium.all("chapter") for s in c.data.get("sections", ())}
    for section, name in ruleset.calculators.items():
        if section not in sections:
            yield problem(ruleset.id, 1, 1, "ruleset-check-calculator-section", name=name, section=section)
    yield from _labels(ruleset, result.compendium)
    yield from _renders(ruleset, result.compendium)


def _samples(ruleset: Ruleset, pages: Iterable) -> list:
    """One page of each of the ruleset's templates (its first entry of each kind, its lists, its overview)."""
    chosen: dict[str, object] = {}
    for page in pages:
        if page.context.get("ruleset") is ruleset:
            chosen.setdefault(page.template, page)
    return list(chosen.values())


def _renders(ruleset: Ruleset, compendium) -> Iterator[Problem]:
    from ..site.pages import plan
    from ..site.render import render_pages

    samples = _samples(ruleset, plan(compendium))
    for lang in LANGS:
        for page in samples:
            try:
                next(render_pages(compendium, lang, ruleset.named(lang), [page]))
            except Exception as error:  # noqa: BLE001 — the ruleset's template: whatever it raises is the answer
                own = ruleset.templates / page.template if ruleset.templates else None
                where = str(own) if own is not None and own.is_file() else page.template  # else: a shared one
                yield problem(where, 1, 1, "ruleset-check-template", template=page.template, page=page.path,
                              lang=lang, error=f"{type(error).__name__}: {error}")
