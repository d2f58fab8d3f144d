"""Load packs into a ``Compendium``: every entry checked, ids registered, overrides applied,
references resolved, handbook invariants enforced.

``load(paths)`` never raises for bad content: it returns every problem found, each at
file:line:col. ``load_compendium(paths)`` is the strict form the engine and site use.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import archive, collector, schemas, spelling
from . import packs as pack_files
from .model import KINDS, Entry, Provenance
from .problems import MeshalError, Problem, problem
from .source import Document, Pointer, SourceError, read_document, to_pointer
from .validate import check_entry, check_schema

# {kind:id} or {kind:id|label} inside any text; {def:id} marks where a term is defined.
REFERENCE = re.compile(r"\{([a-z]+):([^{}|]*)(?:\|([^{}]*))?\}")
REFERABLE = ("term", "section", "chapter", "erratum", "ability", "item", "species", "environment")


@dataclass
class _Written:
    """An entry as read: its data, where it is, and which pack it belongs to."""

    data: dict[str, Any]
    document: Document
    path: Pointer
    pack: pack_files.Pack

    def problem(self, code: str, where: Pointer = (), key: bool = False, **fields) -> Problem:
        at = (*self.path, *where)
        span = self.document.locate(at, key=key)
        return problem(self.document.file, span.line, span.column, code, to_pointer(at), **fields)

    @property
    def location(self) -> str:
        span = self.document.locate(self.path)
        return f"{self.document.file}:{span.line}:{span.column}"


@dataclass(frozen=True)
class Section:
    """A section of a chapter, addressable as ``{section:id}``."""

    id: str
    chapter: str
    index: int


@dataclass(frozen=True)
class Compendium:
    """Every loaded entry, by kind and id, with the packs they came from."""

    packs: tuple[Mapping[str, Any], ...]
    entries: Mapping[str, Mapping[str, Entry]]
    sections: Mapping[str, Section]

    def get(self, kind: str, id: str) -> Entry | None:
        return self.entries.get(kind, {}).get(id)

    def all(self, kind: str) -> tuple[Entry, ...]:
        return tuple(self.entries.get(kind, {}).values())


@dataclass
class Result:
    """What ``load`` found: the compendium (None if any error) and every problem."""

    compendium: Compendium | None
    problems: list[Problem] = field(default_factory=list)
    entries: int = 0

    @property
    def ok(self) -> bool:
        return not any(p.severity == "error" for p in self.problems)


def load(paths: Sequence[Path] = ()) -> Result:
    """Read, check and resolve the packs and files at ``paths`` (default: shipped content)."""
    with collector.paused():  # its rescans were two thirds of a 10k-entry load
        return _load(paths)


def _load(paths: Sequence[Path]) -> Result:
    problems: list[Problem] = []
    found, only = _packs(paths or [pack_files.SHIPPED], problems)
    found += _shipped_dependencies(found)
    ordered = pack_files.order(found, problems)
    pack_files.check_requires(ordered, problems)
    written = list(_read_entries(ordered, problems))
    registry = _Registry(problems)
    for entry in written:
        registry.add(entry)
    for entry in registry.entries():
        problems.extend(_check_invariants(entry))
        problems.extend(_check_references(entry, registry))
    if only:
        # Lone files were checked against the shipped content: report only their problems.
        mine = {pack_files._display(path) for path in only.files}
        problems = [p for p in problems if p.file in mine]
        written = [w for w in written if w.pack is only]
    problems.sort()
    result = Result(None, problems, len(written))
    if result.ok:
        result.compendium = registry.build(ordered)
    return result


def load_compendium(paths: Sequence[Path] = ()) -> Compendium:
    """The compendium at ``paths``, or MeshalError if the content has any error."""
    result = load(paths)
    if result.compendium is None:
        errors = [p for p in result.problems if p.severity == "error"]
        raise MeshalError("content-invalid", count=len(errors), first=errors[0].to_text("en"))
    return result.compendium


def _packs(
    paths: Iterable[Path], problems: list[Problem]
) -> tuple[list[pack_files.Pack], pack_files.Pack | None]:
    """The packs to load, and the lone-files pack when it alone is to be reported on."""
    found: list[pack_files.Pack] = []
    loose: list[Path] = []
    for path in paths:
        if archive.is_archive(path):  # a zipped pack: unpacked safely, then read as a directory
            root = archive.extract(path, problems)
            found.extend(pack_files.discover(root, problems) if root else ())
        elif path.is_dir():
            found.extend(pack_files.discover(path, problems))
        elif path.is_file() and path.suffix in pack_files.CONTENT_SUFFIXES:
            loose.append(path)
        else:
            problems.append(problem(str(path), 1, 1, "path-not-content"))
    if not loose:
        return found, None
    lone = pack_files.loose_pack(loose)
    if found:
        return [*found, lone], None
    # Lone files are checked against the shipped content, so their references resolve.
    return [*pack_files.discover(pack_files.SHIPPED, []), lone], lone


def _shipped_dependencies(found: list[pack_files.Pack]) -> list[pack_files.Pack]:
    """Shipped packs (core, samples …) that the given packs depend on but were not given."""
    have = {pack.id for pack in found}
    wanted = {dep for pack in found for dep in pack.depends} - have
    if not wanted:
        return []
    shipped = {pack.id: pack for pack in pack_files.discover(pack_files.SHIPPED, [])}
    added: list[pack_files.Pack] = []
    while wanted:  # a shipped pack may itself depend on another shipped pack
        pack = shipped.get(wanted.pop())
        if pack is not None and pack.id not in have:
            have.add(pack.id)
            added.append(pack)
            wanted |= set(pack.depends) - have
    return added


def _read_entries(packs: Sequence[pack_files.Pack], problems: list[Problem]) -> Iterator[_Written]:
    for pack in packs:
        for path in pack.files:
            try:
                document = read_document(path, pack_files._display(path))
            except SourceError as error:
                problems.append(error.problem)
                continue
            items = document.value if isinstance(document.value, list) else [document.value]
            for index, data in enumerate(items):
                where: Pointer = (index,) if isinstance(document.value, list) else ()
                problems.extend(spelling.normalise(document, where, data))
                partial = isinstance(data, dict) and "extends" in data
                found = check_entry(document, where, data, partial)
                if not found:
                    found = _check_languages(document, where, data, pack)
                problems.extend(found)
                if not found:
                    yield _Written(data, document, where, pack)


def _check_languages(document: Document, where: Pointer, data: dict, pack) -> list[Problem]:
    """Every bilingual text has each language the pack declares."""
    found = []
    for pattern in schemas.fields(data["kind"]).texts:
        for at, text in schemas.matches(data, pattern, where):
            for lang in pack.languages:
                if lang not in text:
                    span = document.locate(at)
                    found.append(problem(document.file, span.line, span.column,
                                         "missing-translation", to_pointer(at), lang=lang))
    return found


class _Registry:
    """Ids by kind; applies ``replaces``/``extends`` and reports duplicates with both places."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        self.by_kind: dict[str, dict[str, _Written]] = {}
        self.sections: dict[str, tuple[_Written, int]] = {}
        self.overridden: dict[tuple[str, str], _Written] = {}

    def add(self, entry: _Written) -> None:
        kind, id = entry.data["kind"], entry.data["id"]
        known = self.by_kind.setdefault(kind, {})
        target = entry.data.get("replaces") or entry.data.get("extends")
        if target is not None:
            self._override(entry, known, target)
            return
        if id in known:
            self.problems.append(entry.problem("duplicate-id", ("id",), kind=kind, id=id,
                                               first=known[id].location))
            return
        known[id] = entry
        if kind == "chapter":
            self._add_sections(entry)

    def _override(self, entry: _Written, known: dict[str, _Written], target: str) -> None:
        kind, id = entry.data["kind"], entry.data["id"]
        field_name = "replaces" if "replaces" in entry.data else "extends"
        earlier = self.overridden.get((kind, id))
        if earlier is not None:
            self.problems.append(entry.problem("override-conflict", (field_name,), kind=kind,
                                               id=id, first=earlier.location))
            return
        original = known.get(id)
        if original is None or original.pack.id != target:
            self.problems.append(entry.problem("override-target-missing", (field_name,),
                                               kind=kind, id=id, pack=target))
            return
        if target not in entry.pack.depends:
            self.problems.append(entry.problem("override-undeclared", (field_name,), pack=target))
            return
        self.overridden[(kind, id)] = entry
        if field_name == "extends":
            merged = _merge(original.data, entry.data)
            found = check_schema(entry.document, entry.path, merged, kind)
            if found:
                self.problems.extend(found)
                return
            entry = _Written(merged, entry.document, entry.path, entry.pack)
        known[id] = entry

    def _add_sections(self, chapter: _Written) -> None:
        for index, section in enumerate(chapter.data["sections"]):
            first = self.sections.get(section["id"])
            if first is not None:
                self.problems.append(chapter.problem(
                    "duplicate-id", ("sections", index, "id"), kind="section", id=section["id"],
                    first=first[0].location))
                continue
            self.sections[section["id"]] = (chapter, index)

    def kind_of(self, id: str) -> list[str]:
        kinds = [k for k, ids in self.by_kind.items() if id in ids]
        return kinds + (["section"] if id in self.sections else [])

    def has(self, kind: str, id: str) -> bool:
        if kind == "section":
            return id in self.sections
        return id in self.by_kind.get(kind, {})

    def entries(self) -> Iterator[_Written]:
        for known in self.by_kind.values():
            yield from known.values()

    def build(self, packs: Sequence[pack_files.Pack]) -> Compendium:
        entries = {
            kind: {
                id: KINDS[kind].build(w.data, _provenance(w))
                for id, w in sorted(known.items())
            }
            for kind, known in self.by_kind.items() if kind in KINDS
        }
        sections = {
            id: Section(id, chapter.data["id"], index)
            for id, (chapter, index) in self.sections.items()
        }
        manifests = tuple(p.manifest for p in packs if p.manifest.get("id"))
        return Compendium(manifests, entries, sections)


def _provenance(entry: _Written) -> Provenance:
    span = entry.document.locate(entry.path)
    return Provenance(entry.pack.id, entry.document.file, span.line, span.column)


def _merge(base: Mapping[str, Any], change: Mapping[str, Any]) -> dict[str, Any]:
    """``base`` with ``change`` laid over it: mappings merge, everything else is replaced."""
    merged = dict(base)
    for key, value in change.items():
        if key == "extends":
            continue
        old = merged.get(key)
        merged[key] = _merge(old, value) if isinstance(old, dict) and isinstance(value, dict) else value
    return merged


def _check_invariants(entry: _Written) -> Iterator[Problem]:
    """Handbook rules the schema cannot say."""
    data = entry.data
    if data["kind"] == "ability" and "rank" in data:
        is_talent = data.get("occupation") == "talent"
        if is_talent and data["rank"] != 0:
            yield entry.problem("ability-talent-rank", ("rank",), rank=data["rank"])
        elif not is_talent and data["rank"] == 0:
            yield entry.problem("ability-rank-zero", ("rank",))


def _check_references(entry: _Written, registry: _Registry) -> Iterator[Problem]:
    data = entry.data
    for pattern, kind in schemas.fields(data["kind"]).refs:
        for at, id in schemas.matches(data, pattern):
            found = _resolve(registry, kind, id)
            if found:
                yield entry.problem(found[0], at, kind=kind, id=id, **found[1])
    for pattern in schemas.fields(data["kind"]).texts:
        for at, text in schemas.matches(data, pattern):
            for lang, value in text.items():
                yield from _check_inline(entry, registry, (*at, lang), value)


def _check_inline(entry: _Written, registry: _Registry, at: Pointer, text: str):
    for match in REFERENCE.finditer(text):
        kind, id = match.group(1), match.group(2)
        target = "term" if kind == "def" else kind
        if target not in REFERABLE:
            code, fields = "reference-unknown-kind", {"kinds": ", ".join(REFERABLE + ("def",))}
        else:
            code, fields = _resolve(registry, target, id) or (None, {})
        if code:
            line, column = entry.document.locate_in_text((*entry.path, *at), match.start())
            yield problem(entry.document.file, line, column, code,
                          to_pointer((*entry.path, *at)), kind=target, id=id, **fields)


def _resolve(registry: _Registry, kind: str, id: str) -> tuple[str, dict] | None:
    """None when ``id`` names an entry of ``kind``; else the problem code and its fields."""
    if registry.has(kind, id):
        return None
    others = registry.kind_of(id)
    if others:
        return "reference-wrong-kind", {"actual": ", ".join(others)}
    return "reference-unknown", {}
