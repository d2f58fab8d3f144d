"""Stand in for the canonical web site, on 127.0.0.1, for a client told to use a proxy.

An HTTP proxy that answers ``CONNECT <host>:443`` itself: it speaks TLS with a throwaway
self-signed certificate (the client is set not to check it) and serves a folder of files, as
the site deployed at the canonical base would. Every other destination is refused, and every
request is recorded, so a test can say what the client fetched.
"""

from __future__ import annotations

import functools
import socketserver
import ssl
import subprocess
import threading
from http.server import SimpleHTTPRequestHandler
from pathlib import Path


class _Files(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, ".json": "application/json"}

    def log_message(self, format, *args):
        pass


class CanonicalHost:
    def __init__(self, site: Path, host: str, workdir: Path) -> None:
        key, cert = workdir / "key.pem", workdir / "cert.pem"
        subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
                        "-keyout", str(key), "-out", str(cert), "-subj", f"/CN={host}",
                        "-addext", f"subjectAltName=DNS:{host}"], check=True, capture_output=True)
        self.tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        self.tls.load_cert_chain(cert, key)
        self.host, self.fetched, self.refused = host, [], []
        files = functools.partial(_Files, directory=str(site))
        outer = self

        class Tunnel(socketserver.StreamRequestHandler):
            def handle(self) -> None:
                method, target, _ = self.rfile.readline().decode("latin-1").split(" ", 2)
                while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                    pass
                if method != "CONNECT" or target != f"{outer.host}:443":
                    outer.refused.append(f"{method} {target}")
                    self.wfile.write(b"HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n")
                    return
                self.wfile.write(b"HTTP/1.1 200 Connection Established\r\n\r\n")
                self.wfile.flush()
                with outer.tls.wrap_socket(self.connection, server_side=True) as secure:
                    served = files(secure, self.client_address, self.server)
                    outer.fetched.append(served.path)

        self.server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), Tunnel)
        self.server.daemon_threads = True
        self.proxy = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
