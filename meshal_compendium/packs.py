"""Find content packs on disk, read their manifests, and order them by their dependencies.

A pack is a directory with ``pack.yaml``; a directory without one may hold several packs (like
``content/``). A lone YAML file is validated as content without a manifest.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path

from . import archive, rulesets
from .problems import Problem, problem
from .shipped import shipped
from .source import Document, SourceError, read_document
from .validate import check_languages, check_schema, suggest

MANIFEST = "pack.yaml"
CONTENT_SUFFIXES = (".yaml", ".yml")
SHIPPED = shipped("content")
HANDBOOK = "handbook"  # the origin only shipped packs may carry


@dataclass
class Pack:
    """One pack: its manifest and the content files below it."""

    root: Path
    display: str
    manifest: dict
    document: Document | None
    files: list[Path] = field(default_factory=list)
    broken: bool = False  # the manifest has errors: still read, so all problems show in one run
    shipped: bool = False  # loaded from the shipped content, or a byte-identical copy of it

    @property
    def id(self) -> str:
        return self.manifest["id"]

    @property
    def languages(self) -> tuple[str, ...]:
        return tuple(_strings(self.manifest.get("languages")) or ("zh", "en"))

    @cached_property  # asked for each entry's every reference: a manifest is not changed once read
    def ruleset(self) -> tuple[rulesets.Ruleset, rulesets.Edition] | None:
        """The ruleset and edition the manifest names (absent: Meshal's current), None if unknown."""
        value = self.manifest.get("ruleset")
        return rulesets.of_manifest(value if isinstance(value, str) else None)

    @property
    def depends(self) -> tuple[str, ...]:
        return tuple(_strings(self.manifest.get("depends")))

    def fingerprint(self) -> dict[str, str]:
        """Every file's digest by its path in the pack: equal for byte-identical packs."""
        return {path.relative_to(self.root).as_posix(): hashlib.sha256(path.read_bytes()).hexdigest()
                for path in [self.root / MANIFEST, *self.files]}


def loose_pack(files: list[Path], ruleset: str | None = None) -> Pack:
    """Single YAML files given on the command line: content without a manifest, of ``ruleset``
    (default: the one a manifest without ``ruleset:`` means)."""
    manifest = {"id": "", "languages": ["zh", "en"], "origin": "homebrew", **({"ruleset": ruleset} if ruleset else {})}
    return Pack(Path("."), "", manifest, None, files)


def owner(file: Path) -> Path | None:
    """The folder of the pack that ``file`` lies in (the nearest one with a manifest), or None."""
    for folder in file.resolve().parents:
        if (folder / MANIFEST).is_file():
            return folder
    return None


def discover(path: Path, problems: list[Problem]) -> Iterator[Pack]:
    """The packs at ``path``: the pack itself, or every pack directly below a folder."""
    if (path / MANIFEST).is_file():
        pack = read_pack(path, problems)
        if pack:
            yield pack
        return
    children = sorted(p for p in path.iterdir() if (p / MANIFEST).is_file())
    if not children:
        problems.append(problem(_display(path), 1, 1, "pack-no-manifest"))
    for child in children:
        pack = read_pack(child, problems)
        if pack:
            yield pack


def read_pack(root: Path, problems: list[Problem]) -> Pack | None:
    """Read and check ``root/pack.yaml``; list the pack's content files."""
    display = _display(root / MANIFEST)
    try:
        document = read_document(root / MANIFEST, display, inside=root)
    except SourceError as error:
        problems.append(error.problem)
        return None
    found = check_schema(document, (), document.value, "pack")
    manifest = document.value
    if not found:  # the declared languages hold for the manifest's own texts too
        found = check_languages(document, (), manifest, "pack", tuple(manifest.get("languages", ("zh", "en"))))
    problems.extend(found)
    if found and not (isinstance(manifest, dict) and isinstance(manifest.get("id"), str)):
        return None  # nothing to go on: not even which pack this is
    # Shipped is where the pack was read from, never what its manifest claims.
    shipped = any(root.resolve().is_relative_to(folder.resolve()) for folder in shipped_roots())
    pack = Pack(root, _display(root), manifest, document, broken=bool(found), shipped=shipped)
    pack.files = list(_content_files(pack, problems))
    return pack


def _strings(value: object) -> list[str]:
    """The strings of a list, for manifests that may have failed their schema."""
    return [item for item in value if isinstance(item, str)] if isinstance(value, list) else []


def _content_files(pack: Pack, problems: list[Problem]) -> Iterator[Path]:
    root = pack.root.resolve()
    for path in sorted(pack.root.rglob("*")):
        if path.suffix not in CONTENT_SUFFIXES or path.name == MANIFEST:
            continue
        if not path.resolve().is_relative_to(root):
            problems.append(problem(_display(path), 1, 1, "pack-outside-link"))
            continue
        if path.is_file():
            yield path


def check_claims(packs: list[Pack], problems: list[Problem]) -> list[Pack]:
    """Packs that are not shipped may not take a shipped pack's id or the handbook's badge.

    A byte-identical copy of a shipped pack (its exported zip) is that pack, and is kept.
    """
    kept = []
    for pack in packs:
        if pack.shipped or not pack.id:
            kept.append(pack)
            continue
        original = _shipped().get(pack.id)
        if original is not None:
            if original.fingerprint() != pack.fingerprint():
                problems.append(_manifest_problem(pack, ("id",), "pack-reserved-id", id=pack.id))
                continue
            pack.shipped = True
        elif pack.manifest.get("origin") == HANDBOOK:
            problems.append(_manifest_problem(pack, ("origin",), "pack-origin-reserved", origin=HANDBOOK))
            continue
        kept.append(pack)
    return kept


@cache
def _shipped() -> dict[str, Pack]:
    return shipped_packs()


def shipped_packs() -> dict[str, Pack]:
    """Every shipped pack by id, read afresh."""
    return {pack.id: pack for folder in shipped_roots() for pack in discover(folder, [])}


def shipped_of(ids: set[str]) -> list[Pack]:
    """The shipped packs of the rulesets ``ids`` (every edition of each)."""
    return [pack for pack in shipped_packs().values() if pack.ruleset and pack.ruleset[0].id in ids]


def shipped_roots() -> list[Path]:
    """Where shipped packs are: our ``content/`` and each installed ruleset's own content folder."""
    return [SHIPPED, *rulesets.folders(lambda r: r.content)]


def order(packs: list[Pack], problems: list[Problem]) -> list[Pack]:
    """Packs with every dependency before its dependents; bad dependencies become problems."""
    by_id: dict[str, Pack] = {}
    for pack in packs:
        if pack.id in by_id:
            first = by_id[pack.id].display
            problems.append(_manifest_problem(pack, ("id",), "pack-duplicate-id", id=pack.id,
                                              first=first))
            continue
        by_id[pack.id] = pack
    for pack in by_id.values():
        for index, dep in enumerate(pack.depends):
            if dep == pack.id:
                problems.append(_manifest_problem(pack, ("depends", index), "pack-self-dependency"))
            elif dep not in by_id:
                problems.append(_manifest_problem(pack, ("depends", index), "pack-missing-dependency",
                                                  dep=dep, known=", ".join(sorted(by_id)) or "-"))
    ordered: list[Pack] = []
    state: dict[str, str] = {}

    def visit(pack: Pack, trail: tuple[str, ...]) -> None:
        if state.get(pack.id) == "done":
            return
        if state.get(pack.id) == "active":
            cycle = " → ".join((*trail[trail.index(pack.id):], pack.id))
            problems.append(_manifest_problem(pack, ("depends",), "pack-dependency-cycle",
                                              cycle=cycle))
            return
        state[pack.id] = "active"
        for dep in pack.depends:
            if dep in by_id and dep != pack.id:
                visit(by_id[dep], (*trail, pack.id))
        state[pack.id] = "done"
        ordered.append(pack)

    for pack in by_id.values():
        visit(pack, ())
    return ordered


def check_rulesets(packs: list[Pack], problems: list[Problem]) -> None:
    """Each manifest's ``ruleset:`` names an installed ruleset, and a pack builds only on packs of
    its own ruleset: a WOSS pack cannot extend Meshal's handbook."""
    by_id = {pack.id: pack for pack in packs}
    for pack in packs:
        if pack.broken or not pack.id:
            continue
        if pack.ruleset is None:
            value = pack.manifest["ruleset"]
            problems.append(_manifest_problem(pack, ("ruleset",), "pack-unknown-ruleset", ruleset=value,
                                              known=", ".join(rulesets.manifest_names()),
                                              **suggest(value, rulesets.manifest_names())))
            continue
        for index, dep in enumerate(pack.depends):
            other = by_id.get(dep)
            if other is not None and other.ruleset is not None and other.ruleset[0] is not pack.ruleset[0]:
                problems.append(_manifest_problem(pack, ("depends", index), "pack-other-ruleset", dep=dep,
                                                  theirs=other.ruleset[0].id, ours=pack.ruleset[0].id))


def base(pack: Pack) -> str | None:
    """The pack every pack of ``pack``'s ruleset builds on: its current edition's first (Meshal: core)."""
    return pack.ruleset[0].current.packs[0] if pack.ruleset and pack.ruleset[0].current.packs else None


def check_core(packs: list[Pack], problems: list[Problem]) -> None:
    """Every pack builds on its ruleset's base pack (Meshal's: core), directly or through its
    dependencies: the rules' words, the calculators and the vocabulary live there."""
    by_id = {pack.id: pack for pack in packs}
    for pack in packs:
        wanted = base(pack)
        if pack.shipped or not pack.id or pack.broken or wanted is None:
            continue
        seen, todo = set(), list(pack.depends)
        while todo and wanted not in seen:
            dep = todo.pop()
            if dep not in seen:
                seen.add(dep)
                todo.extend(by_id[dep].depends if dep in by_id else ())
        if wanted not in seen:
            # The default ruleset's packs keep the message (and code) they had before there were others.
            code = "pack-needs-core" if pack.ruleset[0].id == rulesets.DEFAULT else "pack-needs-base"
            problems.append(_manifest_problem(pack, ("depends",), code, base=wanted, ruleset=pack.ruleset[0].id))


def check_requires(packs: list[Pack], problems: list[Problem]) -> None:
    """Each pack's ``requires`` range must admit the loaded version of its ruleset's base pack (core)."""
    by_id = {pack.id: pack for pack in packs}
    for pack in packs:
        wanted, core = pack.manifest.get("requires"), by_id.get(base(pack) or "")
        if not wanted or pack.broken or core is None:
            continue
        if not _in_range(_version_tuple(core.manifest["version"]), wanted):
            problems.append(_manifest_problem(pack, ("requires",), "pack-requires-core",
                                              requires=wanted, version=core.manifest["version"]))


_COMPARATOR = re.compile(r"(>=|<=|>|<|=|\^|~)?\s*(\d+(?:\.\d+){0,2})")


def _in_range(version: tuple[int, int, int], spec: str) -> bool:
    for op, number in _COMPARATOR.findall(spec):
        bound = _version_tuple(number)
        if op == "^":
            ok = bound <= version < (bound[0] + 1, 0, 0)
        elif op == "~":
            ok = bound <= version < (bound[0], bound[1] + 1, 0)
        else:
            ok = {">=": version >= bound, "<=": version <= bound, ">": version > bound,
                  "<": version < bound}.get(op, version == bound)
        if not ok:
            return False
    return True


def _version_tuple(text: str) -> tuple[int, int, int]:
    parts = [int(p) for p in re.findall(r"\d+", text.split("-")[0])[:3]]
    return tuple(parts + [0] * (3 - len(parts)))  # type: ignore[return-value]


def _manifest_problem(pack: Pack, path: tuple, code: str, **fields: object) -> Problem:
    span = pack.document.locate(path)
    pointer = "".join(f"/{p}" for p in path)
    return problem(pack.document.file, span.line, span.column, code, pointer, **fields)


def _display(path: Path) -> str:
    """Paths relative to the working directory when below it, as users typed them."""
    inside = archive.shown_as(path)  # a file unpacked from a zip is shown as ZIP/inner/path
    if inside:
        return inside
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)
