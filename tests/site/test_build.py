"""The built site: both languages, the same paths, a search index each, hover-card data."""

from __future__ import annotations

import json

from meshal_compendium.load import load_compendium
from meshal_compendium.site.search import names


def _pages(root):
    return {p.relative_to(root).as_posix() for p in root.rglob("index.html")
            if p.relative_to(root).parts[0] not in ("en", "zh-Hant")}


def test_both_languages_have_the_same_pages(built):
    zh = _pages(built)
    en = {p.relative_to(built / "en").as_posix() for p in (built / "en").rglob("index.html")}
    assert "handbook/dice/index.html" in zh
    assert zh == en


def test_each_language_has_its_own_search_index(built):
    zh = json.loads((built / "search" / "search_index.json").read_text(encoding="utf-8"))
    en = json.loads((built / "en" / "search" / "search_index.json").read_text(encoding="utf-8"))
    assert "zh" in zh["config"]["lang"] and en["config"]["lang"] == ["en"]
    text = " ".join(doc["text"] for doc in zh["docs"])
    for word in ("破绽", "透支", "物质防护", "潜能等级"):
        assert f"\u200b{word}\u200b" in text, word  # segmented as one token
    assert any("Physical Saving" in doc["text"] for doc in en["docs"])


def test_user_dictionary_holds_every_term_name():
    compendium = load_compendium()
    words = set(names(compendium))
    assert {"破绽", "潜能等级", "瞬移", "穿梭"} <= words
    assert all(term.name.zh in words for term in compendium.all("term"))


def test_hover_cards_carry_both_names_and_the_source(built):
    cards = json.loads((built / "assets" / "cards.json").read_text(encoding="utf-8"))
    might = cards["term:might"]
    assert (might["name"], might["other"], might["abbr"]) == ("强壮", "Might", "M")
    assert might["origin"] == "handbook" and might["summary"]
    en = json.loads((built / "en" / "assets" / "cards.json").read_text(encoding="utf-8"))
    assert en["term:might"]["name"] == "Might" and en["ability:phase-shift"]["origin"] == "sample"


def test_pages_carry_no_script_from_content(built):
    for page in (built / "handbook").rglob("index.html"):
        html = page.read_text(encoding="utf-8")
        body = html.split('<article', 1)[1].split("</article>", 1)[0]
        assert "<script" not in body and "onerror=" not in body


def test_an_unwritable_output_folder_is_a_clear_error(tmp_path):
    from click.testing import CliRunner

    from meshal_compendium.cli import main

    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    result = CliRunner().invoke(main, ["build", "--out", str(blocker / "site"), "--lang", "en"])
    assert result.exit_code == 1 and "build-output" in result.output and "Traceback" not in result.output
