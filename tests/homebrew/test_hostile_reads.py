"""Nothing outside a pack is read, whatever a file's name or type; big files are refused unread."""

from __future__ import annotations

import os
import zipfile
from pathlib import Path

import pytest

SECRET = "TOP-SECRET-OUTSIDE-THE-PACK"


@pytest.fixture
def secret(tmp_path) -> Path:
    path = tmp_path / "outside" / "secret.yaml"
    path.parent.mkdir()
    path.write_text(f"kind: term\nid: stolen\nname: {{zh: {SECRET}, en: {SECRET}}}\n", encoding="utf-8")
    return path


@pytest.mark.parametrize("name", ["README.md", "pack.yaml", "terms.yaml", "sub/more.yaml"])
def test_a_link_out_of_the_pack_is_never_read(cli, pack, secret, tmp_path, name):
    link = pack / name
    link.parent.mkdir(exist_ok=True)
    link.unlink(missing_ok=True)
    link.symlink_to(secret)
    readme = name == "README.md"  # read only by the zip export, which carries it
    for args, fails in ((["validate", pack], not readme),
                        (["export", "--format", "json", "--pack", pack, "-o", tmp_path / "p.json"], not readme),
                        (["export", "--format", "zip", "--pack", pack, "-o", tmp_path / "p.zip"], True)):
        result = cli(*args, "--lang", "en")
        assert SECRET not in result.output
        assert result.exit_code == (1 if fails else 0), (args, result.output)
    assert not (tmp_path / "p.zip").exists()
    if readme:
        assert "link pointing outside the pack" in result.output
    else:
        assert "link pointing outside the pack" in cli("validate", pack, "--lang", "en").output
        assert not (tmp_path / "p.json").exists()


def test_a_link_inside_the_pack_is_read(cli, pack, tmp_path):
    (pack / "readme-link.md").symlink_to(pack / "README.md")
    (pack / "README.md").rename(pack / "AUTHORS.md")
    (pack / "README.md").symlink_to(pack / "AUTHORS.md")
    result = cli("export", "--format", "zip", "--pack", pack, "-o", tmp_path / "p.zip")
    assert result.exit_code == 0, result.output
    with zipfile.ZipFile(tmp_path / "p.zip") as zipped:
        assert zipped.read("README.md") == (pack / "AUTHORS.md").read_bytes()


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "/dev/stdin", "/proc/self/environ"])
def test_devices_and_system_files_are_not_content(cli, pack, device):
    (pack / "endless.yaml").symlink_to(device)
    result = cli("validate", pack, "--lang", "en")
    assert result.exit_code == 1 and "endless.yaml" in result.output


def test_a_pipe_named_like_content_is_not_waited_for(cli, pack):
    os.mkfifo(pack / "pipe.yaml")
    os.mkfifo(pack / "README.md.fifo")
    (pack / "README.md").unlink()
    os.mkfifo(pack / "README.md")
    result = cli("validate", pack, "--lang", "en")
    assert result.exit_code == 0, result.output  # a pipe is not a content file: not even opened
    result = cli("export", "--format", "zip", "--pack", pack, "-o", pack.parent / "p.zip", "--lang", "en")
    assert result.exit_code == 1 and "not a regular file" in result.output


def test_a_huge_sparse_file_is_refused_before_it_is_read(meshal, pack):
    with (pack / "huge.yaml").open("wb") as huge:
        huge.truncate(2 * 1024**3)
    code, output, peak = meshal("validate", pack)
    assert code == 1 and "[limit-load-bytes]" in output  # the sizes are added up before any file is read
    trusted = {**os.environ, "MESHAL_LIMIT_LOAD_BYTES": str(4 * 1024**3)}
    code, output, peak = meshal("validate", pack, env=trusted)
    assert code == 1 and "[file-too-large]" in output
    assert peak < 512 * 1024**2, peak
