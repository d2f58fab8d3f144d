"""Meshal's rules for an ability that its schema cannot say: a talent is rank 0, and only a talent."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any


def ability(data: Mapping[str, Any]) -> Iterator[tuple[str, tuple, dict]]:
    if "rank" not in data:
        return
    is_talent = data.get("occupation") == "talent"
    if is_talent and data["rank"] != 0:
        yield "ability-talent-rank", ("rank",), {"rank": data["rank"]}
    elif not is_talent and data["rank"] == 0:
        yield "ability-rank-zero", ("rank",), {}
