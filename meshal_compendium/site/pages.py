"""Which pages the wiki has, where every entry lives, and how one page links to another.

Both languages get the same paths, so the language switcher can keep the reader on the page.
"""

from __future__ import annotations

import posixpath
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from .. import rulesets
from ..load import Compendium
from ..model import Chapter, Entry, Text
from ..packs import CORE
from ..rulesets import Ruleset
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


def chapter_path(compendium: Compendium, chapter: Chapter) -> str:
    """Core chapters are the handbook; archived packs' under archive/; other Meshal packs' under
    packs/; another ruleset's in its section."""
    pack = compendium.pack(chapter.provenance.pack)
    ruleset = rulesets.of_pack(pack)
    if ruleset.section:
        return f"{section(ruleset)}{chapter.id}.md"
    if pack.get("id") == CORE:
        return f"handbook/{chapter.id}.md"
    folder = "archive" if pack.get("archived") else "packs"
    return f"{folder}/{pack.get('id')}/{chapter.id}.md"


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
    """The rulesets whose packs are loaded, Meshal (whose pages are the root's) always among them."""
    loaded = {r.id for r in compendium.rulesets()}
    return [r for r in rulesets.registry().values() if r.id in loaded or r.id == rulesets.DEFAULT]


def plan(compendium: Compendium) -> Iterator[Page]:
    """Every page of one language build (the same list for both languages)."""
    meshal = rulesets.get(rulesets.DEFAULT)
    yield Page("index.md", "home.md.j2", {"ruleset": meshal})
    chapters = sorted(compendium.all("chapter"), key=lambda c: (c.provenance.pack != CORE,
                                                               c.provenance.pack, c.order))
    for index, chapter in enumerate(chapters):
        yield Page(chapter_path(compendium, chapter), "chapter.md.j2", {
            "chapter": chapter, "previous": _neighbour(chapters, index, -1), "next": _neighbour(chapters, index, 1),
            "ruleset": compendium.ruleset(chapter)})
    for ruleset in present(compendium):
        yield from _section(compendium, ruleset)
    yield Page("calculators.md", "calculators.md.j2", {"ruleset": meshal})
    yield Page("workshop.md", "workshop.md.j2", {"ruleset": meshal})
    yield Page("about.md", "about.md.j2", {"ruleset": meshal})


def _section(compendium: Compendium, ruleset: Ruleset) -> Iterator[Page]:
    """A ruleset's own pages: its overview (not Meshal's: the home page is), glossary, lists, errata."""
    at, context = section(ruleset), {"ruleset": ruleset}
    if ruleset.section:
        yield Page(f"{at}index.md", "ruleset.md.j2", context)
    yield Page(f"{at}glossary.md", "glossary.md.j2", context)
    for kind in (k.name for k in ruleset.kinds if k.folder):
        entries = sorted(compendium.all(kind), key=lambda e: e.id)
        if not entries:
            continue
        yield Page(f"{at}{FOLDERS[kind]}/index.md", "list.md.j2", {**context, "kind": kind, "entries": entries})
        for entry in entries:
            yield Page(entry_path(entry), f"{kind}.md.j2", {**context, "entry": entry})
    yield Page(f"{at}errata.md", "errata.md.j2", context)


def _neighbour(chapters: list[Chapter], index: int, step: int) -> Chapter | None:
    """The chapter before (step -1) or after (+1) in reading order, within the same pack."""
    other = index + step
    if 0 <= other < len(chapters) and chapters[other].provenance.pack == chapters[index].provenance.pack:
        return chapters[other]
    return None
