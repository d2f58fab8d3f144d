"""The browser halves of the dice give the Python engines' exact odds: vectors from the engines,
checked by ``node --test tests/dice/dice.test.mjs``."""

from __future__ import annotations

from tests.dice.make_vectors import write_vectors
from tests.js.parity import node_parity


def test_each_rulesets_browser_dice_match_its_engine(tmp_path):
    counts, output = node_parity(tmp_path, write_vectors, "tests/dice/dice.test.mjs", "DICE_VECTORS")
    assert set(counts) == {"woss", "d20-pool", "tactics", "meshal"}
    assert f"# pass {2 * len(counts) + 1}" in output
