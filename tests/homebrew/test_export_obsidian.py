"""``--format obsidian``: every wikilink resolves as Obsidian would, front matter parses, dice roll,
names are safe, and the vault is byte-identical when exported again."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from meshal_compendium.export import as_obsidian, export, folder
from meshal_compendium.packs import SHIPPED
from meshal_compendium.scaffold import scaffold_pack

WIKILINK = re.compile(r"\[\[([^\]|#]+)(?:#([^\]|]+))?(?:\|[^\]]*)?\]\]")
HEADING = re.compile(r"^#{1,6} (.+)$", re.MULTILINE)
FORBIDDEN = set('\\/:*?"<>|#^[]')


def _tree(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


@pytest.fixture(scope="module")
def vault(tmp_path_factory) -> dict[str, str]:
    """One export of WOSS and a homebrew pack (Meshal), as path → text of every note."""
    root = tmp_path_factory.mktemp("obsidian")
    scaffold_pack(root / "glow", "glow")
    export("obsidian", [SHIPPED / "woss", root / "glow"], root / "vault")
    again = export("obsidian", [SHIPPED / "woss", root / "glow"], root / "again")
    tree = _tree(root / "vault")
    assert tree == _tree(again), "the same input must give byte-identical files"
    return {path: data.decode("utf-8") for path, data in tree.items() if path.endswith(".md")}


def _resolve(vault: dict[str, str], target: str, heading: str | None) -> bool:
    """As Obsidian does: a path from the vault root without ``.md``; ``#heading`` one of its headings."""
    note = vault.get(f"{target}.md")
    return note is not None and (heading is None or heading in HEADING.findall(note))


def test_every_wikilink_resolves(vault):
    links = [(path, m.group(1), m.group(2)) for path, text in vault.items() for m in WIKILINK.finditer(text)]
    assert len(links) > 1000
    assert any(heading for _, _, heading in links), "section references link to a chapter's heading"
    broken = [link for link in links if not _resolve(vault, link[1], link[2])]
    assert broken == []


def test_each_language_is_complete_and_every_note_is_listed(vault):
    counts = {lang: sum(p.startswith(f"{lang}/") for p in vault) for lang in as_obsidian.LANGS}
    assert len(set(counts.values())) == 1 and counts["en"] > 300, counts
    linked = {m.group(1) for text in vault.values() for m in WIKILINK.finditer(text)}
    notes = {p[:-3] for p in vault if p != "index.md"}
    assert notes - linked == set(), "every note is reachable from an index"
    assert {p.split("/")[1] for p in vault if p.count("/") == 3} == {"woss", "meshal"}


def test_front_matter_parses_back(vault):
    kinds = set()
    for path, text in vault.items():
        if path.count("/") != 3:  # an index note
            continue
        assert text.startswith("---\n")
        matter = yaml.safe_load(text.split("---\n", 2)[1])
        lang, ruleset, kind, _ = path.split("/")
        assert (matter["lang"], matter["ruleset"], matter["kind"]) == (lang, ruleset, kind)
        assert matter["tags"] == [f"meshal/{ruleset}/{kind}"]
        assert matter["id"] and "origin" in matter
        assert matter["pack"] in ("woss", "glow", "core")  # core: glow's dependency
        kinds.add(kind)
    assert {"chapter", "term", "erratum", "ruling"} <= kinds


def test_sections_are_headings_and_names_are_in_the_language(vault):
    zh = [text for path, text in vault.items() if path.startswith("zh/woss/chapter/")]
    hant = [text for path, text in vault.items() if path.startswith("zh-Hant/woss/chapter/")]
    assert zh and all("\n## " in text for text in zh)
    assert hant != zh and any("戰" in text for text in hant)


def test_dice_the_plugin_rolls_are_written_for_it(vault):
    text = "".join(vault.values())
    assert "`dice: 1d100`" in text
    rendered = as_obsidian._prose("Roll 1d100+5, or 2D6; a d20 pool and 1d7 stay text.")
    assert rendered == r"Roll `dice: 1d100+5`, or `dice: 2d6`; a d20 pool and 1d7 stay text."


def test_plain_text_is_escaped_but_bold_lists_and_tables_stay():
    assert as_obsidian._prose("**bold** [[x]] #tag ==mark== %%c%% <b>") == (
        r"**bold** \[\[x\]\] \#tag \=\=mark\=\= \%\%c\%\% \<b\>")
    assert as_obsidian._prose("- item\n| a | b |") == "- item\n| a | b |"


@pytest.mark.parametrize("hostile", [
    "../../etc/passwd", "..", "CON", "nul.txt", "a:b*c?d", "name. ", " .hidden", "[[x|y]]#^", "\x00\x1f",
    "长" * 300, "a/b\\c",
])
def test_a_hostile_name_gives_a_safe_file_name(hostile, tmp_path):
    name = as_obsidian.safe_name(hostile)
    assert not FORBIDDEN & set(name) and not any(ord(c) < 32 for c in name)
    assert name == "" or (name[-1] not in ". " and name[0] != "." and len(name.encode()) <= as_obsidian.NAME_LIMIT)
    assert name.split(".")[0].upper() not in ("CON", "NUL", "PRN", "AUX")
    if name:
        (tmp_path / f"{name}.md").write_text("x", encoding="utf-8")
        assert [p.parent for p in tmp_path.rglob("*.md")] == [tmp_path]


def test_the_vault_has_no_attachments_and_a_marker(vault, tmp_path):
    assert all(path.endswith(".md") for path in vault)
    export("obsidian", [SHIPPED / "woss"], tmp_path / "v")
    assert {p.suffix for p in (tmp_path / "v").rglob("*") if p.is_file()} == {".md", ".json"}
    assert (tmp_path / "v" / folder.MARKER).is_file()


def test_the_whole_shipped_content_exports_with_every_link_resolving(tmp_path):
    export("obsidian", [], tmp_path / "v")
    notes = {p.relative_to(tmp_path / "v").as_posix(): p.read_text(encoding="utf-8")
             for p in (tmp_path / "v").rglob("*.md")}
    rulesets = {path.split("/")[1] for path in notes if path.count("/") == 3}
    assert rulesets == {"meshal", "woss", "d20-pool", "tactics"}
    broken = [m.group(0) for text in notes.values() for m in WIKILINK.finditer(text)
              if not _resolve(notes, m.group(1), m.group(2))]
    assert broken == []
