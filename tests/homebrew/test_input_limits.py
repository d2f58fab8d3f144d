"""Hostile input within the documented limits: every command refuses clearly, in bounded memory.

Each case runs ``meshal`` in a child process that reports its own peak memory (the ``meshal``
fixture); none may pass 1 GiB.
"""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from meshal_compendium.scaffold import scaffold_pack

pytestmark = pytest.mark.full  # make test-fast leaves it out: inputs at the limits, in CLI processes

GIB = 1024**3


@pytest.fixture
def pack(tmp_path) -> Path:
    root = tmp_path / "glow"
    scaffold_pack(root, "glow")
    return root


@pytest.mark.parametrize("requires", ["1" * 40 + "x", "1 " * 30 + "x", ">=" + "1." * 40, "1" * 5000])
def test_a_requires_range_made_to_backtrack_is_refused(meshal, pack, requires):
    manifest = pack / "pack.yaml"
    text = manifest.read_text(encoding="utf-8")
    manifest.write_text(text.replace('requires: ">=7.0.0 <8.0.0"', f'requires: "{requires}"'), encoding="utf-8")
    code, output, _ = meshal("validate", pack)
    assert code == 1 and "[schema-form]" in output


@pytest.mark.parametrize("digits", ["1" * 90_000, "1" * 90_000 + "🎲", ("12🎲 " * 15_000)])
def test_long_digit_runs_in_text_are_read_once(meshal, pack, tmp_path, digits):
    terms = pack / "terms.yaml"
    terms.write_text(terms.read_text(encoding="utf-8").replace("en: A moss", f"en: {digits} A moss"), encoding="utf-8")
    code, output, peak = meshal("validate", pack)
    assert code == (1 if digits.endswith("🎲") and "12🎲" not in digits else 0), output[-300:]
    if code == 0:  # and the wiki writes its pages from it
        code, output, peak = meshal("export", "--format", "json", "--pack", pack, "-o", tmp_path / "x.json")
        assert code == 0, output
    assert peak < GIB


def test_millions_of_values_in_one_file_are_refused_before_parsing(meshal, tmp_path):
    wide = tmp_path / "wide.yaml"
    wide.write_text("[" + "1," * 3_900_000 + "1]", encoding="utf-8")
    code, output, peak = meshal("validate", wide)
    assert code == 1 and "[yaml-too-many-nodes]" in output and "MESHAL_LIMIT_FILE_NODES" in output
    assert peak < GIB / 2  # parsing it took 1.3 GB


def _bomb(depth: int) -> str:
    """An alias bomb just under the per-file cap: 9 ** depth values once expanded."""
    lines = ["kind: term", "id: x", "a0: &a0 [x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [*a{i-1}, *a{i-1}, *a{i-1}, *a{i-1}, *a{i-1}, *a{i-1}, *a{i-1}, *a{i-1}, *a{i-1}]"
              for i in range(1, depth)]
    return "\n".join(lines) + "\n"


def test_many_files_each_under_the_cap_are_bounded_together(meshal, tmp_path):
    zipped = tmp_path / "bombs.zip"
    manifest = ("id: bombs\nname: {en: Bombs}\nversion: 1.0.0\nauthors: [x]\nlicense: x\nlanguages: [en]\n"
                "origin: homebrew\ndepends: [core]\n")
    with zipfile.ZipFile(zipped, "w", zipfile.ZIP_DEFLATED) as out:
        out.writestr("pack.yaml", manifest)
        for index in range(1_900):
            out.writestr(f"b{index:04}.yaml", _bomb(6))  # 531,441 values each, over 1,900 files
    code, output, peak = meshal("validate", zipped)
    assert code == 1 and "MESHAL_LIMIT_" in output
    assert output.count("\n") < 1_100  # problems are capped, and summarised
    assert peak < GIB


def test_a_file_of_mistakes_reports_a_bounded_number(meshal, tmp_path):
    mistakes = tmp_path / "mistakes.yaml"
    mistakes.write_text("".join(f"- {{kind: term, id: t{i}, nonsense: 1}}\n" for i in range(20_000)), encoding="utf-8")
    code, output, peak = meshal("validate", mistakes, "--format", "json")
    body = json.loads(output[: output.rindex("}") + 1])
    assert code == 1 and not body["ok"]
    assert len(body["problems"]) <= 1_001
    assert any(p["code"] == "limit-file-problems" for p in body["problems"])
    assert len(output) < 2_000_000 and peak < GIB


def test_a_hundred_thousand_tiny_entries_are_refused(meshal, tmp_path):
    pack = tmp_path / "tiny"
    scaffold_pack(pack, "tiny")
    for file in range(10):
        (pack / f"tiny-{file}.yaml").write_text("".join(
            f"- {{kind: term, id: tiny-{file}-{i}, name: {{zh: 小, en: tiny}}, summary: {{zh: 小, en: tiny}},"
            f" section: tiny-overview}}\n" for i in range(10_000)), encoding="utf-8")
    for command in (["validate", pack], ["build", "--pack", pack, "--out", tmp_path / "site"]):
        code, output, peak = meshal(*command)
        assert code == 1 and "[limit-entries]" in output and "MESHAL_LIMIT_ENTRIES" in output, output[-500:]
        assert peak < GIB
    assert not (tmp_path / "site").exists()


def test_a_limit_can_be_raised_for_trusted_content(meshal, tmp_path):
    import os

    wide = tmp_path / "wide.yaml"
    wide.write_text("[" + "1," * 600_000 + "1]", encoding="utf-8")
    assert "[yaml-too-many-nodes]" in meshal("validate", wide)[1]
    raised = {**os.environ, "MESHAL_LIMIT_FILE_NODES": "2000000"}
    assert "[yaml-too-many-nodes]" not in meshal("validate", wide, env=raised)[1]
