"""``meshal odds``: the exact distribution of a roll, versus and attack outcomes."""

from __future__ import annotations

import json

import click

from ..engine.format import odds_json, odds_text
from ..engine.odds import attack_type_key, odds
from ..model import PROTECTED_TYPES, Protections
from ..notation import attribute_key, parse_dice
from ..problems import MeshalError
from . import lang_option


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
        click.option("--set", "values", multiple=True, metavar="NAME=N",
                     help="Attribute value for attribute pools, e.g. M=4, Elastane=3, 灵巧=3; "
                          "applies to every pool. / 属性数值."),
        click.option("--adv", default=0, type=click.IntRange(min=0), metavar="N",
                     help="Advantage: +1 die each. / 优势."),
        click.option("--pen", default=0, type=click.IntRange(min=0), metavar="N",
                     help="Penalty: -1 die each (at least 1 die is rolled). / 劣势."),
        click.option("--burst", default=0, type=click.IntRange(min=0), metavar="N",
                     help="Burst: add N Leaks for N advantage, once per roll. Assumes 0 Leaks "
                          "before the roll; with --set S=N, more than max Leaks = Sense is "
                          "refused. / 爆发: 增加N透支; 按投骰前透支为0计, 给出直觉时不能超过最大透支."),
    ]):
        f = option(f)
    return f


@click.command("odds")
@click.argument("pool")
@dice_options
@click.option("--type", "types", metavar="T[/T...]",
              help="Attack type(s): physical|energetic|spectral|raw (物质/能量/灵毒/真实); "
                   "several make a multi-type attack. / 攻击类型.")
@click.option("--protection", "protections", multiple=True, metavar="T=N",
              help="Target's protection, e.g. physical=2; negative is a weakness. / 受击者防护.")
@click.option("--penetrate", default=0, type=click.IntRange(min=0), metavar="N",
              help="Penetrate: cancel up to N positive protection. / 穿透.")
@click.option("--vs", "vs", metavar="POOL2", help="Opponent's pool for a versus. / 对抗.")
@click.option("--defense", metavar="POOL2",
              help="Defense pool against POOL as an attack, e.g. 'Elastane🎲'. / 防御.")
@click.option("--json", "as_json", is_flag=True, help="One JSON object on stdout. / 输出JSON.")
@lang_option
def command(pool, values, adv, pen, burst, types, protections, penetrate, vs, defense, as_json,
            lang):
    """Exact odds of POOL: distribution, P(≥k), mean; versus and attack outcomes.

    POOL is handbook notation (3🎲, 2🎲⁺, 强壮🎲, Elastane+1🎲, Might/Elastane high🎲) or
    the keyboard form (3d, 2d+, Md, E+1d, max(M,E)d, min(S,E)d). Protection of the
    attack's type turns into penalty on POOL (negative protection: advantage).

    \b
    --json prints one object; probabilities are reduced fractions "a/b":
      {"pool": {"notation", "dice", "kind"},
       "distribution": [{"value", "probability"}, ...], "mean",
       "versus": {"win", "tie", "lose", "win_after_roll_add"},       (with --vs)
       "attack": {"hit", "wounds": [{"value", "probability"}, ...],
                  "solid_defense"}}                                    (with --defense)

    \b
    Examples:
      meshal odds 3🎲
      meshal odds 'Might🎲' --set M=4 --adv 1 --type physical --protection physical=2 \\
          --defense 'Elastane🎲' --set E=3
      meshal odds 'max(M,E)d' --set M=4 --set E=2 --vs 3d --json
    """
    values = parse_values(values)
    found = odds(
        parse_dice(pool), values, advantage=adv, penalty=pen, burst=burst,
        max_leaks=max_leaks(values),
        types=[attack_type_key(t) for t in types.split("/")] if types else None,
        protections=parse_protections(protections), penetrate=penetrate,
        vs=parse_dice(vs) if vs else None, defense=parse_dice(defense) if defense else None,
    )
    if as_json:
        click.echo(json.dumps(odds_json(found, lang), ensure_ascii=False, indent=2))
    else:
        click.echo(odds_text(found, lang))
