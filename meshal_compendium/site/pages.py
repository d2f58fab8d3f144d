"""Which pages the wiki has, where every entry lives, and how one page links to another.

Both languages get the same paths, so the language switcher can keep the reader on the page. The
pages are those of the rulesets present (the packs loaded), each in its section; the one at the
root (Meshal's) has the home page for its overview.
"""

from __future__ import annotations

import posixpath
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from .. import rulesets
from ..i18n import catalogue, t
from ..load import Compendium
from ..model import Chapter, Entry, Text
from ..rulesets import Ruleset
from .guide import guide_pages
from .markup import escape, sentence_case

# Kinds with a list page and a page per entry (the rulesets' kinds that have a folder), in nav order.
LISTED = tuple(name for name, (_, kind) in rulesets.kinds().items() if kind is not None and kind.folder)
FOLDERS = {name: kind.folder for name, (_, kind) in rulesets.kinds().items() if kind is not None and kind.folder}
# A ruleset's errata page lists its rulings too.
NOTES = ("erratum", "ruling")


@dataclass(frozen=True)
class Page:
    """One Markdown file to write: its path, template, and what the template needs."""

    path: str
    template: str
    context: dict[str, Any] = field(default_factory=dict)


def section(ruleset: Ruleset) -> str:
    """Where a ruleset's pages live: ``woss/``; Meshal's at the root, where they always were."""
    return f"{ruleset.section}/" if ruleset.section else ""


def chapters_folder(ruleset: Ruleset) -> str:
    """Where a ruleset's base pack's chapters are: ``handbook/`` for Meshal's, its section for most."""
    return section(ruleset) + (f"{ruleset.chapters}/" if ruleset.chapters else "")


def chapter_path(compendium: Compendium, chapter: Chapter) -> str:
    """A base pack's chapters are in the ruleset's chapters folder; another pack's in its section, or, for
    the ruleset at the root, under archive/ (archived packs) or packs/ (the rest)."""
    pack = compendium.pack(chapter.provenance.pack)
    ruleset = rulesets.of_pack(pack)
    if pack.get("id") == ruleset.base:
        return f"{chapters_folder(ruleset)}{chapter.id}.md"
    if ruleset.section:
        return f"{section(ruleset)}{chapter.id}.md"
    folder = "archive" if pack.get("archived") else "packs"
    return f"{folder}/{pack.get('id')}/{chapter.id}.md"


def print_path(ruleset: Ruleset) -> str:
    """The page of a ruleset's base pack's chapters in one, for paper: beside the chapters, at their depth."""
    return f"{chapters_folder(ruleset)}print/index.html"


def base_chapters(compendium: Compendium, ruleset: Ruleset) -> list[Chapter]:
    """The chapters of a ruleset's base pack (Meshal's handbook), in reading order."""
    return sorted((c for c in compendium.all("chapter") if c.provenance.pack == ruleset.base), key=lambda c: c.order)


def own(key: str, ruleset: Ruleset | None, lang: str, /, **fields: object) -> str:
    """A shared string as a ruleset words it: its ``<key>@<id>`` where it has one (Meshal's "handbook"),
    else the shared ``<key>``."""
    mine = f"{key}@{ruleset.id}" if ruleset else key
    return t(mine if mine in catalogue() else key, lang, **fields)


def entry_path(entry: Entry) -> str:
    ruleset, _kind = rulesets.kinds()[entry.kind]
    return f"{section(ruleset)}{FOLDERS[entry.kind]}/{entry.id}.md"


def notes_path(compendium: Compendium, entry: Entry) -> str:
    """The errata page an erratum or ruling is on: its ruleset's."""
    return f"{section(compendium.ruleset(entry))}errata.md"


class Links:
    """Where each (kind, id) is shown, and relative Markdown links between pages."""

    def __init__(self, compendium: Compendium) -> None:
        self.compendium = compendium
        self.chapters = {c.id: chapter_path(compendium, c) for c in compendium.all("chapter")}

    def target(self, kind: str, id: str) -> str | None:
        """The page (and anchor) showing an entry, relative to the site root."""
        c = self.compendium
        if kind == "term":
            term = c.get("term", id)
            section = term and c.sections.get(term.section)
            return section and f"{self.chapters[section.chapter]}#term-{id}"
        if kind == "section":
            section = c.sections.get(id)
            return section and f"{self.chapters[section.chapter]}#{id}"
        if kind == "chapter":
            return self.chapters.get(id)
        if kind in NOTES:
            entry = c.get(kind, id)
            return entry and f"{notes_path(c, entry)}#{id}"
        if kind in LISTED:
            entry = c.get(kind, id)
            return entry and entry_path(entry)
        return None

    def label(self, kind: str, id: str, lang: str) -> str:
        if kind == "section":
            section = self.compendium.sections[id]
            chapter = self.compendium.get("chapter", section.chapter)
            return Text.of(chapter.data["sections"][section.index]["name"]).get(lang)
        entry = self.compendium.get(kind, id)
        return entry.name.get(lang) if entry else id

    def _proper(self, id: str) -> bool:
        term = self.compendium.get("term", id)
        return bool(term and term.data.get("proper"))

    def linker(self, page: str):
        """A markup linker for references written on ``page``."""

        def link(kind: str, id: str, label: str | None, lang: str, mid_sentence: bool = False) -> str:
            kind = "term" if kind == "def" else kind
            if label is None:
                label = self.label(kind, id, lang)
                if mid_sentence and kind == "term" and lang == "en" and not self._proper(id):
                    label = sentence_case(label)
            text = escape(label)
            target = self.target(kind, id)
            if target is None:
                return text
            return (f"[{text}]({self.relative(page, target)})"
                    f'{{: .meshal-ref data-ref="{kind}:{id}" }}')

        return link

    @staticmethod
    def relative(page: str, target: str) -> str:
        path, _, anchor = target.partition("#")
        rel = posixpath.relpath(path, posixpath.dirname(page) or ".")
        return rel + (f"#{anchor}" if anchor else "")


def present(compendium: Compendium) -> list[Ruleset]:
    """The rulesets whose packs are loaded, in registry order: the ones this build shows."""
    return compendium.rulesets()


def root(compendium: Compendium) -> Ruleset | None:
    """The present ruleset whose pages are at the site's root (Meshal's), if any: its overview is the home."""
    return next((r for r in present(compendium) if not r.section), None)


def site_name(compendium: Compendium, lang: str, given: str | None = None) -> str:
    """The site's name: ``given`` (``--site-name``), else named after the ruleset at the root, or the one
    shown, or every one shown."""
    if given:
        return given
    shown = present(compendium)
    named = root(compendium) or (shown[0] if len(shown) == 1 else None)
    names = [named.named(lang)] if named else [r.named(lang) for r in shown]
    return t("site-name", lang, ruleset=" · ".join(names) or "meshal-compendium")


def plan(compendium: Compendium) -> Iterator[Page]:
    """Every page of one language build (the same list for both languages)."""
    shown, home = present(compendium), root(compendium)
    yield Page("index.md", home.overview if home else "home.md.j2", {"ruleset": home, "home": True})
    order = {r.id: n for n, r in enumerate(shown)}
    chapters = sorted(compendium.all("chapter"), key=lambda c: (
        order[compendium.ruleset(c).id], c.provenance.pack != compendium.ruleset(c).base, c.provenance.pack, c.order))
    for index, chapter in enumerate(chapters):
        yield Page(chapter_path(compendium, chapter), "chapter.md.j2", {
            "chapter": chapter, "previous": _neighbour(chapters, index, -1), "next": _neighbour(chapters, index, 1),
            "ruleset": compendium.ruleset(chapter)})
    for ruleset in shown:
        yield from _section(compendium, ruleset)
    yield from guide()
    yield Page("workshop.md", "workshop.md.j2", {"ruleset": None})
    yield Page("about.md", "about.md.j2", {"ruleset": None})


def guide() -> list[Page]:
    """The manual's pages (``guide.py``), by order: the same in every build, whatever its packs."""
    pages = guide_pages()
    return [Page(page.path, "guide.md.j2", {"ruleset": None, "guide": page, "guides": pages}) for page in pages]


def owners(compendium: Compendium) -> dict[str, str]:
    """The ruleset of each page that has one, by its address within an edition (``woss/items/``; a
    chapter ``handbook/dice/``): what "Save for offline" offers ruleset by ruleset."""
    owned = {print_path(r).removesuffix("index.html"): r.id for r in present(compendium)}
    for page in plan(compendium):
        if page.context.get("ruleset") and not page.context.get("home"):
            address = page.path.removesuffix(".md").removesuffix("index")
            owned[address if not address or address.endswith("/") else address + "/"] = page.context["ruleset"].id
    return owned


def _section(compendium: Compendium, ruleset: Ruleset) -> Iterator[Page]:
    """A ruleset's own pages: its overview (not the root's: the home page is), glossary, lists, its own pages,
    errata."""
    at, context = section(ruleset), {"ruleset": ruleset}
    if ruleset.section:
        yield Page(f"{at}index.md", ruleset.overview, context)
    yield Page(f"{at}glossary.md", "glossary.md.j2", context)
    for kind in (k for k in ruleset.kinds if k.folder):
        entries = sorted(compendium.all(kind.name), key=lambda e: e.id)
        if not entries:
            continue
        yield Page(f"{at}{kind.folder}/index.md", "list.md.j2", {**context, "kind": kind.name, "entries": entries})
        for entry in entries:
            yield Page(entry_path(entry), kind.page, {**context, "entry": entry})
    for page in ruleset.pages:
        yield Page(f"{at}{page.path}", page.template, context)
    yield Page(f"{at}errata.md", "errata.md.j2", context)


def _neighbour(chapters: list[Chapter], index: int, step: int) -> Chapter | None:
    """The chapter before (step -1) or after (+1) in reading order, within the same pack."""
    other = index + step
    if 0 <= other < len(chapters) and chapters[other].provenance.pack == chapters[index].provenance.pack:
        return chapters[other]
    return None
