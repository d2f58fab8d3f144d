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
        listed = [r.summary() for r in found] + [_broken(b) for b in rulesets.broken()]
        click.echo(json.dumps(listed, ensure_ascii=False, indent=2))
        return
    for ruleset in found:
        click.echo(t("rulesets-line", lang, id=ruleset.id, name=ruleset.named(lang), version=ruleset.version,
                     status=t(f"ruleset-status-{ruleset.status}", lang)))
        click.echo(t("rulesets-packs", lang, packs=", ".join(ruleset.packs) or "—"))
        if ruleset.kinds:
            click.echo(t("rulesets-kinds", lang, kinds=", ".join(k.name for k in ruleset.kinds)))
    for plugin in rulesets.broken():
        click.echo(t("rulesets-broken-line", lang, name=plugin.name, distribution=plugin.distribution or "?"))
        click.echo(t("rulesets-broken-reason", lang, reason=plugin.message(lang)))


def _broken(plugin: rulesets.Broken) -> dict:
    """A plugin that is installed but left out, as the JSON lists it after the working ones: every key a
    working one has (empty), ``"status": "broken"`` and the reason."""
    return {"id": plugin.name, "name": {"zh": plugin.name, "en": plugin.name}, "version": "", "status": "broken",
            "packs": [], "kinds": [], "editions": [], "distribution": plugin.distribution,
            "distribution_version": "", "api": None, "entry_point": plugin.value,
            "error": {"code": plugin.code, "message": {"zh": plugin.message("zh"), "en": plugin.message("en")}}}
