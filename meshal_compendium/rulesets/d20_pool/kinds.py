"""The d20 success pool's own entry kinds: its tables, one entry per row, each with a list page.

Every kind is named ``d20-…``: kind names are global across rulesets, and another system's
``attribute`` or ``action`` would mean something else. Each kind's schema is in
``schemas/d20-pool/`` and its page template in ``templates/``; vocabulary labels are the
catalogue keys ``<vocabulary>-<value>`` in ``locale/content.yaml``, keyed by the field's own name (``upgrades_to``).
"""

from __future__ import annotations

from ...rulesets import Kind
from ...shipped import shipped

SCHEMAS = shipped("schemas") / "d20-pool"


def _kind(name: str, folder: str, columns: tuple[str, ...], filters: tuple[str, ...] = ("origin",),
          ranges: tuple[str, ...] = (), **labels: str) -> Kind:
    return Kind(name, SCHEMAS / f"{name}.schema.json", folder, f"{name}.md.j2", columns=columns,
                filters=filters, ranges=ranges, labels=labels)


KINDS: tuple[Kind, ...] = (
    _kind("d20-attribute", "attributes", ("save",), ("save", "origin"), save="d20-save"),
    _kind("d20-save", "saves", ()),
    _kind("d20-tier", "tiers", ("attribute_min", "attribute_max", "skill_cap", "specialisation_bonus", "feats",
                                "vital_strike"), ranges=("attribute_max",)),
    _kind("d20-level", "levels", ("guide", "min", "max"), ("guide", "origin"), ("min",), guide="d20-guide"),
    _kind("d20-size", "sizes", ("modifier",), ranges=("modifier",)),
    _kind("d20-wound", "wounds", ("upgrades_to",), upgrades_to="d20-wound"),
    _kind("d20-condition", "conditions", ("group",), ("group", "origin"), group="d20-condition-group"),
    _kind("d20-action", "actions", ("cost", "when"), ("when", "origin"), ("cost",), when="d20-when"),
    _kind("d20-damage-type", "damage-types", ()),
    _kind("d20-number", "numbers", ("number", "max", "unit"), ("unit", "origin"), unit="d20-unit"),
)
