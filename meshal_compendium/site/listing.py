"""Rows, columns and filters of the list pages (species, abilities, items, environments).

The page carries every row's values as data attributes; ``lists.js`` filters and sorts them in
the browser and keeps the choice in the URL.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

from pypinyin import lazy_pinyin

from .. import rulesets
from ..i18n import t
from ..model import Entry
from ..schemas import schema

_KINDS = {name: kind for name, (_, kind) in rulesets.kinds().items() if kind is not None and kind.folder}
COLUMNS = {name: kind.columns for name, kind in _KINDS.items()}
FILTERS = {name: kind.filters for name, kind in _KINDS.items()}
# Numeric fields a reader filters by a range (from … to …) as well as by value.
RANGES = {name: kind.ranges for name, kind in _KINDS.items() if kind.ranges}
# Meshal's derived columns (a species' best speed, an environment's count of effects) are numbers too.
_DERIVED_NUMBERS = {"move", "perceive", "effects"}
# Where a field's handbook order lives when it is not the kind schema's own property of that name.
_ENUM_PATH = {"school": ("magic", "school")}
_LAST = 10**9  # entries without a value sort after every entry with one
# (kind, field) → the vocabulary naming its values
_VOCABULARY = {(name, field): vocabulary for name, kind in _KINDS.items() for field, vocabulary in kind.labels.items()}
Labeller = Callable[[str, str], str]


@dataclass(frozen=True)
class Row:
    entry: Entry
    values: dict[str, str]
    labels: dict[str, str]
    keys: dict[str, str]  # sort key per column: a number for every field, the name's reading for "name"


def rows(kind: str, entries: Sequence[Entry], origin: Callable[[Entry], str], lang: str,
         money: Callable[[int], str], v: Labeller) -> list[Row]:
    found = []
    for entry in entries:
        values = {field: _value(entry, field, origin) for field in (*COLUMNS[kind], *FILTERS[kind])}
        labels = {field: _label(entry, field, value, lang, money, v)
                  for field, value in values.items()}
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
    """The handbook's order of a field's values: the schema's enum, which lists them as the handbook does."""
    if field == "origin":
        return tuple(schema("pack")["properties"]["origin"]["enum"])
    node = schema(kind)  # each listed kind's schema is named after it
    for step in _ENUM_PATH.get(field, (field,)):
        node = node.get("properties", {}).get(step, {})
    return tuple(node.get("enum", ()))


@cache
def numeric(kind: str, field: str) -> bool:
    """Whether a column holds numbers: the schema says so (or it is one of Meshal's derived counts)."""
    types = schema(kind).get("properties", {}).get(field, {}).get("type")
    return field in _DERIVED_NUMBERS or types in ("integer", "number")


def _key(kind: str, field: str, value: str) -> str:
    if value == "":
        return str(_LAST)
    if numeric(kind, field):
        return value
    known = order(kind, field)
    return str(known.index(value)) if value in known else str(len(known))


def filters(kind: str, found: Sequence[Row], lang: str) -> list[dict]:
    """For each filter: its field, title, and the options present, in the handbook's order.

    Range filters (``"range": true``) carry the lowest and highest value instead of options.
    """
    spec = []
    for field in FILTERS[kind]:
        options = {row.values[field]: row.labels[field] for row in found if row.values[field] != ""}
        ordered = sorted(options, key=lambda v: (float(_key(kind, field, v)), v))
        spec.append({"field": field, "title": t(f"col-{field}", lang),
                     "options": [[value, options[value]] for value in ordered]})
    for field in RANGES.get(kind, ()):
        numbers = [float(row.values[field]) for row in found if row.values[field] != ""]
        if numbers:
            spec.append({"field": field, "title": t(f"range-{field}", lang), "range": True,
                         "min": min(numbers), "max": max(numbers)})
    return spec


def _value(entry: Entry, field: str, origin: Callable[[Entry], str]) -> str:
    data = entry.data
    if field == "origin":
        return origin(entry)
    if field in ("move", "perceive"):
        return str(max(m.get("speed", m.get("range", 0)) for m in data[field]))
    if field == "school":
        return data["magic"]["school"] if "magic" in data else ""
    if field == "effects":
        return str(len(data["effects"]))
    value = data.get(field, "")
    return str(value)


def _label(entry: Entry, field: str, value: str, lang: str, money: Callable[[int], str],
           v: Labeller) -> str:
    if value == "":
        return ""
    if field == "origin":
        return t(f"origin-{value}", lang)
    if field == "value":
        return money(int(value))
    if field == "weight":
        return f"{value} kg"
    if field in ("move", "perceive"):
        return t("steps-n", lang, n=value)
    if entry.kind == "item" and field == "type":
        return v(f"{entry.data['category']}-type", value)
    vocabulary = _VOCABULARY.get((entry.kind, field))
    return v(vocabulary, value) if vocabulary else value


def alphabetical(entries: Sequence[Entry], lang: str) -> list[tuple[str, list[Entry]]]:
    """Entries grouped by initial (A–Z; zh names by the first letter of their pinyin), each group sorted."""
    groups: dict[str, list[Entry]] = {}
    for entry in sorted(entries, key=lambda e: (name_key(e.name.get(lang), lang), e.id)):
        initial = name_key(entry.name.get(lang), lang)[:1].upper()
        groups.setdefault(initial if "A" <= initial <= "Z" else "#", []).append(entry)
    return sorted(groups.items(), key=lambda group: (group[0] == "#", group[0]))
