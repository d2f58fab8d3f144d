"""``meshal serve`` after its first build: an edit rewrites only the pages it changed.

Each edition keeps its generated Markdown in the work folder and its site in place in the output.
A change loads the content again (a file not changed is not composed again: ``source``), writes the
edition's Markdown to a fresh folder and moves over only the files whose bytes differ, so MkDocs'
dirty build renders only those pages (README "Serving while you write" has the numbers: the choice
was measured against rebuilding every page in a warm process and against the whole build). A change
of navigation or of the search's word list (a page added, gone or renamed) touches every page of
that edition, since each shows the navigation. Material's search plugin indexes only the pages it
rendered, so the other pages' records are kept from the index before. The edition being read is
rebuilt first, then the others. Offline workers and Pagefind are ``meshal build``'s.
"""

from __future__ import annotations

import json
import os
import shutil
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from ..i18n import EDITIONS, HANT
from ..load import Compendium, load, load_compendium
from ..problems import MeshalError, Problem
from . import engines, paper, search
from .build import PREFIX, build, mkdocs_config, write_docs
from .pages import site_name

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
        self._fresh: set[str] = set()
        self._settings: dict[str, list[str | None]] = {}

    def build(self, progress: Callable[[str], None], lang: str) -> None:
        """The first build, whole, in ``lang``'s words: no offline worker (a served page must not be
        answered from a cache) and lunr's search (Pagefind and Workbox are for a published site, and
        took most of a build's time)."""
        build(self.packs, self.out, work=self.work, progress=progress, lang=lang, site_url=self.site_url,
              offline_mode="none", search_by="lunr")
        compendium = load_compendium(self.packs)
        for edition in EDITIONS:  # the configs say where each edition is now, not where it was built
            self._config(compendium, edition, site_name(compendium, edition, None))
            self._settings[edition] = _texts(*self._settings_files(edition))

    def warm(self) -> None:
        """Ready this process for the first edit (``engines.warm``)."""
        engines.warm(self._settings_files(EDITIONS[0])[0])

    def rebuild(self, first: str) -> Iterator[str]:
        """Bring every edition up to the content, ``first`` first, yielding each as it is done.

        Raises ``Refused`` before anything is written when the content has an error."""
        result = load(self.packs)
        if result.compendium is None:
            raise Refused([problem for problem in result.problems if problem.severity == "error"])
        compendium = result.compendium
        self._fresh.clear()
        for lang in sorted(EDITIONS, key=lambda lang: lang != first):
            self._edition(compendium, lang)
            yield lang

    def _edition(self, compendium: Compendium, lang: str) -> None:
        docs, site = self.work / lang, self.out / PREFIX[lang]
        name = site_name(compendium, lang, None)
        changed, gone = _sync(self._fresh_docs(compendium, lang, name), docs)
        config = self._config(compendium, lang, name)
        settings = _texts(*self._settings_files(lang))
        if settings != self._settings[lang]:
            self._settings[lang] = settings
            changed = list(docs.rglob("*.md"))
            now = time.time()
            for page in changed:
                os.utime(page, (now, now))
        if not changed and not gone:
            return
        gone_pages = [_html(page.relative_to(docs).as_posix()) for page in gone]
        for page in gone_pages:
            (site / page).unlink(missing_ok=True)
        kept, before = _records(site / INDEX), _pages(site)
        engines.rebuild(config)
        engines.finish(ENGINE, site, pages=[page for page, at in _pages(site).items() if before.get(page) != at])
        search.finish_index(site / INDEX, lang, set(search.names(compendium, lang)) if lang != "en" else set())
        _merge(site / INDEX, kept, {page.removesuffix("index.html") for page in gone_pages})
        paper.write_print(self.out, compendium, {lang: PREFIX[lang]}, {lang: name})

    def _config(self, compendium: Compendium, lang: str, name: str) -> Path:
        return mkdocs_config(compendium, lang, self.work / lang, self.out / PREFIX[lang], self.work,
                             self.site_url.rstrip("/") + "/" + PREFIX[lang], name)

    def _settings_files(self, lang: str) -> tuple[Path, Path]:
        """What every page of ``lang`` depends on: its MkDocs config (the navigation) and search words."""
        return self.work / f"mkdocs.{lang}.yml", self.work / f"jieba-user.{lang}.txt"

    def _fresh_docs(self, compendium: Compendium, lang: str, name: str) -> Path:
        """``lang``'s Markdown and assets, written anew (zh-Hant's from zh's, written first if need be)."""
        fresh = self.work / "fresh" / lang
        if lang not in self._fresh:
            if lang == HANT and "zh" not in self._fresh:
                self._fresh_docs(compendium, "zh", site_name(compendium, "zh", None))
            shutil.rmtree(fresh, ignore_errors=True)
            write_docs(compendium, lang, fresh, self.work / "fresh" / "zh", name)
            self._fresh.add(lang)
        return fresh


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
    inner = {site / PREFIX[lang].rstrip("/") for lang in EDITIONS if PREFIX[lang]}
    return {page: page.stat().st_mtime_ns for page in site.rglob("*.html")
            if not any(folder in page.parents for folder in inner)}


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
