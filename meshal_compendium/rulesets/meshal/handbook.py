"""The handbook's fixed words the model and the engine share: size types, attributes, the protected
attack types, and a creature's Savings against them. Apart from the entry kinds (``model``), so a
dice question does not build every entry class."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

SIZETYPES = {"micro": 1, "small": 2, "medium": 3, "large": 4, "huge": 5, "colossal": 6}
ATTRIBUTES = ("might", "elastane", "sense")
PROTECTED_TYPES = ("physical", "energetic", "spectral")


@dataclass(frozen=True)
class Protections:
    """Physical/Energetic/Spectral Saving and immunities."""

    physical: int = 0
    energetic: int = 0
    spectral: int = 0
    immune: frozenset[str] = frozenset()

    @classmethod
    def of(cls, value: Mapping[str, Any] | None) -> Protections:
        value = value or {}
        return cls(
            value.get("physical", 0), value.get("energetic", 0), value.get("spectral", 0),
            frozenset(value.get("immune", ())),
        )

    def __add__(self, other: Protections) -> Protections:
        return Protections(
            self.physical + other.physical, self.energetic + other.energetic,
            self.spectral + other.spectral, self.immune | other.immune,
        )

    def of_type(self, attack_type: str) -> int:
        """The saving against one protected attack type."""
        return getattr(self, attack_type)
