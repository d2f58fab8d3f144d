r"""No page shows Markdown as text: a code span written in content or in the catalogue (a command,
an option) is shown as code on every page of every edition, never with its backticks; and no code
shows the backslash of a Markdown escape (`003\_notes.txt`)."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

SHOWN_AS_TEXT = re.compile(r"`[^`\n]+`|\*\*\S")
ESCAPE_SHOWN = re.compile(r"\\[-_*`#+.!\[\](){}<>|]")  # what our Markdown escaping puts before a character
UNREAD = ("script", "style", "code", "pre", "textarea")


class Shown(HTMLParser):
    """(line, text) of every text outside code, scripts and form fields that holds Markdown."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.inside: list[str] = []
        self.found: list[tuple[int, str]] = []

    def handle_starttag(self, tag: str, attrs) -> None:
        if tag in UNREAD:
            self.inside.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag in UNREAD and tag in self.inside:
            del self.inside[len(self.inside) - 1 - self.inside[::-1].index(tag):]

    def handle_data(self, data: str) -> None:
        as_text = not self.inside and SHOWN_AS_TEXT.search(data)
        escaped = self.inside == ["code"] and ESCAPE_SHOWN.search(data)  # inline code, not a <pre> block
        if as_text or escaped:
            self.found.append((self.getpos()[0], data.strip()))


def shown(html: str) -> list[tuple[int, str]]:
    parser = Shown()
    parser.feed(html)
    parser.close()
    return parser.found


def test_the_scanner_reads_text_only():
    assert shown("<p>run <code>meshal validate</code></p><script>let a = `x`;</script>") == []
    assert shown("<p>run `meshal validate` now</p>") == [(1, "run `meshal validate` now")]
    assert shown("<p>a **bold** b</p>") == [(1, "a **bold** b")]
    assert shown("<p>see <code>003\\_notes.txt</code></p>") == [(1, "003\\_notes.txt")]
    assert shown("<pre><code>a\\_b</code></pre><p><code>003_notes.txt</code></p>") == []


def test_no_page_shows_markdown_as_text(built: Path):
    pages = sorted(built.rglob("*.html"))
    assert len(pages) > 300
    problems = [f"{page.relative_to(built)}:{line}: {text[:100]}"
                for page in pages for line, text in shown(page.read_text(encoding="utf-8"))]
    assert problems == [], f"{len(problems)} texts show Markdown:\n" + "\n".join(problems[:40])
