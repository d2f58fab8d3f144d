"""Coin Flip's part of the SealDice plugin (``meshal export --format sealdice-plugin --system coin``):
the data its ``.coin`` command reads, and ``sealdice.js``, the script holding the command itself
(an outside ruleset's commands are not in the host's bundle: ``"script"`` names them)."""

from pathlib import Path

from meshal_compendium.export.as_sealdice_plugin import chat_messages
from meshal_compendium.i18n import t

from .dice_text import MOST

HERE = Path(__file__).resolve().parent


def coin(compendium) -> dict:
    """The commands' data: the coins of the packs exported (flipped by name), the most coins one
    message flips, and the messages in both languages."""
    coins = sorted(compendium.entries.get("coin", {}).values(), key=lambda entry: entry.id)
    return {
        "description": t("coin-sealdice-description", "zh"),
        "script": HERE / "sealdice.js",
        "most": MOST,
        "coins": [{"id": c.id, "name": {"zh": c.name.get("zh"), "en": c.name.get("en")}, "heads": c.data["heads"]}
                  for c in coins],
        "messages": chat_messages(("coin-sealdice-",)),
    }
