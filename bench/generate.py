"""Generate synthetic but realistic packs for the benchmarks: 1k, 5k or 10k entries, zh and en.

Each pack depends on ``core`` and holds mostly abilities, items, species, environments and terms
plus a few chapters, shaped like the shipped samples (``content/samples``) and the handbook
(``content/core``): the same fields, text lengths near theirs, ``{term:…}`` references to core
terms, references between the pack's own entries, and dice in every notation. Entries are spread
over files of about 50 each. Output is deterministic for a given size and seed.

    .venv/bin/python bench/generate.py                  # bench/packs/{1000,5000,10000}
    .venv/bin/python bench/generate.py --size 1000 --out /tmp/packs
"""

from __future__ import annotations

import argparse
import random
import shutil
from pathlib import Path

import corpus as c
import entries as e
import yaml
from emit import dump
from writer import Named, Plan, Writer, slug

ROOT = Path(__file__).resolve().parent.parent
CORE = ROOT / "content" / "core"
PACKS = Path(__file__).resolve().parent / "packs"
SIZES = (1000, 5000, 10000)
PER_FILE = 50
SEED = 7
SHARES = {"term": 0.15, "environment": 0.08, "species": 0.07, "item": 0.32}  # rest: ability
HEADER = "# yaml-language-server: $schema=../../../../schemas/entry.schema.json\n" \
         "# Synthetic benchmark content (bench/generate.py): invented, NOT from the handbook.\n"
ITEM_TYPES = {
    "weapon": ["blade", "impact", "pole", "wrestle", "swiping", "direct-fire", "projectile",
               "throwing", "shield", "ammunition"],
    "armour": ["helmet", "armor", "boots", "exotic-armour"],
    "accessory": ["ring", "pendant", "cape", "bracelet", "belt", "earring", "crest", "glove"],
    "consumable": ["medicine", "rune", "food", "beverage"],
    "miscellany": ["tool", "pack", "ingredient", "miscellany"],
}


# ------------------------------------------------------------------------ planning


def plan_pack(size: int, rng: random.Random) -> Plan:
    plan = Plan()
    chapters = max(2, size // 1000)
    counts = {kind: int(size * share) for kind, share in SHARES.items()}
    counts["ability"] = size - chapters - sum(counts.values())

    def named(index: int, zh: str, en: str, **extra) -> Named:
        return Named(f"{slug(en)}-{index}", zh, en, extra)

    for i in range(chapters):
        zh, en = c.CHAPTER_TITLES[i % len(c.CHAPTER_TITLES)]
        chapter = named(i + 1, zh, en)
        plan.chapters.append(chapter)
        for j in range(rng.randint(8, 10)):
            word = c.SECTION_WORDS[j % len(c.SECTION_WORDS)]
            plan.sections.append(Named(f"{chapter.id}-{slug(word[1])}", word[0], word[1],
                                       {"chapter": chapter.id}))
    for i in range(counts["term"]):
        zh, en = rng.choice(c.TERM_WORDS)
        plan.terms.append(named(i + 1, zh, en, section=rng.choice(plan.sections).id))
    for i in range(counts["environment"]):
        zh, en = rng.choice(c.ENVIRONMENT_NOUNS)
        plan.environments.append(named(i + 1, zh, en))
    for i in range(counts["item"]):
        category = rng.choices(list(ITEM_TYPES), weights=(45, 20, 15, 10, 10))[0]
        item_type = rng.choice(ITEM_TYPES[category])
        if category == "weapon" and rng.random() < 0.12:
            item_type = "natural-weapon"
        adj, noun = rng.choice(c.ADJECTIVES), rng.choice(c.ITEM_NOUNS[category])
        plan.items.append(named(i + 1, adj[0] + noun[0], f"{adj[1]} {noun[1]}",
                                category=category, type=item_type))
    for i in range(counts["ability"]):
        occupation = rng.choices(("talent", "might", "elastane", "sense", "standard"),
                                 weights=(15, 20, 20, 35, 10))[0]
        adj, noun = rng.choice(c.ADJECTIVES), rng.choice(c.ABILITY_NOUNS)
        plan.abilities.append(named(i + 1, adj[0] + noun[0], f"{adj[1]} {noun[1]}",
                                    occupation=occupation))
    for i in range(counts["species"]):
        zh, en = rng.choice(c.SPECIES_NOUNS)
        plan.species.append(named(i + 1, zh, en))
    return plan


# ------------------------------------------------------------------------ the pack


def core_vocabulary() -> tuple[list[Named], list[str]]:
    """Core term ids with their names, and core section ids, read from ``content/core``."""
    terms, sections = [], []
    for path in sorted((CORE / "terms").glob("*.yaml")):
        for t in yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader):
            terms.append(Named(t["id"], t["name"]["zh"], t["name"]["en"]))
    for path in sorted((CORE / "chapters").glob("*.yaml")):
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)
        sections.extend(s["id"] for s in data["sections"])
    return terms, sections


def generate(size: int, out: Path, seed: int = SEED) -> Path:
    """Write the pack of ``size`` entries to ``out`` (replacing it); return ``out``."""
    rng = random.Random(seed * 1_000_003 + size)
    core_terms, core_sections = core_vocabulary()
    plan = plan_pack(size, rng)
    w = Writer(rng, plan, core_terms, core_sections)
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    (out / "pack.yaml").write_text(dump({
        "id": f"bench-{size}", "name": {"zh": f"基准测试包 {size}", "en": f"Benchmark Pack {size}"},
        "version": "1.0.0", "authors": ["bench/generate.py"], "license": "CC0-1.0",
        "languages": ["zh", "en"], "origin": "homebrew", "ruleset": "meshal-lite-7",
        "requires": ">=7.0.0 <8.0.0", "depends": ["core"],
    }, "# yaml-language-server: $schema=../../../schemas/pack.schema.json\n"), encoding="utf-8")
    term_pool = [*core_terms, *plan.terms]
    groups = {
        "abilities": [e.ability(n, w) for n in plan.abilities],
        "items": [e.item(n, w) for n in plan.items],
        "species": [e.species(n, w) for n in plan.species],
        "environments": [e.environment(n, w) for n in plan.environments],
        "terms": [e.term(n, w, term_pool) for n in plan.terms],
    }
    for folder, written in groups.items():
        (out / folder).mkdir()
        for start in range(0, len(written), PER_FILE):
            name = f"{folder}-{start // PER_FILE + 1:03d}.yaml"
            (out / folder / name).write_text(dump(written[start:start + PER_FILE], HEADER),
                                             encoding="utf-8")
    (out / "chapters").mkdir()
    for index, n in enumerate(plan.chapters):
        data = e.chapter(n, 100 + index, w)
        text = dump(data, HEADER.replace("entry.schema", "chapter.schema"))
        (out / "chapters" / f"{index + 1:02d}-{n.id}.yaml").write_text(text, encoding="utf-8")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, action="append", help="entries (repeatable)")
    parser.add_argument("--out", type=Path, default=PACKS, help="folder for the packs")
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args(argv)
    for size in args.size or SIZES:
        path = generate(size, args.out / str(size), args.seed)
        files = sorted(path.rglob("*.yaml"))
        total = sum(f.stat().st_size for f in files)
        print(f"{path}: {size} entries in {len(files) - 1} files, {total / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
