"""Our text subset as plain text, for tools that show text as it is (dice bots, SQL columns).

``{kind:id|label}`` becomes the label, ``{kind:id}`` the entry's name in the text's language,
``**`` goes, ``- `` list items and dice in handbook notation (``3🎲``, ``强壮🎲``) stay as written.
A `` `code` `` span loses its backticks and keeps what it holds exactly as written, as on the wiki.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .load import REFERENCE, reference_kind

# (kind, id, lang) → display name, or None when unknown
Namer = Callable[[str, str, str], str | None]

_BLANK_LINES = re.compile(r"\n{3,}")
CODE_SPAN = r"`[^`\n]+`"  # the wiki's too (site/markup.py)


def plain(text: str, lang: str, name: Namer) -> str:
    """``text`` (our Markdown subset, in ``lang``) with markup resolved to plain words."""

    def resolve(match: re.Match[str]) -> str:
        kind, id, label = reference_kind(match.group(1))[1], match.group(2), match.group(3)
        return label if label else name(kind, id, lang) or id

    parts = re.split(f"({CODE_SPAN})", text.replace("\r\n", "\n"))  # odd parts: a code span
    text = "".join(part[1:-1] if i % 2 else REFERENCE.sub(resolve, part).replace("**", "")
                   for i, part in enumerate(parts))
    lines = [line.rstrip() for line in text.split("\n")]
    return _BLANK_LINES.sub("\n\n", "\n".join(lines)).strip()
