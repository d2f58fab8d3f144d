"""The ``meshal`` command: a thin click layer; every command parses, calls one function, prints.

Each command lives in its own module here and is named in ``COMMANDS`` below; a command's module
is imported only when that command runs (click's lazy group pattern), so ``meshal odds`` does not
import the loader, the wiki or the exporters.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import Any

import click

from .. import scratch
from ..i18n import EDITIONS, conflicts, default_language, t
from ..problems import MeshalError, printable
from .messages import HELP_OPTION_NAMES, click_speaks, localise_help, message_language


class _Printable:
    """A text stream that writes terminal control characters as escapes: packs cannot forge output."""

    def __init__(self, stream) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        return self._stream.write(printable(text))

    def __getattr__(self, name: str):  # flush, buffer (binary output passes as is), isatty …
        return getattr(self._stream, name)


# name → "module:attribute" of each built-in command; rulesets add theirs (Meshal's roll, character).
COMMANDS = {
    "validate": "meshal_compendium.cli.validate:command", "odds": "meshal_compendium.cli.odds:command",
    "build": "meshal_compendium.cli.site:build_command", "serve": "meshal_compendium.cli.site:serve_command",
    "new": "meshal_compendium.cli.new:command", "export": "meshal_compendium.cli.export:command",
    "schemas": "meshal_compendium.cli.schemas:command", "rulesets": "meshal_compendium.cli.rulesets:command",
    "ruleset": "meshal_compendium.cli.ruleset:command",
}


def _resolve(reference: str) -> click.Command:
    from ..rulesets import resolve

    return resolve(reference)


class _Group(click.Group):
    """Turns our errors into one clear line and exit 1 — never a traceback; speaks the user's language.

    Commands are imported when first asked for (``COMMANDS``; a ruleset's when no built-in has the name).
    """

    language = "en"  # of the current run, set by main()

    def list_commands(self, ctx: click.Context) -> list[str]:
        self._add_ruleset_commands()
        return sorted({*COMMANDS, *self.commands})

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        if name not in self.commands:
            if name in COMMANDS:
                self._adopt(_resolve(COMMANDS[name]), name)
            else:
                self._add_ruleset_commands()
        return super().get_command(ctx, name)

    def _adopt(self, command: click.Command, name: str) -> None:
        localise_help(command, self.language, (name,))
        self.add_command(command, name)

    def _add_ruleset_commands(self) -> None:
        from .. import rulesets

        for ruleset in rulesets.registry().values():
            for reference in ruleset.commands:
                try:
                    command = _resolve(reference)
                except Exception as error:  # noqa: BLE001 — a plugin's module: said, and left out
                    reason = t("ruleset-import-failed", self.language, name=ruleset.id, value=reference,
                               error=f"{type(error).__name__}: {error}")
                    _warn(self.language, ruleset.id, rulesets.distribution(ruleset.id)[0], reason)
                    continue
                if command.name not in self.commands:
                    self._adopt(command, command.name)

    def main(self, args: Sequence[str] | None = None, *rest: Any, **extra: Any) -> Any:
        from .. import rulesets

        args = list(sys.argv[1:] if args is None else args)
        self.language = lang = message_language(args)
        for plugin in rulesets.broken():
            _warn(lang, plugin.name, plugin.distribution, plugin.message(lang))
        for key, id, owner in conflicts():
            click.echo(t("ruleset-key-taken", lang, id=id, key=key, owner=owner or "meshal-compendium"), err=True)
        localise_help(self, lang)
        with click_speaks(lang):
            return super().main(args, *rest, **extra)

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


def _warn(lang: str, name: str, distribution: str, reason: str) -> None:
    """One line on stderr for a ruleset plugin that is left out: the run goes on without it."""
    click.echo(printable(t("ruleset-broken-warning", lang, name=name, distribution=distribution or "?",
                           reason=reason)), err=True)


def lang_option(f):
    """``--lang zh|en|zh-Hant`` (default from the locale), remembered for error messages."""

    def remember(ctx: click.Context, _param: click.Parameter, value: str | None) -> str:
        ctx.meta["lang"] = value or ctx.meta.get("lang") or default_language()  # `meshal --lang zh odds …` too
        return ctx.meta["lang"]

    return click.option(
        "--lang", type=click.Choice(list(EDITIONS)), callback=remember, is_eager=True,
    )(f)


def _show_version(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    """``--version``, said in the run's language (click's own version option fixes its text at import)."""
    if value:
        root = ctx.find_root()
        from importlib.metadata import version  # here: reading metadata is a third of a short command's start

        click.echo(t("cli-version", root.command.language, prog=root.info_name, version=version("meshal-compendium")))
        ctx.exit()


@click.group(cls=_Group, context_settings={"help_option_names": HELP_OPTION_NAMES})
@click.option("--version", is_flag=True, expose_value=False, is_eager=True, callback=_show_version)
@lang_option
def main(lang: str) -> None:
    """The ``meshal`` command (its help, like every command's, is in locale/help.yaml)."""
    scratch.exit_on_signals()
    sys.stdout, sys.stderr = _Printable(sys.stdout), _Printable(sys.stderr)


