"""``--format sealdice-plugin``: a SealDice JavaScript extension, so a QQ group plays in chat.

The file is one self-contained ES2015 script: the ``// ==UserScript==`` header SealDice reads
(from the pack manifests), the data this module writes (the ruleset's constants from its
``rules.py``, the chat messages from the catalogue, Meshal's game-system template) and the
bundled runtime ``sealdice/plugin.js`` — every built-in ruleset's site math module (the one its
calculators use, under ``site/assets/js/``) and chat commands, bundled by ``sealdice/build.mjs``
(``make sealdice-plugin``; a test checks the committed bundle is up to date). Writing it needs no
node: the same input gives the same bytes (``@timestamp`` is ``SOURCE_DATE_EPOCH`` when set, else
the newest input file's time).

A ruleset offers a plugin through its ``exports["sealdice-plugin"]``: a function of the compendium
giving the data for the runtime, plus ``"description"``, the header's one line (Chinese, as
SealDice's list shows). The built-ins' commands are in the runtime's ``SYSTEMS`` table
(``sealdice/runtime.mjs``); any other ruleset adds ``"script"``, the path of an ES2015 script in its
package that calls ``MeshalSealdice.define(id, commands)``, which is placed after the bundle
(docs/rulesets.md, "SealDice plugin"). Each ruleset's script registers its own extension
(``meshal``, ``meshal-woss``, …) and command, so several can be installed side by side.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .. import rulesets
from ..i18n import LANGUAGES, catalogue, t
from ..load import Compendium
from ..model import Text
from ..problems import MeshalError

BUNDLE = Path(__file__).parent / "sealdice" / "plugin.js"
EXTENSION = "meshal"  # the extension's name in SealDice (.ext meshal on/off): stable, ASCII
#: SealDice versions whose JS engine (goja) has BigInt, which the exact math needs (see README).
SEAL_VERSION = ">=1.5.0"
#: The host's chat messages every ruleset's commands show: an error's frame, `lang`'s answer and a
#: distribution's range where it has too many values to list (``sealdice/chat.mjs``).
SHARED_MESSAGES = ("sealdice-plugin-error", "sealdice-plugin-lang", "sealdice-plugin-odds-range")


def write(compendium: Compendium, path: Path, system: str = rulesets.DEFAULT) -> None:
    path.write_bytes(script(compendium, system).encode("utf-8"))


def script(compendium: Compendium, system: str = rulesets.DEFAULT) -> str:
    """The whole plugin: header, data and runtime, deterministic for the same input."""
    offered = systems()
    if system not in offered:
        raise MeshalError("export-unknown-system", system=system, known=", ".join(offered))
    packs = [m for m in compendium.packs if rulesets.of_pack(m).id == system]  # the plugin is one ruleset's
    if not packs:
        raise MeshalError("export-sealdice-no-pack", system=system)
    found = rulesets.run_export(system, "sealdice-plugin", offered[system], compendium)
    description = found.pop("description")
    commands = _commands_script(system, found.pop("script", None))
    data = {"system": system, "extension": _extension(packs, extension_name(system)), **found}
    payload = json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return "".join([
        header(compendium, packs, description),
        "(function () {\n\"use strict\";\n",
        f"var data = {_script_safe(payload)};\n",
        BUNDLE.read_text(encoding="utf-8"),
        commands,
        "MeshalSealdice.install(seal, data, Math.random);\n})();\n",
    ])


def header(compendium: Compendium, packs: list, description: str) -> str:
    """The ``// ==UserScript==`` block SealDice reads (dice/dice_jsvm.go: one line per field), from
    the manifests of the plugin's ruleset's ``packs`` and the ruleset's ``description``."""
    fields = [
        ("name", t("sealdice-plugin", "zh", packs=" + ".join(Text.of(m["name"]).get("zh") for m in packs))),
        ("author", ", ".join(dict.fromkeys(a for m in packs for a in m["authors"]))),
        ("version", packs[0]["version"]),
        ("description", description),
        ("timestamp", str(_timestamp(compendium))),
        ("license", "; ".join(dict.fromkeys(m["license"] for m in packs))),
        ("sealVersion", SEAL_VERSION),
    ]
    lines = [f"// @{key:<12} {' '.join(str(value).split())}" for key, value in fields]
    return "// ==UserScript==\n" + "\n".join(lines) + "\n// ==/UserScript==\n"


def extension_name(system: str) -> str:
    """The extension's name in SealDice (``.ext NAME on``): stable ASCII, one per ruleset, so their
    scripts install side by side; Meshal's keeps the name it has always had."""
    return EXTENSION if system == rulesets.DEFAULT else f"{EXTENSION}-{system}"


def chat_messages(prefixes: tuple[str, ...], keys: tuple[str, ...] = ()) -> dict[str, dict[str, str]]:
    """The catalogue's messages a ruleset's commands show, per language: the keys starting with one
    of ``prefixes``, the ``keys`` named, and the host's ``SHARED_MESSAGES``."""
    wanted = (*keys, *SHARED_MESSAGES)
    return {lang: {key: text[lang] for key, text in sorted(catalogue().items())
                   if key.startswith(prefixes) or key in wanted} for lang in LANGUAGES}


def _extension(packs: list, name: str) -> dict[str, str]:
    return {"name": name, "author": ", ".join(dict.fromkeys(a for m in packs for a in m["authors"])),
            "version": packs[0]["version"]}


def _commands_script(system: str, script: str | Path | None) -> str:
    """The text of an outside ruleset's commands script ("" for a built-in, whose commands are in
    the bundle), refused when it is missing or not UTF-8: nothing is written then."""
    if script is None:
        return ""
    path = Path(script)
    try:
        text = path.read_text(encoding="utf-8")
    except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
        raise MeshalError("export-sealdice-no-script", system=system, script=str(path)) from None
    except (OSError, UnicodeDecodeError) as error:
        raise MeshalError("export-sealdice-bad-script", system=system, script=str(path), reason=str(error)) from None
    return text if text.endswith("\n") else f"{text}\n"


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


def systems() -> dict[str, Callable[[Compendium], dict[str, Any]]]:
    """The rulesets that offer a plugin: id → the data its ``.commands`` read (their ``exports``)."""
    return {r.id: rulesets.resolve(r.exports["sealdice-plugin"]) for r in rulesets.registry().values()
            if "sealdice-plugin" in r.exports}
