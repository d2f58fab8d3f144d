"""Our text subset → safe Markdown: references become links with hover-card data, dice become
buttons that open the odds calculator, a ruleset's tags (Meshal's timing) become badges; everything
else is escaped.

Pack text is untrusted. Every character outside the constructs we generate is escaped for both
HTML and Markdown (including ``{}``, which attr_list would otherwise turn into attributes), and
the built pages are sanitised again by ``sanitize.py``.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from functools import cache

from markupsafe import Markup

from .. import rulesets
from ..load import reference_kind
from ..plain import CODE_SPAN

_REFERENCE = r"\{((?:[a-z0-9]+(?:-[a-z0-9]+)*:)?[a-z]+(?:-[a-z]+)*):([a-z0-9-]+)(?:\|([^{}]*))?\}"
_MARKDOWN_SPECIAL = re.compile(r"([\\`*_\[\]{}#|!])")
_LIST_INDENT = re.compile(r"^((?:  )+)(?=- )", re.MULTILINE)

# (kind, id, label or None, lang, mid_sentence=…) → Markdown for the reference; mid_sentence says
# whether the reference sits inside a sentence (so an English term name takes lower case there).
Linker = Callable[..., str]
_SENTENCE_END = ".!?:"
_CAPITALISED = re.compile(r"\b[A-Z](?=[a-zà-ÿ])")
_LEADING = " \t*\"'“‘"  # emphasis and quotes before a word do not change where it sits
SHORT_CODE = 24  # a code span this short is never split at its hyphen on a phone (`-potential N`)


def escape(text: str) -> str:
    """Plain text made inert for HTML and Markdown alike."""
    return _MARKDOWN_SPECIAL.sub(r"\\\1", html.escape(text, quote=True))


def escape_keep_code(text: str, inert: Callable[[str], str] = escape) -> str:
    """Like ``escape`` but `` `code` `` spans (a command a sentence names) are shown as code.

    ``inert=html.escape`` for raw HTML blocks, where Markdown's escapes would show."""
    return "".join(code_span(part[1:-1], inert) if re.fullmatch(CODE_SPAN, part) else inert(part)
                   for part in re.split(f"({CODE_SPAN})", text))


def code_span(text: str, inert: Callable[[str], str] = escape) -> str:
    """``text`` shown as code, exactly as written."""
    whole = ' class="meshal-nowrap"' if len(text) <= SHORT_CODE else ""
    return f"<code{whole}>{inert(text)}</code>"


def escape_keep_bold(text: str) -> str:
    """Like ``escape`` but ``**bold**``, the one emphasis our subset has, survives."""
    return "**".join(escape(part) for part in text.split("**"))


@cache
def _dice(ruleset: str | None):
    """The ruleset's dice module, or None when its text has no rollable notation (or is no ruleset's)."""
    chosen = rulesets.get(ruleset) if ruleset else None
    return rulesets.resolve(chosen.dice) if chosen and chosen.dice else None


@cache
def tokens(ruleset: str | None) -> re.Pattern[str]:
    """Code spans, references, the ruleset's rolls and badges: the constructs our text subset has."""
    dice = _dice(ruleset)
    rolls = rf"|(?P<dice>{dice.IN_TEXT})" if dice else ""
    badges = rulesets.get(ruleset).badges if ruleset else ""
    tags = rf"|(?P<badge>{badges})" if badges else ""
    # Code last: the reference's groups are read by number. A code span still wins over what it holds,
    # which starts after its backtick.
    return re.compile(rf"(?P<ref>{_REFERENCE}){rolls}{tags}|(?P<code>{CODE_SPAN})")


def render(text: str, lang: str, link: Linker, ruleset: str | None = None) -> Markup:
    """Our text subset (paragraphs, ``- `` lists, ``**bold**``, `` `code` ``, inline tokens) as Markdown."""
    # Python-Markdown nests lists at four spaces; our content nests at two.
    text = _LIST_INDENT.sub(lambda m: m.group(1) * 2, text.replace("\r\n", "\n"))
    out: list[str] = []
    last = 0
    for match in tokens(ruleset).finditer(text):
        out.append(_plain(text[last:match.start()]))
        out.append(_token(match, lang, link, ruleset))
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


def _token(match: re.Match[str], lang: str, link: Linker, ruleset: str) -> str:
    if match.group("ref"):
        kind, id, label = reference_kind(match.group(2))[1], match.group(3), match.group(4)
        return link(kind, id, label, lang, mid_sentence=mid_sentence(match.string, match.start()))
    if match.groupdict().get("dice"):
        return dice_button(match.group("dice"), lang, ruleset)
    if match.group("code"):  # a command or an option the text names: shown as written
        return escape_keep_code(match.group("code"))
    return f'<span class="meshal-timing">{html.escape(match.group("badge"))}</span>'


def mid_sentence(text: str, at: int) -> bool:
    """Whether position ``at`` of ``text`` is inside a sentence (not at its start, a line's or a list item's)."""
    before = text[:at].rstrip(_LEADING)
    line = before.rsplit("\n", 1)[-1]
    if line.strip() in ("", "-"):
        return False
    return before[-1] not in _SENTENCE_END


def sentence_case(name: str) -> str:
    """An English name as it reads inside a sentence: "Physical Saving" → "physical saving".

    Only capitalised words change; abbreviations such as "IA" keep their capitals.
    """
    return _CAPITALISED.sub(lambda m: m.group().lower(), name)


def dice_button(written: str, lang: str, ruleset: str | None = None) -> str:
    """The ruleset's button for a roll written in text (``written`` escaped when it is none)."""
    dice = _dice(ruleset)
    shown = dice.button(written, lang) if dice else None
    return escape(written) if shown is None else shown
