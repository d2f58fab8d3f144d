"""The tactics TRPG's part of the SealDice plugin: what its ``.tac`` commands read
(``Ruleset.exports``): the calculators' numbers, the pack's weapons with their dice tables (as
``calcdata`` gives them to ``tactics-math.js``, named in both languages) and the messages."""

from __future__ import annotations

from typing import Any

from ...export.as_sealdice_plugin import chat_messages
from ...i18n import LANGUAGES, t
from ...load import Compendium
from .calcdata import calculator_data

#: The engine's messages an attack or a check in chat can meet.
MESSAGE_PREFIXES = ("tactics-sealdice-", "tactics-bad-dice", "tactics-dice-negative", "tactics-too-many-dice",
                    "tactics-defense-low", "tactics-weapon-")
#: The most dice `.tac odds` computes: the bot's JS engine (goja) is far slower than node, where the
#: engine's own limit (100d6) already takes 12 s and 30d6 under 2 s; larger attacks are for the CLI.
CHAT_ODDS_DICE = 30


def tactics(compendium: Compendium) -> dict[str, Any]:
    """What the ``.tac`` commands read."""
    data = {lang: calculator_data(compendium, lang) for lang in LANGUAGES}
    first = data[LANGUAGES[0]]
    names = {lang: {w["id"]: w["name"] for w in found["weapons"]} for lang, found in data.items()}
    return {
        "description": t("tactics-sealdice-description", "zh"),
        "rules": first["rules"],
        "odds_dice": CHAT_ODDS_DICE,
        "weapons": [{"id": w["id"], "faces": w["faces"], "name": {lang: names[lang][w["id"]] for lang in LANGUAGES}}
                    for w in first["weapons"]],
        "messages": chat_messages(MESSAGE_PREFIXES),
    }
