"""Run ``compile.mjs`` (the official Foundry CLI) with node: in a source tree after ``npm ci``."""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
from pathlib import Path

from ...problems import MeshalError

SCRIPT = Path(__file__).resolve().parent / "compile.mjs"
# Node finds the CLI in the nearest node_modules above the script: the source tree's.
CLI = Path("node_modules") / "@foundryvtt" / "foundryvtt-cli"


def check() -> None:
    """Refuse before any work when node or the CLI is missing (an installed wheel has no node_modules)."""
    if shutil.which("node") is None:
        raise MeshalError("foundry-no-node")
    if not SCRIPT.is_file() or not any((folder / CLI).is_dir() for folder in SCRIPT.parents):
        raise MeshalError("foundry-no-cli")


def run(config: dict) -> None:
    """Run compile.mjs with ``config`` ({"compile": [[source, pack], …]} or {"extract": …})."""
    with tempfile.NamedTemporaryFile("w", suffix=".json", encoding="utf-8", delete=False) as file:
        json.dump(config, file)
    try:
        done = subprocess.run([shutil.which("node") or "node", str(SCRIPT), file.name], capture_output=True,
                              text=True, cwd=SCRIPT.parent, check=False)
    finally:
        Path(file.name).unlink()
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["?"])[-1]
        raise MeshalError("foundry-failed", detail=last)
