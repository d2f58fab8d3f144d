"""The code before a change, run beside the code now: ``--before REF`` of ``bench/run.py``.

``git archive REF`` is unpacked into a temporary folder (with this checkout's ``node_modules``
linked in), and a process run with ``env(tree)`` imports ``meshal_compendium`` from there: the
console script and the installed entry points stay this venv's, only the package's code differs.
"""

from __future__ import annotations

import os
import subprocess
import tarfile
import tempfile
from pathlib import Path

from timing import ROOT, progress


def unpack(ref: str) -> Path:
    """A folder holding the tree of commit ``ref`` (removed when this process exits normally)."""
    folder = Path(tempfile.mkdtemp(prefix="meshal-bench-before-"))
    archive = subprocess.run(["git", "archive", "--format=tar", ref], cwd=ROOT, capture_output=True, check=True)
    tar = folder / "tree.tar"
    tar.write_bytes(archive.stdout)
    with tarfile.open(tar) as unpacked:
        unpacked.extractall(folder / "tree", filter="data")
    tar.unlink()
    if (ROOT / "node_modules").is_dir():
        (folder / "tree" / "node_modules").symlink_to(ROOT / "node_modules")
    progress(f"before: {ref} unpacked into {folder / 'tree'}")
    return folder / "tree"


def env(tree: Path | None) -> dict:
    """The environment a process of the code in ``tree`` (None: the code now) runs in.

    As on a user's machine, Python may write bytecode (and ``meshal_compendium.kept`` its files):
    a sandbox's ``PYTHONDONTWRITEBYTECODE`` would time compiling every module at every start."""
    found = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    return found if tree is None else {**found, "PYTHONPATH": str(tree)}
