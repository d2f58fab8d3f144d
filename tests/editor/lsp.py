"""A minimal Language Server Protocol client: JSON-RPC over a server's stdin/stdout.

Enough to drive yaml-language-server as an editor does: initialize, answer its
``workspace/configuration`` requests with our settings, open documents, and ask for hover,
completion and the diagnostics it publishes.
"""

from __future__ import annotations

import itertools
import json
import queue
import subprocess
import threading
from pathlib import Path
from typing import Any

WAIT = 120  # seconds: a generous ceiling for a reply on a loaded 2-core machine, not a timing check


class LanguageServer:
    def __init__(self, command: list[str], cwd: Path, settings: dict[str, Any], env: dict[str, str]) -> None:
        self.settings = settings
        self.log = (cwd / "server.log").open("wb")
        self.process = subprocess.Popen(command, cwd=cwd, env=env, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=self.log)
        self.ids = itertools.count(1)
        self.replies: dict[int, queue.Queue] = {}
        self.published: dict[str, queue.Queue] = {}
        self.lock = threading.Lock()
        threading.Thread(target=self._read, daemon=True).start()

    # -- protocol -------------------------------------------------------------------------------
    def _send(self, message: dict[str, Any]) -> None:
        body = json.dumps({"jsonrpc": "2.0", **message}, ensure_ascii=False).encode()
        with self.lock:
            self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
            self.process.stdin.flush()

    def _read(self) -> None:
        stream = self.process.stdout
        while True:
            headers = {}
            while (line := stream.readline()) not in (b"\r\n", b""):
                name, _, value = line.decode().partition(":")
                headers[name.strip().lower()] = value.strip()
            if not headers:
                return  # the server has gone
            message = json.loads(stream.read(int(headers["content-length"])))
            if "method" in message and "id" in message:
                self._answer(message)
            elif "method" in message:
                if message["method"] == "textDocument/publishDiagnostics":
                    self._queue(self.published, message["params"]["uri"]).put(message["params"]["diagnostics"])
            else:
                self._queue(self.replies, message["id"]).put(message)

    def _queue(self, table: dict, key) -> queue.Queue:
        with self.lock:
            return table.setdefault(key, queue.Queue())

    def _answer(self, request: dict[str, Any]) -> None:
        """Requests from the server: our settings when asked for them, an empty reply otherwise."""
        result = None
        if request["method"] == "workspace/configuration":
            result = [self.settings.get(item.get("section", ""), {}) for item in request["params"]["items"]]
        self._send({"id": request["id"], "result": result})

    def request(self, method: str, params: dict[str, Any]) -> Any:
        number = next(self.ids)
        replies = self._queue(self.replies, number)
        self._send({"id": number, "method": method, "params": params})
        reply = replies.get(timeout=WAIT)
        assert "error" not in reply, reply
        return reply["result"]

    def notify(self, method: str, params: dict[str, Any]) -> None:
        self._send({"method": method, "params": params})

    # -- what an editor does --------------------------------------------------------------------
    def start(self, root: Path) -> None:
        self.request("initialize", {
            "processId": None, "rootUri": root.as_uri(), "workspaceFolders": [{"uri": root.as_uri(), "name": "pack"}],
            "capabilities": {"workspace": {"configuration": True},
                             "textDocument": {"hover": {"contentFormat": ["markdown", "plaintext"]},
                                              "completion": {"completionItem": {"snippetSupport": True}}}},
        })
        self.notify("initialized", {})
        self.notify("workspace/didChangeConfiguration", {"settings": self.settings})

    def open(self, path: Path, text: str | None = None) -> list[dict[str, Any]]:
        """Open ``path`` (with ``text`` instead of its contents, if given); its diagnostics."""
        uri = path.as_uri()
        published = self._queue(self.published, uri)
        self.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "yaml", "version": 1,
            "text": path.read_text(encoding="utf-8") if text is None else text}})
        return published.get(timeout=WAIT)

    def hover(self, path: Path, line: int, character: int) -> str:
        found = self.request("textDocument/hover", {"textDocument": {"uri": path.as_uri()},
                                                    "position": {"line": line, "character": character}})
        contents = (found or {}).get("contents", "")
        return contents["value"] if isinstance(contents, dict) else str(contents)

    def completion(self, path: Path, line: int, character: int) -> list[str]:
        found = self.request("textDocument/completion", {"textDocument": {"uri": path.as_uri()},
                                                         "position": {"line": line, "character": character}})
        items = found["items"] if isinstance(found, dict) else found or []
        return [item["label"] for item in items]

    def stop(self) -> None:
        try:
            self.request("shutdown", None)
            self.notify("exit", None)
            self.process.wait(timeout=WAIT)
        finally:
            if self.process.poll() is None:
                self.process.kill()
            self.log.close()
