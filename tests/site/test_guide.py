"""The manual as the wiki's ``guide/`` section (site/guide.py) and its CLI reference, generated from the
command tree (site/cli_reference.py): every command and option on it in both languages, no drift."""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
import tomllib

import click
import pytest

from meshal_compendium import rulesets
from meshal_compendium.cli import main
from meshal_compendium.i18n import catalogue, t
from meshal_compendium.load import load_compendium
from meshal_compendium.problems import MeshalError
from meshal_compendium.site import cli_reference, sanitize
from meshal_compendium.site import guide as guide_module
from meshal_compendium.site.benchmarks import RESULTS, benchmarks
from meshal_compendium.site.build import _nav
from meshal_compendium.site.guide import GUIDE, body, guide_pages, relative_links
from meshal_compendium.site.pages import guide
from tests.conftest import ROOT

PAGE = "---\ntitle: {title}\norder: {order}\n---\n\n{text}\n"


def _commands() -> list[tuple[str, click.Command]]:
    """Every command of the tree by its path, walked here on its own (not by the generator): a ruleset's odds
    command as ``meshal odds --system ID`` (the default ruleset's as ``meshal odds``)."""
    found = []

    def walk(command: click.Command, path: str, ctx: click.Context) -> None:
        found.append((path, command))
        for name in command.list_commands(ctx) if isinstance(command, click.Group) else ():
            sub = command.get_command(ctx, name)
            if name != "odds":
                walk(sub, f"{path} {name}", click.Context(sub, info_name=name, parent=ctx))

    walk(main, "meshal", click.Context(main, info_name="meshal"))
    for ruleset in rulesets.registry().values():
        if ruleset.odds:
            path = "meshal odds" + ("" if ruleset.id == rulesets.DEFAULT else f" --system {ruleset.id}")
            found.append((path, rulesets.resolve(ruleset.odds)))
    return found


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_command_and_option_is_on_the_reference(lang):
    page = cli_reference.reference(lang)
    commands = _commands()
    assert len(commands) >= 15  # the built-in commands, Meshal's roll and character, four odds
    for path, command in commands:
        heading = re.search(rf"^#+ `{re.escape(path)}` \{{ #(\S+) \}}$", page, re.M)
        assert heading, path
        section = page[heading.end():].split("\n#", 1)[0]
        for param in command.params:
            for name in param.opts if isinstance(param, click.Option) else ():
                assert f"`{name}`" in section, (path, name)
    for code in ("0", "1", "2", "128 + N"):
        assert f"| `{code}` |" in page


def test_the_zh_reference_holds_no_english_help():
    zh = cli_reference.reference("zh")
    checked = 0
    for key, texts in catalogue().items():
        if not key.startswith("help-"):
            continue
        own_lines = {line.strip() for line in texts["zh"].splitlines()}
        for line in (line.strip() for line in texts["en"].splitlines()):
            if len(line.split()) >= 4 and line not in own_lines:  # prose, not a command both show alike
                checked += 1
                assert cli_reference._text(line, "zh") not in zh, (key, line)
                assert line not in zh, (key, line)
    assert checked > 50
    prose = re.sub(r"```.*?```|`[^`]*`|<code[^>]*>.*?</code>", "", zh, flags=re.S)
    english = re.findall(r"[A-Za-z]{3,}(?: [A-Za-z]{3,}){4,}", prose)
    assert english == []  # five English words in a row: an option whose help has no zh text


def test_a_usage_error_exits_2_bad_input_1_and_a_signal_128_plus_its_number(tmp_path):
    """The exit codes the reference states are the CLI's."""
    usage = subprocess.run([sys.executable, "-m", "meshal_compendium.cli", "odds", "--no-such-option"],
                           capture_output=True, text=True)
    bad = tmp_path / "bad.yaml"
    bad.write_text("kind: term\nid: Not A Slug\n", encoding="utf-8")
    invalid = subprocess.run([sys.executable, "-m", "meshal_compendium.cli", "validate", str(bad)],
                             capture_output=True, text=True)
    assert (usage.returncode, invalid.returncode) == (2, 1)
    assert "Traceback" not in usage.stderr + invalid.stderr
    stopped = subprocess.run([sys.executable, "-c", "import os, signal, time; from meshal_compendium import scratch; "
                              "scratch.exit_on_signals(); os.kill(os.getpid(), signal.SIGTERM); time.sleep(9)"])
    assert stopped.returncode == 128 + signal.SIGTERM  # what `meshal`'s main installs


def test_the_reference_is_the_same_each_time_it_is_written():
    assert cli_reference.reference.__wrapped__("en") == cli_reference.reference.__wrapped__("en")


def test_the_shipped_guide_has_every_page_in_both_languages():
    pages = guide_pages()
    assert [page.slug for page in pages][:1] == ["index"] and {"cli", "players"} <= {page.slug for page in pages}
    for page in pages:
        assert page.title["zh"] and page.title["en"] and page.title["zh"] != page.title["en"], page.slug
    front = body(pages[0], "en", pages)
    assert all(f"]({page.slug}.md)" in front for page in pages[1:])  # the front page lists the others
    assert [p.path for p in guide()] == [f"guide/{page.slug}.md" for page in pages]


def _write(folder, lang, slug, title="T", order=1, text="Text."):
    (folder / lang).mkdir(parents=True, exist_ok=True)
    (folder / lang / f"{slug}.md").write_text(PAGE.format(title=title, order=order, text=text), encoding="utf-8")


def test_a_page_in_one_language_only_is_an_error_naming_it(tmp_path):
    _write(tmp_path, "zh", "dice")
    _write(tmp_path, "en", "dice")
    _write(tmp_path, "en", "extra")
    with pytest.raises(MeshalError) as raised:
        guide_pages(tmp_path)
    assert raised.value.code == "guide-one-language"
    for lang in ("zh", "en"):
        message = raised.value.message(lang)
        assert str(tmp_path / "en" / "extra.md") in message and str(tmp_path / "zh" / "extra.md") in message


@pytest.mark.parametrize("front", ["title: T\n", "title: [a\norder: 1\n", "title: T\norder: first\n"])
def test_a_page_without_its_title_and_order_is_an_error_naming_it(tmp_path, front):
    for lang in ("zh", "en"):
        (tmp_path / lang).mkdir()
        (tmp_path / lang / "p.md").write_text(f"---\n{front}---\n\nText.\n", encoding="utf-8")
    with pytest.raises(MeshalError) as raised:
        guide_pages(tmp_path)
    assert raised.value.code == "guide-front-matter"
    assert str(tmp_path / "zh" / "p.md") in raised.value.message("en")


def test_pages_come_in_their_order_with_their_titles(tmp_path):
    _write(tmp_path, "zh", "b", "乙", 1)
    _write(tmp_path, "en", "b", "B", 1)
    _write(tmp_path, "zh", "a", "甲", 2)
    _write(tmp_path, "en", "a", "A", 2)
    pages = guide_pages(tmp_path)
    assert [(p.slug, p.title["en"], p.titled("zh-Hant")) for p in pages] == [("b", "B", "乙"), ("a", "A", "甲")]


def test_site_absolute_links_stay_in_the_edition_and_code_is_left_alone():
    text = ("[dice](/handbook/dice/) [en](/en/handbook/dice/#pool) [hant](/zh-Hant/woss/) [home](/) "
            "[next](cli.md)\n```console\n$ echo [x](/handbook/)\n```\n[after](/about/)")
    assert relative_links(text, "guide/players.md") == (
        "[dice](../../handbook/dice/) [en](../../handbook/dice/#pool) [hant](../../woss/) [home](../../) "
        "[next](cli.md)\n```console\n$ echo [x](/handbook/)\n```\n[after](../../about/)")
    assert relative_links("[a](/about/)", "guide/index.md") == "[a](../about/)"


def test_the_guide_is_in_every_edition_with_its_nav_entry_and_searchable(built):
    for edition, title in (("", "手册"), ("en/", "Guide"), ("zh-Hant/", "手冊")):
        assert (built / edition / "guide/cli/index.html").is_file()
        dice = (built / edition / "handbook/dice/index.html").read_text(encoding="utf-8")
        assert re.search(rf'href="\.\./\.\./guide/"[^>]*>\s*(<[^>]*>\s*)*{title}\s*<', dice), edition  # in the nav
        index = json.loads((built / edition / "search/search_index.json").read_text(encoding="utf-8"))
        located = {doc["location"] for doc in index["docs"]}
        assert {"guide/", "guide/cli/", "guide/cli/#cli-odds-system-woss"} <= located, edition
    page = (built / "en/guide/cli/index.html").read_text(encoding="utf-8")
    assert 'id="cli-export"' in page and "<code>--format</code>" in page
    assert "cli-exit-codes" not in (built / "handbook/print/index.html").read_text(encoding="utf-8")
    # offline: the site's common pages (no ruleset's), saved with whichever rulesets a reader chooses
    listed = {address: (edition, ruleset) for address, _, _, edition, ruleset
              in json.loads((built / "offline.json").read_text(encoding="utf-8"))["files"]}
    assert listed["guide/cli/"] == ("zh", "") and listed["en/guide/"] == ("en", "")
    assert listed["zh-Hant/guide/players/"] == ("zh-Hant", "")


def test_the_guide_folder_is_package_data():
    """The wheel carries the sources (tests/test_install.py builds one; here: the pattern covers them)."""
    patterns = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"][
        "package-data"]["meshal_compendium"]
    package = ROOT / "meshal_compendium"
    data = {path for pattern in patterns for path in package.glob(pattern)}
    assert all(path in data for path in GUIDE.rglob("*.md"))


def _result(folder, name, data):
    folder.mkdir(exist_ok=True)
    (folder / name).write_text(json.dumps(data), encoding="utf-8")


def test_benchmark_tables_and_charts_come_from_each_benchmarks_latest_result(tmp_path):
    timing = {"median": 2.5, "min": 2.0, "max": 3.0, "reps": 3, "times": [2.0, 2.5, 3.0]}
    _result(tmp_path, "2026-01-01-search.json", {"date": "2026-01-01",
                                                 "search": {"lunr": {"ms": 900}, "pagefind": {"ms": 1}}})
    _result(tmp_path, "2026-02-01-search.json", {"date": "2026-02-01", "machine": {"cores": 2},
                                                 "search": {"lunr": {"ms": 480.5}, "pagefind": {"ms": 120}}})
    _result(tmp_path, "2026-02-01.json", {"date": "2026-02-01", "build": {"reps": 3, "small": timing,
                                                                          "large": {**timing, "median": 10.0}}})
    page = benchmarks("en", tmp_path)
    assert "2026-01-01" not in page and "| 900 |" not in page  # an older run of the same benchmark
    assert "| lunr | 480.5 |" in page and "| pagefind | 120 |" in page
    assert "| small | 2.5 |" in page and "| large | 10 |" in page
    assert "| 2 |" not in page and "| 3 |" not in page  # a timing's spread and the run's settings
    assert page.count("<svg") == 2
    chart = page.split("<svg")[1].split("</svg>")[0]  # the build's (benchmarks by name: "run" before "search")
    widths = [float(width) for width in re.findall(r'<rect [^>]*width="([\d.]+)"', chart)]
    assert widths == [50.0, 200.0]  # 2.5 and 10: drawn to scale, the largest half the 400-unit chart
    assert sanitize.clean(page.split('<div class="meshal-chart"')[1]).count("<rect") == 2  # kept by the sanitiser
    assert benchmarks("zh", tmp_path).count("<svg") == 2 and benchmarks("en", tmp_path) == page


def test_without_results_the_benchmarks_page_says_so(tmp_path):
    assert benchmarks("en", tmp_path) == t("guide-bench-none", "en") + "\n"
    assert "bench/results/" in benchmarks("zh", tmp_path)


def test_the_shipped_results_are_drawn():
    page = benchmarks("en")
    latest = max(path.name for path in RESULTS.glob("*-fullbuild.json"))
    assert f"`bench/results/{latest}`" in page and page.count("<svg") > 10


def test_chinese_in_the_english_reference_is_marked_as_chinese():
    en = cli_reference.reference("en")
    assert '<span lang="zh">灵巧</span>' in en  # `--set`'s example
    assert not re.search(r"[\u3400-\u9fff]", re.sub(r'<span lang="zh">[^<]*</span>', "", en))


def test_the_guide_menu_is_on_the_nav_and_gone_without_pages(tmp_path, monkeypatch):
    compendium = load_compendium([ROOT / "content" / "woss"])
    menu = next(item["Guide"] for item in _nav(compendium, "en") if "Guide" in item)
    assert [next(iter(entry.values())) for entry in menu][:2] == ["guide/index.md", "guide/players.md"]
    assert {"手冊"} <= {key for item in _nav(compendium, "zh-Hant") for key in item}
    monkeypatch.setattr(guide_module, "GUIDE", tmp_path)  # an install without the pages: no empty menu
    assert all("Guide" not in item for item in _nav(compendium, "en"))


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_benchmarks_page_pastes_no_table_its_figures_are_drawn_by_the_build(lang):
    """Issue 33: no manual page holds numbers the build or a test did not make. The benchmarks page
    describes each run in words; its tables and charts come from bench/results (site/benchmarks.py)."""
    text = (GUIDE / lang / "benchmarks.md").read_text(encoding="utf-8")
    assert not [line for line in text.splitlines() if line.lstrip().startswith("|")]
