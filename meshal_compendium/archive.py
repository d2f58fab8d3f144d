"""Read a pack shipped as a zip: unpack it safely into a temporary directory.

Zips come from people we do not know, so nothing in one is trusted: every entry name is checked
before anything is written (no ``..``, absolute paths, drive letters or backslashes), links are
refused, and the number of entries, their total size and their compression ratio are bounded
(zip bombs). Bytes are copied by hand into the fresh directory, never with ``extractall``.
When the zip holds ``checksums.sha256`` (as ``meshal export --format zip`` writes), every file
must match it. Problems name the zip as the file, as the user typed it.
"""

from __future__ import annotations

import atexit
import hashlib
import re
import shutil
import stat
import zipfile
import zlib
from collections.abc import Iterator
from pathlib import Path, PurePosixPath

from . import scratch
from .problems import Problem, problem

SUFFIX = ".zip"
CHECKSUMS = "checksums.sha256"
MAX_FILES = 2_000
MAX_BYTES = 50 * 1024 * 1024
MAX_RATIO = 100
# Below this size an entry cannot bomb anyone, and short text legitimately compresses very well.
RATIO_FLOOR = 64 * 1024
_CHUNK = 64 * 1024
_DRIVE = re.compile(r"^[A-Za-z]:")
_CHECKSUM_LINE = re.compile(r"^([0-9a-f]{64}) [ *](.+)$")

# Unpacked zips stay until the process ends (``serve`` rebuilds from them): root → zip as shown.
_SHOWN: dict[Path, str] = {}
_UNPACKED: dict[tuple[Path, int, int], Path] = {}


class ArchiveError(Exception):
    """A zip that must not be unpacked; carries the problems that say why."""

    def __init__(self, found: list[Problem]) -> None:
        super().__init__(found[0].code)
        self.problems = found


def is_archive(path: Path) -> bool:
    """True for a file named ``*.zip``: such paths are packs to unpack, not content."""
    return path.suffix.lower() == SUFFIX and path.is_file()


def extract(path: Path, problems: list[Problem]) -> Path | None:
    """The directory the zip at ``path`` was unpacked into, or None (with problems) if unsafe.

    The directory is removed when the process exits; the same unchanged zip is unpacked once.
    """
    info = path.stat()
    key = (path.resolve(), info.st_size, info.st_mtime_ns)
    if key in _UNPACKED:
        return _UNPACKED[key]
    root = scratch.folder("zip")
    try:
        unpack(path, root, str(path))
    except ArchiveError as error:
        shutil.rmtree(root, ignore_errors=True)
        problems.extend(error.problems)
        return None
    atexit.register(shutil.rmtree, root, True)
    _SHOWN[root] = str(path)
    _UNPACKED[key] = root
    return root


def shown_as(path: Path) -> str | None:
    """How to name a file unpacked from a zip in messages: ``ZIP/inner/path``; else None."""
    resolved = path.resolve()
    for root, shown in _SHOWN.items():
        if resolved.is_relative_to(root):
            inner = resolved.relative_to(root).as_posix()
            return shown if inner == "." else f"{shown}/{inner}"
    return None


def unpack(source: Path, into: Path, shown: str) -> None:
    """Unpack the zip ``source`` into the empty directory ``into``, or raise ArchiveError.

    ``shown`` names the zip in problems. Nothing is written unless every entry passed the
    checks; on a later failure (a lying header, a bad checksum) ``into`` may hold files, and the
    caller removes it.
    """
    try:
        with zipfile.ZipFile(source) as archive:
            members = archive.infolist()
            found = list(_check_members(members, shown))
            if found:
                raise ArchiveError(found)
            _copy(archive, members, into, shown)
    except (zipfile.BadZipFile, zipfile.LargeZipFile, RuntimeError, NotImplementedError,
            EOFError, OSError, ValueError, zlib.error) as error:
        raise ArchiveError([problem(shown, 1, 1, "archive-unreadable", reason=error)]) from None
    found = list(_verify_checksums(into, shown))
    if found:
        raise ArchiveError(found)


def unsafe_name(name: str) -> str | None:
    """The problem code for an entry name that could escape the target directory, else None."""
    if not name or "\x00" in name:
        return "archive-bad-path"
    if name.startswith(("/", "\\")) or _DRIVE.match(name):
        return "archive-absolute-path"
    if ".." in re.split(r"[/\\]", name):
        return "archive-parent-path"
    if "\\" in name:
        return "archive-bad-path"
    return None


def _check_members(members: list[zipfile.ZipInfo], shown: str) -> Iterator[Problem]:
    if len(members) > MAX_FILES:
        yield problem(shown, 1, 1, "archive-too-many-files", count=len(members), limit=MAX_FILES)
        return
    total = sum(info.file_size for info in members)
    if total > MAX_BYTES:
        yield problem(shown, 1, 1, "archive-too-large", size=total, limit=MAX_BYTES)
        return
    seen: set[str] = set()
    for info in members:
        name = info.filename
        code = unsafe_name(name)
        if code:
            yield problem(shown, 1, 1, code, name=name)
        elif stat.S_ISLNK(info.external_attr >> 16):
            yield problem(shown, 1, 1, "archive-link", name=name)
        elif name.rstrip("/") in seen:
            yield problem(shown, 1, 1, "archive-duplicate", name=name)
        elif info.file_size > RATIO_FLOOR and info.file_size > MAX_RATIO * info.compress_size:
            yield problem(shown, 1, 1, "archive-bomb", name=name, limit=MAX_RATIO,
                          ratio=info.file_size // max(info.compress_size, 1))
        seen.add(name.rstrip("/"))


def _copy(archive: zipfile.ZipFile, members: list[zipfile.ZipInfo], into: Path,
          shown: str) -> None:
    """Copy each checked entry's bytes, counting them: headers may lie about sizes."""
    written = 0
    for info in members:
        target = into.joinpath(*PurePosixPath(info.filename).parts)
        if not target.resolve().is_relative_to(into):  # belt and braces after unsafe_name
            raise ArchiveError([problem(shown, 1, 1, "archive-bad-path", name=info.filename)])
        if info.is_dir():
            target.mkdir(parents=True, exist_ok=True)
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        with archive.open(info) as source, target.open("xb") as out:
            while chunk := source.read(_CHUNK):
                written += len(chunk)
                if written > MAX_BYTES:
                    raise ArchiveError([problem(shown, 1, 1, "archive-too-large", size=written,
                                                limit=MAX_BYTES)])
                out.write(chunk)


def _verify_checksums(root: Path, shown: str) -> Iterator[Problem]:
    """Every file matches ``checksums.sha256`` and is listed in it, when the zip has one."""
    listing = root / CHECKSUMS
    if not listing.is_file():
        return
    expected: dict[str, str] = {}
    lines = listing.read_text(encoding="utf-8", errors="replace").splitlines()
    for number, line in enumerate(lines, 1):
        match = _CHECKSUM_LINE.match(line)
        if not line.strip():
            continue
        if not match or unsafe_name(match.group(2)):
            yield problem(shown, 1, 1, "archive-checksum-syntax", line=number)
            continue
        expected[match.group(2)] = match.group(1)
    present = {
        path.relative_to(root).as_posix()
        for path in root.rglob("*") if path.is_file() and path != listing
    }
    for name in sorted(expected.keys() - present):
        yield problem(shown, 1, 1, "archive-checksum-missing", name=name)
    for name in sorted(present - expected.keys()):
        yield problem(shown, 1, 1, "archive-checksum-unlisted", name=name)
    for name in sorted(present & expected.keys()):
        if _sha256(root / name) != expected[name]:
            yield problem(shown, 1, 1, "archive-checksum-mismatch", name=name)


def checksums(files: dict[str, bytes]) -> bytes:
    """The ``checksums.sha256`` for ``files`` (name → bytes), as ``sha256sum -c`` reads it."""
    lines = (f"{hashlib.sha256(data).hexdigest()}  {name}\n" for name, data in sorted(files.items()))
    return "".join(lines).encode("utf-8")


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        while chunk := f.read(_CHUNK):
            digest.update(chunk)
    return digest.hexdigest()
