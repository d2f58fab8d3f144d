"""The SealDice plugins of WOSS, the d20 pool and tactics (``meshal export --format sealdice-plugin
--system ID``): each plays in the harness written from SealDice's ``seal.d.ts``
(``node --test tests/sealdice/rulesets.test.mjs``), its ``odds`` equal the CLI's ``--json`` fractions,
all four install side by side, and the same input gives the same bytes."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from meshal_compendium.cli import main
from tests.sealdice.test_plugin import node

SYSTEMS = ("woss", "d20-pool", "tactics")
#: (the chat's `odds` arguments, the same question as `meshal odds --system ID` arguments).
WOSS_CHECKS = [("1d100+20 闪避40 格挡70", "1d100+20 --dodge 40 --block 70"),
               ("1d100+35 dodge 40 block 30", "1d100+35 --dodge 40 --block 30")]
WOSS_DAMAGE = [("1d8+2 防御3", "--damage 1d8+2 --defense 3"), ("2d6 defense 1", "--damage 2d6 --defense 1")]
D20_POOLS = [("4d20", "4d20"), ("3d20 优势 额外1", "3d20 --advantage --extra 1"),
             ("2d20 disadvantage deduct 1 fortune 2", "2d20 --disadvantage --deduct 1 --fortune-modifier 2"),
             ("1d20 adv dis", "1d20 --advantage --disadvantage")]
TACTICS_ATTACKS = [("5d6 iron-sword", "5d6 --weapon iron-sword"),
                   ("1d6 monster-claw 防御10", "1d6 --weapon monster-claw --defense 10"),
                   ("2d6 iron-sword/attack-die defense 4", "2d6 --weapon iron-sword --attack-die --defense 4")]
TACTICS_CHECKS = [("检定7 iron-sword", "2d6 --weapon iron-sword --check 7"),
                  ("check 3 Monster Claw", "2d6 --weapon monster-claw --check 3")]
LISTED = 8  # chat.mjs's ODDS_LISTED: more values are shown as a range
POOL_LISTED = 4  # d20-pool.mjs's ODDS_LISTED


def cli_odds(system: str, args: str) -> dict:
    result = CliRunner().invoke(main, ["odds", "--system", system, *args.split(), "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


def probabilities(distribution: list[dict]) -> list[str]:
    return [row["probability"] for row in distribution] if len(distribution) <= LISTED else []


def expected() -> dict[str, list[dict]]:
    """Each `odds` case with the fractions its answer shows, in order, from the CLI's JSON."""
    woss = [{"args": chat, "fractions": list(cli_odds("woss", args)["tiers"].values())} for chat, args in WOSS_CHECKS]
    for chat, args in WOSS_DAMAGE:
        damage = cli_odds("woss", f"1d100 --dodge 0 --block 0 {args}")["damage"]
        woss.append({"args": chat, "fractions": [*probabilities(damage["hit"]["distribution"]), damage["hit"]["mean"]],
                     "critical": damage["critical"]["distribution"][0]["value"]})
    pools = []
    for chat, args in D20_POOLS:
        found = cli_odds("d20-pool", args)
        shown = found["distribution"][:POOL_LISTED]
        at_least = {row["value"]: row["probability"] for row in found["at_least"]}
        rest = found["distribution"][POOL_LISTED:]
        more = [at_least[rest[0]["value"]]] if rest else [found["remainder"]] if found["remainder"] != "0/1" else []
        pools.append({"args": chat, "fractions": [row["probability"] for row in shown] + more + [at_least[1]]})
    tactics = []
    for chat, args in TACTICS_ATTACKS:
        found = cli_odds("tactics", args)
        rest = [found["remainder"]] if found["remainder"] != "0/1" else []
        tactics.append({"args": chat, "fractions": [*probabilities(found["distribution"]), *rest, found["mean_total"]]})
    for chat, args in TACTICS_CHECKS:
        found = cli_odds("tactics", args)
        tactics.append({"args": chat, "fractions": [*probabilities(found["distribution"]), found["check"]["success"]]})
    return {"woss": woss, "d20-pool": pools, "tactics": tactics}


def export(system: str, path: Path) -> Path:
    result = CliRunner().invoke(main, ["export", "--format", "sealdice-plugin", "--system", system, "-o", str(path)])
    assert result.exit_code == 0, result.output
    return path


@pytest.fixture(scope="module")
def plugins(tmp_path_factory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("plugins")
    return {system: export(system, folder / f"{system}.js") for system in ("meshal", *SYSTEMS)}


@pytest.mark.full  # node runs the harness and the CLI computes every odds case: many seconds
def test_the_plugins_play_in_the_harness(plugins, tmp_path):
    odds = tmp_path / "odds.json"
    odds.write_text(json.dumps(expected(), ensure_ascii=False), encoding="utf-8")
    result = node("--test", "tests/sealdice/rulesets.test.mjs",
                  env={"MESHAL_PLUGINS": json.dumps({k: str(v) for k, v in plugins.items()}),
                       "MESHAL_RULESET_ODDS": str(odds)})
    assert result.returncode == 0, f"{result.stdout}\n{result.stderr}"
    assert "# fail 0" in result.stdout


@pytest.mark.parametrize("system", SYSTEMS)
def test_same_input_same_bytes_and_a_header_of_the_ruleset(system, plugins, tmp_path, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1764547200")
    first, second = export(system, tmp_path / "a.js"), export(system, tmp_path / "b.js")
    assert first.read_bytes() == second.read_bytes()
    text = first.read_text(encoding="utf-8")
    fields = dict(re.findall(r"// @(\S+)\s+(.+)", text.split("// ==/UserScript==")[0]))
    command = {"woss": ".woss", "d20-pool": ".d20", "tactics": ".tac"}[system]
    assert f"{command} help" in fields["description"] and "Meshal" not in fields["description"]
    assert fields["timestamp"] == "1764547200" and fields["sealVersion"] == ">=1.5.0" and fields["license"]
    assert f'"system":"{system}"' in text and f'"name":"meshal-{system}"' in text


def test_a_ruleset_without_its_pack_is_a_clear_error(tmp_path):
    target = tmp_path / "woss.js"
    result = CliRunner().invoke(main, ["export", "--format", "sealdice-plugin", "--system", "woss",
                                       "--pack", "content/d20-pool", "-o", str(target), "--lang", "en"])
    assert result.exit_code == 1 and not target.exists() and "Traceback" not in result.output
    assert "no pack of the ruleset woss is given" in result.output
