"""Each ruleset's base pack as one page per language (Meshal's ``handbook/print/``), for a GM's binder.

Written after mkdocs from the built chapters, in reading order: each chapter's article, one
after another, in the shell of the first chapter's page. The page sits at the chapters' depth,
so their relative links and assets resolve unchanged; the print rules (meshal-table.css) do the
rest (no navigation, each chapter on a new sheet).

On screen the shell is made the page's own: its header and its phone drawer name the page, not
the first chapter; its table of contents lists every chapter, not the first one's sections; and
its navigation's link to the first chapter leads there, not to "./" (the page itself).
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
HEADING = re.compile(r'<h1 id="([^"]+)"[^>]*>(.*?)<a class="headerlink"', re.S)
TOC = re.compile(r'<ul class="md-nav__list" data-md-component="toc"[^>]*>')
SELF = '<a href="./" class="md-nav__link md-nav__link--active">'
# Where the shell names its page: the header, and the phone drawer's entry that opens the contents.
NAME = re.compile(r'((?:data-md-component="header-topic">|class="md-nav__link md-nav__link--active" for="__toc">)'
                  r'\s*<span class="md-ellipsis">).*?(</span>)', re.S)


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
            shell = _on_screen(shell, title, articles, chapters[0].id)
            target = root / print_path(ruleset)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(shell, encoding="utf-8")


def _on_screen(shell: str, title: str, articles: list[str], first: str) -> str:
    """``shell`` named ``title`` in its header and its phone drawer, listing the chapters in its tables
    of contents, and with its navigation's link to the ``first`` chapter leading there."""
    shell = NAME.sub(lambda m: m[1] + title + m[2], shell, count=2)
    return _contents(shell, articles).replace(SELF, f'<a href="../{first}/" class="md-nav__link">')


def _contents(shell: str, articles: list[str]) -> str:
    """``shell`` with each table of contents (the sidebar's and the phone drawer's) listing the
    chapters, linked to their headings."""
    items = "".join(f'<li class="md-nav__item"><a href="#{m[1]}" class="md-nav__link">'
                    f'<span class="md-ellipsis">{m[2]}</span></a></li>' for m in map(HEADING.search, articles) if m)
    out, at = [], 0
    for start in TOC.finditer(shell):
        out += [shell[at:start.end()], items]
        at = _closing(shell, start.end(), "ul")
    return "".join(out) + shell[at:]


def _closing(page: str, at: int, tag: str) -> int:
    """Where the element open at ``at`` closes (the offset of its ``</tag>``), past any nested ones."""
    depth = 1
    for m in re.compile(rf"<(/?){tag}[\s>]").finditer(page, at):
        depth += -1 if m[1] else 1
        if not depth:
            return m.start()
    raise ValueError(f"<{tag}> at {at} never closes")


def _built(page: str) -> str:
    """Where mkdocs wrote a Markdown page: ``handbook/time.md`` → ``handbook/time/index.html``."""
    return page.removesuffix(".md") + "/index.html"
