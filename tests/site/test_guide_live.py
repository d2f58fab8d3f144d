"""`meshal serve` and the manual: an edited guide page is rebuilt (site/live.py renders every page that
shows no one entry in its quick pass; serve.py watches the guide's folder)."""

from __future__ import annotations

import shutil

import pytest

from meshal_compendium.scaffold import scaffold_pack
from meshal_compendium.site import guide
from meshal_compendium.site.live import Live
from meshal_compendium.site.serve import watched

pytestmark = pytest.mark.full  # builds a (small) site

URL = "http://127.0.0.1:8000/"


def test_the_guide_folder_is_watched():
    assert guide.GUIDE in watched([])


def test_an_edited_guide_page_is_rebuilt_in_its_edition(tmp_path):
    pages = tmp_path / "guide"
    shutil.copytree(guide.GUIDE, pages)
    scaffold_pack(tmp_path / "dp", "dp", ruleset="d20-pool")
    (tmp_path / "work").mkdir()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(guide, "GUIDE", pages)  # a copy: the shipped sources stay as they are
        served = Live([tmp_path / "dp"], tmp_path / "out", tmp_path / "work", URL)
        served.build(lambda message: None, "en")
        source = pages / "en" / "players.md"
        source.write_text(source.read_text(encoding="utf-8") + "\nA lantern-lit paragraph.\n", encoding="utf-8")
        assert list(served.rebuild("en"))[0] == "en"
    built = (tmp_path / "out" / "en" / "guide" / "players" / "index.html").read_text(encoding="utf-8")
    assert "A lantern-lit paragraph." in built
    zh = (tmp_path / "out" / "guide" / "players" / "index.html").read_text(encoding="utf-8")
    assert "A lantern-lit paragraph." not in zh
