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
@lang_option
def command(out: Path, lang: str) -> None:
    """Write the JSON Schemas (draft 2020-12) for offline use."""
    if out.resolve() == SCHEMA_DIR.resolve():  # the sources themselves: nothing to copy, meta/ would be flattened
        raise MeshalError("schemas-out-is-source", path=out)
    written = schema_set.write(schema_set.published(), out)
    click.echo(t("schemas-written", lang, files=len(written), path=out, url=url("")))
