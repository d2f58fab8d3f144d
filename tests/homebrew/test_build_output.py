"""A build never deletes or overwrites what it did not make, and concurrent builds never mix."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from meshal_compendium.problems import MeshalError
from meshal_compendium.site import build as build_module
from meshal_compendium.site import output
from meshal_compendium.site.build import ROOT, build

# A whole site of one small ruleset: what these tests ask of a build is the same for every site.
SMALL = ("--ruleset", "d20-pool")


def _tree(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


@pytest.mark.parametrize("where", ["pack", "pack/site", "parent", "cwd", "cwd-parent", "content", "content/core/x",
                                   "assets"])
def test_an_output_that_is_holds_or_lies_in_an_input_is_refused_untouched(cli, pack, tmp_path, monkeypatch, where):
    monkeypatch.chdir(tmp_path)
    out = {"pack": pack, "pack/site": pack / "site", "parent": pack.parent, "cwd": tmp_path,
           "cwd-parent": tmp_path.parent, "content": ROOT / "content", "content/core/x": ROOT / "content/core/x",
           "assets": ROOT / "site"}[where]
    before = _tree(pack)
    result = cli("build", "--pack", pack, "--out", out, "--lang", "en")
    assert result.exit_code == 1, result.output
    assert "refusing to build into" in result.output and "[build-output-overlaps]" in result.output
    assert _tree(pack) == before
    assert not (ROOT / "content/core/x").exists()


def test_a_folder_we_did_not_make_is_never_replaced(cli, tmp_path):
    out = tmp_path / "site"
    out.mkdir()
    (out / "notes.txt").write_text("mine", encoding="utf-8")
    result = cli("build", "--out", out, "--lang", "zh")
    assert result.exit_code == 1
    assert "[build-output-not-ours]" in result.output and "拒绝替换" in result.output
    assert _tree(out) == {"notes.txt": b"mine"}


def test_a_file_as_output_is_refused(cli, tmp_path):
    out = tmp_path / "site"
    out.write_text("x", encoding="utf-8")
    result = cli("build", "--out", out, "--lang", "en")  # click refuses it as a usage error
    assert result.exit_code == 2 and "is a file" in result.output
    with pytest.raises(MeshalError) as refused:
        build(out=out)
    assert refused.value.code == "build-output-not-folder"
    assert out.read_text(encoding="utf-8") == "x"


@pytest.mark.full  # many seconds of builds, processes or examples: not in make test-fast
def test_a_rebuild_replaces_only_its_own_output(cli, tmp_path):
    out = tmp_path / "site"
    neighbours = {name: tmp_path / name for name in ("site.old", ".site.old", "site.new", "site-old")}
    for folder in neighbours.values():
        folder.mkdir()
        (folder / "keep.txt").write_text(folder.name, encoding="utf-8")
    for _ in range(2):  # the second build replaces the first, which carries the marker
        result = cli("build", "--out", out, "--lang", "en", *SMALL)
        assert result.exit_code == 0, result.output
    assert (out / output.MARKER).is_file() and (out / "en" / "index.html").is_file()
    for name, folder in neighbours.items():
        assert (folder / "keep.txt").read_text(encoding="utf-8") == name
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([*neighbours, "site"])  # no lock, no staging
    assert not output.lock_path(out).exists()


def test_a_second_build_into_the_same_output_is_refused_while_one_runs(cli, tmp_path):
    out = tmp_path / "site"
    with output.locked(out):
        result = cli("build", "--out", out, "--lang", "en")
    assert result.exit_code == 1 and "[build-busy]" in result.output
    assert not out.exists()
    assert list(tmp_path.iterdir()) == [] and not output.lock_path(out).exists()


def _linked(tmp_path: Path, how: str) -> tuple[Path, list[Path]]:
    """The output the build is given, and the folders that must hold nothing but it (or its link) after."""
    if how == "plain":
        return tmp_path / "site", [tmp_path]
    (tmp_path / "real" / "site").mkdir(parents=True)  # an empty folder: ours to fill
    (tmp_path / "here").mkdir()
    (tmp_path / "here" / "site").symlink_to(tmp_path / "real" / "site", target_is_directory=True)
    return tmp_path / "here" / "site", [tmp_path / "real", tmp_path / "here"]


@pytest.mark.parametrize("how", ["plain", "symlink"])
def test_a_failed_build_leaves_nothing_beside_its_output(cli, tmp_path, monkeypatch, how):
    out, folders = _linked(tmp_path, how)

    def failing(compendium, out, staging, *rest):
        (staging / "half.html").write_text("half", encoding="utf-8")
        raise MeshalError("build-output", out=out, reason="disk full")

    monkeypatch.setattr(build_module, "_build_languages", failing)
    result = cli("build", "--out", out, "--lang", "en")
    assert result.exit_code == 1 and "disk full" in result.output, result.output
    for folder in folders:
        assert [p.name for p in folder.iterdir()] == ([] if how == "plain" else ["site"]), folder
    assert not output.lock_path(out).exists()


def test_a_build_through_a_symlink_leaves_nothing_beside_the_link_or_its_target(cli, tmp_path, monkeypatch):
    out, folders = _linked(tmp_path, "symlink")

    def quick(compendium, out, staging, *rest):  # the engine's builds are not what this is about
        (staging / "index.html").write_text("built", encoding="utf-8")

    monkeypatch.setattr(build_module, "_build_languages", quick)
    monkeypatch.setattr(build_module.paper, "write_print", lambda *args: None)
    monkeypatch.setattr(build_module.offline, "write_offline", lambda *args: None)
    result = cli("build", "--out", out, "--lang", "en")
    assert result.exit_code == 0, result.output
    assert (out / "index.html").read_text(encoding="utf-8") == "built" and out.is_symlink()
    for folder in folders:
        assert [p.name for p in folder.iterdir()] == ["site"], folder
    assert not output.lock_path(out).exists()


def test_a_lock_is_taken_again_once_its_build_ends(tmp_path):
    out = tmp_path / "site"
    with output.locked(out):
        assert output.lock_path(out).exists() and list(tmp_path.iterdir()) == []
        with pytest.raises(MeshalError) as busy, output.locked(tmp_path / "." / "site"):
            pass
        assert busy.value.code == "build-busy"
    assert not output.lock_path(out).exists()
    with output.locked(out):  # a fresh file, as if another build came next
        assert output.lock_path(out).exists()
    assert not output.lock_path(out).exists()


@pytest.mark.full  # many seconds of builds, processes or examples: not in make test-fast
def test_two_builds_into_one_output_at_once_leave_only_the_output(tmp_path):
    env = {**os.environ, "LANG": "C.UTF-8"}
    command = [sys.executable, "-m", "meshal_compendium.cli", "build", "--out", str(tmp_path / "site"),
               "--lang", "en", *SMALL]
    runs = [subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT) for _ in range(2)]
    results = [(run.wait(timeout=600), run.stdout.read().decode()) for run in runs]
    assert any(code == 0 for code, _ in results), results
    for code, said in results:  # the other one waited for nothing: refused at once, or ran after
        assert code == 0 or (code == 1 and "[build-busy]" in said), said
    assert [p.name for p in tmp_path.iterdir()] == ["site"]
    assert (tmp_path / "site" / output.MARKER).is_file()
    assert not output.lock_path(tmp_path / "site").exists()


def _pack(root: Path, id: str) -> Path:
    """A pack of one term over the d20 pool's (a small ruleset: what is checked is that each build gets its own)."""
    pack = root / id
    pack.mkdir()
    (pack / "pack.yaml").write_text(
        f"id: {id}\nname: {{zh: {id}, en: {id}}}\nversion: 1.0.0\nauthors: [t]\nlicense: CC0-1.0\n"
        "languages: [zh, en]\norigin: homebrew\nruleset: d20-pool\ndepends: [d20-pool]\n", encoding="utf-8")
    (pack / "fog.yaml").write_text(
        f"kind: term\nid: {id}-fog\nname: {{zh: 雾{id}, en: Fog {id}}}\nsummary: {{zh: 雾, en: fog}}\n"
        "section: d20-attributes\n", encoding="utf-8")
    return pack


@pytest.mark.full  # many seconds of builds, processes or examples: not in make test-fast
def test_concurrent_builds_each_get_their_own_pack(tmp_path):
    env = {**os.environ, "LANG": "C.UTF-8"}
    builds = {}
    for id in ("alpha", "beta"):
        command = [sys.executable, "-m", "meshal_compendium.cli", "build", "--pack", str(_pack(tmp_path, id)),
                   "--out", str(tmp_path / f"out-{id}")]
        builds[id] = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    for process in builds.values():
        assert process.wait(timeout=300) == 0, process.stdout.read().decode()
    for id, other in (("alpha", "beta"), ("beta", "alpha")):
        glossary = (tmp_path / f"out-{id}" / "en" / "d20-pool" / "glossary" / "index.html").read_text(encoding="utf-8")
        assert f'id="{id}-fog"' in glossary and f"Fog {id}" in glossary
        assert f"{other}-fog" not in glossary and f"Fog {other}" not in glossary
    assert sorted(p.name for p in tmp_path.iterdir()) == ["alpha", "beta", "out-alpha", "out-beta"]
