"""A ruleset from outside the project works through the same entry point as ours.

``meshal-coin`` (tests/outsider/meshal-coin) is a package of its own: one kind (``coin``), a pack,
templates, a catalogue and an odds command. pip installs it — a real build of a real
distribution, into a folder of this test run only — and every ``meshal`` below runs with that
folder on its path, as if the user had ``pip install meshal-coin``. Then: it is listed, its pack
validates (and a broken coin is caught), its odds are exact, the wiki gets its section in both
languages, and the exports carry its entries with their ruleset.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator
from referencing import Registry, Resource

pytestmark = pytest.mark.full  # make test-fast leaves it out: pip installs a plugin; several tests build sites

HERE = Path(__file__).resolve().parent
MESHAL = Path(sys.executable).with_name("meshal")


def install(work: Path, target: Path) -> Path:
    """pip installs meshal-coin into ``target`` (built from a copy: the tree stays clean)."""
    source = shutil.copytree(HERE / "meshal-coin", work / "source")
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-build-isolation",
                    "--target", str(target), str(source)], check=True, capture_output=True)
    assert (target / "meshal_coin-1.0.0.dist-info" / "entry_points.txt").is_file()
    return target


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """The folder pip installed meshal-coin into."""
    work = tmp_path_factory.mktemp("coin")
    return install(work, work / "site-packages")


@pytest.fixture(scope="module")
def meshal(installed):
    def run(*args: str | Path, cwd: Path | None = None) -> subprocess.CompletedProcess:
        env = {**os.environ, "PYTHONPATH": str(installed)}
        return subprocess.run([str(MESHAL), *map(str, args)], capture_output=True, text=True, env=env, cwd=cwd)

    return run


def test_the_outsider_is_listed_beside_meshal(meshal):
    listed = json.loads(meshal("rulesets", "--format", "json").stdout)
    by_id = {r["id"]: r for r in listed}
    assert list(by_id)[0] == "meshal"
    assert by_id["coin"] == {
        "id": "coin", "name": {"zh": "抛硬币", "en": "Coin Flip"}, "version": "1.0.0", "status": "current",
        "packs": ["coin"], "kinds": ["coin"],
        "editions": [{"version": "1.0.0", "status": "current", "packs": ["coin"]}],
        "distribution": "meshal-coin", "distribution_version": "1.0.0", "api": 1}


def test_without_it_meshal_does_not_know_coins():
    listed = json.loads(subprocess.run([str(MESHAL), "rulesets", "--format", "json"], capture_output=True,
                                       text=True, check=True).stdout)
    assert "coin" not in {r["id"] for r in listed}


def test_a_ruleset_installed_after_a_run_is_seen(tmp_path):
    """The entry points kept from a run (``meshal_compendium.kept``) are read again once a
    distribution is installed into a folder they were read from. Bytecode may be written here, as
    on a user's machine, under a prefix of this test's (the checkout stays clean)."""
    target = tmp_path / "site-packages"
    target.mkdir()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env |= {"PYTHONPATH": str(target), "PYTHONPYCACHEPREFIX": str(tmp_path / "bytecode")}

    def ids() -> set[str]:
        done = subprocess.run([str(MESHAL), "rulesets", "--format", "json"], capture_output=True, text=True,
                              env=env, check=True)
        return {r["id"] for r in json.loads(done.stdout)}

    assert "coin" not in ids() and "coin" not in ids()  # the second run reads what the first kept
    assert list((tmp_path / "bytecode").rglob("entry-points-*.kept"))
    install(tmp_path, target)
    assert "coin" in ids()


def test_its_shipped_pack_validates_with_everything_else(meshal):
    done = meshal("validate", "--format", "json")
    body = json.loads(done.stdout)
    assert done.returncode == 0 and body["ok"], body["problems"][:3]


def test_meshal_ruleset_check_finds_nothing_to_fix(meshal):
    done = meshal("ruleset", "check", "coin", "--lang", "en")
    assert done.returncode == 0 and done.stdout.splitlines() == ["ruleset coin: no problems.",
                                                                 "checked 1 ruleset: 0 problems."], done.stdout


def test_a_homebrew_coin_pack_is_checked_against_the_outsiders_schema(meshal, tmp_path):
    pack = tmp_path / "my-coins"
    pack.mkdir()
    (pack / "pack.yaml").write_text(
        "id: my-coins\nname: {zh: 我的硬币, en: My Coins}\nversion: 1.0.0\nauthors: [me]\nlicense: CC0-1.0\n"
        "languages: [zh, en]\norigin: homebrew\nruleset: coin\ndepends: [coin]\n", encoding="utf-8")
    (pack / "coins.yaml").write_text(
        "- kind: coin\n  id: bent-coin\n  name: {zh: 弯硬币, en: Bent Coin}\n  summary: {zh: 弯了., en: Bent.}\n"
        "  heads: 140\n", encoding="utf-8")
    done = meshal("validate", pack, "--lang", "en")
    assert done.returncode == 1
    assert "coins.yaml:5:10: error:" in done.stdout and "[schema-too-large]" in done.stdout, done.stdout
    (pack / "coins.yaml").write_text((pack / "coins.yaml").read_text().replace("140", "40"), encoding="utf-8")
    assert meshal("validate", pack).returncode == 0


def test_a_coin_pack_cannot_build_on_meshals_handbook(meshal, tmp_path):
    pack = tmp_path / "mixed"
    pack.mkdir()
    (pack / "pack.yaml").write_text(
        "id: mixed\nname: {zh: 混合, en: Mixed}\nversion: 1.0.0\nauthors: [me]\nlicense: CC0-1.0\n"
        "languages: [zh, en]\norigin: homebrew\nruleset: coin\ndepends: [core]\n", encoding="utf-8")
    done = meshal("validate", pack, "--lang", "en")
    assert done.returncode == 1
    assert "[pack-other-ruleset]" in done.stdout and "[pack-needs-base]" in done.stdout, done.stdout


def test_its_odds_are_exact_and_say_whose(meshal):
    done = meshal("odds", "--system", "coin", "3", "--heads", "1/3", "--json")
    body = json.loads(done.stdout)
    assert body["system"] == "coin"
    shown = {row["value"]: Fraction(row["probability"]) for row in body["distribution"]}
    assert shown == {0: Fraction(8, 27), 1: Fraction(12, 27), 2: Fraction(6, 27), 3: Fraction(1, 27)}


def test_its_odds_help_and_errors_are_its_own(meshal):
    shown = meshal("odds", "--system", "coin", "--help", "--lang", "zh").stdout
    assert "抛 FLIPS 次硬币" in shown and "--heads" in shown and "--system" in shown
    done = meshal("odds", "--system", "coin", "3", "--heads", "x", "--lang", "en")
    assert done.returncode == 1 and "not a fraction" in done.stderr and "Traceback" not in done.stderr
    done = meshal("odds", "--system", "coins", "3", "--lang", "en")
    assert done.returncode == 2 and "no ruleset is named coins" in done.stderr


def test_the_wiki_gets_its_section_in_both_languages(meshal, tmp_path):
    out = tmp_path / "site"
    done = meshal("build", "--ruleset", "meshal", "--ruleset", "coin", "--out", out)  # not the other shipped ones
    assert done.returncode == 0, done.stderr
    for prefix, title in (("", "抛硬币"), ("en/", "Coin Flip")):
        overview = (out / prefix / "coin" / "index.html").read_text(encoding="utf-8")
        assert "<h1" in overview and title in overview
        coin = (out / prefix / "coin" / "coins" / "loaded-coin" / "index.html").read_text(encoding="utf-8")
        assert "75" in coin
        listing = (out / prefix / "coin" / "coins" / "index.html").read_text(encoding="utf-8")
        assert "fair-coin" in listing and "might" not in listing  # Meshal's lists never mix in
        home = (out / prefix / "index.html").read_text(encoding="utf-8")
        assert "coin/" in home and title in home
    glossary = (out / "en" / "coin" / "glossary" / "index.html").read_text(encoding="utf-8")
    assert "Heads Up" in glossary and "Elastane" not in glossary
    meshal_glossary = (out / "en" / "glossary" / "index.html").read_text(encoding="utf-8")
    assert "Heads Up" not in meshal_glossary
    cards = json.loads((out / "en" / "assets" / "cards.json").read_text(encoding="utf-8"))
    assert cards["coin:fair-coin"]["ruleset"] == "Coin Flip" and cards["term:gap"]["ruleset"] == "Meshal Lite"


def test_exports_carry_its_entries_with_their_ruleset(meshal, tmp_path):
    assert meshal("export", "--format", "json", "-o", tmp_path / "all.json").returncode == 0
    body = json.loads((tmp_path / "all.json").read_text(encoding="utf-8"))
    assert {e["id"]: e["ruleset"] for e in body["entries"]["coin"]} == {"fair-coin": "coin", "loaded-coin": "coin"}
    assert {r["id"] for r in body["rulesets"]} == {"meshal", "woss", "d20-pool", "tactics", "coin"}
    assert meshal("export", "--format", "sqlite", "-o", tmp_path / "all.sqlite").returncode == 0
    with sqlite3.connect(tmp_path / "all.sqlite") as db:
        assert db.execute("SELECT ruleset FROM coin WHERE id = 'fair-coin'").fetchone() == ("coin",)
        assert db.execute("SELECT ruleset FROM term WHERE id = 'gap'").fetchone() == ("meshal",)
    assert meshal("export", "--format", "sealdice", "-o", tmp_path / "bot.json").returncode == 0
    helpdoc = json.loads((tmp_path / "bot.json").read_text(encoding="utf-8"))["helpdoc"]
    assert "公平硬币" in helpdoc and "Fair Coin" in helpdoc


@pytest.fixture(scope="module")
def alone(meshal, tmp_path_factory) -> Path:
    """A wiki of the coin ruleset's shipped pack alone."""
    out = tmp_path_factory.mktemp("alone") / "site"
    done = meshal("build", "--ruleset", "coin", "--site-name", "Coin Table", "--out", out, "--lang", "en")
    assert done.returncode == 0, done.stderr
    return out


def test_its_wiki_alone_has_no_meshal_page(alone):
    out = alone
    assert not (out / "handbook").exists() and not (out / "species").exists()
    for prefix in ("", "en/", "zh-Hant/"):
        assert (out / prefix / "coin" / "coins" / "loaded-coin" / "index.html").is_file()
        home = (out / prefix / "index.html").read_text(encoding="utf-8")
        assert "<title>Coin Table" in home and "Meshal" not in home, prefix


def test_its_api_entries_are_checked_by_its_kind_in_the_published_schema(alone):
    """Offline, by the schemas its wiki publishes: the API's entry schema got a branch for the coin."""
    published = [json.loads(p.read_bytes()) for p in (alone / "schemas" / "v1").rglob("*.schema.json")]
    registry = Registry().with_resources((doc["$id"], Resource.from_contents(doc)) for doc in published)
    coin = json.loads((alone / "api" / "v1" / "coin" / "coin" / "fair-coin.json").read_bytes())
    validator = Draft202012Validator(registry.contents(coin["$schema"]), registry=registry)
    assert validator.is_valid(coin)
    assert not validator.is_valid({**coin, "data": {**coin["data"], "heads": 101}})  # the coin schema's maximum
    assert not validator.is_valid({**coin, "data": {**coin["data"], "kind": "species"}})  # not a coin kind


def _broken_plugin(folder: Path, module: str) -> Path:
    """A distribution on ``folder`` whose ruleset entry point names ``broken_rules`` (source: ``module``)."""
    info = folder / "broken_rules-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: broken-rules\nVersion: 1.0\n", encoding="utf-8")
    (info / "entry_points.txt").write_text("[meshal_compendium.rulesets]\nbroken = broken_rules:RULESET\n",
                                            encoding="utf-8")
    (folder / "broken_rules.py").write_text(module, encoding="utf-8")
    return folder


@pytest.mark.parametrize("module", ["import no_such_module\n", "RULESET = 'not a ruleset'\n"])
def test_a_broken_plugin_is_named_once_and_left_out(tmp_path, installed, module):
    path = f"{_broken_plugin(tmp_path / 'plugins', module)}{os.pathsep}{installed}"

    def run(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([str(MESHAL), *args], capture_output=True, text=True,
                              env={**os.environ, "PYTHONPATH": path})

    for args in (["--help"], ["odds", "3d", "--lang", "en"], ["odds", "--system", "coin", "3", "--lang", "en"]):
        done = run(*args)
        assert done.returncode == 0, (args, done.stderr)
        warned = [line for line in done.stderr.splitlines() if "broken" in line]
        assert len(warned) == 1 and "broken-rules" in warned[0] and "Traceback" not in done.stderr, done.stderr
    listed = {r["id"]: r for r in json.loads(run("rulesets", "--format", "json").stdout)}
    assert listed["broken"]["status"] == "broken" and listed["broken"]["distribution"] == "broken-rules"
    assert listed["broken"]["error"]["message"]["en"] and "coin" in listed
    said = run("rulesets", "--lang", "zh")
    assert said.returncode == 0 and "不可用" in said.stdout


def test_the_workshop_of_its_wiki_alone_starts_a_pack_of_its_own(alone, browser):
    from tests.serving import serving
    from tests.site.contexts import opened

    # opened() fails on any console error: nor a request for Meshal's calculator data, which this site has none of
    with serving(alone) as url, opened(browser, url + "en/workshop/") as page:
        status = page.locator(".meshal-workshop__status")
        status.filter(has_text="No errors").wait_for()  # the new manifest builds on coin, which is here
    workshop = json.loads((alone / "en" / "assets" / "workshop.json").read_text(encoding="utf-8"))
    assert "ruleset: coin" in workshop["manifest"] and "depends: [coin]" in workshop["manifest"]


def test_its_calculator_on_its_wiki_alone_gives_the_exact_odds(alone, browser):
    """The coin's calculator (``assets/heads.js``, under the rule it computes) is copied with its wiki and
    mounted by the page: 3 flips of a 75 % coin give 2 heads 27/64 of the time, as `meshal odds` says."""
    from tests.serving import serving
    from tests.site.contexts import mounted_calculator, opened

    assert (alone / "assets" / "js" / "coin" / "heads.js").is_file()
    with serving(alone) as url, opened(browser, url + "en/coin/coin-rules/") as page:
        calculator = mounted_calculator(page, "coin/heads")
        calculator.locator('input[name="percent"]').fill("75")
        two = calculator.locator('[data-heads="2"]')
        two.filter(has_text="27/64").wait_for()
        assert two.locator("dt").inner_text() == "2 heads"
        assert calculator.locator('[data-heads="1"] dt').inner_text() == "1 head"
        assert calculator.locator("[data-heads]").count() == 4


def test_its_kind_is_written_and_checked_in_the_workshop_of_its_wiki_alone(alone, browser):
    """The workshop finds the coin's schema by where it is published (its ``$id`` follows the convention
    ``meshal ruleset check`` enforces): a coin is offered, its form checks ``heads`` as the CLI does."""
    from tests.serving import serving
    from tests.site.contexts import opened

    with serving(alone) as url, opened(browser, url + "en/workshop/") as page:
        workshop = page.locator(".meshal-workshop")
        workshop.locator(".meshal-workshop__status").filter(has_text="No errors").wait_for()
        workshop.locator("select[name=new-kind]").select_option("coin")
        workshop.locator("button[name=new-entry]").click()
        form = workshop.locator(".meshal-workshop__form")
        for pointer, value in (("/id", "bent-coin"), ("/name/zh", "弯硬币"), ("/name/en", "Bent Coin"),
                               ("/summary/zh", "弯了."), ("/summary/en", "Bent."), ("/heads", "140")):
            form.locator(f'[name="{pointer}"]').fill(value)
        workshop.locator('.meshal-workshop__problems[data-for="/heads"] [data-code="schema-too-large"]').wait_for()
        form.locator('[name="/heads"]').fill("40")
        workshop.locator(".meshal-workshop__status").filter(has_text="No errors").wait_for()
