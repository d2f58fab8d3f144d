"""The wiki without a network: a Workbox service worker and a web app manifest per language.

Run once after both languages are built, over the whole site: the worker sits at the site's
root, so its scope covers the zh build (the root) and the en build (``en/``). Its cache is named
after the build id, a hash of every built file, so a new build's worker replaces the old cache
(and an unchanged rebuild keeps it).
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import tempfile
from collections.abc import Mapping
from pathlib import Path

from ..i18n import EDITIONS, t
from ..problems import MeshalError

SCRIPT = Path(__file__).resolve().parent / "node" / "offline.mjs"
WORKER = "sw.js"
CLEANUP = "sw-cleanup.js"
MANIFEST = "manifest.webmanifest"
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
THEME_COLOUR = "#3f51b5"  # Material's indigo, the header's colour


def write_offline(site: Path, prefix: dict[str, str], names: Mapping[str, tuple[str, str]]) -> str:
    """Write manifests and the service worker into the finished ``site``; return the build id.
    ``names``: each language's site name and description, for its web app manifest."""
    for lang in EDITIONS:
        _write_manifest(site / prefix[lang], lang, *names[lang])
    build = build_id(site)
    (site / CLEANUP).write_text(_cleanup_script(build), encoding="utf-8")
    _generate_worker(site, build)
    return build


def build_id(site: Path) -> str:
    """A hash of every file's path and bytes: the same site gives the same id."""
    digest = hashlib.sha256()
    for path in sorted(p for p in site.rglob("*") if p.is_file()):
        digest.update(path.relative_to(site).as_posix().encode())
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:12]


def _write_manifest(root: Path, lang: str, name: str, description: str) -> None:
    manifest = {
        "name": name, "short_name": t("offline-short-name", lang),
        "description": description, "lang": lang,
        "start_url": "./", "scope": "./", "display": "standalone",
        "theme_color": THEME_COLOUR, "background_color": "#ffffff",
        "icons": [{"src": "assets/icon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any"}],
    }
    (root / MANIFEST).write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")


def _cleanup_script(build: str) -> str:
    """Loaded by the worker: on activation, drop the caches of every other build."""
    return (
        f'const MESHAL_CACHE = "meshal-{build}";\n'
        'self.addEventListener("activate", (event) => event.waitUntil(caches.keys().then((names) =>\n'
        '  Promise.all(names.filter((n) => n.startsWith("meshal-") && !n.startsWith(MESHAL_CACHE))'
        '.map((n) => caches.delete(n))))));\n'
    )


def _generate_worker(site: Path, build: str) -> None:
    node = shutil.which("node")
    if node is None:
        raise MeshalError("offline-no-node")
    options = {
        "globDirectory": str(site), "globPatterns": PATTERNS, "swDest": str(site / WORKER),
        "cacheId": f"meshal-{build}", "importScripts": [CLEANUP],
        "skipWaiting": True, "clientsClaim": True, "cleanupOutdatedCaches": True,
        "inlineWorkboxRuntime": True, "sourcemap": False, "mode": "production",
        # The character builder's state is in the query: ?c-species=… is the same page.
        "ignoreURLParametersMatching": [".*"],
        "maximumFileSizeToCacheInBytes": 4 * 1024 * 1024,
    }
    with tempfile.NamedTemporaryFile("w", suffix=".json", encoding="utf-8", delete=False) as config:
        json.dump(options, config)
    try:
        done = subprocess.run([node, str(SCRIPT), config.name], capture_output=True, text=True,
                              cwd=Path(__file__).resolve().parent, check=False)
    finally:
        Path(config.name).unlink()
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["?"])[-1]
        raise MeshalError("offline-failed", detail=last)
