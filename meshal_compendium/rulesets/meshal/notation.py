"""The handbook's dice notation: parse it into a ``DicePool`` and render it back.

Forms (handbook L36-89): ``3🎲`` counts points (dice showing 5 or 6), ``2🎲⁺`` sums the faces;
the count may come from attributes: ``强壮🎲``, ``灵巧+1🎲``, ``强壮-1🎲``, ``强壮/灵巧孰高🎲``,
``直觉/灵巧孰低🎲``. The same in English (``Might🎲``, ``Elastane+1🎲``,
``Might/Elastane high🎲``, ``Sense/Elastane low🎲``), with abbreviations (``M🎲``, ``E+1🎲``,
``M/E high🎲``) and in a keyboard form (``3d``, ``2d+``, ``Md``, ``E+1d``, ``max(M,E)d``,
``min(S,E)d``). Attribute names are case-insensitive, whitespace is ignored.

``parse_dice(render(p, lang)) == p`` for every pool, language and the ASCII form.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from ...problems import MeshalError

POINTS = "points"
NUMBER = "number"
HIGH = "high"
LOW = "low"
DIE = "🎲"
NUMBER_MARK = "⁺"
#: Not a handbook number: the largest count or modifier a pool may name, so that a typo (or a
#: hostile pack) cannot make the engine, the site or a bot compute for ever.
MAX_DICE = 200

#: canonical attribute -> its names: the registry every layer uses.
ATTRIBUTE_NAMES: Mapping[str, Mapping[str, str]] = {
    "might": {"zh": "强壮", "en": "Might", "abbr": "M"},
    "elastane": {"zh": "灵巧", "en": "Elastane", "abbr": "E"},
    "sense": {"zh": "直觉", "en": "Sense", "abbr": "S"},
}
CHOOSE_NAMES: Mapping[str, Mapping[str, str]] = {
    HIGH: {"zh": "孰高", "en": "high", "ascii": "max"},
    LOW: {"zh": "孰低", "en": "low", "ascii": "min"},
}

_ATTRIBUTE_WORDS = "|".join(names[lang] for names in ATTRIBUTE_NAMES.values() for lang in ("zh", "en"))
_CHOOSE_WORDS = "|".join(names[lang] for names in CHOOSE_NAMES.values() for lang in ("zh", "en"))
#: A roll written in rule text, as the wiki turns it into a button and validation checks it.
#: ``(?<![0-9])`` keeps scanning linear: a digit run is tried once, not from each of its digits.
DICE_IN_TEXT = (rf"(?:(?<![0-9])[0-9]+|(?:{_ATTRIBUTE_WORDS})(?:/(?:{_ATTRIBUTE_WORDS}) ?(?:{_CHOOSE_WORDS}))?"
                rf"(?:[+-][0-9]+)?){DIE}\ufe0f?[{NUMBER_MARK}+]?")

_ALIASES = {
    alias.lower(): canonical
    for canonical, names in ATTRIBUTE_NAMES.items()
    for alias in (canonical, *names.values())
}
_ZH_ATTRIBUTES = {names["zh"]: canonical for canonical, names in ATTRIBUTE_NAMES.items()}
_ZH_CHOOSE = {names["zh"]: choose for choose, names in CHOOSE_NAMES.items()}
_EN_CHOOSE = {names["en"]: choose for choose, names in CHOOSE_NAMES.items()}
_FUNCTION = re.compile(r"(max|min)\s*\(", re.IGNORECASE)
_ASCII_WORD = re.compile(r"[A-Za-z]+")
_CJK_WORD = re.compile(r"[\u4e00-\u9fff]+")
_INTEGER = re.compile(r"[0-9]+")
_DIE_LETTERS = ("d", "D")
_NUMBER_MARKS = (NUMBER_MARK, "+")
_EMOJI_SELECTOR = "\ufe0f"
_EXAMPLE = "3🎲, 2🎲⁺, 强壮🎲, Elastane+1🎲, max(M,E)d"


class NotationError(MeshalError):
    """Bad dice notation; ``column`` is the 0-based offset in the text of the problem."""

    def __init__(self, code: str, column: int, **fields: object) -> None:
        super().__init__(code, position=column + 1, example=_EXAMPLE, **fields)
        self.column = column


def attribute_key(name: str) -> str | None:
    """The canonical attribute (``might|elastane|sense``) for a zh/en/abbreviated name."""
    return _ALIASES.get(name.strip().lower())


@dataclass(frozen=True)
class DicePool:
    """One roll as written: how many dice and how they are read.

    ``count`` is set for a fixed number of dice; otherwise the count is the attribute (or the
    higher/lower of ``attributes`` per ``choose``) plus ``modifier``.
    """

    kind: Literal["points", "number"]
    count: int | None = None
    attributes: tuple[str, ...] = ()
    choose: Literal["high", "low"] | None = None
    modifier: int = 0

    def dice(self, values: Mapping[str, int]) -> int:
        """The number of dice before advantage and penalty (may be below 1: see dice_count)."""
        if self.count is not None:
            return self.count + self.modifier
        known = {attribute_key(name) or name: value for name, value in values.items()}
        resolved = []
        for attribute in self.attributes:
            if attribute not in known:
                names = ATTRIBUTE_NAMES[attribute]
                raise MeshalError(
                    "dice-missing-attribute", zh=names["zh"], en=names["en"], abbr=names["abbr"]
                )
            resolved.append(known[attribute])
        chosen = min(resolved) if self.choose == LOW else max(resolved)
        return chosen + self.modifier

    def render(self, lang: str = "zh", ascii: bool = False) -> str:
        """The pool in handbook notation (``lang`` zh or en) or the ASCII keyboard form."""
        return _render_ascii(self) if ascii else _render_handbook(self, lang)


def _modifier(value: int) -> str:
    return f"{value:+d}" if value else ""


def _render_handbook(pool: DicePool, lang: str) -> str:
    die = DIE + (NUMBER_MARK if pool.kind == NUMBER else "")
    if pool.count is not None:
        return f"{pool.count}{die}"
    names = "/".join(ATTRIBUTE_NAMES[a][lang] for a in pool.attributes)
    choose = ""
    if pool.choose:
        word = CHOOSE_NAMES[pool.choose][lang]
        choose = word if lang == "zh" else f" {word}"
    return f"{names}{choose}{_modifier(pool.modifier)}{die}"


def _render_ascii(pool: DicePool) -> str:
    die = "d" + ("+" if pool.kind == NUMBER else "")
    if pool.count is not None:
        return f"{pool.count}{die}"
    names = [ATTRIBUTE_NAMES[a]["abbr"] for a in pool.attributes]
    head = names[0]
    if pool.choose:
        head = f"{CHOOSE_NAMES[pool.choose]['ascii']}({','.join(names)})"
    return f"{head}{_modifier(pool.modifier)}{die}"


class _Scanner:
    """A cursor over the text that knows how to report a problem at its position."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def skip_space(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos].isspace():
            self.pos += 1

    def at_end(self) -> bool:
        self.skip_space()
        return self.pos >= len(self.text)

    def peek(self) -> str:
        self.skip_space()
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def take(self, chars: tuple[str, ...]) -> bool:
        """Consume the next non-space character when it is one of ``chars``."""
        if self.peek() and self.peek() in chars:
            self.pos += 1
            return True
        return False

    def match(self, pattern: re.Pattern[str]) -> re.Match[str] | None:
        self.skip_space()
        found = pattern.match(self.text, self.pos)
        if found:
            self.pos = found.end()
        return found

    def fail(self, code: str, at: int | None = None, **fields: object) -> NotationError:
        column = self.pos if at is None else at
        shown = self.text if len(self.text) <= 40 else self.text[:39] + "…"  # messages stay one line
        return NotationError(code, column, text=shown, **fields)


@dataclass
class _Count:
    """What the scanner read before the die symbol."""

    count: int | None = None
    attributes: tuple[str, ...] = ()
    choose: str | None = None
    modifier: int = 0
    die_read: bool = False


def parse_dice(text: str) -> DicePool:
    """Parse one roll in any accepted form; raise ``NotationError`` saying what and where."""
    scanner = _Scanner(text)
    if scanner.at_end():
        raise scanner.fail("notation-empty", at=0)
    head = _read_count(scanner)
    if not head.die_read:
        _read_die(scanner)
    kind = NUMBER if scanner.take(_NUMBER_MARKS) else POINTS
    if not scanner.at_end():
        raise scanner.fail("notation-trailing", rest=text[scanner.pos:])
    return DicePool(kind, head.count, head.attributes, head.choose, head.modifier)


def _read_count(scanner: _Scanner) -> _Count:
    start = scanner.pos
    number = scanner.match(_INTEGER)
    if number:
        return _fixed_count(scanner, _bounded(scanner, number, start), start)
    function = scanner.match(_FUNCTION)
    if function:
        head = _read_function(scanner, function)
    else:
        head = _read_attribute_list(scanner)
        if not head.die_read:
            head.choose, head.die_read = _read_choose(scanner)
    _check_choice(scanner, head, start)
    if not head.die_read:
        head.modifier = _read_modifier(scanner)
    return head


def _fixed_count(scanner: _Scanner, count: int, start: int) -> _Count:
    if count < 1:
        raise scanner.fail("notation-zero-dice", at=start)
    if count > MAX_DICE:
        raise scanner.fail("notation-too-many-dice", at=start, limit=MAX_DICE)
    if scanner.peek() and scanner.peek() in "+-":
        at = scanner.pos
        modifier = _read_modifier(scanner)
        raise scanner.fail("notation-count-modifier", at=at, total=max(1, count + modifier))
    return _Count(count=count)


def _read_function(scanner: _Scanner, function: re.Match[str]) -> _Count:
    choose = HIGH if function.group(1).lower() == "max" else LOW
    attributes = [_read_attribute(scanner)[0]]
    while scanner.take((",",)):
        attributes.append(_read_attribute(scanner)[0])
    if not scanner.take((")",)):
        raise scanner.fail("notation-expected", expected=")")
    return _Count(attributes=tuple(attributes), choose=choose)


def _read_attribute_list(scanner: _Scanner) -> _Count:
    name, die_read = _read_attribute(scanner)
    attributes = [name]
    while not die_read and scanner.take(("/",)):
        name, die_read = _read_attribute(scanner)
        attributes.append(name)
    return _Count(attributes=tuple(attributes), die_read=die_read)


def _read_attribute(scanner: _Scanner) -> tuple[str, bool]:
    """One attribute name; also says whether a keyboard die letter was glued to it (``Md``)."""
    scanner.skip_space()
    start, text = scanner.pos, scanner.text
    if text[start:start + 2] in _ZH_ATTRIBUTES:
        scanner.pos += 2
        return _ZH_ATTRIBUTES[text[start:start + 2]], False
    word = scanner.match(_ASCII_WORD) or scanner.match(_CJK_WORD)
    if not word:
        shown = text[start] if start < len(text) else ""
        raise scanner.fail("notation-expected-attribute", at=start, found=shown)
    found, die_read = _glued(word.group(), _ALIASES)
    if found is None:
        raise scanner.fail("notation-unknown-attribute", at=start, name=word.group())
    return found, die_read


def _glued(word: str, vocabulary: Mapping[str, str]) -> tuple[str | None, bool]:
    """Look ``word`` up, allowing a trailing keyboard die letter: ``Md`` is ``M`` + ``d``."""
    lowered = word.lower()
    if lowered in vocabulary:
        return vocabulary[lowered], False
    if word.endswith(_DIE_LETTERS) and lowered[:-1] in vocabulary:
        return vocabulary[lowered[:-1]], True
    return None, False


def _read_choose(scanner: _Scanner) -> tuple[str | None, bool]:
    scanner.skip_space()
    start, text = scanner.pos, scanner.text
    if text[start:start + 2] in _ZH_CHOOSE:
        scanner.pos += 2
        return _ZH_CHOOSE[text[start:start + 2]], False
    word = _ASCII_WORD.match(text, start)
    if not word:
        return None, False
    found, die_read = _glued(word.group(), _EN_CHOOSE)
    if found is None:
        if word.group() in _DIE_LETTERS:
            return None, False
        raise scanner.fail("notation-unexpected", at=start, found=word.group())
    scanner.pos = word.end()
    return found, die_read


def _check_choice(scanner: _Scanner, head: _Count, start: int) -> None:
    if len(set(head.attributes)) != len(head.attributes):
        raise scanner.fail("notation-duplicate-attribute", at=start)
    if len(head.attributes) > 1 and head.choose is None:
        raise scanner.fail("notation-choose-missing", at=start)
    if len(head.attributes) == 1 and head.choose is not None:
        raise scanner.fail("notation-choose-single", at=start)


def _read_modifier(scanner: _Scanner) -> int:
    sign = scanner.peek()
    if not sign or sign not in "+-":
        return 0
    scanner.pos += 1
    at = scanner.pos
    number = scanner.match(_INTEGER)
    if not number:
        raise scanner.fail("notation-expected-number")
    value = _bounded(scanner, number, at)
    if value > MAX_DICE:
        raise scanner.fail("notation-too-many-dice", at=at, limit=MAX_DICE)
    return value * (1 if sign == "+" else -1)


def _bounded(scanner: _Scanner, number: re.Match[str], at: int) -> int:
    """The integer read, refusing thousands of digits before Python is asked to convert them."""
    if len(number.group()) > len(str(MAX_DICE)) + 3:
        raise scanner.fail("notation-too-many-dice", at=at, limit=MAX_DICE)
    return int(number.group())


def _read_die(scanner: _Scanner) -> None:
    if scanner.take((DIE,)):
        scanner.take((_EMOJI_SELECTOR,))
        return
    if scanner.take(_DIE_LETTERS):
        return
    found = scanner.peek()
    raise scanner.fail("notation-missing-die", found=found or "∅")
