"""The tactics TRPG's entry kinds as model classes; a weapon's dice table is typed, the engine reads it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...model import Entry


@dataclass(frozen=True)
class Face:
    """One face of a weapon die: what it reads as."""

    face: int
    damage: int
    critical: bool = False
    burning: bool = False


def faces(rows) -> tuple[Face, ...]:
    """A dice table (six ``{face, damage, critical?, burning?}`` rows) as Faces, face 1 first."""
    return tuple(Face(r["face"], r["damage"], r.get("critical", False), r.get("burning", False))
                 for r in sorted(rows, key=lambda r: r["face"]))


@dataclass(frozen=True)
class Weapon(Entry):
    kind: ClassVar[str] = "weapon"
    faces: tuple[Face, ...] = ()

    @staticmethod
    def _typed(data):
        return {"faces": faces(data["faces"])}

    @property
    def attack_die(self) -> tuple[Face, ...] | None:
        """The enhanced attack die of the document's enhancement example, if this weapon has one."""
        example = self.data.get("enhancement")
        return faces(example["attack_die"]) if example else None


@dataclass(frozen=True)
class Race(Entry):
    kind: ClassVar[str] = "race"


@dataclass(frozen=True)
class Class(Entry):
    kind: ClassVar[str] = "class"


@dataclass(frozen=True)
class MovementType(Entry):
    kind: ClassVar[str] = "movement-type"


@dataclass(frozen=True)
class Terrain(Entry):
    kind: ClassVar[str] = "terrain"


@dataclass(frozen=True)
class Status(Entry):
    kind: ClassVar[str] = "tactics-status"


@dataclass(frozen=True)
class Attribute(Entry):
    kind: ClassVar[str] = "tactics-attribute"
