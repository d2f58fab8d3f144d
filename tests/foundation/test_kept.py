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
    i18n._kept_catalogue.cache_clear()
    try:
        written = i18n.catalogue()
        i18n._kept_catalogue.cache_clear()
        monkeypatch.setattr(i18n, "_read", lambda files: pytest.fail("read again, not kept"))
        assert i18n.catalogue() == written and written["cli-version"]["en"]
    finally:
        i18n._kept_catalogue.cache_clear()


def test_a_kept_file_is_made_once_and_again_when_a_source_changes(folder, write):
    source = write("a.yaml", "a: 1\n")
    made, make = counted(b"\x00bytes")
    first = kept.kept_file("sub/thing.mo", [source], make)
    assert first == folder / "sub" / "thing.mo" and first.read_bytes() == b"\x00bytes"
    assert kept.kept_file("sub/thing.mo", [source], make) == first and len(made) == 1
    source.write_text("a: 22\n", encoding="utf-8")
    kept.kept_file("sub/thing.mo", [source], make)
    assert len(made) == 2
    first.unlink()  # the file gone, its label still there: made again
    assert kept.kept_file("sub/thing.mo", [source], make).is_file() and len(made) == 3


def test_no_file_is_kept_where_bytecode_may_not_be(tmp_path, monkeypatch, write):
    monkeypatch.setattr(kept, "FOLDER", tmp_path / "cache")
    monkeypatch.setattr("sys.dont_write_bytecode", True)
    assert kept.kept_file("thing.mo", [write("a.yaml", "")], lambda: b"x") is None
    assert not (tmp_path / "cache").exists()


def test_the_kept_zh_hant_catalogue_is_opencc_s_conversion(folder):
    from meshal_compendium.hant import to_hant

    i18n._hant.cache_clear()
    try:
        for key in ("cli-version", "help-odds", "click-no-such-option"):
            assert i18n.text(key, "zh-Hant") == to_hant(i18n.catalogue()[key]["zh"])
        assert (folder / "catalogue-hant.kept").is_file()
    finally:
        i18n._hant.cache_clear()


@pytest.mark.parametrize("bytecode", [True, False], ids=["kept", "made for the run"])
@pytest.mark.parametrize("lang", ["zh", "zh-Hant"])
def test_click_speaks_chinese_from_a_kept_catalogue_or_one_made_for_the_run(folder, monkeypatch, lang, bytecode):
    from click.testing import CliRunner

    from meshal_compendium.cli import main

    monkeypatch.setattr("sys.dont_write_bytecode", not bytecode)
    for _ in range(2):  # the second run reads what the first kept
        out = CliRunner().invoke(main, ["odds", "--bogus", "--lang", lang]).output
        assert ("没有选项" if lang == "zh" else "沒有選項") in out
    assert (folder / "gettext").exists() is bytecode


def test_a_stale_file_in_a_folder_that_cannot_be_written_is_not_handed_out(folder, write, monkeypatch):
    source = write("a.yaml", "a: 1\n")
    kept.kept_file("thing.mo", [source], lambda: b"old")
    source.write_text("a: 22\n", encoding="utf-8")

    def refused(*args):
        raise PermissionError(13, "Read-only file system")

    monkeypatch.setattr(kept.os, "replace", refused)  # the install became read-only since
    assert kept.kept_file("thing.mo", [source], lambda: b"new") is None
    assert (folder / "thing.mo").read_bytes() == b"old" and not list(folder.glob(".thing.mo.*"))
