"""A pack written in one language builds: the other language's pages show its text, never a crash or "None"."""

from __future__ import annotations

import re

import pytest

from meshal_compendium.site.build import build

pytestmark = pytest.mark.full  # make test-fast leaves it out: builds a site


def test_an_english_only_pack_with_a_section_reference_validates_and_builds(cli, tmp_path):
    pack = tmp_path / "moss"
    assert cli("new", "pack", pack, "--languages", "en").exit_code == 0
    abilities = pack / "abilities.yaml"
    text = abilities.read_text(encoding="utf-8")
    assert "can breathe its spores out when in danger." in text
    abilities.write_text(text.replace("when in danger.", "when in danger (see {section:moss-overview})."),
                         encoding="utf-8")
    validated = cli("validate", pack, "--lang", "en")
    assert validated.exit_code == 0 and "0 errors, 0 warnings" in validated.output, validated.output

    out = build([pack], out=tmp_path / "out", work=tmp_path / "work")

    for prefix in ("en/", "", "zh-Hant/"):  # zh and zh-Hant show the pack's English, as the pages say
        glossary = (out / prefix / "glossary" / "index.html").read_text(encoding="utf-8")
        names = re.search(r'<div class="meshal-term" data-names="([^"]*)"[^>]*>\s*<h3 id="moss-glowmoss"', glossary)
        assert names and "Glowmoss" in names[1] and "None" not in names[1], prefix
        for path in ("abilities/index.html", "abilities/moss-spore-burst/index.html"):  # the list, the page
            page = (out / prefix / path).read_text(encoding="utf-8")
            assert not re.search(r"\bNone\b", page), (prefix, path)
        assert re.search(r'href="[./]*packs/moss/moss/#moss-overview"[^>]*>Overview<', page), prefix
