"""``--format obsidian``: an Obsidian vault, one Markdown note per chapter, entry and language.

Layout (every path below the vault root)::

    index.md                          the languages
    <lang>/index.md                   the rulesets in that language
    <lang>/<ruleset>.md               the kinds of that ruleset
    <lang>/<ruleset>/<kind>.md        every note of that kind
    <lang>/<ruleset>/<kind>/<Name>.md one note per entry (a chapter's sections are ``## `` headings)

``<lang>`` is ``zh``, ``en`` and ``zh-Hant`` (OpenCC from zh): each language is a complete set of
notes, so a reader opens one folder and reads one language throughout. Wikilinks carry the note's
full vault path (``[[en/woss/term/Block|Block]]``): names that repeat across languages, rulesets
and kinds never make a link ambiguous. Index notes sit beside the folder they list, so no entry's
name can clash with one. A note's file name is its display name made safe for every OS, or the
id when that name is unusable or already taken in the folder.

Texts: references become wikilinks, ``**bold**`` stays, ``NdM`` rolls become the Dice Roller
plugin's `` `dice: NdM` ``, a ruleset's own notation (Meshal's 🎲 pools) is written as text, and
every other character Obsidian would read as syntax is escaped. No attachments.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import yaml

from .. import rulesets, schemas
from ..i18n import ENDONYMS, t
from ..load import Compendium, reference_kind
from ..model import Entry, Text
from ..site.markup import tokens
from .common import entries, thaw

LANGS = ("zh", "en", "zh-Hant")
TAG_ROOT = "meshal"
# Not in a file name on some OS, or syntax in a wikilink (``#`` heading, ``^`` block, ``|`` alias).
_UNSAFE = re.compile(r'[\\/:*?"<>|#^\[\]\x00-\x1f\x7f]')
_RESERVED = re.compile(r"(?i)(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?")  # Windows device names
NAME_LIMIT = 150  # UTF-8 bytes: room for " (id)" and ".md" within every file system's 255
# Markdown and Obsidian syntax in plain text (``==mark==``, ``~~strike~~``, ``%%comment%%``, ``$math$``).
_SYNTAX = re.compile(r"([\\`*_\[\]{}#|!<>=~$%^])")
# A roll the Dice Roller plugin reads: a count, a standard die, an optional flat modifier.
_ROLL = re.compile(r"(?<![\w.])([1-9][0-9]?)[dD](4|6|8|10|12|20|100)(?:\s?([+-])\s?([0-9]{1,3}))?(?![\w.])")
_LIST_INDENT = re.compile(r"^((?:  )+)(?=- )", re.MULTILINE)


def write(compendium: Compendium, out: Path) -> None:
    vault = Vault(compendium)
    for path, text in vault.notes():
        target = out / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8", newline="\n")


def safe_name(name: str) -> str:
    """``name`` usable as a file name on every OS and inside a wikilink ('' when nothing is left)."""
    name = " ".join(_UNSAFE.sub(" ", name).split()).encode()[:NAME_LIMIT].decode("utf-8", "ignore")
    name = name.strip(". ")  # Windows drops a trailing dot or space; a leading dot hides the file
    return "" if _RESERVED.fullmatch(name) else name


class Vault:
    """Where every note goes, and how a note's text links to the others."""

    def __init__(self, compendium: Compendium) -> None:
        self.compendium = compendium
        self.files: dict[tuple[str, str, str], str] = {}  # (lang, kind, id) → vault path without .md
        self.headings: dict[tuple[str, str], str] = {}  # (lang, section id) → heading in its chapter
        for lang in LANGS:
            self._place(lang)

    def _place(self, lang: str) -> None:
        taken: dict[str, set[str]] = {}
        for kind, entry in entries(self.compendium):
            folder = f"{lang}/{self.ruleset(entry)}/{kind}"
            used = taken.setdefault(folder, set())
            name = next(c for c in self._candidates(entry, lang) if c and c.casefold() not in used)
            used.add(name.casefold())
            self.files[lang, kind, entry.id] = f"{folder}/{name}"
            if kind == "chapter":
                self._place_sections(entry, lang)

    @staticmethod
    def _candidates(entry: Entry, lang: str) -> Iterator[str]:
        name = safe_name(entry.name.get(lang))
        yield name
        yield f"{name} ({entry.id})" if name else entry.id
        yield entry.id
        yield from (f"{entry.id} {n}" for n in range(2, 10_000))

    def _place_sections(self, chapter: Entry, lang: str) -> None:
        used: set[str] = set()
        for section in chapter.data["sections"]:
            name = safe_name(Text.of(section["name"]).get(lang)) or section["id"]
            heading = name if name.casefold() not in used else f"{name} ({section['id']})"
            used.add(heading.casefold())
            self.headings[lang, section["id"]] = heading

    def ruleset(self, entry: Entry) -> str:
        return self.compendium.ruleset(entry).id

    def notes(self) -> Iterator[tuple[str, str]]:
        """Every note as (path in the vault, Markdown), in a fixed order."""
        # Above every language: named in each, each language by its own name.
        title = " / ".join(dict.fromkeys(t("obsidian-vault-title", lang) for lang in LANGS))
        yield "index.md", _index(title, [f"[[{lang}/index|{ENDONYMS[lang]}]]" for lang in LANGS])
        for lang in LANGS:
            yield from self._language(lang)

    def _language(self, lang: str) -> Iterator[tuple[str, str]]:
        by_ruleset: dict[str, dict[str, list[Entry]]] = {}
        for kind, entry in entries(self.compendium):
            by_ruleset.setdefault(self.ruleset(entry), {}).setdefault(kind, []).append(entry)
            yield f"{self.files[lang, kind, entry.id]}.md", self._note(kind, entry, lang)
        named = {r.id: r.named(lang) for r in self.compendium.rulesets()}
        yield f"{lang}/index.md", _index(t("obsidian-vault-title", lang),
                                         [f"[[{lang}/{r}|{_alias(named[r])}]]" for r in sorted(by_ruleset)])
        for ruleset, kinds in sorted(by_ruleset.items()):
            yield f"{lang}/{ruleset}.md", _index(named[ruleset], [
                f"[[{lang}/{ruleset}/{kind}|{_alias(t(f'kind-{kind}', lang))}]]" for kind in sorted(kinds)])
            for kind, listed in sorted(kinds.items()):
                yield f"{lang}/{ruleset}/{kind}.md", _index(f"{named[ruleset]}: {t(f'kind-{kind}', lang)}", [
                    self.link(lang, kind, entry.id, None) for entry in listed])

    def _note(self, kind: str, entry: Entry, lang: str) -> str:
        ruleset = self.ruleset(entry)
        pack = self.compendium.pack(entry.provenance.pack)
        matter = {"kind": kind, "id": entry.id, "ruleset": ruleset, "pack": entry.provenance.pack,
                  "origin": pack.get("origin"), "lang": lang, "tags": [f"{TAG_ROOT}/{ruleset}/{kind}"],
                  "aliases": [entry.name.get(lang)]}
        body = [f"# {_escape(entry.name.get(lang))}"]
        for field in ("summary", "text"):
            if text := getattr(entry, field):
                body.append(self.render(text.get(lang), lang, ruleset))
        for target, id in _refs(kind, entry):
            body.append(f"- {t('obsidian-see', lang)} {self.link(lang, target, id, None)}")
        if kind == "chapter":
            for section in entry.data["sections"]:
                body.append(f"## {self.headings[lang, section['id']]}")
                body.append(self.render(Text.of(section["text"]).get(lang), lang, ruleset))
        front = yaml.safe_dump(matter, sort_keys=True, allow_unicode=True, width=10_000)
        return f"---\n{front}---\n\n" + "\n\n".join(part for part in body if part) + "\n"

    def link(self, lang: str, kind: str, id: str, label: str | None) -> str:
        """A wikilink to entry ``kind``/``id`` (a section: its chapter's heading) in ``lang``."""
        kind = "term" if kind == "def" else kind
        if kind == "section":
            section = self.compendium.sections[id]
            path = f"{self.files[lang, 'chapter', section.chapter]}#{self.headings[lang, id]}"
            shown = label or self.headings[lang, id]
        else:
            path = self.files[lang, kind, id]
            shown = label or self.compendium.get(kind, id).name.get(lang)
        return f"[[{path}|{_alias(shown)}]]"

    def render(self, text: str, lang: str, ruleset: str) -> str:
        """Our text subset in ``lang`` as Obsidian Markdown."""
        text = _LIST_INDENT.sub(lambda m: m.group(1) * 2, text.replace("\r\n", "\n"))
        out, last = [], 0
        for match in tokens(ruleset).finditer(text):
            out += [_prose(text[last:match.start()]), self._token(match, lang, ruleset)]
            last = match.end()
        out.append(_prose(text[last:]))
        return "".join(out).strip()

    def _token(self, match: re.Match[str], lang: str, ruleset: str) -> str:
        if match.group("ref"):
            kind, id, label = reference_kind(match.group(2))[1], match.group(3), match.group(4)
            return self.link(lang, kind, id, label)
        if match.group("code"):
            return match.group("code")
        written = match.group()  # a ruleset's own roll or badge: text, unless the roll is the plugin's NdM
        if match.groupdict().get("dice"):
            return _rolls(rulesets.resolve(rulesets.get(ruleset).dice).render(written, lang) or written)
        return _escape(written)


def _refs(kind: str, entry: Entry) -> list[tuple[str, str]]:
    """The ``x-ref`` fields of an entry as (kind, id): each becomes a "see" link."""
    data = thaw(entry.data)
    return sorted({(target, value) for pattern, target in schemas.fields(kind).refs
                   for _, value in schemas.matches(data, pattern)})


def _prose(text: str) -> str:
    """Plain text: ``**``, ``- `` list items and table rows kept, rolls made rollable, other syntax escaped."""
    lines = []
    for line in text.split("\n"):
        stripped = line.lstrip(" ")
        indent, bullet = line[: len(line) - len(stripped)], stripped.startswith("- ")
        if len(stripped) > 1 and stripped[0] == stripped[-1] == "|":  # a table row: its pipes are the table's
            lines.append(indent + "|".join(_inline(cell) for cell in stripped.split("|")))
            continue
        lines.append(indent + ("- " if bullet else "") + _inline(stripped[2:] if bullet else stripped))
    return "\n".join(lines)


def _inline(text: str) -> str:
    return "**".join(_rolls(part) for part in text.split("**"))


def _rolls(text: str) -> str:
    out, last = [], 0
    for match in _ROLL.finditer(text):
        count, sides, sign, bonus = match.groups()
        out += [_escape(text[last:match.start()]), f"`dice: {count}d{sides}{sign + bonus if sign else ''}`"]
        last = match.end()
    return "".join(out) + _escape(text[last:])


def _escape(text: str) -> str:
    return _SYNTAX.sub(r"\\\1", text)


def _alias(text: str) -> str:
    """A wikilink's shown text: without what would end the link or start another."""
    return " ".join(re.sub(r"[\[\]|#^]", " ", text).split())


def _index(title: str, links: list[str]) -> str:
    return f"# {_escape(title)}\n\n" + "".join(f"- {link}\n" for link in links)
