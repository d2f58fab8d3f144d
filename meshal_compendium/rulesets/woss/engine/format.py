"""The odds command's answers: the JSON object (a public contract) and the text, in zh and en."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property
from typing import Any

from ....figures import decimal, display_width, fraction, percent
from ....i18n import t
from . import actions, check, contest, damage, rules, stances
from .notation import Roll
from .rulings import chosen, of


@dataclass(frozen=True)
class Damage:
    """A damage roll against a defense (normal hit) and a critical defense."""

    roll: Roll
    multiplier: int
    defense: int
    critical_defense: int
    enchantment: int = 0
    resistance: int = 0
    rulings: dict[str, str] = field(default_factory=chosen, compare=False)  # every engine ruling's reading

    @cached_property
    def extra(self) -> int:
        return damage.enchanted(self.enchantment, self.resistance, self.rulings)

    @cached_property
    def hit(self) -> dict[int, Fraction]:
        return damage.hit_damage(self.roll, self.defense, self.multiplier, self.extra, self.rulings)

    @cached_property
    def critical(self) -> dict[int, Fraction]:
        return damage.critical_damage(self.roll, self.critical_defense, self.multiplier, self.extra, self.rulings)


@dataclass(frozen=True)
class Odds:
    """One ``meshal odds --system woss`` question: the check against dodge and block, and damage."""

    check: Roll
    dodge: int
    block: int
    reading: str
    damage: Damage | None = None
    rulings: dict[str, str] = field(default_factory=chosen, compare=False)  # every engine ruling's reading
    situation: check.Situation = check.Situation()
    torture: int | None = None  # the target's life maximum, for torture (L151; needs damage)
    focus_attacks: int | None = None  # attacks in a round under the focus-attack stance (L277)
    stance: str | None = None  # wounding, assassinating or swift (L278-280), over ``attacks``
    attacks: int | None = None
    deaf: bool = False  # the caster is deaf: the spell fails half the time (L414)

    @cached_property
    def stance_round(self) -> stances.Round:
        """Only asked when ``stance`` is given."""
        return stances.stance_round(str(self.stance), self.tiers, int(self.attacks or 0), self.rulings)

    @cached_property
    def focus(self) -> tuple[dict[int, Fraction], list[Fraction]]:
        """Only asked when ``focus_attacks`` is given."""
        return check.focus_attack(self.check.modifier, self.dodge, self.block, int(self.focus_attacks or 0),
                                  self.reading, self.rulings, self.situation, self.deaf)

    @cached_property
    def tiers(self) -> dict[str, Fraction]:
        return check.outcomes(self.check.modifier, self.dodge, self.block, self.reading, self.rulings,
                              self.situation, self.deaf)

    @cached_property
    def unconscious(self) -> Fraction:
        """Hors de combat, then the 50% chance of unconsciousness at life 0 (L127, L323)."""
        return self.tiers["hors-de-combat"] * Fraction(*rules.UNCONSCIOUS_CHANCE)

    @cached_property
    def used(self) -> dict[str, str]:
        """The rulings this answer's numbers depend on (the damage ones only with damage)."""
        ids = [*rules.CHECK_RULINGS, *(rules.SHIELD_RULINGS if self.situation.shield else ()),
               *(rules.FRIENDLY_FIRE_RULINGS if self.situation.friendly_fire else ()),
               *(rules.COVER_FRIENDLY_RULINGS if self.situation.cover and self.situation.friendly_fire else ()),
               *(rules.DAMAGE_RULINGS if self.damage is not None else ()),
               *(rules.STANCE_RULINGS if self.stance == "assassinating" else ())]
        if self.stance is not None or self.focus_attacks is not None:
            interrupted = self.situation.cover or self.situation.friendly_fire or self.deaf
            ids += [*(rules.STANCE_SITUATION_RULINGS if interrupted else ()),
                    *(rules.STANCE_SHIELD_RULINGS if self.situation.shield else ())]
        return of(ids, self.rulings)


def distribution_json(distribution: dict[int, Fraction]) -> list[dict[str, Any]]:
    return [{"value": v, "probability": fraction(p)} for v, p in distribution.items()]


def odds_json(found: Odds) -> dict[str, Any]:
    """``meshal odds --system woss --json`` (README "WOSS odds": add keys, never rename)."""
    totals = check.totals(found.check.modifier)
    out: dict[str, Any] = {
        "system": "woss",
        "check": {"notation": str(found.check), "hit": found.check.modifier, "dodge": found.dodge,
                  "block": found.block},
        "reading": found.reading,
        "distribution": distribution_json(totals),
        "mean": fraction(damage.mean(totals)),
        "tiers": {tier: fraction(p) for tier, p in found.tiers.items()},
        "rulings": found.used,  # ruling id → the reading used (content/woss/rulings.yaml)
        "hors_de_combat_unconscious": fraction(found.unconscious),
        "situation": {"cover": found.situation.cover, "shield": found.situation.shield,
                      "always_critical": found.situation.always_critical,
                      "friendly_fire": found.situation.friendly_fire, "deaf": found.deaf},
    }
    if found.stance is not None:
        step, unit = stances.STANCES[found.stance]
        out["stance"] = {"kind": found.stance, "attacks": found.attacks, "step": step, "unit": unit,
                         "total": distribution_json(found.stance_round.total),
                         "mean": fraction(damage.mean(found.stance_round.total)),
                         "each": [fraction(p) for p in found.stance_round.each]}
    if found.focus_attacks is not None:
        hits, each = found.focus
        out["focus_attack"] = {"attacks": found.focus_attacks, "hits": distribution_json(hits),
                               "each_hit": [fraction(p) for p in each]}
    if found.damage is not None:
        d = found.damage
        out["damage"] = {
            "notation": str(d.roll), "multiplier": d.multiplier, "defense": d.defense,
            "critical_defense": d.critical_defense, "enchantment": d.enchantment, "resistance": d.resistance,
            "hit": {"distribution": distribution_json(d.hit), "mean": fraction(damage.mean(d.hit))},
            "critical": {"distribution": distribution_json(d.critical), "mean": fraction(damage.mean(d.critical))},
        }
        if found.torture is not None:
            out["torture"] = {"life_max": found.torture,
                              "morale_loss": fraction(damage.torture_breaks(d.hit, found.torture))}
    return out


def odds_text(found: Odds, lang: str) -> str:
    lines = [t("woss-odds-heading", lang, check=str(found.check), dodge=found.dodge, block=found.block,
               reading=t(f"woss-reading-{found.reading}", lang))]
    names = {tier: t(f"woss-tier-{tier}", lang) for tier in found.tiers}
    width = max(map(display_width, names.values()))
    for tier, p in found.tiers.items():
        pad = " " * (width - display_width(names[tier]))
        lines.append(f"  {names[tier]}{pad}  {percent(p):>7}  {fraction(p)}")
    lines.append(t("woss-odds-unconscious", lang, percent=percent(found.unconscious),
                   fraction=fraction(found.unconscious)))
    lines.extend(ruling_lines(found.used, lang))
    if found.focus_attacks is not None:
        lines.append(t("woss-odds-focus", lang, attacks=found.focus_attacks,
                       each=", ".join(percent(p) for p in found.focus[1])))
        lines.extend(f"    {v:>5}  {percent(p):>7}  {fraction(p)}" for v, p in found.focus[0].items())
    if found.stance is not None:
        total = found.stance_round.total
        lines.append(t(f"woss-odds-stance-{found.stance}", lang, attacks=found.attacks,
                       mean=decimal(damage.mean(total))))
        lines.extend(f"    {v:>5}  {percent(p):>7}  {fraction(p)}" for v, p in total.items())
    if found.damage is not None:
        d = found.damage
        lines.append(t("woss-odds-damage", lang, roll=str(d.roll), multiplier=d.multiplier, defense=d.defense,
                       critical_defense=d.critical_defense))
        if d.enchantment or d.resistance:
            lines.append(t("woss-odds-enchantment", lang, enchantment=d.enchantment, resistance=d.resistance,
                           extra=d.extra))
        for name, distribution in (("hit", d.hit), ("critical", d.critical)):
            lines.append(t(f"woss-odds-damage-{name}", lang, mean=_mean(damage.mean(distribution))))
            lines.extend(f"    {v:>5}  {percent(p):>7}  {fraction(p)}" for v, p in distribution.items())
        if found.torture is not None:
            p = damage.torture_breaks(d.hit, found.torture)
            lines.append(t("woss-odds-torture", lang, life=found.torture, percent=percent(p), fraction=fraction(p)))
    return "\n".join(lines)


def ruling_lines(used: dict[str, str], lang: str) -> list[str]:
    """"Rulings used:" and one line per ruling: its name, id, the reading's name and id."""
    return [t("woss-odds-rulings", lang),
            *(t("woss-odds-ruling", lang, id=ruling, name=t(f"woss-ruling-{ruling}", lang),
                reading=t(f"woss-ruling-{ruling}-{reading}", lang), reading_id=reading)
              for ruling, reading in used.items())]


def _mean(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else f"{fraction(value)} ≈ {decimal(value)}"


def contest_json(found: contest.Contest, readings: dict[str, str]) -> dict[str, Any]:
    """``meshal odds --system woss --contest N --vs N --json`` (add keys, never rename)."""
    attacker, defender = found.totals
    margins = contest.margins(found)
    return {
        "system": "woss",
        "contest": {"kind": found.kind, "die": f"1d{rules.CONTEST_DIE}", "attacker": found.attacker,
                    "defender": found.defender, "attacker_total_modifier": attacker,
                    "defender_total_modifier": defender},
        "distribution": distribution_json(margins),  # the attacker's total minus the defender's
        "mean": fraction(damage.mean(margins)),
        "outcomes": {name: fraction(p) for name, p in contest.results(found, readings).items()},
        "rulings": of(["woss-margin-strict"], readings) if found.kind != "plain" else {},
    }


def contest_text(found: contest.Contest, readings: dict[str, str], lang: str) -> str:
    attacker, defender = found.totals
    lines = [t("woss-contest-heading", lang, kind=t(f"woss-contest-kind-{found.kind}", lang),
               attacker=f"{attacker:+d}", defender=f"{defender:+d}")]
    outcomes = contest.results(found, readings)
    names = {name: t(f"woss-contest-{name}", lang) for name in outcomes}
    width = max(map(display_width, names.values()))
    for name, p in outcomes.items():
        pad = " " * (width - display_width(names[name]))
        lines.append(f"  {names[name]}{pad}  {percent(p):>7}  {fraction(p)}")
    if found.kind != "plain":
        lines.extend(ruling_lines(of(["woss-margin-strict"], readings), lang))
    lines.append(t("woss-contest-margins", lang))
    lines.extend(f"    {v:>5}  {percent(p):>7}  {fraction(p)}" for v, p in contest.margins(found).items())
    return "\n".join(lines)


#: The ruling a turn plan follows: the one reading the engine computes (content/woss/rulings.yaml).
PLAN_RULINGS = {"woss-persistent": "longer-than-round"}


def plan_json(steps: list[dict[str, Any]], points: int, reading: str) -> dict[str, Any]:
    """``meshal odds --system woss --plan STEPS --points N --json`` (add keys, never rename)."""
    found = actions.plan(steps, points, reading)
    return {
        "system": "woss", "points": points, "reading": reading,
        "steps": [{**step, "cost": cost} for step, cost in zip(steps, found["costs"], strict=True)],
        "total": found["total"],
        "rounds": [{"spends": [{"step": s.step, "points": s.points, "done": s.done, "full_round": s.full_round}
                               for s in r.spends], "unspent": r.unspent, "carried": r.carried}
                   for r in found["rounds"]],
        "one_round": len(found["rounds"]) <= 1,
        "rulings": dict(PLAN_RULINGS),
    }


def plan_text(steps: list[dict[str, Any]], points: int, reading: str, lang: str) -> str:
    body = plan_json(steps, points, reading)
    names = [t(f"woss-action-{step['action']}", lang) for step in steps]
    lines = [t("woss-plan-heading", lang, points=points, reading=t(f"woss-reading-{reading}", lang))]
    lines.extend(f"  {n + 1}. {name}: {step['cost']}" for n, (name, step) in enumerate(zip(names, body["steps"],
                                                                                              strict=True)))
    verdict = "woss-plan-one-round" if body["one_round"] else "woss-plan-rounds"
    lines.append(t(verdict, lang, total=body["total"], rounds=len(body["rounds"])))
    for n, found in enumerate(body["rounds"], start=1):
        paid = ", ".join(t("woss-plan-spend-" + ("full" if s["full_round"] else "done" if s["done"] else "part"), lang,
                           step=s["step"] + 1, n=s["points"]) for s in found["spends"])
        lines.append(t("woss-plan-round", lang, n=n, paid=paid, unspent=found["unspent"], carried=found["carried"]))
    return "\n".join([*lines, *ruling_lines(body["rulings"], lang)])
