"""The data the tactics calculators read in the browser: ``assets/calculators-tactics.json``.

Every number comes from ``rules.py`` (the math module ``site/assets/js/tactics/tactics-math.js``
writes none) and every choice from the content: weapons with their dice tables, races with their
bonus choices and beast forms, classes with their bonuses and movement, the names of attributes,
movement types and terrain. Fractions are ``"a/b"`` strings; nothing is a float.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from ...load import Compendium
from ...model import Entry
from . import RULESET, rules
from .engine.damage import MAX_DICE
from .engine.exchange import MAX_HP
from .odds import faces_of
from .readings import BLANK_CELLS, NAMED

#: The engine's catalogue file: its error messages are what the math module can raise.
ENGINE_STRINGS = Path(__file__).resolve().parent / "locale" / "engine.yaml"


def calculator_data(compendium: Compendium, lang: str) -> dict[str, Any]:
    """``{rules, messages, names, weapons, races, classes, rulings, blank_cells}`` for ``lang``: ``rulings``
    are the ones a number can name (readings.py), ``blank_cells`` the weapons whose table depends on one."""
    return {
        "rules": {**{name: _json(getattr(rules, name)) for name in dir(rules) if name.isupper()}, "MAX_DICE": MAX_DICE,
                  "MAX_HP": MAX_HP},
        "messages": messages(lang),
        "names": {
            "attribute": _names(compendium, "tactics-attribute", rules.ATTRIBUTES, lang),
            "movement": _names(compendium, "movement-type", rules.MOVEMENT, lang),
            "terrain": _names(compendium, "terrain", rules.TERRAIN, lang),
        },
        "weapons": [found for w in _sorted(compendium, "weapon") for found in _weapons(w, lang)],
        "races": [_race(r, lang) for r in _sorted(compendium, "race") if r.data.get("availability") != "unplayable"],
        "classes": [_class(c, lang) for c in _sorted(compendium, "class")],
        "rulings": {id: _ruling(compendium, id, lang) for id in NAMED},
        "blank_cells": {weapon: list(taken) for weapon, taken in BLANK_CELLS.items()},
    }


@cache
def _own_strings() -> dict[str, dict[str, str]]:
    return yaml.safe_load(ENGINE_STRINGS.read_text(encoding="utf-8"))


def messages(lang: str) -> dict[str, str]:
    """The engine's error messages (``tactics-…`` of ``locale/engine.yaml``, not the CLI's text)."""
    return {key: text[lang] for key, text in _own_strings().items()
            if key.startswith("tactics-") and not key.startswith("tactics-odds-")}


def _json(value: Any) -> Any:
    if isinstance(value, Fraction):
        return f"{value.numerator}/{value.denominator}"
    if isinstance(value, Mapping):
        return {str(k): _json(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_json(v) for v in value]
    return value


def _sorted(compendium: Compendium, kind: str) -> list[Entry]:
    return sorted(compendium.all(kind), key=lambda e: e.id)


def _names(compendium: Compendium, kind: str, ids, lang: str) -> dict[str, str]:
    """Each id's name from its entry (the id itself where the content has none)."""
    return {i: (entry.name.get(lang) if (entry := compendium.get(kind, i)) else i) for i in ids}


def _weapons(entry: Entry, lang: str) -> list[dict[str, Any]]:
    """The weapon's base die, and its enhanced attack die (2.2) as a choice of its own when it has one."""
    found = [_weapon(entry.id, entry.name.get(lang), entry, entry.data["faces"])]
    attack_die = (entry.data.get("enhancement") or {}).get("attack_die")
    if attack_die:
        label = _own_strings()["js-tactics-attack-die"][lang]
        found.append(_weapon(f"{entry.id}/attack-die", f"{entry.name.get(lang)} ({label})", entry, attack_die))
    return found


def _weapon(id: str, name: str, entry: Entry, rows) -> dict[str, Any]:
    return {"id": id, "weapon": entry.id, "name": name, "icon": entry.data.get("icon", ""),
            "faces": [{"damage": f.damage, "critical": f.critical, "burning": f.burning} for f in faces_of(rows)]}


def _choices(row: Mapping[str, Any]) -> list[str]:
    """The attributes a bonus row lets the player pick from (one for a fixed bonus)."""
    choose = row.get("choose")
    if choose == "any":
        return list(rules.ATTRIBUTES)
    return list(choose) if choose else [row["attribute"]]


def _race(entry: Entry, lang: str) -> dict[str, Any]:
    forms = []
    for form in entry.data.get("forms", ()):
        effects = form.get("effects", ())
        forms.append({
            "id": form["id"], "name": (form.get("name") or {}).get(lang, form["id"]),
            "bonus": {e["attribute"]: e["amount"] for e in effects if e.get("type") == "attribute"},
            "movement": next((e["movement_type"] for e in effects if e.get("type") == "movement-type"), None),
            "defense": sum(e["amount"] for e in effects if e.get("type") == "defense"),
        })
    return {"id": entry.id, "name": entry.name.get(lang),
            "bonuses": [{"choices": _choices(row), "amount": row["amount"]} for row in entry.data.get("bonuses", ())],
            "elf": _forest_wanderer(entry), "forms": forms}


def _forest_wanderer(entry: Entry) -> bool:
    """Whether the race's talent makes forest ordinary ground (the elf's 【密林仙踪】: the engine's ``elf``)."""
    effects = (entry.data.get("talent") or {}).get("effects", ())
    return any(e.get("type") == "terrain-not-difficult" and e.get("terrain") == "forest" for e in effects)


def _class(entry: Entry, lang: str) -> dict[str, Any]:
    data = entry.data
    return {"id": entry.id, "name": entry.name.get(lang),
            "bonus": {row["attribute"]: row["amount"] for row in data.get("bonuses", ())},
            "movement": data.get("movement", "walk"), "dismounted": data.get("dismounted"),
            "movement_bonus": sum(t.get("movement", 0) for t in data.get("traits", ()))}


def _ruling(compendium: Compendium, id: str, lang: str) -> dict[str, Any]:
    """A ruling's name, its page (the section's errata page, where the site shows rulings) and its
    readings' names, from its entry (its id alone where the content has none)."""
    entry = compendium.get("ruling", id)
    readings = (entry.data.get("readings") or ()) if entry else ()
    return {"id": id, "name": entry.name.get(lang) if entry else id, "page": f"{RULESET.section}/errata/#{id}",
            "readings": {r["id"]: r["name"].get(lang) for r in readings}}
