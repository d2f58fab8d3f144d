"""The WOSS calculators' math (site/assets/js/woss/woss-math.js) computes exactly what the engine
does: vectors from the Python engine, checked by ``node --test tests/rulesets/woss/parity.test.mjs``."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.rulesets.woss.make_vectors import write_vectors

ROOT = Path(__file__).resolve().parents[3]
NODE = shutil.which("node") or "/usr/bin/node"


def test_woss_js_math_matches_the_engine(tmp_path):
    if not Path(NODE).exists():
        pytest.fail("node (v20+) is needed for the parity tests: install nodejs")
    vectors = tmp_path / "vectors.json"
    counts = write_vectors(vectors)
    assert all(counts.values()), counts
    result = subprocess.run(
        [NODE, "--test", "tests/rulesets/woss/parity.test.mjs"], cwd=ROOT, capture_output=True, text=True,
        env={**os.environ, "WOSS_VECTORS": str(vectors)}, timeout=300,
    )
    assert result.returncode == 0, f"node --test failed:\n{result.stdout}\n{result.stderr}"
    assert "# fail 0" in result.stdout and "# pass 9" in result.stdout
