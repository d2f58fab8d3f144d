"""Build the wiki: Markdown per language from the content, then one mkdocs build per language.

zh is built at the root, en under ``en/``, each with its own search index; both are written to
a temporary folder first and moved into place only when everything succeeded, so a failed build
never leaves a half-written site.
"""

from __future__ import annotations

import html
import logging
import shutil
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

import jieba
import yaml
from mkdocs.commands.build import build as mkdocs_build
from mkdocs.config import load_config
from mkdocs.exceptions import MkDocsException

from ..i18n import LANGUAGES, t
from ..load import Compendium, load_compendium
from ..problems import MeshalError
from . import offline, paper, search
from .pages import FOLDERS, LISTED, chapter_path
from .render import write_language

ROOT = Path(__file__).resolve().parent.parent.parent
BASE_CONFIG = ROOT / "mkdocs.yml"
ASSETS = ROOT / "site" / "assets"
HOOK = Path(__file__).resolve().parent / "sanitize.py"
TABLE_HOOK = Path(__file__).resolve().parent / "tablehooks.py"
DEFAULT_OUT = ROOT / "site-dist"
DEFAULT_WORK = ROOT / "build-md"
PREFIX = {"zh": "", "en": "en/"}

Progress = Callable[[str], None]


def build(packs: Sequence[Path] = (), out: Path = DEFAULT_OUT, work: Path = DEFAULT_WORK,
          progress: Progress = lambda message: None, lang: str = "en", site_url: str | None = None) -> Path:
    """Build both languages of the wiki into ``out``; return ``out``.

    ``site_url`` is where the site will be served from; Material's instant navigation needs it
    (its sitemap tells which links are the site's own).
    """
    progress(t("build-loading", lang))
    compendium = load_compendium(list(packs))
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=".meshal-build-", dir=out.parent))
    except OSError as error:
        raise MeshalError("build-output", out=out, reason=error.strerror) from None
    try:
        for page_lang in LANGUAGES:
            docs = work / page_lang
            shutil.rmtree(docs, ignore_errors=True)
            progress(t("build-writing", lang, lang_name=page_lang))
            written = write_language(compendium, page_lang, docs)
            shutil.copytree(ASSETS, docs / "assets", dirs_exist_ok=True)
            config = _config(compendium, page_lang, docs, staging / PREFIX[page_lang], work,
                             site_url and site_url.rstrip("/") + "/" + PREFIX[page_lang])
            progress(t("build-mkdocs", lang, lang_name=page_lang, pages=len(written)))
            _mkdocs(config)
        search.finish_indexes(staging, compendium, PREFIX)
        paper.write_handbook_print(staging, compendium, PREFIX)
        offline.write_offline(staging, PREFIX)
        _replace(staging, out)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    progress(t("build-done", lang, out=out))
    return out


def _config(compendium: Compendium, lang: str, docs: Path, site: Path, work: Path, site_url: str | None) -> Path:
    """The base mkdocs.yml with this language's docs, site, nav, search and switcher."""
    config = yaml.safe_load(BASE_CONFIG.read_text(encoding="utf-8"))
    config.update(
        docs_dir=str(docs), site_dir=str(site), nav=_nav(compendium, lang),
        hooks=[str(HOOK), str(TABLE_HOOK)], site_name=t("home-title", lang), site_url=site_url,
    )
    config["theme"]["language"] = lang
    config["extra"]["alternate"] = [
        {"name": "简体中文", "link": "./" if lang == "zh" else "../", "lang": "zh"},
        {"name": "English", "link": "en/" if lang == "zh" else "./", "lang": "en"},
    ]
    config["plugins"] = [{"search": search.plugin_config(compendium, lang, work)}]
    path = work / f"mkdocs.{lang}.yml"
    path.write_text(yaml.safe_dump(config, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return path


def _nav(compendium: Compendium, lang: str) -> list:
    """The navigation; titles are HTML-escaped because the theme prints them as they are."""

    def title(key: str) -> str:
        return html.escape(t(key, lang))

    def named(entry) -> str:
        return html.escape(entry.name.get(lang))

    core = sorted((c for c in compendium.all("chapter") if c.provenance.pack == "core"),
                  key=lambda c: c.order)
    nav: list = [{title("nav-home"): "index.md"}]
    nav.append({title("nav-handbook"): [{named(c): chapter_path(compendium, c)} for c in core]})
    nav.append({title("nav-glossary"): "glossary.md"})
    for kind in LISTED:
        if compendium.all(kind):
            nav.append({title(f"nav-{kind}"): f"{FOLDERS[kind]}/index.md"})
    nav.append({title("nav-calculators"): "calculators.md"})
    nav.append({title("nav-errata"): "errata.md"})
    others = [c for c in compendium.all("chapter") if c.provenance.pack != "core"]
    for pack in compendium.packs:
        mine = sorted((c for c in others if c.provenance.pack == pack["id"]), key=lambda c: c.order)
        if mine:
            name = html.escape(pack["name"].get(lang) or pack["name"].get("zh") or pack["id"])
            nav.append({name: [{named(c): chapter_path(compendium, c)} for c in mine]})
    nav.append({title("nav-about"): "about.md"})
    return nav


def _mkdocs(config_file: Path) -> None:
    # mkdocs logs every page at INFO, jieba its dictionary loading; our progress lines say what matters.
    logging.getLogger("mkdocs").setLevel(logging.WARNING)
    jieba.setLogLevel(logging.WARNING)
    try:
        mkdocs_build(load_config(config_file=str(config_file)))
    except MkDocsException as error:
        raise MeshalError("build-mkdocs-failed", detail=str(error)) from None


def _replace(staging: Path, out: Path) -> None:
    """Move the finished build into place, swapping out any previous one."""
    old = out.with_name(out.name + ".old")
    shutil.rmtree(old, ignore_errors=True)
    if out.exists():
        out.rename(old)
    staging.chmod(0o755)  # mkdtemp makes it private; a web server must read it
    staging.rename(out)
    shutil.rmtree(old, ignore_errors=True)
