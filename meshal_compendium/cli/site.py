"""``meshal build`` and ``meshal serve``: the bilingual wiki."""

from __future__ import annotations

from pathlib import Path

import click

from ..i18n import t
from ..problems import MeshalError
from ..site.build import DEFAULT_OUT, build
from ..site.serve import serve
from . import lang_option

_PACK = click.option("--pack", "packs", multiple=True, type=click.Path(exists=True, path_type=Path))
_OUT = click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=DEFAULT_OUT,
                    show_default=True)


@click.command("build")
@_PACK
@_OUT
@click.option("--site-url", metavar="URL")
@lang_option
def build_command(packs: tuple[Path, ...], out: Path, site_url: str | None, lang: str) -> None:
    """Build the wiki: zh at the root of OUT, en under OUT/en/."""
    build(packs, out.resolve(), progress=click.echo, lang=lang, site_url=site_url)


@click.command("serve")
@_PACK
@_OUT
@click.option("--port", default=8000, show_default=True)
@lang_option
def serve_command(packs: tuple[Path, ...], out: Path, port: int, lang: str) -> None:
    """Serve the wiki at http://127.0.0.1:8000 and rebuild when content or site files change."""

    def failed(error: MeshalError) -> None:
        click.echo(f"{t('cli-error', lang)}: {error.message(lang)} [{error.code}]", err=True)

    serve(packs, out.resolve(), "127.0.0.1", port, lambda m: click.echo(m), failed)
