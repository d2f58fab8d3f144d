"""The site's math module (site/assets/js/meshal/math.js) computes exactly what the engine does:
vectors from the Python engine, checked by ``node --test tests/js/parity.test.mjs``."""

from __future__ import annotations

import pytest

from tests.js.make_vectors import write_vectors
from tests.js.parity import node_parity

pytestmark = pytest.mark.full  # make test-fast leaves it out: node --test over every vector


def test_js_math_matches_the_engine(tmp_path):
    node_parity(tmp_path, write_vectors, "tests/js/parity.test.mjs", "MESHAL_VECTORS")
