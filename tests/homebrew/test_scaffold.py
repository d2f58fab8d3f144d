"""``meshal new pack``: the scaffold validates untouched, in the languages asked for."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from meshal_compendium.load import load
from meshal_compendium.packs import SHIPPED
from meshal_compendium.scaffold import bilingual, files
from meshal_compendium.schema_set import local
from meshal_compendium.schema_urls import url
from meshal_compendium.schemas import SCHEMA_DIR

FILES = files()  # what `meshal new pack` writes (Meshal's scaffold)

MODELINE = re.compile(r"^# yaml-language-server: \$schema=(\S+)$")
CORE = SHIPPED / "core"
KINDS = {"term", "chapter", "ability", "item", "species", "environment"}


@pytest.mark.parametrize("langs", ["zh,en", "en", "zh"])
def test_scaffold_validates_untouched(cli, tmp_path, langs):
    target = tmp_path / "my-pack"
    created = cli("new", "pack", target, "--lang", langs)
    assert created.exit_code == 0, created.output
    checked = cli("validate", CORE, target, "--lang", "en")
    assert checked.exit_code == 0, checked.output
    assert "0 errors, 0 warnings" in checked.output
    result = load([CORE, target])
    mine = [e for kind in result.compendium.entries.values() for e in kind.values()
            if e.provenance.pack == "my-pack"]
    assert {e.kind for e in mine} == KINDS
    chosen = set(langs.split(","))
    for entry in mine:
        assert {lang for lang in ("zh", "en") if getattr(entry.name, lang)} == chosen


def test_manifest_says_homebrew_on_core(pack):
    manifest = yaml.safe_load((pack / "pack.yaml").read_text(encoding="utf-8"))
    assert manifest["id"] == "glow" and manifest["origin"] == "homebrew"
    assert manifest["depends"] == ["core"] and manifest["requires"] == ">=7.0.0 <8.0.0"
    assert manifest["languages"] == ["zh", "en"]


def _contents(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_every_yaml_file_points_editors_at_the_packs_own_copy_of_its_schema(pack):
    assert _contents(pack / "schemas") == local() and "dialect.schema.json" in local()
    for name in FILES:
        if not name.endswith(".yaml"):
            continue
        text = (pack / name).read_text(encoding="utf-8")
        schema = MODELINE.match(text.splitlines()[0]).group(1)  # relative: it travels with the pack
        assert schema.startswith("./schemas/") and (pack / schema).is_file(), name
        assert str(SCHEMA_DIR) not in text and "https://" not in text.splitlines()[0]
    assert "copy of the schemas in this pack" in (pack / "README.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("ruleset", ["woss", "d20-pool", "tactics"])
def test_a_pack_of_any_ruleset_carries_the_schemas_its_modelines_name(cli, tmp_path, ruleset):
    target = tmp_path / "mine"
    assert cli("new", "pack", target, "--ruleset", ruleset, "--languages", "en").exit_code == 0
    assert _contents(target / "schemas") == local()
    for path in target.glob("*.yaml"):
        schema = MODELINE.match(path.read_text(encoding="utf-8").splitlines()[0]).group(1)
        assert schema.startswith("./schemas/") and (target / schema).is_file(), path.name
    assert "copy of the schemas in this pack" in (target / "README.md").read_text(encoding="utf-8")


def test_the_workshops_manifest_names_the_published_url_for_its_zip_has_no_schemas_folder():
    from meshal_compendium.site.workshop import new_manifest

    for ruleset in ("meshal", "woss"):
        assert new_manifest(ruleset).startswith(f"# yaml-language-server: $schema={url('pack.schema.json')}\n")


def test_offline_schemas_is_still_accepted_and_changes_nothing(cli, tmp_path):
    assert cli("new", "pack", tmp_path / "glow", "--offline-schemas").exit_code == 0
    assert cli("new", "pack", tmp_path / "plain" / "glow").exit_code == 0
    assert _contents(tmp_path / "glow") == _contents(tmp_path / "plain" / "glow")
    checked = cli("validate", CORE, tmp_path / "glow", "--lang", "en")
    assert checked.exit_code == 0 and "0 errors, 0 warnings" in checked.output, checked.output


def test_chapter_section_uses_a_term_and_dice(pack):
    chapter = yaml.safe_load((pack / "chapters.yaml").read_text(encoding="utf-8"))[0]
    text = chapter["sections"][0]["text"]["zh"]
    assert "{term:gap|破绽}" in text and "2🎲⁺" in text and "**" in text


def test_readme_tells_how_to_validate_serve_and_export(pack):
    readme = (pack / "README.md").read_text(encoding="utf-8")
    for command in ("meshal validate", "meshal serve", "meshal export --format zip",
                    "--format json", "--format sqlite", "--format sealdice"):
        assert command in readme
    assert "meshal validate glow" in readme  # core is found through depends, not typed


def test_refuses_a_non_empty_directory(cli, tmp_path):
    target = tmp_path / "taken"
    target.mkdir()
    (target / "notes.txt").write_text("mine", encoding="utf-8")
    result = cli("new", "pack", target, "--lang", "en")
    assert result.exit_code == 1 and "scaffold-not-empty" in result.output
    assert [p.name for p in target.iterdir()] == ["notes.txt"]
    assert "Traceback" not in result.output


def test_fills_an_existing_empty_directory(cli, tmp_path):
    target = tmp_path / "empty"
    target.mkdir()
    assert cli("new", "pack", target).exit_code == 0
    assert sorted(p.name for p in target.iterdir()) == sorted([*FILES, "schemas"])


@pytest.mark.parametrize("args, code, message", [
    (["--lang", "fr"], 2, "--lang"),
    (["--lang", ""], 2, "--lang"),
    (["--id", "Bad_Id"], 1, "scaffold-bad-id"),
    (["--id", "x" * 41], 1, "scaffold-bad-id"),
    (["--id", "core"], 1, "scaffold-core-id"),
])
def test_bad_options_are_clean_errors(cli, tmp_path, args, code, message):
    result = cli("new", "pack", tmp_path / "p", *args)
    assert result.exit_code == code and message in result.output
    assert "Traceback" not in result.output and not (tmp_path / "p").exists()


def test_a_name_without_ascii_needs_an_id(cli, tmp_path):
    result = cli("new", "pack", tmp_path / "我的包")
    assert result.exit_code == 1 and "scaffold-need-id" in result.output
    assert cli("new", "pack", tmp_path / "我的包", "--id", "mine").exit_code == 0


def test_bilingual_quotes_only_what_yaml_would_misread():
    assert bilingual(("zh", "en"), zh="辉苔", en="Glowmoss") == "{zh: 辉苔, en: Glowmoss}"
    flow = bilingual(("en",), en="see {term:gap}: now")
    assert yaml.safe_load(f"k: {flow}") == {"k": {"en": "see {term:gap}: now"}}
    block = bilingual(("zh",), 2, zh='a "quoted" {term:x}\\ text')
    assert yaml.safe_load(f"k:{block}") == {"k": {"zh": 'a "quoted" {term:x}\\ text'}}
    literal = bilingual(("en",), 2, en="one\n\n- two\n")
    assert yaml.safe_load(f"k:{literal}\n") == {"k": {"en": "one\n\n- two\n"}}


@pytest.mark.parametrize("target", ["file/sub", "file", "/proc/x", "/sys/x", "/dev/null/x", "/proc/1/fd/x"])
def test_a_place_the_system_refuses_is_a_clear_error_and_leaves_nothing(tmp_path, monkeypatch, target):
    from click.testing import CliRunner

    from meshal_compendium.cli import main

    monkeypatch.chdir(tmp_path)
    (tmp_path / "file").write_text("x", encoding="utf-8")
    result = CliRunner().invoke(main, ["new", "pack", target, "--id", "glow"])
    assert result.exit_code in (1, 2), result.output
    assert "internal error" not in result.output and "Traceback" not in result.output
    assert target in result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file"]


@pytest.mark.parametrize("ruleset", ["woss", "d20-pool", "tactics"])
def test_a_pack_of_another_ruleset_validates_untouched_with_its_kinds(cli, tmp_path, ruleset):
    from meshal_compendium import rulesets

    target = tmp_path / "mine"
    assert cli("new", "pack", target, "--ruleset", ruleset, "--languages", "en").exit_code == 0
    manifest = yaml.safe_load((target / "pack.yaml").read_text(encoding="utf-8"))
    chosen = rulesets.get(ruleset)
    assert manifest["ruleset"] == ruleset and manifest["depends"] == [chosen.base]
    checked = cli("validate", target, "--lang", "en")
    assert checked.exit_code == 0 and "0 errors, 0 warnings" in checked.output, checked.output
    mine = [e for kind in load([target]).compendium.entries.values() for e in kind.values()
            if e.provenance.pack == "mine"]
    assert {e.kind for e in mine} == {"term", "chapter", *(k.name for k in chosen.kinds if k.folder)}
    assert all(not entry.name.zh for entry in mine)  # in the languages asked for only


def test_a_new_pack_may_not_take_a_shipped_packs_id(cli, tmp_path):
    done = cli("new", "pack", tmp_path / "x", "--ruleset", "woss", "--id", "woss", "--lang", "en")
    assert done.exit_code == 1 and "scaffold-core-id" in done.output and "woss" in done.output
