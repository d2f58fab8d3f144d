"""An outside ruleset's commands script as the export reads it: placed as written after the bundle
(before ``install``), or refused with a catalogue error and nothing written. The installed coin's
whole story, its script playing in the harness, is tests/outsider/test_coin_sealdice.py (marked
full: pip installs it); here WOSS's real data function is given a ``"script"``, so no install is needed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from meshal_compendium.cli import main
from meshal_compendium.export import as_sealdice_plugin
from tests.sealdice.test_plugin import node

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def woss_script(monkeypatch):
    """Give WOSS's plugin data a ``"script"``: the export then reads it as an outsider's."""
    offered = as_sealdice_plugin.systems()

    def given(script: Path) -> None:
        data = offered["woss"]
        monkeypatch.setattr(as_sealdice_plugin, "systems",
                            lambda: {**offered, "woss": lambda compendium: {**data(compendium), "script": script}})

    return given


def export(out: Path, lang: str = "en"):
    return CliRunner().invoke(main, ["export", "--format", "sealdice-plugin", "--system", "woss",
                                     "--pack", "content/woss", "-o", str(out), "--lang", lang])


def test_the_script_comes_after_the_bundle_as_written(woss_script, tmp_path):
    script = tmp_path / "sealdice.js"
    script.write_text('MeshalSealdice.define("woss", function () { return []; });', encoding="utf-8")
    woss_script(script)
    done = export(tmp_path / "woss.js")
    assert done.exit_code == 0, done.output
    text = (tmp_path / "woss.js").read_text(encoding="utf-8")
    bundle = as_sealdice_plugin.BUNDLE.read_text(encoding="utf-8")
    install = "MeshalSealdice.install(seal, data, Math.random);\n})();\n"
    assert text.endswith(f"{bundle}{script.read_text(encoding='utf-8')}\n{install}")  # a newline added: none ended it
    assert '"script"' not in text.split("var MeshalSealdice")[0]  # taken out of the data, as "description" is


def test_a_script_may_not_replace_a_built_in_rulesets_commands(woss_script, tmp_path):
    script = tmp_path / "sealdice.js"
    script.write_text('MeshalSealdice.define("woss", function () { return []; });\n', encoding="utf-8")
    woss_script(script)
    assert export(tmp_path / "woss.js").exit_code == 0
    load = (f"import {{ Bot, seededRandom }} from {json.dumps((ROOT / 'tests/sealdice/harness.mjs').as_uri())};"
            f"try {{ new Bot(seededRandom(1)).load({json.dumps(str(tmp_path / 'woss.js'))}); }}"
            "catch (error) { console.log(error.message); }")
    done = node("--input-type=module", "-e", load)
    assert done.stdout.strip() == "the chat commands of woss are defined twice", done.stderr


@pytest.mark.parametrize(("written", "lang", "said"), [
    (None, "en", "the SealDice commands script {script} of the ruleset woss does not exist"),
    (None, "zh", "规则系统 woss 的 SealDice 指令脚本 {script} 不存在"),
    (b"\xff\xfe not UTF-8", "en", "the SealDice commands script {script} of the ruleset woss cannot be read as UTF-8"),
])
def test_a_missing_or_unreadable_script_is_a_clear_error_and_nothing_is_written(woss_script, tmp_path, written,
                                                                                lang, said):
    script = tmp_path / "sealdice.js"
    if written is not None:
        script.write_bytes(written)
    woss_script(script)
    out = tmp_path / "woss.js"
    done = export(out, lang)
    assert done.exit_code == 1 and said.format(script=script) in done.output, done.output
    assert "Traceback" not in done.output and not out.exists()


def test_a_ruleset_whose_plugin_data_fails_is_named_and_nothing_is_written(monkeypatch, tmp_path):
    def broken(compendium):
        raise KeyError("heads")

    monkeypatch.setattr(as_sealdice_plugin, "systems", lambda: {"woss": broken})
    out = tmp_path / "woss.js"
    done = export(out)
    assert done.exit_code == 1 and "the ruleset woss's sealdice-plugin export failed" in done.output, done.output
    assert "KeyError: 'heads'" in done.output and "Traceback" not in done.output and not out.exists()
