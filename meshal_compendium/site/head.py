"""mkdocs hook: what every page's <head> needs beyond the theme's: the web app manifest of its
language (so a phone can install the wiki) and the colour of the installed app's title bar."""

from __future__ import annotations

from mkdocs.utils import get_relative_url

from meshal_compendium.site.offline import MANIFEST, THEME_COLOUR


def on_post_page(output: str, page, config) -> str:  # noqa: ARG001 — mkdocs signature
    href = get_relative_url(MANIFEST, page.url or ".")
    tags = f'<link rel="manifest" href="{href}"><meta name="theme-color" content="{THEME_COLOUR}">'
    return output.replace("</head>", tags + "</head>", 1)
