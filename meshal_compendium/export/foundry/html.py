"""Our text subset (paragraphs, ``- `` lists, ``**bold**``, `` `code` ``, ``{kind:id}`` references) as
the HTML of a Foundry journal page, references as ``@UUID[…]{label}`` links.

Pack text is untrusted: every character outside the constructs we generate is escaped, and so are
``@`` and ``[``, so a text cannot write an enricher of its own (``@UUID[…]``, ``[[/roll …]]``).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable

from ...load import REFERENCE, reference_kind
from ...plain import CODE_SPAN

# (kind, id, label or None) → the link's HTML, or None when the target is not in the module.
Linker = Callable[[str, str, str | None], str | None]

_TOKEN = re.compile(f"(?P<ref>{REFERENCE.pattern})|(?P<code>{CODE_SPAN})")
_INERT = str.maketrans({"@": "&#64;", "[": "&#91;", "]": "&#93;", "{": "&#123;", "}": "&#125;"})


def inert(text: str) -> str:
    """Plain text made inert for HTML and for Foundry's enrichers."""
    return html.escape(text, quote=True).translate(_INERT)


def block(text: str, link: Linker) -> str:
    """A whole text: blank lines part paragraphs, a run of ``- `` lines is a list."""
    out = []
    for part in re.split(r"\n\s*\n", text.replace("\r\n", "\n").strip()):
        lines = [line.strip() for line in part.split("\n") if line.strip()]
        if lines and all(line.startswith("- ") for line in lines):
            out.append("<ul>" + "".join(f"<li>{inline(line[2:], link)}</li>" for line in lines) + "</ul>")
        elif lines:
            out.append("<p>" + "<br>".join(inline(line, link) for line in lines) + "</p>")
    return "".join(out)


def inline(text: str, link: Linker) -> str:
    """One line: references linked, code shown as written, ``**`` toggling bold (closed at the end)."""
    out: list[str] = []
    bold = False
    last = 0
    for match in _TOKEN.finditer(text):
        bold = _plain(text[last:match.start()], bold, out)
        if match.group("ref"):
            kind, id, label = reference_kind(match.group(2))[1], match.group(3), match.group(4)
            out.append(link("term" if kind == "def" else kind, id, label) or inert(label or id))
        else:
            out.append(f"<code>{inert(match.group('code')[1:-1])}</code>")
        last = match.end()
    if _plain(text[last:], bold, out):
        out.append("</strong>")
    return "".join(out)


def _plain(text: str, bold: bool, out: list[str]) -> bool:
    parts = text.split("**")
    for index, part in enumerate(parts):
        if index:
            bold = not bold
            out.append("<strong>" if bold else "</strong>")
        out.append(inert(part))
    return bold
