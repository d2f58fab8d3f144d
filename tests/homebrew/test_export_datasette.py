"""``--format datasette``: the manual's ``datasette meshal.db -m metadata.json`` (guide/*/exports.md) run
for real on the export of shipped packs and a homebrew pack, asked through its JSON API on 127.0.0.1."""

from __future__ import annotations

import json
import socket
import sqlite3
import subprocess
import sys
import time
import urllib.parse
import urllib.request
from collections import Counter
from pathlib import Path

import pytest

from meshal_compendium.export import export
from meshal_compendium.packs import SHIPPED
from meshal_compendium.scaffold import scaffold_pack

DATASETTE = Path(sys.executable).parent / "datasette"
STARTUP = 60  # seconds the server may take to answer before the test fails


@pytest.fixture(scope="module")
def packs(tmp_path_factory) -> list[Path]:
    glow = tmp_path_factory.mktemp("homebrew") / "glow"
    scaffold_pack(glow, "glow")  # a homebrew pack of Meshal, which builds on core
    return [SHIPPED / "core", SHIPPED / "woss", glow]


@pytest.fixture(scope="module")
def folder(packs, tmp_path_factory) -> Path:
    return export("datasette", packs, tmp_path_factory.mktemp("datasette") / "out")


@pytest.fixture(scope="module")
def server(folder):
    """``datasette meshal.db -m metadata.json`` in the export's folder, on a free port of 127.0.0.1."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen([DATASETTE, "meshal.db", "-m", "metadata.json", "-h", "127.0.0.1", "-p", str(port)],
                               cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    base = f"http://127.0.0.1:{port}"
    try:
        _wait(process, base)
        yield base
    finally:
        process.terminate()
        process.wait(timeout=30)
        process.stderr.close()


def _wait(process: subprocess.Popen, base: str) -> None:
    for _ in range(STARTUP * 5):
        if process.poll() is not None:
            pytest.fail(f"datasette stopped: {process.stderr.read().decode()}")
        try:
            with urllib.request.urlopen(f"{base}/-/versions.json", timeout=5):
                return
        except OSError:
            time.sleep(0.2)
    pytest.fail(f"datasette did not answer in {STARTUP} s")


def _get(base: str, path: str, **query: str) -> dict:
    with urllib.request.urlopen(f"{base}{path}?{urllib.parse.urlencode(query)}", timeout=30) as answer:
        return json.load(answer)


def _tree(root: Path) -> dict[str, bytes]:
    return {path.relative_to(root).as_posix(): path.read_bytes() for path in sorted(root.rglob("*")) if path.is_file()}


def test_the_folder_holds_the_sqlite_export_and_its_metadata(folder, packs, tmp_path):
    sqlite_file = export("sqlite", packs, tmp_path / "meshal.db")
    assert (folder / "meshal.db").read_bytes() == sqlite_file.read_bytes()
    assert {"meshal.db", "metadata.json"} <= set(_tree(folder))


def test_the_same_packs_give_the_same_bytes(folder, packs, tmp_path):
    assert _tree(export("datasette", packs, tmp_path / "again")) == _tree(folder)


def test_a_chinese_word_inside_a_sentence_is_found(server, folder):
    with sqlite3.connect(folder / "meshal.db") as db:
        (summary,) = db.execute("SELECT summary_zh FROM term WHERE id = 'woss-pinning-attack'").fetchone()
    assert "造成士气伤害" in summary  # the word sits inside a sentence, with no spaces around it
    found = _get(server, "/meshal/search.json", _search="士气", _shape="objects", _size="max")["rows"]
    assert ("term", "woss-pinning-attack") in {(row["kind"], row["id"]) for row in found}
    assert all("士气" in " ".join(row[c] or "" for c in ("name_zh", "summary_zh", "text_zh")) for row in found)


def test_the_canned_searches_look_in_their_own_language(server):
    zh = _get(server, "/meshal/search_zh.json", words="士气", _shape="objects")["rows"]
    en = _get(server, "/meshal/search_en.json", words="morale", _shape="objects")["rows"]
    assert ("term", "woss-pinning-attack") in {(row["kind"], row["id"]) for row in zh}
    assert en and all(row["ruleset"] == "woss" for row in en)
    assert not _get(server, "/meshal/search_en.json", words="士气", _shape="objects")["rows"]


def test_facets_count_rows_by_ruleset_kind_and_origin(server, folder):
    with sqlite3.connect(folder / "meshal.db") as db:
        by_ruleset = Counter(dict(db.execute("SELECT ruleset, count(*) FROM search GROUP BY ruleset")))
        by_kind = Counter(dict(db.execute("SELECT kind, count(*) FROM search GROUP BY kind")))
    facets = _get(server, "/meshal/search.json", _size="0")["facet_results"]
    counted = {name: {r["value"]: r["count"] for r in facet["results"]} for name, facet in facets.items()}
    assert counted["ruleset"] == by_ruleset and set(by_ruleset) == {"meshal", "woss"}
    assert counted["kind"] and all(by_kind[kind] == n for kind, n in counted["kind"].items())
    terms = _get(server, "/meshal/term.json", _size="0")["facet_results"]
    assert {r["value"]: r["count"] for r in terms["pack"]["results"]}["glow"] == 1
    assert {r["value"]: r["count"] for r in terms["origin"]["results"]}["homebrew"] == 1  # glow's one term
    origins = _get(server, "/meshal/packs.json", _size="0")["facet_results"]["origin"]["results"]
    assert {r["value"]: r["count"] for r in origins} == {"handbook": 2, "homebrew": 1}


def test_the_metadata_is_served_in_both_languages_with_licences(server):
    meshal = _get(server, "/-/metadata.json")["databases"]["meshal"]
    term = meshal["tables"]["term"]
    assert term["title"] == "术语 / Term"
    assert "glow: CC-BY-4.0" in term["license"] and "woss: " in term["license"]
    assert meshal["tables"]["search"]["fts_table"] == "search"
    assert meshal["title"].startswith("Meshal 规则集数据库 / ")


@pytest.mark.full  # exports all four rulesets twice
def test_every_shipped_ruleset_gets_the_same_bytes_and_titled_faceted_tables(tmp_path):
    first = _tree(export("datasette", [], tmp_path / "one"))
    assert _tree(export("datasette", [], tmp_path / "two")) == first
    tables = json.loads(first["metadata.json"])["databases"]["meshal"]["tables"]
    with sqlite3.connect(tmp_path / "one" / "meshal.db") as db:
        rulesets = {ruleset for (ruleset,) in db.execute("SELECT DISTINCT ruleset FROM search")}
        kinds = {kind for (kind,) in db.execute("SELECT DISTINCT kind FROM search")} - {"section"}
    assert rulesets == {"meshal", "woss", "d20-pool", "tactics"}
    assert all(" / " in tables[kind]["title"] and "ruleset" in tables[kind]["facets"] for kind in kinds)
