"""Every class of bad input has a fixture whose first line says where the problem is.

``# expect: LINE:COL CODE`` — the validator must report that problem at exactly that place.
"""

from __future__ import annotations

import re

import pytest

from meshal_compendium.load import load
from tests.conftest import FIXTURES

CASES = sorted((FIXTURES / "invalid").glob("*.yaml"))


def _expected(path):
    match = re.match(r"# expect: (\d+):(\d+) ([a-z-]+)", path.read_text(encoding="utf-8"))
    return int(match.group(1)), int(match.group(2)), match.group(3)


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_fixture_reports_its_problem(path):
    line, column, code = _expected(path)
    result = load([path])
    assert not result.ok
    mine = [(p.line, p.column, p.code) for p in result.problems if p.file.endswith(path.name)]
    assert (line, column, code) in mine, mine
    found = next(p for p in result.problems if (p.line, p.column, p.code) == (line, column, code))
    assert found.message("zh") != found.message("en")
