"""``meshal export``: content for other tools as json, sqlite, sealdice, sealdice-plugin or zip."""

from __future__ import annotations

from pathlib import Path

import click

from ..export import FORMATS, SYSTEM, export, export_bytes
from ..i18n import t
from . import lang_option


@click.command("export")
@click.option("--format", "fmt", type=click.Choice(FORMATS), required=True,
              help="json | sqlite | sealdice | sealdice-plugin | zip. / 导出格式.")
@click.option("--system", default=SYSTEM, show_default=True, metavar="ID",
              help="The ruleset, for sealdice-plugin (known: meshal). / 规则系统 (用于 sealdice-plugin).")
@click.option("--pack", "packs", multiple=True, type=click.Path(exists=True, path_type=Path),
              help="A pack (directory or .zip) to export; repeat for several. Default: the "
                   "shipped content. For zip, the first is zipped. / 要导出的内容包, 可重复.")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), required=True,
              help="File to write (replaced atomically); - for standard output. / 输出文件(原子写入); - 表示标准输出.")
@lang_option
def command(fmt: str, system: str, packs: tuple[Path, ...], output: Path, lang: str) -> None:
    """Export content: the same content always gives a byte-identical file.

    \b
    json      one document: format_version, packs (manifests), entries by
              kind (both languages), sections, references; described by
              schemas/export.schema.json
    sqlite    a table per kind with zh/en columns, sections, refs and an
              FTS5 index `search` (e.g. WHERE search MATCH '破绽')
    sealdice  a SealDice help document: {"mod", "author", "brief",
              "comment", "helpdoc": {name: text}}, for `.find 破绽`
    sealdice-plugin  a SealDice JavaScript plugin (one ES2015 file):
              `.ml` rolls, versus and odds, and the `.set meshal` sheet
    zip       one pack: its sources, pack.yaml and checksums.sha256; the
              first --pack is zipped, later ones only resolve its
              dependencies. `meshal validate pack.zip` reads it back.

    Exit status: 0 written, 1 error (nothing written), 2 usage error.

    \b
    Examples:
      meshal export --format json -o compendium.json
      meshal export --format json -o - | jq '.entries.term | length'
      meshal export --format sqlite --pack content/core --pack my-pack/ -o my.sqlite
      meshal export --format sealdice -o meshal-sealdice.json
      meshal export --format sealdice-plugin -o meshal.js
      meshal export --format zip --pack my-pack/ --pack content/core -o my-pack.zip
    """
    if str(output) == "-":  # standard output, as in every Unix tool; the note goes to stderr
        data = export_bytes(fmt, packs, system)
        click.get_binary_stream("stdout").write(data)
        click.echo(t("export-done", lang, format=fmt, path="-", size=len(data)), err=True)
        return
    written = export(fmt, packs, output, system)
    click.echo(t("export-done", lang, format=fmt, path=written, size=written.stat().st_size))
