"""Test vectors for the d20 success pool's math module (site/assets/js/d20-pool/d20-math.js): the
Python engine evaluated over a grid, as JSON with every fraction an exact ``"a/b"`` string.

``parity.test.mjs`` (path in ``D20_POOL_VECTORS``) builds the JS math from the same ``rules`` the
browser gets (``calcdata.rules_data``) and asserts each result is identical; errors are compared
by message code. Run directly to write a file: ``python -m tests.rulesets.d20_pool.make_vectors OUT``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from fractions import Fraction
from itertools import product
from pathlib import Path
from typing import Any

from meshal_compendium.rulesets.d20_pool import rules
from meshal_compendium.rulesets.d20_pool.calcdata import rules_data
from meshal_compendium.rulesets.d20_pool.engine import actions, character, checks
from meshal_compendium.rulesets.d20_pool.engine.attack import Attack, resolve
from meshal_compendium.rulesets.d20_pool.engine.damage import Defenses, damage, dealt, mean
from meshal_compendium.rulesets.d20_pool.engine.notation import parse_pool
from meshal_compendium.rulesets.d20_pool.engine.pool import RULINGS, Pool, Successes, fortune_chance, successes
from meshal_compendium.rulesets.d20_pool.engine.versus import versus, win
from tests.js import parity

TIERS = [name for name, _ in rules.TIERS]


def plain(value: Any) -> Any:
    if isinstance(value, bool) or value is None or isinstance(value, int | str):
        return value
    if isinstance(value, Fraction):
        return f"{value.numerator}/{value.denominator}"
    if isinstance(value, Successes):
        return {"outcomes": plain(value.outcomes), "remainder": plain(value.remainder)}
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    raise TypeError(type(value).__name__)


def outcome(fn: Callable[[], Any]) -> Any:
    return parity.outcome(lambda: plain(fn()))


def pool_cases() -> list[dict[str, Any]]:
    grid = [dict(dice=d, edge=e, ruling=r) for d, e, r in product(range(0, 7), ("none", "advantage", "disadvantage"),
                                                                  RULINGS)]
    grid += [dict(dice=d, extra=x, deduct=y, fortune=f, ruling=r)
             for d, x, y, f, r in product((1, 3, 5), (0, 2), (0, 1, 4), (-11, 0, 4), RULINGS)]
    grid += [dict(dice=20, ruling=r) for r in RULINGS] + [dict(dice=40)]
    grid += [dict(dice=3, ruling="together"), dict(dice=61), dict(dice=2, extra=-1), dict(dice=2, edge="lucky")]
    return [{"pool": p, "expect": outcome(lambda p=p: successes(Pool(**p)))} for p in grid]


def versus_cases() -> list[dict[str, Any]]:
    pairs = [(dict(dice=3), dict(dice=2)), (dict(dice=4, edge="advantage", extra=1), dict(dice=4, ruling="sequential")),
             (dict(dice=2, ruling="simultaneous"), dict(dice=3, ruling="simultaneous")), (dict(dice=0), dict(dice=1)),
             (dict(dice=0), dict(dice=0)),
             (dict(dice=2, deduct=3, extra=1), dict(dice=1, edge="disadvantage", fortune=-11)),
             (dict(dice=3, edge="disadvantage", extra=2, deduct=1, fortune=4),
              dict(dice=2, edge="advantage", extra=1, deduct=2, fortune=-2)),
             (dict(dice=5, ruling="simultaneous", extra=1),
              dict(dice=4, ruling="simultaneous", edge="advantage", deduct=1)),
             (dict(dice=12), dict(dice=7)), (dict(dice=61), dict(dice=1)),
             (dict(dice=11, ruling="simultaneous"), dict(dice=1, ruling="simultaneous")),
             (dict(dice=2), dict(dice=2, extra=-1))]
    return [{"first": a, "second": b, "expect": outcome(lambda a=a, b=b: versus(Pool(**a), Pool(**b)))}
            for a, b in pairs]


def win_cases() -> list[dict[str, Any]]:
    """P(win) takes both tails whole; the pairs reach a negative gap (the first's extra) and a gap in the support."""
    pairs = [(dict(dice=3), dict(dice=2)), (dict(dice=2, extra=3), dict(dice=4, deduct=1)),
             (dict(dice=0), dict(dice=2, extra=4)), (dict(dice=2, edge="advantage", deduct=2), dict(dice=1, extra=1)),
             (dict(dice=3, ruling="simultaneous", extra=1), dict(dice=2, ruling="simultaneous", fortune=3)),
             (dict(dice=61), dict(dice=1))]
    return [{"first": a, "second": b, "expect": outcome(lambda a=a, b=b: win(Pool(**a), Pool(**b)))}
            for a, b in pairs]


def character_cases() -> dict[str, list[dict[str, Any]]]:
    attributes = list(range(-1, 56))
    sets = [{"strength": 8, "endurance": 5}, {a: i * 3 for i, a in enumerate(rules.ATTRIBUTES)}, {}]
    return {
        "attribute": [{"value": a, "expect": {
            "modifier": outcome(lambda a=a: character.modifier(a)),
            "extra": outcome(lambda a=a: character.extra_successes(a)),
            "passed": outcome(lambda a=a: character.extra_successes(a, "multiples-passed")),
            "tier": outcome(lambda a=a: character.tier(a))}} for a in attributes],
        "saves": [{"attributes": s, "expect": outcome(lambda s=s: character.saves(s))} for s in sets],
        "tier": [{"tier": t, "expect": {name: outcome(lambda t=t, f=f: f(t)) for name, f in (
            ("skillCap", character.skill_cap), ("specialisation", character.specialisation_bonus),
            ("feats", character.feats), ("vital", character.vital_strike_penalty))}} for t in [*TIERS, "god"]],
        "hitPoints": [{"size": s, "endurance": e, "strength": m, "expect": outcome(
            lambda s=s, e=e, m=m: character.hit_points(s, e, m))}
            for s, e, m in product([*rules.SIZES, "vast"], (0, 5, 12), (0, 8, 31))],
        "modifiers": [{"attribute": a, "size": s, "bonuses": b, "expect": {
            "attack": outcome(lambda a=a, s=s, b=b: character.attack_modifier(a, s, b)),
            "defense": outcome(lambda a=a, s=s, b=b: character.defense_modifier(a, s, b))}}
            for a, s, b in product((0, 7, 22), ("small", "medium", "colossal"), ({}, {"skill": 3, "armour": 4}))],
    }


DEFENSES = [{}, {"resistant": True}, {"vulnerable": True}, {"resistant": True, "vulnerable": True},
            {"resistant": True, "reduction": 2}, {"reduction": -3}, {"true": True, "resistant": True, "reduction": 4},
            {"vital": True, "resistant": True}]


def damage_cases() -> dict[str, list[dict[str, Any]]]:
    texts = ["1d8+3", "2d6", "d4-2", "3", "1d6+1d4-1", " 2D10 + 2 ", "", "2d", "1d6+x", "0d6", "d1001"]
    return {
        "damage": [{"text": t, "defenses": d, "expect": outcome(lambda t=t, d=d: damage(t, Defenses(**d)))}
                   for t, d in product(texts, DEFENSES)],
        "dealt": [{"raw": r, "defenses": d, "expect": dealt(r, Defenses(**d))}
                  for r, d in product(range(-2, 12), DEFENSES)],
        "mean": [{"text": t, "expect": outcome(lambda t=t: mean(damage(t)))} for t in texts[:6]],
    }


def attack_cases() -> list[dict[str, Any]]:
    plans = [
        dict(attack=dict(dice=4), defense=dict(dice=2)),
        dict(attack=dict(dice=5, edge="advantage"), defense=dict(dice=4), piercing=3, armour=2, cover="half",
             concealment="half", damage="1d8+2", defenses={"resistant": True}),
        dict(attack=dict(dice=9, ruling="simultaneous"), defense=dict(dice=3, ruling="simultaneous"),
             vital="extraordinary", damage="2d6", concealment="full", cover="full"),
        dict(attack=dict(dice=2), defense=dict(dice=2), cover="partial"),
        dict(attack=dict(dice=2), defense=dict(dice=2), concealment="smoke"),
        dict(attack=dict(dice=2), defense=dict(dice=2), piercing=-1),
    ]
    return [{"plan": p, "expect": outcome(lambda p=p: _resolve(p))} for p in plans]


def _resolve(p: dict[str, Any]) -> dict[str, Any]:
    given = {**p, "attack": Pool(**p["attack"]), "defense": Pool(**p["defense"]),
             "defenses": Defenses(**p.get("defenses", {}))}
    found = resolve(Attack(**given))
    return {"attackDice": found.attack_dice, "defenseDice": found.defense_dice, "margin": found.margin,
            "missChance": found.miss_chance, "hit": found.hit, "damage": found.damage}


def plan_cases() -> list[dict[str, Any]]:
    plans = [({"standard": 1, "move": 1}, False), ({"swift": 3}, False), ({"full-round": 1, "free": 5}, False),
             ({"move": 1, "swift": 2}, True), ({"standard": 1}, True), ({"dance": 1}, False), ({"move": -1}, False),
             ({"move": 2, "reaction": 1}, False)]
    return [{"counts": c, "fatal": f, "expect": outcome(lambda c=c, f=f: _plan(c, f))} for c, f in plans]


def _plan(counts: dict[str, int], fatal: bool) -> dict[str, Any]:
    found = actions.plan(counts, fatal)
    return {"spent": found.spent, "budget": found.budget, "left": found.left, "overLimit": list(found.over_limit),
            "perType": found.per_type, "fits": found.fits}


def check_cases() -> dict[str, list[dict[str, Any]]]:
    """Checks against a DC: one save, the wound and dying chains (errors too), initiative."""
    saves = [(m, dc) for m in (-25, -3, 0, 4, 19) for dc in (-2, 1, 10, 15, 21, 30)]
    wounds = [(m, f) for m in (-3, 0, 2, 7) for f in (1, 5, 12, 20)] + [(101, 3)]
    dying = [(m, e, w) for m in (-5, 0, 2, 6) for e in (0, 1, 3) for w in (0, 1)] + [(0, -1, 0), (0, 2, -1)]
    return {
        "dc": [{"modifier": m, "dc": dc, "expect": plain(checks.dc_chance(m, dc))} for m, dc in saves],
        "wound": [{"modifier": m, "fatal": f, "expect": outcome(lambda m=m, f=f: checks.wound_saves(m, f))}
                  for m, f in wounds],
        "dying": [{"modifier": m, "endurance": e, "worsened": w,
                   "expect": outcome(lambda m=m, e=e, w=w: checks.dying_saves(m, e, w))} for m, e, w in dying],
        "initiative": [{"modifier": m, "other": o, "expect": outcome(lambda m=m, o=o: {
            "totals": checks.initiative(m), "order": checks.initiative_order(m, o)})} for m, o in
            ((0, 0), (2, -1), (-4, 7), (120, 0))],
    }


def vectors() -> dict[str, Any]:
    texts = ["4d20", "d20", " 12D20 ", "0d20", "4d6", "4", "", "4d20+1"]
    return {
        "rules": rules_data(),
        "cases": {
            "successes": pool_cases(), "versus": versus_cases(), "win": win_cases(), **character_cases(),
            **damage_cases(), "attack": attack_cases(), "plan": plan_cases(), **check_cases(),
            "parsePool": [{"text": t, "expect": outcome(lambda t=t: parse_pool(t))} for t in texts],
            "fortune": [{"modifier": m, "expect": plain(fortune_chance(m))} for m in range(-12, 13)],
        },
    }


def write_vectors(path: Path) -> dict[str, int]:
    """Write the vectors to ``path``; → the number of cases per group."""
    return parity.write_vectors(path, vectors())


if __name__ == "__main__":
    print(write_vectors(Path(sys.argv[1])))
