"""``load.Reuse`` (``meshal serve``'s loads after a save): the result is always what a fresh load gives,
and only what a save changed is made again."""

from __future__ import annotations

import pytest

from meshal_compendium.load import Reuse, load
from meshal_compendium.scaffold import scaffold_pack


@pytest.fixture
def pack(tmp_path):
    scaffold_pack(tmp_path / "glow", "glow")
    return tmp_path / "glow"


def _same_as_fresh(pack, reuse):
    again, fresh = load([pack], reuse=reuse), load([pack])
    assert again.problems == fresh.problems
    assert (again.compendium and again.compendium.entries) == (fresh.compendium and fresh.compendium.entries)
    return again


def _edit(path, old, new):
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_a_file_not_changed_gives_the_same_entries_and_a_changed_one_new_ones(pack):
    reuse = Reuse()
    first = _same_as_fresh(pack, reuse).compendium
    _edit(pack / "terms.yaml", "en: Glowmoss}", "en: Shining moss}")
    after = _same_as_fresh(pack, reuse).compendium
    assert after.get("term", "glow-glowmoss") is not first.get("term", "glow-glowmoss")
    assert after.get("term", "glow-glowmoss").name.en == "Shining moss"
    assert after.get("ability", "glow-spore-burst") is first.get("ability", "glow-spore-burst")
    assert after.get("term", "gap") is first.get("term", "gap")  # core's, read once


def test_a_reference_in_a_file_not_changed_is_checked_again_when_what_it_names_goes(pack):
    reuse = Reuse()
    _same_as_fresh(pack, reuse)
    _edit(pack / "terms.yaml", "id: glow-glowmoss", "id: glow-moss")
    broken = _same_as_fresh(pack, reuse)
    assert any(p.code == "reference-unknown" and p.file.endswith("abilities.yaml") for p in broken.problems)
    _edit(pack / "terms.yaml", "id: glow-moss", "id: glow-glowmoss")
    assert _same_as_fresh(pack, reuse).ok


def test_a_file_broken_and_mended_is_said_and_then_loads(pack):
    reuse = Reuse()
    _same_as_fresh(pack, reuse)
    _edit(pack / "species.yaml", "kind: species", "kind: specie")
    assert not _same_as_fresh(pack, reuse).ok
    _edit(pack / "species.yaml", "kind: specie", "kind: species")
    assert _same_as_fresh(pack, reuse).ok


def test_the_same_bytes_in_another_pack_are_checked_in_that_pack(pack, tmp_path):
    reuse = Reuse()
    _same_as_fresh(pack, reuse)
    scaffold_pack(tmp_path / "other", "other", languages=("en",))
    (tmp_path / "other" / "terms.yaml").write_bytes((pack / "terms.yaml").read_bytes())
    _same_as_fresh(tmp_path / "other", reuse)
