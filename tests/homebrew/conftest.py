"""Helpers for the homebrew tests: the CLI, a scaffolded pack, zips built by hand."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest
from click.testing import CliRunner

from bench.timing import run_measured
from meshal_compendium import archive
from meshal_compendium import load as load_module
from meshal_compendium.cli import main
from meshal_compendium.scaffold import scaffold_pack


@pytest.fixture
def cli():
    """Run ``meshal ARGS…``; returns click's Result (exit_code, output)."""

    def run(*args: str | Path):
        return CliRunner().invoke(main, [str(a) for a in args])

    return run


@pytest.fixture
def pack(tmp_path) -> Path:
    """A freshly scaffolded pack (zh and en), id ``glow``."""
    root = tmp_path / "glow"
    scaffold_pack(root, "glow")
    return root


@pytest.fixture
def zip_aware(monkeypatch):
    """The loader reading zips the way the wiring proposed for ``load._packs`` does."""
    original = load_module._packs

    def packs(paths, problems, *rest):
        unpacked = []
        for path in paths:
            if archive.is_archive(path):
                root = archive.extract(path, problems)
                unpacked.extend([root] if root else [])
            else:
                unpacked.append(path)
        return original(unpacked, problems, *rest)

    monkeypatch.setattr(load_module, "_packs", packs)


@pytest.fixture
def make_zip():
    """Write a zip with ``entries`` (name → bytes) as given: names unchecked, links marked."""

    def make(path: Path, entries: dict[str, bytes], links: tuple[str, ...] = ()) -> Path:
        with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as out:
            for name, data in entries.items():
                info = zipfile.ZipInfo(name)
                info.compress_type = zipfile.ZIP_DEFLATED
                if name in links:
                    info.create_system = 3
                    info.external_attr = 0o120777 << 16
                out.writestr(info, data)
        return path

    return make


@pytest.fixture
def meshal():
    """Run ``meshal ARGS… --lang en`` in a child process: (exit code, output, peak bytes).

    The timeout only guards the test run against a hang; no test asserts a time.
    """

    def run(*args, env: dict | None = None) -> tuple[int, str, int]:
        done, _wall, peak = run_measured([*args, "--lang", "en"], env=env, timeout=300)
        assert "Traceback" not in done.stderr and "internal error" not in done.stderr, done.stderr
        return done.returncode, done.stdout + done.stderr, peak

    return run
