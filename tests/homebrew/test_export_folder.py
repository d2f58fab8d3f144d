"""The folder formats (``export.FOLDERS``) write a whole folder or nothing, and never mix with a reader's files."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

from meshal_compendium import export as export_module
from meshal_compendium.export import export, folder
from meshal_compendium.packs import SHIPPED
from meshal_compendium.problems import MeshalError

WOSS = SHIPPED / "woss"


def _notes(compendium, out):
    """A tiny folder format: one file per kind, naming its entries."""
    assert out.is_absolute()  # a format may hand its folder to a tool run in another folder (node, for foundry)
    for kind, entries in sorted(compendium.entries.items()):
        (out / kind).mkdir()
        (out / kind / "index.txt").write_text("\n".join(sorted(entries)) + "\n", encoding="utf-8")


@pytest.fixture
def notes(monkeypatch):
    monkeypatch.setitem(export_module.FOLDERS, "notes", _notes)
    monkeypatch.setattr(export_module, "FORMATS", (*export_module.FORMATS, "notes"))


def _tree(root):
    return {path.relative_to(root).as_posix(): path.read_bytes() for path in sorted(root.rglob("*")) if path.is_file()}


def test_a_folder_is_written_whole_and_an_earlier_export_replaced(tmp_path, notes):
    target = tmp_path / "vault"
    export("notes", [WOSS], target)
    first = _tree(target)
    assert folder.MARKER in first and "term/index.txt" in first
    (target / "term" / "stale.txt").write_text("left from before", encoding="utf-8")
    export("notes", [WOSS], target)
    assert _tree(target) == first  # the stale file went with the earlier export
    assert [path.name for path in tmp_path.iterdir()] == ["vault"]  # no temporary folder left beside it


def test_an_empty_folder_is_filled(tmp_path, notes):
    (tmp_path / "vault").mkdir()
    export("notes", [WOSS], tmp_path / "vault")
    assert (tmp_path / "vault" / folder.MARKER).is_file()


def test_a_folder_of_other_files_is_refused_and_kept(tmp_path, notes):
    target = tmp_path / "vault"
    target.mkdir()
    (target / "my notes.md").write_text("mine", encoding="utf-8")
    with pytest.raises(MeshalError) as raised:
        export("notes", [WOSS], target)
    assert raised.value.code == "export-folder-not-ours"
    assert str(target) in raised.value.message("en") and folder.MARKER in raised.value.message("zh")
    assert _tree(target) == {"my notes.md": b"mine"}


def test_a_file_where_the_folder_should_go_is_refused(tmp_path, notes):
    (tmp_path / "vault").write_text("a file", encoding="utf-8")
    with pytest.raises(MeshalError) as raised:
        export("notes", [WOSS], tmp_path / "vault")
    assert raised.value.code == "export-folder-is-file"
    assert (tmp_path / "vault").read_text(encoding="utf-8") == "a file"


def test_a_failing_export_keeps_the_earlier_one_and_leaves_no_temporary_folder(tmp_path, notes, monkeypatch):
    target = tmp_path / "vault"
    export("notes", [WOSS], target)
    before = _tree(target)

    def broken(compendium, out):
        (out / "half.txt").write_text("half", encoding="utf-8")
        raise RuntimeError("disk on fire")

    monkeypatch.setitem(export_module.FOLDERS, "notes", broken)
    with pytest.raises(RuntimeError):
        export("notes", [WOSS], target)
    assert _tree(target) == before
    assert [path.name for path in tmp_path.iterdir()] == ["vault"]


def test_the_zip_holds_the_same_files_and_the_same_bytes_every_time(tmp_path, notes):
    export("notes", [WOSS], tmp_path / "a.zip")
    export("notes", [WOSS], tmp_path / "b.zip")
    assert (tmp_path / "a.zip").read_bytes() == (tmp_path / "b.zip").read_bytes()
    export("notes", [WOSS], tmp_path / "vault")
    with zipfile.ZipFile(tmp_path / "a.zip") as zipped:
        folder_files = {name: data for name, data in _tree(tmp_path / "vault").items() if name != folder.MARKER}
        assert {name: zipped.read(name) for name in zipped.namelist()} == folder_files
    assert export_module.export_bytes("notes", [WOSS]) == (tmp_path / "a.zip").read_bytes()


def test_a_relative_target_is_handed_to_the_format_as_an_absolute_folder(tmp_path, notes, monkeypatch):
    monkeypatch.chdir(tmp_path)
    export("notes", [WOSS], Path("vault"))
    assert (tmp_path / "vault" / "term" / "index.txt").is_file()
