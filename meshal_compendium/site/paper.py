"""The whole handbook as one page per language (``handbook/print/``), for a GM's binder.

Written after mkdocs from the built chapters, in handbook order: each chapter's article, one
after another, in the shell of the first chapter's page. The page sits at the chapters' depth,
so their relative links and assets resolve unchanged; print.css does the rest (no navigation,
each chapter on a new sheet).
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from ..i18n import t
from ..load import Compendium
from ..packs import CORE

PRINT_PAGE = "handbook/print/index.html"
ARTICLE = re.compile(r'(<article class="md-content__inner md-typeset">)(.*?)(</article>)', re.S)
TITLE = re.compile(r"<title>.*?</title>", re.S)


def write_handbook_print(site: Path, compendium: Compendium, prefix: dict[str, str]) -> None:
    """Write ``handbook/print/`` into each language's build under ``site``."""
    chapters = sorted((c for c in compendium.all("chapter") if c.provenance.pack == CORE), key=lambda c: c.order)
    for lang, folder in prefix.items():
        root = site / folder
        pages = [(root / "handbook" / c.id / "index.html").read_text(encoding="utf-8") for c in chapters]
        articles = [ARTICLE.search(page).group(2) for page in pages]
        title = html.escape(t("print-title", lang))
        body = (f'<h1 class="meshal-print__title">{title}</h1>'
                + "".join(f'<section class="meshal-print__chapter">{a}</section>' for a in articles))
        first = ARTICLE.search(pages[0])
        shell = pages[0][:first.start(2)] + body + pages[0][first.end(2):]
        shell = TITLE.sub(f"<title>{title} - {html.escape(t('home-title', lang))}</title>", shell, count=1)
        target = root / PRINT_PAGE
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(shell, encoding="utf-8")
