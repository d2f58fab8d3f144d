"""The JSON and text of ``meshal odds --system tactics``: presentation only, no math."""

from __future__ import annotations

from fractions import Fraction
from functools import partial
from typing import Any

from ...figures import bar, fraction, percent, table
from ...i18n import t
from ...model import Entry
from .engine.check import check_prefix, success
from .engine.damage import Attack, burning_chance, hp_prefix, mean_total
from .engine.exchange import Exchange, Status
from .engine.listing import Listed, listed


def listed_json(found: Listed) -> dict[str, Any]:
    return {"distribution": [{"value": v, "probability": fraction(p)} for v, p in found.outcomes],
            "remainder": fraction(found.remainder)}


def _inputs(attack: Attack, entry: Entry, divided: bool = True) -> dict[str, Any]:
    return {"dice": attack.dice, "weapon": entry.id, "faces": _faces(attack.faces),
            "multiplier": fraction(attack.multiplier), "defense": attack.defense if divided else None}


def _faces(faces) -> list[dict[str, Any]]:
    """The table the dice were read through (the base die, or the attack die with --attack-die)."""
    return [{"face": i, "damage": f.damage, "critical": f.critical, "burning": f.burning}
            for i, f in enumerate(faces, start=1)]


def _extras(attack: Attack) -> dict[str, Any]:
    extras = {"mean_total": fraction(mean_total(attack.dice, attack.faces))}
    if any(f.burning for f in attack.faces):
        extras["burning"] = fraction(burning_chance(attack.dice, attack.faces))
    return extras


def attack_json(attack: Attack, entry: Entry, divided: bool) -> dict[str, Any]:
    """``of`` says what the distribution counts: HP lost (with a defense) or the total damage."""
    return {**_inputs(attack, entry, divided), "of": "hp-lost" if divided else "total-damage",
            **listed_json(listed(partial(hp_prefix, attack))), **_extras(attack)}


Sides = dict[str, tuple[Attack, Entry, int, Status]]


def exchange_json(found: Exchange, sides: Sides) -> dict[str, Any]:
    """``attacker``/``defender``: the HP each side loses; ``attack``/``counter``: what was asked, each
    side's statuses (【护盾】 ``shield``, 【中毒X】 ``poison``) with it."""
    return {
        "pursuit": found.pursuit,
        "attacker": listed_json(found.attacker), "defender": listed_json(found.defender),
        **{name: {**_inputs(hit, entry), "dex": dex, "shield": status.shield, "poison": status.poison}
           for name, (hit, entry, dex, status) in sides.items()},
    }


def _rows(found: Listed, lang: str, value_key: str, complete: str = "tactics-odds-complete") -> str:
    """Value, probability, %, P(≥ value) (the unlisted rest included) and a bar, then the rest."""
    peak = max(p for _, p in found.outcomes)
    above, rows = Fraction(1), []
    for v, p in found.outcomes:
        rows.append([str(v), fraction(p), percent(p), fraction(above), bar(p / peak)])
        above -= p
    headers = [t(value_key, lang), t("odds-col-probability", lang), "%", t("odds-col-at-least", lang), ""]
    remainder = (t("tactics-odds-remainder", lang, percent=percent(found.remainder), exact=fraction(found.remainder))
                 if found.remainder else t(complete, lang))
    return f"{table(headers, rows)}\n{remainder}"


def _heading(attack: Attack, entry: Entry, lang: str, divided: bool) -> str:
    key = "tactics-odds-heading" if divided else "tactics-odds-heading-total"
    return t(key, lang, dice=attack.dice, weapon=entry.name.get(lang), multiplier=fraction(attack.multiplier),
             defense=attack.defense)


def attack_text(attack: Attack, entry: Entry, divided: bool, lang: str) -> str:
    lines = [_heading(attack, entry, lang, divided),
             _rows(listed(partial(hp_prefix, attack)), lang, "tactics-odds-hp" if divided else "tactics-odds-total"),
             t("tactics-odds-mean-total", lang, mean=fraction(mean_total(attack.dice, attack.faces)))]
    if any(f.burning for f in attack.faces):
        lines.append(t("tactics-odds-burning", lang, p=percent(burning_chance(attack.dice, attack.faces)),
                       exact=fraction(burning_chance(attack.dice, attack.faces))))
    return "\n".join(lines)


def exchange_text(found: Exchange, sides: Sides, lang: str) -> str:
    (attack, entry, _, mine), (counter, counter_entry, _, theirs) = sides["attack"], sides["counter"]
    pursuit = t(f"tactics-odds-pursuit-{found.pursuit or 'none'}", lang)
    return "\n\n".join([
        f"{t('tactics-odds-attack', lang)}: {_heading(attack, entry, lang, True)}{_statuses(mine, lang)}\n"
        f"{t('tactics-odds-counter', lang)}: {_heading(counter, counter_entry, lang, True)}{_statuses(theirs, lang)}"
        f"\n{pursuit}",
        f"{t('tactics-odds-defender-loses', lang)}\n{_rows(found.defender, lang, 'tactics-odds-hp')}",
        f"{t('tactics-odds-attacker-loses', lang)}\n{_rows(found.attacker, lang, 'tactics-odds-hp')}",
    ])


def _statuses(status: Status, lang: str) -> str:
    said = ([t("tactics-odds-shield", lang)] if status.shield else []) + (
        [t("tactics-odds-poison", lang, x=status.poison)] if status.poison else [])
    return f" ({', '.join(said)})" if said else ""


def _plain_listed(found: dict[int, Fraction]) -> Listed:
    return Listed(tuple(found.items()), Fraction(0))


def _mean(found: dict[int, Fraction]) -> Fraction:
    return sum((v * p for v, p in found.items()), Fraction(0))


def plain_json(of: str, dice: int, found: dict[int, Fraction], extra: dict[str, Any] | None = None) -> dict[str, Any]:
    """Burning's damage, the workers' resources or initiative: bounded, so every value is listed (remainder 0).
    ``extra`` (initiative): ``dex``, ``rival_dex`` and ``acts_first``, P(acting before that rival)."""
    said = {k: fraction(v) if isinstance(v, Fraction) else v for k, v in (extra or {}).items()}
    return {"dice": dice, "of": of, **said, **listed_json(_plain_listed(found)), "mean": fraction(_mean(found))}


def plain_text(of: str, dice: int, found: dict[int, Fraction], lang: str, extra: dict[str, Any] | None = None) -> str:
    extra = extra or {}
    lines = [t(f"tactics-odds-{of}-heading", lang, dice=dice, dex=extra.get("dex", 0)),
             _rows(_plain_listed(found), lang, f"tactics-odds-{of}-value", "tactics-odds-plain-complete"),
             t("tactics-odds-mean", lang, mean=fraction(_mean(found)))]
    if "acts_first" in extra:
        p = extra["acts_first"]
        lines.append(t("tactics-odds-acts-first", lang, rival=extra["rival_dex"], p=percent(p), exact=fraction(p)))
    return "\n".join(lines)


def rulings_text(used: dict[str, str], compendium, lang: str) -> str:
    """The rulings a number follows, by name in ``lang``: ruling — reading (ids, for --json)."""
    said = []
    for ruling_id, reading_id in used.items():
        ruling = compendium.get("ruling", ruling_id)
        reading = next(r for r in ruling.data["readings"] if r["id"] == reading_id)
        said.append(t("tactics-odds-ruling", lang, ruling=ruling.name.get(lang), reading=reading["name"][lang],
                      id=ruling_id, reading_id=reading_id))
    return "\n".join([t("tactics-odds-rulings", lang), *said])


def check_json(dice: int, faces, difficulty: int, reading: str, entry: Entry) -> dict[str, Any]:
    """A daily check: the result's distribution and P(success), under the ruling's ``reading``."""
    return {"dice": dice, "weapon": entry.id, "of": "check",
            "check": {"difficulty": difficulty, "reading": reading,
                      "success": fraction(success(dice, faces, difficulty, reading))},
            **listed_json(listed(check_prefix(dice, faces, reading)))}


def check_text(dice: int, faces, difficulty: int, reading: str, entry: Entry, lang: str) -> str:
    chance = success(dice, faces, difficulty, reading)
    return "\n".join([
        t("tactics-odds-check-heading", lang, dice=dice, weapon=entry.name.get(lang), difficulty=difficulty,
          reading=reading),
        _rows(listed(check_prefix(dice, faces, reading)), lang, "tactics-odds-check-result"),
        t("tactics-odds-check-success", lang, difficulty=difficulty, p=percent(chance), exact=fraction(chance)),
    ])
