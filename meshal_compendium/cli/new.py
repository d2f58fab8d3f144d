"""``meshal new pack``: scaffold a homebrew pack; ``meshal new ruleset``: a ruleset package."""

from __future__ import annotations

from pathlib import Path

import click

from .. import rulesets
from ..i18n import LANGUAGES, default_language, t
from ..problems import MeshalError
from ..scaffold import parse_languages, scaffold_pack, scaffold_ruleset
from . import lang_option


def _languages(_ctx: click.Context, _param: click.Parameter, value: str | None) -> tuple[str, ...] | None:
    """A bad --languages is a usage error (exit 2), said in the user's language."""
    if value is None:
        return None
    try:
        return parse_languages(value)
    except MeshalError as error:
        raise click.BadParameter(error.message(default_language())) from None


@click.group("new")
def command() -> None:
    """Create something new to edit: a homebrew pack or a ruleset (help: locale/help.yaml)."""


@command.command("pack")
@click.argument("directory", type=click.Path(file_okay=False, path_type=Path))
@click.option("--id", "pack_id", metavar="ID")
@click.option("--languages", metavar="LANGS", callback=_languages)
@click.option("--lang", "old_languages", metavar="LANGS", callback=_languages)
@click.option("--offline-schemas", is_flag=True)
@click.option("--ruleset", metavar="ID", default=rulesets.DEFAULT, show_default=True)
def pack(directory: Path, pack_id: str | None, languages: tuple[str, ...] | None,
         old_languages: tuple[str, ...] | None, offline_schemas: bool, ruleset: str) -> None:
    """Scaffold a working pack in DIRECTORY (which must be missing or empty)."""
    del offline_schemas  # every new pack now has the copy of the schemas it asked for; kept for scripts that pass it
    lang = default_language()  # until --lang here means the message language, messages follow the locale
    if old_languages is not None:
        click.echo(t("new-pack-lang-deprecated", lang), err=True)
    written = scaffold_pack(directory, pack_id, languages or old_languages or LANGUAGES, ruleset=ruleset)
    click.echo(t("new-pack-created", lang, path=directory, files=len(written)))
    for path in written:
        click.echo(f"  {path}")
    click.echo(t("new-pack-next", lang, path=directory))


@command.command("ruleset")
@click.argument("directory", type=click.Path(file_okay=False, path_type=Path))
@click.option("--id", "ruleset_id", metavar="ID", required=True)
@lang_option
def ruleset(directory: Path, ruleset_id: str, lang: str) -> None:
    """Scaffold an installable ruleset package in DIRECTORY (help: locale/help.yaml)."""
    written = scaffold_ruleset(directory, ruleset_id)
    click.echo(t("new-ruleset-created", lang, path=directory, files=len(written)))
    for path in written:
        click.echo(f"  {path}")
    click.echo(t("new-ruleset-next", lang, path=directory, id=ruleset_id))
