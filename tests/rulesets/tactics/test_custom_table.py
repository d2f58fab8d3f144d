"""A weapon table written in the damage and exchange calculators (the CLI's ``--weapon-faces``)
gives what the CLI prints, rulings included: vectors from real CLI runs, checked by
``node --test custom_table.test.mjs``."""

from __future__ import annotations

import pytest

from tests.js.parity import node_parity
from tests.rulesets.tactics.custom_table import write_vectors

pytestmark = pytest.mark.full  # about 15 s: a CLI run (the content loaded) per case


def test_written_tables_compute_what_the_cli_prints(tmp_path):
    counts, output = node_parity(tmp_path, write_vectors, "tests/rulesets/tactics/custom_table.test.mjs",
                                 "TACTICS_TABLE_VECTORS")
    assert set(counts) == {"damage", "check", "exchange"}
    assert "# pass 3" in output
