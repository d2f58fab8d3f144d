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
from ...i18n import t
from ...model import Entry, Provenance

if TYPE_CHECKING:
    from ...load import Compendium
from ...problems import MeshalError
from .engine.check import READINGS, check_faces
from .engine.damage import Attack
from .engine.exchange import POISON_READINGS, SHIELD_READINGS, Readings, Status, exchange, exchange_with_hp
from .engine.initiative import acts_first, initiative
from .engine.multiplier import merged
from .engine.plain import burning, production
from .engine.weapon import Face, table
from .readings import FALLEN, INITIATIVE, attack_rulings, check_rulings, joined, status_rulings
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
@click.option("--weapon-faces", metavar="TABLE")
@click.option("--attack-die", "enhanced", is_flag=True)
@click.option("--multiplier", "multipliers", multiple=True, metavar="X")
@click.option("--defense", type=int, metavar="N")
@click.option("--dex", type=int, default=0, metavar="N")
@click.option("--exchange", "counter", metavar="DICE")
@click.option("--counter-weapon", metavar="ID")
@click.option("--counter-faces", metavar="TABLE")
@click.option("--counter-multiplier", "counter_multipliers", multiple=True, metavar="X")
@click.option("--counter-defense", type=int, metavar="N")
@click.option("--counter-dex", type=int, default=0, metavar="N")
@click.option("--hp", type=int, metavar="N")
@click.option("--counter-hp", type=int, metavar="N")
@click.option("--shield", is_flag=True)
@click.option("--counter-shield", is_flag=True)
# Checked by Status and Readings, not by click: a bad value is a MeshalError (exit 1) like any other.
@click.option("--poison", type=int, default=0, metavar="X")
@click.option("--counter-poison", type=int, default=0, metavar="X")
@click.option("--shield-reading", default=SHIELD_READINGS[0], metavar="|".join(SHIELD_READINGS))
@click.option("--poison-reading", default=POISON_READINGS[0], metavar="|".join(POISON_READINGS))
@click.option("--check", "difficulty", type=int, metavar="N")
@click.option("--ruling", "reading", metavar="READING")
@click.option("--burning", is_flag=True)
@click.option("--production", is_flag=True)
@click.option("--initiative", is_flag=True)
@click.option("--json", "as_json", is_flag=True)
@lang_option
def command(dice: str, **asked) -> None:
    """Exact HP lost by an attack of DICE, or by both sides of an exchange; or a daily check."""
    as_json, lang = asked["as_json"], asked["lang"]
    # Three flags, not one flag_value option: each keeps its own help text (help-odds-tactics--<name>).
    plains = [name for name in ("burning", "production", "initiative") if asked[name]]
    if len(plains) > 1:
        raise MeshalError("tactics-plain-one", given=" ".join(f"--{name}" for name in plains))
    if plains:
        if any(asked[name] for name in _NOT_PLAIN) or asked["defense"] is not None or asked["difficulty"] is not None:
            raise MeshalError("tactics-plain-alone", option=f"--{plains[0]}")
        return _plain(plains[0], parse_dice(dice), as_json, lang, asked["dex"], asked["counter_dex"])
    if asked["counter"] is None and any(asked[name] for name in _EXCHANGE_ONLY):
        raise MeshalError("tactics-status-needs-exchange")
    if asked["difficulty"] is not None and asked["enhanced"]:  # 2.2: daily checks read the base die
        raise MeshalError("tactics-check-attack-die")
    compendium = _compendium()
    faces, entry = _table(asked["weapon"], asked["weapon_faces"], asked["enhanced"], compendium, lang)
    given = [parse_multiplier(m) for m in asked["multipliers"]]
    defense = asked["defense"]
    if asked["difficulty"] is not None:
        reading = asked["reading"] or READINGS[0]
        body = _check(parse_dice(dice), faces, entry, asked["difficulty"], reading, as_json, lang)
        used = check_rulings(reading, entry.id)
    elif asked["counter"] is None:
        if defense is None and given:
            raise MeshalError("tactics-multiplier-needs-defense")
        divided = defense is not None
        attack = Attack(parse_dice(dice), faces, merged(given), defense if divided else 1)
        body = attack_json(attack, entry, divided) if as_json else attack_text(attack, entry, divided, lang)
        used = attack_rulings(attack, entry.id, given)
    else:
        if defense is None or asked["counter_defense"] is None:
            raise MeshalError("tactics-exchange-needs-defense")
        attack = Attack(parse_dice(dice), faces, merged(given), defense)
        body, used = _exchange(attack, entry, attack_rulings(attack, entry.id, given), asked, compendium)
    if as_json:
        click.echo(json.dumps({"system": "tactics", **body, "rulings": used}, ensure_ascii=False, indent=2))
    else:
        click.echo("\n".join([body, rulings_text(used, compendium, lang)]) if used else body)


_NOT_PLAIN = ("weapon", "weapon_faces", "enhanced", "multipliers", "counter")
_EXCHANGE_ONLY = ("counter_weapon", "counter_faces", "shield", "counter_shield", "poison", "counter_poison")


def _exchange(attack: Attack, entry: Entry, attack_used: dict[str, str], asked: dict, compendium: Compendium):
    """Both sides of an exchange, each with its statuses: the body and the rulings it follows."""
    hp, counter_hp, lang = asked["hp"], asked["counter_hp"], asked["lang"]
    counter_faces, counter_entry = _table(asked["counter_weapon"], asked["counter_faces"], False, compendium, lang)
    counter_given = [parse_multiplier(m) for m in asked["counter_multipliers"]]
    answer = Attack(parse_dice(asked["counter"]), counter_faces, merged(counter_given), asked["counter_defense"])
    if (hp is None) != (counter_hp is None):
        raise MeshalError("tactics-exchange-needs-hp")
    statuses = (Status(asked["shield"], asked["poison"]), Status(asked["counter_shield"], asked["counter_poison"]))
    readings = Readings(asked["shield_reading"], asked["poison_reading"])
    dexes = asked["dex"], asked["counter_dex"]
    found = (exchange(attack, answer, *dexes, statuses, readings) if hp is None
             else exchange_with_hp(attack, answer, *dexes, hp, counter_hp, statuses, readings))
    sides = {"attack": (attack, entry, dexes[0], statuses[0]),
             "counter": (answer, counter_entry, dexes[1], statuses[1])}
    body = exchange_json(found, sides) if asked["as_json"] else exchange_text(found, sides, lang)
    return body, joined([attack_used, attack_rulings(answer, counter_entry.id, counter_given),
                         {} if hp is None else {FALLEN: "no-action"}, status_rulings(statuses, readings)])


def _table(weapon: str | None, written: str | None, enhanced: bool, compendium: Compendium,
           lang: str) -> tuple[tuple[Face, ...], Entry]:
    """A weapon entry's table, or one written on the command line (``--weapon-faces``), not both."""
    if written is None:
        return weapon_faces(weapon, enhanced, compendium)
    if weapon or enhanced:
        raise MeshalError("tactics-faces-or-weapon")
    faces = parse_faces(written)
    name = {code: t("tactics-written-table", code, table=written) for code in ("zh", "en")}
    rows = [{"face": i, "damage": f.damage, "critical": f.critical, "burning": f.burning}
            for i, f in enumerate(faces, start=1)]
    return faces, Entry.build({"id": None, "name": name, "faces": rows}, Provenance("", "", 0, 0))


_FACE = re.compile(r"\s*(?P<critical>[⚡!])?\s*(?P<damage>\d+)\s*(?P<burning>[🔥*])?\s*")


def parse_faces(text: str) -> tuple[Face, ...]:
    """``0,3,3,3,6,!6`` → the six faces 1…6; ``!`` or ⚡ before a value marks it critical, ``*`` or
    🔥 after it burning (the document's own marks, and ASCII for a shell)."""
    faces = []
    for cell in text.split(","):
        found = _FACE.fullmatch(cell)
        if not found:
            raise MeshalError("tactics-bad-faces", given=text, cell=cell.strip())
        faces.append(Face(int(found["damage"]), bool(found["critical"]), bool(found["burning"])))
    return table(faces)


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
