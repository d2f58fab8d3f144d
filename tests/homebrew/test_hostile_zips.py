"""Zips built to hurt: each is a clean problem naming the zip, and nothing lands outside."""

from __future__ import annotations

import os
import tempfile
import warnings
import zipfile
from pathlib import Path

import pytest

from meshal_compendium import archive

MANIFEST = b"id: evil\nname: {en: Evil}\nversion: 1.0.0\nauthors: [x]\nlicense: x\n" \
           b"languages: [en]\norigin: homebrew\n"


def _scratch() -> set[str]:
    """This process's unpacked zips (others running at the same time have their own)."""
    return {p.name for p in Path(tempfile.gettempdir()).glob(f"meshal-zip-{os.getpid()}-*")}


def _refused(path: Path, code: str) -> list:
    before = _scratch()
    problems = []
    assert archive.extract(path, problems) is None
    assert [p.code for p in problems][:1] == [code], problems
    assert {p.file for p in problems} == {str(path)}
    assert _scratch() == before  # the temporary directory is gone again
    for found in problems:
        assert found.message("zh") and found.message("en")
    return problems


@pytest.mark.parametrize("name, code", [
    ("../evil.yaml", "archive-parent-path"),
    ("pack/../../evil.yaml", "archive-parent-path"),
    ("..\\evil.yaml", "archive-parent-path"),
    ("/tmp/evil.yaml", "archive-absolute-path"),
    ("\\evil.yaml", "archive-absolute-path"),
    ("C:/evil.yaml", "archive-absolute-path"),
    ("c:evil.yaml", "archive-absolute-path"),
    ("dir\\evil.yaml", "archive-bad-path"),
])
def test_paths_that_escape_are_refused(tmp_path, make_zip, name, code):
    inner = tmp_path / "inner"
    inner.mkdir()
    hostile = make_zip(inner / "hostile.zip", {"pack.yaml": MANIFEST, name: b"x: 1\n"})
    _refused(hostile, code)
    assert not list(tmp_path.rglob("evil.yaml"))
    assert not (Path("/tmp") / "evil.yaml").exists()


def test_symlink_entries_are_refused(tmp_path, make_zip):
    hostile = make_zip(tmp_path / "link.zip",
                       {"pack.yaml": MANIFEST, "terms.yaml": b"/etc/passwd"},
                       links=("terms.yaml",))
    _refused(hostile, "archive-link")


def test_a_zip_bomb_is_refused_by_its_ratio(tmp_path, make_zip):
    bomb = make_zip(tmp_path / "bomb.zip", {"pack.yaml": MANIFEST, "big.yaml": b"0" * 10_000_000})
    assert bomb.stat().st_size < 100_000
    problems = _refused(bomb, "archive-bomb")
    assert dict(problems[0].fields)["name"] == "big.yaml"


def test_too_much_data_is_refused(tmp_path, make_zip, monkeypatch):
    monkeypatch.setattr(archive, "MAX_BYTES", 1000)
    _refused(make_zip(tmp_path / "big.zip", {"pack.yaml": MANIFEST, "a.yaml": b"x" * 2000}),
             "archive-too-large")


def test_a_header_that_lies_about_sizes_is_caught_while_copying(tmp_path, make_zip,
                                                                monkeypatch):
    monkeypatch.setattr(archive, "_check_members", lambda members, shown: iter(()))
    monkeypatch.setattr(archive, "MAX_BYTES", 1000)
    _refused(make_zip(tmp_path / "liar.zip", {"a.yaml": b"x" * 2000}), "archive-too-large")


def test_too_many_files_are_refused(tmp_path, make_zip):
    entries = {f"f{i}.yaml": b"" for i in range(archive.MAX_FILES + 1)}
    problems = _refused(make_zip(tmp_path / "many.zip", entries), "archive-too-many-files")
    assert dict(problems[0].fields)["count"] == str(archive.MAX_FILES + 1)


def test_duplicate_entries_are_refused(tmp_path, make_zip):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # zipfile warns about the duplicate we write on purpose
        hostile = make_zip(tmp_path / "twice.zip", {"pack.yaml": MANIFEST})
        with zipfile.ZipFile(hostile, "a") as out:
            out.writestr("pack.yaml", b"id: other\n")
    _refused(hostile, "archive-duplicate")


@pytest.mark.parametrize("content", [b"not a zip at all", b"PK\x03\x04broken", b""])
def test_garbage_is_unreadable(tmp_path, content):
    path = tmp_path / "garbage.zip"
    path.write_bytes(content)
    _refused(path, "archive-unreadable")


def test_cli_reports_a_hostile_zip_cleanly(cli, tmp_path, make_zip, zip_aware):
    hostile = make_zip(tmp_path / "hostile.zip", {"pack.yaml": MANIFEST, "../x.yaml": b"x"})
    for lang, word, severity in (("en", "outside the pack", "error"), ("zh", "包外", "错误")):
        result = cli("validate", hostile, "--lang", lang)
        assert result.exit_code == 1 and "archive-parent-path" in result.output
        assert word in result.output and "Traceback" not in result.output
        assert result.output.startswith(f"{hostile}:1:1: {severity}")


def test_export_refuses_to_rezip_a_hostile_zip(cli, tmp_path, make_zip, zip_aware):
    hostile = make_zip(tmp_path / "hostile.zip", {"pack.yaml": MANIFEST, "/abs.yaml": b"x"})
    result = cli("export", "--format", "zip", "--pack", hostile, "-o", tmp_path / "out.zip")
    assert result.exit_code == 1 and "archive-absolute-path" in result.output
    assert not (tmp_path / "out.zip").exists()


def test_unsafe_name_accepts_ordinary_paths():
    for name in ("pack.yaml", "items/weapons.yaml", "a..b.yaml", "dir/", "x/./y.yaml"):
        assert archive.unsafe_name(name) is None, name
