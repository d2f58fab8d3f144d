"""``meshal new pack``: scaffold a homebrew pack."""

from __future__ import annotations

from pathlib import Path

import click

from ..i18n import default_language, t
from ..problems import MeshalError
from ..scaffold import parse_languages, scaffold_pack


def _languages(_ctx: click.Context, _param: click.Parameter, value: str) -> tuple[str, ...]:
    """A bad --lang is a usage error (exit 2), said in the user's language."""
    try:
        return parse_languages(value)
    except MeshalError as error:
        raise click.BadParameter(error.message(default_language())) from None


@click.group("new")
def command() -> None:
    """Create something new to edit: a homebrew pack. / 新建: 自制内容包."""


@command.command("pack")
@click.argument("directory", type=click.Path(file_okay=False, path_type=Path))
@click.option("--id", "pack_id", metavar="ID",
              help="Pack id (default: from DIRECTORY's name), lowercase letters, digits and "
                   "hyphens. / 包 id(默认取自目录名).")
@click.option("--lang", "languages", default="zh,en", show_default=True, metavar="LANGS",
              callback=_languages,
              help="Languages the pack provides, comma separated: zh,en | zh | en. "
                   "/ 包提供的语言, 逗号分隔.")
@click.option("--offline-schemas", is_flag=True,
              help="Copy the schemas into DIRECTORY/schemas and point the modelines there, for editors "
                   "without network (default: the published URLs). / 把模式复制到包内 schemas/ 并让各文件指向它, "
                   "供无网络的编辑器使用(默认指向发布的网址).")
def pack(directory: Path, pack_id: str | None, languages: tuple[str, ...], offline_schemas: bool) -> None:
    """Scaffold a working pack in DIRECTORY (which must be missing or empty).

    It holds pack.yaml, one example of each content kind (term, chapter, ability, item,
    species, environment) in the chosen languages, and a README for authors. Every YAML file
    starts with a yaml-language-server $schema line naming the published schemas (or, with
    --offline-schemas, a copy inside the pack), so editors complete and check fields.
    `meshal validate` passes on it untouched. Exit status: 0 created, 1 error, 2 usage error.

    \b
    Examples:
      meshal new pack my-pack
      meshal new pack ./caves --id glowmoss-caves --lang en
      meshal new pack my-pack --offline-schemas
    """
    lang = default_language()  # --lang here names the pack's languages, not the messages'
    written = scaffold_pack(directory, pack_id, languages, offline_schemas)
    click.echo(t("new-pack-created", lang, path=directory, files=len(written)))
    for path in written:
        click.echo(f"  {path}")
    click.echo(t("new-pack-next", lang, path=directory))
