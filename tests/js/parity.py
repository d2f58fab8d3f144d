"""Run one ruleset's JS parity test: vectors written from its Python engine, read by ``node --test``."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NODE = shutil.which("node") or "/usr/bin/node"


def node_parity(tmp_path: Path, write_vectors: Callable[[Path], dict], script: str, variable: str,
                timeout: int = 300) -> tuple[dict, str]:
    """Write the vectors, run ``node --test script`` with their path in ``variable``; its counts and output."""
    if not Path(NODE).exists():
        pytest.fail("node (v20+) is needed for the parity tests: install nodejs")
    vectors = tmp_path / "vectors.json"
    counts = write_vectors(vectors)
    assert all(counts.values()), counts
    result = subprocess.run([NODE, "--test", script], cwd=ROOT, capture_output=True, text=True,
                            env={**os.environ, variable: str(vectors)}, timeout=timeout)
    assert result.returncode == 0, f"node --test failed:\n{result.stdout}\n{result.stderr}"
    assert "# fail 0" in result.stdout
    return counts, result.stdout
