"""Validation and the outputs agree: every pack that validates also writes its pages and exports."""

from __future__ import annotations

import copy
import json
import sqlite3

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from meshal_compendium.export import FROM_COMPENDIUM, as_zip
from meshal_compendium.load import load
from meshal_compendium.packs import SHIPPED
from meshal_compendium.site.render import write_language

pytestmark = pytest.mark.full  # make test-fast leaves it out: hypothesis: pages and exports per example

SAMPLES = [
    entry
    for path in sorted((SHIPPED / "samples").rglob("*.yaml"))
    if path.name != "pack.yaml"
    for entry in yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)
][::5]
TOKENS = ["{term:gap}", "{term:gap|破绽们}", "{section:dice-rolling}", "{ability:x}", "{item:longsword}",
          "3🎲", "200🎲", "强壮🎲", "Might/Elastane high🎲", "2🎲⁺", "🎲", "[行动1]", "[Gap 2]", "**", "- ",
          "\n\n", "{: #__config }", "<script>x</script>", "&amp;", "---\n", "\u2028", "\x7f", "\x85"]
hostile_text = st.lists(st.sampled_from(TOKENS) | st.text(max_size=12), max_size=6).map("".join)
numbers = st.integers(-(2**53) + 1, 2**53 - 1) | st.integers(0, 10)


def _change(value, draw, languages):
    """The sample with its texts and numbers redrawn, keeping its shape."""
    if isinstance(value, dict):
        if set(value) <= {"zh", "en"} and value and all(isinstance(v, str) for v in value.values()):
            return {lang: draw(hostile_text) or "x" for lang in languages}
        return {key: _change(item, draw, languages) for key, item in value.items()}
    if isinstance(value, list):
        return [_change(item, draw, languages) for item in value]
    if isinstance(value, int) and not isinstance(value, bool) and draw(st.booleans()):
        return draw(numbers)
    return value


@st.composite
def packs(draw):
    languages = draw(st.sampled_from([["zh", "en"], ["zh"], ["en"]]))
    entries = []
    for index, sample in enumerate(draw(st.lists(st.sampled_from(SAMPLES), min_size=1, max_size=4))):
        entry = _change(copy.deepcopy(sample), draw, languages)
        entry["id"] = f"hp-{index}"
        entries.append(entry)
    if draw(st.booleans()):  # an override of a handbook entry, as authors write them
        entries.append({"kind": "term", "id": "gap", "extends": "core",
                        "name": {lang: draw(hostile_text) or "x" for lang in languages}})
    return languages, entries


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                 HealthCheck.too_slow])
@given(drawn=packs())
def test_whatever_validates_writes_its_pages_and_exports(drawn, tmp_path_factory):
    languages, entries = drawn
    root = tmp_path_factory.mktemp("p")
    pack = root / "hp"
    pack.mkdir()
    manifest = {"id": "hp", "name": {lang: "HP" for lang in languages}, "version": "1.0.0", "authors": ["h"],
                "license": "CC0-1.0", "languages": languages, "origin": "homebrew", "depends": ["core"]}
    (pack / "pack.yaml").write_text(yaml.safe_dump(manifest, allow_unicode=True), encoding="utf-8")
    (pack / "entries.yaml").write_text(yaml.safe_dump(entries, allow_unicode=True), encoding="utf-8")
    result = load([pack])
    if not result.ok:
        return
    for lang in ("zh", "en"):
        assert write_language(result.compendium, lang, root / "md" / lang)
    for fmt, write in FROM_COMPENDIUM.items():
        write(result.compendium, root / f"out.{fmt}")
    json.loads((root / "out.json").read_text(encoding="utf-8"))  # strict JSON: no NaN
    json.loads((root / "out.sealdice").read_text(encoding="utf-8"))
    sqlite3.connect(root / "out.sqlite").execute("SELECT count(*) FROM search").fetchone()
    as_zip.write(as_zip.collect([pack]), root / "out.zip")
    assert load([root / "out.zip"]).ok
