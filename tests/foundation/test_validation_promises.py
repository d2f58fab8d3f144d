"""What `meshal validate` promises: files in their pack's context, each path once, every roll
checked wherever it is written, every independent problem in one run, and a fix for each."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from meshal_compendium.cli import main
from meshal_compendium.load import load
from meshal_compendium.packs import SHIPPED
from meshal_compendium.scaffold import scaffold_pack


def _validate(*args) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["validate", *map(str, args), "--lang", "en"])
    return result.exit_code, result.output


@pytest.fixture
def pack(tmp_path):
    root = tmp_path / "glow"
    scaffold_pack(root, "glow")
    return root


@pytest.mark.parametrize("name", ["abilities.yaml", "items.yaml", "species.yaml", "environments.yaml",
                                  "terms.yaml", "chapters.yaml"])
def test_a_file_of_an_untouched_scaffold_validates_alone(pack, name):
    code, output = _validate(pack / name)
    assert code == 0, output
    assert "0 errors" in output


@pytest.mark.parametrize("path, entries", [("core/terms/dice.yaml", 14), ("samples/abilities.yaml", 40)])
def test_a_shipped_file_is_loaded_once(path, entries):
    code, output = _validate(SHIPPED / path)
    assert code == 0, output
    assert f"checked {entries} entries: 0 errors" in output


def test_the_same_pack_named_twice_is_one_pack(pack):
    once = _validate(pack)
    assert _validate(pack, pack) == once == _validate(pack, pack / "..", pack / "terms.yaml")[:0] + once
    assert once[0] == 0


def _summary(pack, text: str) -> None:
    path = pack / "terms.yaml"
    source = path.read_text(encoding="utf-8")
    marker = "en: A moss that glows in the dark;"
    assert marker in source
    path.write_text(source.replace(marker, f"en: {text} A moss that glows in the dark;"), encoding="utf-8")


@pytest.mark.parametrize("written, code", [
    ("3🎲🎲", "text-dice-unrecognised"), ("0🎲", "notation-zero-dice"),
    ("999999🎲", "notation-too-many-dice"), ("Strength🎲", "text-dice-unrecognised"),
    ("9" * 5000 + "🎲", "notation-too-many-dice"), ("M+999🎲", "notation-too-many-dice"),
])
def test_every_roll_in_text_is_checked_at_its_column(pack, written, code):
    _summary(pack, written)
    exit_code, output = _validate(pack)
    assert exit_code == 1, output
    line = next(line for line in output.splitlines() if f"[{code}]" in line)
    where = line.split(": error:")[0]
    assert "terms.yaml" in where
    row, column = map(int, where.rsplit(":", 2)[1:])
    source = (pack / "terms.yaml").read_text(encoding="utf-8").splitlines()[row - 1]
    start = source.index(written)
    assert start < column <= start + len(written), (source[:80], column)  # inside the roll as written


@pytest.mark.parametrize("prose", ["a roll written with 🎲", "your attribute🎲 vs theirs", "Might−(years)🎲"])
def test_prose_about_the_notation_is_not_a_roll(pack, prose):
    _summary(pack, prose)
    assert _validate(pack)[0] == 0


def _ability(pack, old: str, new: str) -> None:
    path = pack / "abilities.yaml"
    source = path.read_text(encoding="utf-8")
    assert old in source, source
    path.write_text(source.replace(old, new, 1), encoding="utf-8")


@pytest.mark.parametrize("dice, code", [("999🎲", "notation-too-many-dice"), ("2🎲⁺", "dice-wrong-kind"),
                                        ("2d+", "dice-wrong-kind")])
def test_attack_dice_are_points_within_the_limit(pack, dice, code):
    _ability(pack, "dice: 直觉🎲", f"dice: {dice}")
    exit_code, output = _validate(pack)
    assert exit_code == 1 and f"[{code}]" in output, output


def test_a_bad_roll_and_a_missing_field_show_in_one_run(pack):
    _ability(pack, "dice: 直觉🎲", "dice: 强壮🎲🎲")
    source = (pack / "abilities.yaml").read_text(encoding="utf-8")
    start = source.index("    effect:", source.index("cast:"))
    end = source.index("\n", source.index("en:", start)) + 1
    (pack / "abilities.yaml").write_text(source[:start] + source[end:], encoding="utf-8")
    _, output = _validate(pack)
    assert "[notation-trailing]" in output and "[schema-required]" in output, output


def test_a_bad_dependency_shows_beside_manifest_schema_errors(pack):
    manifest = pack / "pack.yaml"
    text = manifest.read_text(encoding="utf-8").replace("version: 0.1.0", "version: banana")
    manifest.write_text(text.replace("depends: [core]", "depends: [core, nowhere]"), encoding="utf-8")
    _, output = _validate(pack)
    assert "[schema-form]" in output and "[pack-missing-dependency]" in output, output


def test_a_character_sheet_shows_every_schema_problem(tmp_path):
    sheet = tmp_path / "sheet.yaml"
    sheet.write_text("kind: character\nid: x\nname: {zh: x, en: x}\nspecies: human\n"
                     "attributes: {might: banana, elastane: 3, sense: 3, luck: 2}\nwear: banana\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["character", "check", str(sheet), "--lang", "en"])
    assert result.exit_code == 1
    located = [line for line in result.output.splitlines() if line.startswith(str(sheet))]
    assert len(located) >= 3, result.output


def test_a_missing_required_field_says_how_to_fix_it(pack):
    _ability(pack, "  id: glow-", "  idx: glow-")
    _, output = _validate(pack)
    line = next(line for line in output.splitlines() if "missing required field `id`" in line)
    hint = line.split("Add it:")[1].split("[schema-required]")[0].strip()
    assert len(hint) > 10, line


def test_an_unknown_reference_suggests_the_nearest_id(pack):
    source = (pack / "abilities.yaml").read_text(encoding="utf-8")
    assert "{term:glow-glowmoss}" in source or "term:glow-glowmoss" in source
    (pack / "abilities.yaml").write_text(source.replace("term:glow-glowmoss", "term:glow-glowmos", 1), encoding="utf-8")
    _, output = _validate(pack)
    assert "did you mean `glow-glowmoss`?" in output, output
    assert "是不是 `glow-glowmoss`" in "\n".join(p.message("zh") for p in load([pack]).problems)


@pytest.mark.parametrize("homepage, ok", [("not a uri", False), ("https://example.org/glow", True),
                                          ("example.org", False)])
def test_every_declared_format_is_checked(pack, homepage, ok):
    manifest = pack / "pack.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8") + f"homepage: {homepage}\n", encoding="utf-8")
    code, output = _validate(pack)
    assert (code == 0) == ok, output
    assert ok or "[schema-form]" in output and "pack.yaml" in output


def test_the_declared_languages_hold_for_the_manifest_too(pack):
    manifest = pack / "pack.yaml"
    text = manifest.read_text(encoding="utf-8")
    start = text.index("name:")
    manifest.write_text(text[:start] + "name: {zh: 辉光}\n" + text[text.index("\n", start) + 1:], encoding="utf-8")
    code, output = _validate(pack)
    assert code == 1 and "[missing-translation]" in output and "pack.yaml:" in output, output
