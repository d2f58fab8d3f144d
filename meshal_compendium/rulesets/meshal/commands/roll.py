"""``meshal roll``: roll a pool once, showing every face and the result."""

from __future__ import annotations

import json
import random

import click

from ....cli import lang_option
from ..engine.format import roll_json, roll_text
from ..engine.odds import roll_pool
from ..notation import parse_dice
from .odds import dice_options, max_leaks, parse_values


@click.command("roll")
@click.argument("pool")
@dice_options
@click.option("--seed", type=int, default=None, metavar="N")
@click.option("--json", "as_json", is_flag=True)
@lang_option
def command(pool, values, adv, pen, burst, seed, as_json, lang):
    """Roll POOL once: each face and the result (points: faces of 5 or 6 are marked)."""
    parsed, values = parse_dice(pool), parse_values(values)
    rolled = roll_pool(parsed, values, random.Random(seed), advantage=adv, penalty=pen,
                       burst=burst, max_leaks=max_leaks(values))
    if as_json:
        click.echo(json.dumps(roll_json(parsed, rolled, lang), ensure_ascii=False, indent=2))
    else:
        click.echo(roll_text(parsed, rolled, lang, burst, max_leaks(values)))
