"""Meshal's part of the SealDice plugin: what its ``.ml`` commands read (``Ruleset.exports``)."""

from __future__ import annotations

from typing import Any

import yaml

from ...export.as_sealdice_plugin import EXTENSION, chat_messages
from ...export.common import vocabulary
from ...i18n import t
from ...load import Compendium
from ...model import Text
from .calcdata import rules_data
from .engine import rules
from .engine.wear import WEAR_ATTRIBUTES
from .handbook import PROTECTED_TYPES
from .notation import ATTRIBUTE_NAMES

#: The handbook's letters for the wear: "(H) Hurts", "(A) Acted", "(L) Leaks" (L119-125).
WEAR_LETTERS = {"hurts": "H", "acted": "A", "leaks": "L"}
#: Catalogue keys the runtime shows: the engine's notation errors and the two dice limits it can
#: meet in chat, and its own.
MESSAGE_PREFIXES = ("notation-", "sealdice-plugin-")
MESSAGES = ("dice-too-many", "wear-over-maximum")


def meshal(compendium: Compendium) -> dict[str, Any]:
    """What the ``.ml`` commands read: the engine's rules, the messages, names, the template."""
    return {
        "description": t("sealdice-plugin-description", "zh", command=".ml help"),
        "rules": rules_data(),
        "messages": chat_messages(MESSAGE_PREFIXES, MESSAGES),
        "names": meshal_names(compendium),
        "template": meshal_template(compendium),
    }


def meshal_names(compendium: Compendium) -> dict[str, dict[str, Any]]:
    """Every card attribute: its Chinese name (the card's key), English name, letter, aliases."""
    terms = vocabulary(compendium)

    def named(vocab: str, value: str, letter: str | None) -> dict[str, Any]:
        name = terms[(vocab, value)].name
        aliases = terms[(vocab, value)].data.get("aliases", {})
        found = [letter, name.en, *aliases.get("zh", ()), *aliases.get("en", ())]
        return {"zh": name.zh, "en": name.en, "aliases": list(dict.fromkeys(a for a in found if a))}

    names = {key: named("attribute", key, ATTRIBUTE_NAMES[key]["abbr"]) for key in ATTRIBUTE_NAMES}
    names.update({key: named("wear", key, WEAR_LETTERS[key]) for key in WEAR_ATTRIBUTES})
    names.update({key: named("protection", key, None) for key in PROTECTED_TYPES})
    return names


def meshal_template(compendium: Compendium) -> str:
    """The game-system template (SealDice templateVer 2.0, YAML) for ``.set meshal`` and ``.st``."""
    names = meshal_names(compendium)
    core = compendium.packs[0]
    maximum = {key: t("sealdice-plugin-maximum", "zh", name=names[key]["zh"]) for key in WEAR_ATTRIBUTES}
    maximum_en = {key: t("sealdice-plugin-maximum", "en", name=names[key]["en"]) for key in WEAR_ATTRIBUTES}
    defaults = {names[key]["zh"]: rules.STARTING_ATTRIBUTE for key in ATTRIBUTE_NAMES}
    defaults.update({names[key]["zh"]: rules.MIN_WEAR for key in WEAR_ATTRIBUTES})
    defaults.update({names[key]["zh"]: 0 for key in PROTECTED_TYPES})
    alias = {value["zh"]: value["aliases"] for value in names.values()}
    alias.update({maximum[key]: [maximum_en[key]] for key in WEAR_ATTRIBUTES})
    wear = [names[key]["zh"] for key in WEAR_ATTRIBUTES]
    template = {
        "name": EXTENSION,
        "fullName": Text.of(core["name"]).get("zh"),
        "authors": list(core["authors"]),
        "version": core["version"],
        "templateVer": "2.0",
        "attrs": {
            "defaults": defaults,
            # max Hurts = Might, max Acted = Elastane, max Leaks = Sense (L103-109)
            "defaultsComputed": {maximum[key]: names[attr]["zh"] for key, attr in WEAR_ATTRIBUTES.items()},
        },
        "alias": alias,
        "commands": {
            "set": {"diceSides": str(rules.DIE_FACES), "enableTip": t("sealdice-plugin-enable-tip", "zh"),
                    "keys": [EXTENSION, "ml"], "relatedExt": [EXTENSION, "coc7"]},
            "sn": {EXTENSION: {"template": "{$t玩家_RAW} " + " ".join(
                f"{w}{{{w}}}/{{{maximum[k]}}}" for k, w in zip(WEAR_ATTRIBUTES, wear, strict=True)),
                "helpText": t("sealdice-plugin-sn-help", "zh")}},
            "st": {"show": {
                "top": [names[key]["zh"] for key in (*ATTRIBUTE_NAMES, *WEAR_ATTRIBUTES, *PROTECTED_TYPES)],
                "sortBy": "name",
                "ignores": list(maximum.values()),
                "showValueAs": {w: f"{{{w}}}/{{{maximum[k]}}}" for k, w in zip(WEAR_ATTRIBUTES, wear, strict=True)},
            }},
        },
    }
    return yaml.safe_dump(template, allow_unicode=True, sort_keys=False, width=1000)

