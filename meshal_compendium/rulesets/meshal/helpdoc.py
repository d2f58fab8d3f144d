"""Meshal's part of the SealDice help document (``--format sealdice``): an ability's cast, passive
and failure, and the attacks of abilities and items, as a bot user asks about them."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from ...export.as_sealdice import Say
from ...i18n import t
from ...model import Entry, Text

#: Which kind takes a name shared with another first (after terms).
order = ("ability", "item", "species", "environment")
# Ability parts, with their label keys in the catalogue.
ABILITY_PARTS = (("cast", "sealdice-cast"), ("passive", "sealdice-passive"), ("failure", "sealdice-failure"))


def details(entry: Entry, lang: str, say: Say) -> Iterator[str]:
    if entry.kind == "ability":
        for part, label in ABILITY_PARTS:
            given = entry.data.get(part)
            if given:
                lines = [say.words(Text.of(given[key]).get(lang)) for key in ("condition", "effect") if key in given]
                yield f"{t(label, lang)}: " + " ".join(lines)
    attacks = entry.data.get("attacks") or entry.data.get("cast", {}).get("attacks") or ()
    for attack in attacks:
        yield _attack(attack, lang, say)


def _attack(attack: Mapping[str, Any], lang: str, say: Say) -> str:
    """``重拳: 强壮🎲 物质攻击 vs 格挡/闪避`` — dice in handbook notation, values by their terms."""
    name = Text.of(attack["name"]).get(lang) + ": " if "name" in attack else ""
    types = "/".join(say.named("attack-type", value, lang) for value in attack["types"])
    line = f"{t('sealdice-attack', lang)} {name}{say.roll(attack['dice'], lang)} {types}"
    defenses = attack.get("defenses")
    if defenses:
        line += " vs " + "/".join(say.named("defense", d, lang) for d in defenses)
    elif defenses is not None:  # an empty list: the handbook's undefendable attack
        line += f" ({t('sealdice-undefendable', lang)})"
    return line
