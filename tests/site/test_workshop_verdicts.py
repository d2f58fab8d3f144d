"""The workshop's in-browser checker gives `meshal validate`'s verdict on the same pack.

node runs site/assets/js/workshop/check.js (Ajv 2020 on the published schemas, the calculators'
dice parser, the build's assets/workshop.json) through tests/js/workshop_verdicts.mjs; the CLI
validates the same files as a pack folder. Both must say ok or not, and name the same error codes:
for every invalid fixture (YAML-level ones included), for mutated entries, and for changed manifests.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings

from meshal_compendium import schema_set
from meshal_compendium.cli import main
from meshal_compendium.load import load_compendium
from meshal_compendium.rulesets.meshal.calcdata import calculator_data
from meshal_compendium.site.workshop import manifest_data
from tests.conftest import FIXTURES, ROOT
from tests.foundation.test_mutations import mutated

NODE = shutil.which("node") or "/usr/bin/node"
SCRIPT = ROOT / "tests" / "js" / "workshop_verdicts.mjs"
MANIFEST = {
    "id": "glow", "name": {"zh": "辉苔", "en": "Glowmoss"}, "version": "0.1.0", "authors": ["Ada"],
    "license": "CC-BY-4.0", "languages": ["zh", "en"], "origin": "homebrew", "requires": ">=7.0.0 <8.0.0",
    "depends": ["core"],
}


class Workshop:
    """One node process holding the workshop's checker; a verdict per pack."""

    def __init__(self, folder: Path) -> None:
        if not Path(NODE).exists():
            pytest.fail("node (v20+) is needed: install nodejs, then `npm ci`")
        compendium = load_compendium()
        (folder / "workshop.json").write_text(json.dumps(manifest_data(compendium, "en")), encoding="utf-8")
        calculators = {"meshal": calculator_data(compendium, "en")}  # the ruleset whose rolls it reads
        (folder / "calculators.json").write_text(json.dumps(calculators), encoding="utf-8")
        schema_set.write(schema_set.published(), folder / "schemas")
        self.process = subprocess.Popen(
            [NODE, "--no-warnings", str(SCRIPT), str(folder / "workshop.json"), str(folder / "calculators.json"),
             str(folder / "schemas")], cwd=ROOT, text=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE)
        if not self.process.stdout.readline():
            pytest.fail(f"the workshop checker did not start:\n{self.process.stderr.read()}")

    def verdict(self, files: dict[str, str]) -> dict:
        line = json.dumps({"files": [{"name": name, "text": text} for name, text in files.items()]})
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        answer = self.process.stdout.readline()
        if not answer:
            pytest.fail(f"the workshop checker stopped:\n{self.process.stderr.read()}")
        return json.loads(answer)

    def close(self) -> None:
        self.process.stdin.close()
        self.process.wait(timeout=60)


@pytest.fixture(scope="module")
def workshop(tmp_path_factory):
    checker = Workshop(tmp_path_factory.mktemp("workshop"))
    yield checker
    checker.close()


def cli_report(folder: Path) -> dict:
    result = CliRunner().invoke(main, ["validate", str(folder), "--format", "json", "--lang", "en"], prog_name="meshal")
    assert result.exit_code in (0, 1), result.output
    # The JSON report writes a control character in a field name as `\x7f`, which JSON has no
    # escape for (reported to the lead); read those as the \u escapes they mean.
    return json.loads(re.sub(r"(?<!\\)\\x([0-9a-f]{2})", r"\\u00\1", result.output))


def cli_verdict(folder: Path) -> tuple[bool, list[str]]:
    report = cli_report(folder)
    return report["ok"], sorted({p["code"] for p in report["problems"] if p["severity"] == "error"})


def shown(problems: list[dict], folder: Path | None = None) -> list[tuple]:
    """Each problem as an author reads it: file (in the pack), line, column, code, severity, message."""
    def name(file: str) -> str:
        return os.path.relpath(Path(file).resolve(), folder.resolve()) if folder else file
    def words(problem: dict) -> str:
        if problem["code"] == "yaml-syntax":  # the parser's own words (PyYAML's, the yaml package's) differ
            return problem["message"].split(":", 1)[0]
        return problem["message"].replace(f"{folder}/", "") if folder else problem["message"]  # the CLI's paths
    return sorted((name(p["file"]), p["line"], p["column"], p["code"], p["severity"], words(p)) for p in problems)


def agree_in_full(workshop: Workshop, folder: Path, files: dict[str, str]) -> dict:
    """As ``agree``, and every problem is the CLI's: the same place, code and words."""
    ours = agree(workshop, folder, files)
    assert shown(ours["problems"]) == shown(cli_report(folder)["problems"], folder)
    return ours


def agree(workshop: Workshop, folder: Path, files: dict[str, str]) -> dict:
    """Write ``files`` as a pack folder; assert both verdicts match; return the workshop's."""
    for name, text in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text, encoding="utf-8")
    ok, codes = cli_verdict(folder)
    ours = workshop.verdict(files)
    assert (ours["ok"], ours["codes"]) == (ok, codes), (files, ours["problems"])
    return ours


def manifest(**changes) -> str:
    data = {**MANIFEST, **changes}
    return yaml.safe_dump({k: v for k, v in data.items() if v is not None}, allow_unicode=True)


INVALID = sorted((FIXTURES / "invalid").glob("*.yaml"))


@pytest.mark.full  # many seconds of builds, processes or examples: not in make test-fast
@pytest.mark.parametrize("path", INVALID, ids=[p.stem for p in INVALID])
def test_each_invalid_fixture_gets_the_clis_verdict(workshop, path, tmp_path):
    expected = path.read_text(encoding="utf-8").split()[3]  # "# expect: LINE:COL CODE"
    ours = agree(workshop, tmp_path, {"pack.yaml": manifest(), path.name: path.read_text(encoding="utf-8")})
    assert not ours["ok"] and expected in ours["codes"]
    line = int(path.read_text(encoding="utf-8").split()[2].split(":")[0])
    assert line in [p["line"] for p in ours["problems"] if p["code"] == expected]  # shown at its YAML line


@pytest.mark.full  # many seconds of builds, processes or examples: not in make test-fast
@settings(max_examples=120, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(entry=mutated())
def test_mutated_entries_get_the_clis_verdict(workshop, entry, tmp_path_factory):
    if isinstance(entry.get("id"), str):
        entry["id"] = "my-" + entry["id"]  # not a duplicate of the core entry it was: the other checks show
    agree(workshop, tmp_path_factory.mktemp("m"), {"pack.yaml": manifest(),
                                                   "entries.yaml": yaml.dump(entry, allow_unicode=True)})


ABILITY = """\
kind: ability
id: ember-palm
name: {zh: 余烬掌, en: Ember Palm}
rank: 2
occupation: might
category: stunt
summary: {zh: 掌心燃起余烬., en: Embers flare in your palm.}
cast:
  timing: {action: 1, gap: 1}
  attacks:
    - mode: melee
      dice: 强壮🎲
      types: [energetic]
      defenses: [dodge]
  effect:
    zh: 做出1次{term:energetic-attack}.
    en: Make one {term:energetic-attack}.
"""

CHANGES = {  # what is written → (manifest changes, ability text)
    "valid": ({}, ABILITY),
    "number pool where points are needed": ({}, ABILITY.replace("强壮🎲", "2🎲⁺")),
    "a dice typo": ({}, ABILITY.replace("强壮🎲", "强壮+🎲")),
    "a roll in text the wiki cannot read": ({}, ABILITY.replace("Make one", "Roll Strength🎲, make one")),
    "a reference to a missing term": ({}, ABILITY.replace("one {term:energetic-attack}", "one {term:energetic-atack}")),
    "a reference of the wrong kind": ({}, ABILITY.replace("one {term:energetic-attack}", "one {ability:might}")),
    "a talent of rank 2": ({}, ABILITY.replace("occupation: might", "occupation: talent")),
    "a reserved id": ({}, ABILITY.replace("id: ember-palm", "id: index")),
    "english only pack with a zh text": ({"languages": ["en"]}, ABILITY),
    "zh and en pack missing en": ({}, ABILITY.replace(", en: Ember Palm", "")),
    "manifest: a shipped pack's id": ({"id": "samples"}, ABILITY),
    "manifest: an unknown dependency": ({"depends": ["core", "mushrooms"]}, ABILITY),
    "manifest: no core": ({"depends": []}, ABILITY),
    "manifest: depends on itself": ({"depends": ["core", "glow"]}, ABILITY),
    "manifest: not semver": ({"version": "1.0"}, ABILITY),
    "manifest: an unknown ruleset": ({"ruleset": "meshal-lite-8"}, ABILITY),
    "manifest: the ruleset by an edition's name": ({"ruleset": "meshal-lite-7"}, ABILITY),
    "manifest: requires another core": ({"requires": ">=8.0.0"}, ABILITY),
    "manifest: requires a caret range": ({"requires": "^7"}, ABILITY),
    "manifest: origin handbook": ({"origin": "handbook"}, ABILITY),
    "manifest: unknown field": ({"colour": "green"}, ABILITY),
    "a reference of an unknown kind": ({}, ABILITY.replace("one {term:energetic-attack}", "one {foo:bar}")),
    "manifest: depends on a shipped pack through another": ({"depends": ["core", "samples", "mushrooms"]}, ABILITY),
    "extends an entry of core without the field it changes": ({}, "kind: term\nid: might\nextends: core\n"),
    "extends a pack not depended on": ({}, "kind: ability\nid: ember-palm\nextends: samples\n"),
    "two entries with one id": ({}, ABILITY),
}


@pytest.mark.parametrize("change", sorted(CHANGES))
def test_the_rules_no_schema_can_say_get_the_clis_verdict(workshop, change, tmp_path):
    changes, ability = CHANGES[change]
    files = {"pack.yaml": manifest(**changes), "abilities/ember-palm.yaml": ability}
    if change == "two entries with one id":
        files = {"pack.yaml": manifest(), "a.yaml": ABILITY, "b.yaml": ABILITY}
    ours = agree_in_full(workshop, tmp_path, files)
    assert ours["ok"] == (change in {"valid", "english only pack with a zh text", "manifest: requires a caret range",
                                     "manifest: the ruleset by an edition's name",
                                     "extends an entry of core without the field it changes"})


# Manifests `meshal validate` reads no further than: it reports them, and checks no entry of the pack
# (with no dependency loaded, every reference to core would be an error).
STOPPED = {
    "does not parse": manifest(name=None) + "name: {zh: 辉苔, en: Glowmoss\n",
    "has an unclosed quote": manifest(name=None) + 'name: {zh: 辉苔, en: "Glowmoss}\n',
    "is not a mapping": "- id: glow\n",
    "has no id": manifest(id=None),
    "takes a shipped pack's id": manifest(id="samples"),
    "takes a shipped pack's id and depends on it": manifest(id="samples", depends=["core", "samples", "mushrooms"]),
    "claims the handbook's origin": manifest(origin="handbook"),
}
IN_THE_DARK = ABILITY.replace("Make one {term:energetic-attack}",
                              "In {term:dim} light, make one {term:energetic-attack}")


@pytest.mark.parametrize("case", sorted(STOPPED))
def test_a_manifest_the_cli_stops_at_is_all_the_workshop_reports(workshop, case, tmp_path):
    ours = agree_in_full(workshop, tmp_path, {"pack.yaml": STOPPED[case], "abilities/ember-palm.yaml": IN_THE_DARK,
                                              "abilities/broken.yaml": ABILITY.replace("强壮🎲", "2🎲⁺")})
    assert not ours["ok"] and {p["file"] for p in ours["problems"]} == {"pack.yaml"}


def test_did_you_mean_names_the_closest_shipped_id(workshop):
    ours = workshop.verdict({"pack.yaml": manifest(), "a.yaml": CHANGES["a reference to a missing term"][1]})
    (found,) = [p for p in ours["problems"] if p["code"] == "reference-unknown"]
    assert "did you mean `energetic-attack`?" in found["message"]
    assert (found["line"], found["pointer"]) == (17, "/cast/effect/en")


def test_the_bundled_libraries_are_the_pinned_ones():
    """vendor.js is what esbuild makes of the pinned ajv, ajv-formats, yaml and fflate."""
    result = subprocess.run([NODE, "site/assets/js/workshop/build.mjs", "--check"], cwd=ROOT,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
