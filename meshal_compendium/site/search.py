"""Search per language: Material's lunr index, with Chinese segmented by jieba.

jieba gets a user dictionary made from every name in the content, so that 破绽, 透支, 物质防护
and 潜能等级 stay single tokens; the separator splits on the zero-width spaces jieba's
segmentation leaves and on Chinese punctuation.

After the build the indexes are rewritten in UTF-8, and zh names get pinyin keywords
(``pozhan`` finds 破绽).
"""

from __future__ import annotations

import json
from collections.abc import Collection
from pathlib import Path

from pypinyin import lazy_pinyin

from ..hant import HANT, to_hans, to_hant
from ..load import Compendium

# Segmented words are joined by U+200B; split there, on white space and on punctuation.
SEPARATOR = r"[\s\u200b\-_,:;!?=\[\]()\"`/、，。：；！？（）《》“”]+|\.(?!\d)"
# jieba's default dictionary gives common words frequencies in the thousands; names must win.
FREQUENCY = 100_000


def names(compendium: Compendium, lang: str = "zh") -> list[str]:
    """Every Chinese name in the content: terms (with aliases) and entries; in zh-Hant, converted."""
    found: set[str] = set()
    for kind_entries in compendium.entries.values():
        for entry in kind_entries.values():
            found.update(_split(entry.name.zh))
            found.update(alias for alias in entry.data.get("aliases", {}).get("zh", ()))
    if lang == HANT:
        found = {to_hant(name) for name in found if name}
    # One name a line in jieba's dictionary: a name with white space (a newline) could add others.
    return sorted(name for name in found if name and not any(char.isspace() for char in name))


def _split(name: str | None) -> list[str]:
    """``瞬移/穿梭`` is searched as 瞬移 and 穿梭 as well as the whole."""
    if not name:
        return []
    return [name, *name.split("/")] if "/" in name else [name]


def plugin_config(compendium: Compendium, lang: str, work: Path) -> dict:
    """Options for Material's search plugin in the ``lang`` build (zh-Hant: its names converted)."""
    if lang == "en":
        return {"lang": "en", "separator": SEPARATOR}
    user_dict = work / f"jieba-user.{lang}.txt"
    user_dict.write_text("".join(f"{name} {FREQUENCY} n\n" for name in names(compendium, lang)),
                         encoding="utf-8")
    return {"lang": ["zh", "en"], "separator": SEPARATOR, "jieba_dict_user": str(user_dict)}


# --- the written index -------------------------------------------------------------------

def keywords(name: str) -> list[str]:
    """Pinyin a zh name is found by: ``破绽`` → ``pozhan``."""
    syllables = lazy_pinyin(name, errors="ignore")
    return ["".join(syllables)] if len(syllables) > 1 else []


def finish_index(path: Path, lang: str, known: Collection[str]) -> None:
    """Rewrite one edition's built index small (UTF-8, not ``\\uXXXX`` escapes; no spaces) and give
    a zh edition's name entries (``known``: its ``names``) their pinyin keywords (in ``tags``, which
    the search script hides)."""
    index = json.loads(path.read_text(encoding="utf-8"))
    if lang != "en":
        for doc in index.get("docs") or index["items"]:  # Material's, Zensical's
            name = doc["title"].split("\u200b")[0].strip()
            if name in known and (words := keywords(to_hans(name) if lang == HANT else name)):
                doc["tags"] = words
    path.write_text(json.dumps(index, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
