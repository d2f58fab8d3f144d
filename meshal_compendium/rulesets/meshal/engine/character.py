"""The character check: a sheet (``character`` kind) against the rules of character building.

Rules (handbook L90-180, L455-470, L590-610):

- Attributes start at 3 and are never below 1; raising one by 1 costs its current value x3
  potential (3→4 costs 9, 4→5 costs 12, L113). Species attribute changes cost nothing.
- An ability costs rank x3 potential and occupies its attribute; the ranks occupying one
  attribute may not sum above it (L464). Standard abilities cost but do not occupy; talents
  (rank 0) neither cost nor occupy. Occupation counts bought attributes plus species changes
  only (L464). **Erratum:** the handbook's own example (Might 3 allows a rank-3 *and* a rank-2
  ability, but not two rank-2s) contradicts the rule it illustrates; we implement the rule.
- A talent is an ability a trait grants (L506: "天赋是特征赋予你的能力"), so a sheet may list
  only the talents its traits grant. The one trait a sheet records is its species, whose entry
  names its talents (``talents``); a race gets none of its main species' (L183).
- Starting potential is 60 (L92; the potential section says 36, L172: erratum
  ``starting-potential``). Potential level = potential spent on attributes, abilities and
  improvements (L173-174).
- Derived: max Hurts = Might, max Acted = Elastane, max Leaks = Sense (L103-109), carry weight =
  Might x10 kg (L166), reach and token base by size (L151, L283).
- Equipped items occupy limbs; at most 3 accessories, one of each type (L598-599). Starting
  funds are 3 gold = 30000 copper (L97).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ....i18n import t
from ....model import Entry
from ..handbook import ATTRIBUTES
from ..model import Ability, Species
from ..notation import ATTRIBUTE_NAMES
from .attack import is_unconscious
from .character_items import ItemTally, tally_items
from .rules import (
    ABILITY_COST_FACTOR,
    ATTRIBUTE_COST_FACTOR,
    CARRY_KG_PER_MIGHT,
    METRES_PER_STEP,
    MIN_ATTRIBUTE,
    MIN_WEAR,
    STARTING_ATTRIBUTE,
    STARTING_FUNDS_COPPER,
    STARTING_POTENTIAL,
    TOKEN_BASE_METRES,
    TOKEN_BASE_STEPS,
)
from .wear import WEAR_ATTRIBUTES as WEAR  # the site's calculator data reads it from here
from .wear import WEAR_NAMES

Lookup = Callable[[str, str], Entry | None]


def _names(attribute: str) -> dict[str, str]:
    """Message fields naming an attribute in both languages."""
    return {"zh": ATTRIBUTE_NAMES[attribute]["zh"], "en": ATTRIBUTE_NAMES[attribute]["en"]}


@dataclass(frozen=True)
class SheetProblem:
    """One thing wrong with a sheet: a message key, its fields and a JSON pointer."""

    code: str
    pointer: str
    severity: str = "error"
    fields: tuple[tuple[str, object], ...] = ()

    def message(self, lang: str) -> str:
        return t(self.code, lang, **dict(self.fields))


def problem(code: str, pointer: str, severity: str = "error", **fields: object) -> SheetProblem:
    return SheetProblem(code, pointer, severity, tuple(fields.items()))


@dataclass(frozen=True)
class CharacterReport:
    """Everything ``meshal character check`` reports."""

    potential: Mapping[str, int]
    attributes: Mapping[str, Mapping[str, int]]
    occupation: Mapping[str, Mapping[str, int]]
    derived: Mapping[str, Any]
    items: ItemTally
    problems: tuple[SheetProblem, ...] = field(default=())

    @property
    def ok(self) -> bool:
        return not any(p.severity == "error" for p in self.problems)


def attribute_cost(value: int) -> int:
    """Potential to raise an attribute from 3 to ``value``: Σ current x3 (L113)."""
    return sum(v * ATTRIBUTE_COST_FACTOR for v in range(STARTING_ATTRIBUTE, value))


def ability_cost(ability: Ability, improved: bool = False) -> int:
    """rank x3 (talents: 0), plus the improvement's potential when improved (L460, L466)."""
    base = 0 if ability.occupation == "talent" else ability.rank * ABILITY_COST_FACTOR
    improvement = ability.data.get("improvement") or {}
    return base + (improvement.get("potential", 0) if improved else 0)


def token_base(species: Species) -> tuple[Fraction | None, Fraction | None]:
    """Base diameter in metres and in steps (L283). The handbook's figure for the size (small
    0.6 m = ¾ step, medium 0.75 m = 1, large 1.2 m = 1½, huge 1.9 m = 2½) unless the species gives
    another width (micro and colossal must): then width ÷ 0.75 m, exact."""
    own = species.data.get("base") or {}
    standard = TOKEN_BASE_METRES.get(species.size)
    metres = Fraction(str(own["width"])) if "width" in own else standard
    if metres is None:
        return None, None
    if metres == standard:
        return metres, TOKEN_BASE_STEPS[species.size]
    return metres, metres / METRES_PER_STEP


def _as_list(value: Any) -> list:
    return list(value) if isinstance(value, list | tuple) else []


def _entry_id(value: Any) -> str | None:
    if isinstance(value, str):
        return value
    if isinstance(value, Mapping) and isinstance(value.get("id"), str):
        return value["id"]
    return None


def _whole(value: Any, minimum: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= minimum


class _Checker:
    """Walks one sheet, collecting problems; each method looks at one part of it."""

    def __init__(self, sheet: Mapping[str, Any], lookup: Lookup) -> None:
        self.sheet = sheet
        self.lookup = lookup
        self.problems: list[SheetProblem] = []

    def add(self, code: str, pointer: str, severity: str = "error", **fields: object) -> None:
        self.problems.append(problem(code, pointer, severity, **fields))

    def species(self) -> Species | None:
        species_id = self.sheet.get("species")
        if not isinstance(species_id, str):
            self.add("character-species-missing", "/species")
            return None
        found = self.lookup("species", species_id)
        if not isinstance(found, Species):
            self.add("character-unknown", "/species", kind="species", id=species_id)
            return None
        return found

    def attributes(self, species: Species | None) -> dict[str, dict[str, int]]:
        bought = self.sheet.get("attributes")
        bought = bought if isinstance(bought, Mapping) else {}
        changes = (species.data.get("attributes") or {}) if species else {}
        result = {}
        for name in ATTRIBUTES:
            value = bought.get(name, STARTING_ATTRIBUTE)
            if not _whole(value, MIN_ATTRIBUTE):
                self.add("character-bad-number", f"/attributes/{name}", minimum=MIN_ATTRIBUTE)
                value = STARTING_ATTRIBUTE
            elif value < STARTING_ATTRIBUTE:
                self.add("character-attribute-below-start", f"/attributes/{name}",
                         value=value, start=STARTING_ATTRIBUTE, **_names(name))
            change = changes.get(name, 0)
            result[name] = {
                "bought": value, "species": change,
                "value": max(MIN_ATTRIBUTE, value + change), "cost": attribute_cost(value),
            }
        return result

    def abilities(
        self, attributes: Mapping[str, Mapping[str, int]], species: Species | None,
    ) -> tuple[int, dict]:
        spent, used = 0, dict.fromkeys(ATTRIBUTES, 0)
        seen: set[str] = set()
        for index, entry in enumerate(_as_list(self.sheet.get("abilities"))):
            pointer = f"/abilities/{index}"
            ability_id = _entry_id(entry)
            if ability_id is None:
                self.add("character-bad-entry", pointer, kind="ability")
                continue
            if ability_id in seen:
                self.add("character-duplicate", pointer, kind="ability", id=ability_id)
                continue
            seen.add(ability_id)
            ability = self.lookup("ability", ability_id)
            if not isinstance(ability, Ability):
                self.add("character-unknown", pointer, kind="ability", id=ability_id)
                continue
            self.talent(ability, species, pointer)
            improved = isinstance(entry, Mapping) and entry.get("improved") is True
            if improved and not ability.data.get("improvement"):
                self.add("character-not-improvable", pointer + "/improved", id=ability_id)
                improved = False
            spent += ability_cost(ability, improved)
            if ability.occupies:
                used[ability.occupies] += ability.rank
        occupation = {
            name: {"used": used[name], "limit": attributes[name]["value"]} for name in ATTRIBUTES
        }
        for name, slot in occupation.items():
            if slot["used"] > slot["limit"]:
                self.add("character-occupation-over", "/abilities", **slot, **_names(name))
        return spent, occupation

    def talent(self, ability: Ability, species: Species | None, pointer: str) -> None:
        """A talent the sheet's species does not grant (an unknown species is reported already,
        and what it grants cannot be known)."""
        if ability.occupation == "talent" and species and ability.id not in species.talents:
            self.add("talent-not-granted", pointer, id=ability.id, species=species.id,
                     granted=", ".join(species.talents) or "-")

    def wear(self, attributes: Mapping[str, Mapping[str, int]]) -> dict[str, int]:
        wear = self.sheet.get("wear")
        wear = wear if isinstance(wear, Mapping) else {}
        result = {}
        for name, attribute in WEAR.items():
            value = wear.get(name, MIN_WEAR)
            if not _whole(value, MIN_WEAR):
                self.add("character-bad-number", f"/wear/{name}", minimum=MIN_WEAR)
                value = MIN_WEAR
            result[name] = value
            limit = attributes[attribute]["value"]
            if name == "hurts" and is_unconscious(value, limit):
                self.add("character-unconscious", "/wear/hurts", "warning", hurts=value,
                         might=limit)
            elif name != "hurts" and value > limit:
                zh, en = WEAR_NAMES[name]
                self.add("character-wear-over", f"/wear/{name}", zh=zh, en=en, value=value,
                         limit=limit)
        return result

    def budget(self, default: int | None) -> tuple[int, int]:
        potential = self.sheet.get("potential")
        potential = potential if isinstance(potential, Mapping) else {}
        starting = potential.get("starting", STARTING_POTENTIAL if default is None else default)
        gained = potential.get("gained", 0)
        for name, value in (("starting", starting), ("gained", gained)):
            if not _whole(value, 0):
                self.add("character-bad-number", f"/potential/{name}", minimum=0)
        starting = starting if _whole(starting, 0) else STARTING_POTENTIAL
        return starting, gained if _whole(gained, 0) else 0


def check_character(
    sheet: Mapping[str, Any], lookup: Lookup, starting_potential: int | None = None,
) -> CharacterReport:
    """Check a character sheet. ``lookup(kind, id)`` resolves species/abilities/items (None when
    unknown). Starting potential: the sheet's ``potential.starting``, else
    ``starting_potential``, else 60."""
    checker = _Checker(sheet, lookup)
    species = checker.species()
    attributes = checker.attributes(species)
    ability_spent, occupation = checker.abilities(attributes, species)
    starting, gained = checker.budget(starting_potential)
    spent = sum(a["cost"] for a in attributes.values()) + ability_spent
    budget = starting + gained
    if spent > budget:
        checker.add("character-over-budget", "/potential", spent=spent, budget=budget)
    wear = checker.wear(attributes)
    might = attributes["might"]["value"]
    items = tally_items(sheet.get("items"), lookup, species, checker.add)
    carry = might * CARRY_KG_PER_MIGHT
    if items.weight > carry:
        checker.add("character-over-carry", "/items", weight=float(items.weight), carry=carry)
    if items.value > STARTING_FUNDS_COPPER:
        checker.add("character-over-funds", "/items", "warning", value=items.value,
                    funds=STARTING_FUNDS_COPPER)
    metres, steps = token_base(species) if species else (None, None)
    derived = {
        "max_hurts": might, "max_acted": attributes["elastane"]["value"],
        "max_leaks": attributes["sense"]["value"], "carry_weight_kg": carry,
        "carried_weight_kg": items.weight, "size": species.size if species else None,
        "reach": species.reach if species else None, "token_base_metres": metres,
        "token_base_steps": steps, "talents": list(species.talents) if species else [],
        "items_value_copper": items.value, "starting_funds_copper": STARTING_FUNDS_COPPER,
        "wear": wear, "unconscious": is_unconscious(wear["hurts"], might),
    }
    level = spent
    potential = {"budget": budget, "spent": spent, "left": budget - spent, "level": level}
    return CharacterReport(potential, attributes, occupation, derived, items,
                           tuple(checker.problems))


__all__ = ["CharacterReport", "SheetProblem", "ability_cost", "attribute_cost",
           "check_character", "token_base"]
