"""The d20 success pool's part of the SealDice plugin: what its ``.d20`` commands read
(``Ruleset.exports``): the calculators' numbers (``calcdata.rules_data``, read by ``d20-math.js``),
the engine's errors about a pool, the edges' names and the chat's own messages."""

from __future__ import annotations

from typing import Any

from ...export.as_sealdice_plugin import chat_messages
from ...i18n import t
from ...load import Compendium
from .calcdata import rules_data

#: The engine's messages a pool in chat can meet, and the names of its edges.
MESSAGE_PREFIXES = ("d20-pool-sealdice-", "d20-pool-edge-", "d20-pool-bad-pool", "d20-pool-bad-edge",
                    "d20-pool-too-many-dice", "d20-pool-negative-count")


def d20_pool(compendium: Compendium) -> dict[str, Any]:
    """What the ``.d20`` commands read."""
    return {
        "description": t("d20-pool-sealdice-description", "zh"),
        "rules": rules_data(),
        "messages": chat_messages(MESSAGE_PREFIXES),
    }
