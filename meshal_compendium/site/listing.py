"""Rows, columns and filters of the list pages (species, abilities, items, environments).

The page carries every row's values as data attributes; ``lists.js`` filters and sorts them in
the browser and keeps the choice in the URL.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..i18n import t
from ..model import Entry

COLUMNS = {
    "species": ("size", "move", "perceive"),
    "ability": ("rank", "occupation", "category", "school"),
    "item": ("category", "type", "value", "weight", "scale"),
    "environment": ("category", "effects"),
}
FILTERS = {
    "species": ("size", "origin"),
    "ability": ("rank", "occupation", "category", "school", "origin"),
    "item": ("category", "type", "scale", "quality", "origin"),
    "environment": ("category", "origin"),
}
NUMERIC = {"rank", "move", "perceive", "value", "weight", "effects"}
# (kind, field) → the vocabulary naming its values
_VOCABULARY = {
    ("species", "size"): "size", ("ability", "occupation"): "occupation",
    ("ability", "category"): "ability-category", ("ability", "school"): "magic-school",
    ("item", "category"): "item-category", ("item", "scale"): "scale",
    ("item", "quality"): "quality", ("environment", "category"): "environment-category",
}
Labeller = Callable[[str, str], str]


@dataclass(frozen=True)
class Row:
    entry: Entry
    values: dict[str, str]
    labels: dict[str, str]


def rows(kind: str, entries: Sequence[Entry], origin: Callable[[Entry], str], lang: str,
         money: Callable[[int], str], v: Labeller) -> list[Row]:
    found = []
    for entry in entries:
        values = {field: _value(entry, field, origin) for field in (*COLUMNS[kind], *FILTERS[kind])}
        labels = {field: _label(entry, field, value, lang, money, v)
                  for field, value in values.items()}
        found.append(Row(entry, values, labels))
    return found


def filters(kind: str, found: Sequence[Row], lang: str) -> list[dict]:
    """For each filter: its field, title, and the options present, in a stable order."""
    spec = []
    for field in FILTERS[kind]:
        options = {row.values[field]: row.labels[field] for row in found if row.values[field] != ""}
        ordered = sorted(options, key=lambda v: (float(v) if field in NUMERIC else 0, v))
        spec.append({"field": field, "title": t(f"col-{field}", lang),
                     "options": [[value, options[value]] for value in ordered]})
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
