"""One catalogue, many files: ours (locale/) and every ruleset's. A key two files give differently
would silently take whichever is read last, so a ruleset's column label could rename another's."""

from __future__ import annotations

import json
from collections import defaultdict

import yaml

from meshal_compendium import rulesets
from meshal_compendium.i18n import _LOCALE_DIR


def test_no_key_has_two_different_texts():
    texts: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    for folder in (_LOCALE_DIR, *rulesets.folders(lambda r: r.locale)):
        for path in sorted(folder.glob("*.yaml")):
            for key, text in (yaml.safe_load(path.read_text(encoding="utf-8")) or {}).items():
                texts[key][json.dumps(text, sort_keys=True, ensure_ascii=False)].append(path.as_posix())
    clashes = {key: dict(found) for key, found in texts.items() if len(found) > 1}
    assert clashes == {}, "give each its own key (a kind's column: col-<kind>-<field>)"
