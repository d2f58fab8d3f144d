"""The tactics TRPG's own entry kinds: races, classes, weapons (with their dice tables), movement
types, terrain, statuses and attributes.

``status`` and ``attribute`` are prefixed: kind names are global across rulesets and WOSS owns
``status``; an unprefixed ``attribute`` would claim a word every ruleset has.
"""

from __future__ import annotations

from ...rulesets import Kind
from ...shipped import shipped

_SCHEMAS = shipped("schemas") / "tactics"
_MODEL = "meshal_compendium.rulesets.tactics.model"


def _kind(name: str, folder: str, columns: tuple[str, ...], filters: tuple[str, ...],
          ranges: tuple[str, ...] = (), *, model: str, **labels: str) -> Kind:
    return Kind(name, _SCHEMAS / f"{name}.schema.json", folder, f"{name}.md.j2", f"{_MODEL}:{model}",
                columns, filters, ranges, labels)


KINDS = (
    _kind("race", "races", ("availability",), ("availability",), model="Race",
          availability="tactics-availability"),
    _kind("class", "classes", ("tier", "movement", "mastery"), ("tier", "movement"), ("mastery",), model="Class",
          tier="tactics-tier", movement="tactics-movement"),
    _kind("weapon", "weapons", ("category", "attack"), ("category", "attack"), model="Weapon",
          category="tactics-weapon-category", attack="tactics-attack"),
    _kind("movement-type", "movement-types", ("movement", "difficult_terrain"), ("difficult_terrain",),
          ("movement",), model="MovementType", difficult_terrain="tactics-difficult-terrain"),
    _kind("terrain", "terrain", ("difficulty", "movement_cost", "defense", "magic_defense"), ("difficulty",),
          model="Terrain", difficulty="tactics-difficulty"),
    _kind("tactics-status", "statuses", ("polarity",), ("polarity",), model="Status", polarity="tactics-polarity"),
    _kind("tactics-attribute", "attributes", ("type", "abbr"), ("type",), model="Attribute",
          type="tactics-attribute-type"),
)
