"""WOSS's part of the SealDice plugin: what its ``.woss`` commands read (``Ruleset.exports``).

The numbers are the calculators' (``calcdata.rules_data``), so the chat and the site's ``woss-math.js``
read one set; the messages are the engine's errors, the margin tiers' names and the chat's own.
"""

from __future__ import annotations

from typing import Any

from ...export.as_sealdice_plugin import chat_messages
from ...i18n import t
from ...load import Compendium
from .calcdata import MESSAGE_PREFIXES, rules_data


def woss(compendium: Compendium) -> dict[str, Any]:
    """What the ``.woss`` commands read: the engine's rules and the messages (no character sheet:
    a check names its own dodge and block)."""
    return {
        "description": t("woss-sealdice-description", "zh"),
        "rules": rules_data(),
        "messages": chat_messages((*MESSAGE_PREFIXES, "woss-tier-", "woss-sealdice-")),
    }
