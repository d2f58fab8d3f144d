"""WOSS's RollTable for the Foundry module (``Ruleset.exports["foundry-tables"]``): table 4-1, the
hit check's tiers, read on the total's margin over the target's block.

The tiers above the block are fixed ranges of that margin (block +0–25 critical, +26–50 death blow
…); the two below it split at the dodge, which moves with the target, so they share one result.
The rows come from the pack's ``hit-tier`` entries (a homebrew override of a tier moves its
range), read as the engine's default rulings read them (``woss-margin-strict``: "大于25点" is
26 or more). Foundry's ranges are closed: the open ends are ``±OPEN``, past any total the chapter gives.
"""

from __future__ import annotations

from typing import Any

from ...i18n import t
from ...load import Compendium
from ...model import Entry

OPEN = 999
LANGS = ("zh", "en")


def tables(compendium: Compendium) -> list[dict[str, Any]]:
    """The tier table, or none when the loaded packs hold no tier above the block."""
    tiers = sorted(compendium.all("hit-tier"), key=lambda entry: entry.data["order"])
    above = [tier for tier in tiers if tier.data["against"] == "block"]
    below = [tier for tier in tiers if tier.data["against"] == "dodge"]
    if not above:
        return []
    lows = [_least(tier) for tier in above]
    results = [{"range": [low, high], "text": _row(tier)}
               for tier, low, high in zip(above, lows, [*(low - 1 for low in lows[1:]), OPEN], strict=True)]
    if below and lows[0] > -OPEN:
        results.insert(0, {"range": [-OPEN, lows[0] - 1], "text": _below(below)})
    return [{"id": "hit-tiers", "formula": "1d100", "results": results,
             "name": _both("woss-foundry-tiers"),
             "description": _both("woss-foundry-tiers-description", tier_order="{ruling:woss-tier-order}",
                                  margin_strict="{ruling:woss-margin-strict}")}]


def _least(tier: Entry) -> int:
    """The least margin over the block that reaches ``tier``."""
    return tier.data["margin"] + (1 if tier.data["comparison"] == "more-than" else 0)


def _row(tier: Entry) -> dict[str, str]:
    return {lang: f"{{hit-tier:{tier.id}}}: {tier.summary.get(lang)}" for lang in LANGS}


def _below(tiers: list[Entry]) -> dict[str, str]:
    """Under the block: the highest dodge tier when the total reaches the dodge, else the lowest."""
    reached, missed = tiers[-1], tiers[0]
    return {lang: t("woss-foundry-below-block", lang, reached=f"{{hit-tier:{reached.id}}}",
                    missed=f"{{hit-tier:{missed.id}}}") for lang in LANGS}


def _both(key: str, **fields: str) -> dict[str, str]:
    return {lang: t(key, lang, **fields) for lang in LANGS}
