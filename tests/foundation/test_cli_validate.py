"""The exact contract of ``meshal validate``."""

from __future__ import annotations

import json
import re

from click.testing import CliRunner

from meshal_compendium.cli import main
from tests.conftest import FIXTURES

LINE = re.compile(r"^(.+):(\d+):(\d+): (error|warning): (.+) \[([a-z-]+)\]( \(at (/\S*)\))?$")


def _run(*args):
    return CliRunner().invoke(main, ["validate", *args])


def test_shipped_content_exits_zero():
    result = _run("--lang", "en")
    assert result.exit_code == 0, result.output
    assert result.output.strip().endswith("0 errors, 0 warnings.")


def test_text_lines_follow_the_contract():
    result = _run(str(FIXTURES / "invalid" / "enum.yaml"), "--lang", "en")
    assert result.exit_code == 1
    first = result.output.splitlines()[0]
    file, line, column, severity, message, code, _, pointer = LINE.match(first).groups()
    assert file.endswith("enum.yaml") and (line, column) == ("5", "11")
    assert (severity, code, pointer) == ("error", "schema-enum", "/category")
    assert "terrain-obstacle" in message


def test_json_output_shape():
    result = _run(str(FIXTURES / "invalid" / "required.yaml"), "--format", "json", "--lang", "zh")
    assert result.exit_code == 1
    body = json.loads(result.output)
    assert set(body) == {"ok", "entries", "problems"} and body["ok"] is False
    problem = body["problems"][0]
    assert set(problem) == {"file", "line", "column", "severity", "code", "message", "pointer"}
    assert problem["code"] == "schema-required" and "category" in problem["message"]
    assert "缺少" in problem["message"]


def test_usage_error_exits_two():
    assert _run("--format", "xml").exit_code == 2
    assert _run("/no/such/path").exit_code == 2


def test_never_a_traceback_on_bad_bytes(write):
    path = write("x.yaml", b"\x00\xff\xfe garbage: [")
    result = _run(str(path))
    assert result.exit_code == 1
    assert "Traceback" not in result.output and "file-encoding" in result.output
