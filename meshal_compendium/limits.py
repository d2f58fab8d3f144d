"""How much one run reads: every input is bounded in time and memory before the work is done.

Packs come from strangers; each bound is generous for real content (the 10k-entry benchmark pack
uses a third of them) and each can be raised for content you trust with an environment variable,
``MESHAL_LIMIT_<NAME>`` (``MESHAL_LIMIT_ENTRIES=100000``). Messages name the variable.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

DEFAULTS = {
    "file-bytes": 8 * 1024 * 1024,  # one YAML file
    "file-nodes": 500_000,  # values built from one file, aliases counted at every use
    "file-problems": 200,  # problems reported for one file before the rest of it is skipped
    "load-bytes": 64 * 1024 * 1024,  # all the content files of one run, before any is read
    "load-files": 5_000,
    "load-nodes": 750_000,  # about 1 GiB of parsed YAML with positions
    "entries": 25_000,
    "problems": 1_000,  # problems printed; the rest are counted in one line
}


def limit(name: str) -> int:
    """The bound ``name``, from its ``MESHAL_LIMIT_…`` variable when that holds a number."""
    value = os.environ.get(variable(name), "")
    return int(value) if value.isdigit() else DEFAULTS[name]


def variable(name: str) -> str:
    """The environment variable that raises bound ``name``."""
    return "MESHAL_LIMIT_" + name.upper().replace("-", "_")


@dataclass
class Budget:
    """What one run may still build: YAML values, counted across all its files."""

    nodes: int = field(default_factory=lambda: limit("load-nodes"))
