"""Names, references, dice and sentences for the synthetic packs, drawn with one seeded RNG."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field, replace

import corpus as c

from meshal_compendium.rulesets.meshal.notation import NUMBER, POINTS, DicePool

ATTRS = ("might", "elastane", "sense")


@dataclass
class Named:
    id: str
    zh: str
    en: str
    extra: dict = field(default_factory=dict)


@dataclass
class Plan:
    """Every id the pack will hold, made before any text so texts can refer to them."""

    terms: list[Named] = field(default_factory=list)
    chapters: list[Named] = field(default_factory=list)
    sections: list[Named] = field(default_factory=list)
    abilities: list[Named] = field(default_factory=list)
    items: list[Named] = field(default_factory=list)
    species: list[Named] = field(default_factory=list)
    environments: list[Named] = field(default_factory=list)


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


class Writer:
    """Draws names, references, dice and sentences from the banks with one seeded RNG."""

    def __init__(self, rng: random.Random, plan: Plan, core_terms: list[Named],
                 core_sections: list[str]) -> None:
        self.rng = rng
        self.plan = plan
        self.core_terms = core_terms
        self.core_sections = core_sections

    # ------------------------------------------------------------ references and numbers
    def term(self, linked: float = 1.0) -> tuple[str, str]:
        """A core term: a reference with probability ``linked``, else its plain name."""
        t = self.rng.choice(self.core_terms)
        if self.rng.random() >= linked:
            return t.zh, t.en.lower()
        en = f"{{term:{t.id}}}" if self.rng.random() < 0.8 else f"{{term:{t.id}|{t.en.lower()}}}"
        return f"{{term:{t.id}|{t.zh}}}", en

    def ref(self, kind: str, pool: list[Named]) -> tuple[str, str]:
        n = self.rng.choice(pool)
        return f"{{{kind}:{n.id}|{n.zh}}}", f"{{{kind}:{n.id}}}"

    def pool(self) -> DicePool:
        r = self.rng.random()
        if r < 0.35:
            return DicePool(POINTS, count=self.rng.randint(1, 6))
        if r < 0.45:
            return DicePool(NUMBER, count=self.rng.randint(1, 3))
        if r < 0.80:
            return DicePool(POINTS, attributes=(self.rng.choice(ATTRS),),
                            modifier=self.rng.choice((0, 0, 0, 1, -1)))
        pair = tuple(self.rng.sample(ATTRS, 2))
        return DicePool(POINTS, attributes=pair, choose=self.rng.choice(("high", "low")))

    def dice(self) -> tuple[str, str]:
        p = self.pool()
        return p.render("zh"), p.render("en")

    def dice_field(self, points: bool = False) -> str:
        """A dice field; an attack's (``points``) always counts points, as the schema demands."""
        p = self.pool()
        if points and p.kind != POINTS:
            p = replace(p, kind=POINTS)
        r = self.rng.random()
        return p.render(ascii=True) if r < 0.25 else p.render("en" if r < 0.45 else "zh")

    # ------------------------------------------------------------ texts
    def fill(self, template: tuple[str, str]) -> tuple[str, str]:
        t1, t2, d, d2 = self.term(0.8), self.term(0.3), self.dice(), self.dice()
        a = self.ref("ability", self.plan.abilities)
        i = self.ref("item", self.plan.items)
        n, n2, s = self.rng.randint(1, 5), self.rng.randint(2, 10), self.rng.choice((3, 4, 6, 8, 10))
        out = []
        for lang in (0, 1):
            out.append(template[lang].format(T1=t1[lang], T2=t2[lang], D=d[lang], D2=d2[lang],
                                             A=a[lang], I=i[lang], N=n, N2=n2, S=s))
        return out[0], out[1]

    def text(self, en_chars: int, bank: list | None = None) -> dict[str, str]:
        """Sentences until the English reaches about ``en_chars`` characters."""
        zh, en = [], []
        while sum(map(len, en)) < en_chars:
            z, e = self.fill(self.rng.choice(bank or c.SENTENCES))
            zh.append(z)
            en.append(e)
        return {"zh": " ".join(zh), "en": " ".join(en)}

    def paragraphs(self, count: int, en_chars: int, defs: list[Named] = ()) -> dict[str, str]:
        """A ``|`` text: paragraphs, and a list defining ``defs`` like the handbook's chapters."""
        zh, en = [], []
        for _ in range(count):
            para = self.text(en_chars)
            zh.append(para["zh"])
            en.append(para["en"])
        if defs:
            items = [(f"- {{def:{t.id}}}: {s['zh']}", f"- {{def:{t.id}}}: {s['en']}")
                     for t in defs for s in [self.text(110)]]
            zh.append("\n".join(z for z, _ in items))
            en.append("\n".join(e for _, e in items))
        return {"zh": "\n\n".join(zh) + "\n", "en": "\n\n".join(en) + "\n"}

    def summary(self, flavour: tuple[str, str] | None = None) -> dict[str, str]:
        clause = self.rng.choice(c.SUMMARY_CLAUSES)
        d = self.dice()
        kind = c.ATTACK_TYPE_NAMES[self.rng.choice(("physical", "energetic", "spectral"))]
        defense = c.DEFENSE_NAMES[self.rng.choice(("block", "dodge", "resist"))]
        n, s = self.rng.randint(1, 4), self.rng.choice((4, 6, 10, 15))
        out = []
        for lang in (0, 1):
            text = clause[lang].format(D=d[lang], type=kind[lang], defense=defense[lang], N=n, S=s)
            if flavour:
                text = flavour[lang] + (", " if lang == 0 else "; ") + text
            out.append(text + ".")
        return {"zh": out[0], "en": out[1][0].upper() + out[1][1:]}

    def name(self, nouns: list[tuple[str, str]]) -> tuple[str, str]:
        adj, noun = self.rng.choice(c.ADJECTIVES), self.rng.choice(nouns)
        return adj[0] + noun[0], f"{adj[1]} {noun[1]}"

    def timing(self, along: bool = False) -> dict:
        t = {"action": self.rng.choice((0, 1, 1, 1, 2, 3, 10, 60))}
        if along:
            t["along"] = True
        elif self.rng.random() < 0.5:
            t["gap"] = self.rng.randint(1, 3)
        return t

    def attack(self, mode: str, named: bool = True) -> dict:
        a: dict = {}
        if named:
            a["name"] = dict(zip(("zh", "en"), self.name(c.ABILITY_NOUNS), strict=True))
        a["mode"] = mode
        a["dice"] = self.dice_field(points=True)
        a["types"] = self.rng.sample(("physical", "energetic", "spectral"), self.rng.choice((1, 1, 2)))
        a["defenses"] = self.rng.sample(("block", "dodge", "resist"), self.rng.randint(0, 2))
        if mode == "ranged":
            a["range"] = self.rng.choice((6, 10, 15, 30, 60))
        return a
