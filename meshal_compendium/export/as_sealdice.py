"""``--format sealdice``: a SealDice help document, so Chinese dice bots answer ``.find 破绽``.

SealDice reads ``{"mod", "author", "brief", "comment", "helpdoc": {key: text}}`` (UTF-8,
standard JSON). Keys are the Chinese names of terms (and their aliases), entries and chapter
sections; each English name and alias is a further key with the same text. The text is Chinese
(English where a pack gives no Chinese), plain: references become names, no Markdown, dice in
handbook notation. The handbook's entries are keyed first, so a pack can never take a
handbook key; when two things share a name, the later one (in ``ORDER``) is keyed as
``名称(包名)`` when it comes from another pack, else ``名称(种类)``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

from ..i18n import t
from ..load import Compendium
from ..model import Entry, Text
from ..notation import parse_dice
from ..plain import plain
from .common import entries, name_of, vocabulary

LANG = "zh"  # SealDice bots answer Chinese groups; English names are keys to the same text
ORDER = ("term", "ability", "item", "species", "environment", "chapter", "section", "erratum")
# Ability parts a bot user asks about, with their label keys in the catalogue.
ABILITY_PARTS = (("cast", "sealdice-cast"), ("passive", "sealdice-passive"),
                 ("failure", "sealdice-failure"))


def document(compendium: Compendium) -> dict[str, object]:
    """The help document: header fields and ``helpdoc``."""
    helpdoc: dict[str, str] = {}
    packs = compendium.packs
    origin = {m["id"]: m.get("origin") for m in packs}
    pack_names = {m["id"]: Text.of(m["name"]).get(LANG) for m in packs}
    topics = sorted(_topics(compendium), key=lambda topic: (origin[topic[4]] != "handbook", *_rank(topic)))
    for kind, id, names, text, pack in topics:
        qualifier = None if origin[pack] == "handbook" else pack_names[pack]
        for name in names:
            helpdoc[_free_key(helpdoc, name, kind, id, qualifier)] = text
    authors = dict.fromkeys(author for manifest in packs for author in manifest["authors"])
    return {
        "mod": " + ".join(Text.of(m["name"]).get(LANG) for m in packs),
        "author": ", ".join(authors),
        "brief": t("sealdice-brief", LANG),
        "comment": t("sealdice-comment", LANG, packs=", ".join(
            f"{m['id']} {m['version']}" for m in packs)),
        "helpdoc": helpdoc,
    }


def write(compendium: Compendium, path: Path) -> None:
    text = json.dumps(document(compendium), ensure_ascii=False, indent=2)
    path.write_bytes((text + "\n").encode("utf-8"))


def _rank(topic: tuple[str, str, list[str], str, str]) -> tuple[int, str]:
    kind, id = topic[0], topic[1]
    return (ORDER.index(kind) if kind in ORDER else len(ORDER), id)


def _free_key(helpdoc: dict[str, str], name: str, kind: str, id: str, pack: str | None) -> str:
    """``name``, else ``name(包名)`` or ``name(种类)``, else ``name(种类 id)``, which is unique."""
    label = t(f"sealdice-kind-{kind}", LANG)
    for key in (name, f"{name}({pack or label})"):
        if key not in helpdoc:
            return key
    return f"{name}({label} {id})"


def _topics(compendium: Compendium) -> Iterator[tuple[str, str, list[str], str, str]]:
    """(kind, id, names to key it by, help text, pack id) for every entry and section."""
    def words(text: str | None) -> str:
        return plain(text, LANG, lambda k, i, lang: name_of(compendium, k, i, lang)) if text else ""

    terms = vocabulary(compendium)
    for kind, entry in entries(compendium):
        body = [words(entry.summary.get(LANG)) if entry.summary else "",
                words(entry.text.get(LANG)) if entry.text else "",
                *_details(entry, terms, words)]
        if kind == "chapter":
            body.append("\n".join(f"- {Text.of(s['name']).get(LANG)}"
                                  for s in entry.data["sections"]))
        pack = entry.provenance.pack
        yield kind, entry.id, _names(entry.name, entry.data.get("aliases")), _join(
            _heading(entry.name, kind), body), pack
        if kind == "chapter":
            for section in entry.data["sections"]:
                title = Text.of(section["name"])
                yield "section", section["id"], _names(title), _join(
                    _heading(title, "section"), [words(Text.of(section["text"]).get(LANG))]), pack


Words = Callable[[str | None], str]
Vocabulary = dict[tuple[str, str], Entry]


def _details(entry: Entry, terms: Vocabulary, words: Words) -> Iterator[str]:
    """An ability's cast, passive and failure, and the attacks of abilities and items."""
    if entry.kind == "ability":
        for part, label in ABILITY_PARTS:
            given = entry.data.get(part)
            if given:
                lines = [words(Text.of(given[key]).get(LANG)) for key in ("condition", "effect")
                         if key in given]
                yield f"{t(label, LANG)}: " + " ".join(lines)
    attacks = entry.data.get("attacks") or entry.data.get("cast", {}).get("attacks") or ()
    for attack in attacks:
        yield _attack(attack, terms)


def _attack(attack: Mapping[str, Any], terms: Vocabulary) -> str:
    """``重拳: 强壮🎲 物质攻击 vs 格挡/闪避`` — dice in handbook notation, values by their terms."""
    def named(vocab: str, value: str) -> str:
        term = terms.get((vocab, value))
        return term.name.get(LANG) if term else value

    name = Text.of(attack["name"]).get(LANG) + ": " if "name" in attack else ""
    types = "/".join(named("attack-type", value) for value in attack["types"])
    line = f"{t('sealdice-attack', LANG)} {name}{parse_dice(attack['dice']).render(LANG)} {types}"
    defenses = attack.get("defenses")
    if defenses:
        line += " vs " + "/".join(named("defense", d) for d in defenses)
    elif defenses is not None:  # an empty list: the handbook's undefendable attack
        line += f" ({t('sealdice-undefendable', LANG)})"
    return line


def _heading(name: Text, kind: str) -> str:
    other = name.en if name.zh and name.en else None
    title = name.get(LANG) + (f" {other}" if other else "")
    return f"{title} [{t(f'sealdice-kind-{kind}', LANG)}]"


def _names(name: Text, aliases: Mapping[str, Any] | None = None) -> list[str]:
    aliases = aliases or {}
    found = [name.zh, *aliases.get("zh", ()), name.en, *aliases.get("en", ())]
    return list(dict.fromkeys(n for n in found if n))


def _join(heading: str, body: list[str]) -> str:
    return "\n\n".join([heading, *(part for part in body if part)])
