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
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=DEFAULT_OUT, show_default=True)
@click.option("--for-editors", is_flag=True)
@lang_option
def command(out: Path, for_editors: bool, lang: str) -> None:
    """Write the JSON Schemas (draft 2020-12) for offline use."""
    if out.resolve() == SCHEMA_DIR.resolve():  # the sources themselves: nothing to copy, meta/ would be flattened
        raise MeshalError("schemas-out-is-source", path=out)
    if for_editors:  # as a new pack carries them: no $id, so their $refs resolve beside them (see schema_set)
        written = schema_set.write(schema_set.local(), out)
        click.echo(t("schemas-written-for-editors", lang, files=len(written), path=out))
    else:
        written = schema_set.write(schema_set.published(), out)
        click.echo(t("schemas-written", lang, files=len(written), path=out, url=url("")))
