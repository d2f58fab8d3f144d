"""``meshal odds [--system ID] …``: the chosen ruleset's odds command parses the rest.

``--system`` defaults to ``meshal``, so ``meshal odds 3🎲`` means what it always meant. Only the
chosen ruleset's command is imported; its options, help and output are its own.
"""

from __future__ import annotations

from collections.abc import Sequence

import click

from .. import rulesets
from ..problems import MeshalError
from .messages import localise_help


def chosen_system(args: Sequence[str]) -> tuple[str | None, list[str]]:
    """The ``--system`` value among ``args`` (None when not given) and the arguments without it."""
    rest: list[str] = []
    system = None
    items = iter(args)
    for arg in items:
        if arg == "--":
            rest.extend(["--", *items])
            break
        if arg == "--system":
            system = next(items, "")
        elif arg.startswith("--system="):
            system = arg.removeprefix("--system=")
        else:
            rest.append(arg)
    return system, rest


def _odds_of(system: str) -> click.Command:
    ruleset = rulesets.get(system)
    if ruleset.odds is None:
        raise MeshalError("ruleset-no-odds", id=system)
    return rulesets.resolve(ruleset.odds)


class OddsBySystem(click.Command):
    """Takes the parameters, help and callback of the chosen ruleset's odds command at parse time."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        given, rest = chosen_system(args)
        ctx.meta["system"] = given  # Meshal's JSON names its system only when asked with --system (issue 3's keys)
        system = given or rulesets.DEFAULT
        try:
            command = _odds_of(system)
        except MeshalError as error:
            raise click.UsageError(error.message(ctx.find_root().command.language), ctx) from None
        lang = ctx.find_root().command.language
        path = ("odds",) if system == rulesets.DEFAULT else ("odds", system)
        localise_help(command, lang, path)
        # This run's parameters live in its context, not on the shared command: a second run in one
        # process (tests) localises the group's help before it parses, and must not see the last system's.
        ctx.meta["odds-params"] = [*command.params, _system_option(lang)]
        for name, value in command.context_settings.items():  # its own parsing rules (`-2` as an argument …)
            if hasattr(ctx, name):
                setattr(ctx, name, value)
        self.callback, self.help = command.callback, command.help
        return super().parse_args(ctx, rest)

    def get_params(self, ctx: click.Context) -> list[click.Parameter]:
        chosen = ctx.meta.get("odds-params")
        if chosen is None:
            return super().get_params(ctx)
        shown = self.get_help_option(ctx)
        return [*chosen, *([shown] if shown is not None else [])]


def _system_option(lang: str) -> click.Option:
    from ..i18n import t

    option = click.Option(["--system"], metavar="ID", expose_value=False)
    option.help = t("help-option--system", lang, known=", ".join(rulesets.registry()))
    return option


command = OddsBySystem("odds", context_settings={"ignore_unknown_options": False})
