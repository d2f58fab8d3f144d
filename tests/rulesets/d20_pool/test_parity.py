"""The d20 success pool's math module (site/assets/js/d20-pool/d20-math.js) computes exactly what
the engine does: vectors from the Python engine, checked by ``node --test``."""

from __future__ import annotations

import pytest

from tests.js.parity import node_parity
from tests.rulesets.d20_pool.make_vectors import write_vectors

pytestmark = pytest.mark.full  # make test-fast leaves it out: node --test over every vector


def test_js_math_matches_the_engine(tmp_path):
    counts, output = node_parity(tmp_path, write_vectors, "tests/rulesets/d20_pool/parity.test.mjs",
                                 "D20_POOL_VECTORS", timeout=600)
    assert f"# pass {len(counts) + 1}" in output   # one test per group, and the calculator's own versus limit
