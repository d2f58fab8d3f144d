"""Build the wiki: Markdown per language from the content, then one site-engine build per edition.

zh is built at the root, en under ``en/`` and zh-Hant (the zh pages converted) under ``zh-Hant/``,
each with its own search index; all are written to a temporary folder first and moved into place
only when everything succeeded, so a failed build never leaves a half-written site. The editions'
engine builds (Material by default, or Zensical) run side by side, each in a process of its own
(mkdocs keeps global state: not thread-safe).
"""

from __future__ import annotations

import html
import multiprocessing
import shutil
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from pathlib import Path

import yaml

from .. import rulesets, scratch
from ..i18n import EDITIONS, ENDONYMS, HANT, t
from ..load import Compendium, load_compendium
from ..model import Text
from ..packs import SHIPPED, shipped_of
from ..problems import MeshalError
from ..rulesets import Ruleset
from ..shipped import installed, shipped
from . import chunked, engines, offline, output, paper, search, theme
from .api import write_api
from .guide import write_images
from .hant_pages import write_hant
from .pages import LISTED, chapter_path, guide, own, owners, present, root, section, site_name
from .publish_schemas import publish_schemas
from .render import write_language
from .workshop import write_workshop

ROOT = Path(__file__).resolve().parent.parent.parent
BASE_CONFIG = shipped("mkdocs.yml")
ASSETS = shipped("site/assets")
HOOK = Path(__file__).resolve().parent / "sanitize.py"
# An installed wheel has no source tree to build in: the site goes to the current directory.
DEFAULT_OUT = (Path.cwd() if installed() else ROOT) / "site-dist"
TABLE_HOOK = Path(__file__).resolve().parent / "tablehooks.py"
BYTECODE_HOOK = Path(__file__).resolve().parent / "bytecode.py"
# What a build reads besides its packs: an output folder may not be, hold or lie inside any of them.
SOURCES = (SHIPPED, ASSETS.parent, shipped("schemas"), Path(__file__).resolve().parent.parent)
PREFIX = {"zh": "", "en": "en/", HANT: f"{HANT}/"}
# How each build is named in the language switch (the theme prints these as they are).
SEARCH = ("auto", "lunr", "pagefind")  # the first is the default
SWITCH = {lang: name if lang == "en" else f'<span lang="{lang}">{name}</span>' for lang, name in ENDONYMS.items()}

Progress = Callable[[str], None]


def build(packs: Sequence[Path] = (), out: Path = DEFAULT_OUT, work: Path | None = None,
          progress: Progress = lambda message: None, lang: str = "en", site_url: str | None = None,
          engine: str = engines.DEFAULT, jobs: int | None = None, search_by: str = "auto",
          shown: Sequence[str] = (), name: str | None = None, offline_mode: str = offline.MODES[0]) -> Path:
    """Build every edition of the wiki into ``out``; return ``out``.

    ``site_url`` is where the site will be served from; Material's instant navigation needs it
    (its sitemap tells which links are the site's own). ``work`` keeps the generated Markdown
    (default: a temporary folder of this build's own, removed after). ``engine`` is one of
    ``engines.ENGINES``. ``jobs`` is how many editions the engine builds at once (default: all;
    Zensical's one at a time). ``search_by`` is one of ``SEARCH``: ``auto`` is lunr, or Pagefind for
    content of more than ``chunked.LUNR_LIMIT`` entries (Material only: the gate speaks its worker's messages).
    ``shown``: the ids of the rulesets whose shipped packs the site shows (default: every one's, or none
    when ``packs`` are given); ``name``: the site's name (default: named after the rulesets shown);
    ``offline_mode``: what a reader's first visit stores for offline, one of ``offline.MODES``.
    """
    output.check(out, [*packs, *SOURCES])
    steps = 3 + 2 * len(EDITIONS)  # load, write and mkdocs per language, finishing, done: numbered overall
    progress(t("build-loading", lang, step=1, steps=steps))
    compendium = load_compendium([*packs, *shipped_packs_of(shown)])
    pagefind = engine == "material" and (search_by == "pagefind" or search_by == "auto" and chunked.wanted(compendium))
    with output.locked(out):
        staging, temporary = output.staging(out), scratch.folder("work")
        try:
            names = {page_lang: site_name(compendium, page_lang, name) for page_lang in EDITIONS}
            _build_languages(compendium, out, staging, work or temporary, progress, lang, site_url, steps, engine,
                             jobs, pagefind, names)
            progress(t("build-finishing", lang, step=steps - 1, steps=steps))
            paper.write_print(staging, compendium, PREFIX, names)
            publish_schemas(staging)
            write_api(staging, compendium)
            if installed():  # a wheel carries no Workbox (npm): said, and built without the worker
                progress(t("offline-skipped", lang))
            else:
                about = {page_lang: (names[page_lang], own("offline-description", root(compendium), page_lang,
                                                           site=names[page_lang])) for page_lang in EDITIONS}
                named = {r.id: {page_lang: r.named(page_lang) for page_lang in EDITIONS} for r in present(compendium)}
                # last: it lists the finished site
                offline.write_offline(staging, PREFIX, about, owners(compendium), named, offline_mode)
            output.replace(staging, out)
        finally:
            shutil.rmtree(staging, ignore_errors=True)
            shutil.rmtree(temporary, ignore_errors=True)
    progress(t("build-done", lang, step=steps, steps=steps, out=out))
    return out


def _build_languages(compendium: Compendium, out: Path, staging: Path, work: Path, progress: Progress, lang: str,
                     site_url: str | None, steps: int, engine: str, jobs: int | None, pagefind: bool,
                     names: Mapping[str, str]) -> None:
    """Write each language's pages here, one after the other (a small share of the time), and start its
    ``engine`` build, then our own finishing step on it, in a process of its own as soon as they are written.

    Each language builds into a folder of its own beside ``out`` (mkdocs empties the folder it builds into,
    so en cannot build inside zh's site while zh runs); the other languages are moved under zh's after.
    """
    sites = {page_lang: staging if not PREFIX[page_lang] else output.staging(out) for page_lang in EDITIONS}
    # spawn, not fork: `meshal serve` builds from a watcher thread, and a forked child inherits its locks.
    # Zensical 0.0.73 keeps one build cache per folder: its builds clash side by side, so they queue.
    workers = min(jobs or len(EDITIONS), len(EDITIONS)) if engine == "material" else 1
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        try:
            running: list[Future] = []
            for number, page_lang in enumerate(EDITIONS):  # zh-Hant last: it is the zh pages, converted
                docs = work / page_lang
                shutil.rmtree(docs, ignore_errors=True)
                progress(t("build-writing", lang, step=2 + 2 * number, steps=steps, lang_name=page_lang))
                written = write_docs(compendium, page_lang, docs, work / "zh", names[page_lang])
                config = mkdocs_config(compendium, page_lang, docs, sites[page_lang], work,
                                       site_url and site_url.rstrip("/") + "/" + PREFIX[page_lang], names[page_lang])
                progress(t("build-mkdocs-pagefind" if pagefind else "build-mkdocs", lang, step=3 + 2 * number,
                           steps=steps, lang_name=page_lang, pages=len(written)))
                known = search.names(compendium, page_lang) if page_lang != "en" else []
                running.append(pool.submit(_build_failure, config, engine, sites[page_lang], page_lang, known,
                                           pagefind))
            for failure in (done.result() for done in running):
                if failure is not None:
                    code, fields = failure
                    raise MeshalError(code, **fields)
            for page_lang, site in sites.items():
                if site != staging:
                    site.chmod(0o755)  # made private like the staging folder; a web server must read it
                    site.rename(staging / PREFIX[page_lang].rstrip("/"))
        finally:
            for site in sites.values():
                if site != staging:
                    shutil.rmtree(site, ignore_errors=True)


def write_docs(compendium: Compendium, lang: str, docs: Path, zh_docs: Path, name: str) -> list[str]:
    """Write ``lang``'s Markdown, workshop and assets below ``docs`` (zh-Hant's converted from ``zh_docs``,
    written before); return the page paths in nav order."""
    written = write_hant(zh_docs, docs) if lang == HANT else write_language(compendium, lang, docs, name)
    write_assets(compendium, lang, docs)
    return written


def write_assets(compendium: Compendium, lang: str, docs: Path) -> None:
    """What ``lang``'s pages load besides their own data: the workshop's checker data (it mirrors the CLI:
    never converted), the shared scripts and styles, each ruleset's browser modules (an outsider's too) and
    the manual's pictures."""
    write_workshop(compendium, lang, docs)
    write_images(lang, docs)
    shutil.copytree(ASSETS, docs / "assets", dirs_exist_ok=True)
    for ruleset in present(compendium):
        if ruleset.assets is not None:
            shutil.copytree(ruleset.assets, docs / "assets" / "js" / ruleset.id, dirs_exist_ok=True)


def mkdocs_config(compendium: Compendium, lang: str, docs: Path, site: Path, work: Path, site_url: str | None,
                  name: str) -> Path:
    """The base mkdocs.yml with this language's docs, site, nav, search and switcher."""
    config = yaml.safe_load(BASE_CONFIG.read_text(encoding="utf-8"))
    config.update(
        docs_dir=str(docs), site_dir=str(site), nav=_nav(compendium, lang),
        hooks=[str(HOOK), str(TABLE_HOOK), str(BYTECODE_HOOK)], site_name=name, site_url=site_url,
        site_description=own("site-description", root(compendium), lang, site=name),
    )
    config["theme"]["language"] = lang
    # The theme prints names as they are: marking the Chinese ones keeps English pages English for readers.
    config["extra"]["alternate"] = [{"name": SWITCH[other], "link": _link(lang, other), "lang": other}
                                    for other in EDITIONS]
    config["plugins"] = [{"search": search.plugin_config(compendium, lang, work)}]
    theme.localise(config, lang)
    path = work / f"mkdocs.{lang}.yml"
    path.write_text(yaml.safe_dump(config, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return path


def shipped_packs_of(ids: Sequence[str]) -> list[Path]:
    """The folders of the shipped packs of the rulesets ``ids`` (each checked: an unknown one is an error)."""
    return [pack.root for pack in shipped_of({rulesets.get(id).id for id in ids})]


def _link(lang: str, other: str) -> str:
    """From the ``lang`` build's root to the ``other`` build's (both rewritten per page by language.js)."""
    if lang == other:
        return "./"
    up = "" if lang == "zh" else "../"
    return up + PREFIX[other] or "./"


def _nav(compendium: Compendium, lang: str) -> list:
    """The navigation: the home, the root ruleset's pages at the top level, every other ruleset's in a
    section of its own, the shared pages last. Titles are HTML-escaped: the theme prints them as they are."""

    def title(key: str, ruleset: Ruleset | None = None) -> str:
        return html.escape(own(key, ruleset, lang))

    def named(entry) -> str:
        return html.escape(entry.name.get(lang))

    def chapters(ruleset: Ruleset, pack: str) -> list:
        mine = sorted((c for c in compendium.all("chapter") if c.provenance.pack == pack), key=lambda c: c.order)
        return [{named(c): chapter_path(compendium, c)} for c in mine]

    def pages(ruleset: Ruleset) -> list:
        at = section(ruleset)
        base = chapters(ruleset, ruleset.base or "")
        return [
            *([{title("nav-overview"): f"{at}index.md"}] if ruleset.section else []),
            *(base if ruleset.section else [{title("nav-chapters", ruleset): base}] if base else []),
            *(item for pack in compendium.packs if pack["id"] != ruleset.base and rulesets.of_pack(pack) is ruleset
              for item in _pack_chapters(ruleset, pack, chapters(ruleset, pack["id"]), lang)),
            {title("nav-glossary"): f"{at}glossary.md"},
            *({title(f"nav-{k.name}"): f"{at}{k.folder}/index.md"} for k in ruleset.kinds
              if k.name in LISTED and compendium.all(k.name)),
            *({title(page.title, ruleset): f"{at}{page.path}"} for page in ruleset.pages),
            {title("nav-errata"): f"{at}errata.md"}]

    nav: list = [{title("nav-home"): "index.md"}]
    for ruleset in present(compendium):
        if ruleset.section:
            nav.append({html.escape(ruleset.named(lang)): pages(ruleset)})
        else:
            nav.extend(pages(ruleset))
    manual = [{html.escape(page.context["guide"].titled(lang)): page.path} for page in guide()]
    nav.extend([{title("nav-guide"): manual}] if manual else [])  # an empty section would be an empty menu
    nav.append({title("nav-workshop"): "workshop.md"})
    nav.append({title("nav-about"): "about.md"})
    return nav


def _pack_chapters(ruleset: Ruleset, pack: Mapping, chapters: list, lang: str) -> list:
    """Another pack's chapters: in the root ruleset's navigation a group named after the pack (the v6
    archive, a homebrew pack's rules); in a section, beside the base pack's."""
    if not chapters or ruleset.section:
        return chapters
    return [{html.escape(Text.of(pack["name"]).get(lang) or pack["id"]): chapters}]


def _build_failure(config_file: Path, engine: str, site: Path, lang: str = "en", known: Sequence[str] = (),
                   pagefind: bool = False) -> tuple[str, dict] | None:
    """``engines.run``, then our finishing steps on its ``site`` in a worker process (there, not after all
    editions are built: a 10k build's finishing took 39 s on one core while the other was idle, and
    Pagefind's indexing about 80 s): sanitising, the ``lang`` index's pinyin for its ``known`` names and, with
    ``pagefind``, Pagefind's bundle. The failure's message key and fields, or None (a MeshalError does
    not pickle)."""
    try:
        engines.run(engine, config_file)
        engines.finish(engine, site, pagefind)
        index = site / engines.INDEX[engine]
        if index.exists():
            search.finish_index(index, lang, set(known))
        if pagefind:
            chunked.write_bundle(site, engines.INDEX[engine], lang)
    except MeshalError as error:
        return error.code, error.fields
    return None
