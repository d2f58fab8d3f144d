"""What a short command would otherwise parse again at every start (the message catalogue, the
installed rulesets' entry points), kept as JSON beside this package's bytecode while the files it
came from are unchanged: the same bargain Python makes with a module's ``.pyc``.

A file's stamp is its path, size and modification time. Where the folder cannot be written (a
read-only install, ``PYTHONDONTWRITEBYTECODE``) nothing is kept and the value is made each time.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
from collections.abc import Callable, Iterable
from importlib.util import cache_from_source
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")
FOLDER = Path(cache_from_source(__file__)).parent  # honours PYTHONPYCACHEPREFIX, as bytecode does


def kept(name: str, sources: Iterable[Path], make: Callable[[], T]) -> T:
    """``make()``, or the value it made last time when every file of ``sources`` is as it was.

    The value must survive JSON (dicts with str keys, lists, str, numbers)."""
    stamp = [sys.version, *(_stamp(path) for path in sources)]
    path = FOLDER / f"{name}.kept"  # JSON, but not a "*.json" the wheel's package data would take in
    try:
        stored = json.loads(path.read_bytes())
        if stored["stamp"] == stamp:
            return stored["value"]
    except (OSError, ValueError, KeyError, TypeError):
        pass  # nothing kept yet, or a file we cannot read: made below
    value = make()
    if not sys.dont_write_bytecode:
        _write(path, {"stamp": stamp, "value": value})
    return value


def _stamp(path: Path) -> list:
    try:
        found = os.stat(path)
    except OSError:
        return [str(path)]
    return [str(path), found.st_size, found.st_mtime_ns]


def _write(path: Path, stored: dict) -> None:
    """Whole or not at all: another process may be reading it."""
    partial = path.with_name(f".{path.name}.{os.getpid()}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial.write_text(json.dumps(stored, ensure_ascii=False), encoding="utf-8")
        os.replace(partial, path)
    except OSError:
        with contextlib.suppress(OSError):
            partial.unlink(missing_ok=True)
