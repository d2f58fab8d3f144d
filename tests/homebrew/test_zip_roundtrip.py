"""A pack exported as a zip reads back: unpacked, checksums verified, validated."""

from __future__ import annotations

import hashlib
import zipfile

from meshal_compendium import archive
from meshal_compendium.export import export
from meshal_compendium.load import load
from meshal_compendium.packs import SHIPPED

CORE = SHIPPED / "core"


def _zipped(pack, tmp_path):
    return export("zip", [pack, CORE], tmp_path / "glow.zip")


def test_zip_holds_sources_manifest_and_checksums(pack, tmp_path):
    with zipfile.ZipFile(_zipped(pack, tmp_path)) as zipped:
        names = zipped.namelist()
        assert names == sorted(names)
        assert {"pack.yaml", "terms.yaml", "README.md", archive.CHECKSUMS} <= set(names)
        assert {info.date_time for info in zipped.infolist()} == {(1980, 1, 1, 0, 0, 0)}
        listed = zipped.read(archive.CHECKSUMS).decode("utf-8").splitlines()
        assert len(listed) == len(names) - 1
        for line in listed:
            digest, name = line.split("  ")
            assert hashlib.sha256(zipped.read(name)).hexdigest() == digest


def test_round_trip_validates(pack, tmp_path):
    problems = []
    root = archive.extract(_zipped(pack, tmp_path), problems)
    assert problems == [] and (root / "pack.yaml").is_file()
    result = load([CORE, root])
    assert result.ok, result.problems
    assert result.compendium.get("term", "glow-glowmoss").provenance.pack == "glow"
    assert archive.shown_as(root / "terms.yaml") == f"{tmp_path / 'glow.zip'}/terms.yaml"


def test_validate_and_export_read_a_zip(cli, pack, tmp_path, zip_aware):
    zipped = _zipped(pack, tmp_path)
    result = cli("validate", CORE, zipped, "--lang", "en")
    assert result.exit_code == 0, result.output
    again = cli("export", "--format", "zip", "--pack", zipped, "--pack", CORE,
                "-o", tmp_path / "again.zip")
    assert again.exit_code == 0, again.output
    assert (tmp_path / "again.zip").read_bytes() == zipped.read_bytes()


def test_problems_inside_a_zip_name_the_zip(cli, pack, tmp_path, zip_aware, make_zip):
    files = {p.name: p.read_bytes() for p in pack.iterdir() if p.is_file()}  # its schemas/ need not travel
    files["terms.yaml"] = files["terms.yaml"].replace(b"see: [dim]", b"see: [dimm]")
    broken = make_zip(tmp_path / "broken.zip", files)
    result = cli("validate", CORE, broken, "--lang", "en")
    assert result.exit_code == 1 and "reference-unknown" in result.output
    assert "Traceback" not in result.output


def test_a_changed_file_fails_its_checksum(pack, tmp_path, make_zip):
    with zipfile.ZipFile(_zipped(pack, tmp_path)) as zipped:
        files = {name: zipped.read(name) for name in zipped.namelist()}
    files["terms.yaml"] += b"\n# changed after packing\n"
    files["extra.yaml"] = b"- kind: term\n"
    del files["items.yaml"]
    problems = []
    assert archive.extract(make_zip(tmp_path / "tampered.zip", files), problems) is None
    codes = {(p.code, dict(p.fields)["name"]) for p in problems}
    assert codes == {("archive-checksum-mismatch", "terms.yaml"),
                     ("archive-checksum-unlisted", "extra.yaml"),
                     ("archive-checksum-missing", "items.yaml")}
    assert {p.file for p in problems} == {str(tmp_path / "tampered.zip")}


def test_a_zip_without_checksums_is_read(pack, tmp_path, make_zip):
    files = {p.name: p.read_bytes() for p in pack.iterdir() if p.is_file()}  # its schemas/ need not travel
    problems = []
    root = archive.extract(make_zip(tmp_path / "plain.zip", files), problems)
    assert problems == [] and load([CORE, root]).ok


def test_only_the_first_pack_is_zipped(pack, tmp_path):
    with zipfile.ZipFile(_zipped(pack, tmp_path)) as zipped:
        manifest = zipped.read("pack.yaml").decode("utf-8")
        assert "id: glow" in manifest
        assert not any("chapters/" in name for name in zipped.namelist())  # nothing of core
