"""``meshal build`` and ``meshal serve``: the bilingual wiki."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

import click

from ..i18n import default_language, t
from ..problems import MeshalError
from ..site import engines
from ..site.build import DEFAULT_OUT, SEARCH, build
from ..site.offline import MODES
from ..site.serve import serve
from . import lang_option

_PACK = click.option("--pack", "packs", multiple=True, type=click.Path(exists=True, path_type=Path))
_OUT = click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=DEFAULT_OUT,
                    show_default=True)


def _site_url(_ctx: click.Context, _param: click.Parameter, value: str | None) -> str | None:
    """An http(s) address with a host, checked before any work (a usage error, exit 2)."""
    if value is None:
        return None
    parts = urlsplit(value)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise click.BadParameter(t("site-url-invalid", _ctx.meta.get("lang") or default_language(), url=value))
    return value


@click.command("build")
@_PACK
@_OUT
@click.option("--site-url", metavar="URL", callback=_site_url)
@click.option("--engine", type=click.Choice(engines.ENGINES), default=engines.DEFAULT, show_default=True)
@click.option("--jobs", type=click.IntRange(1), metavar="N")
@click.option("--search", "search_by", type=click.Choice(SEARCH), default=SEARCH[0], show_default=True)
@click.option("--ruleset", "shown", metavar="ID", multiple=True)
@click.option("--site-name", metavar="NAME")
@click.option("--offline", "offline_mode", type=click.Choice(MODES), default=MODES[0], show_default=True)
@lang_option
def build_command(packs: tuple[Path, ...], out: Path, site_url: str | None, engine: str, jobs: int | None,
                  search_by: str, shown: tuple[str, ...], site_name: str | None, offline_mode: str,
                  lang: str) -> None:
    """Build the wiki: zh at the root of OUT, en under OUT/en/."""
    build(packs, out.resolve(), progress=click.echo, lang=lang, site_url=site_url, engine=engine, jobs=jobs,
          search_by=search_by, shown=shown, name=site_name, offline_mode=offline_mode)


@click.command("serve")
@_PACK
@_OUT
@click.option("--port", default=8000, show_default=True, type=click.IntRange(0, 65535))
@lang_option
def serve_command(packs: tuple[Path, ...], out: Path, port: int, lang: str) -> None:
    """Serve the wiki at http://127.0.0.1:8000 and rebuild when content or site files change."""

    def failed(error: MeshalError) -> None:
        click.echo(f"{t('cli-error', lang)}: {error.message(lang)} [{error.code}]", err=True)

    serve(packs, out.resolve(), "127.0.0.1", port, lambda m: click.echo(m), failed, lang)
