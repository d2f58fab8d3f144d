"""Our text subset as plain text, for tools that show text as it is (dice bots, SQL columns).

``{kind:id|label}`` becomes the label, ``{kind:id}`` the entry's name in the text's language,
``**`` goes, ``- `` list items and dice in handbook notation (``3🎲``, ``强壮🎲``) stay as written.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .load import REFERENCE

# (kind, id, lang) → display name, or None when unknown
Namer = Callable[[str, str, str], str | None]

_BLANK_LINES = re.compile(r"\n{3,}")


def plain(text: str, lang: str, name: Namer) -> str:
    """``text`` (our Markdown subset, in ``lang``) with markup resolved to plain words."""

    def resolve(match: re.Match[str]) -> str:
        kind, id, label = match.group(1), match.group(2), match.group(3)
        return label if label else name(kind, id, lang) or id

    text = REFERENCE.sub(resolve, text.replace("\r\n", "\n")).replace("**", "")
    lines = [line.rstrip() for line in text.split("\n")]
    return _BLANK_LINES.sub("\n\n", "\n".join(lines)).strip()
