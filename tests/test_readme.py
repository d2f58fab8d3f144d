"""The README, its Chinese twin and the manual's pages are kept true and in step.

Each `$ meshal …` line of a ```` ```console ```` block is run and its output compared; README.md stays
short; README.zh.md has README.md's sections and commands; every manual page exists in both languages;
every link to a manual page resolves. (Each README's picture is checked with the other screenshots:
tests/site/test_screens.py.)"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner
from markdown.extensions.toc import slugify

from meshal_compendium.cli import main
from tests.conftest import ROOT

README = ROOT / "README.md"
README_ZH = ROOT / "README.zh.md"
GUIDE = ROOT / "meshal_compendium" / "guide"
LANGUAGES = ("en", "zh")
BLOCK = re.compile(r"```console\n(.*?)```", re.DOTALL)
SHELL = re.compile(r"```(console|sh)\n(.*?)```", re.DOTALL)
LINK = re.compile(r"\]\(([^)\s]+)\)")
FRONT = re.compile(r"\A---\n(.*?)\n---\n", re.DOTALL)


def documents() -> list[Path]:
    return [README, README_ZH, *sorted(GUIDE.glob("*/*.md"))]


def examples() -> list[tuple[str, str, str]]:
    """(document, command, expected output) for every `$ ` line of every console block."""
    found = []
    for document in documents():
        for block in BLOCK.findall(document.read_text(encoding="utf-8")):
            for chunk in re.split(r"^\$ ", block, flags=re.MULTILINE)[1:]:
                command, _, output = chunk.partition("\n")
                found.append((document.relative_to(ROOT).as_posix(), command, output))
    return found


def test_the_readmes_and_the_manual_have_console_examples():
    where = {document for document, _, _ in examples()}
    assert {"README.md", "README.zh.md"} <= where
    assert len(examples()) >= 20


@pytest.mark.parametrize("document, command, expected", examples(), ids=[f"{d}: {c}" for d, c, _ in examples()])
def test_console_example_matches_a_real_run(document, command, expected, monkeypatch):
    monkeypatch.chdir(ROOT)
    args = shlex.split(command)
    assert args[0] == "meshal", document
    result = CliRunner().invoke(main, args[1:])
    assert result.output.rstrip("\n") == expected.rstrip("\n")


@pytest.mark.parametrize("readme", [README, README_ZH], ids=["en", "zh"])
def test_the_readme_says_how_to_reach_the_cli_before_using_it(readme):
    text = readme.read_text(encoding="utf-8")
    setup = text[:text.index("$ meshal ")]
    venv = re.search(r"^VENV := (\S+)$", (ROOT / "Makefile").read_text(encoding="utf-8"), re.MULTILINE).group(1)
    assert f"{venv}/bin/meshal" in setup and f". {venv}/bin/activate" in setup
    assert "pip install ." in setup


def test_the_readme_is_read_in_five_minutes():
    assert len(README.read_text(encoding="utf-8").splitlines()) <= 200


def commands(document: Path) -> list[str]:
    """The commands of a document's shell blocks (a console block's `$ ` lines), without comments or
    --lang: each README speaks its own language."""
    found = []
    for kind, block in SHELL.findall(document.read_text(encoding="utf-8")):
        for line in block.splitlines():
            if kind == "console" and not line.startswith("$ "):
                continue
            line = line.removeprefix("$ ").split("  #")[0]
            found.append(re.sub(r"\s+--lang \S+", "", line).strip())
    return [line for line in found if line]


def test_the_chinese_readme_has_the_same_sections_and_commands():
    def headings(path: Path) -> list[str]:
        return re.findall(r"^## ", path.read_text(encoding="utf-8"), re.MULTILINE)
    assert len(headings(README_ZH)) == len(headings(README)) >= 5
    assert commands(README_ZH) == commands(README)
    assert len(commands(README)) >= 5


def front_matter(page: Path) -> dict:
    found = FRONT.match(page.read_text(encoding="utf-8"))
    assert found, f"{page} has no front matter"
    return yaml.safe_load(found.group(1))


def test_every_guide_page_is_in_both_languages_with_its_title_and_order():
    slugs = {lang: sorted(p.stem for p in (GUIDE / lang).glob("*.md")) for lang in LANGUAGES}
    assert slugs["en"] == slugs["zh"] and len(slugs["en"]) >= 13
    for slug in slugs["en"]:
        en, zh = (front_matter(GUIDE / lang / f"{slug}.md") for lang in LANGUAGES)
        assert isinstance(en["title"], str) and isinstance(zh["title"], str) and en["title"] != zh["title"]
        assert isinstance(en["order"], int) and en["order"] == zh["order"], slug


def anchors(page: Path) -> set[str]:
    return {slugify(h, "-") for h in re.findall(r"^#+ (.*)$", page.read_text(encoding="utf-8"), re.MULTILINE)}


def test_every_link_to_a_guide_page_resolves():
    """README links name a page twice: its wiki path (`/en/guide/<slug>/`, `/guide/<slug>/`) and its file."""
    checked = 0
    for document in documents():
        text = document.read_text(encoding="utf-8")
        for lang, slug in re.findall(r"`/(en/)?guide/([\w-]+)/`", text):
            assert (GUIDE / (lang.strip("/") or "zh") / f"{slug}.md").is_file(), f"{document.name}: {slug}"
            checked += 1
        for target in LINK.findall(text):
            if target.startswith(("http:", "https:", "#")):
                continue
            path, _, anchor = target.partition("#")
            page = (document.parent / path).resolve()
            assert page.exists(), f"{document.name}: {target}"
            if anchor and page.parent.name == "en":
                assert anchor in anchors(page), f"{document.name}: {target}"
            checked += 1
    assert checked >= 30
