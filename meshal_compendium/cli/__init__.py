"""The ``meshal`` command: a thin click layer; every command parses, calls one function, prints.

Each command lives in its own module here and is added to ``main`` below.
"""

from __future__ import annotations

import os
import sys

import click

from .. import scratch
from ..i18n import default_language, t
from ..problems import MeshalError, printable


class _Printable:
    """A text stream that writes terminal control characters as escapes: packs cannot forge output."""

    def __init__(self, stream) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        return self._stream.write(printable(text))

    def __getattr__(self, name: str):  # flush, buffer (binary output passes as is), isatty …
        return getattr(self._stream, name)


class _Group(click.Group):
    """Turns our errors into one clear line and exit 1 — never a traceback."""

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except MeshalError as error:
            lang = (ctx.meta.get("lang") or default_language())
            click.echo(f"{t('cli-error', lang)}: {error.message(lang)} [{error.code}]", err=True)
            sys.exit(1)
        except (click.exceptions.Exit, click.ClickException, click.Abort, SystemExit):
            raise
        except BrokenPipeError:  # the reader (e.g. `| head`) has gone: nothing left to say
            sys.stderr = open(os.devnull, "w")  # noqa: SIM115 — keeps Python's exit flush quiet
            sys.exit(1)
        except OSError as error:  # the system refused: name the path and why, no traceback
            lang = ctx.meta.get("lang") or default_language()
            reason = error.strerror or str(error)
            click.echo(f"{t('cli-error', lang)}: {t('cli-os-error', lang, path=error.filename, reason=reason)}",
                       err=True)
            sys.exit(1)
        except Exception as error:  # a bug of ours: say so plainly, keep the traceback opt-in
            if os.environ.get("MESHAL_DEBUG"):
                raise
            lang = ctx.meta.get("lang") or default_language()
            click.echo(t("cli-internal-error", lang, error=repr(error)), err=True)
            sys.exit(1)


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="meshal-compendium")
def main() -> None:
    """Meshal Lite compendium: validate content packs, compute odds, build the wiki.

    \b
    Examples:
      meshal validate                  # the shipped content
      meshal validate my-pack/ --format json
    """
    scratch.exit_on_signals()
    sys.stdout, sys.stderr = _Printable(sys.stdout), _Printable(sys.stderr)


def lang_option(f):
    """``--lang zh|en`` (default from the locale), remembered for error messages."""

    def remember(ctx: click.Context, _param: click.Parameter, value: str | None) -> str:
        ctx.meta["lang"] = value or default_language()
        return ctx.meta["lang"]

    return click.option(
        "--lang", type=click.Choice(["zh", "en"]), callback=remember, is_eager=True,
        help="Language of messages (default: from the locale). / 消息语言(默认取自系统语言).",
    )(f)


def _register() -> None:
    from . import character, export, new, odds, roll, site, validate

    for command in (validate.command, odds.command, roll.command, character.command,
                    site.build_command, site.serve_command, new.command, export.command):
        main.add_command(command)
    from . import schemas  # on lines of its own, so edits to the list above merge cleanly
    main.add_command(schemas.command)


_register()
