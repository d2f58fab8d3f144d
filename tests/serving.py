"""A folder served over HTTP on a free local port, without a log line per request: the built
sites of the browser tests (and of the benchmarks that drive Chromium)."""

from __future__ import annotations

import contextlib
import functools
import sys
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format, *args):
        pass


class _Server(ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        """A page closed while a file was on its way is a test moving on, not a server error."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


@contextlib.contextmanager
def serving(folder: Path) -> Iterator[str]:
    """``folder`` served while the block runs (it may be filled after): its address, ending in ``/``."""
    server = _Server(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
