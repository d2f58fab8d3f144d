"""Pack values never reach the terminal as control characters: no forged lines, no escapes.

Every hostile value goes through the command in this process (click's runner: the same streams the
command wraps); one goes through a real process too, where the wrapped streams are the terminal's.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from meshal_compendium.cli import main
from meshal_compendium.scaffold import scaffold_pack

FORGERIES = ["\x1b[2J\x1b[H", "\rchecked 0 entries: 0 errors, 0 warnings.", "\x07", "\u202eevil", "\x9b31m",
             "\u2028checked 0 entries: 0 errors, 0 warnings.", "\nchecked 0 entries: 0 errors, 0 warnings."]


def _run(*args: str) -> str:
    return CliRunner().invoke(main, [*args, "--lang", "en"]).output


def _run_process(*args: str) -> str:
    done = subprocess.run([sys.executable, "-m", "meshal_compendium.cli", *args, "--lang", "en"],
                          capture_output=True, timeout=120)
    return (done.stdout + done.stderr).decode("utf-8")


def _forged_pack(tmp_path: Path, forged: str, field: str) -> Path:
    pack = tmp_path / "sp"
    scaffold_pack(pack, "sp")
    terms = pack / "terms.yaml"
    text = terms.read_text(encoding="utf-8")
    value = forged.encode("unicode_escape").decode("ascii").replace('"', '\\"')
    old = {"id": "id: sp-glowmoss", "kind": "kind: term", "name": "name: {zh: 辉苔, en: Glowmoss}"}[field]
    new = {"id": f'id: "sp{value}"', "kind": f'kind: "term{value}"', "name": f'name: {{zh: 辉苔, en: "G{value}"}}'}
    assert old in text
    terms.write_text(text.replace(old, new[field], 1), encoding="utf-8")
    return pack


def _unforged(output: str) -> None:
    assert not any(ch in output for ch in "\x1b\r\x07\u202e\x9b\u2028"), repr(output[-400:])
    lines = [line for line in output.splitlines() if line.startswith("checked ")]
    assert len(lines) <= 1


@pytest.mark.parametrize("forged", FORGERIES)
@pytest.mark.parametrize("field", ["id", "kind", "name"])
def test_validate_output_has_no_control_characters(tmp_path, forged, field):
    pack = _forged_pack(tmp_path, forged, field)
    for output in (_run("validate", str(pack)), _run("validate", str(pack), "--format", "json"),
                   _run("export", "--format", "json", "--pack", str(pack), "-o", str(tmp_path / "x.json"))):
        _unforged(output)


@pytest.mark.full  # make test-fast leaves it out: CLI processes
@pytest.mark.parametrize("command", [["validate"], ["validate", "--format", "json"]])
def test_a_real_terminal_gets_no_control_characters_either(tmp_path, command):
    pack = _forged_pack(tmp_path, FORGERIES[0], "id")  # a bad id: the message shows it
    output = _run_process(*command, str(pack))
    _unforged(output)
    assert "[2J" in output  # the value is shown, its escape written out (not sent)
