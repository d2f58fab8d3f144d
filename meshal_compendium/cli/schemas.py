"""``meshal schemas``: write the schema set to a folder, for editors and validators offline."""

from __future__ import annotations

from pathlib import Path

import click

from .. import schema_set
from ..i18n import t
from ..problems import MeshalError
from ..schema_urls import url
from ..schemas import SCHEMA_DIR
from . import lang_option

DEFAULT_OUT = Path("meshal-schemas")


@click.command("schemas")
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=DEFAULT_OUT,
              show_default=True,
              help="Folder to write the schemas into (made if missing). / 写入模式的目录(不存在则新建).")
@lang_option
def command(out: Path, lang: str) -> None:
    """Write the JSON Schemas (draft 2020-12) for offline use.

    The files are the ones the wiki publishes at /schemas/v1/; each `$id` is its published URL,
    and `$ref`s between them are relative, so a validator or editor given the folder needs no
    network. Exit status: 0 written, 1 error.

    \b
    Examples:
      meshal schemas
      meshal schemas --out my-pack/schemas
    then, as the first line of my-pack/items.yaml:
      # yaml-language-server: $schema=./schemas/entry.schema.json
    """
    if out.resolve() == SCHEMA_DIR.resolve():  # the sources themselves: nothing to copy, meta/ would be flattened
        raise MeshalError("schemas-out-is-source", path=out)
    written = schema_set.write(schema_set.published(), out)
    click.echo(t("schemas-written", lang, files=len(written), path=out, url=url("")))
