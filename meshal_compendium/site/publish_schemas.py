"""Build step: the wiki serves the JSON Schemas, so a pack's modelines resolve wherever it goes.

``/schemas/v1/`` holds the versioned set (each ``$id`` is its canonical URL, see
``schema_urls``); ``/schemas/`` holds the kinds' schemas under the unversioned ids they had
before versioning, so nothing that cited those breaks.
"""

from __future__ import annotations

from pathlib import Path

from .. import schema_set
from ..schema_urls import FOLDER, LEGACY_FOLDER


def publish_schemas(site: Path) -> None:
    """Write the schema set below the built site's root ``site``."""
    schema_set.write(schema_set.legacy(), site / LEGACY_FOLDER)
    schema_set.write(schema_set.published(), site / FOLDER)
