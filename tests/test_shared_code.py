"""The shared layers name no ruleset: what a built-in knows is declared through its ``Ruleset``.

A grep with sense: every string in the code of the shared modules (docstrings and comments aside,
where an example may name one), every shared page template and every string, template and regex
literal of the shared browser scripts (``site/assets/js/*.js``, the calculators' kit's and the
workshop's; not a ruleset's own folder ``site/assets/js/<id>/``) is searched for the built-in
rulesets' ids, pack ids and kind names, and for Meshal's words. A find means a shared module
reaches into one ruleset, which an outside ruleset could then never do the same way.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from meshal_compendium import rulesets
from tests.conftest import ROOT

PACKAGE = ROOT / "meshal_compendium"
BUILT_IN = ("meshal", "woss", "d20_pool", "tactics")  # their packages under rulesets/
# Kind names that are also ordinary words of the shared code: a JSON key, an HTML attribute, the
# site engine named "material".
ORDINARY = {"status", "class", "material"}
# Meshal's own words (its glossary's English names, its units and money).
WORDS = re.compile(r"\b(might|elastane|sense|perceive|hurts|acted|leaks|copper|silver|money|kg|occupation|"
                   r"talent|armou?r)\b|行动|破绽|强壮|🎲", re.IGNORECASE)
# The host's own name, which the default ruleset happens to share: where "meshal" means the
# program (its command, its namespaces in other tools), not the ruleset.
HOST = {
    ("rulesets/__init__.py", "meshal"),  # DEFAULT: the ruleset `meshal odds` and a bare manifest mean
    ("cli/messages.py", "meshal"),  # help-meshal: the `meshal` command's help
    ("export/as_datasette.py", "meshal"),  # the database file meshal.db
    ("export/as_obsidian.py", "meshal"),  # the vault's tag root #meshal/…
    ("export/as_sealdice_plugin.py", "meshal"),  # the SealDice extension's name
    ("site/theme.py", "meshal"),  # the theme's config namespace extra.meshal
    ("site/output.py", "meshal"),  # "built by meshal": the program that owns an output folder
    ("site/cli_reference.py", "meshal"),  # the command's name in the CLI reference's usage lines
}
# Known gaps, each named.
GAPS: set[tuple[str, str]] = set()
SCRIPTS = ROOT / "site" / "assets" / "js"
# The shared scripts' folders below SCRIPTS: the calculators' kit and the workshop.
SHARED_FOLDERS = ("calculators", "workshop")


def _names() -> set[str]:
    found = set()
    for ruleset in rulesets.registry().values():
        if rulesets.distribution(ruleset.id)[0] == "meshal-compendium":
            found |= {ruleset.id, *ruleset.packs, *(k.name for k in ruleset.kinds)}
    return found - ORDINARY


def _shared_modules() -> Iterator[Path]:
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE).parts
        if not (parts[0] == "rulesets" and len(parts) > 2 and parts[1] in BUILT_IN):
            yield path


def _strings(path: Path) -> Iterator[tuple[int, str]]:
    """Every string constant of a module but its docstrings."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = {id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
            and node.body and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            yield node.lineno, node.value


def _shared_scripts() -> Iterator[Path]:
    folders = (sorted((SCRIPTS / folder).glob("*.js")) for folder in SHARED_FOLDERS)
    for path in [*sorted(SCRIPTS.glob("*.js")), *(p for scripts in folders for p in scripts)]:
        if path.name != "vendor.js":  # the bundled libraries
            yield path


_WORD = re.compile(r"[\w$]+")
_BEFORE_REGEX = set("(,=:[!&|?{};+-*%<>~^") | {""}  # after these (or a keyword below) a "/" starts a regex
_KEYWORDS = {"return", "typeof", "case", "of", "in", "yield", "await", "void", "delete"}


def _script_strings(text: str) -> Iterator[tuple[int, str]]:
    """(line, body) of every string, template and regex literal of a browser script, comments skipped."""
    at, last = 0, ""  # last: the previous token's last character, which tells a regex from a division
    while at < len(text):
        char = text[at]
        if text.startswith("//", at) or text.startswith("/*", at):
            end = text.find("\n" if text[at + 1] == "/" else "*/", at + 2)
            at = len(text) if end < 0 else end + (0 if text[at + 1] == "/" else 2)
        elif char in "\"'`" or (char == "/" and last in _BEFORE_REGEX):
            end = at + 1
            while end < len(text) and text[end] != char:
                if char == "/" and text[end] == "[":  # a class may hold a "/"
                    end = text.index("]", end)
                end += 2 if text[end] == "\\" else 1
            yield text.count("\n", 0, at) + 1, text[at + 1:end]
            at, last = end + 1, char
        elif word := _WORD.match(text, at):
            at, last = word.end(), "(" if word.group() in _KEYWORDS else "a"
        else:
            at, last = at + 1, last if char.isspace() else char


def _finds(text: str, names: set[str]) -> list[str]:
    parts = {part for part in re.split(r"[/:.\s\"'`]+", text) if part}
    return sorted(parts & names) + [m.group() for m in WORDS.finditer(text)]


def test_the_names_searched_for_are_the_built_ins():
    names = _names()
    assert {"meshal", "woss", "d20-pool", "tactics", "core", "ability", "weapon", "hit-tier"} <= names


def test_no_shared_module_names_a_ruleset_or_its_words():
    names, found = _names(), []
    for path in _shared_modules():
        where = path.relative_to(PACKAGE).as_posix()
        for line, text in _strings(path):
            found += [f"{where}:{line}: {hit!r} in {text[:60]!r}" for hit in _finds(text, names)
                      if (where, hit) not in HOST | GAPS]
    assert found == []


def test_the_script_reader_finds_strings_templates_and_regexes_only():
    source = 'a = b / 2; // "core"\nf("woss", `t ${x}`) /* \'tactics\' */ .replace(/ab[/]c/g, \'d\\\'e\');'
    assert list(_script_strings(source)) == [(2, "woss"), (2, "t ${x}"), (2, "ab[/]c"), (2, "d\\'e")]


@pytest.mark.parametrize("path", list(_shared_scripts()), ids=lambda p: p.relative_to(SCRIPTS).as_posix())
def test_no_shared_script_names_a_ruleset_or_its_words(path):
    found = [f"{line}: {hit!r} in {text[:60]!r}" for line, text in _script_strings(path.read_text(encoding="utf-8"))
             for hit in _finds(text, _names())]
    assert found == []


@pytest.mark.parametrize("path", sorted((PACKAGE / "site" / "templates").glob("*.j2")), ids=lambda p: p.name)
def test_no_shared_template_names_a_ruleset_or_its_words(path):
    text = re.sub(r"\{#.*?#\}", "", path.read_text(encoding="utf-8"), flags=re.DOTALL)
    assert _finds(text, _names()) == []
