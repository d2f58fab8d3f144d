"""``--format zip``: one pack as a zip others can validate, build and serve from.

The zip holds the pack as it is on disk, at its root: ``pack.yaml``, every content file the
loader reads, the pack's ``README.md`` when it has one, and ``checksums.sha256`` (``sha256sum``
format) over all of them, which ``archive.py`` verifies on reading. A pack keeps its ``schemas/``
copy (``meshal new pack`` gives every pack one); a YAML file's modeline that would not resolve
on another machine (a path of this one, a file left out of the zip) is pointed at that copy when
the zip holds it, else at the published URL (``schema_set.portable``), so editors help wherever
the zip goes — except in the shipped packs, which must stay byte for byte what they are. One
pack per zip: the first ``--pack`` is zipped; any further ``--pack`` is loaded only so that the
first one's dependencies resolve while it is validated. Entries are sorted, stamped 1980-01-01
00:00 and mode 0644, so the same pack always gives the same bytes.
"""

from __future__ import annotations

import zipfile
from collections.abc import Sequence
from pathlib import Path, PurePosixPath

from .. import archive, rulesets, schema_set
from ..load import load_compendium
from ..packs import CONTENT_SUFFIXES, MANIFEST, SHIPPED, _display, read_pack, shipped_packs
from ..problems import MeshalError
from ..source import SourceError, read_bounded

EXTRAS = ("README.md",)  # author documentation travels with the pack, though it is not content
_EPOCH = (1980, 1, 1, 0, 0, 0)  # the earliest time a zip can hold: no build clock in the bytes
_MODE = 0o100644 << 16  # a regular file, rw-r--r--


def collect(paths: Sequence[Path]) -> dict[str, bytes]:
    """The files of the first pack in ``paths`` (default: the default ruleset's base pack) as name in the
    zip → bytes, once it validates."""
    paths = list(paths) or [shipped_packs()[rulesets.get(rulesets.DEFAULT).base or ""].root]
    load_compendium(list(paths))  # first, so a broken manifest is reported as what it is
    root = _root(paths[0])
    pack = read_pack(root, []) if (root / MANIFEST).is_file() else None
    if pack is None:
        raise MeshalError("export-zip-not-pack", path=paths[0])
    extras = [root / name for name in EXTRAS if (root / name).exists() or (root / name).is_symlink()]
    extras += sorted((root / schema_set.PACK_FOLDER).rglob("*.schema.json"))
    found = {}
    for path in [root / MANIFEST, *pack.files, *extras]:
        try:  # the same checks as reading content: nothing from outside the pack travels with it
            data = read_bounded(path, _display(path), inside=root)
        except SourceError as error:
            raise MeshalError("export-zip-unreadable", problem=error.problem.to_text("en")) from None
        found[path.relative_to(root).as_posix()] = data
    if root.resolve().is_relative_to(SHIPPED.resolve()):
        return found  # a shipped pack travels byte for byte: its zip is recognised by its bytes
    return {name: schema_set.portable(data, name, found) if PurePosixPath(name).suffix in CONTENT_SUFFIXES else data
            for name, data in found.items()}


def write(files: dict[str, bytes], path: Path) -> None:
    """A zip of ``files`` plus their checksums, byte for byte the same for the same files."""
    write_files({**files, archive.CHECKSUMS: archive.checksums(files)}, path)


def write_files(files: dict[str, bytes], path: Path) -> None:
    """A zip of exactly ``files``, sorted and stamped alike: the same files give the same bytes."""
    with zipfile.ZipFile(path, "w") as out:
        for name in sorted(files):
            info = zipfile.ZipInfo(name, date_time=_EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.create_system = 3  # Unix, so the mode below is read as one
            info.external_attr = _MODE
            out.writestr(info, files[name], compresslevel=9)


def _root(path: Path) -> Path:
    """The pack directory: ``path`` itself, or where a zipped pack was unpacked."""
    if not archive.is_archive(path):
        return path
    problems: list = []
    root = archive.extract(path, problems)
    if root is None:
        raise MeshalError("export-zip-unsafe", path=path, problem=problems[0].to_text("en"))
    return root
