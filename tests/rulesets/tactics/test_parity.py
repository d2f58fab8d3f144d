"""The tactics calculators' math (site/assets/js/tactics/tactics-math.js) computes exactly what the
engine does: vectors from the Python engine, checked by ``node --test parity.test.mjs``."""

from __future__ import annotations

import pytest

from tests.js.parity import node_parity
from tests.rulesets.tactics.make_vectors import write_vectors

pytestmark = pytest.mark.full  # make test-fast leaves it out: node --test over every vector


def test_js_math_matches_the_engine(tmp_path):
    node_parity(tmp_path, write_vectors, "tests/rulesets/tactics/parity.test.mjs", "TACTICS_VECTORS")
