"""Chinese text cut into words for SQLite's full-text index.

FTS5's tokenizers see a run of Chinese characters as one token, so 破绽 inside a sentence could
never match. We store the Chinese columns of the index as words separated by spaces, cut by
jieba with every name in the content added to its dictionary so that 破绽, 透支 and 物质防护
stay whole; search mode also keeps the shorter words inside longer ones.
"""

from __future__ import annotations

import logging

import jieba

from ..load import Compendium
from .common import entries

# jieba's own dictionary gives common words frequencies in the thousands; names must win.
FREQUENCY = 100_000


class Segmenter:
    """Cuts Chinese text into space-separated words, knowing the content's names."""

    def __init__(self, compendium: Compendium) -> None:
        jieba.setLogLevel(logging.WARNING)  # it announces loading its dictionary on stderr
        self._jieba = jieba.Tokenizer()
        for name in sorted(_names(compendium)):
            self._jieba.add_word(name, FREQUENCY)

    def __call__(self, text: str | None) -> str | None:
        if not text:
            return text
        words = self._jieba.cut_for_search(text, HMM=False)
        return " ".join(word for word in words if word.strip())


def _names(compendium: Compendium) -> set[str]:
    """Chinese names and aliases of every entry; ``瞬移/穿梭`` also as 瞬移 and 穿梭."""
    found: set[str] = set()
    for _, entry in entries(compendium):
        names = [entry.name.zh, *entry.data.get("aliases", {}).get("zh", ())]
        for name in filter(None, names):
            found.update(part for part in (name, *name.split("/")) if part and " " not in part)
    return found
