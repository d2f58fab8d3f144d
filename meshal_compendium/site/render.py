"""Render the planned pages of one language to Markdown files with Jinja2.

Templates (``templates/*.md.j2``) are small, one per page kind. Every value a template prints
is escaped unless it is Markup our own markup renderer made.
"""

from __future__ import annotations

import html
import json
import posixpath
from collections.abc import Iterable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

import yaml
from jinja2 import ChoiceLoader, Environment, FileSystemLoader, PackageLoader
from markupsafe import Markup

from .. import collector, rulesets
from ..i18n import catalogue, t
from ..load import Compendium
from ..model import Entry, Text
from ..plain import plain
from ..rulesets import Ruleset
from . import guide, listing, markup, pages
from .pages import (
    FOLDERS,
    LISTED,
    NOTES,
    Links,
    Page,
    base_chapters,
    chapters_folder,
    own,
    plan,
    present,
    print_path,
    site_name,
)

OTHER = {"zh": "en", "en": "zh"}


def environment() -> Environment:
    """The templates: shared ones first, then each ruleset's (its kinds' pages, its overview's parts)."""
    return _environment(tuple(rulesets.folders(lambda r: r.templates)))


@cache
def _environment(folders: tuple[Path, ...]) -> Environment:
    """One per set of template folders in a process: compiling the templates took 0.3 s a language.
    ``auto_reload`` checks each one's file when it is used, so ``meshal serve`` shows an edited template."""
    own = [FileSystemLoader(folder) for folder in folders]
    env = Environment(
        loader=ChoiceLoader([PackageLoader("meshal_compendium.site", "templates"), *own]),
        autoescape=False, keep_trailing_newline=True, auto_reload=True,
        trim_blocks=True, lstrip_blocks=True,
        finalize=_finalize,
    )
    # Inside raw HTML blocks Markdown escapes would show: there, values go through ``h``.
    # A text a pack lacks (None) prints nothing here too, as in ``_finalize``.
    env.filters["h"] = lambda value: Markup("" if value is None else html.escape(str(value)))
    env.filters["front_matter"] = front_matter_scalar
    env.filters["code"] = lambda value: Markup(markup.escape_keep_code(str(value)))
    env.filters["h_code"] = lambda value: Markup(markup.escape_keep_code(str(value), html.escape))
    # A value shown as code (a file name, an id): a Markdown code span would show our escapes.
    env.filters["as_code"] = lambda value: Markup(markup.code_span(str(value)))
    return env


def _finalize(value: object) -> str:
    """Every printed value: our Markup as is, the rest escaped; a text a pack lacks prints nothing."""
    if value is None:
        return ""
    return value if isinstance(value, Markup) else markup.escape(str(value))


def front_matter_scalar(value: object) -> Markup:
    """A value for the page's YAML front matter, written by the YAML serialiser.

    A front matter that fails to parse is rendered as Markdown, where pack text could reach
    attr_list; a string built by hand (JSON quoting included) breaks on DEL, C1 controls or
    U+FFFE. Themes print titles unescaped, so the value is HTML-escaped first.
    """
    dumped = yaml.safe_dump(html.escape(str(value)), allow_unicode=True, default_style='"',
                            width=float("inf"))
    return Markup(dumped.rstrip("\n").removesuffix("\n..."))


def write_language(compendium: Compendium, lang: str, out: Path, name: str | None = None) -> list[str]:
    """Write every page of ``lang`` below ``out``; return the page paths in nav order. ``name``: the
    site's name, when given (``--site-name``)."""
    with collector.paused():
        return _write_language(compendium, lang, out, site_name(compendium, lang, name))


def _write_language(compendium: Compendium, lang: str, out: Path, name: str) -> list[str]:
    written = []
    for page, text in render_pages(compendium, lang, name, plan(compendium)):
        target = out / page.path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
        written.append(page.path)
    write_data(compendium, lang, out)
    return written


def render_pages(compendium: Compendium, lang: str, name: str, chosen: Iterable[Page]) -> Iterator[tuple[Page, str]]:
    """The Markdown of each ``chosen`` page (of ``plan(compendium)``) in ``lang``; ``name``: the site's."""
    env = environment()
    links = Links(compendium)
    v = labeller(compendium, lang)  # once per language: every page uses it
    for page in chosen:
        yield page, env.get_template(page.template).render(**_context(compendium, links, page, lang, v, name))


def write_data(compendium: Compendium, lang: str, out: Path) -> None:
    """The data the pages' scripts read, below ``out/assets``: hover cards, calculator data, UI strings."""
    links = Links(compendium)
    (out / "assets").mkdir(parents=True, exist_ok=True)
    _write_json(out / "assets" / "cards.json", cards(compendium, links, lang))
    for ruleset in present(compendium):
        if ruleset.calculator_data:
            _write_json(out / "assets" / f"calculators-{ruleset.id}.json",
                        rulesets.resolve(ruleset.calculator_data)(compendium, lang))
    # The scripts' UI strings come from the same catalogue as everything else.
    _write_json(out / "assets" / "strings.json",
                {key: text[lang] for key, text in catalogue().items() if key.startswith("js-")})


def _write_json(path: Path, value: Any) -> None:
    path.write_text(json.dumps(value, ensure_ascii=False, sort_keys=True), encoding="utf-8")


def _context(compendium: Compendium, links: Links, page: Page, lang: str, v, name: str) -> dict[str, Any]:
    link = links.linker(page.path)
    ruleset: Ruleset | None = page.context["ruleset"]
    notation = ruleset.id if ruleset else None

    def text(value: Text | dict | None) -> Markup:
        if value is None:
            return Markup("")
        if isinstance(value, Text):
            value = {"zh": value.zh, "en": value.en}
        own = value.get(lang) or value.get(OTHER[lang]) or ""
        return markup.render(own, lang, _def_aware(compendium, link), notation)

    def local(value: Text | dict | None) -> str:
        if value is None:
            return ""
        if isinstance(value, Text):
            return value.get(lang)
        return value.get(lang) or value.get(OTHER[lang]) or ""

    def href(kind: str, id: str) -> str:
        target = links.target(kind, id)
        return links.relative(page.path, target) if target else ""

    def dice(written: str) -> Markup:
        return Markup(markup.dice_button(written, lang, notation))

    def base_href(r: Ruleset) -> str:
        """The first chapter of the ruleset's base pack (Meshal's handbook), from this page."""
        first = base_chapters(compendium, r)
        return links.relative(page.path, f"{chapters_folder(r)}{first[0].id}.md") if first else ""

    extra = {}
    if page.template == "glossary.md.j2":
        terms = of_ruleset(compendium, ruleset, "term")
        groups = glossary(compendium, ruleset)
        grouped = {term.id for _, found in groups for term in found}
        extra = {"groups": groups, "others": [term for term in terms if term.id not in grouped],
                 "az": listing.alphabetical(terms, lang)}
    if page.template == "list.md.j2":
        kind = page.context["kind"]
        rows = listing.rows(kind, page.context["entries"], lambda e: _origin(compendium, e), lang, v)
        extra = {"rows": rows, "columns": listing.COLUMNS[kind], "filter_spec": listing.filters(kind, rows, lang),
                 "column": lambda field: listing.column_title(kind, field, lang)}
    if page.template == "chapter.md.j2":
        extra = {"notes_on": lambda section: [note for kind in NOTES for note in compendium.all(kind)
                                              if section in note.data.get("concerns", ())]}
    if page.template == "guide.md.j2":  # our own Markdown: as written, links made relative
        extra = {"body": Markup(guide.body(page.context["guide"], lang, page.context["guides"]))}
    if page.template == "errata.md.j2":
        extra = {"notes": [note for kind in NOTES for note in of_ruleset(compendium, ruleset, kind)]}
    return {
        **page.context, **extra,
        "lang": lang, "other": OTHER[lang], "page": page, "compendium": compendium,
        "t": lambda key, **fields: t(key, lang, **fields), "v": v,
        "raw": lambda key: catalogue()[key][lang],  # a string whose {fields} scripts fill in
        "folders": FOLDERS, "site_name": name,
        "own": lambda key, /, **fields: own(key, ruleset, lang, **fields),
        "own_of": lambda r, key, /, **fields: own(key, r, lang, **fields),
        "pack_ruleset": rulesets.of_pack,
        "text": text, "local": local, "href": href, "dice": dice,
        "pack": lambda entry: _pack_badge(compendium, entry, lang),
        "archived": lambda entry: archived_version(compendium.pack(entry.provenance.pack)),
        "chapter_href": lambda chapter: links.relative(page.path, links.chapters[chapter.id]),
        "base_chapters": lambda r: base_chapters(compendium, r), "base_href": base_href,
        "is_base": lambda entry: entry.provenance.pack == compendium.ruleset(entry).base,
        "print_href": lambda r: _print_href(page.path, r),
        "shown": lambda entry, field: listing.shown(entry, field, lang, v),
        "listed": tuple(k.name for k in ruleset.kinds if k.name in LISTED) if ruleset else (), "ruleset": ruleset,
        # Another ruleset's page titles name it, so a search result says whose rule it is.
        "titled": lambda title: t("section-title", lang, title=title, ruleset=ruleset.named(lang))
        if ruleset and ruleset.section else title,
        "rulesets": present(compendium), "of_ruleset": lambda r, kind: of_ruleset(compendium, r, kind),
        "section_href": lambda r, path="index.md": links.relative(page.path, f"{pages.section(r)}{path}"),
        "data": lambda value: Markup(html.escape(json.dumps(value, ensure_ascii=False))),
        "pinyin": listing.pinyin,
    }


def of_ruleset(compendium: Compendium, ruleset: Ruleset, kind: str) -> list[Entry]:
    """The entries of ``kind`` written in packs of ``ruleset``: one ruleset's never mix into another's pages."""
    return [e for e in compendium.all(kind) if compendium.ruleset(e) is ruleset]


def glossary(compendium: Compendium, ruleset: Ruleset) -> list[tuple[Entry, list[Entry]]]:
    """The ruleset's rules chapters in order (Meshal's: the handbook's), each with the terms it
    defines, in the order the text defines them."""
    groups = []
    chapters = [c for c in of_ruleset(compendium, ruleset, "chapter")
                if c.provenance.pack == ruleset.base or ruleset.section]
    for chapter in sorted(chapters, key=lambda c: (c.provenance.pack, c.order)):
        text = "".join(Text.of(section["text"]).get("zh") for section in chapter.data["sections"])
        ids = {section["id"] for section in chapter.data["sections"]}
        terms = [term for term in compendium.all("term") if term.section in ids]
        terms.sort(key=lambda term: (text.find(f"{{def:{term.id}}}") % (len(text) + 1), term.id))
        if terms:
            groups.append((chapter, terms))
    return groups


def vocabulary(compendium: Compendium) -> dict[tuple[str, str], Entry]:
    """The terms that name vocabulary values, e.g. ("weapon-type", "blade") → 刀剑 Blade."""
    return {
        (term.data["vocabulary"]["name"], term.data["vocabulary"]["value"]): term
        for term in compendium.all("term") if "vocabulary" in term.data
    }


def labeller(compendium: Compendium, lang: str):
    """``v(vocabulary, value)``: the term's name where the content names it, else the catalogue's."""
    terms = vocabulary(compendium)

    def v(name: str, value: str) -> str:
        term = terms.get((name, value))
        if term:
            return term.name.get(lang)
        key = f"{name}-{value}"  # a vocabulary whose terms are not loaded (their pack is not) shows its values
        return t(key, lang) if key in catalogue() else value

    return v


def _def_aware(compendium: Compendium, link):
    """``{def:id}`` is the anchor the term's links point at; other references are links."""

    def render(kind: str, id: str, label: str | None, lang: str, mid_sentence: bool = False) -> str:
        term = compendium.get("term", id) if kind == "def" else None
        if term is None:
            return link(kind, id, label, lang, mid_sentence=mid_sentence)
        other = term.name.get(OTHER[lang])
        abbr = f"({term.abbr}) " if term.abbr else ""
        return (f'<strong class="meshal-def" id="term-{html.escape(id)}" data-ref="term:{html.escape(id)}">'
                f"{html.escape(term.name.get(lang))}</strong>"
                f' <span class="meshal-other" lang="{OTHER[lang]}">{html.escape(abbr + other)}</span>')

    return render


def _origin(compendium: Compendium, entry: Entry) -> str:
    return compendium.pack(entry.provenance.pack).get("origin", "homebrew")


def _pack_badge(compendium: Compendium, entry: Entry, lang: str) -> Markup:
    pack = compendium.pack(entry.provenance.pack)
    origin, label = badge(pack, lang)
    name = pack["name"].get(lang) or pack["name"].get(OTHER[lang])
    # The pack's name is pack text: a data attribute, never a title a theme might render as HTML.
    return Markup(
        f'<span class="meshal-badge meshal-badge--{origin}" data-pack="{html.escape(name)}">'
        f"{html.escape(label)}</span>"
    )


def archived_version(pack: dict) -> str | None:
    """"v6" for an archived pack of version 6.x; None for a pack that is not archived."""
    return f"v{str(pack.get('version', '')).split('.')[0]}" if pack.get("archived") else None


def badge(pack: dict, lang: str) -> tuple[str, str]:
    """The badge's class suffix and text: where the pack comes from, or that it is an archive;
    a ruleset's packs name their ruleset too, but for the root's (Meshal's never needed to)."""
    version = archived_version(pack)
    if version:
        return "archived", t("badge-archived", lang, version=version)
    origin = pack.get("origin", "homebrew")
    ruleset = rulesets.of_pack(pack)
    named = own("origin-" + origin, ruleset, lang)
    if ruleset.section:
        return origin, t("badge-ruleset", lang, ruleset=ruleset.named(lang), origin=named)
    return origin, named


def cards(compendium: Compendium, links: Links, lang: str) -> dict[str, dict[str, str]]:
    """Hover-card data for every linkable entry and section, keyed ``kind:id``; summaries as plain text.

    ``url`` is the page (and anchor) the card's "open" link goes to, relative to the build's root.
    """

    def namer(kind: str, id: str, lang: str) -> str | None:
        kind = "term" if kind == "def" else kind
        return links.label(kind, id, lang) if links.target(kind, id) else None

    def card(kind: str, id: str, pack: dict, name: str, other: str, summary: str, abbr: str = "") -> dict:
        origin, label = badge(pack, lang)
        return {
            "name": name, "other": other, "abbr": abbr, "summary": summary,
            "kind": t(f"kind-{kind}", lang), "origin": origin, "badge": label,
            "pack": pack["name"].get(lang) or pack["name"].get(OTHER[lang]),
            "ruleset": rulesets.of_pack(pack).named(lang),
            "url": page_url(links.target(kind, id) or ""),
        }

    found = {}
    for kind in ("term", *LISTED, *NOTES):
        for entry in compendium.all(kind):
            summary = plain(entry.summary.get(lang), lang, namer) if entry.summary else ""
            found[f"{kind}:{entry.id}"] = card(
                kind, entry.id, compendium.pack(entry.provenance.pack), entry.name.get(lang),
                entry.name.get(OTHER[lang]), summary, getattr(entry, "abbr", None) or "")
    for chapter in compendium.all("chapter"):
        for section in chapter.data["sections"]:
            text = section["text"].get(lang) or section["text"].get(OTHER[lang]) or ""
            found[f"section:{section['id']}"] = card(
                "section", section["id"], compendium.pack(chapter.provenance.pack), section["name"].get(lang),
                section["name"].get(OTHER[lang]), _opening(plain(text, lang, namer)))
    return found


def _print_href(page: str, ruleset: Ruleset) -> str:
    """The print page, from ``page``'s built URL: it is written after the engine's build, so raw HTML links
    to its folder (an ``.md`` link there would stay ``.md``)."""
    here = page_url(page) or "."
    return posixpath.relpath(print_path(ruleset).removesuffix("index.html"), here) + "/"


def page_url(target: str) -> str:
    """A Markdown target ("handbook/time.md#gap") as the built page's URL ("handbook/time/#gap")."""
    path, _, anchor = target.partition("#")
    path = path.removesuffix("index.md").removesuffix(".md")
    path = path + "/" if path and not path.endswith("/") else path
    return path + (f"#{anchor}" if anchor else "")


def _opening(text: str, limit: int = 220) -> str:
    """A section's first paragraph, cut at a word (or, for zh, a character) near ``limit``."""
    first = text.split("\n\n", 1)[0].strip()
    if len(first) <= limit:
        return first
    cut = first[:limit]
    return (cut.rsplit(" ", 1)[0] if " " in cut[limit // 2:] else cut) + "…"
