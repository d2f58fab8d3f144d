"""``meshal export``: content for other tools, as a file or (the folder formats) a folder or its zip."""

from __future__ import annotations

from pathlib import Path

import click

from ..export import FORMATS, SYSTEM, export, export_bytes
from ..i18n import t
from . import lang_option


@click.command("export")
@click.option("--format", "fmt", type=click.Choice(FORMATS), required=True)
@click.option("--system", default=SYSTEM, show_default=True, metavar="ID")
@click.option("--pack", "packs", multiple=True, type=click.Path(exists=True, path_type=Path))
@click.option("-o", "--output", type=click.Path(path_type=Path), required=True)
@lang_option
def command(fmt: str, system: str, packs: tuple[Path, ...], output: Path, lang: str) -> None:
    """Export content: the same content always gives a byte-identical file."""
    if str(output) == "-":  # standard output, as in every Unix tool; the note goes to stderr
        data = export_bytes(fmt, packs, system)
        click.get_binary_stream("stdout").write(data)
        click.echo(t("export-done", lang, format=fmt, path="-", size=len(data)), err=True)
        return
    written = export(fmt, packs, output, system)
    if written.is_dir():
        count = sum(1 for path in written.rglob("*") if path.is_file())
        click.echo(t("export-done-folder", lang, format=fmt, path=written, count=count))
    else:
        click.echo(t("export-done", lang, format=fmt, path=written, size=written.stat().st_size))
