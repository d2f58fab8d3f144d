"""``meshal odds --system d20-pool 4d20 …``: the exact distribution of a pool's successes, or of
the net difference against a second pool (``--vs``, with its own ``--vs-…`` options), with the
exact mass not listed."""

from __future__ import annotations

import json
from fractions import Fraction
from typing import Any

import click

from ...cli import lang_option
from ...figures import bar, fraction, percent, table
from ...i18n import t
from ...problems import MeshalError
from .engine.notation import parse_pool, render_pool
from .engine.pool import FIXED_READINGS, Pool, Successes, edge_of, readings, successes
from .engine.versus import versus, win


@click.command("odds")
@click.argument("pool")
@click.option("--advantage", is_flag=True)
@click.option("--disadvantage", is_flag=True)
@click.option("--extra", default=0, type=int, metavar="N")
@click.option("--deduct", default=0, type=int, metavar="N")
@click.option("--fortune-modifier", "fortune_modifier", default=0, type=int, metavar="N")
@click.option("--ruling", default="sequential", metavar="NAME")
@click.option("--vs", "vs", metavar="POOL2")
@click.option("--vs-advantage", "vs_advantage", is_flag=True)
@click.option("--vs-disadvantage", "vs_disadvantage", is_flag=True)
@click.option("--vs-extra", "vs_extra", default=0, type=int, metavar="N")
@click.option("--vs-deduct", "vs_deduct", default=0, type=int, metavar="N")
@click.option("--vs-fortune-modifier", "vs_fortune_modifier", default=0, type=int, metavar="N")
@click.option("--json", "as_json", is_flag=True)
@lang_option
def command(pool, advantage, disadvantage, extra, deduct, fortune_modifier, ruling, vs, vs_advantage,
            vs_disadvantage, vs_extra, vs_deduct, vs_fortune_modifier, as_json, lang):
    """Exact successes of a d20 pool (its help is help-odds-d20-pool in locale/engine.yaml)."""
    rolled = Pool(parse_pool(pool), edge_of(advantage, disadvantage), extra, deduct, fortune_modifier, ruling)
    second = (vs_advantage, vs_disadvantage, vs_extra, vs_deduct, vs_fortune_modifier)
    if not vs and any(second):  # options for a pool not given would be silently ignored
        raise MeshalError("d20-pool-vs-options-need-vs")
    opposed = Pool(parse_pool(vs), edge_of(vs_advantage, vs_disadvantage), vs_extra, vs_deduct, vs_fortune_modifier,
                   ruling) if vs else None
    found = versus(rolled, opposed) if opposed else successes(rolled)
    if as_json:
        click.echo(json.dumps(odds_json(rolled, opposed, found), ensure_ascii=False, indent=2))
    else:
        click.echo(odds_text(rolled, opposed, found, lang))


def odds_json(rolled: Pool, opposed: Pool | None, found: Successes) -> dict[str, Any]:
    """The ``--json`` object (README: d20 success pool odds)."""
    body: dict[str, Any] = {
        "system": "d20-pool", "pool": render_pool(rolled.dice), "dice": rolled.dice, "edge": rolled.edge,
        "extra": rolled.extra, "deduct": rolled.deduct, "fortune_modifier": rolled.fortune,
        "ruling": rolled.ruling, "rulings": readings(rolled),
        "distribution": [{"value": v, "probability": fraction(p)} for v, p in found.outcomes],
        "remainder": fraction(found.remainder),
    }
    if opposed is None:
        body["at_least"] = [{"value": v, "probability": fraction(found.at_least(v))} for v, _ in found.outcomes]
    else:
        body["vs"] = render_pool(opposed.dice)
        body |= {"vs_dice": opposed.dice, "vs_edge": opposed.edge, "vs_extra": opposed.extra,
                 "vs_deduct": opposed.deduct, "vs_fortune_modifier": opposed.fortune}
        body["win"] = fraction(win(rolled, opposed))
    return body


def odds_text(rolled: Pool, opposed: Pool | None, found: Successes, lang: str) -> str:
    lines = [t("d20-pool-odds-pool", lang, pool=render_pool(rolled.dice), edge=t(f"d20-pool-edge-{rolled.edge}", lang),
               extra=rolled.extra, deduct=rolled.deduct, fortune=rolled.fortune)]
    if opposed:
        lines.append(t("d20-pool-odds-vs", lang, pool=render_pool(opposed.dice),
                       edge=t(f"d20-pool-edge-{opposed.edge}", lang), extra=opposed.extra, deduct=opposed.deduct,
                       fortune=opposed.fortune))
    lines.append(t("d20-pool-odds-ruling", lang, name=t(f"d20-pool-ruling-{rolled.ruling}", lang), id=rolled.ruling))
    lines += [t("d20-pool-odds-reading", lang, ruling=ruling, name=t(f"d20-pool-ruling-{reading}", lang), id=reading)
              for ruling, reading in FIXED_READINGS.items()]
    top = max(p for _, p in found.outcomes)
    value = t("d20-pool-odds-net" if opposed else "d20-pool-odds-successes", lang)
    headers = [value, t("d20-pool-odds-exactly", lang), *([] if opposed else [t("d20-pool-odds-at-least", lang)]), ""]
    rows = [[str(v), _shown(p), *([] if opposed else [_shown(found.at_least(v))]), bar(p / top, 20)]
            for v, p in found.outcomes]
    lines += ["", table(headers, rows), ""]
    if opposed:
        lines.append(t("d20-pool-odds-win", lang, p=_shown(win(rolled, opposed))))
    lines.append(t("d20-pool-odds-remainder", lang, p=_shown(found.remainder)))
    return "\n".join(lines)


def _shown(p: Fraction) -> str:
    return f"{percent(p)} ({fraction(p)})"
