"""The other spelling of an armour id, accepted with a warning.

The handbook names body armour 护甲 "Armor" and 异种防具 "Exotic Armour"; the item ids keep those
names (type ``armor``, ``exotic-armour``), and the category 防具 is ``armour``. An author who writes
the other spelling gets the id meant, with a warning at its place saying which to write.
"""

from __future__ import annotations

from typing import Any

from .problems import Problem, problem
from .source import Document, Pointer, to_pointer

#: kind → field → {other spelling: the id}
ALIASES: dict[str, dict[str, dict[str, str]]] = {
    "item": {
        "category": {"armor": "armour"},
        "type": {"armour": "armor", "exotic-armor": "exotic-armour"},
    },
}


def normalise(document: Document, where: Pointer, entry: Any) -> list[Problem]:
    """Rewrite other spellings in ``entry`` (at ``where`` in ``document``) to their ids; warn for each."""
    if not isinstance(entry, dict) or not isinstance(entry.get("kind"), str):
        return []
    found = []
    for name, aliases in ALIASES.get(entry["kind"], {}).items():
        written = entry.get(name)
        if isinstance(written, str) and written in aliases:
            entry[name] = aliases[written]
            at = (*where, name)
            span = document.locate(at)
            found.append(problem(document.file, span.line, span.column, "spelling-alias", to_pointer(at),
                                 severity="warning", written=written, id=aliases[written], field=name))
    return found
