"""The outsider's chat command: meshal-coin, installed non-editably, ships ``.coin`` as a script of
its own (``meshal_coin/sealdice.js``, named by its ``exports["sealdice-plugin"]`` data). Exported by
``meshal export --format sealdice-plugin --system coin``, it plays in the harness written from
SealDice's ``seal.d.ts`` (``tests/sealdice/coin.test.mjs``) with the odds of ``meshal odds --system
coin``; the same input gives the same bytes; a script that is missing is a clear error; and every
installed ruleset that declares a plugin, the four built-ins and the outsider, exports a script that
loads in the harness (``tests/sealdice/installed.test.mjs``)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from tests.outsider.test_outsider import MESHAL, install
from tests.sealdice.test_plugin import node

pytestmark = pytest.mark.full  # pip installs a plugin; node runs the harness
EPOCH = "1764547200"
#: `.coin odds` cases: (the chat's arguments, `meshal odds --system coin` arguments for the same coins).
ODDS_CASES = [("3", "3"), ("5 loaded-coin", "5 --heads 3/4"), ("2 灌铅硬币", "2 --heads 3/4"), ("12", "12")]
LISTED = 8  # chat.mjs's ODDS_LISTED: more values are shown as a range


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    work = tmp_path_factory.mktemp("coin-sealdice")
    return install(work, work / "site-packages")


def meshal(path: Path, *args: str | Path) -> subprocess.CompletedProcess:
    """``meshal`` with the plugins installed in ``path``, on a fixed timestamp."""
    env = {**os.environ, "PYTHONPATH": str(path), "SOURCE_DATE_EPOCH": EPOCH}
    return subprocess.run([str(MESHAL), *map(str, args)], capture_output=True, text=True, env=env)


def export(path: Path, system: str, out: Path) -> Path:
    done = meshal(path, "export", "--format", "sealdice-plugin", "--system", system, "-o", out)
    assert done.returncode == 0, done.stderr
    return out


@pytest.fixture(scope="module")
def coin_plugin(installed, tmp_path_factory) -> Path:
    """The coin's plugin, exported once for the module's tests."""
    return export(installed, "coin", tmp_path_factory.mktemp("coin-plugin") / "coin.js")


def mean_text(mean: Fraction) -> str:
    return str(mean.numerator) if mean.denominator == 1 else f"{mean.numerator}/{mean.denominator}"


def expected_odds(path: Path) -> list[dict]:
    """Each `.coin odds` case with the fractions its line shows, from the coin's own CLI."""
    cases = []
    for chat, args in ODDS_CASES:
        done = meshal(path, "odds", "--system", "coin", *args.split(), "--json")
        rows = json.loads(done.stdout)["distribution"]
        mean = sum(row["value"] * Fraction(row["probability"]) for row in rows)
        shown = [row["probability"] for row in rows if Fraction(row["probability"])]
        cases.append({"args": chat, "fractions": shown if len(shown) <= LISTED else [], "mean": mean_text(mean)})
    return cases


def test_coin_plays_in_the_harness_with_the_clis_odds(installed, coin_plugin, tmp_path):
    odds = tmp_path / "odds.json"
    odds.write_text(json.dumps(expected_odds(installed), ensure_ascii=False), encoding="utf-8")
    done = node("--test", "tests/sealdice/coin.test.mjs",
                env={"MESHAL_PLUGINS": json.dumps({"coin": str(coin_plugin)}), "MESHAL_COIN_ODDS": str(odds)})
    assert done.returncode == 0 and "# fail 0" in done.stdout, f"{done.stdout}\n{done.stderr}"


def test_the_same_input_gives_the_same_bytes(installed, coin_plugin, tmp_path):
    first = coin_plugin.read_bytes()
    assert first == export(installed, "coin", tmp_path / "again.js").read_bytes()
    text = first.decode("utf-8")
    shipped = (installed / "meshal_coin" / "sealdice.js").read_text(encoding="utf-8")
    assert text.index("var MeshalSealdice") < text.index(shipped) < text.index("MeshalSealdice.install(")
    assert f"// @timestamp    {EPOCH}\n" in text and '"name":"meshal-coin"' in text


def test_a_missing_script_is_a_clear_error_in_both_languages(installed, tmp_path):
    broken = shutil.copytree(installed, tmp_path / "site-packages")
    (broken / "meshal_coin" / "sealdice.js").unlink()
    out = tmp_path / "coin.js"
    for lang, said in (("en", "of the ruleset coin does not exist"), ("zh", "规则系统 coin 的 SealDice 指令脚本")):
        done = meshal(broken, "export", "--format", "sealdice-plugin", "--system", "coin", "-o", out, "--lang", lang)
        assert done.returncode == 1 and said in done.stderr + done.stdout, done.stderr
        assert "sealdice.js" in done.stderr + done.stdout and "Traceback" not in done.stderr
        assert not out.exists()


def test_every_installed_plugin_loads_in_the_harness(installed, coin_plugin, tmp_path):
    listing = ("import json; from meshal_compendium.export.as_sealdice_plugin import extension_name, systems; "
               "print(json.dumps([[s, extension_name(s)] for s in systems()]))")
    done = subprocess.run([sys.executable, "-c", listing], capture_output=True, text=True, check=True,
                          env={**os.environ, "PYTHONPATH": str(installed)})
    offered = json.loads(done.stdout)
    assert sorted(system for system, _ in offered) == ["coin", "d20-pool", "meshal", "tactics", "woss"]
    exported = {system: coin_plugin if system == "coin" else export(installed, system, tmp_path / f"{system}.js")
                for system, _ in offered}
    plugins = [[system, name, str(exported[system])] for system, name in offered]
    done = node("--test", "tests/sealdice/installed.test.mjs", env={"MESHAL_PLUGINS": json.dumps(plugins)})
    assert done.returncode == 0 and "# fail 0" in done.stdout, f"{done.stdout}\n{done.stderr}"
