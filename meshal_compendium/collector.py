"""Pausing Python's cycle collector around work that builds many long-lived, acyclic objects.

Loading packs and writing pages allocate hundreds of thousands of small dicts, tuples and strings
that all stay alive; each automatic collection rescans that growing heap and frees nothing.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def paused() -> Iterator[None]:
    """Run the block with the cycle collector off, restoring its previous state."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
