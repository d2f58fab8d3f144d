"""Each command imports only what it uses: a dice question does not pay for the wiki.

Run in a fresh interpreter, so nothing another test imported counts; the modules are read from
``sys.modules`` after the command ran in-process (the same code path as the ``meshal`` script).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

# Runs `meshal ARGS` in-process, then prints every imported module's name as JSON on stderr.
_RUN = """
import json, sys
from meshal_compendium.cli import main
try:
    main(sys.argv[1:])
except SystemExit as done:
    code = done.code
print(json.dumps({"code": code, "modules": sorted(sys.modules)}), file=sys.stderr)
"""

WIKI_AND_EXPORTS = ("jieba", "mkdocs", "material", "jinja2", "nh3", "pypinyin", "meshal_compendium.site",
                    "meshal_compendium.export")


def imported(*args: str, env: dict | None = None, cwd: Path | None = None) -> tuple[int, set[str]]:
    """The exit status and the modules imported by ``meshal ARGS`` (run from ``cwd``)."""
    done = subprocess.run([sys.executable, "-c", _RUN, *args], capture_output=True, text=True, check=False,
                          env=env, cwd=cwd)
    report = json.loads(done.stderr.strip().splitlines()[-1])
    return report["code"], set(report["modules"])


def found(modules: set[str], names: tuple[str, ...]) -> list[str]:
    return sorted(m for m in modules if any(m == n or m.startswith(n + ".") for n in names))


def test_odds_imports_no_loader_wiki_or_exporters():
    code, modules = imported("odds", "3d")
    assert code == 0
    assert "meshal_compendium.rulesets.meshal.engine.odds" in modules  # it did answer the question
    assert found(modules, (*WIKI_AND_EXPORTS, "jsonschema", "jsonschema_rs", "meshal_compendium.load")) == []


def test_a_second_dice_question_reads_no_yaml_and_no_metadata(tmp_path):
    """Where Python may write bytecode (a user's machine; here under a prefix of the test's), the
    catalogue and the rulesets' entry points are kept by the first run, so the next parses neither."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = str(tmp_path)
    first, second = imported("odds", "3d", env=env), imported("odds", "3d", env=env)
    assert first[0] == second[0] == 0
    assert {"yaml", "importlib.metadata"} <= first[1]
    assert found(second[1], ("yaml", "importlib.metadata")) == []


def test_a_run_from_another_folder_keeps_its_own_entry_points(tmp_path):
    """``python -c`` puts the current folder first on the path; one holding a distribution (a
    checkout's ``*.egg-info``) has other entry points, kept apart: neither run undoes the other's."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = str(tmp_path / "bytecode")
    checkout = tmp_path / "checkout"
    (checkout / "stale.egg-info").mkdir(parents=True)
    (checkout / "stale.egg-info" / "entry_points.txt").write_text("[console_scripts]\nx = y:z\n", encoding="utf-8")
    here = imported("odds", "3d", env=env)
    there = imported("odds", "3d", env=env, cwd=checkout)
    assert "importlib.metadata" in here[1] and "importlib.metadata" in there[1]  # each path read once
    for cwd in (None, checkout):
        assert "importlib.metadata" not in imported("odds", "3d", env=env, cwd=cwd)[1], cwd


def test_validate_imports_the_loader_but_not_the_wiki_or_exporters():
    code, modules = imported("validate")
    assert code == 0
    assert "meshal_compendium.load" in modules
    assert found(modules, WIKI_AND_EXPORTS) == []


def test_a_rulesets_command_imports_no_wiki():
    """``meshal roll`` is found among the rulesets' commands, which are imported only then (all of a
    ruleset's at once: a command's name is known only from its module, so ``character`` brings the loader)."""
    code, modules = imported("roll", "3d")
    assert code == 0
    assert "meshal_compendium.rulesets.meshal.commands.roll" in modules
    assert found(modules, WIKI_AND_EXPORTS) == []


def test_help_names_every_command():
    done = subprocess.run([sys.executable, "-m", "meshal_compendium.cli", "--help"], capture_output=True,
                          text=True, check=True)
    for name in ("build", "character", "export", "new", "odds", "roll", "rulesets", "schemas", "serve", "validate"):
        assert f"\n  {name} " in done.stdout
