"""Build progress numbers its steps once each, in order, over the whole build (every edition)."""

from __future__ import annotations

import re

import pytest

from meshal_compendium.site.build import build

pytestmark = pytest.mark.full  # make test-fast leaves it out: builds sites


@pytest.mark.parametrize("search_by", ["auto", "pagefind"])
def test_progress_steps_count_up_once_each(tmp_path, search_by):
    lines: list[str] = []
    build(out=tmp_path / "out", work=tmp_path / "work", progress=lines.append, lang="en", search_by=search_by,
          shown=["d20-pool"])  # one small ruleset's site: the steps are every site's
    steps = [re.match(r"\[(\d+)/(\d+)\] ", line).groups() for line in lines]
    total = len(lines)
    assert steps == [(str(n), str(total)) for n in range(1, total + 1)], lines
    assert total == 9 and lines[-1].startswith(f"[{total}/{total}] done")
    # Pagefind indexes each edition in its build's worker, right after mkdocs: said in those steps.
    indexed = [line.split("]")[0] + "]" for line in lines if "Pagefind" in line]
    assert indexed == (["[3/9]", "[5/9]", "[7/9]"] if search_by == "pagefind" else [])
