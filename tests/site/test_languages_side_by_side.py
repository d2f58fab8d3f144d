"""The languages' mkdocs builds run side by side in processes of their own: the site they leave is
the one a build one after the other left, and a failure in a worker is said as clearly."""

from __future__ import annotations

import stat

from meshal_compendium.site import build


def test_each_language_lands_in_its_place_readable_and_nothing_is_left_beside(built):
    assert (built / "index.html").is_file() and (built / "en" / "index.html").is_file()
    assert 'lang="en"' in (built / "en" / "index.html").read_text(encoding="utf-8")
    assert not (built / "en" / "en").exists()  # en was moved under zh, not built into it twice
    for folder in (built, built / "en"):
        assert stat.S_IMODE(folder.stat().st_mode) & 0o755 == 0o755  # a web server must read both
    assert not [p.name for p in built.parent.iterdir() if ".meshal-new-" in p.name]


def test_a_mkdocs_failure_in_a_worker_comes_back_as_its_message(tmp_path):
    (tmp_path / "docs").mkdir()
    config = tmp_path / "mkdocs.yml"
    config.write_text("site_name: x\ndocs_dir: docs\ntheme: {name: no-such-theme}\n", encoding="utf-8")
    failure = build._build_failure(config, "material")
    assert failure is not None and "configuration error" in failure  # mkdocs logs the details itself


def test_a_good_build_in_a_worker_reports_no_failure(tmp_path):
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "index.md").write_text("# x\n", encoding="utf-8")
    config = tmp_path / "mkdocs.yml"
    config.write_text(f"site_name: x\ndocs_dir: docs\nsite_dir: {tmp_path / 'out'}\n", encoding="utf-8")
    assert build._build_failure(config, "material") is None
    assert (tmp_path / "out" / "index.html").is_file()
