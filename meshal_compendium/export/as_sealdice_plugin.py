"""``--format sealdice-plugin``: a SealDice JavaScript extension, so a QQ group plays in chat.

The file is one self-contained ES2015 script: the ``// ==UserScript==`` header SealDice reads
(from the pack manifests), the data this module writes (the ruleset's constants from
``engine/rules.py``, the chat messages from the catalogue, the game-system template) and the
bundled runtime ``sealdice/plugin.js`` — the site's math module (``site/assets/js/meshal-math.js``)
and the chat commands, bundled by ``sealdice/build.mjs`` (``make sealdice-plugin``; a test checks
the committed bundle is up to date). Writing it needs no node: the same input gives the same
bytes (``@timestamp`` is ``SOURCE_DATE_EPOCH`` when set, else the newest input file's time).

A ruleset offers a plugin by an entry in ``SYSTEMS``: its data for the runtime, whose
``SYSTEMS`` table (``sealdice/runtime.mjs``) holds the matching commands.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml

from ..i18n import LANGUAGES, catalogue, t
from ..load import Compendium
from ..model import Text
from ..problems import MeshalError
from ..rulesets.meshal.calcdata import rules_data
from ..rulesets.meshal.engine import rules
from ..rulesets.meshal.engine.wear import WEAR_ATTRIBUTES
from ..rulesets.meshal.model import PROTECTED_TYPES
from ..rulesets.meshal.notation import ATTRIBUTE_NAMES
from .common import vocabulary

BUNDLE = Path(__file__).parent / "sealdice" / "plugin.js"
EXTENSION = "meshal"  # the extension's name in SealDice (.ext meshal on/off): stable, ASCII
#: SealDice versions whose JS engine (goja) has BigInt, which the exact math needs (see README).
SEAL_VERSION = ">=1.5.0"
#: The handbook's letters for the wear: "(H) Hurts", "(A) Acted", "(L) Leaks" (L119-125).
WEAR_LETTERS = {"hurts": "H", "acted": "A", "leaks": "L"}
#: Catalogue keys the runtime shows: the engine's notation errors and the two dice limits it can
#: meet in chat, and its own.
MESSAGE_PREFIXES = ("notation-", "sealdice-plugin-")
MESSAGES = ("dice-too-many", "wear-over-maximum")


def write(compendium: Compendium, path: Path, system: str = "meshal") -> None:
    path.write_bytes(script(compendium, system).encode("utf-8"))


def script(compendium: Compendium, system: str = "meshal") -> str:
    """The whole plugin: header, data and runtime, deterministic for the same input."""
    if system not in SYSTEMS:
        raise MeshalError("export-unknown-system", system=system, known=", ".join(SYSTEMS))
    data = {"system": system, "extension": _extension(compendium), **SYSTEMS[system](compendium)}
    payload = json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return "".join([
        header(compendium),
        "(function () {\n\"use strict\";\n",
        f"var data = {_script_safe(payload)};\n",
        BUNDLE.read_text(encoding="utf-8"),
        "MeshalSealdice.install(seal, data, Math.random);\n})();\n",
    ])


def header(compendium: Compendium) -> str:
    """The ``// ==UserScript==`` block SealDice reads (dice/dice_jsvm.go: one line per field)."""
    packs = compendium.packs
    fields = [
        ("name", t("sealdice-plugin", "zh", packs=" + ".join(Text.of(m["name"]).get("zh") for m in packs))),
        ("author", ", ".join(dict.fromkeys(a for m in packs for a in m["authors"]))),
        ("version", packs[0]["version"]),
        ("description", t("sealdice-plugin-description", "zh", command=".ml help")),
        ("timestamp", str(_timestamp(compendium))),
        ("license", "; ".join(dict.fromkeys(m["license"] for m in packs))),
        ("sealVersion", SEAL_VERSION),
    ]
    lines = [f"// @{key:<12} {' '.join(str(value).split())}" for key, value in fields]
    return "// ==UserScript==\n" + "\n".join(lines) + "\n// ==/UserScript==\n"


def _extension(compendium: Compendium) -> dict[str, str]:
    packs = compendium.packs
    return {"name": EXTENSION, "author": ", ".join(dict.fromkeys(a for m in packs for a in m["authors"])),
            "version": packs[0]["version"]}


def _timestamp(compendium: Compendium) -> int:
    given = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if given.isdigit():
        return int(given)
    files = {entry.provenance.file for kind in compendium.entries for entry in compendium.entries[kind].values()}
    times = [int(Path(f).stat().st_mtime) for f in files if f and Path(f).is_file()]
    return max(times, default=0)


def _script_safe(payload: str) -> str:
    """JSON inside a script: U+2028/U+2029 are line ends to ES2015, not to JSON."""
    return payload.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


# --- Meshal ---------------------------------------------------------------------------------

def meshal(compendium: Compendium) -> dict[str, Any]:
    """What the ``.ml`` commands read: the engine's rules, the messages, names, the template."""
    return {
        "rules": rules_data(),
        "messages": {lang: {key: text[lang] for key, text in sorted(catalogue().items())
                            if key.startswith(MESSAGE_PREFIXES) or key in MESSAGES} for lang in LANGUAGES},
        "names": meshal_names(compendium),
        "template": meshal_template(compendium),
    }


def meshal_names(compendium: Compendium) -> dict[str, dict[str, Any]]:
    """Every card attribute: its Chinese name (the card's key), English name, letter, aliases."""
    terms = vocabulary(compendium)

    def named(vocab: str, value: str, letter: str | None) -> dict[str, Any]:
        name = terms[(vocab, value)].name
        aliases = terms[(vocab, value)].data.get("aliases", {})
        found = [letter, name.en, *aliases.get("zh", ()), *aliases.get("en", ())]
        return {"zh": name.zh, "en": name.en, "aliases": list(dict.fromkeys(a for a in found if a))}

    names = {key: named("attribute", key, ATTRIBUTE_NAMES[key]["abbr"]) for key in ATTRIBUTE_NAMES}
    names.update({key: named("wear", key, WEAR_LETTERS[key]) for key in WEAR_ATTRIBUTES})
    names.update({key: named("protection", key, None) for key in PROTECTED_TYPES})
    return names


def meshal_template(compendium: Compendium) -> str:
    """The game-system template (SealDice templateVer 2.0, YAML) for ``.set meshal`` and ``.st``."""
    names = meshal_names(compendium)
    core = compendium.packs[0]
    maximum = {key: t("sealdice-plugin-maximum", "zh", name=names[key]["zh"]) for key in WEAR_ATTRIBUTES}
    maximum_en = {key: t("sealdice-plugin-maximum", "en", name=names[key]["en"]) for key in WEAR_ATTRIBUTES}
    defaults = {names[key]["zh"]: rules.STARTING_ATTRIBUTE for key in ATTRIBUTE_NAMES}
    defaults.update({names[key]["zh"]: rules.MIN_WEAR for key in WEAR_ATTRIBUTES})
    defaults.update({names[key]["zh"]: 0 for key in PROTECTED_TYPES})
    alias = {value["zh"]: value["aliases"] for value in names.values()}
    alias.update({maximum[key]: [maximum_en[key]] for key in WEAR_ATTRIBUTES})
    wear = [names[key]["zh"] for key in WEAR_ATTRIBUTES]
    template = {
        "name": EXTENSION,
        "fullName": Text.of(core["name"]).get("zh"),
        "authors": list(core["authors"]),
        "version": core["version"],
        "templateVer": "2.0",
        "attrs": {
            "defaults": defaults,
            # max Hurts = Might, max Acted = Elastane, max Leaks = Sense (L103-109)
            "defaultsComputed": {maximum[key]: names[attr]["zh"] for key, attr in WEAR_ATTRIBUTES.items()},
        },
        "alias": alias,
        "commands": {
            "set": {"diceSides": str(rules.DIE_FACES), "enableTip": t("sealdice-plugin-enable-tip", "zh"),
                    "keys": [EXTENSION, "ml"], "relatedExt": [EXTENSION, "coc7"]},
            "sn": {EXTENSION: {"template": "{$t玩家_RAW} " + " ".join(
                f"{w}{{{w}}}/{{{maximum[k]}}}" for k, w in zip(WEAR_ATTRIBUTES, wear, strict=True)),
                "helpText": t("sealdice-plugin-sn-help", "zh")}},
            "st": {"show": {
                "top": [names[key]["zh"] for key in (*ATTRIBUTE_NAMES, *WEAR_ATTRIBUTES, *PROTECTED_TYPES)],
                "sortBy": "name",
                "ignores": list(maximum.values()),
                "showValueAs": {w: f"{{{w}}}/{{{maximum[k]}}}" for k, w in zip(WEAR_ATTRIBUTES, wear, strict=True)},
            }},
        },
    }
    return yaml.safe_dump(template, allow_unicode=True, sort_keys=False, width=1000)


SYSTEMS: dict[str, Callable[[Compendium], dict[str, Any]]] = {"meshal": meshal}
