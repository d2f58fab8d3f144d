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
SHORT_PAGE = 1500  # characters of text: a page of up to this is one search record
BUNDLE = "pagefind"
# What the gate loads; Pagefind also writes its UIs and its worker, which the gate does not use.
KEEP = ("pagefind.js", "pagefind-entry.json", "*.pagefind", "*.pf_meta", "index", "fragment")
_TAG = re.compile(r"<[^>]+>")


def wanted(compendium: Compendium) -> bool:
    """Whether this content is too big for one search index."""
    return sum(len(entries) for entries in compendium.entries.values()) > LUNR_LIMIT


def write_bundle(site: Path, index_path: str, lang: str) -> None:
    """Index one edition's search records with Pagefind into ``site/pagefind/``; its Material index
    keeps its configuration and no records. Each edition's build worker runs this as soon as its
    engine is done, beside the other editions' builds."""
    index_file = site / index_path
    index = json.loads(index_file.read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory(prefix="meshal-records-") as scratch:
        records = Path(scratch, lang)
        _write_records(index, records, lang)
        done = subprocess.run([sys.executable, "-m", "pagefind", "--site", str(records), "--output-path",
                               str(site / BUNDLE)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if done.returncode != 0:
        raise MeshalError("build-search-failed", detail=(done.stdout.strip().splitlines() or ["?"])[-1])
    _prune(site / BUNDLE)
    empty = {"config": index["config"], "docs": []}
    index_file.write_text(json.dumps(empty, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")


def _write_records(index: dict, folder: Path, lang: str) -> None:
    """One HTML file per search record: its title as the heading (Pagefind weighs it above the
    text), its address, page title and pinyin keywords as metadata for the gate."""
    folder.mkdir()
    records = _records(index["docs"])
    pages = {record["location"]: record["title"] for record in records if "#" not in record["location"]}
    for number, record in enumerate(records):
        title, keys = record["title"], " ".join(record.get("tags", []))
        meta = {"location": record["location"], "page": pages.get(record["location"].split("#")[0], title),
                "keys": keys}
        head = "".join(f'<meta data-pagefind-meta="{name}[content]" content="{html.escape(value)}">'
                       for name, value in meta.items())
        (folder / f"{number}.html").write_text(
            f'<!doctype html><html lang="{lang}"><head>{head}</head><body><h1>{html.escape(title)}</h1>'
            f'<p>{html.escape(record["text"])}</p><p>{html.escape(keys)}</p></body></html>',
            encoding="utf-8")


def _records(docs: list[dict]) -> list[dict]:
    """Material's records as plain text, a short page's sections folded into the page's own record:
    an entry's page is read as one, and at 10k entries a record per section nearly tripled the
    records (29,736 against 10,464) whose table Pagefind loads before its first answer."""
    pages: dict[str, list[dict]] = {}
    for doc in docs:
        pages.setdefault(doc["location"].split("#")[0], []).append(
            {**doc, "title": _plain(doc["title"]), "text": _plain(doc["text"])})
    records = []
    for location, group in pages.items():
        page = next((record for record in group if record["location"] == location), None)
        if page is None or len(group) == 1 or sum(len(record["text"]) for record in group) > SHORT_PAGE:
            records += group
        else:
            text = " ".join([page["text"], *(f"{record['title']} {record['text']}" for record in group
                                             if record is not page)])
            records.append({**page, "text": text})
    return records


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
