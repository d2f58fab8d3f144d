"""``meshal serve``: build, serve on 127.0.0.1, rebuild when content or site assets change.

The browser polls ``/__meshal_build`` (a script the server adds to every HTML page it sends) and
reloads itself after a rebuild, so editing a pack shows up without touching the browser.
"""

from __future__ import annotations

import functools
import sys
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from .. import rulesets
from ..packs import SHIPPED
from ..problems import MeshalError
from .build import ASSETS, BASE_CONFIG, ROOT, build

RELOAD = b"""<script>(function(){var v=null;setInterval(function(){fetch('/__meshal_build')
.then(function(r){return r.text()}).then(function(t){if(v===null)v=t;else if(t!==v)location.reload()})
.catch(function(){})},1000)})()</script>"""


class _Handler(SimpleHTTPRequestHandler):
    build_id = "0"

    def do_GET(self) -> None:  # noqa: N802 — http.server's naming
        if self.path == "/__meshal_build":
            self._send(self.build_id.encode(), "text/plain")
            return
        path = Path(self.translate_path(self.path))
        page = path / "index.html" if path.is_dir() else path
        if page.suffix == ".html" and page.is_file():
            self._send(page.read_bytes().replace(b"</body>", RELOAD + b"</body>", 1), "text/html; charset=utf-8")
            return
        super().do_GET()

    def _send(self, body: bytes, content_type: str) -> None:
        self.send_response(200)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args) -> None:  # quiet: the build prints what matters
        pass


class _Server(ThreadingHTTPServer):
    def handle_error(self, request, client_address) -> None:
        # A reader who went away (a closed tab, a cancelled reload) is not an error to print.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def watched(packs: Sequence[Path]) -> list[Path]:
    """Folders and files whose changes trigger a rebuild."""
    return [*(packs or [SHIPPED]), ASSETS, BASE_CONFIG, ROOT / "meshal_compendium" / "site" / "templates",
            *rulesets.folders(lambda r: r.templates)]


def snapshot(paths: Iterable[Path]) -> tuple:
    """A fingerprint of every file below ``paths`` (name, size, mtime)."""
    found = []
    for path in paths:
        files = [path] if path.is_file() else sorted(p for p in path.rglob("*") if p.is_file())
        found.extend((str(p), p.stat().st_size, p.stat().st_mtime_ns) for p in files)
    return tuple(found)


def serve(packs: Sequence[Path], out: Path, host: str, port: int,
          progress: Callable[[str], None], failed: Callable[[MeshalError], None]) -> None:
    """Build once, then serve ``out`` and rebuild whenever a watched file changes.

    The port is taken first, so a busy one is said before minutes of building.
    """
    handler = functools.partial(_Handler, directory=str(out))
    try:
        server = _Server((host, port), handler)
    except OSError as error:
        raise MeshalError("serve-port", host=host, port=port, reason=error.strerror) from None
    url = f"http://{host}:{server.server_address[1]}/"
    try:
        build(packs, out, progress=progress, site_url=url)
        threading.Thread(target=_watch, args=(packs, out, url, progress, failed), daemon=True).start()
        progress(f"{url}  (en: {url}en/)")
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


def _watch(packs, out, url, progress, failed) -> None:
    before = _snapshot(packs, failed)
    while True:
        time.sleep(1)
        now = _snapshot(packs, failed)
        if now == before:
            continue
        before = now
        try:
            build(packs, out, progress=progress, site_url=url)
            _Handler.build_id = str(time.time_ns())
        except MeshalError as error:  # keep serving the last good build
            failed(error)
        except Exception as error:  # noqa: BLE001 — a dead watcher would never rebuild again: say it, go on
            failed(MeshalError("serve-rebuild-failed", detail=repr(error)))


def _snapshot(packs, failed) -> tuple:
    """The watched files' fingerprint; a file vanishing while it is read (an editor saving) waits a turn."""
    try:
        return snapshot(watched(packs))
    except OSError as error:
        failed(MeshalError("serve-rebuild-failed", detail=error.strerror or repr(error)))
        return ()
