"""``meshal character check``: a character sheet checked against the rules."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from ....cli import lang_option
from ....load import load_compendium
from ....problems import MeshalError
from ....source import SourceError, read_document
from ....validate import check_schema
from ..engine.character import check_character
from ..engine.character_format import character_json, character_text


@click.group("character")
def command() -> None:
    """Character sheets (kind: character)."""


@command.command("check")
@click.argument("sheet", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--pack", "packs", multiple=True,
              type=click.Path(exists=True, path_type=Path))
@click.option("--potential", type=click.IntRange(min=0), default=None, metavar="N")
@click.option("--json", "as_json", is_flag=True)
@lang_option
def check(sheet: Path, packs: tuple[Path, ...], potential: int | None, as_json: bool,
          lang: str) -> None:
    """Check SHEET: potential, attributes, occupation, limbs, accessories, derived values."""
    try:
        document = read_document(sheet)
    except SourceError as error:
        raise MeshalError("character-unreadable", problem=error.problem.to_text(lang)) from None
    data = document.value
    if not isinstance(data, dict) or data.get("kind") != "character":
        raise MeshalError("character-not-sheet", file=str(sheet))
    invalid = check_schema(document, (), data, "character")
    if invalid:
        for found in invalid:  # every problem in one run, not one per round of fixes
            click.echo(found.to_text(lang), err=True)
        raise MeshalError("character-sheet-invalid", count=len(invalid),
                          problem=invalid[0].to_text(lang))
    compendium = load_compendium(list(packs))
    report = check_character(data, compendium.get, potential)
    if as_json:
        click.echo(json.dumps(character_json(report, lang), ensure_ascii=False, indent=2))
    else:
        name = data.get("name", {}).get(lang) if isinstance(data.get("name"), dict) else None
        click.echo(character_text(report, name or sheet.name, lang))
    sys.exit(0 if report.ok else 1)
