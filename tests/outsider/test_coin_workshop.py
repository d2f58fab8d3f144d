"""The workshop's checker on an outsider's packs: where the coin is installed, node runs
site/assets/js/workshop/check.js (tests/js/workshop_verdicts.mjs) with the coin's browser modules
beside the host's, as a site built with it serves them, and gives `meshal validate`'s verdict on
each pack: the coin's rolls read by its dice.js's ``checks``, its own rule by its checks.js."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest
import yaml

from tests.conftest import ROOT
from tests.outsider.test_outsider import installed, meshal  # noqa: F401 — the fixtures this test builds on
from tests.site.test_workshop_verdicts import NODE, SCRIPT

MANIFEST = ("id: my-coins\nname: {zh: 我的硬币, en: My Coins}\nversion: 1.0.0\nauthors: [me]\nlicense: CC0-1.0\n"
            "languages: [zh, en]\norigin: homebrew\nruleset: coin\ndepends: [coin]\n")
COIN = {"kind": "coin", "id": "bent-coin", "name": {"zh": "弯硬币", "en": "Bent Coin"},
        "summary": {"zh": "抛 3dC.", "en": "Flip 3dC."}, "heads": 40}
PACKS = {  # name → what changes in the coin, and the error codes both must find
    "a good coin": ({}, []),
    "a sure coin": ({"heads": 100}, ["coin-certain"]),
    "a roll of no coin": ({"summary": {"zh": "抛 3dC.", "en": "Flip 3d."}}, ["dice-text-unread"]),
    "too many coins": ({"summary": {"zh": "抛 300dC.", "en": "Flip 3dC."}}, ["dice-text-count"]),
}
# workshop.json of a build that has the coin and the schemas it publishes, made where the coin is installed
DATA = """import json, sys
from pathlib import Path
from meshal_compendium import schema_set
from meshal_compendium.load import load_compendium
from meshal_compendium.site.workshop import manifest_data
work = Path(sys.argv[1])
(work / "workshop.json").write_text(json.dumps(manifest_data(load_compendium(), "en")), encoding="utf-8")
schema_set.write(schema_set.published(), work / "schemas")
"""


@pytest.fixture(scope="module")
def verdicts(installed, meshal, tmp_path_factory):  # noqa: F811
    """name → (the workshop's verdict, the CLI's): (ok, error codes)."""
    work = tmp_path_factory.mktemp("coin-workshop")
    scripts = work / "js"  # the host's scripts, and the coin's assets as its own folder, as in a build
    scripts.mkdir()
    for path in (ROOT / "site" / "assets" / "js").iterdir():
        (scripts / path.name).symlink_to(path)
    shutil.copytree(installed / "meshal_coin" / "assets", scripts / "coin")
    made = subprocess.run([sys.executable, "-c", DATA, str(work)], env={**os.environ, "PYTHONPATH": str(installed)},
                          cwd=ROOT, text=True, capture_output=True)
    assert made.returncode == 0, made.stderr
    (work / "calculators.json").write_text("{}", encoding="utf-8")  # the coin has no calculator data
    lines, cli = [], {}
    for name, (changes, _codes) in PACKS.items():
        files = {"pack.yaml": MANIFEST, "coins.yaml": yaml.safe_dump({**COIN, **changes}, allow_unicode=True)}
        lines.append(json.dumps({"files": [{"name": k, "text": v} for k, v in files.items()]}))
        folder = work / name.replace(" ", "-")
        folder.mkdir()
        for file, text in files.items():
            (folder / file).write_text(text, encoding="utf-8")
        report = json.loads(meshal("validate", folder, "--format", "json", "--lang", "en").stdout)
        cli[name] = (report["ok"], sorted({p["code"] for p in report["problems"] if p["severity"] == "error"}))
    arguments = [work / "workshop.json", work / "calculators.json", work / "schemas", scripts]
    done = subprocess.run([NODE, "--no-warnings", SCRIPT, *arguments], input="\n".join(lines) + "\n", text=True,
                          capture_output=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    answers = [json.loads(line) for line in done.stdout.splitlines()[1:]]  # after {"ready": true}
    return {name: ((a["ok"], a["codes"]), cli[name]) for name, a in zip(PACKS, answers, strict=True)}


@pytest.mark.parametrize("name", PACKS)
def test_the_workshop_gives_the_clis_verdict_on_a_coin_pack(verdicts, name):
    ours, theirs = verdicts[name]
    assert ours == theirs == (not PACKS[name][1], PACKS[name][1])
