"""``meshal odds --system d20-pool 4d20 …``: the exact distribution of a pool's successes, or of
the net difference against a second pool (``--vs``, with its own ``--vs-…`` options, and the hit
after a concealment miss chance), with the exact mass not listed. The other forms, one per run:
``--damage`` (``damage_odds``), ``--save``, ``--wound``, ``--dying`` and ``--initiative`` (``check_odds``)."""

from __future__ import annotations

import json
from typing import Any

import click
from click.core import ParameterSource

from ...cli import lang_option
from ...figures import bar, fraction, table
from ...i18n import t
from ...problems import MeshalError
from . import check_odds, rules
from .damage_odds import damage_json, damage_text
from .engine.damage import Defenses, damage
from .engine.notation import parse_pool, render_pool
from .engine.pool import FIXED_READINGS, Pool, Successes, edge_of, readings, successes
from .engine.versus import versus, win
from .readout import ruling_lines
from .readout import shown as _shown

# Each form: the option (or argument) that chooses it → the other options it takes (of a check, its
# numbers after the modifier, in order: the DC, the fatal damage, the Endurance modifier and the
# worsenings already counted, the other's initiative).
FORMS: dict[str, tuple[str, ...]] = {
    "pool": ("advantage", "disadvantage", "extra", "deduct", "fortune_modifier", "ruling", "vs", "vs_advantage",
             "vs_disadvantage", "vs_extra", "vs_deduct", "vs_fortune_modifier", "concealment"),
    "damage": ("resistant", "vulnerable", "reduction", "true_damage", "vital"),
    "save": ("dc",), "wound": ("fatal",), "dying": ("endurance_modifier", "worsened"), "initiative": ("vs_initiative",),
}
NEEDS = {"save": "dc", "wound": "fatal", "dying": "endurance_modifier"}


@click.command("odds")
@click.argument("pool", required=False)
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
@click.option("--concealment", default="none", metavar="none|half|full")
@click.option("--damage", metavar="DICE")
@click.option("--resistant", is_flag=True)
@click.option("--vulnerable", is_flag=True)
@click.option("--reduction", default=0, type=int, metavar="N")
@click.option("--true", "true_damage", is_flag=True)
@click.option("--vital", is_flag=True)
@click.option("--save", type=int, metavar="MOD")
@click.option("--dc", type=int, metavar="N")
@click.option("--wound", type=int, metavar="MOD")
@click.option("--fatal", type=int, metavar="N")
@click.option("--dying", type=int, metavar="MOD")
@click.option("--endurance-modifier", "endurance_modifier", type=int, metavar="N")
@click.option("--worsened", default=0, type=int, metavar="N")
@click.option("--initiative", type=int, metavar="MOD")
@click.option("--vs-initiative", "vs_initiative", type=int, metavar="MOD")
@click.option("--json", "as_json", is_flag=True)
@lang_option
def command(pool, as_json, lang, **given):
    """Exact successes of a d20 pool, or damage, a save, the wound or dying saves, initiative (its help
    is help-odds-d20-pool in locale/engine.yaml)."""
    form = _form(pool, given)
    if form == "pool":
        shown = _pool_odds(pool, as_json, lang, **{name: given[name] for name in FORMS["pool"]})
    elif form == "damage":
        defenses = Defenses(given["resistant"], given["vulnerable"], given["reduction"], given["true_damage"],
                            given["vital"])
        found = damage(given["damage"], defenses)
        shown = damage_json(given["damage"], defenses, found) if as_json else \
            damage_text(given["damage"], defenses, found, lang)
    else:
        shown = _check_odds(form, (given[form], *(given[name] for name in FORMS[form])), as_json, lang)
    click.echo(json.dumps(shown, ensure_ascii=False, indent=2) if as_json else shown)


def _form(pool: str | None, given: dict[str, Any]) -> str:
    """The one form asked for; a clear error for none, two, an option of another form or one missing."""
    source = click.get_current_context().get_parameter_source
    written = {name for name in given if source(name) == ParameterSource.COMMANDLINE}
    chosen = ["pool"] * (pool is not None) + [form for form in FORMS if form != "pool" and form in written]
    if len(chosen) != 1:
        raise MeshalError("d20-pool-one-form", given=len(chosen))
    form = chosen[0]
    stray = sorted(written - {form, *FORMS[form]})
    if stray:
        raise MeshalError("d20-pool-option-not-of-form", option=_flag(stray[0]), form=_flag(form))
    if form in NEEDS and NEEDS[form] not in written:
        raise MeshalError("d20-pool-form-needs", form=_flag(form), option=_flag(NEEDS[form]))
    return form


def _flag(name: str) -> str:
    return "POOL" if name == "pool" else "--" + {"true_damage": "true"}.get(name, name).replace("_", "-")


def _check_odds(form: str, numbers: tuple[int | None, ...], as_json: bool, lang: str) -> dict[str, Any] | str:
    """The --json object or the text of a check against a DC or of initiative."""
    made = {"save": (check_odds.save_json, check_odds.save_text),
            "wound": (check_odds.wound_json, check_odds.wound_text),
            "dying": (check_odds.dying_json, check_odds.dying_text),
            "initiative": (check_odds.initiative_json, check_odds.initiative_text)}[form]
    return made[0](*numbers) if as_json else made[1](*numbers, lang)


def _pool_odds(pool, as_json, lang, advantage, disadvantage, extra, deduct, fortune_modifier, ruling, vs, vs_advantage,
               vs_disadvantage, vs_extra, vs_deduct, vs_fortune_modifier, concealment) -> dict[str, Any] | str:
    rolled = Pool(parse_pool(pool), edge_of(advantage, disadvantage), extra, deduct, fortune_modifier, ruling)
    second = (vs_advantage, vs_disadvantage, vs_extra, vs_deduct, vs_fortune_modifier)
    if not vs and any(second):  # options for a pool not given would be silently ignored
        raise MeshalError("d20-pool-vs-options-need-vs")
    if not vs and concealment != "none":  # the miss chance is of a hit: an attack against a defense
        raise MeshalError("d20-pool-concealment-needs-vs")
    if concealment not in rules.CONCEALMENT:
        raise MeshalError("d20-pool-bad-concealment", given=concealment, known=", ".join(rules.CONCEALMENT))
    opposed = Pool(parse_pool(vs), edge_of(vs_advantage, vs_disadvantage), vs_extra, vs_deduct, vs_fortune_modifier,
                   ruling) if vs else None
    found = versus(rolled, opposed) if opposed else successes(rolled)
    return odds_json(rolled, opposed, found, concealment) if as_json else \
        odds_text(rolled, opposed, found, concealment, lang)


def odds_json(rolled: Pool, opposed: Pool | None, found: Successes, concealment: str = "none") -> dict[str, Any]:
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
        won, miss = win(rolled, opposed), rules.CONCEALMENT[concealment]
        body |= {"win": fraction(won), "concealment": concealment, "miss_chance": fraction(miss),
                 "hit": fraction(won * (1 - miss))}
    return body


def odds_text(rolled: Pool, opposed: Pool | None, found: Successes, concealment: str, lang: str) -> str:
    lines = [t("d20-pool-odds-pool", lang, pool=render_pool(rolled.dice), edge=t(f"d20-pool-edge-{rolled.edge}", lang),
               extra=rolled.extra, deduct=rolled.deduct, fortune=rolled.fortune)]
    if opposed:
        lines.append(t("d20-pool-odds-vs", lang, pool=render_pool(opposed.dice),
                       edge=t(f"d20-pool-edge-{opposed.edge}", lang), extra=opposed.extra, deduct=opposed.deduct,
                       fortune=opposed.fortune))
    lines.append(t("d20-pool-odds-ruling", lang, name=t(f"d20-pool-ruling-{rolled.ruling}", lang), id=rolled.ruling))
    lines += ruling_lines(FIXED_READINGS, lang)
    top = max(p for _, p in found.outcomes)
    value = t("d20-pool-odds-net" if opposed else "d20-pool-odds-successes", lang)
    headers = [value, t("d20-pool-odds-exactly", lang), *([] if opposed else [t("d20-pool-odds-at-least", lang)]), ""]
    rows = [[str(v), _shown(p), *([] if opposed else [_shown(found.at_least(v))]), bar(p / top, 20)]
            for v, p in found.outcomes]
    lines += ["", table(headers, rows), ""]
    won = win(rolled, opposed) if opposed else None
    if won is not None:
        lines.append(t("d20-pool-odds-win", lang, p=_shown(won)))
    if won is not None and concealment != "none":
        miss = rules.CONCEALMENT[concealment]
        lines.append(t("d20-pool-odds-concealed", lang, concealment=t(f"d20-pool-concealment-{concealment}", lang),
                       miss=_shown(miss), p=_shown(won * (1 - miss))))
    lines.append(t("d20-pool-odds-remainder", lang, p=_shown(found.remainder)))
    return "\n".join(lines)
