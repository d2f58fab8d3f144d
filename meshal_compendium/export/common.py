"""What every export format reads from a compendium: plain data, references, display names."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from .. import schemas
from ..load import REFERENCE, Compendium, reference_kind
from ..model import Entry

FORMAT_VERSION = 1


def thaw(value: Any) -> Any:
    """A frozen entry's data as plain dicts and lists (what JSON and ``schemas.matches`` want)."""
    if isinstance(value, Mapping):
        return {key: thaw(item) for key, item in value.items()}
    if isinstance(value, tuple | list):
        return [thaw(item) for item in value]
    return value


def entries(compendium: Compendium) -> Iterator[tuple[str, Entry]]:
    """Every entry as (kind, entry), kinds and ids in sorted order, so output is stable."""
    for kind in sorted(compendium.entries):
        for id in sorted(compendium.entries[kind]):
            yield kind, compendium.entries[kind][id]


@dataclass(frozen=True, order=True)
class Reference:
    """One link between entries; text inside a chapter's section links from that section."""

    from_kind: str
    from_id: str
    to_kind: str
    to_id: str


def references(compendium: Compendium) -> list[Reference]:
    """Every reference by id (fields marked ``x-ref``) and inline (``{kind:id}`` in texts)."""
    found: set[Reference] = set()
    for kind, entry in entries(compendium):
        data = thaw(entry.data)
        fields = schemas.fields(kind)
        for pattern, target in fields.refs:
            for _, value in schemas.matches(data, pattern):
                found.add(Reference(kind, entry.id, target, value))
        for pattern in fields.texts:
            for at, text in schemas.matches(data, pattern):
                source = _source(kind, entry.id, data, at)
                for value in text.values():
                    for match in REFERENCE.finditer(value):
                        named = reference_kind(match.group(1))[1]
                        target = "term" if named == "def" else named
                        found.add(Reference(*source, target, match.group(2)))
    return sorted(found)


def _source(kind: str, id: str, data: dict, at: tuple) -> tuple[str, str]:
    if kind == "chapter" and len(at) > 1 and at[0] == "sections":
        return "section", data["sections"][at[1]]["id"]
    return kind, id


def name_of(compendium: Compendium, kind: str, id: str, lang: str) -> str | None:
    """The display name of entry ``kind``/``id`` (sections too) in ``lang``, or None."""
    if kind == "def":
        kind = "term"
    if kind == "section":
        section = compendium.sections.get(id)
        if section is None:
            return None
        chapter = compendium.get("chapter", section.chapter)
        name = chapter.data["sections"][section.index]["name"]
        return name.get(lang) or name.get("zh") or name.get("en")
    entry = compendium.get(kind, id)
    return entry.name.get(lang) if entry else None


def vocabulary(compendium: Compendium) -> dict[tuple[str, str], Entry]:
    """Terms naming a schema value, by (vocabulary, value): ("attack-type", "physical") → term."""
    return {
        (term.data["vocabulary"]["name"], term.data["vocabulary"]["value"]): term
        for term in compendium.all("term") if "vocabulary" in term.data
    }
