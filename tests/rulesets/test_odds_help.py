"""Every option of every ruleset's ``meshal odds --system X`` has a help text of its own, in each
language: options that share a destination (click's ``flag_value``) once showed one text for all."""

from __future__ import annotations

import click
import pytest

from meshal_compendium import rulesets
from meshal_compendium.cli.messages import localise_help

SYSTEMS = [s for s in rulesets.registry() if rulesets.get(s).odds]


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("system", SYSTEMS)
def test_each_option_has_its_own_help(system, lang):
    command = rulesets.resolve(rulesets.get(system).odds)
    localise_help(command, lang, ("odds",) if system == rulesets.DEFAULT else ("odds", system))  # as `meshal odds` does
    options = [p for p in command.params if isinstance(p, click.Option) and p.name != "lang"]
    texts = {"/".join(p.opts): p.help for p in options}
    assert all(texts.values()), [name for name, text in texts.items() if not text]
    shared = {text: [n for n, t in texts.items() if t == text] for text in texts.values()}
    assert all(len(names) == 1 for names in shared.values()), [n for n in shared.values() if len(n) > 1]


def test_the_tactics_plain_forms_say_one_at_a_time():
    from click.testing import CliRunner

    from meshal_compendium.cli import main

    result = CliRunner().invoke(main, ["odds", "--system", "tactics", "3d6", "--burning", "--production",
                                       "--lang", "en"])
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert "--burning --production: give one of" in result.output
