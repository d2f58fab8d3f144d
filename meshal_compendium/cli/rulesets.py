"""``meshal rulesets``: the installed rulesets, as text or as the JSON other tools read."""

from __future__ import annotations

import json

import click

from .. import rulesets
from ..i18n import t
from . import lang_option


@click.command("rulesets")
@click.option("--format", "output", type=click.Choice(["text", "json"]), default="text")
@lang_option
def command(output: str, lang: str) -> None:
    """The installed rulesets (help: locale/help.yaml)."""
    found = rulesets.registry().values()
    if output == "json":
        click.echo(json.dumps([r.summary() for r in found], ensure_ascii=False, indent=2))
        return
    for ruleset in found:
        click.echo(t("rulesets-line", lang, id=ruleset.id, name=ruleset.name[lang], version=ruleset.version,
                     status=t(f"ruleset-status-{ruleset.status}", lang)))
        click.echo(t("rulesets-packs", lang, packs=", ".join(ruleset.packs) or "—"))
        if ruleset.kinds:
            click.echo(t("rulesets-kinds", lang, kinds=", ".join(k.name for k in ruleset.kinds)))
