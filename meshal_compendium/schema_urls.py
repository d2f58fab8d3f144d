"""Where the JSON Schemas live on the web: one canonical base, versioned with the pack format.

Every schema's ``$id`` is the URL it is published at: ``CANONICAL_BASE`` + ``schemas/v1/`` +
file name (``https://meshal-compendium.org/schemas/v1/ability.schema.json``). The files in
``schemas/`` leave it out so that editors resolve their ``$ref``s beside them (``schema_set``);
our registry and the published copies give it back. The wiki build
publishes the same files at ``/schemas/v1/`` of whatever ``--site-url`` it is given, so a copy
of the site serves them too; their ``$id``s still name the canonical place. Before the ids were
versioned they were ``CANONICAL_BASE`` + ``schemas/`` + file name: those stay valid (aliases in
our registry, files published at the old paths).
"""

from __future__ import annotations

CANONICAL_BASE = "https://meshal-compendium.org/"
FORMAT_VERSION = 1  # the pack format: a change that breaks packs gets new schema URLs (v2/)
FOLDER = f"schemas/v{FORMAT_VERSION}/"  # where the set is published below a site's root
LEGACY_FOLDER = "schemas/"  # the unversioned ids of before


def url(file_name: str) -> str:
    """The canonical URL (and ``$id``) of one published file, e.g. ``pack.schema.json``."""
    return CANONICAL_BASE + FOLDER + file_name


def legacy_url(file_name: str) -> str:
    """The unversioned id the file had before: still accepted, still served."""
    return CANONICAL_BASE + LEGACY_FOLDER + file_name
