"""Run one ruleset's JS parity test: vectors written from its Python engine, read by ``node --test``
(its harness, shared by every ruleset's, is ``harness.mjs``); and what each ``make_vectors`` shares."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from meshal_compendium.problems import MeshalError

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


def outcome(fn: Callable[[], Any]) -> Any:
    """The result, or ``{"error": code}`` for a MeshalError (with the column, where notation gives one),
    as the JS harness's ``outcome``."""
    try:
        return fn()
    except MeshalError as error:
        column = getattr(error, "column", None)
        return {"error": error.code} if column is None else {"error": error.code, "column": column}


def write_vectors(path: Path, vectors: dict[str, Any]) -> dict[str, int]:
    """Write ``vectors`` (``{"cases": {group: [...]}, …}``) to ``path``; the number of cases per group.
    Sorted keys, as the build writes its calculators' JSON: key order carries no meaning."""
    path.write_text(json.dumps(vectors, ensure_ascii=False, sort_keys=True), encoding="utf-8")
    return {group: len(cases) for group, cases in vectors["cases"].items()}
