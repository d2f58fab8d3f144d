"""``--format sealdice``: a SealDice help document, so Chinese dice bots answer ``.find 破绽``.

SealDice reads ``{"mod", "author", "brief", "comment", "helpdoc": {key: text}}`` (UTF-8,
standard JSON). Keys are the Chinese names of terms (and their aliases), entries and chapter
sections, answered in Chinese; each English name and alias is a further key answered in English
(a language a pack does not give falls back to the other). The text is plain: references become
names, no Markdown, dice in handbook notation. The handbook's entries are keyed first, so a
pack can never take a handbook key; when two things share a name, the later one (in ``ORDER``)
is keyed as ``名称(包名)`` when it comes from another pack, else ``名称(种类)``.

SealDice loads a file it cannot read as an empty document without a word, so ``write`` checks
its own output against SealDice's rules first (``problems``): every value a string, standard
UTF-8 JSON without comments, and ``{name}`` — SealDice's embedding of the entry titled
``name`` — only where that title exists. Braces a text merely contains are escaped
(``\\{…\\}``), so nothing is embedded by accident.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from .. import rulesets
from ..hant import to_hant
from ..i18n import HANT, LANGUAGES, catalogue, t
from ..load import Compendium
from ..model import Entry, Text
from ..plain import plain
from ..problems import MeshalError
from .common import entries, name_of, vocabulary

LANG = "zh"  # SealDice bots answer Chinese groups: the header and Chinese keys are Chinese
#: SealDice's embedding syntax in help texts (dice/dice_help.go, GetContent): ``{title}``.
EMBED = re.compile(r"\{[^}\n]+\}")
HEADER = ("mod", "author", "brief", "comment")
#: Which kind takes a shared name first: terms, then the rulesets' kinds (each ruleset's
#: ``exports["sealdice"]`` part names its own order), then the rules text.
FIRST, LAST = ("term",), ("chapter", "section", "erratum")


@dataclass(frozen=True)
class Say:
    """What a ruleset's part (``exports["sealdice"]``: ``details(entry, lang, say)`` → lines) writes
    with: ``words(text)`` as plain text, ``roll(written, lang)`` in its notation, ``named(vocabulary,
    value, lang)`` by its term's name."""

    words: Callable[[str | None], str]
    roll: Callable[[str, str], str]
    named: Callable[[str, str, str], str]


def document(compendium: Compendium) -> dict[str, object]:
    """The help document: header fields and ``helpdoc``."""
    helpdoc: dict[str, str] = {}
    packs = compendium.packs
    origin = {m["id"]: m.get("origin") for m in packs}
    pack_names = {m["id"]: Text.of(m["name"]) for m in packs}
    ruleset = {m["id"]: rulesets.of_pack(m) for m in packs}
    # Meshal's handbook first (its keys never move), then other rulesets' rules, then the rest.
    topics = sorted(_topics(compendium), key=lambda topic: (
        ruleset[topic[3]].id != rulesets.DEFAULT, origin[topic[3]] != "handbook", *_rank(topic)))
    for kind, id, keyed, pack in topics:
        seen: set[str] = set()  # a name both languages share is keyed once, in Chinese
        for lang, name, text in _with_traditional(keyed):
            if name not in seen:
                seen.add(name)
                helpdoc[_free_key(helpdoc, name, kind, id, _qualifier(pack, origin, pack_names, ruleset, lang),
                                  lang)] = _escape(text)
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
    path.write_bytes(encode(document(compendium)))


def encode(doc: Mapping[str, Any]) -> bytes:
    """The document as SealDice reads it, refused (``export-sealdice-invalid``) if it would not."""
    data = (json.dumps(doc, ensure_ascii=False, indent=2) + "\n").encode("utf-8", "surrogatepass")
    found = problems(data)
    if found:
        raise MeshalError("export-sealdice-invalid", problem=found[0], count=len(found))
    return data


def problems(data: bytes) -> list[str]:
    """What in ``data`` SealDice would not read as this help document (empty: nothing)."""
    try:
        doc = json.loads(data.decode("utf-8"), parse_constant=_refuse)  # strict: no comments, NaN
    except (UnicodeDecodeError, ValueError) as error:
        return [f"not UTF-8 JSON: {error}"]
    if not isinstance(doc, dict) or not isinstance(doc.get("helpdoc"), dict):
        return ["not an object with a helpdoc object"]
    found = [f"{key}: not a string" for key in HEADER if not isinstance(doc.get(key), str)]
    helpdoc = doc["helpdoc"]
    for key, text in helpdoc.items():
        if not key.strip():
            found.append("an empty key")
        if not isinstance(text, str):
            found.append(f"{key}: not a string")
            continue
        found.extend(f"{key}: embeds {{{title}}}, which is no key" for title in _embeds(text)
                     if title not in helpdoc)
    return found


def _refuse(constant: str) -> None:
    raise ValueError(f"{constant} is not JSON")


def _embeds(text: str) -> Iterator[str]:
    """The titles ``text`` embeds, as SealDice reads them (a ``\\{`` is not an embed)."""
    for match in EMBED.finditer(text):
        if match.start() == 0 or text[match.start() - 1] != "\\":
            yield match.group()[1:-1]


def _escape(text: str) -> str:
    """Every ``{…}`` in ``text`` as ``\\{…\\}``, which SealDice shows as written."""
    return EMBED.sub(lambda m: "\\{" + m.group()[1:-1] + "\\}", text)


def _rank(topic: tuple[str, str, Keyed, str]) -> tuple[int, str]:
    kind, id = topic[0], topic[1]
    order = kind_order()
    return (order.index(kind) if kind in order else len(order), id)


@cache
def kind_order() -> tuple[str, ...]:
    """Which kind takes a shared name first: terms, each ruleset's kinds (its part's ``order``), the rules text."""
    own = (kind for ruleset in rulesets.registry().values() for kind in _part(ruleset, "order", ()))
    return (*FIRST, *own, *LAST)


def _part(ruleset: rulesets.Ruleset, name: str, default: Any) -> Any:
    """An attribute of the ruleset's help-document part (``exports["sealdice"]``, a module)."""
    reference = ruleset.exports.get("sealdice")
    return getattr(rulesets.resolve(reference), name, default) if reference else default


def _qualifier(pack: str, origin: dict, pack_names: dict, ruleset: dict, lang: str) -> str | None:
    """What tells a taken name apart: the pack's name (homebrew, samples), another ruleset's
    name (its rules share a name with Meshal's: ``命中(光明之剑 WOSS)``), else the kind."""
    if origin[pack] != "handbook":
        return pack_names[pack].get(lang)
    return None if ruleset[pack].id == rulesets.DEFAULT else Text.of(ruleset[pack].name).get(lang)


def _free_key(helpdoc: dict[str, str], name: str, kind: str, id: str, pack: str | None, lang: str) -> str:
    """``name``, else ``name(包名)`` or ``name(种类)``, else ``name(种类 id)``, which is unique."""
    label = _kind_label(kind, lang)
    for key in (name, f"{name}({pack or label})"):
        if key not in helpdoc and key.strip():  # a name of blanks only (U+0085 too) is no key SealDice keeps
            return key
    return f"{name}({label} {id})"


Keyed = list[tuple[str, str, str]]  # (language, key, help text in that language)


def _with_traditional(keyed: Keyed) -> Keyed:
    """Each Chinese key again in Traditional characters, answered in Traditional (where it differs)."""
    hant = [(HANT, to_hant(name), to_hant(text)) for lang, name, text in keyed if lang == "zh"]
    return [*keyed, *((lang, name, text) for lang, name, text in hant if name not in {k for _, k, _ in keyed})]


def _topics(compendium: Compendium) -> Iterator[tuple[str, str, Keyed, str]]:
    """(kind, id, [(language, name, text)], pack id) for every entry and section."""
    terms = vocabulary(compendium)
    for kind, entry in entries(compendium):
        pack = entry.provenance.pack
        yield kind, entry.id, [
            (lang, name, _entry_text(compendium, entry, terms, lang))
            for lang in LANGUAGES for name in _names(entry.name, lang, entry.data.get("aliases"))
        ], pack
        if kind == "chapter":
            for section in entry.data["sections"]:
                title = Text.of(section["name"])
                yield "section", section["id"], [
                    (lang, name, _join(_heading(title, "section", lang),
                                 [_words(compendium, lang)(Text.of(section["text"]).get(lang))]))
                    for lang in LANGUAGES for name in _names(title, lang)
                ], pack


def _words(compendium: Compendium, lang: str) -> Callable[[str | None], str]:
    def words(text: str | None) -> str:
        return plain(text, lang, lambda k, i, in_lang: name_of(compendium, k, i, in_lang)) if text else ""
    return words


def _entry_text(compendium: Compendium, entry: Entry, terms: Vocabulary, lang: str) -> str:
    words = _words(compendium, lang)
    ruleset = compendium.ruleset(entry)
    details = _part(ruleset, "details", None)
    body = [words(entry.summary.get(lang)) if entry.summary else "",
            words(entry.text.get(lang)) if entry.text else "",
            *(details(entry, lang, Say(words, _roller(ruleset), _namer(terms))) if details else ())]
    if entry.kind == "chapter":
        body.append("\n".join(f"- {Text.of(s['name']).get(lang)}" for s in entry.data["sections"]))
    return _join(_heading(entry.name, entry.kind, lang), body)


Vocabulary = dict[tuple[str, str], Entry]


def _roller(ruleset: rulesets.Ruleset) -> Callable[[str, str], str]:
    """``roll(written, lang)``: a roll in the ruleset's notation, in ``lang``."""
    dice = rulesets.resolve(ruleset.dice) if ruleset.dice else None
    return lambda written, lang: (dice.render(written, lang) if dice else None) or written


def _namer(terms: Vocabulary) -> Callable[[str, str, str], str]:
    """``named(vocabulary, value, lang)``: the value's term's name, else the value as written."""
    def named(vocab: str, value: str, lang: str) -> str:
        term = terms.get((vocab, value))
        return term.name.get(lang) if term else value
    return named


def _heading(name: Text, kind: str, lang: str) -> str:
    """``破绽 Gap [术语]`` in Chinese (the English name helps mixed groups); ``Gap [term]``."""
    other = name.en if lang == "zh" and name.zh and name.en else None
    title = name.get(lang) + (f" {other}" if other else "")
    return f"{title} [{_kind_label(kind, lang)}]"


def _kind_label(kind: str, lang: str) -> str:
    """The kind's name for a bot (Meshal's have their own); another ruleset's kind: its plain name."""
    own = f"sealdice-kind-{kind}"
    return t(own if own in catalogue() else f"kind-{kind}", lang)


def _names(name: Text, lang: str, aliases: Mapping[str, Any] | None = None) -> list[str]:
    """The names in ``lang`` to key a topic by: its name and aliases."""
    found = [getattr(name, lang), *(aliases or {}).get(lang, ())]
    return list(dict.fromkeys(n for n in found if n))


def _join(heading: str, body: list[str]) -> str:
    return "\n\n".join([heading, *(part for part in body if part)])
