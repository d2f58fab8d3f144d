"""The wiki's scripts read plural forms (``{n:step|steps}``) exactly as the Python catalogue does."""

from __future__ import annotations

import re

from meshal_compendium.i18n import catalogue, render

PLURAL = re.compile(r"\{(\w+):[^{}|]*\|[^{}]*\}")


def test_js_format_matches_python_for_every_plural_string(page):
    page.goto(page.base + "en/")
    cases = []
    for text in catalogue().values():
        if not PLURAL.search(text["en"]):
            continue
        for lang in ("zh", "en"):
            names = set(re.findall(r"\{(\w+)", text[lang]))
            for count in (0, 1, 2, "1/1", "3/2"):
                fields = {name: count for name in names}
                cases.append((text[lang], fields, render(text[lang], lang, **fields)))
    assert len(cases) > 50
    shown = page.evaluate("""async (cases) => {
        const { format } = await import(new URL("assets/js/site.js", document.baseURI).href);
        return cases.map(([text, fields]) => format(text, fields));
    }""", [[text, fields] for text, fields, _ in cases])
    assert [(text, fields, got, want) for (text, fields, want), got in zip(cases, shown, strict=True)
            if got != want] == []

