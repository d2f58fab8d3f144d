"""A plugin's shipped pack can be edited in its checkout: with an editable install (``pip install -e``)
the pack validated from its own installed location is the shipped pack, edits and all; a copy of it
elsewhere that takes its id is still refused (``packs.check_claims``: shipped is where a pack was read
from, never what its manifest claims)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.full  # pip installs a plugin

HERE = Path(__file__).resolve().parent
# The .pth file an editable install writes is read only from a site folder: the run adds the target as one.
RUN = "import site, sys; site.addsitedir(sys.argv.pop(1)); sys.argv[0] = 'meshal'; " \
      "from meshal_compendium.cli import main; sys.exit(main())"


@pytest.fixture(scope="module")
def checkout(tmp_path_factory) -> tuple[Path, Path]:
    """A checkout of meshal-coin and the folder it is installed into, editable."""
    work = tmp_path_factory.mktemp("editable")
    source = shutil.copytree(HERE / "meshal-coin", work / "checkout")
    target = work / "site-packages"
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-build-isolation",
                    "--target", str(target), "-e", str(source)], check=True, capture_output=True)
    return source, target


def _meshal(target: Path, *args: str | Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", RUN, str(target), *map(str, args)], capture_output=True, text=True)


def test_its_shipped_pack_edited_in_the_checkout_validates(checkout):
    source, target = checkout
    pack = source / "meshal_coin" / "content" / "coin"
    rules = pack / "rules.yaml"
    rules.write_text(rules.read_text(encoding="utf-8").replace("heads: 75", "heads: 80"), encoding="utf-8")
    done = _meshal(target, "validate", pack, "--lang", "en")
    assert done.returncode == 0 and "0 errors" in done.stdout, done.stdout + done.stderr
    done = _meshal(target, "validate", "--lang", "en")  # everything shipped, the edited pack included
    assert done.returncode == 0, done.stdout


def test_an_edited_copy_elsewhere_cannot_take_its_id(checkout, tmp_path):
    source, target = checkout
    copy = shutil.copytree(source / "meshal_coin" / "content" / "coin", tmp_path / "coin")
    rules = copy / "rules.yaml"
    rules.write_text(rules.read_text(encoding="utf-8").replace("heads: 50", "heads: 55"), encoding="utf-8")
    done = _meshal(target, "validate", copy, "--lang", "en")
    assert done.returncode == 1 and "[pack-reserved-id]" in done.stdout, done.stdout
