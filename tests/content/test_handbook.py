"""The handbook as data: every term of the seed, both languages everywhere, samples that use
every value the schemas allow."""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path

import pytest

from meshal_compendium import schemas
from meshal_compendium.load import REFERENCE, load_compendium

SEED = Path(__file__).resolve().parents[2] / "content" / "core" / "source" / "meshal-lite-v7-handbook.txt"
# A definition line: optional "(ABBR) ", an English name, a colon: "  (M) Might: 你的肌肉…"
TERM_LINE = re.compile(r"^\s*(?:\(([A-Z]+)\)\s*)?([A-Z][A-Za-zâ/ \-]+?):\s")
CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture(scope="module")
def compendium():
    return load_compendium()


def seed_terms() -> list[tuple[str, str, str | None]]:
    """(English name, Chinese name, abbreviation) of every term the seed defines."""
    lines = SEED.read_text(encoding="utf-8").split("\n")
    found = []
    for i, line in enumerate(lines):
        match = TERM_LINE.match(line)
        if not match:
            continue
        zh = []  # the Chinese name sits on the lines above, up to a bullet or a blank line
        for above in reversed(lines[max(0, i - 6):i]):
            text = above.strip().lstrip("•").strip()
            if not text:
                if zh:
                    break
                continue
            zh.insert(0, text)
            if above.lstrip().startswith("•") or not CJK.search(text) and text not in ("/", "和"):
                break
        found.append((match.group(2).strip(), "".join(zh), match.group(1)))
    return found


def test_the_seed_defines_about_230_terms():
    assert 225 <= len(seed_terms()) <= 240


@pytest.mark.parametrize("english, chinese, abbr", seed_terms(), ids=lambda v: str(v))
def test_every_seed_term_is_an_entry_with_both_names(compendium, english, chinese, abbr):
    terms = {term.name.en: term for term in compendium.all("term") if term.provenance.pack == "core"}
    term = terms.get(english)
    assert term is not None, f"no term named {english!r}"
    names = {term.name.zh, *term.name.zh.split("/"), *term.data.get("aliases", {}).get("zh", ())}
    assert any(name and name in chinese for name in names), (term.name.zh, chinese)
    assert term.abbr == abbr
    assert term.summary.zh and term.summary.en


def test_every_term_is_defined_in_its_section_in_both_languages(compendium):
    for term in compendium.all("term"):
        section = compendium.sections[term.section]
        chapter = compendium.get("chapter", section.chapter)
        text = chapter.data["sections"][section.index]["text"]
        for lang in ("zh", "en"):
            assert f"{{def:{term.id}}}" in text[lang], (term.id, lang)


def _strings(value, path=()):
    if isinstance(value, Mapping):
        for key, item in value.items():
            yield from _strings(item, (*path, key))
    elif isinstance(value, list | tuple):
        for index, item in enumerate(value):
            yield from _strings(item, (*path, index))
    elif isinstance(value, str):
        yield path, value


def test_no_english_text_holds_chinese(compendium):
    """English fields are translations; the only Chinese allowed is inside reference labels."""
    for kind in compendium.entries:
        for entry in compendium.all(kind):
            for path, text in _strings(entry.data):
                if path and path[-1] == "en":
                    assert not CJK.search(REFERENCE.sub("", text)), (kind, entry.id, path)


def test_every_text_has_both_languages(compendium):
    for kind in compendium.entries:
        for entry in compendium.all(kind):
            for pattern in schemas.fields(kind).texts:
                for path, text in schemas.matches(entry.data, pattern):
                    assert text.get("zh") and text.get("en"), (kind, entry.id, path)


def test_every_handbook_environment_is_an_entry(compendium):
    wanted = {"thick-liquid", "riptite", "drowning", "bright", "glare", "dim", "dark", "flashing",
              "fog", "odour-airflow", "normal-temperature", "hypothermy", "hyperthermy", "quiet",
              "noisy", "growling", "normal-gravity", "low-gravity", "high-gravity", "terrain-obstacle"}
    assert wanted <= {e.id for e in compendium.all("environment")}


def test_errata_concern_the_contradicting_sections(compendium):
    assert set(compendium.get("erratum", "starting-potential").data["concerns"]) == {
        "character-creation", "character-potential"}
    assert "abilities-acquiring" in compendium.get("erratum", "occupying-example").data["concerns"]


def _enums(node, path=()):
    """(path, allowed values) for every enum in a schema, following $refs to shared defs."""
    if isinstance(node, dict):
        if "$ref" in node:
            yield from _enums(schemas.lookup(node["$ref"]), path)
        if "enum" in node:
            yield path, tuple(node["enum"])
        for key, sub in node.items():
            if key in ("properties",):
                for name, prop in sub.items():
                    yield from _enums(prop, (*path, name))
            elif key == "items":
                yield from _enums(sub, path)
            elif key in ("allOf", "anyOf", "oneOf"):
                for part in sub:
                    yield from _enums(part, path)
    return


def test_samples_use_every_enum_value(compendium):
    """Each vocabulary (an enum, wherever the schemas use it) has every value in some sample."""
    used: dict[str, set] = {}
    for kind in ("ability", "item", "species"):
        for entry in compendium.all(kind):
            if entry.provenance.pack == "samples":
                for path, value in _strings(entry.data):
                    field = next((p for p in reversed(path) if isinstance(p, str)), "")
                    used.setdefault(field, set()).add(value)
    fields_of: dict[str, set] = {}  # value → every field whose enum allows it
    for kind in ("ability", "item", "species"):
        for path, values in _enums(schemas.schema(kind)):
            for value in values:
                fields_of.setdefault(value, set()).add(path[-1] if path else "")
    missing = [f"{sorted(fields)}={value}" for value, fields in fields_of.items()
               if not any(value in used.get(field, ()) for field in fields)]
    assert not missing, missing
