"""Immutable rule objects built from validated content.

Every entry keeps its whole validated mapping (``data``, frozen) and where it came from
(``provenance``); the typed fields are the ones the engine and the site compute with.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, ClassVar


def freeze(value: Any) -> Any:
    """A read-only copy: mappings become MappingProxyType, lists become tuples."""
    if isinstance(value, Mapping):
        return MappingProxyType({k: freeze(v) for k, v in value.items()})
    if isinstance(value, list | tuple):
        return tuple(freeze(v) for v in value)
    return value


@dataclass(frozen=True)
class Text:
    """Bilingual text; a language the pack does not provide is None."""

    zh: str | None = None
    en: str | None = None

    @classmethod
    def of(cls, value: Mapping[str, str] | None) -> Text | None:
        return None if value is None else cls(value.get("zh"), value.get("en"))

    def get(self, lang: str) -> str:
        """The text in ``lang``, falling back to the other language (zh-Hant: converted from zh)."""
        if lang == "zh-Hant":
            from .hant import to_hant

            return to_hant(self.get("zh"))
        own = getattr(self, lang)
        return own if own is not None else (self.zh or self.en or "")


@dataclass(frozen=True)
class Provenance:
    """Where an entry was written: pack id, file, 1-based line and column."""

    pack: str
    file: str
    line: int
    column: int


@dataclass(frozen=True)
class Entry:
    """One content entry of any kind."""

    kind: ClassVar[str] = ""
    id: str
    name: Text
    provenance: Provenance
    data: Mapping[str, Any] = field(repr=False)

    @property
    def summary(self) -> Text | None:
        return Text.of(self.data.get("summary"))

    @property
    def text(self) -> Text | None:
        return Text.of(self.data.get("text"))

    @classmethod
    def build(cls, data: Mapping[str, Any], provenance: Provenance) -> Entry:
        frozen = freeze(data)
        return cls(data["id"], Text.of(data["name"]), provenance, frozen, **cls._typed(frozen))

    @staticmethod
    def _typed(data: Mapping[str, Any]) -> dict[str, Any]:
        return {}


@dataclass(frozen=True)
class Term(Entry):
    kind: ClassVar[str] = "term"
    abbr: str | None = None
    section: str = ""

    @staticmethod
    def _typed(data):
        return {"abbr": data.get("abbr"), "section": data["section"]}


@dataclass(frozen=True)
class Chapter(Entry):
    kind: ClassVar[str] = "chapter"
    order: int = 0

    @staticmethod
    def _typed(data):
        return {"order": data["order"]}


@dataclass(frozen=True)
class Erratum(Entry):
    kind: ClassVar[str] = "erratum"


@dataclass(frozen=True)
class Ruling(Entry):
    """A reading of a rule its source leaves open: shown wherever a number depends on it."""

    kind: ClassVar[str] = "ruling"


# The kinds every ruleset shares; each ruleset's own kinds are in its package.
COMMON: dict[str, type[Entry]] = {cls.kind: cls for cls in (Term, Chapter, Erratum, Ruling)}
