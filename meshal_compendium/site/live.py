"""``meshal serve`` after its first build: an edit rewrites only the pages it changed.

Each edition keeps its generated Markdown in the work folder and its site in place in the output.
A change loads the content again, reusing every file whose bytes did not change (``load.Reuse``: not
parsed, checked or built again), so the entries a save changed are the ones that are new objects. Each
edition is then brought up to date in two passes. The quick pass renders the pages that show a changed
entry (its own page, a list holding it) and the pages that show no one entry (home, chapters, glossary,
errata …); the whole pass, after every edition's quick one, renders every page, to catch what a
template reads of other entries. Either pass writes only the Markdown files whose bytes differ, so
MkDocs' dirty build renders only those pages (README "Serving while you write" has the numbers: the
choice was measured against rebuilding every page in a warm process and against the whole build). The
whole pass stops when another save comes; the next rebuild's whole pass covers what it left. A change
of navigation or of the search's word list (a page added, gone or renamed) touches every page of
that edition, since each shows the navigation. Material's search plugin indexes only the pages it
rendered, so the other pages' records are kept from the index before. The edition being read is
rebuilt first, then the others. Offline workers and Pagefind are ``meshal build``'s.
"""

from __future__ import annotations

import gc
import json
import os
import shutil
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from .. import collector
from ..i18n import EDITIONS, HANT
from ..load import Compendium, Reuse, load
from ..problems import MeshalError, Problem
from . import engines, paper, search
from .build import PREFIX, build, mkdocs_config, write_assets
from .hant_pages import hant_text, write_hant
from .pages import Page, plan, site_name
from .render import render_pages, write_data

ENGINE = "material"  # the one whose dirty builds MkDocs makes
INDEX = engines.INDEX[ENGINE]


class Refused(MeshalError):
    """The content has errors: the served pages stay as they were, and these are said."""

    def __init__(self, problems: list[Problem]) -> None:
        super().__init__("serve-content-invalid", count=len(problems))
        self.problems = problems

    def message(self, lang: str) -> str:
        return "\n".join([super().message(lang), *(problem.to_text(lang) for problem in self.problems)])


class Live:
    """The served site of ``packs`` in ``out``, built by ``build.build`` with ``work`` kept."""

    def __init__(self, packs: Sequence[Path], out: Path, work: Path, site_url: str) -> None:
        self.packs, self.out, self.work, self.site_url = list(packs), out, work, site_url
        self._reuse = Reuse()
        self.compendium: Compendium | None = None  # what the served pages were last built from
        self._fresh: set[str] = set()
        self._zh: dict[str, str] = {}  # zh pages rendered in this pass, for zh-Hant
        self._settings: dict[str, list[str | None]] = {}
        self._listed: dict[str, set[str]] = {}

    def build(self, progress: Callable[[str], None], lang: str) -> None:
        """The first build, whole, in ``lang``'s words: no offline worker (a served page must not be
        answered from a cache) and lunr's search (Pagefind and Workbox are for a published site, and
        took most of a build's time)."""
        build(self.packs, self.out, work=self.work, progress=progress, lang=lang, site_url=self.site_url,
              offline_mode="none", search_by="lunr")
        self.compendium = compendium = self._load()
        for edition in EDITIONS:  # the configs say where each edition is now, not where it was built
            self._config(compendium, edition, site_name(compendium, edition, None))
            self._settings[edition] = _texts(*self._settings_files(edition))
            self._listed[edition] = {page.path for page in plan(compendium)}

    def warm(self) -> None:
        """Ready this process for the first edit (``engines.warm``). What is loaded by now (the content, the
        theme, the plugins) lives as long as the server: the cycle collector need never scan it again (a
        full scan of a 10k-entry site's objects took 2 s of the first edit)."""
        engines.warm(self._settings_files(EDITIONS[0])[0])
        gc.freeze()

    def rebuild(self, first: str, stop: Callable[[], bool] = lambda: False) -> Iterator[str]:
        """Bring every edition up to the content, ``first`` first, yielding each as it is done: after its
        quick pass, and again after its whole pass if that changed a page. ``stop``: another change came,
        so the whole pass ends early.

        Raises ``Refused`` before anything is written when the content has an error."""
        compendium = self._load()
        touched = _changed(self.compendium, compendium)
        self.compendium = compendium
        self._fresh.clear()
        order = sorted(EDITIONS, key=lambda lang: lang != first)
        self._zh = {}
        for lang in order:
            known = self._listed[lang]
            self._edition(compendium, lang, lambda page, known=known: _shows(page, touched) or page.path not in known)
            yield lang
        self._zh = {}
        for lang in order:
            if self._edition(compendium, lang, lambda page: not stop(), stop):
                yield lang

    def _load(self) -> Compendium:
        result = load(self.packs, reuse=self._reuse)
        if result.compendium is None:
            raise Refused([problem for problem in result.problems if problem.severity == "error"])
        return result.compendium

    def _edition(self, compendium: Compendium, lang: str, chosen: Callable[[Page], bool],
                 stop: Callable[[], bool] = lambda: False) -> bool:
        """Write the ``chosen`` pages of ``lang`` that changed (and its data), and build those; True if any was.
        When ``stop`` says so, the pages written wait for the next build (their times say they changed)."""
        with collector.paused():
            return self._edition_now(compendium, lang, chosen, stop)

    def _edition_now(self, compendium: Compendium, lang: str, chosen: Callable[[Page], bool],
                     stop: Callable[[], bool]) -> bool:
        docs, site = self.work / lang, self.out / PREFIX[lang]
        name = site_name(compendium, lang, None)
        pages = list(plan(compendium))
        listed = {page.path for page in pages}
        changed, gone = _sync(self._fresh_assets(compendium, lang) / "assets", docs / "assets")
        changed += [docs / path for path, text in self._render(compendium, lang, name, pages, chosen)
                    if _put(docs / path, text)]
        gone += [docs / path for path in self._listed[lang] - listed]
        self._listed[lang] = listed
        config = self._config(compendium, lang, name)
        settings = _texts(*self._settings_files(lang))
        if settings != self._settings[lang]:
            self._settings[lang] = settings
            changed = list(docs.rglob("*.md"))
            now = time.time()
            for page in changed:
                os.utime(page, (now, now))
        if not changed and not gone or stop():
            return False
        gone_pages = [_html(page.relative_to(docs).as_posix()) for page in gone if page.suffix == ".md"]
        for page in gone:
            page.unlink(missing_ok=True)
        for page in gone_pages:
            (site / page).unlink(missing_ok=True)
        kept, before = _records(site / INDEX), _pages(site)
        engines.rebuild(config)
        engines.finish(ENGINE, site, pages=[page for page, at in _pages(site).items() if before.get(page) != at])
        search.finish_index(site / INDEX, lang, set(search.names(compendium, lang)) if lang != "en" else set())
        _merge(site / INDEX, kept, {page.removesuffix("index.html") for page in gone_pages})
        paper.write_print(self.out, compendium, {lang: PREFIX[lang]}, {lang: name})
        return True

    def _render(self, compendium: Compendium, lang: str, name: str, pages: list[Page],
                chosen: Callable[[Page], bool]) -> Iterator[tuple[str, str]]:
        """The Markdown of the ``chosen`` pages (asked one by one, as they are rendered): zh-Hant's converted
        from zh's, rendered now unless this pass rendered them already."""
        source = "zh" if lang == HANT else lang
        texts = self._zh if source == "zh" else {}
        paths: list[str] = []

        def wanted() -> Iterator[Page]:
            for page in pages:
                if chosen(page):
                    paths.append(page.path)
                    if page.path not in texts:
                        yield page

        source_name = name if source == lang else site_name(compendium, source, None)
        texts.update((page.path, text) for page, text in render_pages(compendium, source, source_name, wanted()))
        for path in paths:
            yield path, hant_text(texts[path]) if lang == HANT else texts[path]

    def _config(self, compendium: Compendium, lang: str, name: str) -> Path:
        return mkdocs_config(compendium, lang, self.work / lang, self.out / PREFIX[lang], self.work,
                             self.site_url.rstrip("/") + "/" + PREFIX[lang], name)

    def _settings_files(self, lang: str) -> tuple[Path, Path]:
        """What every page of ``lang`` depends on: its MkDocs config (the navigation) and search words."""
        return self.work / f"mkdocs.{lang}.yml", self.work / f"jieba-user.{lang}.txt"

    def _fresh_assets(self, compendium: Compendium, lang: str) -> Path:
        """``lang``'s data and assets (not its pages), written anew (zh-Hant's from zh's, written first if need be)."""
        fresh = self.work / "fresh" / lang
        if lang not in self._fresh:
            shutil.rmtree(fresh, ignore_errors=True)
            if lang == HANT:
                write_hant(self._fresh_assets(compendium, "zh"), fresh)
            else:
                write_data(compendium, lang, fresh)
            write_assets(compendium, lang, fresh)
            self._fresh.add(lang)
        return fresh


def _changed(before: Compendium | None, after: Compendium) -> set[tuple[str, str]]:
    """The (kind, id) of every entry added, removed or changed: a file a save did not change gives the very
    objects it gave before (``load.Reuse``)."""
    if before is None:
        return {(kind, id) for kind, known in after.entries.items() for id in known}
    kinds = set(before.entries) | set(after.entries)
    return {(kind, id) for kind in kinds
            for id in set(before.entries.get(kind, {})) | set(after.entries.get(kind, {}))
            if before.get(kind, id) is not after.get(kind, id)}


def _shows(page: Page, touched: set[tuple[str, str]]) -> bool:
    """Whether the quick pass renders ``page``: it is a touched entry's own page, or a list holding one, or
    shows no one entry (home, chapters, glossary, errata …: they may show any)."""
    entry = page.context.get("entry")
    if entry is not None:
        return (entry.kind, entry.id) in touched
    entries = page.context.get("entries")
    if entries is not None:
        return any((listed.kind, listed.id) in touched for listed in entries)
    return True


def _put(path: Path, text: str) -> bool:
    """Write ``text`` to ``path`` unless it holds it already (a dirty build goes by the file's time)."""
    data = text.encode("utf-8")
    try:
        if path.read_bytes() == data:
            return False
    except FileNotFoundError:
        path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def _html(page: str) -> str:
    """Where MkDocs writes a Markdown page: ``a/b.md`` → ``a/b/index.html``, ``a/index.md`` → ``a/index.html``."""
    stem = page.removesuffix(".md")
    return f"{stem}.html" if stem == "index" or stem.endswith("/index") else f"{stem}/index.html"


def _texts(*paths: Path) -> list[str | None]:
    return [path.read_text(encoding="utf-8") if path.exists() else None for path in paths]


def _sync(fresh: Path, docs: Path) -> tuple[list[Path], list[Path]]:
    """Make ``docs`` hold ``fresh``'s files, copying only those whose bytes differ (so the others keep
    their times, which is what a dirty build goes by): the files copied, and those gone."""
    wanted = {path.relative_to(fresh) for path in fresh.rglob("*") if path.is_file()}
    gone = [path for path in docs.rglob("*") if path.is_file() and path.relative_to(docs) not in wanted]
    changed = []
    for relative in sorted(wanted):
        source, target = fresh / relative, docs / relative
        if not target.is_file() or target.read_bytes() != source.read_bytes():
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)
            changed.append(target)
    for path in gone:
        path.unlink()
    return changed, [path for path in gone if path.suffix == ".md"]


def _pages(site: Path) -> dict[Path, int]:
    """The HTML pages of this edition (not of the editions inside it), with the time each was written:
    the pages a dirty build wrote are those whose time changed (the file system's clock is coarser than
    ``time.time_ns``, so a time taken before the build would not do)."""
    inner = {str(site / PREFIX[lang].rstrip("/")) for lang in EDITIONS if PREFIX[lang]}
    found = {}
    for folder, folders, files in os.walk(site):
        folders[:] = [name for name in folders if os.path.join(folder, name) not in inner]
        for name in files:
            if name.endswith(".html"):
                path = Path(folder, name)
                found[path] = path.stat().st_mtime_ns
    return found


def _records(index: Path) -> list[dict]:
    return json.loads(index.read_text(encoding="utf-8"))["docs"] if index.exists() else []


def _merge(index: Path, kept: list[dict], gone: set[str]) -> None:
    """Add to the index just written (the rendered pages' records) every kept record of another page
    that is not ``gone``."""
    data = json.loads(index.read_text(encoding="utf-8"))
    rendered = {_page(doc) for doc in data["docs"]} | gone
    data["docs"] += [doc for doc in kept if _page(doc) not in rendered]
    index.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")


def _page(doc: dict) -> str:
    return doc["location"].split("#")[0]
