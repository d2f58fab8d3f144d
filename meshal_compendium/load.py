"""Load packs into a ``Compendium``: every entry checked, ids registered, overrides applied,
references resolved, handbook invariants enforced.

``load(paths)`` never raises for bad content: it returns every problem found, each at
file:line:col. ``load_compendium(paths)`` is the strict form the engine and site use.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from . import archive, collector, limits, rulesets, schemas, spelling
from . import packs as pack_files
from .model import Entry, Provenance
from .problems import MeshalError, Problem, problem
from .rulesets import models
from .source import Document, Pointer, SourceError, parse_bytes, read_bounded, to_pointer
from .validate import check_entry, check_languages, check_schema, suggest

# {kind:id} or {kind:id|label} inside any text, {ruleset:kind:id} for another ruleset's entry; {def:id}
# marks where a term is defined. Group 1 is the kind, with the ruleset when one is named.
REFERENCE = re.compile(r"\{((?:[a-z0-9]+(?:-[a-z0-9]+)*:)?[a-z]+(?:-[a-z]+)*):([^{}|:]*)(?:\|([^{}]*))?\}")


def reference_kind(written: str) -> tuple[str | None, str]:
    """A reference's kind group as (the ruleset it names, the kind): ``woss:term`` → ("woss", "term")."""
    ruleset, _, kind = written.rpartition(":")
    return ruleset or None, kind
# Ids that would take a page's name: ``items/index.md`` is the list of items.
RESERVED_IDS = frozenset({"index"})
# What ``{kind:id}`` may name: sections and every kind with pages (the common ones, each ruleset's).
REFERABLE = ("term", "section", "chapter", "erratum", "ruling",
             *(kind for kind in models() if kind not in ("term", "chapter", "erratum", "ruling")))


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

    def pack(self, id: str) -> Mapping[str, Any]:
        """The manifest of the loaded pack ``id``."""
        return next(p for p in self.packs if p.get("id") == id)

    def ruleset(self, entry: Entry) -> rulesets.Ruleset:
        """The ruleset of the pack ``entry`` was written in."""
        return rulesets.of_pack(self.pack(entry.provenance.pack))

    def rulesets(self) -> list[rulesets.Ruleset]:
        """The rulesets of the loaded packs, in registry order."""
        ids = {rulesets.of_pack(pack).id for pack in self.packs}
        return [r for r in rulesets.registry().values() if r.id in ids]


@dataclass
class Reuse:
    """What one load made that the next load of the same packs may take again (``meshal serve`` after a
    save): each file parsed and checked, by its bytes; each entry built; each entry's reference problems,
    while the ids references could name are the same. So a save checks again only the files it changed."""

    files: dict[tuple, tuple[Document, int, list[tuple[dict, Pointer]], list[Problem]]] = field(default_factory=dict)
    built: dict[int, tuple[dict, Provenance, Entry]] = field(default_factory=dict)
    referred: dict[int, tuple[dict, list[Problem]]] = field(default_factory=dict)
    names: frozenset = frozenset()  # what references resolved against: (kind, id, its ruleset)


@dataclass
class Result:
    """What ``load`` found: the compendium (None if any error) and every problem."""

    compendium: Compendium | None
    problems: list[Problem] = field(default_factory=list)
    entries: int = 0

    @property
    def ok(self) -> bool:
        return not any(p.severity == "error" for p in self.problems)


def load(paths: Sequence[Path] = (), ruleset: str | None = None, reuse: Reuse | None = None) -> Result:
    """Read, check and resolve the packs and files at ``paths`` (default: shipped content, every
    installed ruleset's included). Files in no pack are ``ruleset``'s (default: Meshal's). ``reuse``:
    what the previous load of these packs made (updated for the next)."""
    with collector.paused():  # its rescans were two thirds of a 10k-entry load
        return _load(paths, ruleset, reuse or Reuse())


def _load(paths: Sequence[Path], ruleset: str | None, reuse: Reuse) -> Result:
    problems: list[Problem] = []
    found, focus = _packs(paths or pack_files.shipped_roots(), problems, ruleset)
    found = pack_files.check_claims(found, problems)
    found += _shipped_dependencies(found)
    ordered = pack_files.order(found, problems)
    pack_files.check_rulesets(ordered, problems)
    pack_files.check_requires(ordered, problems)
    pack_files.check_core(ordered, problems)
    files: dict[tuple, tuple] = {}
    written = list(_read_entries(ordered, problems, reuse, files))
    context = _named_rulesets(written, ordered)
    if context:
        written += _read_entries(context, problems, reuse, files)
        ordered = pack_files.order([*ordered, *context], problems)
    reuse.files = files  # only what this load read: a file edited away is not held on to
    registry = _Registry(problems)
    for entry in written:
        registry.add(entry)
    problems.extend(_check_vocabulary(registry.entries()))
    names = registry.names()
    referred = reuse.referred if names == reuse.names else {}
    reuse.names, reuse.referred = names, {}
    for entry in registry.entries():
        problems.extend(_check_invariants(entry))
        problems.extend(_referred(entry, registry, referred, reuse.referred))
    if focus is not None:  # files were named: their packs were context, report on the files only
        problems = [p for p in problems if p.file in focus]
        written = [w for w in written if w.document.file in focus]
    problems.sort()
    shown = limits.limit("problems")
    if len(problems) > shown:
        errors = any(p.severity == "error" for p in problems[shown:])
        problems = [*problems[:shown], problem(problems[shown].file, 1, 1, "limit-problems", limit=shown,
                                               more=len(problems) - shown, variable=limits.variable("problems"),
                                               severity="error" if errors else "warning")]
    result = Result(None, problems, len(written))
    if result.ok:
        result.compendium = registry.build(ordered, reuse)
    return result


def load_compendium(paths: Sequence[Path] = ()) -> Compendium:
    """The compendium at ``paths``, or MeshalError if the content has any error."""
    result = load(paths)
    if result.compendium is None:
        errors = [p for p in result.problems if p.severity == "error"]
        raise MeshalError("content-invalid", count=len(errors), first=errors[0].to_text("en"))
    return result.compendium


def _packs(paths: Iterable[Path], problems: list[Problem],
           ruleset: str | None = None) -> tuple[list[pack_files.Pack], set[str] | None]:
    """The packs to load, and the files to report on when only files were named.

    A file inside a pack is checked in its pack (and so with its dependencies); a file in no pack
    against the shipped packs of ``ruleset`` (every edition), as that ruleset's. The same path named twice, or a pack inside a folder also named,
    is read once.
    """
    roots: list[Path] = []
    loose: list[Path] = []
    named: list[Path] = []
    folders_named = False
    for path in dict.fromkeys(p.resolve() for p in paths):
        if archive.is_archive(path):  # a zipped pack: unpacked safely, then read as a directory
            root = archive.extract(path, problems)
            roots.extend([root] if root else [])
            folders_named = True
        elif path.is_dir():
            roots.append(path)
            folders_named = True
        elif path.is_file() and path.suffix in pack_files.CONTENT_SUFFIXES:
            named.append(path)
            owner = pack_files.owner(path)
            if owner is None:
                loose.append(path)
            else:
                roots.append(owner)
        else:
            problems.append(problem(pack_files._display(path), 1, 1, "path-not-content"))
    found = _unique(pack for root in roots for pack in pack_files.discover(root, problems))
    if loose:
        lone = pack_files.loose_pack(loose, ruleset)
        if not folders_named and lone.ruleset:  # so that the lone files' references resolve, in their ruleset
            found = _unique([*found, *pack_files.shipped_of({lone.ruleset[0].id})])
        found.append(lone)
    focus = {pack_files._display(path) for path in named} if named and not folders_named else None
    return found, focus


def _unique(packs: Iterable[pack_files.Pack]) -> list[pack_files.Pack]:
    """Each pack once, however many of the named paths lead to it."""
    return list({pack.root.resolve(): pack for pack in packs}.values())


def _shipped_dependencies(found: list[pack_files.Pack], wanted: set[str] | None = None) -> list[pack_files.Pack]:
    """Shipped packs (core, samples …) that the given packs depend on (or ``wanted``) but were not given."""
    have = {pack.id for pack in found}
    wanted = ({dep for pack in found for dep in pack.depends} if wanted is None else wanted) - have
    if not wanted:
        return []
    shipped = pack_files.shipped_packs()
    added: list[pack_files.Pack] = []
    while wanted:  # a shipped pack may itself depend on another shipped pack
        pack = shipped.get(wanted.pop())
        if pack is not None and pack.id not in have:
            have.add(pack.id)
            added.append(pack)
            wanted |= set(pack.depends) - have
    return added


def _named_rulesets(written: list[_Written], packs: list[pack_files.Pack]) -> list[pack_files.Pack]:
    """The base packs (and what they build on) of the rulesets a text names (``{meshal:term:gap}``) that
    no loaded pack is of: the context such a reference resolves in."""
    named: set[str] = set()
    for entry in written:
        for pattern in schemas.fields(entry.data["kind"]).texts:
            for _, text in schemas.matches(entry.data, pattern):
                for value in text.values() if isinstance(text, dict) else ():
                    named.update(reference_kind(m.group(1))[0] for m in REFERENCE.finditer(value)
                                 if ":" in m.group(1))
    named -= {pack.ruleset[0].id for pack in packs if pack.ruleset}
    bases = {r.base for id in named if (r := rulesets.registry().get(id)) is not None and r.base}
    return _shipped_dependencies(packs, bases) if bases else []


def _read_entries(packs: Sequence[pack_files.Pack], problems: list[Problem], reuse: Reuse,
                  read: dict[tuple, tuple]) -> Iterator[_Written]:
    """Every entry of every pack, checked; within the bounds of ``limits``, checked before reading. A file
    whose bytes ``reuse`` holds (in the same pack) is not parsed or checked again; ``read`` gets every file."""
    files = [(pack, path) for pack in packs for path in pack.files]
    if _too_much(files, problems):
        return
    budget, entries = limits.Budget(), 0
    for pack, path in files:
        name = pack_files._display(path)
        try:
            raw = read_bounded(path, name, pack.root if pack.id else None)
            key = (name, raw, pack.root, pack.id, pack.languages, pack.ruleset and pack.ruleset[0].id)
            known = reuse.files.get(key)
            if known is not None and known[1] <= budget.nodes:
                budget.nodes -= known[1]
                document = known[0]
            else:
                known, before = None, budget.nodes
                document = parse_bytes(raw, name, budget)
        except SourceError as error:
            problems.append(error.problem)
            if budget.nodes <= 0 or error.problem.code == "limit-load-nodes":
                return
            continue
        items = document.value if isinstance(document.value, list) else [document.value]
        entries += len(items)
        if entries > limits.limit("entries"):
            problems.append(_over(document.file, "entries"))
            return
        if known is None:
            found: list[Problem] = []
            kept = [(w.data, w.path) for w in _checked(document, items, pack, found)]
            known = (document, before - budget.nodes, kept, found)
        read[key] = known
        problems.extend(known[3])
        yield from (_Written(data, document, where, pack) for data, where in known[2])


def _too_much(files: list[tuple[pack_files.Pack, Path]], problems: list[Problem]) -> bool:
    """Too many files, or bytes, to read at all: said before any is read."""
    if len(files) > limits.limit("load-files"):
        problems.append(_over(files[-1][1].as_posix(), "load-files", found=len(files)))
        return True
    size = 0
    for _pack, path in files:
        size += path.stat().st_size
        if size > limits.limit("load-bytes"):
            problems.append(_over(pack_files._display(path), "load-bytes"))
            return True
    return False


def _checked(document: Document, items: list, pack: pack_files.Pack, problems: list[Problem]) -> Iterator[_Written]:
    budget = limits.limit("file-problems")
    for index, data in enumerate(items):
        where: Pointer = (index,) if isinstance(document.value, list) else ()
        problems.extend(spelling.normalise(document, where, data))
        partial = isinstance(data, dict) and "extends" in data
        found = check_entry(document, where, data, partial, pack.ruleset and pack.ruleset[0])
        if not found:
            found = check_languages(document, where, data, data["kind"], pack.languages)
        problems.extend(found)
        budget -= len(found)
        if budget < 0:  # a file of nothing but mistakes: say so once, not a million times
            problems.append(_over(document.file, "file-problems", skipped=len(items) - index - 1))
            return
        if not any(p.severity == "error" for p in found):  # a warning keeps the entry
            yield _Written(data, document, where, pack)


def _over(file: str, name: str, **fields: object) -> Problem:
    return problem(file, 1, 1, f"limit-{name}", limit=limits.limit(name), variable=limits.variable(name), **fields)


class _Registry:
    """Ids by kind; applies ``replaces``/``extends`` and reports duplicates with both places."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        self.by_kind: dict[str, dict[str, _Written]] = {}
        self.sections: dict[str, tuple[_Written, int]] = {}
        self.overridden: dict[tuple[str, str], _Written] = {}
        self.suggestions = 200

    def add(self, entry: _Written) -> None:
        kind, id = entry.data["kind"], entry.data["id"]
        if id in RESERVED_IDS:
            self.problems.append(entry.problem("id-reserved", ("id",), id=id))
            return
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
        if kind == "chapter":  # the chapter's sections are now the new ones, and only those
            self.sections = {sid: at for sid, at in self.sections.items() if at[0].data["id"] != id}
            self._add_sections(entry)

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

    def ids(self, kind: str) -> list[str]:
        return list(self.sections) if kind == "section" else list(self.by_kind.get(kind, {}))

    def owner(self, kind: str, id: str) -> str | None:
        """The ruleset (its id, "" for a pack of none known) of the entry ``kind``/``id``, or None if none is."""
        if kind == "section":
            found = self.sections[id][0] if id in self.sections else None
        else:
            found = self.by_kind.get(kind, {}).get(id)
        return None if found is None else _ruleset_of(found.pack)

    def entries(self) -> Iterator[_Written]:
        for known in self.by_kind.values():
            yield from known.values()

    def names(self) -> frozenset:
        """Every id a reference could name, with its kind and ruleset: what resolving one depends on."""
        return frozenset({*((kind, id, _ruleset_of(w.pack)) for kind, known in self.by_kind.items()
                            for id, w in known.items()),
                          *(("section", id, _ruleset_of(at[0].pack)) for id, at in self.sections.items())})

    def build(self, packs: Sequence[pack_files.Pack], reuse: Reuse) -> Compendium:
        built, reuse.built = reuse.built, {}
        entries = {
            kind: {id: _built(w, built, reuse.built) for id, w in sorted(known.items())}
            for kind, known in self.by_kind.items() if kind in models()
        }
        sections = {
            id: Section(id, chapter.data["id"], index)
            for id, (chapter, index) in self.sections.items()
        }
        manifests = tuple(p.manifest for p in packs if p.manifest.get("id"))
        return Compendium(manifests, entries, sections)


def _built(entry: _Written, before: dict[int, tuple], now: dict[int, tuple]) -> Entry:
    """The entry as the model, the one built before when its data and place are the same objects and values."""
    provenance = _provenance(entry)
    known = before.get(id(entry.data))
    if known is None or known[0] is not entry.data or known[1] != provenance:
        known = (entry.data, provenance, models()[entry.data["kind"]].build(entry.data, provenance))
    now[id(entry.data)] = known
    return known[2]


def _referred(entry: _Written, registry: _Registry, before: dict[int, tuple], now: dict[int, tuple]) -> list[Problem]:
    """The entry's reference problems: those found before when its data is the same object (and the names it
    could refer to are the same: ``before`` is empty otherwise)."""
    known = before.get(id(entry.data))
    if known is None or known[0] is not entry.data:
        known = (entry.data, list(_check_references(entry, registry)))
    now[id(entry.data)] = known
    return known[1]


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


def _check_vocabulary(entries: Iterable[_Written]) -> Iterator[Problem]:
    """One term names each vocabulary value: relabelling another pack's goes through its term."""
    named: dict[tuple[str, str], _Written] = {}
    for entry in entries:
        vocabulary = entry.data.get("vocabulary") if entry.data["kind"] == "term" else None
        if not vocabulary:
            continue
        key = (vocabulary["name"], vocabulary["value"])
        first = named.setdefault(key, entry)
        if first is not entry:
            yield entry.problem("vocabulary-duplicate", ("vocabulary",), name=key[0], value=key[1],
                                first=first.location, term=first.data["id"])


def _check_invariants(entry: _Written) -> Iterator[Problem]:
    """The rules of its kind that the schema cannot say (its ruleset's ``Kind.check``)."""
    check = _check_of(entry.data["kind"])
    if check is not None:
        for code, where, fields in check(entry.data):
            yield entry.problem(code, where, **fields)


@cache  # asked for every entry loaded: each kind's check is imported once
def _check_of(kind_name: str) -> Callable[[Mapping[str, Any]], Iterator[tuple[str, Pointer, dict]]] | None:
    kind = rulesets.kinds().get(kind_name, (None, None))[1]
    return rulesets.resolve(kind.check) if kind is not None and kind.check else None


def _ruleset_of(pack: pack_files.Pack) -> str:
    """The id of a pack's ruleset ("" when its manifest names none installed: already a problem)."""
    return pack.ruleset[0].id if pack.ruleset else ""


def _check_references(entry: _Written, registry: _Registry) -> Iterator[Problem]:
    data, ours = entry.data, _ruleset_of(entry.pack)
    for pattern, kind in schemas.fields(data["kind"]).refs:
        for at, id in schemas.matches(data, pattern):
            found = _resolve(registry, kind, id, ours)
            if found:
                yield entry.problem(found[0], at, kind=kind, id=id, **found[1])
    for pattern in schemas.fields(data["kind"]).texts:
        for at, text in schemas.matches(data, pattern):
            for lang, value in text.items():
                yield from _check_inline(entry, registry, (*at, lang), value, ours)


def _check_inline(entry: _Written, registry: _Registry, at: Pointer, text: str, ours: str):
    for match in REFERENCE.finditer(text):
        named, kind = reference_kind(match.group(1))
        id = match.group(2)
        target = "term" if kind == "def" else kind
        if named is not None and (named not in rulesets.registry() or kind == "def"):
            code, fields = "reference-unknown-ruleset", {"ruleset": named, "known": ", ".join(rulesets.registry())}
        elif target not in REFERABLE:
            code, fields = "reference-unknown-kind", {"kinds": ", ".join(REFERABLE + ("def",))}
        else:
            code, fields = _resolve(registry, target, id, named or ours) or (None, {})
        if code:
            line, column = entry.document.locate_in_text((*entry.path, *at), match.start())
            yield problem(entry.document.file, line, column, code,
                          to_pointer((*entry.path, *at)), kind=target, id=id, **fields)


def _resolve(registry: _Registry, kind: str, id: str, ruleset: str) -> tuple[str, dict] | None:
    """None when ``id`` names an entry of ``kind`` in a pack of ``ruleset`` (references never cross into
    another ruleset unless they name it); else the problem code and its fields."""
    owner = registry.owner(kind, id)
    if owner is not None and (owner == ruleset or not ruleset or not owner):
        return None
    if owner is not None:
        return "reference-other-ruleset", {"owner": owner, "ruleset": ruleset}
    others = registry.kind_of(id)
    if others:
        return "reference-wrong-kind", {"actual": ", ".join(others)}
    registry.suggestions -= 1  # each one compares with every id: bounded, for packs of typos
    return "reference-unknown", suggest(id, registry.ids(kind) if registry.suggestions > 0 else ())
