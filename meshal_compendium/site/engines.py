"""The engines that turn one language's generated Markdown into its site: Material for MkDocs
(the default) and Zensical (its authors' successor; issue 19, README "Site engines").

Both read the same ``mkdocs.<lang>.yml`` that ``build`` writes. Zensical runs no MkDocs hooks,
so what the hooks did is done here after either engine, on the built files (``finish``):
every page's article and the search index's text are sanitised with nh3, and each page's head
gets the manifest, theme colour and search gate.
"""

from __future__ import annotations

import json
import logging
import os
import re
import shutil
from collections.abc import Iterable
from pathlib import Path

import jieba
import yaml
from mkdocs.commands.build import build as mkdocs_build
from mkdocs.config import load_config
from mkdocs.exceptions import MkDocsException

from ..problems import MeshalError
from .offline import MANIFEST, THEME_COLOUR
from .sanitize import clean, slugify

ENGINES = ("material", "zensical")  # the default first
DEFAULT = ENGINES[0]
GATE = "assets/js/search-gate.js"
# Where each engine writes its search index, relative to a language's site.
INDEX = {"material": "search/search_index.json", "zensical": "search.json"}
_STYLESHEET = re.compile(r'<link rel="stylesheet" href="([^"]*?)assets/meshal\.css"')
_ARTICLE = re.compile(r'(<article class="md-content__inner md-typeset">)(.*?)(</article>)', re.S)


def run(engine: str, config_file: Path) -> None:
    """Build the site ``config_file`` describes with ``engine`` (one of ``ENGINES``)."""
    {"material": _material, "zensical": _zensical}[engine](config_file)


def warm(config_file: Path) -> None:
    """Load what Material's first build in a process loads (the theme, its plugins, jieba's dictionary:
    about 2 s), so that ``meshal serve``'s first edit is as quick as the next."""
    jieba.setLogLevel(logging.WARNING)
    load_config(config_file=str(config_file))
    jieba.initialize()


def rebuild(config_file: Path) -> None:
    """Material again, over a site it built (``meshal serve``): only the pages whose Markdown is newer
    than their HTML (MkDocs' dirty build; ``live`` answers its caveats, so they are not printed)."""
    logging.getLogger("mkdocs.commands.build").setLevel(logging.ERROR)
    _material(config_file, dirty=True)


def _material(config_file: Path, dirty: bool = False) -> None:
    # mkdocs logs every page at INFO, jieba its dictionary loading; our progress lines say what matters.
    logging.getLogger("mkdocs").setLevel(logging.WARNING)
    jieba.setLogLevel(logging.WARNING)
    try:
        mkdocs_build(load_config(config_file=str(config_file)), dirty=dirty)
    except MkDocsException as error:
        raise MeshalError("build-mkdocs-failed", detail=str(error)) from None


def _zensical(config_file: Path) -> None:
    """Zensical wants its config beside the docs with relative folders (absolute ones panic in
    0.0.73), and the heading slugs as a Python name: a config of its own, built beside, moved."""
    import zensical  # imported here: its Rust runtime loads only for a Zensical build

    config = yaml.safe_load(config_file.read_text(encoding="utf-8"))
    docs, site = Path(config["docs_dir"]), Path(config["site_dir"])
    here = config_file.parent
    built = here / f"{docs.name}.zensical-site"
    shutil.rmtree(built, ignore_errors=True)
    config.update(docs_dir=os.path.relpath(docs, here), site_dir=built.name, hooks=[], plugins=["search"])
    for extension in config["markdown_extensions"]:
        if isinstance(extension, dict) and "toc" in extension:
            extension["toc"]["slugify"] = slugify  # dumped as !!python/name:, which Zensical resolves
    own = here / f"zensical.{docs.name}.yml"
    own.write_text(yaml.dump(config, allow_unicode=True, sort_keys=False), encoding="utf-8")
    try:
        zensical.build(str(own), {"strict": False, "clean": True})
    except Exception as error:  # noqa: BLE001 — the runtime raises bare errors; ours names the build
        raise MeshalError("build-mkdocs-failed", detail=str(error)) from None
    shutil.copytree(built, site, dirs_exist_ok=True)
    shutil.rmtree(built, ignore_errors=True)


# --- after the engine: what the MkDocs hooks did, for both ---------------------------------------

def finish(engine: str, site: Path, pagefind: bool = False, pages: Iterable[Path] | None = None) -> None:
    """Sanitise and complete the pages and index of one edition's ``site``, built on its own; with
    ``pagefind``, its pages' search gate answers from Pagefind (``chunked``). ``pages``: the HTML files
    just built, when not all of them were (each is finished once)."""
    for page in site.rglob("*.html") if pages is None else pages:
        text = page.read_text(encoding="utf-8")
        text = _ARTICLE.sub(lambda m: m[1] + clean(m[2]) + m[3], text)
        page.write_text(text.replace("</head>", _head(engine, _base(text, page.relative_to(site)), pagefind)
                                     + "</head>", 1), encoding="utf-8")
    index = site / INDEX[engine]
    if index.exists():
        data = json.loads(index.read_text(encoding="utf-8"))
        for doc in data.get("docs") or data.get("items") or []:
            doc["title"], doc["text"] = clean(doc["title"]), clean(doc["text"])
        index.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")


def _base(text: str, page: Path) -> str:
    """Where ``page`` finds its edition's root: where the engine linked our stylesheet from when that is not
    relative (the 404 page, served at any address, links it from ``/en/``), else relative to the page."""
    linked = _STYLESHEET.search(text)
    return linked[1] if linked and linked[1].startswith(("/", "http")) else "../" * (len(page.parts) - 1)


def _head(engine: str, up: str, pagefind: bool) -> str:
    """The manifest and theme colour, linked from ``up`` (the edition's root as the page reaches it); for
    Material, the search gate (a classic script that must run before its bundle: it wraps Material's
    search worker, whose messages Zensical's worker does not share)."""
    by = ' data-search="pagefind"' if pagefind else ""
    gate = f'<script src="{up}{GATE}"{by}></script>' if engine == "material" else ""
    return f'{gate}<link rel="manifest" href="{up}{MANIFEST}"><meta name="theme-color" content="{THEME_COLOUR}">'

