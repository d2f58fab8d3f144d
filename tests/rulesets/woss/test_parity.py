"""The WOSS calculators' math (site/assets/js/woss/woss-math.js) computes exactly what the engine
does: vectors from the Python engine, checked by ``node --test tests/rulesets/woss/parity.test.mjs``."""

from __future__ import annotations

from tests.js.parity import node_parity
from tests.rulesets.woss.make_vectors import write_vectors


def test_woss_js_math_matches_the_engine(tmp_path):
    counts, output = node_parity(tmp_path, write_vectors, "tests/rulesets/woss/parity.test.mjs", "WOSS_VECTORS")
    assert "# pass 17" in output
