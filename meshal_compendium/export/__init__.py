"""Export content for other tools: ``json``, ``sqlite``, ``sealdice``, ``sealdice-plugin``, ``zip``
and the folder formats (``FOLDERS``, written by ``folder.py``: a folder, or that folder zipped).

One module per format; this one picks the format and writes atomically. Every export is
deterministic (the same content gives byte-identical files) and is written to a temporary file
beside the target, then moved into place with ``os.replace``: on any error the temporary file is
removed and the target is left as it was, so there is never a partial output.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path

from .. import archive, rulesets, scratch
from ..load import Compendium, load_compendium
from ..problems import MeshalError
from . import as_datasette, as_foundry, as_json, as_obsidian, as_sealdice, as_sealdice_plugin, as_sqlite, as_zip, folder

# Formats written from the loaded compendium; ``zip`` is written from a pack's files instead.
FROM_COMPENDIUM: dict[str, Callable[[Compendium, Path], None]] = {
    "json": as_json.write,
    "sqlite": as_sqlite.write,
    "sealdice": as_sealdice.write,
    "sealdice-plugin": as_sealdice_plugin.write,
}
# Formats written for one ruleset (``--system``): the rulesets that offer each.
FOR_SYSTEM: dict[str, Callable[[], dict]] = {"sealdice-plugin": as_sealdice_plugin.systems}
SYSTEM = rulesets.DEFAULT
# Formats that are a folder of files, written from the loaded compendium into an empty folder.
FOLDERS: dict[str, Callable[[Compendium, Path], None]] = {
    "datasette": as_datasette.write, "foundry": as_foundry.write, "obsidian": as_obsidian.write}
FORMATS = (*FROM_COMPENDIUM, "zip", *FOLDERS)


def export(fmt: str, packs: Sequence[Path], target: Path, system: str = SYSTEM) -> Path:
    """Write the packs at ``packs`` (default: the shipped content) to ``target`` as ``fmt``
    (for the ruleset ``system``, where the format is written for one)."""
    if fmt not in FORMATS:
        raise MeshalError("export-unknown-format", format=fmt, known=", ".join(FORMATS))
    if fmt in FOR_SYSTEM and system not in FOR_SYSTEM[fmt]():
        raise MeshalError("export-unknown-system", system=system, known=", ".join(FOR_SYSTEM[fmt]()))
    for path in packs:
        if not (path.is_dir() or archive.is_archive(path)):
            raise MeshalError("export-not-pack", path=path)
    if fmt in FOLDERS:
        folder.check(target, fmt)
    elif target.is_dir():
        raise MeshalError("export-target-directory", path=target)
    if not target.parent.resolve().is_dir():
        raise MeshalError("export-no-directory", path=target.parent)
    if fmt in FOLDERS:
        compendium = load_compendium(list(packs))
        build = partial(FOLDERS[fmt], compendium)
        if folder.is_zip(target):
            write_atomic(target, folder.zipped(build))
        else:
            folder.write(target, build, fmt)
    elif fmt == "zip":
        files = as_zip.collect(list(packs))
        write_atomic(target, lambda temp: as_zip.write(files, temp))
    else:
        compendium = load_compendium(list(packs))
        if fmt in FOR_SYSTEM:
            write_atomic(target, lambda temp: FROM_COMPENDIUM[fmt](compendium, temp, system))
        else:
            write_atomic(target, lambda temp: FROM_COMPENDIUM[fmt](compendium, temp))
    return target


def export_bytes(fmt: str, packs: Sequence[Path], system: str = SYSTEM) -> bytes:
    """The export as bytes (for standard output), made the same way as a file; a folder format as a zip."""
    work = scratch.folder("export")
    try:
        name = "export.zip" if fmt in FOLDERS else f"export.{fmt}"
        return export(fmt, packs, work / name, system).read_bytes()
    finally:
        shutil.rmtree(work, ignore_errors=True)


def write_atomic(target: Path, build: Callable[[Path], None]) -> None:
    """Let ``build`` write a temporary file beside ``target``, then move it into place."""
    try:
        handle, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part", dir=target.parent)
    except OSError as error:
        raise MeshalError("export-cannot-write", path=target, reason=error.strerror) from None
    os.close(handle)
    temp = Path(name)
    try:
        build(temp)
        os.chmod(temp, 0o666 & ~scratch.umask())  # mkstemp makes it private; an export is for sharing
        os.replace(temp, target)
    except OSError as error:
        temp.unlink(missing_ok=True)
        raise MeshalError("export-cannot-write", path=target, reason=error.strerror) from None
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
