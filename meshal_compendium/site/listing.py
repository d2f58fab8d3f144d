"""Rows, columns and filters of the list pages of every ruleset's kinds.

The page carries every row's values as data attributes; ``lists.js`` filters and sorts them in
the browser and keeps the choice in the URL.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

from pypinyin import lazy_pinyin

from .. import rulesets
from ..i18n import catalogue, t
from ..model import Entry
from ..rulesets import Column, Labeller
from ..schemas import schema
from .pages import own

_KINDS = {name: kind for name, (_, kind) in rulesets.kinds().items() if kind is not None and kind.folder}
COLUMNS = {name: kind.columns for name, kind in _KINDS.items()}
FILTERS = {name: kind.filters for name, kind in _KINDS.items()}
# Numeric fields a reader filters by a range (from … to …) as well as by value.
RANGES = {name: kind.ranges for name, kind in _KINDS.items() if kind.ranges}
_LAST = 10**9  # entries without a value sort after every entry with one
# (kind, field) → the vocabulary naming its values
_VOCABULARY = {(name, field): vocabulary for name, kind in _KINDS.items() for field, vocabulary in kind.labels.items()}
_PLAIN = Column()


@cache
def column(kind: str, field: str) -> Column:
    """How the kind's ruleset reads and shows ``field`` (``Kind.fields``), or as written."""
    declared = _KINDS[kind].fields if kind in _KINDS else None
    return (rulesets.resolve(declared) if declared else {}).get(field, _PLAIN)


@dataclass(frozen=True)
class Row:
    entry: Entry
    values: dict[str, str]
    labels: dict[str, str]
    keys: dict[str, str]  # sort key per column: a number for every field, the name's reading for "name"


def rows(kind: str, entries: Sequence[Entry], origin: Callable[[Entry], str], lang: str, v: Labeller) -> list[Row]:
    found = []
    for entry in entries:
        values = {field: _value(entry, field, origin) for field in (*COLUMNS[kind], *FILTERS[kind])}
        labels = {field: label(entry, field, value, lang, v) for field, value in values.items()}
        keys = {field: _key(kind, field, value) for field, value in values.items()}
        keys["name"] = name_key(entry.name.get(lang), lang)
        found.append(Row(entry, values, labels, keys))
    found.sort(key=lambda row: (row.keys["name"], row.entry.id))
    return found


def name_key(name: str, lang: str) -> str:
    """How a name sorts: zh names by their pinyin (then by the characters), en names alphabetically."""
    if lang == "zh":
        # A tab sorts before every letter and space, so 弩 (nu) comes before 弩矢 (nu shi).
        return " ".join(lazy_pinyin(name)).casefold() + "\t" + name
    return name.casefold()


def pinyin(name: str) -> str:
    """A zh name's pinyin as one word ("破绽" → "pozhan"), for finding it by typing pinyin."""
    return "".join(lazy_pinyin(name)).casefold()


@cache
def order(kind: str, field: str) -> tuple[str, ...]:
    """The source's order of a field's values: the schema's enum, which lists them as the source does."""
    if field == "origin":
        return tuple(schema("pack")["properties"]["origin"]["enum"])
    node = schema(kind)  # each listed kind's schema is named after it
    for step in column(kind, field).enum or (field,):
        node = node.get("properties", {}).get(step, {})
    return tuple(node.get("enum", ()))


@cache
def numeric(kind: str, field: str) -> bool:
    """Whether a column holds numbers: the schema says so, or its ruleset (a number it derives)."""
    types = schema(kind).get("properties", {}).get(field, {}).get("type")
    return column(kind, field).numeric or types in ("integer", "number")


def _key(kind: str, field: str, value: str) -> str:
    if value == "":
        return str(_LAST)
    if numeric(kind, field):
        return value
    known = order(kind, field)
    return str(known.index(value)) if value in known else str(len(known))


def column_title(kind: str, field: str, lang: str) -> str:
    """A column's label: the kind's own (``col-<kind>-<field>``) where it has one, else the shared one."""
    own = f"col-{kind}-{field}"
    return t(own if own in catalogue() else f"col-{field}", lang)


def filters(kind: str, found: Sequence[Row], lang: str) -> list[dict]:
    """For each filter: its field, title, and the options present, in the handbook's order.

    Range filters (``"range": true``) carry the lowest and highest value instead of options.
    """
    spec = []
    for field in FILTERS[kind]:
        options = {row.values[field]: row.labels[field] for row in found if row.values[field] != ""}
        ordered = sorted(options, key=lambda v: (float(_key(kind, field, v)), v))
        spec.append({"field": field, "title": column_title(kind, field, lang),
                     "options": [[value, options[value]] for value in ordered]})
    for field in RANGES.get(kind, ()):
        numbers = [float(row.values[field]) for row in found if row.values[field] != ""]
        if numbers:
            spec.append({"field": field, "title": range_title(kind, field, lang), "range": True,
                         "min": min(numbers), "max": max(numbers)})
    return spec


def range_title(kind: str, field: str, lang: str) -> str:
    """A range filter's title: the kind's own (``range-<kind>-<field>``, which may say its unit), else the
    field's (``range-<field>``), else the column's title as a range."""
    known = catalogue()
    own = next((key for key in (f"range-{kind}-{field}", f"range-{field}") if key in known), None)
    return t(own, lang) if own else t("range-of", lang, title=column_title(kind, field, lang))


def _value(entry: Entry, field: str, origin: Callable[[Entry], str]) -> str:
    if field == "origin":
        return origin(entry)
    derive = column(entry.kind, field).value
    return derive(entry) if derive else str(entry.data.get(field, ""))


def label(entry: Entry, field: str, value: str, lang: str, v: Labeller) -> str:
    """``value`` of ``field`` as the list (and the entry's page) shows it in ``lang``."""
    if value == "":
        return ""
    if field == "origin":
        return own(f"origin-{value}", rulesets.kinds()[entry.kind][0], lang)
    show = column(entry.kind, field).label
    if show:
        return show(entry, value, lang, v)
    vocabulary = _VOCABULARY.get((entry.kind, field))
    return v(vocabulary, value) if vocabulary else value


def shown(entry: Entry, field: str, lang: str, v: Labeller) -> str:
    """A field of ``entry`` as its list shows it: for an entry page's facts."""
    return label(entry, field, _value(entry, field, lambda _: ""), lang, v)


def alphabetical(entries: Sequence[Entry], lang: str) -> list[tuple[str, list[Entry]]]:
    """Entries grouped by initial (A–Z; zh names by the first letter of their pinyin), each group sorted."""
    groups: dict[str, list[Entry]] = {}
    for entry in sorted(entries, key=lambda e: (name_key(e.name.get(lang), lang), e.id)):
        initial = name_key(entry.name.get(lang), lang)[:1].upper()
        groups.setdefault(initial if "A" <= initial <= "Z" else "#", []).append(entry)
    return sorted(groups.items(), key=lambda group: (group[0] == "#", group[0]))
