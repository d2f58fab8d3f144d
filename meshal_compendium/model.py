"""Immutable rule objects built from validated content.

Every entry keeps its whole validated mapping (``data``, frozen) and where it came from
(``provenance``); the typed fields are the ones the engine and the site compute with.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, ClassVar

SIZETYPES = {"micro": 1, "small": 2, "medium": 3, "large": 4, "huge": 5, "colossal": 6}
ATTRIBUTES = ("might", "elastane", "sense")
PROTECTED_TYPES = ("physical", "energetic", "spectral")


def freeze(value: Any) -> Any:
    """A read-only copy: mappings become MappingProxyType, lists become tuples."""
    if isinstance(value, Mapping):
        return MappingProxyType({k: freeze(v) for k, v in value.items()})
    if isinstance(value, list | tuple):
        return tuple(freeze(v) for v in value)
    return value


@dataclass(frozen=True)
class Text:
    """Bilingual text; a language the pack does not provide is None."""

    zh: str | None = None
    en: str | None = None

    @classmethod
    def of(cls, value: Mapping[str, str] | None) -> Text | None:
        return None if value is None else cls(value.get("zh"), value.get("en"))

    def get(self, lang: str) -> str:
        """The text in ``lang``, falling back to the other language."""
        own = getattr(self, lang)
        return own if own is not None else (self.zh or self.en or "")


@dataclass(frozen=True)
class Provenance:
    """Where an entry was written: pack id, file, 1-based line and column."""

    pack: str
    file: str
    line: int
    column: int


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


@dataclass(frozen=True)
class Entry:
    """One content entry of any kind."""

    kind: ClassVar[str] = ""
    id: str
    name: Text
    provenance: Provenance
    data: Mapping[str, Any] = field(repr=False)

    @property
    def summary(self) -> Text | None:
        return Text.of(self.data.get("summary"))

    @property
    def text(self) -> Text | None:
        return Text.of(self.data.get("text"))

    @classmethod
    def build(cls, data: Mapping[str, Any], provenance: Provenance) -> Entry:
        frozen = freeze(data)
        return cls(data["id"], Text.of(data["name"]), provenance, frozen, **cls._typed(frozen))

    @staticmethod
    def _typed(data: Mapping[str, Any]) -> dict[str, Any]:
        return {}


@dataclass(frozen=True)
class Term(Entry):
    kind: ClassVar[str] = "term"
    abbr: str | None = None
    section: str = ""

    @staticmethod
    def _typed(data):
        return {"abbr": data.get("abbr"), "section": data["section"]}


@dataclass(frozen=True)
class Chapter(Entry):
    kind: ClassVar[str] = "chapter"
    order: int = 0

    @staticmethod
    def _typed(data):
        return {"order": data["order"]}


@dataclass(frozen=True)
class Erratum(Entry):
    kind: ClassVar[str] = "erratum"


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


KINDS: dict[str, type[Entry]] = {
    cls.kind: cls for cls in (Term, Chapter, Erratum, Ability, Item, Species, Environment)
}
