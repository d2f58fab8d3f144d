"""``kept``: a value made from files is made again as soon as one of them changes, is never half
written, and is not written where Python may not write bytecode."""

from __future__ import annotations

import os

import pytest

from meshal_compendium import i18n, kept


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.setattr(kept, "FOLDER", tmp_path / "cache")
    monkeypatch.setattr("sys.dont_write_bytecode", False)
    return tmp_path / "cache"


def counted(value):
    made = []

    def make():
        made.append(1)
        return value

    return made, make


def test_made_once_then_read_while_its_files_stay(folder, write):
    source = write("a.yaml", "a: 1\n")
    made, make = counted({"a": [1, "一"]})
    assert kept.kept("thing", [source], make) == {"a": [1, "一"]}
    assert kept.kept("thing", [source], make) == {"a": [1, "一"]}
    assert len(made) == 1 and (folder / "thing.kept").is_file()


@pytest.mark.parametrize("change", ["edit", "remove", "add"])
def test_made_again_when_a_file_changes(folder, write, change):
    first, second = write("a.yaml", "a: 1\n"), write("b.yaml", "b: 2\n")
    sources = [first, second] if change != "add" else [first]
    made, make = counted(["v"])
    kept.kept("thing", sources, make)
    if change == "edit":
        first.write_text("a: 10\n", encoding="utf-8")
    elif change == "remove":
        second.unlink()
    else:
        sources = [first, second]
    kept.kept("thing", sources, make)
    assert len(made) == 2


def test_a_same_sized_edit_is_seen_by_its_time(folder, write):
    source = write("a.yaml", "a: 1\n")
    made, make = counted(1)
    kept.kept("thing", [source], make)
    source.write_text("a: 2\n", encoding="utf-8")
    os.utime(source, ns=(source.stat().st_atime_ns, source.stat().st_mtime_ns + 1_000_000))
    kept.kept("thing", [source], make)
    assert len(made) == 2


def test_a_damaged_file_is_made_again(folder, write):
    source = write("a.yaml", "a: 1\n")
    made, make = counted({"k": "v"})
    kept.kept("thing", [source], make)
    (folder / "thing.kept").write_text('{"stamp": [', encoding="utf-8")
    assert kept.kept("thing", [source], make) == {"k": "v"} and len(made) == 2


def test_an_unwritable_folder_still_gives_the_value(tmp_path, monkeypatch, write):
    blocked = write("not-a-folder", "")
    monkeypatch.setattr(kept, "FOLDER", blocked / "cache")
    monkeypatch.setattr("sys.dont_write_bytecode", False)
    assert kept.kept("thing", [blocked], lambda: [1]) == [1]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["not-a-folder"]


def test_nothing_is_written_where_bytecode_may_not_be(tmp_path, monkeypatch, write):
    monkeypatch.setattr(kept, "FOLDER", tmp_path / "cache")
    monkeypatch.setattr("sys.dont_write_bytecode", True)
    assert kept.kept("thing", [write("a.yaml", "")], lambda: [1]) == [1]
    assert not (tmp_path / "cache").exists()


def test_the_kept_catalogue_is_the_one_its_files_give(folder, monkeypatch):
    i18n.catalogue.cache_clear()
    try:
        written = i18n.catalogue()
        i18n.catalogue.cache_clear()
        monkeypatch.setattr(i18n, "_read", lambda files: pytest.fail("read again, not kept"))
        assert i18n.catalogue() == written and written["cli-version"]["en"]
    finally:
        i18n.catalogue.cache_clear()
