"""``meshal odds``: the exact distribution of a roll, versus and attack outcomes."""

from __future__ import annotations

import json

import click

from ....cli import lang_option
from ....problems import MeshalError
from ..engine.format import odds_json, odds_text
from ..engine.odds import attack_type_key, odds
from ..handbook import PROTECTED_TYPES, Protections
from ..notation import attribute_key, parse_dice


def parse_values(pairs: tuple[str, ...]) -> dict[str, int]:
    """``--set M=4 --set 灵巧=3`` → {"might": 4, "elastane": 3}."""
    values = {}
    for pair in pairs:
        name, _, number = pair.partition("=")
        key = attribute_key(name)
        if key is None or not number.strip().lstrip("-").isdigit():
            raise MeshalError("cli-bad-set", given=pair)
        values[key] = int(number)
    return values


def parse_protections(pairs: tuple[str, ...]) -> Protections:
    """``--protection physical=2 --protection 能量=-1`` → Protections."""
    given = {}
    for pair in pairs:
        name, _, number = pair.partition("=")
        key = attack_type_key(name) if name.strip() else ""
        if key not in PROTECTED_TYPES or not number.strip().lstrip("-").isdigit():
            raise MeshalError("cli-bad-protection", given=pair)
        given[key] = int(number)
    return Protections.of(given)


def max_leaks(values: dict[str, int]) -> int | None:
    """Max Leaks = Sense (L109) when --set gives the roller's Sense; else unknown, not checked."""
    return values.get("sense")


def dice_options(f):
    """Options every dice command shares: --set, --adv, --pen, --burst."""
    for option in reversed([
        click.option("--set", "values", multiple=True, metavar="NAME=N"),
        click.option("--adv", default=0, type=click.IntRange(min=0), metavar="N"),
        click.option("--pen", default=0, type=click.IntRange(min=0), metavar="N"),
        click.option("--burst", default=0, type=click.IntRange(min=0), metavar="N"),
    ]):
        f = option(f)
    return f


@click.command("odds")
@click.argument("pool")
@dice_options
@click.option("--type", "types", metavar="T[/T...]")
@click.option("--protection", "protections", multiple=True, metavar="T=N")
@click.option("--penetrate", default=0, type=click.IntRange(min=0), metavar="N")
@click.option("--vs", "vs", metavar="POOL2")
@click.option("--defense", metavar="POOL2")
@click.option("--json", "as_json", is_flag=True)
@lang_option
def command(pool, values, adv, pen, burst, types, protections, penetrate, vs, defense, as_json,
            lang):
    """Exact odds of POOL: distribution, P(≥k), mean; versus and attack outcomes."""
    values = parse_values(values)
    found = odds(
        parse_dice(pool), values, advantage=adv, penalty=pen, burst=burst,
        max_leaks=max_leaks(values),
        types=[attack_type_key(t) for t in types.split("/")] if types else None,
        protections=parse_protections(protections), penetrate=penetrate,
        vs=parse_dice(vs) if vs else None, defense=parse_dice(defense) if defense else None,
    )
    if as_json:
        body = odds_json(found, lang)
        if click.get_current_context().meta.get("system"):  # asked with --system: say whose, as every ruleset does
            body = {"system": "meshal", **body}
        click.echo(json.dumps(body, ensure_ascii=False, indent=2))
    else:
        click.echo(odds_text(found, lang))
