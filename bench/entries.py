"""One builder per kind: a synthetic entry shaped like the shipped samples and handbook."""

from __future__ import annotations

import corpus as c
from writer import ATTRS, Named, Writer, slug


def header(kind: str, n: Named, w: Writer, flavour=None) -> dict:
    entry = {"kind": kind, "id": n.id, "name": {"zh": n.zh, "en": n.en}}
    entry["summary"] = w.summary(flavour)
    return entry


def ability(n: Named, w: Writer) -> dict:
    rng, occupation = w.rng, n.extra["occupation"]
    if occupation == "talent":
        category = rng.choice(("stunt", "trait"))
        species = rng.choice(c.SPECIES_NOUNS)
        flavour = tuple(f.format(species=s) for f, s in zip(c.FLAVOURS["talent"][0], species,
                                                             strict=True))
    else:
        category = ("magic" if occupation == "sense" and rng.random() < 0.6
                    else rng.choice(("stunt", "trait", "lore", "language")))
        school = rng.choice(list(c.SCHOOLS))
        bank = c.FLAVOURS["magic" if category == "magic" else occupation]
        flavour = tuple(f.format(school=s) for f, s in zip(rng.choice(bank), c.SCHOOLS[school],
                                                           strict=True))
    e = header("ability", n, w, flavour)
    if rng.random() < 0.3:
        e["text"] = w.text(110)
    e["rank"] = 0 if occupation == "talent" else rng.randint(1, 9)
    e["occupation"] = occupation
    e["category"] = category
    if category == "magic":
        e["magic"] = {"method": rng.choice(("incantation", "gesticulation", "ritual")),
                      "school": school}
    if rng.random() < 0.2:
        e["effect_type"] = rng.choice(("mental", "disease", "handicap"))
    if rng.random() < 0.3:
        e["requirements"] = w.text(60, c.REQUIREMENTS)
    if rng.random() < 0.6:
        cast: dict = {"timing": w.timing(along=rng.random() < 0.1)}
        if rng.random() < 0.6:
            cast["cost"] = {k: rng.randint(1, 3) for k in rng.sample(("acted", "leaks", "hurts"),
                                                                     rng.randint(1, 2))}
        if rng.random() < 0.5:
            cast["range"] = rng.choice((0, 4, 6, 8, 10))
        if rng.random() < 0.4:
            cast["duration"] = rng.choice((3, 10, 60, 3600))
        if rng.random() < 0.3:
            cast["dice"] = w.dice_field()
        if rng.random() < 0.4:
            cast["attacks"] = [w.attack(rng.choice(("melee", "ranged")))]
        cast["effect"] = w.text(rng.randint(90, 240))
        e["cast"] = cast
        if rng.random() < 0.4:
            e["failure"] = {"condition": w.text(40, c.CONDITIONS), "effect": w.text(80)}
    else:
        e["passive"] = {"condition": w.text(50, c.CONDITIONS), "effect": w.text(rng.randint(60, 160))}
    if rng.random() < 0.3:
        e["improvement"] = {"requirement": w.text(60, c.REQUIREMENTS),
                            "potential": rng.choice((3, 6, 9)), "effect": w.text(90)}
    return e


def item(n: Named, w: Writer) -> dict:
    rng = w.rng
    category, item_type = n.extra["category"], n.extra["type"]
    e = header("item", n, w)
    if rng.random() < 0.25:
        e["text"] = w.text(140)
    e["category"] = category
    e["type"] = item_type
    if rng.random() < 0.2:
        e["quality"] = rng.choice(("fine", "worn"))
    if rng.random() < 0.15:
        e["magical"] = True
    if item_type != "natural-weapon":
        e["value"] = rng.choice((50, 300, 800, 2500, 4000, 15000))
        e["weight"] = rng.choice((0.05, 0.2, 0.6, 1.4, 2.5, 5))
        e["scale"] = rng.choice(("trivial", "light", "regular", "heavy"))
    if category in ("weapon", "armour", "accessory") and item_type != "ammunition":
        limb = {"armour": "torso", "accessory": rng.choice(("head", "arm", "leg"))}.get(category, "arm")
        equip: dict = {"limbs": {limb: rng.choice((1, 1, 2))}, "timing": {"action": rng.randint(1, 5)}}
        if rng.random() < 0.2:
            equip["effect"] = w.text(100)
        e["equip"] = equip
    if category == "weapon" and item_type != "ammunition":
        ranged = item_type in ("direct-fire", "projectile")
        attacks = [w.attack("ranged" if ranged else "melee")]
        if ranged:
            attacks[0]["ammunition"] = "consume"
        attacks[0]["role"] = "major"
        attacks[0]["timing"] = w.timing()
        if not ranged and rng.random() < 0.5:
            holding = w.attack("melee")
            holding["role"] = "holding"
            holding["timing"] = w.timing(along=True)
            attacks.append(holding)
        e["attacks"] = attacks
    elif item_type == "ammunition":
        e["ammunition"] = {"advantage": rng.randint(0, 2), "types": ["physical"],
                           "for": ["projectile"]}
    if category == "armour":
        e["protections"] = {rng.choice(("physical", "energetic", "spectral")): rng.randint(1, 3)}
    if category == "consumable":
        e["use"] = {"timing": {"action": rng.randint(1, 3)}, "effect": w.text(rng.randint(100, 260))}
    return e


def species(n: Named, w: Writer) -> dict:
    rng = w.rng
    size = rng.choice(("micro", "small", "medium", "medium", "large", "huge"))
    e = header("species", n, w)
    e["text"] = w.paragraphs(2, 150)
    e["size"] = size
    e["forms"] = [dict(zip(("zh", "en"), f, strict=True)) for f in rng.sample(c.FORMS, rng.randint(1, 2))]
    e["genders"] = [dict(zip(("zh", "en"), g, strict=True)) for g in c.GENDERS[: rng.randint(1, 2)]]
    e["limbs"] = [{"limb": "head", "count": 1}, {"limb": "torso", "count": 1},
                  {"limb": "arm", "count": 2}, {"limb": "leg", "count": rng.choice((2, 4))}]
    e["move"] = [{"mode": m, "speed": rng.randint(1, 4)}
                 for m in ["ground", *rng.sample(("climb", "swim", "fly", "burrow"), rng.randint(0, 2))]]
    e["perceive"] = [{"mode": "vision", "range": rng.choice((40, 60)), "blind_side": ["back"]},
                     {"mode": "hearing", "range": 30}]
    if size == "huge":
        e["reach"] = rng.randint(1, 3)
    e["base"] = {"shape": rng.choice(("round", "long")), "width": rng.choice((0.5, 0.75, 1.5, 3))}
    e["age"] = {"adult": rng.randint(10, 40), "twilight": rng.randint(50, 300)}
    e["temperature"] = {"adapted": rng.sample(("hypothermy", "hyperthermy"), rng.randint(0, 1)),
                        "note": w.text(80)}
    e["attributes"] = {a: rng.randint(-1, 1) for a in ATTRS}
    talents = [a for a in w.plan.abilities if a.extra["occupation"] == "talent"]
    e["talents"] = sorted({a.id for a in rng.sample(talents, min(len(talents), rng.randint(1, 2)))})
    natural = [i for i in w.plan.items if i.extra["type"] == "natural-weapon"]
    e["natural_weapons"] = [rng.choice(natural).id]
    looks = rng.choice(c.LOOKS)
    e["body"] = {
        "zh": f"- 身高: {rng.randint(5, 20) / 10}~{rng.randint(21, 30) / 10}米.\n- 外貌: {looks[0]}.\n",
        "en": f"- Body height: {rng.randint(5, 20) / 10}–{rng.randint(21, 30) / 10} m.\n"
              f"- Looks: {looks[1]}.\n",
    }
    e["races"] = [{"id": f"{n.id}-{slug(adj[1])}", "name": {"zh": adj[0] + n.zh, "en": f"{adj[1]} {n.en}"},
                   "text": w.text(100)}
                  for adj in rng.sample(c.ADJECTIVES, rng.randint(1, 2))]
    return e


def environment(n: Named, w: Writer) -> dict:
    rng = w.rng
    category = rng.choice(("terrain-obstacle", "liquid", "fog", "odour-airflow", "noise", "gravity",
                           "temperature", "other"))
    e = {"kind": "environment", "id": n.id, "name": {"zh": n.zh, "en": n.en}, "category": category}
    e["summary"] = w.summary()
    e["text"] = w.text(rng.randint(70, 160))
    if category == "terrain-obstacle":
        e["hardness"] = rng.randint(1, 20)
    makers = [
        lambda: {"type": "resistance", "amount": rng.randint(1, 3)},
        lambda: {"type": "action-time", "seconds": rng.randint(1, 3)},
        lambda: {"type": "gap-time", "seconds": 1},
        lambda: {"type": "roll-penalty", "amount": rng.randint(1, 2),
                 "scope": rng.choice(("all", "vision", "hearing"))},
        lambda: {"type": "perception-range", "mode": "vision", "divide": rng.choice((2, 4))},
        lambda: {"type": "move-mode", "mode": "swim"},
        lambda: {"type": "note", "text": w.text(80)},
    ]
    e["effects"] = [make() for make in rng.sample(makers, rng.randint(1, 3))]
    if rng.random() < 0.5:
        e["example"] = w.text(40, c.CONDITIONS)
    return e


def term(n: Named, w: Writer, pool: list[Named]) -> dict:
    rng = w.rng
    e = {"kind": "term", "id": n.id, "name": {"zh": n.zh, "en": n.en}}
    if rng.random() < 0.1:
        e["aliases"] = {"zh": [n.zh + "状态"]}
    e["summary"] = w.text(rng.randint(50, 110))
    e["section"] = n.extra["section"] if rng.random() < 0.8 else rng.choice(w.core_sections)
    if rng.random() < 0.6:
        e["see"] = sorted({t.id for t in rng.sample(pool, rng.randint(1, 3))} - {n.id})
    return e


def chapter(n: Named, order: int, w: Writer) -> dict:
    sections = [s for s in w.plan.sections if s.extra["chapter"] == n.id]
    by_section: dict[str, list[Named]] = {}
    for t in w.plan.terms:
        by_section.setdefault(t.extra["section"], []).append(t)
    return {
        "kind": "chapter", "id": n.id, "order": order, "name": {"zh": n.zh, "en": n.en},
        "summary": w.text(120),
        "sections": [{"id": s.id, "name": {"zh": s.zh, "en": s.en},
                      "text": w.paragraphs(2, 110, by_section.get(s.id, [])[:3])}
                     for s in sections],
    }
