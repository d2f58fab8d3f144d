"""yaml-language-server (npm, pinned) — the server behind VS Code's YAML extension — gives full
help with no network: every fetch it tries is refused (its ``http.proxy`` setting and the
environment's proxy name a closed port on 127.0.0.1), so a modeline or ``$ref`` that needs a host
shows up as a diagnostic, as it does in an editor offline.

- A new pack of every ruleset, alone in a folder with no checkout beside it: every file clean,
  and its schema applied (a field its kind does not have is flagged on its line). Meshal's also
  gets completion, hover with the bilingual descriptions, and a wrong enum flagged on its line.
- The shipped content in the checkout (modelines like ``../../schemas/woss/entry.schema.json``):
  every file clean.
- A pack whose modelines name the published URLs (made before packs carried their schemas, or a
  zip that left them out) gets the same help where the site is served: a proxy on 127.0.0.1
  answers for the canonical host with the files the wiki build publishes.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import urllib.parse
from pathlib import Path

import pytest
import yaml

from meshal_compendium import rulesets, schemas
from meshal_compendium.scaffold import scaffold_pack
from meshal_compendium.schema_urls import CANONICAL_BASE, FOLDER, url
from meshal_compendium.site.publish_schemas import publish_schemas
from tests.conftest import ROOT
from tests.editor.canonical_host import CanonicalHost
from tests.editor.lsp import LanguageServer

pytestmark = pytest.mark.full  # make test-fast leaves it out: a language server reads every file

NODE = shutil.which("node") or "/usr/bin/node"
SERVER = ROOT / "node_modules" / "yaml-language-server" / "bin" / "yaml-language-server"
SHIPPED_CONTENT = sorted((ROOT / "content").rglob("*.yaml"))
UNKNOWN = "not-a-field"


def _refused() -> str:
    """A proxy URL on which nothing listens: any fetch through it fails at once."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{probe.getsockname()[1]}"


def _server(home: Path, proxy: str, strict_ssl: bool = True) -> LanguageServer:
    if not SERVER.exists():
        pytest.fail("yaml-language-server is missing: run `npm ci` (make test does)")
    settings = {
        "yaml": {"validate": True, "hover": True, "completion": True, "schemaStore": {"enable": False},
                 "format": {"enable": False}},
        "http": {"proxy": proxy, "proxyStrictSSL": strict_ssl},
    }
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home),  # no config of ours
           "HTTP_PROXY": proxy, "HTTPS_PROXY": proxy}
    server = LanguageServer([NODE, str(SERVER), "--stdio"], home, settings, env)
    server.start(home)
    return server


def _offline_server(home: Path) -> LanguageServer:
    """A server that cannot reach any host — and is shown not to: a published URL fails to load."""
    server = _server(home, _refused())
    shown = server.open(home / "control.yaml", f"# yaml-language-server: $schema={url('pack.schema.json')}\nid: x\n")
    assert any("Unable to load schema" in d["message"] for d in shown), shown
    return server


def _new_pack(tmp_path: Path, ruleset: str = rulesets.DEFAULT) -> Path:
    home = tmp_path / "laptop"  # a folder of its own: nothing of the checkout beside it
    pack = home / "glow"
    scaffold_pack(pack, "glow", ruleset=ruleset)
    for path in pack.rglob("*"):
        if path.is_file():
            assert str(ROOT) not in path.read_text(encoding="utf-8"), path
    return pack


def _line_of(text: str, pattern: str) -> int:
    return next(i for i, line in enumerate(text.splitlines()) if re.search(pattern, line))


def _flags_an_unknown_field(server: LanguageServer, path: Path) -> None:
    """``path`` with a field no kind has, in its first entry: flagged on that line, so its schema applies."""
    lines = path.read_text(encoding="utf-8").splitlines()
    if isinstance(yaml.safe_load("\n".join(lines)), list):
        line = _line_of("\n".join(lines), r"^- ") + 1
        lines.insert(line, f"  {UNKNOWN}: 1")
    else:
        line = len(lines)
        lines.append(f"{UNKNOWN}: 1")
    flagged = server.open(path.with_name(f"probe-{path.name}"), "\n".join(lines) + "\n")
    assert [(d["range"]["start"]["line"], UNKNOWN in d["message"]) for d in flagged] == [(line, True)], flagged


def _check_editor_help(server: LanguageServer, pack: Path) -> None:
    for path in sorted(pack.glob("*.yaml")):  # untouched: clean (a schema that failed to load would be a diagnostic)
        assert server.open(path) == [], path.name

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


def test_a_new_pack_gets_full_help_with_no_network(tmp_path):
    pack = _new_pack(tmp_path)
    server = _offline_server(pack.parent)
    try:
        _check_editor_help(server, pack)
    finally:
        server.stop()


@pytest.mark.parametrize("ruleset", sorted(rulesets.registry()))
def test_every_file_of_a_new_pack_of_every_ruleset_is_checked_with_no_network(tmp_path, ruleset):
    pack = _new_pack(tmp_path, ruleset)
    files = sorted(pack.glob("*.yaml"))
    assert {path.read_text(encoding="utf-8").split("\n", 1)[0].rsplit("=./", 1)[0] for path in files} == {
        "# yaml-language-server: $schema"}  # every file names the pack's own copy of its schema
    server = _offline_server(pack.parent)
    try:
        assert {path.name: server.open(path) for path in files} == {path.name: [] for path in files}
        for path in files:
            _flags_an_unknown_field(server, path)
    finally:
        server.stop()


def test_the_shipped_content_is_checked_in_a_checkout_with_no_network(tmp_path):
    named = [path for path in SHIPPED_CONTENT if path.read_text(encoding="utf-8").startswith("# yaml-language-server:")]
    assert len(named) > len(SHIPPED_CONTENT) / 2
    server = _offline_server(tmp_path)
    try:
        shown = {str(path.relative_to(ROOT)): server.open(path) for path in SHIPPED_CONTENT}
        assert {name: found for name, found in shown.items() if found} == {}
        for pack in sorted({path.relative_to(ROOT / "content").parts[0] for path in named}):
            _flags_an_unknown_field(server, next(path for path in named if f"/content/{pack}/" in path.as_posix()))
    finally:
        server.stop()


def test_a_pack_naming_the_published_urls_gets_full_help_where_the_site_is_served(tmp_path):
    pack = _new_pack(tmp_path)
    shutil.rmtree(pack / "schemas")
    for path in pack.glob("*.yaml"):
        text = path.read_text(encoding="utf-8")
        path.write_text(text.replace("$schema=./schemas/", f"$schema={url('')}", 1), encoding="utf-8")
    site = tmp_path / "site"
    publish_schemas(site)  # the wiki build's step: what the canonical site serves
    host = CanonicalHost(site, urllib.parse.urlsplit(CANONICAL_BASE).hostname, tmp_path)
    server = _server(pack.parent, host.proxy, strict_ssl=False)
    try:
        _check_editor_help(server, pack)
    finally:
        server.stop()
        host.close()
    assert host.refused == []
    assert {f"/{FOLDER}pack.schema.json", f"/{FOLDER}entry.schema.json", f"/{FOLDER}defs.schema.json"} <= set(
        host.fetched), host.fetched
