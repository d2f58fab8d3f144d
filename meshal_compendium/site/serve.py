"""``meshal serve``: build, serve on 127.0.0.1, and rebuild what an edit changed (``live``).

Every HTML page the server sends carries a small script that asks ``/__meshal_build`` what changed,
the question held open until something does: the page reloads once its own edition is rebuilt, and
an edit the content refuses shows over the page (file:line:column and the message, in the page's
language) while the last good build stays served. The edition a page was last asked from is rebuilt
first. Files are watched with watchdog (inotify here), so a save starts the rebuild at once.

The workshop served here offers "Open in wiki": it posts its pack as a zip to ``/__meshal_preview``
(``_Preview``), which serves it beside ``--pack``'s and rebuilds as a save does, then answers with the
entry's page or the refusal's lines.
"""

from __future__ import annotations

import functools
import json
import os
import shutil
import sys
import threading
import time
from collections.abc import Callable, Sequence
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

from watchdog.events import FileSystemEvent, FileSystemEventHandler
from watchdog.observers import Observer

from .. import archive, rulesets, scratch
from ..i18n import EDITIONS, t
from ..packs import SHIPPED
from ..problems import MeshalError
from .build import ASSETS, BASE_CONFIG, PREFIX, ROOT
from .guide import GUIDE
from .live import Live
from .pages import Links
from .render import page_url

ASSET = Path(__file__).resolve().parent / "serve.js"
WAIT = 25  # seconds a question to /__meshal_build is held open when nothing changes
QUIET = 0.1  # seconds without another file event before a rebuild starts: an editor's save is several
PREVIEW = "/__meshal_preview"


class _State:
    """What the pages ask about: each edition's build number, the content's error, the edition read.

    A preview is a numbered request (``asked``); each edition keeps the number the content it was last
    built (or refused) from covers, and that outcome, so a preview waits for a rebuild that read it."""

    def __init__(self) -> None:
        self.changed = threading.Condition()
        self.version = 0
        self.builds = dict.fromkeys(EDITIONS, 0)
        self.error: dict[str, dict] | None = None
        self.reading = EDITIONS[0]
        self.asked = 0
        self.done: dict[str, tuple[int, dict | None]] = dict.fromkeys(EDITIONS, (0, None))

    def built(self, lang: str, covers: int) -> None:
        with self.changed:
            self.builds[lang] += 1
            self.error = None
            self.done[lang] = (covers, None)
            self._moved()

    def broken(self, error: MeshalError, covers: int) -> None:
        with self.changed:
            self.error = {lang: {"title": t("serve-overlay-title", lang),
                                 "lines": error.message(lang).splitlines()} for lang in EDITIONS}
            self.done = {lang: (covers, self.error[lang]) for lang in EDITIONS}
            self._moved()

    def restore(self, error: dict[str, dict] | None) -> None:
        """The content's error as it was: a refused preview, taken back, is said in the workshop, not over
        every page (the served content did not change)."""
        with self.changed:
            self.error = error
            self._moved()

    def ask(self, lang: str) -> int:
        """A new preview in ``lang``'s edition (rebuilt first): its number."""
        with self.changed:
            self.asked += 1
            self.reading = lang
            return self.asked

    def outcome(self, lang: str, asked: int) -> dict | None:
        """Once ``lang``'s edition was rebuilt from content as new as preview ``asked``: None, or the error."""
        with self.changed:
            self.changed.wait_for(lambda: self.done[lang][0] >= asked)
            return self.done[lang][1]

    def _moved(self) -> None:
        self.version += 1
        self.changed.notify_all()

    def answer(self, lang: str, seen: str) -> bytes:
        """The state once it differs from version ``seen`` (at once when ``seen`` is not a version), or
        after ``WAIT`` seconds."""
        with self.changed:
            if lang in EDITIONS:
                self.reading = lang
            self.changed.wait_for(lambda: str(self.version) != seen, timeout=WAIT)
            return json.dumps({"version": self.version, "builds": self.builds,
                               "error": self.error and self.error.get(lang)}).encode()


class _Preview:
    """The workshop's pack, served beside ``--pack``'s as one zip in serve's work folder (never among the
    author's files). Each preview replaces it and is rebuilt as a save is; a refused one is taken back, so
    that the author's next save is not refused for it."""

    def __init__(self, live: Live, state: _State, changed: threading.Event, work: Path) -> None:
        self.live, self.state, self.changed = live, state, changed
        self.path = work / "preview" / "workshop.zip"
        self.lock = threading.Lock()  # one preview at a time: each waits for the rebuild that read it

    def open(self, body: bytes, lang: str, kind: str, id: str) -> tuple[HTTPStatus, dict]:
        """Serve the zip ``body`` and rebuild; then the page of (``kind``, ``id``) in ``lang``'s edition, or why not."""
        with self.lock:
            before = self.path.read_bytes() if self.path.exists() else None
            said = self.state.error
            self._serve(body)
            asked = self.state.ask(lang)
            self.changed.set()  # the save's path: the `_rebuilds` thread
            error = self.state.outcome(lang, asked)
            if error:
                self._serve(before)
                self.state.restore(said)
                # The workshop's files are named as it names them (workshop.zip/ability/x.yaml), not by serve's folder.
                lines = [line.replace(f"{self.path.parent}/", "") for line in error["lines"]]
                return HTTPStatus.UNPROCESSABLE_ENTITY, {**error, "lines": lines}
            target = Links(self.live.compendium).target(kind, id)  # the content just built: not loaded again
        if target is None:
            return HTTPStatus.NOT_FOUND, {"lines": [t("serve-preview-no-page", lang, kind=kind, id=id)]}
        return HTTPStatus.OK, {"url": "/" + PREFIX[lang] + page_url(target)}

    def _serve(self, body: bytes | None) -> None:
        """``body`` as the preview zip, or no preview for None. ``live.packs`` gets a new list: a rebuild under
        way keeps the one it read."""
        if body is None:
            self.path.unlink(missing_ok=True)
            self.live.packs = [pack for pack in self.live.packs if pack != self.path]
            return
        self.path.parent.mkdir(exist_ok=True)
        staged = self.path.with_suffix(".part")
        staged.write_bytes(body)
        now = time.time_ns()  # archive.extract unpacks a zip again when its size or time differ: the time always does
        os.utime(staged, ns=(now, now))
        staged.replace(self.path)
        if self.path not in self.live.packs:
            self.live.packs = [*self.live.packs, self.path]


class _Handler(SimpleHTTPRequestHandler):
    def do_GET(self) -> None:  # noqa: N802 — http.server's naming
        url = urlsplit(self.path)
        if url.path == "/__meshal_build":
            asked = parse_qs(url.query)
            answer = self.server.state.answer(asked.get("lang", [""])[0], asked.get("seen", [""])[0])
            self._send(answer, "application/json")
            return
        if url.path == "/__meshal_serve.js":
            self._send(ASSET.read_bytes(), "text/javascript; charset=utf-8")
            return
        path = Path(self.translate_path(self.path))
        page = path / "index.html" if path.is_dir() else path
        if page.suffix == ".html" and page.is_file():
            script = b'<script src="/__meshal_serve.js"></script>'
            self._send(page.read_bytes().replace(b"</body>", script + b"</body>", 1), "text/html; charset=utf-8")
            return
        super().do_GET()

    def do_POST(self) -> None:  # noqa: N802
        url = urlsplit(self.path)
        if url.path != PREVIEW:
            self.send_error(HTTPStatus.NOT_FOUND)
            return
        asked = {name: values[0] for name, values in parse_qs(url.query).items()}
        lang = asked.get("lang") if asked.get("lang") in EDITIONS else EDITIONS[0]
        status, answer = self._preview(asked, lang)
        self._send(json.dumps(answer, ensure_ascii=False).encode(), "application/json", status)

    def _preview(self, asked: dict[str, str], lang: str) -> tuple[HTTPStatus, dict]:
        if not self._same_origin():
            return HTTPStatus.FORBIDDEN, {"lines": [t("serve-preview-origin", lang)]}
        size = self.headers.get("Content-Length", "")
        if not size.isdigit() or int(size) > archive.MAX_BYTES:
            self.close_connection = True  # the body is never read
            return HTTPStatus.REQUEST_ENTITY_TOO_LARGE, {"lines": [t("serve-preview-too-large", lang,
                                                                     limit=archive.MAX_BYTES)]}
        body = self.rfile.read(int(size))
        if not asked.get("kind") or not asked.get("id"):
            return HTTPStatus.BAD_REQUEST, {"lines": [t("serve-preview-no-page", lang, kind=asked.get("kind", ""),
                                                        id=asked.get("id", ""))]}
        return self.server.preview.open(body, lang, asked["kind"], asked["id"])

    def _same_origin(self) -> bool:
        """Asked by a page of this server, not by another site open in the browser (which could then write
        into the served site), and at an address naming this server (not a name bound to it by a stranger)."""
        port = self.server.server_address[1]
        host = self.headers.get("Host", "")
        return (host in {f"{self.server.server_address[0]}:{port}", f"localhost:{port}"}
                and self.headers.get("Origin") == f"http://{host}")

    def _send(self, body: bytes, content_type: str, status: HTTPStatus = HTTPStatus.OK) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args) -> None:  # quiet: the build prints what matters
        pass


class _Server(ThreadingHTTPServer):
    daemon_threads = True  # a question held open must not keep the server from stopping
    state: _State
    preview: _Preview

    def handle_error(self, request, client_address) -> None:
        # A reader who went away (a closed tab, a cancelled reload), or a question still open when the server
        # stops (its socket closed under it: EBADF), is not an error to print.
        if not isinstance(sys.exc_info()[1], OSError):
            super().handle_error(request, client_address)


def watched(packs: Sequence[Path]) -> list[Path]:
    """Folders and files whose changes trigger a rebuild."""
    return [*(packs or [SHIPPED]), ASSETS, BASE_CONFIG, ROOT / "meshal_compendium" / "site" / "templates", GUIDE,
            *rulesets.folders(lambda r: r.templates)]


class _Changes(FileSystemEventHandler):
    """Sets ``event`` when a watched file is written, made, moved or removed (not when it is only read)."""

    KINDS = {"created", "modified", "deleted", "moved"}

    def __init__(self, paths: Sequence[Path], event: threading.Event) -> None:
        self.paths, self.event = paths, event

    def on_any_event(self, event: FileSystemEvent) -> None:
        if event.event_type in self.KINDS and not event.is_directory and any(
                self._wanted(Path(str(path))) for path in (event.src_path, getattr(event, "dest_path", ""))
                if path):
            self.event.set()

    def _wanted(self, path: Path) -> bool:
        return any(path == watched or watched in path.parents for watched in self.paths)


def serve(packs: Sequence[Path], out: Path, host: str, port: int, progress: Callable[[str], None],
          failed: Callable[[MeshalError], None], lang: str = "en") -> None:
    """Build once, then serve ``out`` and rebuild what changes whenever a watched file does.

    The port is taken first, so a busy one is said before the build.
    """
    try:
        server = _Server((host, port), functools.partial(_Handler, directory=str(out)))
    except OSError as error:
        raise MeshalError("serve-port", host=host, port=port, reason=error.strerror) from None
    server.state = state = _State()
    url = f"http://{host}:{server.server_address[1]}/"
    work = scratch.folder("serve")
    observer = Observer()
    try:
        live = Live(packs, out, work, url)
        live.build(progress, lang)
        changed = threading.Event()
        # Absolute, as watchdog then names what changed: `--pack my-pack` would give relative names.
        paths = [path.resolve() for path in watched(packs) if path.exists()]
        handler_of_changes = _Changes(paths, changed)
        for path in paths:
            observer.schedule(handler_of_changes, str(path if path.is_dir() else path.parent),
                              recursive=path.is_dir())
        observer.start()
        server.preview = _Preview(live, state, changed, work)
        threading.Thread(target=_rebuilds, args=(live, state, changed, progress, failed, lang), daemon=True).start()
        progress(f"{url}  (en: {url}en/)")
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
        if observer.is_alive():
            observer.stop()
        shutil.rmtree(work, ignore_errors=True)


def _rebuilds(live: Live, state: _State, changed: threading.Event, progress: Callable[[str], None],
              failed: Callable[[MeshalError], None], lang: str) -> None:
    live.warm()
    while True:
        changed.wait()
        while changed.is_set():  # let an editor's burst of events settle
            changed.clear()
            time.sleep(QUIET)
        covers = state.asked  # read after the event: a preview asked since then sets it again
        started = time.monotonic()
        try:
            for edition in live.rebuild(state.reading, stop=changed.is_set):  # a new save ends the whole pass
                state.built(edition, covers)
                progress(t("serve-rebuilt", lang, edition=PREFIX[edition] or "/",
                           seconds=f"{time.monotonic() - started:.1f}"))
        except MeshalError as error:  # keep serving the last good build
            state.broken(error, covers)
            failed(error)
        except Exception as error:  # noqa: BLE001 — a dead watcher would never rebuild again: say it, go on
            error = MeshalError("serve-rebuild-failed", detail=repr(error))
            state.broken(error, covers)
            failed(error)
