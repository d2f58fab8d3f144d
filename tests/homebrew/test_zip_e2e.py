"""A new author's whole path: scaffold → export zip → validate and build from the zip."""

from __future__ import annotations

import zipfile

import pytest
from click.testing import CliRunner

from meshal_compendium.cli import main
from meshal_compendium.packs import SHIPPED

CORE = SHIPPED / "core"


def _meshal(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


@pytest.mark.full  # many seconds of builds, processes or examples: not in make test-fast
def test_new_export_zip_validate_build(tmp_path):
    pack, zipped = tmp_path / "glow", tmp_path / "glow.zip"
    assert _meshal("new", "pack", pack).exit_code == 0
    made = _meshal("export", "--format", "zip", "--pack", pack, "--pack", CORE, "-o", zipped)
    assert made.exit_code == 0, made.output
    assert _meshal("validate", CORE, zipped, "--lang", "en").exit_code == 0
    built = _meshal("build", "--pack", CORE, "--pack", zipped, "--out", tmp_path / "site")
    assert built.exit_code == 0, built.output
    assert list((tmp_path / "site").rglob("*.html"))


def test_problems_in_a_zip_name_the_file_inside_it(tmp_path):
    zipped = tmp_path / "bad.zip"
    manifest = "id: bad\nname: {en: Bad}\nversion: 1.0.0\nauthors: [x]\nlicense: x\nlanguages: [en]\norigin: homebrew\n"
    with zipfile.ZipFile(zipped, "w") as out:
        out.writestr("pack.yaml", manifest)
        out.writestr("terms.yaml", "- kind: term\n  id: Bad Id\n")
    result = _meshal("validate", zipped, "--lang", "en")
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert f"{zipped}/terms.yaml:" in result.output
