"""Temporary folders that do not outlive their process, even one that was killed.

Each folder's name carries the process id (``meshal-KIND-PID-…``); making a new one first removes
those whose process is gone (a ``kill -9`` runs no clean-up). SIGTERM and SIGHUP become an orderly
exit (``exit_on_signals``), so ``finally`` blocks and ``atexit`` handlers remove the rest.
"""

from __future__ import annotations

import os
import re
import signal
import sys
from pathlib import Path

_NAME = re.compile(r"^meshal-(?P<kind>[a-z]+)-(?P<pid>\d+)-")


def folder(kind: str) -> Path:
    """A new private folder for ``kind`` (e.g. ``zip``) in the system's temporary folder."""
    import tempfile  # here, as in sweep: every command imports this module for exit_on_signals

    sweep(kind)
    return Path(tempfile.mkdtemp(prefix=f"meshal-{kind}-{os.getpid()}-")).resolve()


def sweep(kind: str) -> None:
    """Remove ``kind`` folders left by processes that no longer run."""
    import shutil
    import tempfile

    for path in Path(tempfile.gettempdir()).glob(f"meshal-{kind}-*"):
        found = _NAME.match(path.name)
        if found and found["kind"] == kind and path.is_dir() and not path.is_symlink() \
                and not _alive(int(found["pid"])):
            shutil.rmtree(path, ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process: alive, and not ours to judge
        return True
    return True


def exit_on_signals() -> None:
    """Turn SIGTERM and SIGHUP into ``SystemExit`` so clean-up code runs."""
    for number in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(number, lambda signum, _frame: sys.exit(128 + signum))


def umask() -> int:
    """The process's umask (reading it means setting it; it is put back at once)."""
    mask = os.umask(0)
    os.umask(mask)
    return mask
