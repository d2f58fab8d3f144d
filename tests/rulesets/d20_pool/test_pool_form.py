"""The pool calculator's numbers (site/assets/js/d20-pool/pool-odds.js) are the CLI's --json, its
opposing pool with every ``--vs-…`` option included: vectors from real CLI runs, checked by
``node --test pool_form.test.mjs``."""

from __future__ import annotations

from tests.js.parity import node_parity
from tests.rulesets.d20_pool.pool_form import CASES, write_vectors


def test_the_pool_calculator_computes_what_the_cli_prints(tmp_path):
    counts, output = node_parity(tmp_path, write_vectors, "tests/rulesets/d20_pool/pool_form.test.mjs",
                                 "D20_POOL_FORM_VECTORS")
    assert counts == {"pool": len(CASES)}
    assert "# pass 1" in output


def test_the_cases_give_every_vs_option():
    opposed = [second for _, second, _, _ in CASES if second]
    for option in ("advantage", "disadvantage", "extra", "deduct", "fortune"):
        assert any(second[option] for second in opposed), option
    assert {concealment for *_, concealment, _ in CASES} == {"none", "half", "full"}
