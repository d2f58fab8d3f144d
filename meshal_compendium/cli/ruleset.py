"""``meshal ruleset check [ID]``: lint installed rulesets without building a wiki (``rulesets/check.py``)."""

from __future__ import annotations

import json
import sys

import click

from .. import rulesets
from ..i18n import t
from . import lang_option


@click.group("ruleset")
def command() -> None:
    """Tools for ruleset authors (help: locale/help.yaml)."""


@command.command("check")
@click.argument("ruleset_id", metavar="[ID]", required=False)
@click.option("--format", "output", type=click.Choice(["text", "json"]), default="text")
@lang_option
def check(ruleset_id: str | None, output: str, lang: str) -> None:
    """Lint ID (default: every installed ruleset)."""
    from ..rulesets.check import check as problems_of

    chosen = [rulesets.get(ruleset_id)] if ruleset_id else list(rulesets.registry().values())
    found = {ruleset.id: problems_of(ruleset) for ruleset in chosen}
    count = sum(map(len, found.values()))
    if output == "json":
        body = {"ok": count == 0,
                "rulesets": {id: [p.to_json(lang) for p in problems] for id, problems in found.items()}}
        click.echo(json.dumps(body, ensure_ascii=False, indent=2))
    else:
        for id, problems in found.items():
            for problem in problems:
                click.echo(problem.to_text(lang))
            if not problems:
                click.echo(t("ruleset-check-ok", lang, id=id))
        click.echo(t("ruleset-check-summary", lang, n=len(found), problems=count))
    sys.exit(1 if count else 0)
