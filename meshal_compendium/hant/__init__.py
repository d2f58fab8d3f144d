"""Traditional Chinese (zh-Hant), generated from the Simplified text by OpenCC, never stored.

OpenCC's Taiwan profile ``s2twp`` (characters, then Taiwan phrasing) converts; ``phrases.txt``
fixes the game terms whose conversion must not vary (``破绽 → 破綻``, and ``类型`` stays
``類型`` where Taiwan phrasing would make it the programmer's ``型別``): it comes first in both
OpenCC's segmentation and its first conversion step, so a listed term is one word and keeps its
listed form. OpenCC reads a profile from a file and finds dictionaries only beside it or by an
absolute path, so the profile is written once per process, with absolute paths, and removed.
"""

from __future__ import annotations

import json
import shutil
from functools import cache
from pathlib import Path
from typing import Any

import opencc

from .. import scratch

HANT = "zh-Hant"
PHRASES = Path(__file__).resolve().parent / "phrases.txt"
PROFILE = "s2twp.json"


def sources() -> list[Path]:
    """The files a conversion depends on: our phrases, OpenCC's profile and OpenCC itself."""
    return [PHRASES, _share() / PROFILE, Path(opencc.__file__)]


def to_hant(text: str) -> str:
    """``text`` in Traditional characters with Taiwan phrasing (game terms as ``phrases.txt`` says)."""
    return _converter().convert(text) if text else text


def to_hans(text: str) -> str:
    """``text`` back in Simplified characters, character by character (``t2s``): the round-trip
    check. Not ``tw2sp``, which also swaps Taiwan's words for the mainland's (遮蔽 → 屏蔽): a name
    that comes back changed has had a word replaced on the way there (类型 → 型別)."""
    return _back().convert(text) if text else text


def to_traditional(text: str) -> str:
    """Characters only, in Taiwan's standard forms (``s2tw``: ``s2t``, then Taiwan's variants — plain
    ``s2t`` would turn Taiwan's 秘 into OpenCC's 祕, a variant, not a Simplified character): a
    zh-Hant page converted again must not change."""
    return _plain().convert(text) if text else text


@cache
def _converter() -> opencc.OpenCC:
    config = json.loads((_share() / PROFILE).read_text(encoding="utf-8"))
    _absolute(config)
    folder = scratch.folder("opencc")
    # The later (Taiwan phrasing) steps must leave our terms' Traditional forms as they are.
    pairs = [line.split("\t") for line in PHRASES.read_text(encoding="utf-8").splitlines() if line.strip()]
    kept = folder / "kept.txt"
    kept.write_text("".join(f"{hant}\t{hant}\n" for _, hant in pairs), encoding="utf-8")
    ours = {"type": "text", "file": str(PHRASES)}
    config["segmentation"]["dict"]["dicts"].insert(0, ours)
    config["conversion_chain"][0]["dict"]["dicts"].insert(0, ours)
    for step in config["conversion_chain"][1:]:
        step["dict"]["dicts"].insert(0, {"type": "text", "file": str(kept)})
    path = folder / "s2twp-meshal.json"
    path.write_text(json.dumps(config, ensure_ascii=False), encoding="utf-8")
    try:
        return opencc.OpenCC(str(path))
    finally:  # OpenCC has read the profile
        shutil.rmtree(folder, ignore_errors=True)


@cache
def _back() -> opencc.OpenCC:
    return opencc.OpenCC("t2s")


@cache
def _plain() -> opencc.OpenCC:
    return opencc.OpenCC("s2tw")


def _share() -> Path:
    """Where the opencc wheel keeps its profiles and dictionaries."""
    return Path(opencc.__file__).resolve().parent / "clib" / "share" / "opencc"


def _absolute(node: Any) -> None:
    """Point every dictionary of an OpenCC profile at OpenCC's own copy."""
    if isinstance(node, dict):
        if node.get("type") == "ocd2":
            node["file"] = str(_share() / node["file"])
        for value in node.values():
            _absolute(value)
    elif isinstance(node, list):
        for value in node:
            _absolute(value)
