"""mkdocs hook for the wiki at the table (the page heads are completed after the build for both
engines, site/engines.py).

Page content (before Material's search indexes it): badges, the glossary's "In the handbook"
links and an entry's "← Back to …" link are marked ``data-search-exclude``, so search results show
the definition, not "Handbook … In the handbook" around it (Material drops the attribute from the
page itself). Zensical runs no hooks: there badges and those links are indexed.
"""

from __future__ import annotations

import re

from meshal_compendium.i18n import t

EXCLUDE = 'data-search-exclude="1"'  # Material removes data-search-* attributes with a value


def on_page_content(html: str, page, config, files) -> str:  # noqa: ARG001 — mkdocs signature
    lang = config["theme"]["language"]
    html = html.replace('<span class="meshal-badge', f'<span {EXCLUDE} class="meshal-badge')
    html = html.replace('<a class="meshal-back"', f'<a {EXCLUDE} class="meshal-back"')
    read_more = re.escape(t("glossary-read-more", lang))
    return re.sub(rf'<a class="meshal-ref"([^>]*>{read_more}</a>)', rf'<a {EXCLUDE} class="meshal-ref"\1', html)

