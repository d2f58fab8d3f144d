"""The entry kinds WOSS chapter 4 adds: its special statuses and its tables as data.

Each kind's schema is ``schemas/woss/<kind>.schema.json``, its page template
``templates/<kind>.md.j2``, and its list page ``/woss/<folder>/``. ``labels`` names the catalogue
vocabulary (``locale/content.yaml``, keys ``<vocabulary>-<value>``) that shows a word-valued field.
"""

from __future__ import annotations

from ...rulesets import Kind, counted
from ...shipped import shipped

_SCHEMAS = shipped("schemas") / "woss"


# A status's or a situation's effects, listed as how many it has.
COUNTED = {"effects": counted("effects")}


def _kind(name: str, folder: str, columns: tuple[str, ...], filters: tuple[str, ...] = (),
          ranges: tuple[str, ...] = (), **labels: str) -> Kind:
    return Kind(name, _SCHEMAS / f"{name}.schema.json", folder, f"{name}.md.j2", columns=columns,
                filters=filters, ranges=ranges, labels=labels,
                fields="meshal_compendium.rulesets.woss.kinds:COUNTED" if "effects" in columns else None)


KINDS = (
    _kind("status", "statuses", ("category", "effects"), ("category", "mental", "stacks"),
          category="woss-status-category", mental="woss-flag", stacks="woss-flag"),
    _kind("situation", "situations", ("category", "effects"), ("category",), category="woss-situation-category"),
    _kind("hit-tier", "hit-tiers", ("order", "against", "margin"), ("against",), against="woss-against"),
    _kind("combat-action", "actions", ("cost", "timing", "category"), ("timing", "category"), ("cost",),
          timing="woss-timing", category="woss-action-category"),
    _kind("attack-difficulty", "attack-difficulties", ("difficulty",), ranges=("difficulty",)),
    _kind("material", "materials", ("hardness", "durability"), ranges=("hardness",)),
    _kind("thickness", "thickness", ("inches",)),
)
