"""Meshal's own entry kinds: abilities, items, species and environments, as the engine uses them."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, ClassVar

from ...model import Entry
from .handbook import ATTRIBUTES, SIZETYPES, Protections


@dataclass(frozen=True)
class Ability(Entry):
    kind: ClassVar[str] = "ability"
    rank: int = 0
    occupation: str = "standard"
    category: str = "trait"

    @staticmethod
    def _typed(data):
        return {"rank": data["rank"], "occupation": data["occupation"], "category": data["category"]}

    @property
    def occupies(self) -> str | None:
        """The attribute this ability occupies, or None (standard abilities and talents)."""
        return self.occupation if self.occupation in ATTRIBUTES else None


@dataclass(frozen=True)
class Item(Entry):
    kind: ClassVar[str] = "item"
    category: str = "miscellany"
    type: str = "miscellany"
    value: int = 0
    weight: float = 0.0
    protections: Protections = Protections()

    @staticmethod
    def _typed(data):
        return {
            "category": data["category"], "type": data["type"], "value": data.get("value", 0),
            "weight": data.get("weight", 0), "protections": Protections.of(data.get("protections")),
        }

    @property
    def limbs(self) -> Mapping[str, int]:
        """Limbs the item occupies when equipped, e.g. {"arm": 2}."""
        return self.data.get("equip", {}).get("limbs", MappingProxyType({}))


@dataclass(frozen=True)
class Species(Entry):
    kind: ClassVar[str] = "species"
    size: str = "medium"
    protections: Protections = Protections()

    @staticmethod
    def _typed(data):
        return {"size": data["size"], "protections": Protections.of(data.get("protections"))}

    @property
    def sizetype(self) -> int:
        return SIZETYPES[self.size]

    @property
    def reach(self) -> int:
        """Reach in steps: given, or by size as the handbook says (medium or smaller 1, large 2).

        The handbook gives no default for huge and colossal; the schema makes those give one.
        """
        return self.data.get("reach", 1 if self.sizetype <= SIZETYPES["medium"] else 2)

    @property
    def limbs(self) -> Mapping[str, int]:
        counts: dict[str, int] = {}
        for limb in self.data["limbs"]:
            counts[limb["limb"]] = counts.get(limb["limb"], 0) + limb["count"]
        return MappingProxyType(counts)

    @property
    def talents(self) -> tuple[str, ...]:
        return self.data.get("talents", ())


@dataclass(frozen=True)
class Environment(Entry):
    kind: ClassVar[str] = "environment"
    category: str = "other"

    @staticmethod
    def _typed(data):
        return {"category": data["category"]}

    @property
    def effects(self) -> tuple[Mapping[str, Any], ...]:
        return self.data["effects"]
