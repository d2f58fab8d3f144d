"""Another spelling of an id, accepted with a warning: each kind's ``Kind.spellings``.

An author who writes the other spelling gets the id meant, with a warning at its place saying
which to write.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from . import rulesets
from .problems import Problem, problem
from .source import Document, Pointer, to_pointer


@cache  # asked for every entry loaded; the registry it reads is read once per process
def aliases() -> dict[str, Mapping[str, Mapping[str, str]]]:
    """kind → field → {other spelling: the id}, for every kind that has any."""
    return {name: kind.spellings for name, (_, kind) in rulesets.kinds().items() if kind and kind.spellings}


def normalise(document: Document, where: Pointer, entry: Any) -> list[Problem]:
    """Rewrite other spellings in ``entry`` (at ``where`` in ``document``) to their ids; warn for each."""
    if not isinstance(entry, dict) or not isinstance(entry.get("kind"), str):
        return []
    found = []
    for name, spellings in aliases().get(entry["kind"], {}).items():
        written = entry.get(name)
        if isinstance(written, str) and written in spellings:
            entry[name] = spellings[written]
            at = (*where, name)
            span = document.locate(at)
            found.append(problem(document.file, span.line, span.column, "spelling-alias", to_pointer(at),
                                 severity="warning", written=written, id=spellings[written], field=name))
    return found
