"""mkdocs hooks for the wiki at the table.

- Page content (after sanitize.py, before Material's search indexes it): badges and the
  glossary's "In the handbook" links are marked ``data-search-exclude``, so search results show
  the definition, not "Handbook … In the handbook" around it (Material drops the attribute from
  the page itself).
- Page head: the web app manifest of the page's language (a phone can install the wiki), the
  installed app's title bar colour, and the search gate (assets/js/search-gate.js), a classic
  script that must run before Material's bundle.
"""

from __future__ import annotations

import re

from mkdocs.utils import get_relative_url

from meshal_compendium.i18n import t
from meshal_compendium.site.offline import MANIFEST, THEME_COLOUR

EXCLUDE = 'data-search-exclude="1"'  # Material removes data-search-* attributes with a value
GATE = "assets/js/search-gate.js"


def on_page_content(html: str, page, config, files) -> str:  # noqa: ARG001 — mkdocs signature
    lang = config["theme"]["language"]
    html = html.replace('<span class="meshal-badge', f'<span {EXCLUDE} class="meshal-badge')
    read_more = re.escape(t("glossary-read-more", lang))
    return re.sub(rf'<a class="meshal-ref"([^>]*>{read_more}</a>)', rf'<a {EXCLUDE} class="meshal-ref"\1', html)


def on_post_page(output: str, page, config) -> str:  # noqa: ARG001 — mkdocs signature
    here = page.url or "."
    head = (f'<script src="{get_relative_url(GATE, here)}"></script>'
            f'<link rel="manifest" href="{get_relative_url(MANIFEST, here)}">'
            f'<meta name="theme-color" content="{THEME_COLOUR}">')
    return output.replace("</head>", head + "</head>", 1)
