"""The manual: hand-written Markdown pages (``meshal_compendium/guide/<lang>/<slug>.md``) shown as the
wiki's ``guide/`` section in every edition.

Each source starts with YAML front matter (``title``, ``order``). Both languages have the same slugs:
a page in one only is an error naming it, so neither edition lacks a page. The sources are read
whenever the pages are planned (a few small files), so ``meshal serve`` shows an edited one. Some pages
have a generated part after their text (``GENERATED``): the front page's list of pages, the CLI
reference, the benchmarks' tables and charts. Links to wiki pages are written site-absolute
(``/handbook/dice/``) and made relative here, so they stay in the reader's edition and work under any
``--site-url`` path.

A page may show pictures from its language's ``images/`` (``![…](images/phone.png)``, relative to the
source, so the link works in the repository too), screenshots that ``make screenshots`` takes from a real
build. Each edition gets only its own language's (zh-Hant zh's) in ``guide/images/``: outside ``assets/``,
they are not in the app shell a first visit installs, and they add little to an edition saved for offline.
"""

from __future__ import annotations

import posixpath
import re
import shutil
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import yaml

from ..hant import HANT, to_hant
from ..i18n import t
from ..problems import MeshalError
from . import cli_reference
from .benchmarks import benchmarks
from .chinese import mark_markdown

GUIDE = Path(__file__).resolve().parent.parent / "guide"
IMAGES = "images"  # each language's pictures, beside its pages
LANGUAGES = ("zh", "en")  # the sources' (zh-Hant is zh converted, like every zh-Hant page)
FOLDER = "guide"
_FRONT = re.compile(r"\A---\n(.*?)\n---\n", re.S)
_FENCE = re.compile(r"^\s*(```|~~~)")
_ABSOLUTE = re.compile(r"\]\(/([^)\s]*)\)")
_EDITIONS = re.compile(r"^(en|zh-Hant)(/|$)")


@dataclass(frozen=True)
class GuidePage:
    """One page of the manual in both languages: its slug, order, and title and text per language."""

    slug: str
    order: int
    title: dict[str, str]
    text: dict[str, str]

    @property
    def path(self) -> str:
        return f"{FOLDER}/{self.slug}.md"

    def titled(self, lang: str) -> str:
        """The title in ``lang``: zh-Hant's is zh's, converted."""
        return to_hant(self.title["zh"]) if lang == HANT else self.title[lang]


def guide_pages(folder: Path | None = None) -> list[GuidePage]:
    """Every page of the manual below ``folder`` (default: ``GUIDE``, read when called), by ``order``, then slug."""
    folder = folder or GUIDE
    found = {lang: {path.stem: path for path in sorted((folder / lang).glob("*.md"))} for lang in LANGUAGES}
    for lang in LANGUAGES:
        for other in LANGUAGES:
            for slug in sorted(found[lang].keys() - found[other].keys()):
                raise MeshalError("guide-one-language", file=str(found[lang][slug]),
                                  missing=str(folder / other / f"{slug}.md"))
    pages = []
    for slug in sorted(found[LANGUAGES[0]]):
        read = {lang: _read(found[lang][slug]) for lang in LANGUAGES}
        pages.append(GuidePage(slug, read[LANGUAGES[0]][1], {lang: read[lang][0] for lang in LANGUAGES},
                               {lang: read[lang][2] for lang in LANGUAGES}))
    return sorted(pages, key=lambda page: (page.order, page.slug))


def _read(path: Path) -> tuple[str, int, str]:
    """A source's title, order and Markdown text; its front matter checked."""
    source = path.read_text(encoding="utf-8")
    front = _FRONT.match(source)
    try:
        meta = yaml.safe_load(front.group(1)) if front else None
    except yaml.YAMLError as error:
        raise MeshalError("guide-front-matter", file=str(path), problem=str(error).splitlines()[0]) from None
    if not isinstance(meta, dict) or not isinstance(meta.get("title"), str) or type(meta.get("order")) is not int:
        raise MeshalError("guide-front-matter", file=str(path), problem=t("guide-front-matter-fields", "en"))
    return meta["title"], meta["order"], source[front.end():]


def write_images(lang: str, docs: Path) -> None:
    """Copy the pictures of ``lang``'s pages (zh-Hant's are zh's) into its edition's ``docs``."""
    for picture in sorted((GUIDE / ("zh" if lang == HANT else lang) / IMAGES).glob("*.png")):
        (docs / FOLDER / IMAGES).mkdir(parents=True, exist_ok=True)
        shutil.copyfile(picture, docs / FOLDER / IMAGES / picture.name)


def body(page: GuidePage, lang: str, pages: Sequence[GuidePage]) -> str:
    """The Markdown of ``page`` in ``lang``: its text with links made relative, then its generated part."""
    generated = GENERATED.get(page.slug)
    text = relative_links(page.text[lang], page.path)
    text = mark_markdown(text) if lang == "en" else text
    return text.rstrip("\n") + "\n\n" + generated(lang, pages) if generated else text


def relative_links(text: str, path: str) -> str:
    """``text`` with each site-absolute link target (``/handbook/dice/``, ``/en/handbook/dice/``) made
    relative to the built page of ``path``, in its edition (code blocks left as written)."""
    here = path.removesuffix(".md").removesuffix("index")
    here = here if here.endswith("/") else here + "/"

    def relative(match: re.Match) -> str:
        target = _EDITIONS.sub("", match.group(1))
        address, hash, anchor = target.partition("#")
        rel = posixpath.relpath(address or ".", here)
        rel = rel + "/" if address.endswith("/") or not address else rel  # a folder's address (the root's too)
        return f"]({rel}{hash}{anchor})"

    lines, fenced = [], None
    for line in text.split("\n"):
        fence = _FENCE.match(line)
        if fence and (fenced is None or fence.group(1) == fenced):
            fenced = fence.group(1) if fenced is None else None
        lines.append(line if fenced or fence else _ABSOLUTE.sub(relative, line))
    return "\n".join(lines)


def _contents(lang: str, pages: Sequence[GuidePage]) -> str:
    """The front page's list: every other page, by order, with its title."""
    return "".join(f"- [{_inert(page.title[lang])}]({page.slug}.md)\n" for page in pages if page.slug != "index")


def _inert(title: str) -> str:
    """A title as a link's text: brackets would end it."""
    return title.replace("\\", "\\\\").replace("[", "\\[").replace("]", "\\]")


GENERATED: dict[str, Callable[[str, Sequence[GuidePage]], str]] = {
    "index": _contents,
    "cli": lambda lang, _pages: cli_reference.reference(lang),
    "benchmarks": lambda lang, _pages: benchmarks(lang),
}
