"""The data the calculators read in the browser: ``assets/calculators-meshal.json``.

The browser cannot run the engine, so Meshal's math module (``site/assets/js/meshal/math.js``)
mirrors it and takes every number from here: every named constant of ``engine/rules.py`` (plus
the few the engine keeps next to its code: the dice limit, sizetypes, attributes, notation names),
and the content the character builder, the timeline and the movement calculator choose from.
Exact numbers that are not whole (step lengths, weights, widths) are fraction strings ``"a/b"``;
nothing here is a float. The parity tests (``tests/js``) load the same dict, so the file the
browser gets is what the engine's results are checked against.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from ...i18n import catalogue
from ...load import Compendium
from . import dice_text
from .engine import rules
from .engine.character import WEAR, WEAR_NAMES
from .engine.character_items import ITEM_PLACES, LIMB_NAMES
from .engine.dice import MAX_DICE
from .engine.odds import ATTACK_TYPE_NAMES
from .handbook import ATTRIBUTES, PROTECTED_TYPES, SIZETYPES
from .model import Ability, Environment, Item, Species
from .notation import ATTRIBUTE_NAMES, CHOOSE_NAMES

#: Engine messages the math module can raise (notation, dice, attack, movement, time), shown by
#: the calculators in the page's language.
MESSAGE_PREFIXES = ("notation-", "dice-", "attack-", "movement-", "time-")
#: Environment effects some calculator applies (time: timeline; resistance: movement).
USED_EFFECTS = ("action-time", "gap-time", "gap-cost", "resistance")
#: Vocabularies whose value names the calculators show.
VOCABULARIES = ("attribute", "wear", "protection", "limb", "occupation", "attack-type", "defense",
                "size", "item-category")


def calculator_data(compendium: Compendium, lang: str) -> dict[str, Any]:
    """``{rules, messages, labels, text, species, abilities, items, environments}`` for ``lang``."""
    from ...site.render import labeller  # render writes this file: importing it at the top would cycle

    v = labeller(compendium, lang)
    return {
        "rules": rules_data(),
        "messages": messages(lang),
        "labels": {name: _labels(name, v) for name in VOCABULARIES},
        "text": dice_text.patterns(),
        "species": [_species(s, lang) for s in _sorted(compendium, "species")],
        "abilities": [_ability(a, lang) for a in _sorted(compendium, "ability")],
        "items": [_item(i, lang, v) for i in _sorted(compendium, "item")],
        "environments": [_environment(e, lang) for e in _sorted(compendium, "environment")
                         if any(x.get("type") in USED_EFFECTS for x in e.effects)],
    }


def rules_data() -> dict[str, Any]:
    """Every UPPER_CASE constant of ``engine/rules.py`` as JSON, plus the engine's own limits and
    registries the math module needs."""
    found = {name: _json(getattr(rules, name)) for name in dir(rules) if name.isupper()}
    found.update(
        MAX_DICE=MAX_DICE, SIZETYPES=dict(SIZETYPES), ATTRIBUTES=list(ATTRIBUTES),
        PROTECTED_TYPES=list(PROTECTED_TYPES), ATTRIBUTE_NAMES=_json(ATTRIBUTE_NAMES),
        CHOOSE_NAMES=_json(CHOOSE_NAMES), ATTACK_TYPE_NAMES=_json(ATTACK_TYPE_NAMES),
        # The checks walk these in order, and the JSON is written with sorted keys: pairs.
        WEAR=[list(pair) for pair in WEAR.items()], WEAR_NAMES=_json(WEAR_NAMES),
        ITEM_PLACES=[list(pair) for pair in ITEM_PLACES.items()], LIMB_NAMES=dict(LIMB_NAMES),
    )
    return found


def messages(lang: str) -> dict[str, str]:
    """The engine's message templates (``{field}`` left to fill) the calculators can show."""
    return {key: text[lang] for key, text in catalogue().items() if key.startswith(MESSAGE_PREFIXES)}


def _json(value: Any) -> Any:
    if isinstance(value, bool | int | str) or value is None:
        return value
    if isinstance(value, Fraction):
        return _fraction(value)
    if isinstance(value, Mapping):
        return {str(k): _json(v) for k, v in value.items()}
    if isinstance(value, frozenset | set):
        return sorted(_json(v) for v in value)
    if isinstance(value, list | tuple):
        return [_json(v) for v in value]
    raise TypeError(f"rules constant of type {type(value).__name__} has no JSON form")


def _fraction(value: Fraction | float | int) -> str:
    """An exact number as ``"a/b"`` (a YAML float such as 0.6 read as the decimal it shows)."""
    exact = value if isinstance(value, Fraction) else Fraction(str(value))
    return f"{exact.numerator}/{exact.denominator}"


def _sorted(compendium: Compendium, kind: str) -> list:
    return sorted(compendium.all(kind), key=lambda e: e.id)


def _labels(vocabulary: str, v) -> dict[str, str]:
    values = {
        "attribute": ATTRIBUTES, "wear": tuple(WEAR),
        "protection": PROTECTED_TYPES, "limb": tuple(LIMB_NAMES),
        "occupation": (*ATTRIBUTES, "standard", "talent"), "attack-type": rules.ATTACK_TYPES,
        "defense": tuple(rules.DEFENSE_ATTRIBUTES), "size": tuple(SIZETYPES),
        "item-category": ("weapon", "armour", "accessory", "consumable", "miscellany"),
    }[vocabulary]
    return {value: v(vocabulary, value) for value in values}


def _protections(data: Mapping[str, Any] | None) -> dict[str, Any]:
    data = data or {}
    return {**{t: data.get(t, 0) for t in PROTECTED_TYPES}, "immune": sorted(data.get("immune", ()))}


def _species(species: Species, lang: str) -> dict[str, Any]:
    width = (species.data.get("base") or {}).get("width")
    return {
        "id": species.id, "name": species.name.get(lang), "size": species.size,
        "reach": species.reach, "limbs": dict(species.limbs),
        "attributes": dict(species.data.get("attributes") or {}),
        "talents": list(species.talents), "base_width": None if width is None else _fraction(width),
        "protections": _protections(species.data.get("protections")),
    }


def _ability(ability: Ability, lang: str) -> dict[str, Any]:
    improvement = ability.data.get("improvement") or None
    return {
        "id": ability.id, "name": ability.name.get(lang), "rank": ability.rank,
        "occupation": ability.occupation, "category": ability.category,
        "improvement": None if not improvement else {"potential": improvement.get("potential", 0)},
    }


def _item(item: Item, lang: str, v) -> dict[str, Any]:
    return {
        "id": item.id, "name": item.name.get(lang), "category": item.category,
        "type": item.type, "type_name": v(f"{item.category}-type", item.type),
        "limbs": dict(item.limbs), "value": item.value, "weight": _fraction(item.weight),
        "protections": _protections(item.data.get("protections")),
    }


def _environment(environment: Environment, lang: str) -> dict[str, Any]:
    return {
        "id": environment.id, "name": environment.name.get(lang),
        "category": environment.category,
        "effects": [dict(e) for e in environment.effects if e.get("type") in USED_EFFECTS],
    }
