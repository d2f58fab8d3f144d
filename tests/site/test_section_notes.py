"""A chapter's section names the errata and rulings that concern it, each linked to its entry on the
errata page (issue 28: a reading is shown where it matters, not only on the errata page)."""

from __future__ import annotations

import re

from meshal_compendium.load import load_compendium
from meshal_compendium.site.build import shipped_packs_of
from meshal_compendium.site.render import write_language


def test_each_section_lists_the_notes_that_concern_it_and_no_others(tmp_path):
    compendium = load_compendium(shipped_packs_of(["woss"]))
    write_language(compendium, "en", tmp_path)
    concerned = {(note.kind, note.id, section) for kind in ("erratum", "ruling") for note in compendium.all(kind)
                 for section in note.data["concerns"]}
    assert concerned
    shown = set()
    for page in tmp_path.rglob("*.md"):
        for section, body in re.findall(r"\{ #([\w-]+) \}\n(.*?)(?=\n## |\Z)", page.read_text(encoding="utf-8"), re.S):
            notes = body.split('!!! note meshal-notes "Errata and rulings on this section"')
            if len(notes) == 2:
                linked = re.findall(r'data-ref="(erratum|ruling):([\w-]+)"', notes[1])
                shown |= {(kind, id, section) for kind, id in linked}
    assert shown == {found for found in concerned if compendium.sections.get(found[2])}
