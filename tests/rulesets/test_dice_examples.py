"""A dice field's placeholder in the workshop is its schema's own ``examples`` (JSON Schema's keyword):
each example is a roll its ruleset's notation reads, of the pool kind the field needs."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from meshal_compendium import rulesets, schemas


def _dice_fields(kind: str) -> Iterator[tuple[str, str | None, list[str]]]:
    """(where, required pool kind, examples) of every ``x-dice`` node of kind's schema; a node without
    examples of its own shows those of the definition its ``$ref`` names, as the workshop merges them."""
    def walk(node: dict[str, Any], where: str, resolver) -> Iterator[tuple[str, str | None, list[str]]]:
        target = resolver.lookup(node["$ref"]) if "$ref" in node else None
        merged = {**(target.contents if target else {}), **node}
        if merged.get("x-dice"):
            required = merged["x-dice"] if isinstance(merged["x-dice"], str) else None
            yield where, required, merged.get("examples", [])
            return
        for key in ("allOf", "anyOf", "oneOf"):
            for sub in node.get(key, ()):
                yield from walk(sub, where, resolver)
        for name, sub in node.get("properties", {}).items():
            yield from walk(sub, f"{where}/{name}", resolver)
        if isinstance(node.get("items"), dict):
            yield from walk(node["items"], f"{where}/*", resolver)
        if target:
            yield from walk(target.contents, where, target.resolver)

    yield from walk(schemas.schema(kind), kind, schemas.registry().resolver(base_uri=schemas.schema(kind)["$id"]))


def test_every_dice_example_is_a_roll_of_its_rulesets_notation():
    found = []
    for ruleset in rulesets.registry().values():
        dice = rulesets.resolve(ruleset.dice) if ruleset.dice else None
        for kind in (k.name for k in ruleset.kinds):
            for where, required, examples in _dice_fields(kind):
                found.append(where)
                assert examples, f"{where}: an x-dice field without examples gets no placeholder"
                for example in examples:
                    assert list(dice.roll_problems(example, required)) == [], f"{where}: {example}"
    assert {"ability/cast/dice", "item/attacks/*/dice"} <= set(found), found
