"""Movement over terrain (7.1.2.1, 7.3): step costs, how far a path goes, what the ground gives.

Ordinary ground costs STEP_COST, difficult ground DIFFICULT_STEP_COST; a step is taken only if the
movement left covers it. Mounted units cannot enter difficult ground; flying ones pay STEP_COST
everywhere and get no terrain bonus; water movers pay STEP_COST in rivers and get WATER_RIVER;
an elf (【密林仙踪】) treats forest as ordinary ground with ELF_FOREST on top, and may ride into it
as difficult ground. Walls and boulders are never entered.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ....problems import MeshalError
from ..rules import DIFFICULT_STEP_COST, ELF_FOREST, MOVEMENT, STEP_COST, TERRAIN, WATER_RIVER


def _terrain(name: str) -> tuple[bool, bool, int, int]:
    if name not in TERRAIN:
        raise MeshalError("tactics-terrain-unknown", name=name, known=", ".join(TERRAIN))
    return TERRAIN[name]


def step_cost(terrain: str, movement_type: str = "walk", elf: bool = False) -> int | None:
    """The movement entering one square of ``terrain`` costs, or None where it cannot be entered."""
    difficult, passable, _, _ = _terrain(terrain)
    if movement_type not in MOVEMENT:
        raise MeshalError("tactics-movement-unknown", name=movement_type, known=", ".join(MOVEMENT))
    elf_forest = elf and terrain == "forest"
    if not passable:
        return None
    if movement_type == "flying" or (movement_type == "water" and terrain == "river"):
        return STEP_COST
    if movement_type == "mounted":
        return DIFFICULT_STEP_COST if elf_forest else None if difficult else STEP_COST
    return DIFFICULT_STEP_COST if difficult and not elf_forest else STEP_COST


@dataclass(frozen=True)
class Walk:
    """Squares entered along the path (in order) and the movement left."""

    entered: int
    left: int


def walk(path: Sequence[str], movement: int, movement_type: str = "walk", elf: bool = False) -> Walk:
    """How far along ``path`` (the terrain of each next square) a unit with ``movement`` gets."""
    left = movement
    for entered, terrain in enumerate(path):
        cost = step_cost(terrain, movement_type, elf)
        if cost is None or cost > left:
            return Walk(entered, left)
        left -= cost
    return Walk(len(path), left)


def terrain_bonus(terrain: str, movement_type: str = "walk", elf: bool = False) -> tuple[int, int]:
    """(defense, magic defense) that standing on ``terrain`` adds."""
    _, _, defense, magic = _terrain(terrain)
    if movement_type == "flying":
        return (0, 0)
    if movement_type == "water" and terrain == "river":
        defense, magic = defense + WATER_RIVER[0], magic + WATER_RIVER[1]
    if elf and terrain == "forest":
        defense, magic = defense + ELF_FOREST[0], magic + ELF_FOREST[1]
    return (defense, magic)
