"""yaml-language-server (npm, pinned) — the server behind VS Code's YAML extension — gives full
help on a new pack in a folder with no checkout beside it: no diagnostics on the untouched
files, completion, hover with the bilingual descriptions, and a wrong enum flagged on its line.

Nothing is fetched from outside: the ``--offline-schemas`` pack resolves its own copy; the
default pack's modelines name the canonical https URLs, and the server reaches them through a
proxy on 127.0.0.1 (its ``http.proxy`` setting) that answers for the canonical host with the
files the wiki build publishes — as the real site would.
"""

from __future__ import annotations

import os
import re
import shutil
import urllib.parse
from pathlib import Path

import pytest

from meshal_compendium import schemas
from meshal_compendium.scaffold import files, scaffold_pack
from meshal_compendium.schema_urls import CANONICAL_BASE, FOLDER
from meshal_compendium.site.publish_schemas import publish_schemas
from tests.conftest import ROOT
from tests.editor.canonical_host import CanonicalHost
from tests.editor.lsp import LanguageServer

FILES = files()  # what `meshal new pack` writes (Meshal's scaffold)

NODE = shutil.which("node") or "/usr/bin/node"
SERVER = ROOT / "node_modules" / "yaml-language-server" / "bin" / "yaml-language-server"
YAML_FILES = [name for name in FILES if name.endswith(".yaml")]


def _server(home: Path, http: dict | None = None) -> LanguageServer:
    if not SERVER.exists():
        pytest.fail("yaml-language-server is missing: run `npm ci` (make test does)")
    settings = {
        "yaml": {"validate": True, "hover": True, "completion": True, "schemaStore": {"enable": False},
                 "format": {"enable": False}},
        "http": http or {"proxy": "", "proxyStrictSSL": True},
    }
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home)}  # no proxy or config of ours
    server = LanguageServer([NODE, str(SERVER), "--stdio"], home, settings, env)
    server.start(home)
    return server


def _new_pack(tmp_path: Path, offline: bool) -> Path:
    home = tmp_path / "laptop"  # a folder of its own: nothing of the checkout beside it
    pack = home / "glow"
    scaffold_pack(pack, "glow", offline_schemas=offline)
    for path in pack.rglob("*"):
        if path.is_file():
            assert str(ROOT) not in path.read_text(encoding="utf-8"), path
    return pack


def _line_of(text: str, pattern: str) -> int:
    return next(i for i, line in enumerate(text.splitlines()) if re.search(pattern, line))


def _check_editor_help(server: LanguageServer, pack: Path) -> None:
    for name in YAML_FILES:  # untouched: clean (a schema that failed to load would be a diagnostic)
        assert server.open(pack / name) == [], name

    abilities = (pack / "abilities.yaml").read_text(encoding="utf-8")
    rank = _line_of(abilities, r"^  rank:")
    shown = server.hover(pack / "abilities.yaml", rank, 3)
    described = schemas.schema("ability")["properties"]["rank"]["description"]  # "能力等级 … / Ability rank …"
    assert described in shown and re.search(r"[\u4e00-\u9fff].* / [A-Z]", described), shown

    occupation = _line_of(abilities, r"^  occupation:")
    wrong = abilities.replace("occupation: sense", "occupation: smell", 1)
    flagged = server.open(pack / "wrong.yaml", wrong)
    assert [d["range"]["start"]["line"] for d in flagged] == [occupation], flagged
    assert "smell" not in flagged[0]["message"] and "sense" in flagged[0]["message"], flagged

    modeline = abilities.splitlines()[0]
    typing = f"{modeline}\n- kind: item\n  id: glow-thing\n  \n"
    server.open(pack / "typing.yaml", typing)
    offered = server.completion(pack / "typing.yaml", 3, 2)
    assert {"name", "summary", "category", "weight"} <= set(offered), offered


def test_an_offline_schemas_pack_gets_full_help_with_no_network(tmp_path):
    pack = _new_pack(tmp_path, offline=True)
    server = _server(pack.parent)
    try:
        _check_editor_help(server, pack)
    finally:
        server.stop()


def test_a_default_pack_gets_full_help_from_the_published_urls(tmp_path):
    pack = _new_pack(tmp_path, offline=False)
    assert (pack / "pack.yaml").read_text(encoding="utf-8").startswith(
        f"# yaml-language-server: $schema={CANONICAL_BASE}{FOLDER}pack.schema.json\n")
    site = tmp_path / "site"
    publish_schemas(site)  # the wiki build's step: what the canonical site serves
    host = CanonicalHost(site, urllib.parse.urlsplit(CANONICAL_BASE).hostname, tmp_path)
    server = _server(pack.parent, {"proxy": host.proxy, "proxyStrictSSL": False})
    try:
        _check_editor_help(server, pack)
    finally:
        server.stop()
        host.close()
    assert host.refused == []
    assert {f"/{FOLDER}pack.schema.json", f"/{FOLDER}entry.schema.json", f"/{FOLDER}defs.schema.json"} <= set(
        host.fetched), host.fetched
