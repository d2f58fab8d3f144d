"""Items on a character sheet: limbs occupied, accessory slots, weight and value (L590-610).

Equipped armour and weapons occupy the limbs their ``equip.limbs`` names (e.g. 手臂x1); a limb
in use cannot hold anything else (L598). At most 3 accessories, one of each type (L599).
Every carried item counts for weight (L564) and value.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ....model import Entry
from ..model import Item, Species
from .rules import MAX_ACCESSORIES, MAX_ACCESSORIES_PER_TYPE

ITEM_PLACES = {"worn": True, "held": True, "carried": False}  # place -> equipped by default
LIMB_NAMES = {"head": "头部", "torso": "躯干", "arm": "手臂", "leg": "腿脚", "tail": "尾巴",
              "wing": "翅膀", "other": "其他肢体"}
Report = Callable[..., None]


@dataclass(frozen=True)
class ItemTally:
    """Totals over the sheet's items."""

    weight: Fraction
    value: int
    limbs: Mapping[str, Mapping[str, int | None]]
    accessories: Mapping[str, Any]


def _entries(section: Any, place: str) -> list:
    value = section.get(place) if isinstance(section, Mapping) else None
    return list(value) if isinstance(value, list | tuple) else []


def _read(entry: Any, place: str) -> tuple[str | None, int, bool]:
    """(id, count, equipped) of one sheet entry, either an id or a mapping."""
    if isinstance(entry, str):
        return entry, 1, ITEM_PLACES[place]
    if not isinstance(entry, Mapping) or not isinstance(entry.get("id"), str):
        return None, 0, False
    count = entry.get("count", 1)
    equipped = ITEM_PLACES[place] and entry.get("equipped", True) is not False
    return entry["id"], count if isinstance(count, int) and count > 0 else 1, equipped


def tally_items(
    section: Any, lookup: Callable[[str, str], Entry | None], species: Species | None,
    report: Report,
) -> ItemTally:
    """Add up the items; ``report(code, pointer, severity="error", **fields)`` gets problems."""
    weight, value = Fraction(0), 0
    used: dict[str, int] = {}
    accessory_types: list[str] = []
    for place in ITEM_PLACES:
        for index, entry in enumerate(_entries(section, place)):
            pointer = f"/items/{place}/{index}"
            item_id, count, equipped = _read(entry, place)
            if item_id is None:
                report("character-bad-entry", pointer, kind="item")
                continue
            item = lookup("item", item_id)
            if not isinstance(item, Item):
                report("character-unknown", pointer, kind="item", id=item_id)
                continue
            weight += Fraction(str(item.weight)) * count
            value += item.value * count
            if not equipped:
                continue
            for limb, n in item.limbs.items():
                used[limb] = used.get(limb, 0) + n * count
            if item.category == "accessory":
                _accessory(item, count, accessory_types, pointer, report)
    limbs = _limbs(used, species, report)
    if len(accessory_types) > MAX_ACCESSORIES:
        report("character-accessories-over", "/items", used=len(accessory_types),
               limit=MAX_ACCESSORIES)
    accessories = {"used": len(accessory_types), "limit": MAX_ACCESSORIES,
                   "types": sorted(set(accessory_types))}
    return ItemTally(weight, value, limbs, accessories)


def _accessory(item: Item, count: int, types: list[str], pointer: str, report: Report) -> None:
    for _ in range(count):
        if types.count(item.type) >= MAX_ACCESSORIES_PER_TYPE:
            report("character-accessory-type-twice", pointer, type=item.type, id=item.id)
        types.append(item.type)


def _limbs(
    used: Mapping[str, int], species: Species | None, report: Report,
) -> dict[str, dict[str, int | None]]:
    have = dict(species.limbs) if species else {}
    limbs: dict[str, dict[str, int | None]] = {}
    for limb in sorted(set(have) | set(used)):
        limit = have.get(limb, 0) if species else None
        limbs[limb] = {"used": used.get(limb, 0), "limit": limit}
        if limit is not None and used.get(limb, 0) > limit:
            report("character-limbs-over", "/items", zh=LIMB_NAMES.get(limb, limb), en=limb,
                   used=used[limb], limit=limit)
    return limbs
