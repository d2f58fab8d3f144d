"""Each ruleset's base pack as one page per language (Meshal's ``handbook/print/``), for a GM's binder.

Written after mkdocs from the built chapters, in reading order: each chapter's article, one
after another, in the shell of the first chapter's page. The page sits at the chapters' depth,
so their relative links and assets resolve unchanged; print.css does the rest (no navigation,
each chapter on a new sheet).
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping
from pathlib import Path

from ..load import Compendium
from .pages import base_chapters, chapter_path, own, present, print_path

ARTICLE = re.compile(r'(<article class="md-content__inner md-typeset">)(.*?)(</article>)', re.S)
TITLE = re.compile(r"<title>.*?</title>", re.S)


def write_print(site: Path, compendium: Compendium, prefix: Mapping[str, str], names: Mapping[str, str]) -> None:
    """Write every shown ruleset's print page into each language's build under ``site``."""
    for ruleset in present(compendium):
        chapters = base_chapters(compendium, ruleset)
        if not chapters:
            continue
        for lang, folder in prefix.items():
            root = site / folder
            pages = [(root / _built(chapter_path(compendium, c))).read_text(encoding="utf-8") for c in chapters]
            articles = [ARTICLE.search(page).group(2) for page in pages]
            title = html.escape(own("print-title", ruleset, lang, ruleset=ruleset.named(lang)))
            body = (f'<h1 class="meshal-print__title">{title}</h1>'
                    + "".join(f'<section class="meshal-print__chapter">{a}</section>' for a in articles))
            first = ARTICLE.search(pages[0])
            shell = pages[0][:first.start(2)] + body + pages[0][first.end(2):]
            shell = TITLE.sub(f"<title>{title} - {html.escape(names[lang])}</title>", shell, count=1)
            target = root / print_path(ruleset)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(shell, encoding="utf-8")


def _built(page: str) -> str:
    """Where mkdocs wrote a Markdown page: ``handbook/time.md`` → ``handbook/time/index.html``."""
    return page.removesuffix(".md") + "/index.html"
