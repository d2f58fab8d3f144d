"""Chinese inside English text marked as Chinese (``lang="zh"``), for screen readers and fonts.

An English page may quote Chinese (a search for 破绽, 【护盾】 Shield, ``.find 破绽``); each such run
is wrapped in ``<span lang="zh">``, an inline code span holding Chinese whole, and a fenced code
block holding Chinese is put in ``<div lang="zh" markdown>`` (a span inside code would show as text).
"""

from __future__ import annotations

import re

HAN = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]")
# A run of Chinese (with the letters and digits inside it, 【中毒X】), or a code span holding any.
_RUN = re.compile(r"`[^`\n]*`|[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]"
                  r"(?:[\w+\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]*"
                  r"[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef])?")
_FENCE = re.compile(r"^(```+|~~~+)")


def mark(text: str) -> str:
    """Inline Markdown with each Chinese run, or code span holding Chinese, wrapped."""
    return _RUN.sub(lambda m: f'<span lang="zh">{m.group()}</span>' if HAN.search(m.group()) else m.group(), text)


def mark_markdown(text: str) -> str:
    """A Markdown page with its Chinese marked: runs in text, and whole fenced blocks (unindented)."""
    out: list[str] = []
    block: list[str] = []
    fence = None
    for line in text.split("\n"):
        opened = _FENCE.match(line)
        if fence is None and opened:
            fence, block = opened.group(1), [line]
        elif fence is not None:
            block.append(line)
            if line.startswith(fence) and line.strip() == fence:
                out += ['<div lang="zh" markdown>', "", *block, "", "</div>"] if HAN.search("\n".join(block)) else block
                fence = None
        else:
            out.append(mark(line))
    return "\n".join(out + block if fence is not None else out)
