"""Write entries as YAML the way the shipped content is written by hand.

Short bilingual names and small records go in flow style (``name: {zh: 相位穿梭, en: Phase
Shift}``, ``timing: {action: 1, gap: 1}``), long texts as folded ``>-`` blocks, texts with
paragraphs or lists as literal ``|`` blocks, everything else plain when YAML allows it and
double-quoted otherwise. ``dump`` checks that the text parses back to exactly the data.
"""

from __future__ import annotations

import json
import re
from typing import Any

import yaml

WIDTH = 100
_FLOW_MAX = 40  # longest string kept inside a flow mapping
_INDICATORS = set("-?:,[]{}#&*!|>'\"%@`")
_RESOLVES = re.compile(
    r"^(?:[-+]?[0-9][0-9_.:eE+-]*|[-+]?\.(?:inf|Inf|INF|nan|NaN|NAN)|y|Y|yes|Yes|YES|n|N|no|No|NO"
    r"|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF|null|Null|NULL|~|=|<<)$"
)


def dump(value: Any, header: str = "") -> str:
    """The YAML text of ``value`` (a list of entries or one entry), checked by parsing it back."""
    out = [header.rstrip("\n")] if header else []
    if isinstance(value, list):
        for index, item in enumerate(value):
            if index:
                out.append("")
            _item(item, 0, out)
    else:
        for key, sub in value.items():
            _pair(key, sub, 0, out)
    text = "\n".join(out) + "\n"
    parsed = yaml.load(text, Loader=yaml.CSafeLoader)
    if parsed != value:
        raise AssertionError("emitted YAML does not parse back to the same data")
    return text


def _pair(key: str, value: Any, indent: int, out: list[str], lead: str | None = None) -> None:
    pad = " " * indent if lead is None else lead
    head = f"{pad}{key}:"
    if isinstance(value, (dict, list)):
        flow = _flow(value)
        if flow is not None and len(head) + 1 + len(flow) <= WIDTH:
            out.append(f"{head} {flow}")
            return
        out.append(head)
        if isinstance(value, dict):
            for sub_key, sub in value.items():
                _pair(sub_key, sub, indent + 2, out)
        else:
            for sub in value:
                _item(sub, indent + 2, out)
        return
    out.extend(_scalar(head, value, indent))


def _item(value: Any, indent: int, out: list[str]) -> None:
    pad = " " * indent
    if isinstance(value, dict):
        flow = _flow(value)
        if flow is not None and indent + 2 + len(flow) <= WIDTH:
            out.append(f"{pad}- {flow}")
            return
        for index, (key, sub) in enumerate(value.items()):
            _pair(key, sub, indent + 2, out, lead=f"{pad}- " if index == 0 else None)
    elif isinstance(value, list):
        raise TypeError("nested sequences are not written by hand in our content")
    else:
        out.extend(_scalar(f"{pad}-", value, indent))


def _flow(value: dict | list) -> str | None:
    """The flow form of a small record of scalars, or None when it should be a block."""
    items = value.values() if isinstance(value, dict) else value
    parts = []
    for sub in items:
        if isinstance(sub, (dict, list)):
            return None
        text = _flow_scalar(sub)
        if text is None:
            return None
        parts.append(text)
    if isinstance(value, dict):
        pairs = ", ".join(f"{k}: {p}" for k, p in zip(value, parts, strict=True))
        return "{" + pairs + "}"
    return "[" + ", ".join(parts) + "]"


def _flow_scalar(value: Any) -> str | None:
    if not isinstance(value, str):
        return _plain_value(value)
    if len(value) > _FLOW_MAX:
        return None
    return value if _plain_ok(value, flow=True) else _quoted(value)


def _scalar(head: str, value: Any, indent: int) -> list[str]:
    if not isinstance(value, str):
        return [f"{head} {_plain_value(value)}"]
    body = " " * (indent + 2)
    if "\n" in value:
        chomp = "" if value.endswith("\n") and not value.endswith("\n\n") else "-"
        lines = value[:-1].split("\n") if chomp == "" else value.split("\n")
        return [f"{head} |{chomp}", *(f"{body}{line}" if line else "" for line in lines)]
    if _plain_ok(value, flow=False) and len(head) + 1 + len(value) <= WIDTH + 20:
        return [f"{head} {value}"]
    if len(value) > 60 and "  " not in value and value == value.strip():
        return [f"{head} >-", *(body + line for line in _wrap(value, WIDTH - len(body)))]
    return [f"{head} {_quoted(value)}"]


def _wrap(text: str, width: int) -> list[str]:
    """Lines for a folded scalar: breaks only at single spaces, so folding restores ``text``."""
    lines, current = [], ""
    for word in text.split(" "):
        if current and len(current) + 1 + len(word) > width:
            lines.append(current)
            current = word
        else:
            current = f"{current} {word}" if current else word
    lines.append(current)
    return lines


def _plain_ok(text: str, flow: bool) -> bool:
    if not text or text != text.strip() or text[0] in _INDICATORS:
        return False
    if ": " in text or " #" in text or text.endswith(":") or "\t" in text:
        return False
    if flow and any(c in text for c in ",[]{}"):
        return False
    return not _RESOLVES.match(text)


def _plain_value(value: Any) -> str:
    if value is True or value is False:
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, (int, float)):
        return repr(value)
    raise TypeError(f"cannot write {type(value).__name__}")


def _quoted(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)
