"""Pack values never reach the terminal as control characters: no forged lines, no escapes."""

from __future__ import annotations

import subprocess
import sys

import pytest

from meshal_compendium.scaffold import scaffold_pack

pytestmark = pytest.mark.full  # make test-fast leaves it out: a CLI process per hostile value

FORGERIES = ["\x1b[2J\x1b[H", "\rchecked 0 entries: 0 errors, 0 warnings.", "\x07", "\u202eevil", "\x9b31m",
             "\u2028checked 0 entries: 0 errors, 0 warnings.", "\nchecked 0 entries: 0 errors, 0 warnings."]


def _run(*args: str) -> str:
    done = subprocess.run([sys.executable, "-m", "meshal_compendium.cli", *args, "--lang", "en"],
                          capture_output=True, timeout=120)
    return (done.stdout + done.stderr).decode("utf-8")


@pytest.mark.parametrize("forged", FORGERIES)
@pytest.mark.parametrize("field", ["id", "kind", "name"])
def test_validate_output_has_no_control_characters(tmp_path, forged, field):
    pack = tmp_path / "sp"
    scaffold_pack(pack, "sp")
    terms = pack / "terms.yaml"
    text = terms.read_text(encoding="utf-8")
    value = forged.encode("unicode_escape").decode("ascii").replace('"', '\\"')
    old = {"id": "id: sp-glowmoss", "kind": "kind: term", "name": "name: {zh: 辉苔, en: Glowmoss}"}[field]
    new = {"id": f'id: "sp{value}"', "kind": f'kind: "term{value}"', "name": f'name: {{zh: 辉苔, en: "G{value}"}}'}
    assert old in text
    terms.write_text(text.replace(old, new[field], 1), encoding="utf-8")
    for output in (_run("validate", str(pack)), _run("validate", str(pack), "--format", "json"),
                   _run("export", "--format", "json", "--pack", str(pack), "-o", str(tmp_path / "x.json"))):
        assert not any(ch in output for ch in "\x1b\r\x07\u202e\x9b\u2028"), repr(output[-400:])
        lines = [line for line in output.splitlines() if line.startswith("checked ")]
        assert len(lines) <= 1
