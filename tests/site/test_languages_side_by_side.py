"""The editions' mkdocs builds run side by side in processes of their own: the site they leave is
the one a build one after the other (``--jobs 1``) leaves, and a failure in a worker is said as clearly."""

from __future__ import annotations

import stat

from click.testing import CliRunner

from meshal_compendium.cli import main
from meshal_compendium.problems import MeshalError
from meshal_compendium.site import build


def test_each_language_lands_in_its_place_readable_and_nothing_is_left_beside(built):
    assert (built / "index.html").is_file() and (built / "en" / "index.html").is_file()
    assert 'lang="en"' in (built / "en" / "index.html").read_text(encoding="utf-8")
    assert not (built / "en" / "en").exists()  # en was moved under zh, not built into it twice
    for folder in (built, built / "en"):
        assert stat.S_IMODE(folder.stat().st_mode) & 0o755 == 0o755  # a web server must read both
    assert not [p.name for p in built.parent.iterdir() if ".meshal-new-" in p.name]


def test_one_edition_after_the_other_builds_the_same_site(tmp_path):
    sites = {jobs: build.build(out=tmp_path / f"jobs-{jobs}", site_url="http://127.0.0.1:8000/", jobs=jobs,
                               shown=["d20-pool"])  # a small ruleset's site: side by side is every site's
             for jobs in (None, 1)}
    files = sorted(p.relative_to(sites[None]) for p in sites[None].rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(sites[1]) for p in sites[1].rglob("*") if p.is_file())
    different = [f for f in files if f.suffix == ".html"
                 and (sites[None] / f).read_bytes() != (sites[1] / f).read_bytes()]
    assert len(files) > 500 and different == []


def test_jobs_must_be_at_least_one(tmp_path):
    done = CliRunner().invoke(main, ["build", "--jobs", "0", "--out", str(tmp_path / "out"), "--lang", "en"])
    assert done.exit_code == 2 and "--jobs" in done.output and ">=1" in done.output
    assert not (tmp_path / "out").exists()


def test_a_mkdocs_failure_in_a_worker_comes_back_as_its_message(tmp_path):
    (tmp_path / "docs").mkdir()
    config = tmp_path / "mkdocs.yml"
    config.write_text("site_name: x\ndocs_dir: docs\ntheme: {name: no-such-theme}\n", encoding="utf-8")
    code, fields = build._build_failure(config, "material", tmp_path / "site")
    assert code == "build-mkdocs-failed" and "configuration error" in fields["detail"]  # mkdocs logs the rest


def test_a_good_build_in_a_worker_reports_no_failure(tmp_path):
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "index.md").write_text("# x\n", encoding="utf-8")
    config = tmp_path / "mkdocs.yml"
    config.write_text(f"site_name: x\ndocs_dir: docs\nsite_dir: {tmp_path / 'out'}\n", encoding="utf-8")
    assert build._build_failure(config, "material", tmp_path / "out") is None
    page = (tmp_path / "out" / "index.html").read_text(encoding="utf-8")
    assert 'rel="manifest"' in page  # our finishing step ran on it, in the worker


def test_a_pagefind_failure_in_a_worker_comes_back_as_its_own_message(tmp_path):
    (tmp_path / "docs").mkdir()  # no pages: no search records for Pagefind to index
    config = tmp_path / "mkdocs.yml"
    config.write_text(f"site_name: x\ndocs_dir: docs\nsite_dir: {tmp_path / 'out'}\n", encoding="utf-8")
    code, fields = build._build_failure(config, "material", tmp_path / "out", "en", (), True)
    message = MeshalError(code, **fields).message("en")
    assert code == "build-search-failed" and message.startswith("Pagefind could not index") and "html" in message
