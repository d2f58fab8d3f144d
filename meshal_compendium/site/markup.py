"""Our text subset → safe Markdown: references become links with hover-card data, dice become
buttons that open the odds calculator, timing tags become badges; everything else is escaped.

Pack text is untrusted. Every character outside the constructs we generate is escaped for both
HTML and Markdown (including ``{}``, which attr_list would otherwise turn into attributes), and
the built pages are sanitised again by ``sanitize.py``.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable

from markupsafe import Markup

from ..i18n import t
from ..notation import ATTRIBUTE_NAMES, CHOOSE_NAMES, NotationError, parse_dice
from ..problems import MeshalError

_ATTR = "|".join(name for names in ATTRIBUTE_NAMES.values() for name in (names["zh"], names["en"]))
_CHOOSE = "|".join(name for names in CHOOSE_NAMES.values() for name in (names["zh"], names["en"]))
_DICE = rf"(?:\d+|(?:{_ATTR})(?:/(?:{_ATTR}) ?(?:{_CHOOSE}))?(?:[+-]\d+)?)🎲\ufe0f?[⁺+]?"
_TIMING = r"\[(?:(?:行动|破绽|维持)\d+|瞬间|(?:Action|Gap|Keep) \d+|Instant)\]"
_REFERENCE = r"\{([a-z]+):([a-z0-9-]+)(?:\|([^{}]*))?\}"
TOKEN = re.compile(rf"(?P<ref>{_REFERENCE})|(?P<dice>{_DICE})|(?P<timing>{_TIMING})")
_MARKDOWN_SPECIAL = re.compile(r"([\\`*_\[\]{}#|!])")
_LIST_INDENT = re.compile(r"^((?:  )+)(?=- )", re.MULTILINE)

# (kind, id, label or None, lang) → Markdown for the reference
Linker = Callable[[str, str, str | None, str], str]


def escape(text: str) -> str:
    """Plain text made inert for HTML and Markdown alike."""
    return _MARKDOWN_SPECIAL.sub(r"\\\1", html.escape(text, quote=True))


def escape_keep_bold(text: str) -> str:
    """Like ``escape`` but ``**bold**``, the one emphasis our subset has, survives."""
    return "**".join(escape(part) for part in text.split("**"))


def render(text: str, lang: str, link: Linker) -> Markup:
    """Our text subset (paragraphs, ``- `` lists, ``**bold**``, inline tokens) as Markdown."""
    # Python-Markdown nests lists at four spaces; our content nests at two.
    text = _LIST_INDENT.sub(lambda m: m.group(1) * 2, text.replace("\r\n", "\n"))
    out: list[str] = []
    last = 0
    for match in TOKEN.finditer(text):
        out.append(_plain(text[last:match.start()]))
        out.append(_token(match, lang, link))
        last = match.end()
    out.append(_plain(text[last:]))
    return Markup("".join(out))


def _plain(text: str) -> str:
    lines = []
    for line in text.split("\n"):
        stripped = line.lstrip(" ")
        indent = line[: len(line) - len(stripped)]
        if stripped.startswith("- "):
            lines.append(f"{indent}- {escape_keep_bold(stripped[2:])}")
        else:
            lines.append(indent + escape_keep_bold(stripped))
    return "\n".join(lines)


def _token(match: re.Match[str], lang: str, link: Linker) -> str:
    if match.group("ref"):
        kind, id, label = match.group(2), match.group(3), match.group(4)
        return link(kind, id, label, lang)
    if match.group("dice"):
        return dice_button(match.group("dice"), lang)
    return f'<span class="meshal-timing">{html.escape(match.group("timing"))}</span>'


def dice_button(written: str, lang: str) -> str:
    """A button showing the dice in the page's language, carrying the pool in keyboard form.

    Content may write a pool in either language (attack tables are shared by zh and en), so the
    button shows the parsed pool rendered for ``lang``, never the text as written.
    """
    try:
        pool = parse_dice(written)
    except (NotationError, MeshalError):
        return escape(written)
    return (
        f'<button type="button" class="meshal-dice" data-dice="{html.escape(pool.render(ascii=True))}"'
        f' title="{html.escape(t("site-dice-title", lang))}">{html.escape(pool.render(lang))}</button>'
    )
