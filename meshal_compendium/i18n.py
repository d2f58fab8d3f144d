"""One catalogue of user-visible strings, in zh and en.

Strings live in ``locale/*.yaml`` (one file per layer) and each ruleset's ``locale`` folder,
each key mapping to ``{zh: …, en: …}``;
``t()`` formats them with ``str.format`` fields.

A count that needs a singular and a plural names both forms in its field: ``{n:step|steps}``
renders ``1 step``, ``0 steps``, ``2 steps`` (the number, a space, the form for it). Chinese has no
plural, so zh strings write a plain ``{n}``. The wiki's scripts read the same syntax
(``format`` in site/assets/js/site.js).

A field holding an entry kind (``ability``, ``item``…) is named in the message's language with
``{kind!k}`` (a noun inside a sentence: 能力 / ability) or ``{kind!K}`` (a label or a sentence's
start: 能力 / Ability), from the ``kind-<kind>`` keys.
"""

from __future__ import annotations

import locale
import os
import string
from fractions import Fraction
from functools import cache
from pathlib import Path

LANGUAGES = ("zh", "en")  # the languages content and the catalogue are written in
HANT = "zh-Hant"  # Traditional Chinese: generated from zh (``hant``), never written
EDITIONS = (*LANGUAGES, HANT)  # the languages the tools speak and the wiki is built in
ENDONYMS = {"zh": "简体中文", "en": "English", HANT: "繁體中文"}  # each edition named in its own language
_LOCALE_DIR = Path(__file__).parent / "locale"


HOST = ""  # the owner of our own catalogue files, beside the rulesets' ids


@cache
def _owned_files() -> list[tuple[str, Path]]:
    """Each catalogue file with its owner: ours (``HOST``), then each ruleset's, in registry order."""
    from . import rulesets  # here, not above: the registry's errors are catalogue messages

    owners = [(HOST, _LOCALE_DIR), *((r.id, r.locale) for r in rulesets.registry().values() if r.locale)]
    return [(owner, file) for owner, folder in owners for file in sorted(folder.glob("*.yaml"))]


@cache
def catalogue_files() -> list[Path]:
    """The files the catalogue is read from: ours, then each ruleset's (this module first: stamped, not read)."""
    return [Path(__file__), *(file for _, file in _owned_files())]


@cache
def _kept_catalogue() -> dict:
    from .kept import kept

    return kept("catalogue", catalogue_files(), lambda: _read(_owned_files()))


def catalogue() -> dict[str, dict[str, str]]:
    """Every message key with its zh and en text (kept between runs: ``kept``)."""
    return _kept_catalogue()["messages"]


def conflicts() -> list[tuple[str, str, str]]:
    """``(key, ruleset, owner)`` for each key a ruleset's catalogue defines that the host's (owner ``HOST``)
    or an earlier ruleset's already has: refused, so that no plugin rewrites another's messages."""
    return [tuple(item) for item in _kept_catalogue()["conflicts"]]


@cache
def _hant() -> dict[str, str]:
    """Every message in zh-Hant, converted once and kept: OpenCC takes longer to start than a command."""
    from .hant import sources, to_hant
    from .kept import kept

    return kept("catalogue-hant", [*catalogue_files(), *sources()],
                lambda: {key: to_hant(both["zh"]) for key, both in catalogue().items()})


def _read(files: list[tuple[str, Path]]) -> dict:
    import yaml

    merged: dict[str, dict[str, str]] = {}
    owner_of: dict[str, str] = {}
    refused: list[list[str]] = []
    for owner, path in files:
        with path.open(encoding="utf-8") as f:
            for key, value in (yaml.load(f, Loader=yaml.CSafeLoader) or {}).items():
                first = owner_of.setdefault(key, owner)
                if first != owner:
                    refused.append([key, owner, first])
                    continue
                merged[key] = value
    return {"messages": merged, "conflicts": refused}


class _Formatter(string.Formatter):
    """``str.format`` plus plural forms (``{n:one|other}``) and kind names (``{kind!k}``)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def convert_field(self, value: object, conversion: str | None) -> object:
        if conversion in ("k", "K"):  # one kind, or several as "ability, item"
            names = [self._kind(kind, conversion) for kind in str(value).split(", ")]
            return ("、" if self.lang == "zh" else ", ").join(names)
        return super().convert_field(value, conversion)

    def _kind(self, kind: str, conversion: str) -> str:
        name = text(f"kind-{kind}", self.lang)
        return name.lower() if conversion == "k" and self.lang == "en" else name

    def format_field(self, value: object, format_spec: str) -> str:
        if "|" in format_spec:
            one, other = format_spec.split("|", 1)
            return f"{value} {one if is_one(value) else other}"
        return super().format_field(value, format_spec)


def is_one(value: object) -> bool:
    """Whether a count takes the singular (English: exactly one, however written: 1, "1", "1/1")."""
    try:
        return Fraction(str(value)) == 1
    except (ValueError, ZeroDivisionError):
        return False


def render(text: str, lang: str, /, **fields: object) -> str:
    """A catalogue string of language ``lang`` with ``fields`` filled in (plural forms included)."""
    return _Formatter(lang).format(text, **fields)


def text(key: str, lang: str) -> str:
    """The catalogue's text of ``key`` in ``lang`` (zh-Hant: converted from zh), fields unfilled."""
    if lang == HANT:
        return _hant()[key]
    return catalogue()[key][lang]


def t(key: str, lang: str, /, **fields: object) -> str:
    """The message ``key`` in ``lang``, with ``fields`` filled in.

    In zh-Hant the message is converted, not what fills it (a path, a written roll) — except the
    Chinese halves of bilingual hints (``hint_zh``), which are messages too."""
    if lang == HANT and any(k.endswith("_zh") for k in fields):
        from .hant import to_hant

        fields = {k: to_hant(v) if k.endswith("_zh") and isinstance(v, str) else v for k, v in fields.items()}
    return render(text(key, lang), lang, **fields)


def default_language() -> str:
    """zh when the user's locale is Chinese (zh-Hant for Taiwan, Hong Kong, Macau or ``Hant``), else en."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            return _of_locale(value)
    lang, _ = locale.getlocale()
    return _of_locale(lang or "")


def _of_locale(name: str) -> str:
    name = name.lower().replace("-", "_")
    if not name.startswith("zh"):
        return "en"
    return HANT if name.startswith(("zh_tw", "zh_hk", "zh_mo", "zh_hant")) else "zh"
