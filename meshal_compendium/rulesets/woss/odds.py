"""``meshal odds --system woss CHECK --dodge N --block N``: the hit check's tiers, and damage;
``meshal odds --system woss --contest N --vs N``: an opposed 1D10 check; ``--first-aid N``,
``--run METRES`` (each with ``--skill N``) and ``--fall METRES``: first aid, running and falling."""

from __future__ import annotations

import json

import click

from ...cli import lang_option
from ...problems import MeshalError
from .engine import condition_format, rules, rulings
from .engine.actions import parse_plan
from .engine.check import Situation
from .engine.contest import Contest
from .engine.damage import critical_defense_of
from .engine.format import Damage, Odds, contest_json, contest_text, odds_json, odds_text, plan_json, plan_text
from .engine.notation import parse_check, parse_roll

LIMIT = click.IntRange(-100_000, 100_000)


@click.command("odds")
@click.argument("check", required=False)
@click.option("--dodge", type=LIMIT, metavar="N")
@click.option("--block", type=LIMIT, metavar="N")
@click.option("--damage", "damage_roll", metavar="ROLL")
@click.option("--defense", type=click.IntRange(0, 100_000), default=0, metavar="N")
@click.option("--critical-defense", type=click.IntRange(0, 100_000), metavar="N")
@click.option("--multiplier", type=click.IntRange(1, 1000), default=1, metavar="N")
@click.option("--enchantment", type=click.IntRange(0, 100_000), default=0, metavar="N")
@click.option("--resistance", type=click.IntRange(0, 100_000), default=0, metavar="N")
@click.option("--reading", type=click.Choice(rules.READINGS), default=rules.DEFAULT_READING)
@click.option("--ruling", "picked", multiple=True, metavar="ID=READING")
@click.option("--cover", metavar="small|medium")  # checked by the engine: exit 1, a message
@click.option("--shield", is_flag=True)
@click.option("--always-critical", "always_critical", is_flag=True)
@click.option("--friendly-fire", "friendly_fire", is_flag=True)
@click.option("--torture", type=int, metavar="LIFE")
@click.option("--focus-attacks", "focus_attacks", type=int, metavar="N")
@click.option("--stance", metavar="wounding|assassinating|swift")  # checked by the engine: exit 1
@click.option("--attacks", type=int, metavar="N")
@click.option("--deaf", is_flag=True)
@click.option("--contest", type=LIMIT, metavar="N")
@click.option("--vs", "contest_vs", type=LIMIT, metavar="N")
@click.option("--contest-kind", "contest_kind", default="plain", metavar="plain|impact|grapple")
@click.option("--plan", "plan", metavar="STEPS")
@click.option("--points", type=click.IntRange(1, 1000), metavar="N")
@click.option("--first-aid", "first_aid", type=int, metavar="BLEEDING")
@click.option("--quick", is_flag=True)
@click.option("--aided", is_flag=True)
@click.option("--run", "run_metres", type=int, metavar="METRES")
@click.option("--pace", default="run", metavar="run|fast")  # checked by the engine: exit 1, a message
@click.option("--weight", type=int, default=0, metavar="POUNDS")
@click.option("--skill", type=int, metavar="N")
@click.option("--fall", type=int, metavar="METRES")
@click.option("--surface", default="open", metavar="open|obstacles|cushion")
@click.option("--json", "as_json", is_flag=True)
@lang_option
def command(check, dodge, block, damage_roll, defense, critical_defense, multiplier, enchantment, resistance, reading,
            picked, cover, shield, always_critical, friendly_fire, torture, focus_attacks, stance, attacks, deaf,
            contest, contest_vs,
            contest_kind, plan, points, first_aid, quick, aided, run_metres, pace, weight, skill, fall, surface,
            as_json, lang):
    """WOSS hit check odds (help: locale/engine.yaml)."""
    readings = rulings.parse(picked)
    if first_aid is not None or run_metres is not None or fall is not None:
        others = check is not None or contest is not None or plan is not None
        _condition(first_aid, run_metres, fall, skill, others, (quick, aided), (pace, weight), surface, readings,
                   as_json, lang)
        return
    if plan is not None or points is not None:
        if plan is None or points is None or check is not None or contest is not None:
            raise MeshalError("woss-plan-form")
        steps = parse_plan(plan)
        click.echo(json.dumps(plan_json(steps, points, reading), ensure_ascii=False, indent=2) if as_json
                   else plan_text(steps, points, reading, lang))
        return
    if contest is not None or contest_vs is not None:
        if check is not None or contest is None or contest_vs is None:
            raise MeshalError("woss-contest-form")
        _echo(Contest(contest, contest_vs, contest_kind), readings, as_json, lang)
        return
    if check is None or dodge is None or block is None:
        raise MeshalError("woss-check-form")
    hurt = None
    if damage_roll is not None:
        # L109 "致命防御如果没有写明，等于盔甲防御": ruling woss-critical-defense-default.
        critical = critical_defense_of(defense, critical_defense, readings)
        hurt = Damage(parse_roll(damage_roll), multiplier, defense, critical, enchantment, resistance, readings)
    if torture is not None and hurt is None:
        raise MeshalError("woss-torture-needs-damage")
    situation = Situation(cover, shield, always_critical, friendly_fire)
    if (stance is None) != (attacks is None):
        raise MeshalError("woss-stance-form")
    found = Odds(parse_check(check), dodge, block, reading, hurt, readings, situation, torture, focus_attacks,
                 stance, attacks, deaf)
    _ = found.focus if focus_attacks is not None else None  # a bad count is said before any output
    _ = found.stance_round if stance is not None else None
    if as_json:
        click.echo(json.dumps(odds_json(found), ensure_ascii=False, indent=2))
    else:
        click.echo(odds_text(found, lang))


def _echo(contest: Contest, readings: dict[str, str], as_json: bool, lang: str) -> None:
    if as_json:
        click.echo(json.dumps(contest_json(contest, readings), ensure_ascii=False, indent=2))
    else:
        click.echo(contest_text(contest, readings, lang))


def _condition(first_aid: int | None, run_metres: int | None, fall: int | None, skill: int | None, others: bool,
               aid: tuple[bool, bool], run: tuple[str, int], surface: str, readings: dict[str, str],
               as_json: bool, lang: str) -> None:
    """First aid, a run or a fall: exactly one of them, ``--skill`` with the first two only."""
    asked = [n for n, v in (("first-aid", first_aid), ("run", run_metres), ("fall", fall)) if v is not None]
    if len(asked) > 1 or others or (skill is None) == (asked[0] != "fall"):
        raise MeshalError("woss-condition-form")
    if first_aid is not None:
        args = (first_aid, skill, *aid, readings)
        found = condition_format.first_aid_json(*args) if as_json else condition_format.first_aid_text(*args, lang)
    elif run_metres is not None:
        args = (run_metres, skill, *run, readings)
        found = condition_format.run_json(*args) if as_json else condition_format.run_text(*args, lang)
    else:
        found = condition_format.fall_json(fall, surface, readings) if as_json \
            else condition_format.fall_text(fall, surface, readings, lang)
    click.echo(json.dumps(found, ensure_ascii=False, indent=2) if as_json else found)
