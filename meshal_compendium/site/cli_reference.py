"""The manual's CLI reference, written from the ``meshal`` command tree itself, so it cannot drift.

Every command and subcommand (a ruleset's too, through the registry, and ``meshal odds --system ID``
for each ruleset with odds) with its usage line, help and options (metavar, default, help), in the
language asked: the help texts are ``localise_help``'s, from ``locale/help.yaml``. Then the exit codes.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from functools import cache
from pathlib import PurePath

import click
from click.core import UNSET  # click 8.5's "no default given" (pinned)

from ..i18n import t
from .chinese import mark
from .markup import escape_keep_code

# Our own help texts, not pack text: made inert for Markdown, but quotes stay quotes (no entity to show).
_SPECIAL = re.compile(r"([\\`*_\[\]{}#|!])")


@cache  # the command tree and the catalogue are fixed for a process
def reference(lang: str) -> str:
    """The reference in ``lang``, as Markdown (headings from level 2)."""
    # Here, not at the top: the CLI imports the site to build it; this page only reads the CLI.
    from ..cli import main
    from ..cli.messages import localise_help

    running = main.language  # a build run by `meshal build`: its own help stays in its language
    main.language = lang  # commands adopted while listing are localised in it
    try:
        root = click.Context(main, info_name="meshal")
        commands = {name: main.get_command(root, name) for name in main.list_commands(root)}
        localise_help(main, lang)
        parts = [_command(main, root, 2, lang)]
        for name, command in commands.items():
            if name == "odds":
                parts.extend(_odds(root, lang))
            else:
                parts.extend(_tree(command, click.Context(command, info_name=name, parent=root), 2, lang))
    finally:
        main.language = running
        localise_help(main, running)
    parts.append(_exit_codes(lang))
    return "\n".join(parts)


def _tree(command: click.Command, ctx: click.Context, level: int, lang: str) -> Iterator[str]:
    yield _command(command, ctx, level, lang)
    if isinstance(command, click.Group):
        for name in command.list_commands(ctx):
            sub = command.get_command(ctx, name)
            yield from _tree(sub, click.Context(sub, info_name=name, parent=ctx), level + 1, lang)


def _odds(root: click.Context, lang: str) -> Iterator[str]:
    """``meshal odds`` is each ruleset's odds command, chosen by ``--system``: one section each."""
    from .. import rulesets
    from ..cli.messages import localise_help
    from ..cli.odds import _system_option

    for ruleset in rulesets.registry().values():
        if ruleset.odds is None:
            continue
        command = rulesets.resolve(ruleset.odds)
        default = ruleset.id == rulesets.DEFAULT
        localise_help(command, lang, ("odds",) if default else ("odds", ruleset.id))
        name = "odds" if default else f"odds --system {ruleset.id}"
        ctx = click.Context(command, info_name=name, parent=root)
        yield _command(command, ctx, 2, lang, [*command.params, _system_option(lang)])


def _command(command: click.Command, ctx: click.Context, level: int, lang: str,
             params: list[click.Parameter] | None = None) -> str:
    """One command's section: heading (its path), usage, help, arguments and options."""
    path = ctx.command_path
    usage = " ".join([path, *command.collect_usage_pieces(ctx)])
    lines = [f"{'#' * level} `{path}` {{ #{_anchor(path)} }}", "", f"{t('guide-cli-usage', lang)}:", "",
             "```text", usage, "```", ""]
    lines += _help(command.help or "", lang)
    shown = params if params is not None else command.get_params(ctx)
    arguments = [p for p in shown if isinstance(p, click.Argument)]
    options = [p for p in shown if isinstance(p, click.Option)]
    if arguments:
        lines += [f"| {t('guide-cli-argument', lang)} | {t('guide-cli-required', lang)} |", "| --- | --- |"]
        lines += [f"| `{p.make_metavar(ctx)}` | {t('guide-cli-' + ('yes' if p.required else 'no'), lang)} |"
                  for p in arguments]
        lines.append("")
    if options:
        lines += [f"| {t('guide-cli-option', lang)} | {t('guide-cli-value', lang)} | {t('guide-cli-default', lang)} "
                  f"| {t('guide-cli-help', lang)} |", "| --- | --- | --- | --- |"]
        lines += [_option(p, ctx, lang) for p in options]
        lines.append("")
    if isinstance(command, click.Group):  # links as text, not code: Material's dark link colour on code fails contrast
        lines += [f"{t('guide-cli-subcommands', lang)}: "
                  + ", ".join(f"[{path} {name}](#{_anchor(f'{path} {name}')})"
                              for name in command.list_commands(ctx)), ""]
    return "\n".join(lines)


def _option(option: click.Option, ctx: click.Context, lang: str) -> str:
    names = ", ".join(f"`{name}`" for name in [*option.opts, *option.secondary_opts])
    metavar = "" if option.is_flag else f"`{option.make_metavar(ctx)}`"
    return f"| {names} | {metavar} | {_default(option)} | {_cell(option.help or '', lang)} |"


def _default(option: click.Option) -> str:
    """The default as given (none shown for a flag that is off, an empty list or a computed one; a folder by
    its name: where it lies depends on the machine)."""
    value = option.default
    if value is UNSET or value is None or callable(value) or value in ((), []) or (option.is_flag and value is False):
        return ""
    if isinstance(value, PurePath):
        value = value.name
    shown = " ".join(map(str, value)) if isinstance(value, list | tuple) else str(value)
    return f"`{shown}`"


def _help(text: str, lang: str) -> list[str]:
    """click's help text as Markdown: its ``\\b`` paragraphs (kept as written) as preformatted blocks (raw
    HTML, not a fenced block, so that Chinese in an English one can be marked as such)."""
    lines: list[str] = []
    for paragraph in text.strip().split("\n\n"):
        rows = paragraph.split("\n")
        if rows[0].strip() == "\b":
            kept = html.escape("\n".join(rows[1:]), quote=False)
            lines += [f"<pre><code>{_chinese(kept, lang)}</code></pre>", ""]
        elif paragraph.strip():
            lines += [_text(" ".join(row.strip() for row in rows), lang), ""]
    return lines


def _cell(text: str, lang: str) -> str:
    """Help text in a table cell: on one line (its pipes are escaped as every special character is)."""
    return _text(" ".join(text.split()), lang)


def _text(text: str, lang: str) -> str:
    """Help text as Markdown: inert, but its `code` spans shown as code."""
    inert = escape_keep_code(text, lambda part: _SPECIAL.sub(r"\\\1", html.escape(part, quote=False)))
    return _chinese(inert, lang)


def _chinese(text: str, lang: str) -> str:
    """On an English page, Chinese examples in help (``灵巧=3``, ``.find 破绽``) marked as Chinese, for
    screen readers and fonts (zh-Hant's pages are zh's converted: their marks follow)."""
    return mark(text) if lang == "en" else text


def _anchor(path: str) -> str:
    return "cli-" + "-".join(part.strip("-") for part in path.split()[1:]) if " " in path else "cli-meshal"


def _exit_codes(lang: str) -> str:
    rows = [f"| `{code}` | {t(f'guide-cli-exit-{code}', lang)} |" for code in (0, 1, 2)]
    rows.append(f"| `128 + N` | {t('guide-cli-exit-signal', lang)} |")  # scratch.exit_on_signals
    return "\n".join([f"## {t('guide-cli-exit-codes', lang)} {{ #cli-exit-codes }}", "",
                      f"| {t('guide-cli-code', lang)} | {t('guide-cli-meaning', lang)} |", "| --- | --- |",
                      *rows, ""])
