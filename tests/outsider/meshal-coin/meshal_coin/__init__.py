"""Coin Flip: one kind (``coin``), one rule (count the heads), its own odds, pages and chat command."""

from pathlib import Path

from meshal_compendium.rulesets import Edition, Kind, Ruleset

HERE = Path(__file__).resolve().parent

RULESET = Ruleset(
    id="coin",
    name={"zh": "抛硬币", "en": "Coin Flip"},
    editions=(Edition("1.0.0", "current", ("coin",)),),
    section="coin",
    kinds=(Kind("coin", HERE / "schemas" / "coin.schema.json", "coins", "coin.md.j2",
                columns=("heads",), filters=("heads", "origin")),),
    content=HERE / "content",
    schemas=HERE / "schemas",
    templates=HERE / "templates",
    locale=HERE / "locale",
    assets=HERE / "assets",  # its calculator (heads.js) and its dice (dice.js), served as assets/js/coin/
    odds="meshal_coin.odds:command",
    dice="meshal_coin.dice_text",
    calculators={"coin-flip": "coin/heads"},  # under the rule it computes
    exports={"sealdice-plugin": "meshal_coin.sealdice:coin"},  # .coin in chat: sealdice.js
)
