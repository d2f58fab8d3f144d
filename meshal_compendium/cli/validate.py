"""``meshal validate``: check packs and files; print problems as file:line:col or JSON."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from .. import rulesets
from ..i18n import t
from ..load import load
from . import lang_option


@click.command("validate")
@click.argument("paths", nargs=-1, type=click.Path(exists=True, path_type=Path))
@click.option("--format", "output", type=click.Choice(["text", "json"]), default="text")
@click.option("--ruleset", metavar="ID")
@lang_option
def command(paths: tuple[Path, ...], output: str, ruleset: str | None, lang: str) -> None:
    """Validate content packs, pack folders or single YAML files (default: the shipped content)."""
    result = load(list(paths), ruleset and rulesets.get(ruleset).id)
    if output == "json":
        body = {"ok": result.ok, "entries": result.entries,
                "problems": [p.to_json(lang) for p in result.problems]}
        click.echo(json.dumps(body, ensure_ascii=False, indent=2))
    else:
        for found in result.problems:
            click.echo(found.to_text(lang))
        errors = sum(p.severity == "error" for p in result.problems)
        warnings = len(result.problems) - errors
        click.echo(t("validate-summary", lang, entries=result.entries, errors=errors,
                     warnings=warnings))
    sys.exit(0 if result.ok else 1)
