"""Where a build may write, and how it replaces a previous build without touching anything else.

A build's output folder is ours only if we made it: every build writes ``MARKER`` into it, and an
existing folder without the marker (and not empty) is refused, never replaced. Folders that hold
the build's inputs (packs, the shipped content, the working directory) are refused before any work.
The new site is written beside the old one under a name we own, and swapped in by two renames;
one build at a time writes to one output (a lock beside it).
"""

from __future__ import annotations

import fcntl
import os
import shutil
import tempfile
import uuid
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from ..problems import MeshalError

MARKER = ".meshal-site"


def check(out: Path, inputs: Sequence[Path]) -> None:
    """Refuse ``out`` if replacing it could remove an input or something we did not make."""
    out = out.resolve()
    for source in inputs:
        source = source.resolve()
        if out == source or out in source.parents or source in out.parents:
            raise MeshalError("build-output-overlaps", out=out, path=source)
    here = Path.cwd().resolve()
    if out == here or out in here.parents:
        raise MeshalError("build-output-overlaps", out=out, path=here)
    if out.exists() and not out.is_dir():
        raise MeshalError("build-output-not-folder", out=out)
    if out.is_dir() and not (out / MARKER).is_file() and any(out.iterdir()):
        raise MeshalError("build-output-not-ours", out=out, marker=MARKER)


@contextmanager
def locked(out: Path) -> Iterator[None]:
    """Hold the lock of ``out`` for the block; a second build into it is refused at once."""
    path = out.with_name(f".{out.name}.meshal-lock")
    try:
        handle = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as error:
        raise MeshalError("build-output", out=out, reason=error.strerror) from None
    try:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise MeshalError("build-busy", out=out) from None
        yield
    finally:
        os.close(handle)


def staging(out: Path) -> Path:
    """A new, empty folder beside ``out`` (same file system, so the swap is a rename)."""
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        folder = Path(tempfile.mkdtemp(prefix=f".{out.name}.meshal-new-", dir=out.parent))
    except OSError as error:
        raise MeshalError("build-output", out=out, reason=error.strerror) from None
    return folder


def replace(new: Path, out: Path) -> None:
    """Put the finished build ``new`` at ``out``; the previous build (ours) is removed after."""
    # Written last: mkdocs empties the folder it builds into.
    (new / MARKER).write_text("built by meshal; `meshal build` replaces this folder\n", encoding="utf-8")
    new.chmod(0o755)  # mkdtemp makes it private; a web server must read it
    if not out.exists():
        new.rename(out)
        return
    old = out.with_name(f".{out.name}.meshal-old-{uuid.uuid4().hex}")
    out.rename(old)
    new.rename(out)
    shutil.rmtree(old, ignore_errors=True)
