"""``meshal odds --system coin N``: how many of N flips of a coin come up heads, exactly."""

import json
from fractions import Fraction
from math import comb

import click

from meshal_compendium.cli import lang_option
from meshal_compendium.i18n import t
from meshal_compendium.problems import MeshalError


def heads(flips: int, chance: Fraction) -> list[tuple[int, Fraction]]:
    if flips < 1:
        raise MeshalError("coin-no-flips")
    return [(k, comb(flips, k) * chance**k * (1 - chance) ** (flips - k)) for k in range(flips + 1)]


@click.command("odds")
@click.argument("flips", type=int)
@click.option("--heads", "chance", default="1/2", metavar="P")
@click.option("--json", "as_json", is_flag=True)
@lang_option
def command(flips: int, chance: str, as_json: bool, lang: str) -> None:
    """Heads among FLIPS (help: locale/coin.yaml)."""
    try:
        p = Fraction(chance)
    except (ValueError, ZeroDivisionError):
        raise MeshalError("coin-bad-chance", given=chance) from None
    found = heads(flips, p)
    if as_json:
        body = {"system": "coin", "distribution": [
            {"value": k, "probability": f"{q.numerator}/{q.denominator}"} for k, q in found]}
        click.echo(json.dumps(body, ensure_ascii=False, indent=2))
    else:
        for k, q in found:
            click.echo(t("coin-line", lang, k=k, p=f"{q.numerator}/{q.denominator}"))
