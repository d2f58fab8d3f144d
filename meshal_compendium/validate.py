"""Check one entry against its kind's schema and its dice expressions; report at file:line:col.

jsonschema finds the errors; this module turns each into a ``Problem`` whose message says what
is wrong and how to fix it, at the position of the offending node in the YAML source.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterator
from typing import Any

from jsonschema.exceptions import ValidationError, best_match

from . import rulesets, schemas
from .i18n import LANGUAGES, t
from .problems import Problem, problem
from .source import Document, Pointer, to_pointer

_SIMPLE = {  # keyword → problem code, for errors that need only the value, bound and help
    "minimum": "schema-too-small", "exclusiveMinimum": "schema-too-small",
    "maximum": "schema-too-large", "exclusiveMaximum": "schema-too-large",
    "pattern": "schema-form", "format": "schema-form",
    "minLength": "schema-too-short", "maxLength": "schema-too-long",
    "minItems": "schema-too-few", "minProperties": "schema-too-few",
    "maxItems": "schema-too-many", "uniqueItems": "schema-not-unique",
}
_JSON_TYPES = {
    dict: "object", list: "array", str: "string", bool: "boolean", int: "integer",
    float: "number", type(None): "null",
}


def check_entry(
    document: Document, path: Pointer, entry: Any, partial: bool = False, ruleset: rulesets.Ruleset | None = None
) -> list[Problem]:
    """Problems of the entry at ``path`` in ``document``: its kind, schema and dice.

    ``partial`` entries (those that extend another) may leave required fields out; the kind must be
    common or the pack's ``ruleset``'s, and dice are read in that ruleset's notation.
    """
    if not isinstance(entry, dict):
        return [_at(document, path, "entry-not-mapping", found=_json_type(entry))]
    kind = entry.get("kind")
    if kind is None:
        return [_at(document, path, "entry-missing-kind", kinds=", ".join(schemas.kinds()))]
    if kind not in schemas.kinds():
        return [_at(document, (*path, "kind"), "entry-unknown-kind", kind=kind,
                    **suggest(str(kind), schemas.kinds()), kinds=", ".join(schemas.kinds()))]
    owner = rulesets.kinds()[kind][0]
    if ruleset is not None and owner is not None and owner is not ruleset:
        return [_at(document, (*path, "kind"), "entry-other-ruleset", kind=kind, owner=owner.id, ruleset=ruleset.id)]
    found = check_schema(document, path, entry, kind, partial)
    # Dice are checked whatever else is wrong, so every independent problem shows in one run.
    return sorted({*found, *check_dice(document, path, entry, kind, ruleset),
                   *check_text_dice(document, path, entry, kind, ruleset)})


def check_schema(
    document: Document, path: Pointer, instance: Any, schema_name: str, partial: bool = False
) -> list[Problem]:
    """Schema problems of ``instance`` (at ``path`` in ``document``) against ``schema_name``."""
    if schemas.fast_validator(schema_name).is_valid(instance):
        return []
    found = []
    for error in schemas.validator(schema_name).iter_errors(instance):
        error = _most_relevant(error)
        if partial and error.validator == "required":
            continue
        found.append(_describe(document, path, error))
    return sorted(set(found) - {None})


def check_languages(document: Document, where: Pointer, data: dict, schema_name: str,
                    languages: tuple[str, ...]) -> list[Problem]:
    """Every bilingual text of ``data`` has each of the pack's declared ``languages``."""
    found = []
    for pattern in schemas.fields(schema_name).texts:
        for at, text in schemas.matches(data, pattern, where):
            for lang in languages:
                if isinstance(text, dict) and lang not in text:
                    found.append(_at(document, at, "missing-translation", lang=lang))
    return found


def check_dice(document: Document, path: Pointer, entry: dict, kind: str,
               ruleset: rulesets.Ruleset | None = None) -> Iterator[Problem]:
    """Problems of every dice expression in the entry, at the column inside the expression."""
    dice = _dice(ruleset)
    for pattern, required in schemas.fields(kind).dice:
        for where, text in schemas.matches(entry, pattern, path):
            if isinstance(text, str) and dice is not None:
                yield from _located(document, where, dice.roll_problems(text, required))


def check_text_dice(document: Document, path: Pointer, entry: dict, kind: str,
                    ruleset: rulesets.Ruleset | None = None) -> Iterator[Problem]:
    """Every roll written in a text field, read by the entry's ruleset as its wiki pages will."""
    dice = _dice(ruleset)
    if dice is None:
        return
    for pattern in schemas.fields(kind).texts:
        for at, texts in schemas.matches(entry, pattern, path):
            for lang, text in texts.items() if isinstance(texts, dict) else ():
                if isinstance(text, str):
                    yield from _located(document, (*at, lang), dice.text_problems(text))


def _dice(ruleset: rulesets.Ruleset | None):
    """The ruleset's dice module (a ``rulesets.Dice``), or None if it has none (or the pack names no
    installed ruleset: that is its problem, not its rolls')."""
    return rulesets.resolve(ruleset.dice) if ruleset and ruleset.dice else None


def _located(document: Document, where: Pointer, found) -> Iterator[Problem]:
    for offset, code, fields in found:
        line, column = document.locate_in_text(where, offset)
        yield problem(document.file, line, column, code, to_pointer(where), **fields)


def _most_relevant(error: ValidationError) -> ValidationError:
    """For anyOf/oneOf, the branch error that best explains the failure, not all of them."""
    while error.context:
        deeper = best_match(error.context)
        if deeper is None:
            break
        error = deeper
    return error


def _describe(document: Document, base: Pointer, error: ValidationError) -> Problem | None:
    where: Pointer = (*base, *error.absolute_path)
    keyword = error.validator
    if keyword in ("additionalProperties", "unevaluatedProperties"):
        extra = _unexpected(error)
        if extra is None:  # a known field left "unevaluated" because it failed elsewhere
            return None
        allowed = sorted(_allowed(error.schema))
        key = (*where, extra)
        return _at(document, key, "schema-unknown-field", name=extra, key=True,
                   **suggest(extra, allowed), allowed=", ".join(allowed) or "-")
    if keyword == "required":
        name = error.message.split("'")[1]
        return _at(document, where, "schema-required", name=name,
                   **_help(error.schema.get("properties", {}).get(name, {})))
    if keyword in ("enum", "const"):
        allowed = error.validator_value if keyword == "enum" else [error.validator_value]
        return _at(document, where, "schema-enum", value=error.instance,
                   allowed=", ".join(map(str, allowed)),
                   **suggest(str(error.instance), [str(a) for a in allowed]))
    if keyword == "type":
        return _at(document, where, "schema-type", expected=_type_names(error.validator_value),
                   found=_json_type(error.instance), **_help(error.schema))
    if keyword == "not":
        name = (error.validator_value.get("required") or ["?"])[0]
        return _at(document, (*where, name), "schema-forbidden", name=name, key=True)
    if keyword in _SIMPLE:
        return _at(document, where, _SIMPLE[keyword], value=_short(error.instance),
                   bound=error.validator_value, **_help(error.schema))
    return _at(document, where, "schema-invalid", detail=error.message)


def _at(document: Document, where: Pointer, code: str, key: bool = False, **fields) -> Problem:
    span = document.locate(where, key=key)
    return problem(document.file, span.line, span.column, code, to_pointer(where), **fields)


def _unexpected(error: ValidationError) -> str | None:
    allowed = _allowed(error.schema)
    return next((name for name in error.instance if name not in allowed), None)


def _allowed(schema: dict) -> set[str]:
    names = set(schema.get("properties", {}))
    for sub in schema.get("allOf", ()):
        if "$ref" in sub:
            names |= set(schemas.lookup(sub["$ref"]).get("properties", {}))
    return names


def suggest(value: str, choices) -> dict[str, str]:
    """``hint_zh``/``hint_en`` fields naming the closest choice, or empty."""
    close = difflib.get_close_matches(value, list(choices), n=1, cutoff=0.6)
    if not close:
        return {"hint_zh": "", "hint_en": ""}
    return {f"hint_{lang}": t("schema-did-you-mean", lang, choice=close[0]) for lang in LANGUAGES}


def _help(schema: dict) -> dict[str, str]:
    """The field's description, which our schemas write as "zh / en", split by language.

    A field that only points at a shared definition (``$ref``) is described there.
    """
    while "description" not in schema and "$ref" in schema:
        schema = schemas.lookup(schema["$ref"])
    zh, _, en = schema.get("description", "").partition(" / ")
    return {"help_zh": zh, "help_en": en or zh}


def _type_names(expected) -> str:
    return " | ".join(expected) if isinstance(expected, list) else str(expected)


def _json_type(value: Any) -> str:
    return _JSON_TYPES.get(type(value), type(value).__name__)


def _short(value: Any, limit: int = 60) -> str:
    text = str(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
