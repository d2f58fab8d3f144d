"""The zh-Hant build's pages: the zh build's generated Markdown and data, converted by OpenCC.

Nothing is rendered twice and nothing Traditional is stored: every page, hover card, calculator
datum and UI string of zh-Hant is its zh counterpart through ``hant.to_hant``, and what marks zh
text as Chinese (``lang="zh"``) marks it as Traditional Chinese. Paths, ids and links are ASCII,
so every page keeps its place and the language switch stays on it.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from ..hant import HANT, to_hant

_MARKED = re.compile(r'\blang="zh"')


def write_hant(zh_docs: Path, out: Path) -> list[str]:
    """Write below ``out`` the zh-Hant form of every file the zh build wrote below ``zh_docs``;
    return the page paths."""
    pages = []
    for source in sorted(zh_docs.rglob("*")):
        if not source.is_file():
            continue
        relative = source.relative_to(zh_docs)
        target = out / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        if source.suffix == ".md":
            target.write_text(hant_text(source.read_text(encoding="utf-8")), encoding="utf-8")
            pages.append(relative.as_posix())
        elif source.suffix == ".json":
            data = json.loads(source.read_text(encoding="utf-8"))
            target.write_text(json.dumps(hant_data(data), ensure_ascii=False, sort_keys=True), encoding="utf-8")
    return pages


def hant_text(text: str) -> str:
    """A zh page's text in Traditional characters, its Chinese marked as such."""
    return _MARKED.sub(f'lang="{HANT}"', to_hant(text))


def hant_data(value: Any) -> Any:
    """JSON with every string (keys too: names a calculator looks up) converted."""
    if isinstance(value, dict):
        return {to_hant(key): hant_data(item) for key, item in value.items()}
    if isinstance(value, list):
        return [hant_data(item) for item in value]
    return to_hant(value) if isinstance(value, str) else value
