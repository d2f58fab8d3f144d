"""Random mutations of valid entries never crash the validator: a clean problem, or valid."""

from __future__ import annotations

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from meshal_compendium.load import load
from meshal_compendium.packs import SHIPPED

pytestmark = pytest.mark.full  # make test-fast leaves it out: hypothesis: hundreds of validations

SAMPLES = [
    entry
    for path in sorted((SHIPPED / "core").rglob("*.yaml"))
    if path.name != "pack.yaml"
    for entry in (lambda v: v if isinstance(v, list) else [v])(
        yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader))
][::7]

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False)
    | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=8,
)


@st.composite
def mutated(draw):
    entry = draw(st.sampled_from(SAMPLES))
    entry = yaml.load(yaml.dump(entry), Loader=yaml.CSafeLoader)  # a private copy
    for _ in range(draw(st.integers(1, 3))):
        node = entry
        while isinstance(node, dict | list) and node and draw(st.booleans()):
            keys = list(node) if isinstance(node, dict) else list(range(len(node)))
            child = node[draw(st.sampled_from(keys))]
            if not isinstance(child, dict | list) or not child:
                break
            node = child
        if isinstance(node, dict) and node:
            key = draw(st.sampled_from(sorted(node)))
            action = draw(st.sampled_from(["delete", "replace", "rename", "add"]))
            if action == "delete":
                del node[key]
            elif action == "replace":
                node[key] = draw(json_values)
            elif action == "rename":
                node[draw(st.text(min_size=1, max_size=8))] = node.pop(key)
            else:
                node[draw(st.text(min_size=1, max_size=8))] = draw(json_values)
        elif isinstance(node, list) and node:
            node[draw(st.integers(0, len(node) - 1))] = draw(json_values)
    return entry


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(entry=mutated())
def test_mutated_entries_give_problems_not_crashes(entry, tmp_path_factory):
    path = tmp_path_factory.mktemp("m") / "entry.yaml"
    path.write_text(yaml.dump(entry, allow_unicode=True), encoding="utf-8")
    result = load([path])
    for found in result.problems:
        assert found.line >= 1 and found.column >= 1
        assert found.message("en") and found.message("zh")


@settings(max_examples=300, deadline=None)
@given(entry=mutated())
def test_the_fast_validator_agrees_with_the_explaining_one(entry):
    """Valid entries are decided by jsonschema-rs alone, so it must never disagree."""
    from meshal_compendium import schemas

    kind = entry.get("kind") if isinstance(entry, dict) else None
    if kind in schemas.kinds():
        assert schemas.fast_validator(kind).is_valid(entry) == schemas.validator(kind).is_valid(entry)
