"""Test vectors for the site's math module: the Python engine evaluated over a grid, as JSON.

``parity.test.mjs`` loads the file (path in ``MESHAL_VECTORS``), builds the JS math from the same
``rules`` the browser gets (``calcdata.calculator_data``) and asserts every result is identical,
fractions compared as exact ``"a/b"`` strings. Errors are compared by message code (and column
for notation). Run directly to write a file: ``python -m tests.js.make_vectors OUT.json``.
"""

from __future__ import annotations

import itertools
import sys
from collections.abc import Iterable
from fractions import Fraction
from pathlib import Path
from typing import Any

from meshal_compendium.load import Compendium, load_compendium
from meshal_compendium.rulesets.meshal.calcdata import calculator_data
from meshal_compendium.rulesets.meshal.engine import attack, dice, movement, time
from meshal_compendium.rulesets.meshal.engine.attack import Modifiers, Situation
from meshal_compendium.rulesets.meshal.engine.character import attribute_cost, check_character
from meshal_compendium.rulesets.meshal.engine.odds import odds
from meshal_compendium.rulesets.meshal.handbook import Protections
from meshal_compendium.rulesets.meshal.notation import parse_dice
from tests.js import parity
from tests.js.parity import outcome

VALUES = [{"might": 3, "elastane": 3, "sense": 3}, {"might": 5, "elastane": 2, "sense": 4},
          {"might": 1, "elastane": 6, "sense": 2}]


def fraction(value: Fraction | int | float) -> str:
    exact = value if isinstance(value, Fraction) else Fraction(str(value))
    return f"{exact.numerator}/{exact.denominator}"


def plain(value: Any) -> Any:
    """JSON with every Fraction (and float) as an exact ``"a/b"`` string."""
    if isinstance(value, bool) or value is None or isinstance(value, int | str):
        return value
    if isinstance(value, Fraction | float):
        return fraction(value)
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    return plain(dict(value))




def dist(result: dice.Distribution) -> list[list]:
    return [[v, fraction(p)] for v, p in result.outcomes]


def dist_full(result: dice.Distribution) -> dict[str, Any]:
    values = result.values()
    return {"distribution": dist(result), "mean": fraction(result.mean),
            "atLeast": [[k, fraction(result.at_least(k))] for k in range(values[0], values[-1] + 2)]}


def pool_json(pool) -> dict[str, Any]:
    return {"kind": pool.kind, "count": pool.count, "attributes": list(pool.attributes),
            "choose": pool.choose, "modifier": pool.modifier}


def mods(m: Modifiers) -> dict[str, int]:
    return {"advantage": m.advantage, "penalty": m.penalty}


# --- notation and dice --------------------------------------------------------------------------

NOTATIONS = [
    "3d", "2d+", "1d", "30d", "3D", " 3 d ", "3🎲", "3🎲\ufe0f", "2🎲⁺", "2🎲\ufe0f⁺", "2d⁺",
    "Md", "md", "M d", "E+1d", "E + 1 d", "S-2d+", "Might🎲", "might🎲", "Elastane+1🎲",
    "Sense-1🎲⁺", "强壮🎲", "灵巧+1🎲", "强壮-1🎲", "直觉🎲⁺", "强壮/灵巧孰高🎲", "直觉/灵巧孰低🎲",
    "强壮/灵巧/直觉孰高+2🎲", "Might/Elastane high🎲", "Sense/Elastane low🎲", "M/E high🎲",
    "M/E highd", "M/E/S low-1d+", "max(M,E)d", "min(S,E)d", "MAX( m , e )d+", "max(Might,Sense)+1d",
    "min(M,E,S)-1🎲", "max(Md,E)d",
    # errors
    "", "   ", "0d", "3+1d", "3-5d", "3", "3x", "3d3", "3d+x", "X🎲", "力量🎲", "M/Ed", "M/M high🎲",
    "M high🎲", "max(M,E d", "max(M,M)d", "E+d", "E+", "M/E foo🎲", "3d 🎲", "🎲", "d", "+1d",
    "max()d", "强壮灵巧🎲", "M/E", "M/E high", "3 🎲 ⁺ ⁺",
]


def notation_cases() -> list[dict]:
    cases = []
    for text in NOTATIONS:
        def parsed(text=text):
            pool = parse_dice(text)
            return {"pool": pool_json(pool), "zh": pool.render("zh"), "en": pool.render("en"),
                    "ascii": pool.render(ascii=True),
                    "dice": [outcome(lambda v=v: pool.dice(v)) for v in VALUES]}
        cases.append({"text": text, "expect": outcome(parsed)})
    return cases


def dice_count_cases() -> list[dict]:
    grid = itertools.product(range(-3, 33), range(4), range(5), range(3))
    cases = [{"args": list(args), "expect": dice.dice_count(*args)} for args in grid]
    for args in ([199, 2, 0, 0], [200, 0, 0, 0], [190, 5, 0, 6], [3, -1, 0, 0], [3, 0, -1, 0],
                 [3, 0, 0, -1]):
        cases.append({"args": args, "expect": outcome(lambda a=args: dice.dice_count(*a))})
    return cases


def distribution_cases() -> list[dict]:
    return [{"kind": kind, "dice": n, "expect": dist_full(dice.distribution(kind, n))}
            for kind in (dice.POINTS, dice.NUMBER) for n in range(1, 31)]


ODDS_POOLS = ["3d", "2d+", "1d", "5d+", "Md", "E+1d", "max(M,E)d", "min(S,E)d+", "直觉-2🎲",
              "Might/Elastane high🎲⁺"]


def odds_cases() -> list[dict]:
    cases = []
    grid = itertools.product(ODDS_POOLS, range(len(VALUES)), range(3), range(4), range(2))
    for text, vi, adv, pen, burst in grid:
        found = odds(parse_dice(text), VALUES[vi], advantage=adv, penalty=pen, burst=burst)
        cases.append({"pool": text, "values": VALUES[vi], "advantage": adv, "penalty": pen,
                      "burst": burst, "expect": {"dice": found.dice, **dist_full(found.distribution)}})
    sized = itertools.product(range(1, 31), ["d", "d+"], [(0, 0, 0), (1, 0, 0), (0, 1, 0), (2, 3, 1),
                                                          (0, 0, 2), (0, 40, 0)])
    for n, die, (adv, pen, burst) in sized:
        found = odds(parse_dice(f"{n}{die}"), {}, advantage=adv, penalty=pen, burst=burst)
        cases.append({"pool": f"{n}{die}", "values": {}, "advantage": adv, "penalty": pen,
                      "burst": burst, "expect": {"dice": found.dice, **dist_full(found.distribution)}})
    typed = itertools.product(["3d", "6d", "Md"], TYPES, PROTECTIONS, [0, 2])
    for text, types, protections, penetrate in typed:
        def run(text=text, types=types, protections=protections, penetrate=penetrate):
            found = odds(parse_dice(text), VALUES[1], advantage=1, types=types,
                         protections=Protections.of(protections), penetrate=penetrate)
            return {"dice": found.dice, "modifiers": mods(found.modifiers),
                    "distribution": dist(found.distribution)}
        cases.append({"pool": text, "values": VALUES[1], "advantage": 1, "penalty": 0, "burst": 0,
                      "types": types, "protections": protections, "penetrate": penetrate,
                      "expect": outcome(run)})
    return cases


def versus_cases() -> list[dict]:
    pairs = [((dice.POINTS, a), (dice.POINTS, b)) for a in range(1, 9) for b in range(1, 9)]
    pairs += [((dice.NUMBER, a), (dice.NUMBER, b)) for a in range(1, 6) for b in range(1, 6)]
    pairs += [((dice.POINTS, 6), (dice.NUMBER, 1)), ((dice.NUMBER, 2), (dice.POINTS, 9))]
    cases = []
    for (ka, a), (kb, b) in pairs:
        v = dice.versus(dice.distribution(ka, a), dice.distribution(kb, b))
        deviation = dice.difference(dice.distribution(ka, a), dice.distribution(kb, b))
        cases.append({"mine": [ka, a], "theirs": [kb, b], "expect": {
            "win": fraction(v.win), "tie": fraction(v.tie), "lose": fraction(v.lose),
            "winAfterRollAdd": fraction(v.win_after_roll_add), "deviation": dist(deviation)}})
    return cases


# --- attack -------------------------------------------------------------------------------------

TYPES = [["physical"], ["energetic"], ["spectral"], ["raw"], ["physical", "energetic"],
         ["raw", "physical"], ["spectral", "physical"], ["physical", "physical"]]
PROTECTIONS = [{}, {"physical": 2}, {"physical": -1}, {"physical": 3, "energetic": 1},
               {"physical": 2, "immune": ["energetic"]}, {"immune": ["physical"]},
               {"spectral": -2, "physical": 1}, {"immune": ["physical", "energetic", "spectral"]}]
RANGES = [(None, None), (5, 5), (6, 5), (10, 5), (11, 5), (7, 2), ("3/2", 1), (3, 0)]


def situation_cases() -> list[dict]:
    cases = []
    grid = itertools.product(TYPES, PROTECTIONS, [0, 1, 3], [0, 1], [0, 2], [False, True], RANGES,
                             [False, True])
    for types, protections, penetrate, cover, blindage, close, (distance, rng), thrown in grid:
        def run(types=types, protections=protections, penetrate=penetrate, cover=cover,
                blindage=blindage, close=close, distance=distance, rng=rng, thrown=thrown):
            situation = Situation(
                tuple(types), Protections.of(protections), penetrate, cover, blindage, close,
                None if distance is None else Fraction(distance), rng, thrown)
            return mods(attack.situation_modifiers(situation))
        cases.append({"situation": {
            "types": types, "protections": protections, "penetrate": penetrate, "cover": cover,
            "blindageCreatures": blindage, "tooClose": close, "distance": distance,
            "weaponRange": rng, "thrown": thrown}, "expect": outcome(run)})
    for types in ([], ["fire"]):
        cases.append({"situation": {"types": types}, "expect": outcome(
            lambda t=types: mods(attack.situation_modifiers(Situation(tuple(t)))))})
    cases.append({"situation": {"cover": -1}, "expect": outcome(
        lambda: mods(attack.situation_modifiers(Situation(cover=-1))))})
    return cases


def over_range_cases() -> list[dict]:
    cases = []
    for distance, rng in itertools.product([0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 15, 20, 31, "5/2",
                                            "7/2"], [1, 2, 3, 5, 6, "3/2"]):
        cases.append({"distance": distance, "range": rng, "expect": attack.over_range_multiples(
            Fraction(distance), Fraction(rng))})
    cases.append({"distance": 3, "range": 0, "expect": outcome(
        lambda: attack.over_range_multiples(3, 0))})
    return cases


KNOCKOUT = [(0, 3), (2, 3), (3, 3), (0, 1), (5, 4), (1, 6)]


def attack_outcome_cases() -> list[dict]:
    cases = []
    for n, defense in itertools.product(range(1, 9), [None, 1, 2, 3, 4, 6]):
        rolled = dice.points_distribution(n)
        defended = None if defense is None else dice.points_distribution(defense)
        found = attack.attack_outcome(rolled, defended)
        cases.append({"dice": n, "defense": defense, "expect": {
            "hit": fraction(found.hit), "wounds": dist(found.wounds),
            "solidDefense": fraction(found.solid_defense),
            "knockout": [fraction(found.wounds.probability(
                lambda w, h=h, m=m: attack.is_unconscious(h + w, m))) for h, m in KNOCKOUT]}})
    return cases


def attack_calculator_cases() -> list[dict]:
    """What the attack calculator computes: pool + situation → dice, then vs a defense."""
    cases = []
    grid = itertools.product(["3d", "Md", "max(M,E)+1d", "2d+"], [(0, 0, 0), (2, 1, 1), (0, 4, 0)],
                             TYPES[:6], PROTECTIONS[:6], [None, "block", "dodge", "resist"])
    for i, (text, (adv, pen, burst), types, protections, method) in enumerate(grid):
        situation = {"types": types, "protections": protections, "penetrate": i % 3,
                     "cover": i % 2, "blindageCreatures": (i // 2) % 2, "tooClose": i % 5 == 0,
                     "distance": 7 if i % 7 == 0 else None, "weaponRange": 3 if i % 7 == 0 else None,
                     "thrown": i % 11 == 0}
        target = 1 + i % 5

        def run(text=text, adv=adv, pen=pen, burst=burst, situation=situation, method=method,
                target=target):
            s = Situation(tuple(situation["types"]), Protections.of(situation["protections"]),
                          situation["penetrate"], situation["cover"],
                          situation["blindageCreatures"], situation["tooClose"],
                          situation["distance"], situation["weaponRange"], situation["thrown"])
            total = Modifiers(adv, pen) + attack.situation_modifiers(s)
            count, rolled = dice.pool_distribution(parse_dice(text), VALUES[1], total.advantage,
                                                   total.penalty, burst)
            defended = None
            if method is not None:
                pool = attack.defense_pool(method)
                defended = dice.pool_distribution(pool, {pool.attributes[0]: target})[1]
            found = attack.attack_outcome(rolled, defended)
            return {"modifiers": mods(total), "dice": count, "distribution": dist(rolled),
                    "hit": fraction(found.hit), "wounds": dist(found.wounds),
                    "solidDefense": fraction(found.solid_defense),
                    "knockout": fraction(found.wounds.probability(
                        lambda w: attack.is_unconscious(1 + w, 3)))}
        cases.append({"pool": text, "values": VALUES[1], "advantage": adv, "penalty": pen,
                      "burst": burst, "situation": situation, "defense": method,
                      "target": target, "expect": outcome(run)})
    return cases


def fall_cases() -> list[dict]:
    cases = []
    heights = ["0", "1", "1.7", "1.8", "1.81", "3.5", "3.6", "5.39", "5.4", "7.2", "100", "2/3"]
    for height, own in itertools.product(heights, ["1.8", "0.5", "3", "1/3"]):
        def run(height=height, own=own):
            found = attack.fall_attack(Fraction(height), Fraction(own))
            return None if found is None else {
                "pool": pool_json(found.pool), "advantage": found.advantage, "type": found.type,
                "dice": dice.dice_count(found.pool.count, found.advantage)}
        cases.append({"height": height, "own": own, "expect": outcome(run)})
    for height, own in (("1", "0"), ("-1", "1.8")):
        cases.append({"height": height, "own": own, "expect": outcome(
            lambda h=height, o=own: attack.fall_attack(Fraction(h), Fraction(o)))})
    return cases


# --- movement and time --------------------------------------------------------------------------

def environments(compendium: Compendium, *ids: str) -> list:
    return [e for e in (compendium.get("environment", i) for i in ids) if e is not None]


def move_cases(compendium: Compendium) -> list[dict]:
    cases = []
    env_sets = [[], ["thick-liquid"], ["thick-liquid", "riptite"]]
    grid = itertools.product(range(7), [[], [1], [2, "1/2"], [-3]], env_sets,
                             ["standing", "crouching", "prone", "lying", "mounted"], [False, True],
                             [("0", None), ("1.5", None), ("2", "1.8"), ("1", "2"), ("2.5", "3")],
                             [("0", None), ("45", 3), ("10", None), ("20", 0), ("7.5", 1)])
    for speed, terrain, envs, pose, sprint, (cross, own), (push, might) in grid:
        def run(speed=speed, terrain=terrain, envs=envs, pose=pose, sprint=sprint, cross=cross,
                own=own, push=push, might=might):
            found = movement.move(
                speed, terrain=[Fraction(t) for t in terrain],
                environments=environments(compendium, *envs), posture=pose, sprint=sprint,
                cross_over=Fraction(cross), own_height=None if own is None else Fraction(own),
                push_kg=Fraction(push), might=might)
            return {"steps": found.steps, "resistance": fraction(found.resistance),
                    "speed": found.speed, "acted": found.acted}
        cases.append({"speed": speed, "terrain": terrain, "environments": envs, "posture": pose,
                      "sprint": sprint, "crossOver": cross, "ownHeight": own, "pushKg": push,
                      "might": might, "expect": outcome(run)})
    return cases


TIME_ENVS = [[], ["thick-liquid"], ["riptite"], ["low-gravity"], ["high-gravity"],
             ["high-gravity", "riptite"], ["hypothermy", "low-gravity", "thick-liquid"]]
SEQUENCES = [
    [{"action": 1, "gap": 2}, {"action": 1}],
    [{"action": 2, "keep": 3, "gap": 1}, {"action": 0, "gap": 1}, {"action": 1, "gap": 1}],
    [{"action": 0, "gap": 1}, {"action": 0, "gap": 1}, {"action": 0}],
    [{"action": 1, "gap": 1}, {"action": 1, "along": True}, {"action": 2, "gap": 2, "acted": 1}],
    [{"action": 0, "gap": 1}, {"action": 1, "along": True}],
    [{"action": 0}, {"action": 0, "along": True}, {"action": 3, "keep": 2, "gap": 3, "acted": 4}],
    [{"action": 1, "along": True}, {"action": 1, "gap": 1}],
    [{"action": 2, "gap": 2, "acted": 3}, {"action": 1, "along": True},
     {"action": 1, "along": True}, {"action": 0, "gap": 2, "acted": 1}],
]


def _timing(row: dict) -> time.Timing:
    return time.Timing(row["action"], row.get("gap", 0), row.get("keep", 0), row.get("along", False))


def timeline(rows: list[dict], envs: Iterable, start: int = 1) -> list[dict]:
    """The timeline calculator's composition of the engine: an along row joins the action before
    it (with_along), the environments change the joined timing, then it is scheduled."""
    groups: list[tuple[dict, list[dict]]] = []
    for row in rows:
        if row.get("along") and groups:
            groups[-1][1].append(row)
        else:
            groups.append((row, []))
    found, second = [], start
    for main, along in groups:
        joined = time.with_along(_timing({**main, "along": False}), *map(_timing, along))
        changed = time.in_environment(joined, envs)
        s = time.schedule(changed, second, None, main.get("acted", 0))
        second = s.next_action
        found.append({"timing": {"action": changed.action, "gap": changed.gap, "keep": changed.keep,
                                 "gapCost": changed.gap_cost, "instant": changed.instant},
                      "start": s.start, "done": s.done, "keepUntil": s.keep_until,
                      "gap": list(s.gap), "acted": s.acted, "nextAction": s.next_action})
    return found


def timeline_cases(compendium: Compendium) -> list[dict]:
    cases = []
    singles = [[{"action": a, "gap": g, "keep": k, "acted": acted}]
               for a, g, k, acted in itertools.product(range(4), range(4), range(3), range(4))]
    for rows, envs in itertools.product(singles + SEQUENCES, TIME_ENVS):
        cases.append({"rows": rows, "environments": envs, "expect": outcome(
            lambda r=rows, e=envs: timeline(r, environments(compendium, *e)))})
    for kept, acted in ((0, 0), (1, 0), (3, 2), (4, 0), (1, -1)):
        cases.append({"schedule": {"action": 2, "gap": 2, "keep": 3}, "start": 2, "kept": kept,
                      "acted": acted, "expect": outcome(
                          lambda k=kept, a=acted: _scheduled(time.schedule(
                              time.Timing(2, 2, 3), 2, k, a)))})
    return cases


def _scheduled(s: time.Scheduled) -> dict:
    return {"start": s.start, "done": s.done, "keepUntil": s.keep_until, "gap": list(s.gap),
            "acted": s.acted, "nextAction": s.next_action}


# --- character ----------------------------------------------------------------------------------

def character_sheets(compendium: Compendium) -> list[dict]:
    ids = {kind: [e.id for e in sorted(compendium.all(kind), key=lambda e: e.id)]
           for kind in ("species", "ability", "item")}
    improvable = [a.id for a in compendium.all("ability") if a.data.get("improvement")]
    plain_abilities = [a.id for a in compendium.all("ability") if not a.data.get("improvement")]
    accessories = [i.id for i in compendium.all("item") if i.category == "accessory"]
    held = [i.id for i in compendium.all("item") if i.limbs]
    sheets: list[dict] = []
    attribute_sets = [{}, {"might": 4}, {"might": 5, "elastane": 4, "sense": 3},
                      {"might": 6, "elastane": 6, "sense": 6}, {"might": 2}, {"sense": 0},
                      {"elastane": 3.5}, {"might": True}]
    for n, species in enumerate(ids["species"]):
        for m, attributes in enumerate(attribute_sets):
            chosen = ids["ability"][(n * 7 + m * 3) % len(ids["ability"]):][:1 + (n + m) % 4]
            items = {"worn": held[(n + m) % len(held):][:2], "held": held[m:][:n % 3],
                     "carried": [{"id": ids["item"][(n * 5 + m) % len(ids["item"])],
                                  "count": 1 + m % 3}]}
            sheets.append({"species": species, "attributes": attributes,
                           "abilities": chosen, "items": items})
    sheets += [
        {}, {"species": 3}, {"species": "nobody"},
        {"species": "human", "abilities": [*improvable[:2], {"id": improvable[0], "improved": True}]},
        {"species": "human", "abilities": [{"id": i, "improved": True} for i in improvable[:3]]},
        {"species": "human", "abilities": [{"id": plain_abilities[0], "improved": True}, 5,
                                           {"name": "x"}, "no-such-ability"]},
        {"species": "human", "abilities": ids["ability"]},
        {"species": "human", "potential": {"starting": 36}},
        {"species": "human", "potential": {"starting": -1, "gained": "x"}},
        {"species": "human", "potential": {"starting": None, "gained": 12}},
        {"species": "human", "wear": {"hurts": 4, "acted": 5, "leaks": 1}},
        {"species": "human", "wear": {"hurts": -1, "acted": 1.5}},
        {"species": "human", "items": {"worn": accessories, "held": [], "carried": []}},
        {"species": "human", "items": {"worn": [{"id": accessories[0], "count": 2}]}},
        {"species": "human", "items": {"held": held[:6], "carried": [{"id": held[0], "count": 0}]}},
        {"species": "human", "items": {"worn": [{"id": held[0], "equipped": False}, 7, {"x": 1},
                                                "no-such-item"]}},
        {"species": "human", "items": {"carried": [{"id": i, "count": 9} for i in ids["item"][:20]]}},
        {"species": "human", "items": "nothing"},
        {"species": "human", "attributes": "strong", "abilities": "many", "wear": [1]},
    ]
    return sheets


def character_cases(compendium: Compendium) -> list[dict]:
    def lookup(kind: str, id: str):
        return compendium.get(kind, id)

    cases = []
    for sheet in character_sheets(compendium):
        for starting in (None, 36):
            report = check_character(sheet, lookup, starting)
            derived = dict(report.derived)
            cases.append({"sheet": sheet, "starting": starting, "expect": plain({
                "ok": report.ok, "potential": dict(report.potential),
                "attributes": {k: dict(v) for k, v in report.attributes.items()},
                "occupation": {k: dict(v) for k, v in report.occupation.items()},
                "derived": {**derived, "talents": list(derived["talents"])},
                "items": {"weight": report.items.weight, "value": report.items.value,
                          "limbs": {k: dict(v) for k, v in report.items.limbs.items()},
                          "accessories": dict(report.items.accessories)},
                "problems": [{"code": p.code, "pointer": p.pointer, "severity": p.severity,
                              "fields": dict(p.fields)} for p in report.problems],
            })})
    return cases


# --- all ----------------------------------------------------------------------------------------

def vectors() -> dict[str, Any]:
    compendium = load_compendium([])
    data = calculator_data(compendium, "en")
    return {
        "rules": data["rules"],
        "content": {k: data[k] for k in ("species", "abilities", "items", "environments")},
        "rollAddWin": fraction(dice.roll_add_win()),
        "cases": {
            "notation": notation_cases(), "diceCount": dice_count_cases(),
            "distribution": distribution_cases(), "odds": odds_cases(), "versus": versus_cases(),
            "situation": situation_cases(), "overRange": over_range_cases(),
            "attackOutcome": attack_outcome_cases(), "attack": attack_calculator_cases(),
            "fall": fall_cases(), "move": move_cases(compendium),
            "timeline": timeline_cases(compendium), "character": character_cases(compendium),
            "attributeCost": [{"value": v, "expect": attribute_cost(v)} for v in range(1, 12)],
        },
    }


def write_vectors(path: Path) -> dict[str, int]:
    """Write the vectors to ``path``; return the number of cases per group."""
    return parity.write_vectors(path, vectors())


if __name__ == "__main__":
    print(write_vectors(Path(sys.argv[1])))
