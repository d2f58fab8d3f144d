"""docs/rulesets.md (and its Chinese twin) stay true: every field of the interface's dataclasses is
documented, both pages have the same sections, and every ```python example``` block runs."""

from __future__ import annotations

import re
from dataclasses import fields
from pathlib import Path

import pytest

from meshal_compendium.rulesets import Column, Edition, Kind, Page, Ruleset

DOCS = Path(__file__).resolve().parents[2] / "docs"
PAGES = ("rulesets.md", "rulesets.zh.md")
EXAMPLE = re.compile(r"^```python example\n(.*?)^```$", re.S | re.M)


def _text(page: str) -> str:
    return (DOCS / page).read_text(encoding="utf-8")


def _headings(text: str) -> list[str]:
    """The Markdown headings, outside code blocks."""
    found, fenced = [], False
    for line in text.splitlines():
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced and line.startswith("#"):
            found.append(line.split(" ", 1)[0])
    return found


@pytest.mark.parametrize("page", PAGES)
@pytest.mark.parametrize("interface", [Ruleset, Kind, Edition, Page, Column], ids=lambda c: c.__name__)
def test_every_field_is_documented(page, interface):
    text = _text(page)
    assert [f.name for f in fields(interface) if f"`{f.name}`" not in text] == []


def test_both_languages_have_the_same_sections_and_examples():
    english, chinese = _text("rulesets.md"), _text("rulesets.zh.md")
    assert _headings(english) == _headings(chinese) and len(_headings(english)) >= 12
    assert EXAMPLE.findall(english) == EXAMPLE.findall(chinese)  # the same code, run once for both


@pytest.mark.parametrize("number", range(len(EXAMPLE.findall(_text("rulesets.md")))))
def test_each_example_runs(number):
    code = EXAMPLE.findall(_text("rulesets.md"))[number]
    exec(compile(code, f"docs/rulesets.md example {number + 1}", "exec"), {})  # noqa: S102 — our own docs
