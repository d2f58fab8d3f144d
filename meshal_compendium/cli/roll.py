"""``meshal roll``: roll a pool once, showing every face and the result."""

from __future__ import annotations

import json
import random

import click

from ..engine.format import roll_json, roll_text
from ..engine.odds import roll_pool
from ..notation import parse_dice
from . import lang_option
from .odds import dice_options, max_leaks, parse_values


@click.command("roll")
@click.argument("pool")
@dice_options
@click.option("--seed", type=int, default=None, metavar="N",
              help="Seed for a repeatable roll. / 随机种子(可重现).")
@click.option("--json", "as_json", is_flag=True, help="One JSON object on stdout. / 输出JSON.")
@lang_option
def command(pool, values, adv, pen, burst, seed, as_json, lang):
    """Roll POOL once: each face and the result (points: faces of 5 or 6 are marked).

    \b
    --json prints {"pool": {"notation", "dice", "kind"}, "faces": [int, ...],
                   "result": int, "success": bool (points pools only)}.

    \b
    Examples:
      meshal roll 2🎲⁺ --seed 1
      meshal roll 'Elastane+1🎲' --set E=3 --adv 1
    """
    parsed, values = parse_dice(pool), parse_values(values)
    rolled = roll_pool(parsed, values, random.Random(seed), advantage=adv, penalty=pen,
                       burst=burst, max_leaks=max_leaks(values))
    if as_json:
        click.echo(json.dumps(roll_json(parsed, rolled, lang), ensure_ascii=False, indent=2))
    else:
        click.echo(roll_text(parsed, rolled, lang, burst, max_leaks(values)))
