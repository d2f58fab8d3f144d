"""Where a build may write, and how it replaces a previous build without touching anything else.

A build's output folder is ours only if we made it: every build writes ``MARKER`` into it, and an
existing folder without the marker (and not empty) is refused, never replaced. Folders that hold
the build's inputs (packs, the shipped content, the working directory) are refused before any work.
The new site is written beside the old one under a name we own, and swapped in by two renames;
one build at a time writes to one output. Its lock is a file in the system's temporary folder,
named after the output's real path (a symlink and its target share one), and removed when the build
ends: nothing is left in the user's folder but the output.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import shutil
import tempfile
import uuid
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
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
    path = lock_path(out)
    handle = _lock(path, out)
    try:
        yield
    finally:
        # Removed while still held: a build that opened it meanwhile finds it gone once it holds it, and retries.
        # Another user's file (left by a killed build) in a shared folder is theirs to remove.
        with suppress(OSError):
            path.unlink()
        os.close(handle)


def lock_path(out: Path) -> Path:
    """Where the lock of ``out`` lives: outside the user's folders, one file per real output path."""
    digest = hashlib.sha256(os.fsencode(out.resolve())).hexdigest()[:32]
    return Path(tempfile.gettempdir()) / f"meshal-build-lock-{digest}"


def _lock(path: Path, out: Path) -> int:
    """Open and lock ``path``; return its descriptor, refusing at once if another build holds it."""
    while True:
        try:  # read-only is enough to lock; no symlink followed in a shared folder
            handle = os.open(path, os.O_RDONLY | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o644)
        except OSError as error:
            raise MeshalError("build-output", out=out, reason=error.strerror) from None
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(handle)
            raise MeshalError("build-busy", out=out) from None
        try:
            current = os.stat(path, follow_symlinks=False)
        except FileNotFoundError:
            current = None
        if current is not None and os.path.samestat(os.fstat(handle), current):
            return handle
        os.close(handle)  # the build before us removed this file after we opened it: lock the new one


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
