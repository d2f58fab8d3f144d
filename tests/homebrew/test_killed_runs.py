"""A run that is stopped (SIGTERM, SIGHUP) or killed (SIGKILL) leaves no temporary folder for long."""

from __future__ import annotations

import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from meshal_compendium import archive

# Unpacks the zip, says where, then waits to be stopped: the way a long validate or build would be.
HOLD = """
import sys, time
from pathlib import Path
from meshal_compendium import archive, scratch
scratch.exit_on_signals()
root = archive.extract(Path(sys.argv[1]), [])
print(root, flush=True)
time.sleep(60)
"""


def _zip(tmp_path: Path, pack: Path) -> Path:
    from meshal_compendium.export import export

    return export("zip", [pack], tmp_path / "glow.zip")


def _held(zipped: Path) -> tuple[subprocess.Popen, Path]:
    process = subprocess.Popen([sys.executable, "-c", HOLD, str(zipped)], stdout=subprocess.PIPE, text=True)
    root = Path(process.stdout.readline().strip())
    assert root.is_dir() and root.name.startswith(f"meshal-zip-{process.pid}-")
    return process, root


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGHUP])
def test_a_stopped_run_removes_its_unpacked_zip(tmp_path, pack, stop):
    process, root = _held(_zip(tmp_path, pack))
    process.send_signal(stop)
    assert process.wait(timeout=30) == 128 + stop
    assert not root.exists()


def test_a_killed_runs_folder_is_removed_by_the_next_run(tmp_path, pack):
    zipped = _zip(tmp_path, pack)
    process, root = _held(zipped)
    process.kill()
    process.wait(timeout=30)
    assert root.exists()  # nothing runs on SIGKILL …
    assert archive.extract(zipped, []) is not None  # … so the next unpacking sweeps it
    assert not root.exists()
    live = [p for p in Path(tempfile.gettempdir()).glob("meshal-zip-*") if p.name.split("-")[2] == str(process.pid)]
    assert live == []


def test_a_running_processes_folder_is_left_alone(tmp_path, pack):
    zipped = _zip(tmp_path, pack)
    process, root = _held(zipped)
    try:
        time.sleep(0.1)
        archive.extract(zipped, [])
        assert root.exists()
    finally:
        process.terminate()
        process.wait(timeout=30)
