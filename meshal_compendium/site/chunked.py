"""Search at scale: a site with more entries than ``LUNR_LIMIT`` ships Pagefind's chunked index
instead of Material's whole one. At 10k entries lunr fetched 1.07 MB and took 5.1 s to the first
result; Pagefind fetches only the chunks a query needs (293 KB, 0.52 s: README "Benchmarks").

The records are Material's own (a page or a heading each, with our pinyin keywords), so ranking
sees a glossary term as the short record it is, not as a line of one long page. They are written
as small HTML files for Pagefind's CLI (its Python API reads one answer per 0.1 s poll: 3.5 minutes
for the shipped content's 2,089 records, against the CLI's 3.3 s). Material's search box and
result list stay: ``search-gate.js`` answers Material's worker messages from Pagefind. The small
site keeps lunr, as it shipped before.
"""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from ..load import Compendium
from ..problems import MeshalError

LUNR_LIMIT = 2000  # entries; the shipped content has about 1,100
BUNDLE = "pagefind"
# What the gate loads; Pagefind also writes its UIs and its worker, which the gate does not use.
KEEP = ("pagefind.js", "pagefind-entry.json", "*.pagefind", "*.pf_meta", "index", "fragment")
_TAG = re.compile(r"<[^>]+>")


def wanted(compendium: Compendium) -> bool:
    """Whether this content is too big for one search index."""
    return sum(len(entries) for entries in compendium.entries.values()) > LUNR_LIMIT


def write_bundles(site: Path, folders: dict[str, str], index_path: str) -> None:
    """Index every edition's search records with Pagefind, side by side, into ``<edition>/pagefind/``;
    the edition's Material index keeps its configuration and no records."""
    with tempfile.TemporaryDirectory(prefix="meshal-records-") as scratch:
        running = []
        for lang, folder in folders.items():
            index_file = site / folder / index_path
            records = Path(scratch, lang)
            _write_records(json.loads(index_file.read_text(encoding="utf-8")), records, lang)
            running.append(subprocess.Popen(
                [sys.executable, "-m", "pagefind", "--site", str(records), "--output-path",
                 str(site / folder / BUNDLE)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True))
        for process in running:
            said = process.communicate()[0]
            if process.returncode != 0:
                last = (said.strip().splitlines() or ["?"])[-1]
                raise MeshalError("build-search-failed", detail=last)
    for folder in folders.values():
        _prune(site / folder / BUNDLE)
        index_file = site / folder / index_path
        config = json.loads(index_file.read_text(encoding="utf-8"))["config"]
        empty = {"config": config, "docs": []}
        index_file.write_text(json.dumps(empty, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")


def _write_records(index: dict, folder: Path, lang: str) -> None:
    """One HTML file per search record: its title as the heading (Pagefind weighs it above the
    text), its address, page title and pinyin keywords as metadata for the gate."""
    folder.mkdir()
    docs = index["docs"]
    pages = {doc["location"]: _plain(doc["title"]) for doc in docs if "#" not in doc["location"]}
    for number, doc in enumerate(docs):
        title = _plain(doc["title"])
        keys = " ".join(doc.get("tags", []))
        meta = {"location": doc["location"], "page": pages.get(doc["location"].split("#")[0], title), "keys": keys}
        head = "".join(f'<meta data-pagefind-meta="{name}[content]" content="{html.escape(value)}">'
                       for name, value in meta.items())
        (folder / f"{number}.html").write_text(
            f'<!doctype html><html lang="{lang}"><head>{head}</head><body><h1>{html.escape(title)}</h1>'
            f'<p>{html.escape(_plain(doc["text"]))}</p><p>{html.escape(keys)}</p></body></html>',
            encoding="utf-8")


def _plain(text: str) -> str:
    """A record's HTML as its text: no tags, no entities, no jieba's zero-width separators."""
    return " ".join(html.unescape(_TAG.sub(" ", text)).replace("\u200b", "").split())


def _prune(bundle: Path) -> None:
    keep = {path for pattern in KEEP for path in bundle.glob(pattern)}
    for path in bundle.iterdir():
        if path in keep:
            continue
        if path.is_dir():
            shutil.rmtree(path)
        else:
            path.unlink()
