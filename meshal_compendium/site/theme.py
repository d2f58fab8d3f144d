"""The theme's own strings and templates for one language build.

mkdocs.yml is shared by both builds; the strings it holds (palette toggles, heading permalinks)
are written here from the catalogue, and our template overrides (``overrides/``: language links
to the same page, the 404 page, tab titles) are put in front of Material's.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..i18n import t

OVERRIDES = Path(__file__).resolve().parent / "overrides"
_TOGGLES = ("theme-to-light", "theme-to-dark", "theme-to-auto")  # the palette entries' order in mkdocs.yml


def localise(config: dict[str, Any], lang: str) -> None:
    """Fill ``config`` (one language's mkdocs config) with that language's theme strings."""
    theme = config["theme"]
    theme["custom_dir"] = str(OVERRIDES)
    for palette, key in zip(theme.get("palette", []), _TOGGLES, strict=True):
        palette["toggle"]["name"] = t(key, lang)
    for extension in config["markdown_extensions"]:
        if isinstance(extension, dict) and "toc" in extension:
            extension["toc"]["permalink_title"] = t("theme-permalink", lang)
    config["extra"]["meshal"] = {
        "not_found_title": t("theme-404-title", lang), "not_found_text": t("theme-404-text", lang),
        "not_found_home": t("theme-404-home", lang),
        "offline_title": t("theme-offline-title", lang), "offline_text": t("theme-offline-text", lang),
        "made_with": t("theme-made-with", lang, tool="\0").split("\0"),  # the text around the theme's name
    }
