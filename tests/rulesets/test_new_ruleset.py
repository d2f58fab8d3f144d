"""``meshal new ruleset DIR --id ID``: a package that installs, passes ``meshal ruleset check``,
validates and builds; a bad id or a non-empty DIR is refused with nothing written."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from meshal_compendium.problems import MeshalError
from meshal_compendium.scaffold import render_ruleset, scaffold_ruleset

MESHAL = Path(sys.executable).with_name("meshal")


def test_its_files_are_named_after_the_id_and_made_the_same_each_time():
    files = render_ruleset("dice-tower")
    assert sorted(files) == [
        "README.md", "meshal_dice_tower/__init__.py", "meshal_dice_tower/assets/sum.js",
        "meshal_dice_tower/content/dice-tower/pack.yaml", "meshal_dice_tower/content/dice-tower/rules.yaml",
        "meshal_dice_tower/locale/dice-tower.yaml", "meshal_dice_tower/odds.py",
        "meshal_dice_tower/schemas/dice-tower-card.schema.json", "meshal_dice_tower/templates/dice-tower-card.md.j2",
        "pyproject.toml", "tests/test_ruleset.py"]
    assert 'dice-tower = "meshal_dice_tower:RULESET"' in files["pyproject.toml"]
    assert '{{ t("dice-tower-dice", n=entry.data.dice) }}' in files["meshal_dice_tower/templates/dice-tower-card.md.j2"]
    assert render_ruleset("dice-tower") == files


@pytest.mark.parametrize(("id", "code"), [
    ("Dice_Tower", "scaffold-bad-ruleset-id"), ("x" * 41, "scaffold-bad-ruleset-id"),
    ("woss", "scaffold-ruleset-taken"), ("term", "scaffold-ruleset-taken")])
def test_a_bad_id_is_refused(tmp_path, id, code):
    with pytest.raises(MeshalError) as raised:
        scaffold_ruleset(tmp_path / "new", id)
    assert raised.value.code == code and not (tmp_path / "new").exists()


def test_a_folder_with_files_is_refused_and_left_as_it_was(tmp_path):
    (tmp_path / "mine.txt").write_text("keep", encoding="utf-8")
    done = subprocess.run([str(MESHAL), "new", "ruleset", str(tmp_path), "--id", "dice-tower", "--lang", "en"],
                          capture_output=True, text=True)
    assert done.returncode == 1 and "[scaffold-not-empty]" in done.stderr and "Traceback" not in done.stderr
    assert [p.name for p in tmp_path.iterdir()] == ["mine.txt"]


@pytest.mark.full  # pip installs the package; one wiki build
def test_a_new_ruleset_installs_checks_validates_and_builds(tmp_path):
    source = tmp_path / "dice-tower"
    done = subprocess.run([str(MESHAL), "new", "ruleset", str(source), "--id", "dice-tower", "--lang", "en"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    target = tmp_path / "site-packages"
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-build-isolation",
                    "--target", str(target), str(source)], check=True, capture_output=True, cwd=tmp_path)
    env = {**os.environ, "PYTHONPATH": str(target)}

    def meshal(*args: str | Path) -> subprocess.CompletedProcess:
        return subprocess.run([str(MESHAL), *map(str, args), "--lang", "en"], capture_output=True, text=True, env=env)

    checked = meshal("ruleset", "check", "dice-tower")
    assert checked.returncode == 0 and "ruleset dice-tower: no problems." in checked.stdout, checked.stdout
    pack = source / "meshal_dice_tower" / "content" / "dice-tower"
    validated = meshal("validate", pack)
    assert validated.returncode == 0 and "checked 2 entries: 0 errors" in validated.stdout, validated.stdout
    odds = meshal("odds", "--system", "dice-tower", "2")
    assert "total 7: 1/6" in odds.stdout.splitlines()
    out = tmp_path / "site"
    built = meshal("build", "--pack", pack, "--out", out)
    assert built.returncode == 0, built.stderr
    card = (out / "en" / "dice-tower" / "cards" / "two-dice" / "index.html").read_text(encoding="utf-8")
    assert "Roll 2 six-sided dice and add them up." in card
    chapter = (out / "en" / "dice-tower" / "dice-tower-rules" / "index.html").read_text(encoding="utf-8")
    assert 'data-calc="dice-tower/sum"' in chapter
    assert (out / "assets" / "js" / "dice-tower" / "sum.js").is_file()
    own = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests"], cwd=source,
                         capture_output=True, text=True, env=env)
    assert own.returncode == 0 and "2 passed" in own.stdout, own.stdout
