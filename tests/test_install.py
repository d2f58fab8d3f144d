"""A plain (not editable) install works: the wheel carries the content, schemas and wiki assets.

The wheel is built from a copy of the source tree with the pinned setuptools (no download), installed
into a throwaway venv that borrows this environment's dependencies, and run from outside the tree.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from tests.conftest import ROOT

pytestmark = pytest.mark.full  # make test-fast leaves it out: builds a wheel and a site with it

SOURCES = ("setup.py", "MANIFEST.in", "pyproject.toml", "README.md", "README.zh.md", "mkdocs.yml",
           "meshal_compendium", "content", "schemas", "site")


def _run(*args: object, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(a) for a in args], cwd=cwd, capture_output=True, text=True, timeout=300)


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> tuple[Path, str]:
    """(the venv's bin directory, the wheel build's output)."""
    root = tmp_path_factory.mktemp("install")
    tree = root / "tree"
    for name in SOURCES:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, tree / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            tree.mkdir(exist_ok=True)
            shutil.copy2(source, tree / name)
    built = _run(sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index",
                 "-w", root / "dist", ".", cwd=tree)
    assert built.returncode == 0, built.stderr
    venv = root / "venv"
    _run(sys.executable, "-m", "venv", "--without-pip", venv, cwd=root).check_returncode()
    python = venv / "bin" / "python"
    purelib = _run(python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])", cwd=root).stdout.strip()
    # Dependencies come from this environment; its editable meshal_compendium does not (a .pth in a
    # directory added by a .pth is not run), so the code under test is the wheel's.
    Path(purelib, "dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8")
    wheel = next((root / "dist").glob("meshal_compendium-*.whl"))
    done = _run(sys.executable, "-m", "pip", "--python", python, "install", "--no-deps", "--no-index", wheel, cwd=root)
    assert done.returncode == 0, done.stderr
    return venv / "bin", built.stdout + built.stderr


def test_the_build_prints_no_deprecation(installed):
    _, log = installed
    assert "deprecat" not in log.lower(), log


def test_the_build_leaves_the_source_tree_as_it_was(installed):
    """No ``build/`` or ``*.egg-info`` left beside the sources: ``pip install .`` in a checkout changes nothing."""
    bin, _ = installed
    tree = bin.parent.parent / "tree"
    assert sorted(p.name for p in tree.iterdir()) == sorted(Path(name).parts[0] for name in SOURCES)


def test_the_installed_cli_validates_the_shipped_content(installed, tmp_path):
    bin, _ = installed
    where = _run(bin / "python", "-c", "import meshal_compendium; print(meshal_compendium.__file__)", cwd=tmp_path)
    assert Path(where.stdout.strip()).is_relative_to(bin.parent), where.stdout
    done = _run(bin / "meshal", "validate", "--lang", "en", cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 errors" in done.stdout and "checked 0 entries" not in done.stdout


def test_the_installed_cli_computes_odds(installed, tmp_path):
    bin, _ = installed
    done = _run(bin / "meshal", "odds", "3d", "--lang", "en", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "test succeeds (points > 0): 19/27" in done.stdout


def test_the_installed_cli_builds_the_wiki(installed, tmp_path):
    bin, _ = installed
    done = _run(bin / "meshal", "build", "--out", tmp_path / "site", "--lang", "en", cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert (tmp_path / "site" / "en" / "items" / "longsword" / "index.html").is_file()
    assert (tmp_path / "site" / "en" / "assets" / "meshal.css").is_file()
    assert (tmp_path / "site" / "en" / "guide" / "players" / "index.html").is_file()  # the manual, from package data
