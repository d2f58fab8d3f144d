"""``meshal export`` writes all or nothing, and says what is wrong without a traceback."""

from __future__ import annotations

import zipfile

import pytest

from meshal_compendium import export as export_module
from meshal_compendium.export import as_sqlite, export
from meshal_compendium.packs import SHIPPED
from meshal_compendium.problems import MeshalError

CORE = SHIPPED / "core"


def _fail_after_writing(compendium, path):
    path.write_bytes(b"half a file")
    raise RuntimeError("disk on fire")


@pytest.mark.parametrize("previous", [None, b"the old export"])
def test_a_failing_export_leaves_no_file_and_no_temp_file(tmp_path, monkeypatch, previous):
    monkeypatch.setitem(export_module.FROM_COMPENDIUM, "json", _fail_after_writing)
    target = tmp_path / "out.json"
    if previous is not None:
        target.write_bytes(previous)
    with pytest.raises(RuntimeError):
        export("json", [CORE], target)
    left = [p.name for p in tmp_path.iterdir()]
    assert left == ([] if previous is None else ["out.json"])
    if previous is not None:
        assert target.read_bytes() == previous


def test_a_failing_sqlite_build_leaves_nothing(tmp_path, monkeypatch):
    def broken(connection, compendium):
        connection.execute("INSERT INTO packs VALUES ('x', '', '', '', '', '{}')")
        raise RuntimeError("interrupted")

    monkeypatch.setattr(as_sqlite, "_fill", broken)
    with pytest.raises(RuntimeError):
        export("sqlite", [CORE], tmp_path / "out.sqlite")
    assert list(tmp_path.iterdir()) == []


def test_invalid_content_writes_nothing(tmp_path, pack):
    (pack / "terms.yaml").write_text("- kind: term\n  id: Bad Id\n", encoding="utf-8")
    with pytest.raises(MeshalError) as raised:
        export("json", [CORE, pack], tmp_path / "out.json")
    assert raised.value.code == "content-invalid"
    assert not (tmp_path / "out.json").exists()
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".out")] == []


def test_exit_codes_and_messages(cli, tmp_path, pack):
    ok = cli("export", "--format", "json", "--pack", CORE, "--pack", pack, "-o",
             tmp_path / "x.json", "--lang", "en")
    assert ok.exit_code == 0 and "exported json" in ok.output
    manifest = pack / "pack.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace("depends: [core]", "depends: [core, nowhere]"),
                        encoding="utf-8")
    cases = [
        (["--format", "xml", "-o", tmp_path / "x"], 2, "xml"),
        (["--format", "json"], 2, "--output"),
        (["--format", "json", "--pack", tmp_path / "missing", "-o", tmp_path / "x"], 2, "missing"),
        (["--format", "json", "-o", tmp_path], 1, "export-target-directory"),
        (["--format", "json", "-o", tmp_path / "no" / "x.json"], 1, "export-no-directory"),
        (["--format", "json", "--pack", pack / "terms.yaml", "-o", tmp_path / "x"], 1,
         "export-not-pack"),
        (["--format", "json", "--pack", pack, "-o", tmp_path / "y.json"], 1, "content-invalid"),
        (["--format", "zip", "--pack", SHIPPED, "-o", tmp_path / "y.zip"], 1,
         "export-zip-not-pack"),
    ]
    for args, code, text in cases:
        result = cli("export", *args, "--lang", "en")
        assert result.exit_code == code, (args, result.output)
        assert text in result.output and "Traceback" not in result.output, result.output
    assert not (tmp_path / "y.json").exists() and not (tmp_path / "y.zip").exists()


def test_messages_come_in_chinese_too(cli, tmp_path):
    result = cli("export", "--format", "json", "-o", tmp_path / "no" / "x.json", "--lang", "zh")
    assert result.exit_code == 1 and "输出目录" in result.output


def test_an_unknown_format_is_refused_before_anything_happens(tmp_path):
    with pytest.raises(MeshalError) as raised:
        export("xml", [], tmp_path / "x.xml")
    assert raised.value.code == "export-unknown-format" and list(tmp_path.iterdir()) == []


def test_zip_exports_the_shipped_handbook_by_default(cli, tmp_path):
    result = cli("export", "--format", "zip", "-o", tmp_path / "core.zip", "--lang", "en")
    assert result.exit_code == 0, result.output
    with zipfile.ZipFile(tmp_path / "core.zip") as zipped:
        assert "pack.yaml" in zipped.namelist() and b"id: core" in zipped.read("pack.yaml")


@pytest.mark.full  # many seconds of builds, processes or examples: not in make test-fast
@pytest.mark.parametrize("fmt", ["json", "sealdice", "sqlite", "zip"])
def test_a_dash_writes_to_standard_output(tmp_path, fmt):
    import subprocess
    import sys

    command = [sys.executable, "-m", "meshal_compendium.cli", "export", "--format", fmt, "-o", "-", "--lang", "en"]
    done = subprocess.run(command, cwd=tmp_path, capture_output=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert list(tmp_path.iterdir()) == []  # no file named "-"
    export(fmt, [], tmp_path / f"file.{fmt}")
    assert done.stdout == (tmp_path / f"file.{fmt}").read_bytes()
    assert b"exported" in done.stderr


@pytest.mark.parametrize("target", ["file/x.json", "file/sub/x.json", "/proc/x.json", "/sys/x.json",
                                    "/dev/null/x.json", "/proc/1/x.json"])
def test_an_output_the_system_refuses_is_a_clear_error(cli, tmp_path, monkeypatch, target):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "file").write_text("x", encoding="utf-8")
    result = cli("export", "--format", "json", "-o", target, "--lang", "en")
    assert result.exit_code == 1, result.output
    assert "internal error" not in result.output and "bug" not in result.output
    assert target.rsplit("/", 1)[0] in result.output
