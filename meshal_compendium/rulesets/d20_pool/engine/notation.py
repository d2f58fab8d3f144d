"""A pool as written: ``4d20`` (or ``4D20``, ``d20`` for one die)."""

from __future__ import annotations

import re

from ....problems import MeshalError
from .. import rules

_POOL = re.compile(rf"\s*(\d*)\s*[dD]\s*{rules.DIE}\s*")


def parse_pool(text: str) -> int:
    """The number of d20 in ``text``."""
    found = _POOL.fullmatch(text)
    if not found:
        raise MeshalError("d20-pool-bad-pool", given=text)
    return int(found[1] or 1)


def render_pool(dice: int) -> str:
    return f"{dice}d{rules.DIE}"
