"""Every message the homebrew tooling can show exists in zh and en; every command has examples."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
import yaml

from meshal_compendium.export.as_sealdice import kind_order
from meshal_compendium.i18n import catalogue

PACKAGE = Path(__file__).resolve().parents[2] / "meshal_compendium"
MINE = [PACKAGE / "archive.py", PACKAGE / "scaffold.py", *(PACKAGE / "export").glob("*.py"),
        PACKAGE / "cli" / "export.py", PACKAGE / "cli" / "new.py",
        PACKAGE / "rulesets" / "meshal" / "helpdoc.py"]  # Meshal's part of the SealDice help document
CALLS = {"MeshalError", "t", "problem"}
PREFIXES = ("archive-", "export-", "scaffold-", "sealdice-", "new-pack-")
DYNAMIC = [f"sealdice-kind-{kind}" for kind in kind_order()]


def _used() -> set[str]:
    used = set(DYNAMIC)
    for path in MINE:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and node.args:
                name = getattr(node.func, "id", getattr(node.func, "attr", ""))
                first = node.args[0] if name != "problem" else node.args[3]
                if name in CALLS and isinstance(first, ast.Constant):
                    used.add(first.value)
    return used


def test_every_key_used_is_translated():
    known = catalogue()
    prefixed = {s for s in _strings() if s.startswith(PREFIXES) and not s.endswith("-")}
    used = _used() | prefixed
    assert sorted(k for k in used if k not in known) == []
    for key in used:
        assert known[key].get("zh") and known[key].get("en"), key
    assert len(used) > 30


def _strings() -> set[str]:
    """Every string constant in the homebrew modules (codes are also returned and tabled)."""
    return set(DYNAMIC) | {
        node.value for path in MINE for node in ast.walk(ast.parse(path.read_text("utf-8")))
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    }


def test_the_homebrew_locale_file_is_complete_and_used():
    data = yaml.safe_load((PACKAGE / "locale" / "homebrew.yaml").read_text(encoding="utf-8"))
    for key, texts in data.items():
        assert set(texts) == {"zh", "en"}, key
    assert sorted(set(data) - _strings()) == []


@pytest.mark.parametrize("args", [["export"], ["new", "pack"], ["new"]])
def test_help_has_examples(cli, args):
    result = cli(*args, "--help")
    assert result.exit_code == 0
    if args != ["new"]:
        assert "Examples:" in result.output and "meshal " + " ".join(args) in result.output
