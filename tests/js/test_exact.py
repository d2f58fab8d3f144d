"""The compatibility module ``site/assets/js/meshal-math.js`` still gives plugins ``Q``, ``MeshalError``
and ``Distribution`` (the same classes as ``exact.js``) and imports nothing of Meshal's:
``node --test tests/js/exact.test.mjs``."""

from __future__ import annotations

import subprocess

from tests.js.parity import NODE, ROOT


def test_the_old_math_path_still_gives_the_exact_numbers():
    result = subprocess.run([NODE, "--test", "tests/js/exact.test.mjs"], cwd=ROOT, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, f"{result.stdout}\n{result.stderr}"
    assert "# pass 3" in result.stdout and "# fail 0" in result.stdout
