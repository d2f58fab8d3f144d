"""The README's console examples are real: each `$ meshal …` block is run and compared."""

from __future__ import annotations

import re
import shlex

import pytest
from click.testing import CliRunner

from meshal_compendium.cli import main
from tests.conftest import ROOT

BLOCK = re.compile(r"```console\n(.*?)```", re.DOTALL)


def examples() -> list[tuple[str, str]]:
    found = []
    for block in BLOCK.findall((ROOT / "README.md").read_text(encoding="utf-8")):
        for chunk in re.split(r"^\$ ", block, flags=re.MULTILINE)[1:]:
            command, _, output = chunk.partition("\n")
            found.append((command, output))
    return found


def test_the_readme_has_console_examples():
    assert len(examples()) >= 5


@pytest.mark.parametrize("command, expected", examples(), ids=[c for c, _ in examples()])
def test_console_example_matches_a_real_run(command, expected, monkeypatch):
    monkeypatch.chdir(ROOT)
    args = shlex.split(command)
    assert args[0] == "meshal"
    result = CliRunner().invoke(main, args[1:])
    assert result.output.rstrip("\n") == expected.rstrip("\n")


def test_the_readme_says_how_to_reach_the_cli_before_using_it():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    first_use = readme.index("$ meshal ")
    setup = readme[:first_use]
    venv = re.search(r"^VENV := (\S+)$", (ROOT / "Makefile").read_text(encoding="utf-8"), re.MULTILINE).group(1)
    assert f"{venv}/bin/meshal" in setup and f". {venv}/bin/activate" in setup
    assert "pip install ." in setup
