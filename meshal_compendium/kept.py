"""What a short command would otherwise make again at every start (the message catalogue and its
zh-Hant conversion, the installed rulesets' entry points, click's messages for gettext), kept
beside this package's bytecode while the files it came from are unchanged: the same bargain
Python makes with a module's ``.pyc``.

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
    stamp = _stamps(sources)
    path = FOLDER / f"{name}.kept"  # JSON, but not a "*.json" the wheel's package data would take in
    stored = _read(path)
    if stored.get("stamp") == stamp and "value" in stored:
        return stored["value"]
    value = make()
    if not sys.dont_write_bytecode:
        _write(path, json.dumps({"stamp": stamp, "value": value}, ensure_ascii=False).encode())
    return value


def kept_file(name: str, sources: Iterable[Path], make: Callable[[], bytes]) -> Path | None:
    """The file ``name`` (a path inside the folder) holding ``make()``'s bytes, made again only when
    a file of ``sources`` changed; None where nothing may be kept (then the caller makes its own)."""
    if sys.dont_write_bytecode:
        return None
    stamp, path = _stamps(sources), FOLDER / name
    label = path.with_name(f"{path.name}.kept")
    if _read(label).get("stamp") == stamp and path.is_file():
        return path
    if not _write(path, make()):
        return None  # an older file there may be stale: not ours to hand out
    _write(label, json.dumps({"stamp": stamp}).encode())
    return path


def _stamps(sources: Iterable[Path]) -> list:
    return [sys.version, *(_stamp(path) for path in sources)]


def _read(path: Path) -> dict:
    try:
        stored = json.loads(path.read_bytes())
    except (OSError, ValueError):
        return {}  # nothing kept yet, or a file we cannot read: made again
    return stored if isinstance(stored, dict) else {}


def _stamp(path: Path) -> list:
    try:
        found = os.stat(path)
    except OSError:
        return [str(path)]
    return [str(path), found.st_size, found.st_mtime_ns]


def _write(path: Path, data: bytes) -> bool:
    """Whole or not at all: another process may be reading it. Whether it was written."""
    partial = path.with_name(f".{path.name}.{os.getpid()}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial.write_bytes(data)
        os.replace(partial, path)
    except OSError:
        with contextlib.suppress(OSError):
            partial.unlink(missing_ok=True)
        return False
    return True
