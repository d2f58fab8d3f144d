"""Formats that are a folder of files (a Foundry module, an Obsidian vault): written whole or not at all.

``-o DIR`` writes the folder: it is built in a temporary folder beside ``DIR`` and moved into place
only when complete. ``DIR`` may be new, empty, or a folder an earlier export of the same format wrote
(recognised by ``MARKER``), which is replaced whole; any other folder is refused, so an export never
mixes its files with a reader's own. ``-o NAME.zip`` (or ``-o -``) writes the same files as one zip.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

from .. import scratch
from ..problems import MeshalError
from .as_zip import write_files

MARKER = ".meshal-export.json"  # names the format that wrote the folder, so the next export may replace it

Build = Callable[[Path], None]  # writes the format's files into an empty folder


def is_zip(target: Path) -> bool:
    return target.suffix.lower() == ".zip"


def check(target: Path, fmt: str) -> None:
    """Refuse a target this format may not write: a file, or a folder that holds another's files."""
    if is_zip(target) or not (target.exists() or target.is_symlink()):
        return
    if not target.is_dir() or target.is_symlink():
        raise MeshalError("export-folder-is-file", path=target, format=fmt)
    if any(target.iterdir()) and _written_by(target) != fmt:
        raise MeshalError("export-folder-not-ours", path=target, format=fmt, marker=MARKER)


def write(target: Path, build: Build, fmt: str) -> None:
    """Build the folder beside ``target`` and move it into place (replacing an earlier export of ``fmt``)."""
    temp = _beside(target, "part")
    try:
        build(temp)
        (temp / MARKER).write_text(json.dumps({"format": fmt}) + "\n", encoding="utf-8")
        temp.chmod(0o777 & ~scratch.umask())  # mkdtemp makes it private; an export is for sharing
        if target.exists():
            old = _beside(target, "old")
            os.replace(target, old)  # over the empty folder mkdtemp made: a rename, never a copy
            try:
                os.replace(temp, target)
            except OSError:
                os.replace(old, target)  # the earlier export stays as it was
                raise
            shutil.rmtree(old, ignore_errors=True)
        else:
            os.replace(temp, target)
    except OSError as error:
        raise MeshalError("export-cannot-write", path=target, reason=error.strerror) from None
    finally:
        shutil.rmtree(temp, ignore_errors=True)


def zipped(build: Build) -> Callable[[Path], None]:
    """A writer of the folder's files as one zip (sorted, stamped 1980: the same bytes every time)."""
    def write_zip(path: Path) -> None:
        folder = scratch.folder("export")
        try:
            build(folder)
            files = {file.relative_to(folder).as_posix(): file.read_bytes()
                     for file in sorted(folder.rglob("*")) if file.is_file()}
            write_files(files, path)
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    return write_zip


def _beside(target: Path, what: str) -> Path:
    """A new folder beside ``target``, named absolutely: a format may hand it to a tool run elsewhere (node)."""
    try:
        return Path(tempfile.mkdtemp(prefix=f".{target.name}.", suffix=f".{what}", dir=target.absolute().parent))
    except OSError as error:
        raise MeshalError("export-cannot-write", path=target, reason=error.strerror) from None


def _written_by(folder: Path) -> str | None:
    try:
        return json.loads((folder / MARKER).read_text(encoding="utf-8")).get("format")
    except (OSError, ValueError, AttributeError):
        return None
