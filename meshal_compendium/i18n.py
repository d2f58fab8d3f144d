"""One catalogue of user-visible strings, in zh and en.

Strings live in ``locale/*.yaml`` (one file per layer), each key mapping to ``{zh: …, en: …}``;
``t()`` formats them with ``str.format`` fields.
"""

from __future__ import annotations

import locale
import os
from functools import cache
from pathlib import Path

import yaml

LANGUAGES = ("zh", "en")
_LOCALE_DIR = Path(__file__).parent / "locale"


@cache
def catalogue() -> dict[str, dict[str, str]]:
    """Every message key with its zh and en text."""
    merged: dict[str, dict[str, str]] = {}
    for path in sorted(_LOCALE_DIR.glob("*.yaml")):
        with path.open(encoding="utf-8") as f:
            merged.update(yaml.load(f, Loader=yaml.CSafeLoader))
    return merged


def t(key: str, lang: str, /, **fields: object) -> str:
    """The message ``key`` in ``lang``, with ``fields`` filled in."""
    return catalogue()[key][lang].format(**fields)


def default_language() -> str:
    """zh when the user's locale is Chinese, else en."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            return "zh" if value.lower().startswith("zh") else "en"
    lang, _ = locale.getlocale()
    return "zh" if (lang or "").lower().startswith("zh") else "en"
