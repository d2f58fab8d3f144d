"""Where the shipped data lives: beside the package in a checkout, inside it in an installed wheel.

The content, schemas, wiki assets and mkdocs.yml sit at the top of the source tree; a wheel carries
them as package data under ``meshal_compendium/_shipped/`` (see pyproject.toml), so a plain
``pip install .`` finds them as well as an editable install does.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent
_BUNDLED = _PACKAGE / "_shipped"
_SOURCE_TREE = _PACKAGE.parent


def shipped(name: str) -> Path:
    """The shipped file or directory ``name`` (e.g. ``content``, ``site/assets``)."""
    bundled = _BUNDLED / name
    return bundled if bundled.exists() else _SOURCE_TREE / name


def installed() -> bool:
    """True when running from an installed wheel rather than a source tree."""
    return _BUNDLED.is_dir()
