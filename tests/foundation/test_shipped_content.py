"""The shipped content is valid and complete."""

from __future__ import annotations

from meshal_compendium.load import load, load_compendium


def test_all_shipped_content_validates():
    result = load()
    assert result.ok, "\n".join(p.to_text("en") for p in result.problems[:20])
    assert result.entries > 250


def test_compendium_lookup_and_provenance():
    compendium = load_compendium()
    might = compendium.get("term", "might")
    assert might.name.zh == "强壮" and might.name.en == "Might" and might.abbr == "M"
    assert might.provenance.pack == "core"
    assert might.provenance.file.endswith("terms/character.yaml")
    assert compendium.sections["character-attributes"].chapter == "character"
    assert compendium.get("term", "no-such-term") is None
