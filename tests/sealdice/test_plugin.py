"""The SealDice plugin (``meshal export --format sealdice-plugin``): its bundle is up to date and
holds to the Python engine by the parity vectors; the exported script works in the harness written
from SealDice's ``seal.d.ts`` (``node --test tests/sealdice/plugin.test.mjs``), its ``.ml odds``
equal ``engine.odds``, and the manual's transcript (guide/*/sealdice.md) is what the harness plays."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from meshal_compendium.cli import main
from meshal_compendium.export import as_sealdice_plugin
from meshal_compendium.rulesets.meshal.engine.odds import odds
from meshal_compendium.rulesets.meshal.notation import parse_dice
from meshal_compendium.rulesets.meshal.sealdice import meshal_template
from tests.js.make_vectors import write_vectors

ROOT = Path(__file__).resolve().parents[2]
NODE = shutil.which("node") or "/usr/bin/node"
BUILD = ROOT / "meshal_compendium/export/sealdice/build.mjs"
#: `.ml odds` cases: (arguments, card), checked against the engine with the card's values.
ODDS_CASES = [
    ("3🎲", None, {}), ("3d 优势2 劣势1", None, {}), ("2🎲⁺", None, {}), ("8d+", None, {}),
    ("强壮🎲", "强壮5", {"might": 5}), ("Elastane+1🎲 adv 1 burst 1", "灵巧2", {"elastane": 2}),
    ("1d 劣势4", None, {}),
]
VERSUS_CASES = [("强壮🎲 vs 3🎲", "强壮4", {"might": 4}), ("2d+ vs 2d+", None, {})]
ATTACK_CASES = [("强壮🎲 攻击 2🎲", "强壮4", {"might": 4}), ("Might🎲 adv 1 attack 灵巧🎲", "灵巧5", {"elastane": 5})]


def node(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    if not Path(NODE).exists():
        pytest.fail("node (v20+) is needed for the SealDice plugin tests: install nodejs")
    return subprocess.run([NODE, *args], cwd=ROOT, capture_output=True, text=True, timeout=300,
                          env={**os.environ, **(env or {})})


@pytest.fixture(scope="module")
def plugin(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("plugin") / "meshal.js"
    result = CliRunner().invoke(main, ["export", "--format", "sealdice-plugin", "-o", str(path)])
    assert result.exit_code == 0, result.output
    return path


def fractions(value) -> list[str]:
    return [f"{value.numerator}/{value.denominator}"]


def expected_odds() -> list[dict]:
    cases = []
    for args, card, values in ODDS_CASES:
        pool_text, mods = _split(args)
        found = odds(parse_dice(pool_text), {"might": 3, "elastane": 3, "sense": 3, **values}, **mods)
        dist = found.distribution
        listed = [f for _, p in dist.outcomes for f in fractions(p)] if len(dist.outcomes) <= 8 else []
        mean = fractions(dist.mean)
        success = fractions(dist.probability(lambda v: v > 0)) if found.pool.kind == "points" else []
        cases.append({"args": args, "card": card, "fractions": listed + mean + success})
    for args, card, values in VERSUS_CASES:
        mine, theirs = args.split(" vs ")
        found = odds(parse_dice(mine), {"might": 3, "elastane": 3, "sense": 3, **values}, vs=parse_dice(theirs))
        v = found.versus
        cases.append({"args": args, "card": card,
                      "fractions": [f for p in (v.win, v.tie, v.lose, v.win_after_roll_add) for f in fractions(p)]})
    for args, card, values in ATTACK_CASES:
        mine, theirs = re.split(r" 攻击 | attack ", args)
        pool_text, mods = _split(mine)
        found = odds(parse_dice(pool_text), {"might": 3, "elastane": 3, "sense": 3, **values},
                     defense=parse_dice(theirs), **mods).attack
        cases.append({"args": args, "card": card, "fractions": [
            *fractions(found.hit), *fractions(found.solid_defense),
            *(f for _, p in found.wounds.outcomes for f in fractions(p))]})
    return cases


def _split(args: str) -> tuple[str, dict[str, int]]:
    words = {"优势": "advantage", "adv": "advantage", "劣势": "penalty", "burst": "burst"}
    mods: dict[str, int] = {}
    for word, n in re.findall(r"(优势|劣势|adv|burst)\s*(\d+)", args):
        mods[words[word]] = mods.get(words[word], 0) + int(n)
    return re.sub(r"(优势|劣势|adv|burst)\s*\d+", "", args).strip(), mods


def test_the_committed_bundle_is_built_from_the_current_sources():
    result = node(str(BUILD), "--check")
    assert result.returncode == 0, result.stderr


@pytest.mark.full  # many seconds of builds, processes or examples: not in make test-fast
def test_the_bundled_math_holds_to_the_engine_by_the_parity_vectors(tmp_path):
    vectors = tmp_path / "vectors.json"
    assert all(write_vectors(vectors).values())
    result = node("--test", "tests/js/parity.test.mjs",
                  env={"MESHAL_VECTORS": str(vectors), "MESHAL_MATH_BUNDLE": str(as_sealdice_plugin.BUNDLE)})
    assert result.returncode == 0, f"{result.stdout}\n{result.stderr}"
    assert "# fail 0" in result.stdout


@pytest.mark.full  # many seconds of builds, processes or examples: not in make test-fast
def test_the_plugin_plays_in_the_harness(plugin, tmp_path):
    expected = tmp_path / "odds.json"
    expected.write_text(json.dumps(expected_odds(), ensure_ascii=False), encoding="utf-8")
    result = node("--test", "tests/sealdice/plugin.test.mjs",
                  env={"MESHAL_PLUGIN": str(plugin), "MESHAL_ODDS": str(expected)})
    assert result.returncode == 0, f"{result.stdout}\n{result.stderr}"
    assert "# fail 0" in result.stdout


@pytest.mark.full  # many seconds of builds, processes or examples: not in make test-fast
def test_same_input_same_bytes_and_the_header_from_the_manifests(tmp_path, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1764547200")
    paths = [tmp_path / "a.js", tmp_path / "b.js"]
    for path in paths:
        assert CliRunner().invoke(main, ["export", "--format", "sealdice-plugin", "-o", str(path)]).exit_code == 0
    assert paths[0].read_bytes() == paths[1].read_bytes()
    text = paths[0].read_text(encoding="utf-8")
    header = text.split("// ==/UserScript==")[0]
    fields = dict(re.findall(r"// @(\S+)\s+(.+)", header))
    assert text.startswith("// ==UserScript==\n")
    assert fields["name"].startswith("Meshal Lite v7 游戏手册") and fields["version"] == "7.0.0"
    assert fields["author"] == "Meshal Lite, meshal-compendium" and fields["timestamp"] == "1764547200"
    assert re.search(r"[\u4e00-\u9fff]", fields["description"]) and fields["license"]
    assert fields["sealVersion"] == ">=1.5.0"
    assert "import " not in text and "require(" not in text and "fetch(" not in text


@pytest.mark.full  # many seconds of builds, processes or examples: not in make test-fast
def test_a_zipped_pack_gives_the_same_bytes_each_time(tmp_path, monkeypatch):
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    archive = tmp_path / "samples.zip"
    assert CliRunner().invoke(main, ["export", "--format", "zip", "--pack", "content/samples",
                                     "-o", str(archive)]).exit_code == 0
    outputs = []
    for name in ("a.js", "b.js"):  # each export unpacks the zip afresh: its files' times differ
        result = CliRunner().invoke(main, ["export", "--format", "sealdice-plugin", "--pack", str(archive),
                                           "-o", str(tmp_path / name)])
        assert result.exit_code == 0, result.output
        outputs.append((tmp_path / name).read_bytes())
    assert outputs[0] == outputs[1]
    assert "示例内容" in outputs[0].decode("utf-8").split("\n")[1]  # @name names the pack


def test_the_template_has_every_alias_default_and_maximum():
    from meshal_compendium.load import load_compendium

    template = yaml.safe_load(meshal_template(load_compendium([])))
    assert template["templateVer"] == "2.0" and template["name"] == "meshal"
    alias = template["alias"]
    for name, others in {"强壮": ["M", "Might"], "灵巧": ["E", "Elastane"], "直觉": ["S", "Sense"],
                         "伤势": ["H", "Hurts"], "疲劳": ["A", "Acted"], "透支": ["L", "Leaks"]}.items():
        assert set(others) <= set(alias[name]), name
    assert template["attrs"]["defaults"]["强壮"] == 3 and template["attrs"]["defaults"]["伤势"] == 0
    assert template["attrs"]["defaultsComputed"] == {"伤势上限": "强壮", "疲劳上限": "灵巧", "透支上限": "直觉"}
    assert "物质防护" in template["attrs"]["defaults"]
    assert template["commands"]["set"]["keys"][0] == "meshal"
    assert template["commands"]["st"]["show"]["showValueAs"]["伤势"] == "{伤势}/{伤势上限}"


def test_an_unknown_system_is_a_clear_error_naming_the_known_ones(tmp_path):
    target = tmp_path / "x.js"
    result = CliRunner().invoke(main, ["export", "--format", "sealdice-plugin", "--system", "nosuch",
                                       "-o", str(target), "--lang", "en"])
    assert result.exit_code == 1 and not target.exists()
    assert "no ruleset nosuch offers a SealDice plugin. Known: meshal, d20-pool, tactics, woss" in result.output
    assert "Traceback" not in result.output


def test_the_manuals_transcript_is_what_the_harness_plays(plugin):
    result = node("tests/sealdice/transcript.mjs", str(plugin))
    assert result.returncode == 0, result.stderr
    for lang in ("en", "zh"):
        page = ROOT / "meshal_compendium" / "guide" / lang / "sealdice.md"
        shown = re.search(r"<!-- sealdice-transcript -->\n```text\n(.*?)```", page.read_text(encoding="utf-8"), re.S)
        assert shown, f"{page} lost its SealDice transcript block"
        assert shown.group(1) == result.stdout, page
