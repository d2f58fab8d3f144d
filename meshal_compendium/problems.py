"""Problems found in content, and the error type every layer raises.

A ``Problem`` is data (file, line, column, code, message in both languages); the CLI decides
how to print it. ``MeshalError`` carries problems up to the CLI boundary.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

from .i18n import t

Severity = Literal["error", "warning"]


@dataclass(frozen=True, order=True)
class Problem:
    """One thing wrong (or doubtful) in a content file, at a 1-based line and column."""

    file: str
    line: int
    column: int
    code: str
    severity: Severity = "error"
    pointer: str = ""
    fields: tuple[tuple[str, str], ...] = field(default=(), compare=False)

    def message(self, lang: str) -> str:
        """The message for this problem's code, in ``lang``."""
        return t(self.code, lang, **dict(self.fields))

    def to_json(self, lang: str) -> dict:
        return {
            "file": self.file,
            "line": self.line,
            "column": self.column,
            "severity": self.severity,
            "code": self.code,
            "message": self.message(lang),
            "pointer": self.pointer,
        }

    def to_text(self, lang: str) -> str:
        """One line, whatever the file name or the values in the message hold."""
        where = f" (at {self.pointer})" if self.pointer else ""
        line = f"{self.file}:{self.line}:{self.column}: {self.severity}: {self.message(lang)} [{self.code}]{where}"
        return printable(line).replace("\n", "\\n")


def problem(
    file: str, line: int, column: int, code: str, /, pointer: str = "",
    severity: Severity = "error", **fields: object,
) -> Problem:
    """A ``Problem`` whose message fields are given as keywords."""
    return Problem(
        file, line, column, code, severity, pointer,
        tuple((k, str(v)) for k, v in fields.items()),
    )


class MeshalError(Exception):
    """An error a user can fix: a message key with fields, shown at the CLI without a traceback."""

    def __init__(self, code: str, **fields: object) -> None:
        super().__init__(code)
        self.code = code
        self.fields = fields

    def message(self, lang: str) -> str:
        return t(self.code, lang, **self.fields)


# Characters a terminal acts on rather than shows (escape sequences, CR, BEL, C1 controls) and
# those that reorder or break lines (bidi overrides, U+2028): a pack could forge output with them.
_UNPRINTABLE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def printable(text: str) -> str:
    """``text`` with every such character written as an escape (``\\x1b``, ``\\u202e``)."""
    return _UNPRINTABLE.sub(lambda m: f"\\x{ord(m.group()):02x}" if ord(m.group()) < 0x100
                            else f"\\u{ord(m.group()):04x}", text)
