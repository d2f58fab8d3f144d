"""``meshal odds --system tactics``: an attack's exact HP lost, or a whole exchange's.

The attack is ``DICE`` (``5d6``: Str or Int plus modifiers) read through ``--weapon`` (a ``weapon``
entry of the loaded content); ``--defense`` divides, ``--multiplier`` (repeatable: merged by
2.1.1) multiplies. ``--exchange DICE`` adds the defender's counter-attack (``--counter-…``) and the
pursuit that the two ``--dex`` values decide. ``--check N`` is a daily check against difficulty N
instead, its reading of the base die chosen by ``--ruling`` (ruling ``tactics-daily-check-reading``).
``--burning`` reads DICE as Burning X's plain [X]d6, ``--production`` as a building's workers (10.2).
"""

from __future__ import annotations

import json
import re
from fractions import Fraction
from typing import TYPE_CHECKING

import click

from ...cli import lang_option
from ...model import Entry

if TYPE_CHECKING:
    from ...load import Compendium
from ...problems import MeshalError
from .engine.check import READINGS, check_faces
from .engine.damage import Attack
from .engine.exchange import exchange, exchange_with_hp
from .engine.initiative import acts_first, initiative
from .engine.multiplier import merged
from .engine.plain import burning, production
from .engine.weapon import Face, table
from .readings import FALLEN, INITIATIVE, attack_rulings, check_rulings, joined
from .report import (
    attack_json,
    attack_text,
    check_json,
    check_text,
    exchange_json,
    exchange_text,
    plain_json,
    plain_text,
    rulings_text,
)
from .rules import INITIATIVE_DICE

_DICE = re.compile(r"\s*(\d+)\s*[dD]6?\s*")


def parse_dice(text: str) -> int:
    """``5d6`` (or ``5d``) → 5."""
    found = _DICE.fullmatch(text)
    if not found:
        raise MeshalError("tactics-bad-dice", given=text)
    return int(found.group(1))


def parse_multiplier(text: str) -> Fraction:
    """``1/2``, ``0.5``, ``50%``, ``×2`` or ``x2`` → an exact non-negative multiplier."""
    written = text.strip().lstrip("×xX*").strip()
    try:
        value = Fraction(written[:-1]) / 100 if written.endswith("%") else Fraction(written)
    except (ValueError, ZeroDivisionError):
        raise MeshalError("tactics-bad-multiplier", given=text) from None
    if value < 0:
        raise MeshalError("tactics-bad-multiplier", given=text)
    return value


def weapon_faces(weapon_id: str | None, enhanced: bool = False,
                 compendium: Compendium | None = None) -> tuple[tuple[Face, ...], Entry]:
    """The dice table of the ``weapon`` entry ``weapon_id`` (did-you-mean if none) and the entry:
    its base die, or with ``enhanced`` the attack die its enhancement example builds (2.2)."""
    from ...validate import suggest

    if not weapon_id:
        raise MeshalError("tactics-weapon-needed")
    compendium = compendium or _compendium()
    entry = compendium.get("weapon", weapon_id)
    if entry is None:
        known = sorted(w.id for w in compendium.all("weapon"))
        raise MeshalError("tactics-weapon-unknown", id=weapon_id, known=", ".join(known) or "-",
                          **suggest(weapon_id, known))
    if not enhanced:
        return faces_of(entry.data["faces"]), entry
    attack_die = (entry.data.get("enhancement") or {}).get("attack_die")
    if not attack_die:
        raise MeshalError("tactics-no-attack-die", id=weapon_id)
    return faces_of(attack_die), entry


def faces_of(rows) -> tuple[Face, ...]:
    """A ``weapon`` entry's ``faces`` rows (``{face, damage, critical?, burning?}``) as the engine's table."""
    ordered = sorted(rows, key=lambda row: row["face"])
    return table(Face(r["damage"], bool(r.get("critical")), bool(r.get("burning"))) for r in ordered)


@click.command("odds")
@click.argument("dice")
@click.option("--weapon", metavar="ID")
@click.option("--attack-die", "enhanced", is_flag=True)
@click.option("--multiplier", "multipliers", multiple=True, metavar="X")
@click.option("--defense", type=int, metavar="N")
@click.option("--dex", type=int, default=0, metavar="N")
@click.option("--exchange", "counter", metavar="DICE")
@click.option("--counter-weapon", metavar="ID")
@click.option("--counter-multiplier", "counter_multipliers", multiple=True, metavar="X")
@click.option("--counter-defense", type=int, metavar="N")
@click.option("--counter-dex", type=int, default=0, metavar="N")
@click.option("--hp", type=int, metavar="N")
@click.option("--counter-hp", type=int, metavar="N")
@click.option("--check", "difficulty", type=int, metavar="N")
@click.option("--ruling", "reading", metavar="READING")
@click.option("--burning", is_flag=True)
@click.option("--production", is_flag=True)
@click.option("--initiative", is_flag=True)
@click.option("--json", "as_json", is_flag=True)
@lang_option
def command(dice, weapon, enhanced, multipliers, defense, dex, counter, counter_weapon, counter_multipliers,
            counter_defense, counter_dex, hp, counter_hp, difficulty, reading, burning, production, initiative,
            as_json, lang):
    """Exact HP lost by an attack of DICE, or by both sides of an exchange; or a daily check."""
    # Three flags, not one flag_value option: each keeps its own help text (help-odds-tactics--<name>).
    plains = [name for name, given in
              (("burning", burning), ("production", production), ("initiative", initiative)) if given]
    if len(plains) > 1:
        raise MeshalError("tactics-plain-one", given=" ".join(f"--{name}" for name in plains))
    plain = plains[0] if plains else None
    if plain:
        if weapon or enhanced or multipliers or defense is not None or counter or difficulty is not None:
            raise MeshalError("tactics-plain-alone", option=f"--{plain}")
        return _plain(plain, parse_dice(dice), as_json, lang, dex, counter_dex)
    if difficulty is not None and enhanced:  # 2.2: every daily check reads the base die; only attacks the attack die
        raise MeshalError("tactics-check-attack-die")
    compendium = _compendium()
    faces, entry = weapon_faces(weapon, enhanced, compendium)
    given = [parse_multiplier(m) for m in multipliers]
    if difficulty is not None:
        reading = reading or READINGS[0]
        body = _check(parse_dice(dice), faces, entry, difficulty, reading, as_json, lang)
        used = check_rulings(reading, entry.id)
    elif counter is None:
        if defense is None and multipliers:
            raise MeshalError("tactics-multiplier-needs-defense")
        divided = defense is not None
        attack = Attack(parse_dice(dice), faces, merged(given), defense if divided else 1)
        body = attack_json(attack, entry, divided) if as_json else attack_text(attack, entry, divided, lang)
        used = attack_rulings(attack, entry.id, given)
    else:
        if defense is None or counter_defense is None:
            raise MeshalError("tactics-exchange-needs-defense")
        counter_faces, counter_entry = weapon_faces(counter_weapon, compendium=compendium)
        counter_given = [parse_multiplier(m) for m in counter_multipliers]
        attack = Attack(parse_dice(dice), faces, merged(given), defense)
        answer = Attack(parse_dice(counter), counter_faces, merged(counter_given), counter_defense)
        if (hp is None) != (counter_hp is None):
            raise MeshalError("tactics-exchange-needs-hp")
        found = (exchange(attack, answer, dex, counter_dex) if hp is None
                 else exchange_with_hp(attack, answer, dex, counter_dex, hp, counter_hp))
        sides = {"attack": (attack, entry, dex), "counter": (answer, counter_entry, counter_dex)}
        body = exchange_json(found, sides) if as_json else exchange_text(found, sides, lang)
        used = joined([attack_rulings(attack, entry.id, given),
                       attack_rulings(answer, counter_entry.id, counter_given),
                       {} if hp is None else {FALLEN: "no-action"}])
    if as_json:
        click.echo(json.dumps({"system": "tactics", **body, "rulings": used}, ensure_ascii=False, indent=2))
    else:
        click.echo("\n".join([body, rulings_text(used, compendium, lang)]) if used else body)


def _plain(of: str, dice: int, as_json: bool, lang: str, dex: int = 0, rival_dex: int = 0) -> None:
    """Burning's [X]d6, a building's workers, or initiative's 2d6 + Dex: plain d6, no weapon (7.2.2, 10.2, 7.1.1)."""
    if of == "initiative":
        if dice != INITIATIVE_DICE:
            raise MeshalError("tactics-initiative-dice", given=dice, dice=INITIATIVE_DICE)
        found = initiative(dex)
        extra = {"dex": dex, "rival_dex": rival_dex, "acts_first": acts_first(dex, rival_dex)}
        used = {INITIATIVE: "faces"}  # 2d6 + Dex, the faces added: ruling tactics-initiative-dice
    else:
        found, extra, used = (burning(dice) if of == "burning" else production(dice)), {}, {}
    if as_json:
        body = {"system": "tactics", **plain_json(of, dice, found, extra), **({"rulings": used} if used else {})}
        click.echo(json.dumps(body, ensure_ascii=False, indent=2))
    else:
        text = plain_text(of, dice, found, lang, extra)
        click.echo("\n".join([text, rulings_text(used, _compendium(), lang)]) if used else text)


def _check(dice: int, faces: tuple[Face, ...], entry: Entry, difficulty: int, reading: str, as_json: bool,
           lang: str):
    check_faces(faces, reading)  # an unknown reading is said before anything is computed
    found = (dice, faces, difficulty, reading, entry)
    return check_json(*found) if as_json else check_text(*found, lang)


def _compendium() -> Compendium:
    from ...load import load_compendium  # here: `meshal odds --help` need not load the content

    return load_compendium()
