"""How Meshal's list pages and entry facts show its fields: money, kilograms, steps, the derived numbers."""

from __future__ import annotations

from ...i18n import t
from ...rulesets import Column, counted


def money(copper: int, lang: str) -> str:
    """A value in copper shown as gold/silver/copper (1 gold = 100 silver = 10,000 copper)."""
    gold, rest = divmod(copper, 10_000)
    silver, copper = divmod(rest, 100)
    parts = [(gold, "gold"), (silver, "silver"), (copper, "copper")]
    shown = [t(f"money-{unit}", lang, n=n) for n, unit in parts if n]
    return " ".join(shown) or t("money-copper", lang, n=0)


def _best(field: str, number: str) -> Column:
    """A species' fastest move or farthest perception, in steps."""
    return Column(value=lambda e: str(max(m.get(number, 0) for m in e.data[field])),
                  label=lambda e, value, lang, v: t("steps-n", lang, n=value), numeric=True)


SPECIES = {"move": _best("move", "speed"), "perceive": _best("perceive", "range")}
ABILITY = {"school": Column(value=lambda e: e.data["magic"]["school"] if "magic" in e.data else "",
                            enum=("magic", "school"))}
ITEM = {
    "value": Column(label=lambda e, value, lang, v: money(int(value), lang)),
    "weight": Column(label=lambda e, value, lang, v: t("weight-kg", lang, n=value)),
    "type": Column(label=lambda e, value, lang, v: v(f"{e.data['category']}-type", value)),
}
ENVIRONMENT = {"effects": counted("effects")}
