"""The command line in the user's language: our help texts and click's own messages.

Help texts come from the catalogue (``locale/help.yaml``): ``help-<command path>`` for a command,
``help-<command path>--<option>`` for an option, ``help-option--<option>`` for one several
commands share. click's messages ("Usage:", "Missing argument", "No such option" …) go through
gettext, so a gettext catalogue built from ``locale/click.yaml`` (with Babel) is installed for
the run: gettext finds it through ``bindtextdomain`` and the ``LANGUAGE`` variable, both put back
when the run ends.
"""

from __future__ import annotations

import contextlib
import gettext
import io
import os
from collections.abc import Iterator, Sequence
from functools import cache
from pathlib import Path

import click

from .. import kept
from ..i18n import EDITIONS, HANT, catalogue, catalogue_files, default_language, text

_DOMAIN = "messages"  # click calls gettext.gettext: the default domain
_NO_REWRAP = "\b"
HELP_OPTION_NAMES = ["-h", "--help"]
_GETTEXT = {"zh-Hant": "zh_TW"}  # gettext's name for a language, where it is not ours


def message_language(args: Sequence[str]) -> str:
    """The language a run's messages are in: its ``--lang`` (the last one), else the locale's.

    ``meshal new pack --lang`` is the deprecated spelling of ``--languages`` and names no message language.
    """
    words = [a for a in args if not a.startswith("-")][:2]
    chosen = default_language()
    if words == ["new", "pack"]:
        return chosen
    for i, arg in enumerate(args):
        if arg == "--":
            break
        value = args[i + 1] if arg == "--lang" and i + 1 < len(args) else arg.removeprefix("--lang=")
        if (arg == "--lang" or arg.startswith("--lang=")) and value in EDITIONS:
            chosen = value
    return chosen


def localise_help(command: click.Command, lang: str, path: tuple[str, ...] = ()) -> None:
    """Set the help of ``command``, its options and its subcommands from the catalogue."""
    key = "help-" + ("-".join(path) or "meshal")
    known = catalogue()
    # A ruleset's command whose help keys are missing keeps the help it was written with
    # (`meshal ruleset check` says which keys are missing).
    if key in known:
        command.help = _help_text(text(key, lang))
        command.short_help = None
    command.options_metavar = text("cli-options-metavar", lang)
    for param in command.params:
        if isinstance(param.type, click.Path):
            param.type.name = text(_path_key(param.type), lang)
        if isinstance(param, click.Option):
            own = f"{key}--{param.name}"
            chosen = own if own in known else f"help-option--{param.name}"
            if chosen in known:
                param.help = text(chosen, lang)
    # click makes --help once per command and keeps it: its text must follow the language too.
    with click.Context(command, help_option_names=HELP_OPTION_NAMES) as context:
        shown = command.get_help_option(context)
        if shown is not None:
            shown.help = text("help-option--help", lang)
    if isinstance(command, click.Group):
        command.subcommand_metavar = text("cli-subcommand-metavar", lang)
        for name, sub in command.commands.items():
            localise_help(sub, lang, (*path, name))


def _path_key(kind: click.Path) -> str:
    """The catalogue key of a path's name, by click's own rule. Click names it when the command is made,
    in the language of the run that first imports it: one process shows help in several (a build's CLI
    reference, a test run), so it follows the language each time, as the help does."""
    if kind.file_okay and not kind.dir_okay:
        return "click-file"
    return "click-directory" if kind.dir_okay and not kind.file_okay else "click-path"


def _help_text(text: str) -> str:
    # YAML cannot hold click's no-rewrap marker (a backspace) readably: the catalogue writes \b.
    return "\n".join(_NO_REWRAP if line.strip() == "\\b" else line for line in text.rstrip().split("\n"))


@contextlib.contextmanager
def click_speaks(lang: str) -> Iterator[None]:
    """Inside the block, click's own messages are in ``lang``."""
    saved_dir = gettext.bindtextdomain(_DOMAIN)
    saved_language = os.environ.get("LANGUAGE")
    with _messages(lang) as root:
        gettext.bindtextdomain(_DOMAIN, str(root))
        os.environ["LANGUAGE"] = _GETTEXT.get(lang, lang)
        try:
            yield
        finally:
            gettext.bindtextdomain(_DOMAIN, saved_dir)
            if saved_language is None:
                os.environ.pop("LANGUAGE", None)
            else:
                os.environ["LANGUAGE"] = saved_language


@contextlib.contextmanager
def _messages(lang: str) -> Iterator[Path]:
    """A folder of gettext catalogues holding click's messages in ``lang``: kept beside the
    bytecode (Babel is slow to import), else made for this run."""
    if lang == "en":  # click's messages are English already: a folder with no catalogue at all
        yield kept.FOLDER / "gettext-none"
        return
    name = f"{_GETTEXT.get(lang, lang)}/LC_MESSAGES/{_DOMAIN}.mo"
    found = kept.kept_file(f"gettext/{name}", _sources(lang), lambda: _catalogue(lang))
    if found is not None:
        yield kept.FOLDER / "gettext"
        return
    import tempfile

    with tempfile.TemporaryDirectory(prefix="meshal-messages-") as root:
        target = Path(root) / name
        target.parent.mkdir(parents=True)
        target.write_bytes(_catalogue(lang))
        yield Path(root)


def _sources(lang: str) -> list[Path]:
    if lang != HANT:
        return catalogue_files()
    from ..hant import sources  # zh-Hant's messages are converted: its phrases and OpenCC matter too

    return [*catalogue_files(), *sources()]


@cache  # made at most once a run, kept or not
def _catalogue(lang: str) -> bytes:
    """click's messages in ``lang``, as a gettext ``.mo`` file."""
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo

    messages = Catalog(locale=_GETTEXT.get(lang, lang))
    for key, both in catalogue().items():
        if key.startswith("click-"):
            if "en-plural" in both:
                messages.add((both["en"], both["en-plural"]), (text(key, lang),) * messages.num_plurals)
            else:
                messages.add(both["en"], text(key, lang))
    out = io.BytesIO()
    write_mo(out, messages)
    return out.getvalue()
