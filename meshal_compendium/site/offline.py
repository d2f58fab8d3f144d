"""The wiki without a network: a Workbox service worker per edition, the list of files a reader can
save for offline, and a web app manifest per language.

Run once after every edition is built, over the whole site. Each edition's worker sits at its root
(``sw.js``, ``en/sw.js``, ``zh-Hant/sw.js``), so a reader's first visit installs only their own
edition's (the longest scope wins). ``--offline`` says what it stores on install (``MODES``):

- ``shell`` (the default): the app shell, a few MB: the theme's and our assets, the edition's
  search index (Pagefind's entry files: its chunks are fetched as searched), home and 404 pages.
  Every other file is cached as it is read, and "Save for offline" (``offline/save.js``) stores an
  edition's pages on request from ``offline.json``: every file with its revision, size, edition and
  ruleset, each edition's folder and name, and each ruleset's name in each edition.
- ``all``: the whole edition on the first visit (every page, search and calculator).
- ``none``: no worker; ``sw.js`` is one that removes itself and its caches, for readers of a build
  that had one.

The precache is named after the build id (a hash of every listed file), so a new build's worker
replaces it, and an unchanged rebuild keeps it.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..i18n import EDITIONS, ENDONYMS, t
from ..problems import MeshalError
from .api import FOLDER as API

SCRIPT = Path(__file__).resolve().parent / "node" / "offline.mjs"
MODES = ("shell", "all", "none")  # the first is the default
WORKER = "sw.js"
HELPER = "sw-meshal.js"
LISTING = "offline.json"
MANIFEST = "manifest.webmanifest"
SCHEMAS = "schemas/"  # the published JSON Schemas: every edition's workshop reads them
# Everything a reader needs; not the source maps, the sitemap's gzip twin, or the lunr
# languages the two search indexes never load. A big site's Pagefind bundle (chunked.py) too.
PATTERNS = [
    "**/*.{html,css,json,xml,svg,png,webmanifest}",
    "**/assets/js/**/*.js",
    "**/assets/javascripts/bundle.*.min.js",
    "**/assets/javascripts/workers/*.min.js",
    "**/assets/javascripts/lunr/min/lunr.{stemmer.support,multi,zh}.min.js",
    "**/pagefind/*.{js,pagefind,pf_meta}",
    "**/pagefind/{index,fragment}/*",
]
# Never stored for offline nor listed: the JSON API (api.py), thousands of files for programs, not readers.
UNLISTED = [f"{API}/**"]
# What a first visit installs (``shell``), from the edition's root.
SHELL = [
    "index.html", "404.html", MANIFEST, "sitemap.xml", "search/search_index.json",
    "assets/**/*.{css,json,svg,png}",
    "assets/js/**/*.js",
    "assets/javascripts/bundle.*.min.js",
    "assets/javascripts/workers/*.min.js",
    "assets/javascripts/lunr/min/lunr.{stemmer.support,multi,zh}.min.js",
    "pagefind/*.{js,pagefind,pf_meta}",
]
THEME_COLOUR = "#3f51b5"  # Material's indigo, the header's colour

# A worker for a build made with ``--offline none``: it takes over from an earlier build's, empties
# the caches that one filled and unregisters, so nobody reads an old copy forever.
_REMOVER = """self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil((async () => {
  for (const name of await caches.keys()) if (name.startsWith("meshal-")) await caches.delete(name);
  await self.registration.unregister();
})()));
"""


def write_offline(site: Path, prefix: Mapping[str, str], names: Mapping[str, tuple[str, str]],
                  owners: Mapping[str, str], rulesets: Mapping[str, Mapping[str, str]],
                  mode: str = MODES[0]) -> str | None:
    """Write the manifests and ``mode``'s workers into the finished ``site``; return the build id (None
    for ``none``). ``names``: each edition's site name and description, for its web app manifest;
    ``owners``: the ruleset id of each page, by its address within an edition (``woss/items/``);
    ``rulesets``: each shown ruleset's name in each edition."""
    for lang in EDITIONS:
        _write_manifest(site / prefix[lang], lang, *names[lang])
    if mode == "none":
        for lang in EDITIONS:
            (site / prefix[lang] / WORKER).write_text(_REMOVER, encoding="utf-8")
        return None
    workers = [{
        "globDirectory": str(site / prefix[lang]), "globPatterns": SHELL if mode == "shell" else PATTERNS,
        # the root edition's folder holds the others' and the API
        "globIgnores": [] if prefix[lang] else [*UNLISTED, *(f"{p}**" for p in prefix.values() if p)],
        "swDest": str(site / prefix[lang] / WORKER), "maximumFileSizeToCacheInBytes": 8 * 1024 * 1024,
    } for lang in EDITIONS]
    files = _node({"workers": workers, "list": {"globDirectory": str(site), "globPatterns": PATTERNS,
                                                "globIgnores": UNLISTED,
                                                "maximumFileSizeToCacheInBytes": 64 * 1024 * 1024}})
    build = _build_id(files)
    listing = {"build": build, "editions": {lang: {"prefix": p, "name": ENDONYMS[lang]} for lang, p in prefix.items()},
               "rulesets": rulesets, "files": _files(files, prefix, owners)}
    (site / LISTING).write_text(json.dumps(listing, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    for lang in EDITIONS:
        (site / prefix[lang] / HELPER).write_text(_helper(build), encoding="utf-8")
    return build


def _build_id(files: list[list[Any]]) -> str:
    """A hash of every listed file's address and revision: the same site gives the same id."""
    digest = hashlib.sha256()
    for url, revision, _size in sorted(files):
        digest.update(f"{url}\0{revision}\n".encode())
    return digest.hexdigest()[:12]


def _files(files: list[list[Any]], prefix: Mapping[str, str], owners: Mapping[str, str]) -> list[list[Any]]:
    """``offline.json``'s files: ``[address, revision, size, edition ("" for every edition's), ruleset id or
    ""]`` each, the address from the site's root as a reader asks for it (``en/items/longsword/``, not
    ``…/index.html``)."""
    nested = sorted(((p, lang) for lang, p in prefix.items() if p), key=lambda pair: -len(pair[0]))
    top = next(lang for lang, p in prefix.items() if not p)
    listed = []
    for url, revision, size in sorted(files):
        at, lang = next(((p, lang) for p, lang in nested if url.startswith(p)), ("", top))
        address = url.removesuffix("index.html")
        shared = url.startswith(SCHEMAS)
        listed.append([address, revision, size, "" if shared else lang, owners.get(address[len(at):], "")])
    return listed


def _helper(build: str) -> str:
    """Imported first by each worker (node/worker.js): the caches' names, after the build; on activation,
    drop the caches of every other build; and the page for a request neither read nor saved when
    offline: the edition's 404 page, marked to say so."""
    return (
        f'self.meshalCache = "meshal-{build}";\n'
        'self.addEventListener("activate", (event) => event.waitUntil(caches.keys().then((names) =>\n'
        '  Promise.all(names.filter((n) => /^meshal-[0-9a-f]{12}-/.test(n) && !n.startsWith(self.meshalCache))'
        '.map((n) => caches.delete(n))))));\n'
        'self.meshalOfflinePage = async () => {\n'
        '  const page = await caches.match(new URL("404.html", self.location).href, { ignoreSearch: true });\n'
        '  if (!page) return Response.error();\n'
        '  const text = (await page.text()).replace(\'data-meshal-offline="0"\', \'data-meshal-offline="1"\');\n'
        '  return new Response(text, { headers: page.headers });\n'
        '};\n'
    )


def _write_manifest(root: Path, lang: str, name: str, description: str) -> None:
    manifest = {
        "name": name, "short_name": t("offline-short-name", lang),
        "description": description, "lang": lang,
        "start_url": "./", "scope": "./", "display": "standalone",
        "theme_color": THEME_COLOUR, "background_color": "#ffffff",
        "icons": [{"src": "assets/icon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any"}],
    }
    (root / MANIFEST).write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")


def _node(config: object) -> Any:
    """Run offline.mjs; its answer (JSON on stdout)."""
    node = shutil.which("node")
    if node is None:
        raise MeshalError("offline-no-node")
    with tempfile.NamedTemporaryFile("w", suffix=".json", encoding="utf-8", delete=False) as file:
        json.dump(config, file)
    try:
        done = subprocess.run([node, str(SCRIPT), file.name], capture_output=True, text=True,
                              cwd=Path(__file__).resolve().parent, check=False)
    finally:
        Path(file.name).unlink()
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["?"])[-1]
        raise MeshalError("offline-failed", detail=last)
    return json.loads(done.stdout)
