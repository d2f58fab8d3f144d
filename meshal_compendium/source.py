"""Read YAML safely and keep the line and column of every node.

libyaml's C parser composes the node tree; we build plain Python values from it ourselves so
that we can record positions, reject duplicate keys and non-standard tags, and bound alias
expansion, depth and size — the limits hostile packs probe.
"""

from __future__ import annotations

import math
import os
import stat
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from . import limits
from .problems import Problem, problem

MAX_DEPTH = 64
# Characters at which a YAML value can start; a file holds at most about as many values as it has
# of these, which is known before libyaml spends seconds and gigabytes composing millions of nodes.
_VALUE_STARTS = ",\n-:[{"

Pointer = tuple[str | int, ...]

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_SCALARS = yaml.constructor.SafeConstructor()
_TAG = "tag:yaml.org,2002:"
_STR, _SEQ, _MAP = _TAG + "str", _TAG + "seq", _TAG + "map"
_INT, _FLOAT = _TAG + "int", _TAG + "float"
#: The largest integer every reader of our exports takes exactly (JavaScript's safe integers).
MAX_INT = 2**53 - 1
MAX_INT_DIGITS = 40  # digits with sign, underscores or a 0x/0o prefix; more cannot be in range
_BUILDERS = {
    _TAG + "str": lambda node: node.value,
    _TAG + "int": _SCALARS.construct_yaml_int,
    _TAG + "float": _SCALARS.construct_yaml_float,
    _TAG + "bool": _SCALARS.construct_yaml_bool,
    _TAG + "null": lambda node: None,
}


@dataclass(frozen=True)
class Span:
    """Where a node starts (1-based line and column) and how its scalar was written."""

    line: int
    column: int
    style: str | None = None


@dataclass
class Document:
    """One parsed YAML file: its value and the node of every value, by JSON pointer path."""

    file: str
    value: Any
    lines: list[str]
    nodes: dict[Pointer, yaml.Node] = field(default_factory=dict)
    key_nodes: dict[Pointer, yaml.Node] = field(default_factory=dict)

    def locate(self, path: Pointer, key: bool = False) -> Span:
        """The span of the node at ``path`` (of its key, if asked), or of its nearest ancestor."""
        if key and path in self.key_nodes:
            return _span(self.key_nodes[path])
        while path not in self.nodes:
            path = path[:-1]
        return _span(self.nodes[path])

    def locate_in_text(self, path: Pointer, offset: int) -> tuple[int, int]:
        """Line and column of character ``offset`` inside the string scalar at ``path``."""
        span = self.locate(path)
        if span.style in ("|", ">"):
            # Block scalars begin on the line after their indicator; map offset to a body line.
            text = _value_at(self.value, path)
            before = text[:offset]
            line = span.line + 1 + before.count("\n")
            source = self.lines[line - 1] if line - 1 < len(self.lines) else ""
            indent = len(source) - len(source.lstrip(" "))
            return line, indent + 1 + len(before) - (before.rfind("\n") + 1)
        quote = 1 if span.style in ('"', "'") else 0
        return span.line, span.column + quote + offset


def _span(node: yaml.Node) -> Span:
    mark = node.start_mark
    return Span(mark.line + 1, mark.column + 1, getattr(node, "style", None))


class SourceError(Exception):
    """A file that cannot be read as YAML; carries the one problem that says why."""

    def __init__(self, found: Problem) -> None:
        super().__init__(found.code)
        self.problem = found


def read_document(path: Path, display: str | None = None, inside: Path | None = None,
                  budget: limits.Budget | None = None) -> Document:
    """Parse ``path`` into a Document, or raise SourceError with file:line:col and a code.

    ``inside`` is the pack's folder: a file that resolves outside it (a link) is not read.
    ``budget`` is shared by all the files of one run, so many files under the cap stay bounded.
    """
    name = display or str(path)
    return parse_bytes(read_bounded(path, name, inside), name, budget)


def read_bounded(path: Path, name: str, inside: Path | None = None, limit: int | None = None) -> bytes:
    """The bytes of the regular file ``path``, checked against ``limit`` before any is read.

    Links out of ``inside``, devices, pipes and sockets are refused: none of them is content, and
    reading them could block, never end, or leak another file.
    """
    limit = limit or limits.limit("file-bytes")
    try:
        real = path.resolve(strict=True)
        if inside is not None and not real.is_relative_to(inside.resolve()):
            raise SourceError(problem(name, 1, 1, "pack-outside-link"))
        handle = os.open(real, os.O_RDONLY | os.O_NONBLOCK | os.O_NOFOLLOW)
        with os.fdopen(handle, "rb") as file:
            info = os.fstat(file.fileno())
            if not stat.S_ISREG(info.st_mode):
                raise SourceError(problem(name, 1, 1, "file-not-regular"))
            if info.st_size > limit:
                raise SourceError(problem(name, 1, 1, "file-too-large", size=info.st_size, limit=limit,
                                          variable=limits.variable("file-bytes")))
            raw = file.read(limit + 1)  # the file may grow after fstat
    except OSError as error:
        raise SourceError(problem(name, 1, 1, "file-unreadable", reason=error.strerror or error)) from None
    if len(raw) > limit:
        raise SourceError(problem(name, 1, 1, "file-too-large", size=len(raw), limit=limit,
                                  variable=limits.variable("file-bytes")))
    return raw


def parse_bytes(raw: bytes, name: str, budget: limits.Budget | None = None) -> Document:
    """Parse YAML bytes (UTF-8, BOM and CRLF accepted) into a Document."""
    limit = limits.limit("file-bytes")
    if len(raw) > limit:
        raise SourceError(problem(name, 1, 1, "file-too-large", size=len(raw), limit=limit,
                                  variable=limits.variable("file-bytes")))
    text = _decode(raw, name)
    nodes = limits.limit("file-nodes")
    if sum(map(text.count, _VALUE_STARTS)) > 2 * nodes:
        raise SourceError(problem(name, 1, 1, "yaml-too-many-nodes", limit=nodes,
                                  variable=limits.variable("file-nodes")))
    try:
        node = _compose(text)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        detail = error.problem or error.context or "?"
        raise SourceError(problem(name, line, column, "yaml-syntax", detail=detail)) from None
    except yaml.YAMLError as error:  # e.g. a second document in one file
        raise SourceError(problem(name, 1, 1, "yaml-syntax", detail=str(error))) from None
    if node is None:
        raise SourceError(problem(name, 1, 1, "file-empty"))
    document = Document(name, None, text.splitlines())
    builder = _Builder(document, budget or limits.Budget())
    try:
        document.value = builder.build(node, (), 0)
    finally:
        builder.budget.nodes -= builder.count
    return document


class _Composed:
    """Composed node trees by their file's text, the least recently used dropped past ``chars``
    characters (about 18 bytes of nodes each): a run that reads the same files again (`meshal serve`
    after an edit, each lone file checked against the shipped content) composes only what changed.
    Nodes are only ever read, so one tree serves every read of its text."""

    def __init__(self, chars: int = 4_000_000) -> None:
        self.chars, self.held = chars, 0
        self.trees: OrderedDict[str, yaml.Node] = OrderedDict()
        self.lock = threading.Lock()  # `meshal serve` loads from its watcher's thread

    def __call__(self, text: str) -> yaml.Node | None:
        with self.lock:
            if text in self.trees:
                self.trees.move_to_end(text)
                return self.trees[text]
        node = yaml.compose(text, Loader=_Loader)
        if node is not None and len(text) <= self.chars // 4:
            with self.lock:
                self.held += 0 if text in self.trees else len(text)
                self.trees[text] = node
                while self.held > self.chars:
                    self.held -= len(self.trees.popitem(last=False)[0])
        return node


_compose = _Composed()


def _decode(raw: bytes, name: str) -> str:
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        start = error.start
        line = raw.count(b"\n", 0, start) + 1
        column = start - (raw.rfind(b"\n", 0, start) + 1) + 1
        raise SourceError(
            problem(name, line, column, "file-encoding", byte=f"0x{raw[start]:02x}")
        ) from None


class _Builder:
    """Turns a composed node tree into JSON-like values, remembering each value's node.

    Nodes (not Spans) are stored: most are never asked for, so their position is read only when
    a problem is reported. This loop runs once per node of every file; it is kept lean.
    """

    def __init__(self, document: Document, budget: limits.Budget) -> None:
        self.document = document
        self.count = 0
        self.budget = budget
        self.limit = min(limits.limit("file-nodes"), budget.nodes)
        self.active: set[int] = set()  # containers being built: an alias back into one recurses

    def build(self, node: yaml.Node, path: Pointer, depth: int) -> Any:
        self.count += 1
        if self.count > self.limit:
            # The node itself is deep inside an anchor; the top-level key using it is the culprit.
            top = self.document.locate(path[:1], key=True) if path else Span(1, 1)
            name = "file-nodes" if self.limit == limits.limit("file-nodes") else "load-nodes"
            code = "yaml-too-many-nodes" if name == "file-nodes" else "limit-load-nodes"
            raise SourceError(problem(self.document.file, top.line, top.column, code, to_pointer(path[:1]),
                                      limit=limits.limit(name), variable=limits.variable(name)))
        self.document.nodes.setdefault(path, node)
        tag = node.tag
        if tag == _STR:
            return node.value
        if isinstance(node, yaml.ScalarNode):
            builder = _BUILDERS.get(tag)
            if builder is None:
                self._fail(node, path, "yaml-tag", tag=tag)
            if tag == _INT and len(node.value) > MAX_INT_DIGITS:  # before Python converts the digits
                self._fail(node, path, "yaml-number-too-large", limit=MAX_INT)
            value = builder(node)
            if tag == _FLOAT and not math.isfinite(value):  # JSON has no NaN or infinity
                self._fail(node, path, "yaml-number-not-finite", value=node.value)
            if tag == _INT and abs(value) > MAX_INT:
                self._fail(node, path, "yaml-number-too-large", limit=MAX_INT)
            return value
        if depth > MAX_DEPTH:
            self._fail(node, path, "yaml-too-deep", limit=MAX_DEPTH)
        if id(node) in self.active:
            self._fail(node, path, "yaml-recursive-alias")
        self.active.add(id(node))
        if tag == _SEQ:
            value: Any = [self.build(item, (*path, i), depth + 1) for i, item in enumerate(node.value)]
        elif tag == _MAP:
            value = self._mapping(node, path, depth)
        else:
            self._fail(node, path, "yaml-tag", tag=tag)
        self.active.discard(id(node))
        return value

    def _mapping(self, node: yaml.MappingNode, path: Pointer, depth: int) -> dict[str, Any]:
        value: dict[str, Any] = {}
        key_nodes = self.document.key_nodes
        for key_node, value_node in node.value:
            if key_node.tag != _STR or not isinstance(key_node, yaml.ScalarNode):
                code = "yaml-merge-key" if key_node.tag == _TAG + "merge" else "yaml-key-type"
                self._fail(key_node, path, code)
            key = key_node.value
            where = (*path, key)
            if key in value:
                first = key_nodes[where].start_mark.line + 1
                self._fail(key_node, where, "yaml-duplicate-key", key=key, first=first)
            key_nodes[where] = key_node
            value[key] = self.build(value_node, where, depth + 1)
        return value

    def _fail(self, node: yaml.Node, path: Pointer, code: str, **fields: object) -> None:
        mark = node.start_mark
        raise SourceError(
            problem(self.document.file, mark.line + 1, mark.column + 1, code,
                    pointer=to_pointer(path), **fields)
        )


def to_pointer(path: Pointer) -> str:
    """The JSON pointer (RFC 6901) of a path, e.g. ``/sections/0/text``."""
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in path)


def _value_at(value: Any, path: Pointer) -> Any:
    for part in path:
        value = value[part]
    return value
