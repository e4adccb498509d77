"""A misbehaving vendor, for the robustness tests: an HTTP/1.1 server on loopback that
forwards every request to a real reference table system and spoils the answers to one kind
of request in one way (a fault). Loopback only, bounded: every sleep is short, every socket
has a timeout, and the server stops when the context exits.
"""

from __future__ import annotations

import json
import socket
import socketserver
import threading
import time
from typing import Any

import requests

FAULTS = {
    "http-500": "answers HTTP 500 with an error body",
    "timeout": "never answers within the read timeout",
    "reply-after-timeout": "answers correctly, but only after the read timeout",
    "half-json": "sends half of the JSON body (with a matching Content-Length)",
    "dropped-connection": "closes the connection halfway through the body",
    "wrong-content-type": "sends the right JSON as text/html",
    "oversized-body": "sends a 20 MB body",
    "wrong-shape": "sends valid JSON of the wrong shape",
    "slow-drip": "sends the body a byte at a time, past the overall timeout",
    "card-not-from-the-deck": "reports a dealt card that did not come off the deck in order",
    "card-dealt-twice": "reports one card dealt twice",
    "money-from-nothing": "pays a line more than the totals account for",
    "stale-round": "answers a table's second round with the first round's observation",
    "slow-headers": "sends its status line and headers a byte at a time, past the deadline",
    "lone-surrogate": "puts invalid Unicode (a lone surrogate \\ud800) in a settlement's note",
    "escape-sequences": "answers HTTP 500 whose message holds terminal escape sequences",
    "deep-nesting": "answers JSON nested 100,000 deep",
    "huge-number": "answers a wagered amount of 5,000 digits",
    "announced-oversize": "announces a body of a terabyte",
    "redirect-elsewhere": "redirects (307) to another origin",
    "hostile-message": "answers HTTP 500 whose error message holds terminal escapes, Markdown and "
                       "HTML markup, ]]>, a NUL and a lone surrogate",
}
ESCAPES = "\x1b]0;owned\x07\x1b[2J\x1b[31mred\u202etxt.exe"
"""What the escape-sequences fault puts in its message: a window title, a screen clear, a
colour and a right-to-left override."""

# what a hostile vendor puts in an error message: a colour and a window-title escape, a code
# fence and a table cell, a closing script tag, the end of a CDATA section, NUL, and a lone
# surrogate (JSON's \udc80, which json.loads turns into an unpaired surrogate)
HOSTILE = ('\\u001b[31mRED\\u001b]0;pwned\\u0007 ```\\n# heading\\n``` | cell | '
           '</script><script>alert(1)</script> ]]> \\u0000 \\udc80 end')


class FaultServer:
    """``with FaultServer(upstream, fault, on="scripted-rounds", delay=...) as url:``"""

    def __init__(self, upstream: str, fault: str, *, on: str = "scripted-rounds",
                 delay: float = 2.0) -> None:
        assert fault in FAULTS, fault
        self.upstream = upstream.rstrip("/")
        self.fault = fault
        self.on = on
        self.delay = delay
        self.previous: dict[str, bytes] = {}
        outer = self

        class Handler(socketserver.StreamRequestHandler):
            timeout = 10

            def setup(self) -> None:
                super().setup()
                self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

            def handle(self) -> None:
                session = requests.Session()
                session.trust_env = False
                try:
                    while outer._serve_one(self, session):
                        pass
                except (OSError, ValueError):
                    pass
                finally:
                    session.close()

        class Server(socketserver.ThreadingTCPServer):
            daemon_threads = True
            allow_reuse_address = True

        self._server = Server(("127.0.0.1", 0), Handler)
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    def __enter__(self) -> str:
        self._thread.start()
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def __exit__(self, *_: object) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)

    # ------------------------------------------------------------------ one exchange
    def _serve_one(self, handler: socketserver.StreamRequestHandler, session: requests.Session) -> bool:
        line = handler.rfile.readline(65537)
        if not line:
            return False
        method, path, _ = line.decode("latin-1").split(" ", 2)
        headers: dict[str, str] = {}
        while True:
            header = handler.rfile.readline(65537).decode("latin-1")
            if header in ("\r\n", "\n", ""):
                break
            key, _, value = header.partition(":")
            headers[key.strip().lower()] = value.strip()
        body = handler.rfile.read(int(headers.get("content-length", "0") or 0))
        upstream = session.request(method, self.upstream + path, data=body or None,
                                   headers={"Content-Type": "application/json"} if body else None,
                                   timeout=10)
        status, content = upstream.status_code, upstream.content
        media = upstream.headers.get("Content-Type", "application/json")
        out = handler.wfile
        if self.on not in path or status >= 400:
            self._send(out, status, media, content)
            return True
        return self._spoil(out, path, status, media, content, body)

    def _send(self, out: Any, status: int, media: str, content: bytes, *, length: int | None = None,
              close: bool = False) -> None:
        head = (f"HTTP/1.1 {status} X\r\nContent-Type: {media}\r\n"
                f"Content-Length: {len(content) if length is None else length}\r\n"
                f"{'Connection: close' + chr(13) + chr(10) if close else ''}\r\n")
        out.write(head.encode("latin-1") + content)
        out.flush()

    def _spoil(self, out: Any, path: str, status: int, media: str, content: bytes, request: bytes) -> bool:
        fault = self.fault
        if fault == "http-500":
            self._send(out, 500, "application/json", b'{"error": {"reason": "internal-error", '
                       b'"message": "NullPointerException", "citation": ""}}')
        elif fault == "hostile-message":
            self._send(out, 500, "application/json", ('{"error": {"reason": "internal-error", '
                                                      f'"message": "{HOSTILE}", "citation": ""}}}}').encode())
        elif fault in ("timeout", "reply-after-timeout"):
            time.sleep(self.delay * (3 if fault == "timeout" else 1))
            self._send(out, status, media, content)
        elif fault == "half-json":
            self._send(out, status, media, content[: len(content) // 2])
        elif fault == "dropped-connection":
            self._send(out, status, media, content[: len(content) // 2], length=len(content), close=True)
            return False
        elif fault == "wrong-content-type":
            self._send(out, status, "text/html", content)
        elif fault == "oversized-body":
            filler = b'{"padding": "' + b"x" * 20_000_000 + b'"}'
            self._send(out, status, media, filler)
        elif fault == "wrong-shape":
            self._send(out, status, media, b'{"result": "ok", "rounds": [1, 2, 3]}')
        elif fault == "slow-headers":
            head = (f"HTTP/1.1 {status} X\r\nContent-Type: {media}\r\nX-Padding: {'x' * 200}\r\n"
                    f"Content-Length: {len(content)}\r\n\r\n").encode()
            if not self._drip(out, head):
                return False
            out.write(content)
            out.flush()
        elif fault == "escape-sequences":
            message = json.dumps({"error": {"reason": "internal-error", "message": ESCAPES,
                                            "citation": ""}}, ensure_ascii=False)
            self._send(out, 500, "application/json", message.encode())
        elif fault == "deep-nesting":
            self._send(out, status, media, b"[" * 100_000 + b"]" * 100_000)
        elif fault == "announced-oversize":
            self._send(out, status, media, b"", length=10**12, close=True)
            return False
        elif fault == "redirect-elsewhere":
            out.write(b"HTTP/1.1 307 X\r\nLocation: http://192.0.2.1:9/steal\r\n"
                      b"Content-Length: 0\r\n\r\n")
            out.flush()
        elif fault == "slow-drip":
            out.write(f"HTTP/1.1 {status} X\r\nContent-Type: {media}\r\nContent-Length: "
                      f"{len(content)}\r\n\r\n".encode())
            return self._drip(out, content)
        else:
            self._send(out, status, media, self._impossible(fault, path, content))
        return True

    def _drip(self, out: Any, data: bytes) -> bool:
        """Write ``data`` a byte every 50 ms; False (give up, drop the connection) once it
        has taken four times the fault's delay."""
        deadline = time.monotonic() + self.delay * 4
        for i in range(len(data)):
            out.write(data[i:i + 1])
            out.flush()
            time.sleep(0.05)
            if time.monotonic() > deadline:
                return False
        return True

    def _impossible(self, fault: str, path: str, content: bytes) -> bytes:
        obs = json.loads(content)
        dealt = obs["dealt"]
        if fault == "card-not-from-the-deck" and len(dealt) >= 2:
            dealt[0]["card"], dealt[1]["card"] = dealt[1]["card"], dealt[0]["card"]
        elif fault == "card-dealt-twice" and len(dealt) >= 2:
            dealt[1]["card"] = dealt[0]["card"]
        elif fault == "money-from-nothing" and obs["settlements"]:
            obs["settlements"][0]["paid"] += 100
        elif fault == "lone-surrogate" and obs["settlements"]:
            obs["settlements"][0]["note"] = "\ud800"
        elif fault == "huge-number":
            text = json.dumps(obs).replace(f'"wagered": {obs["wagered"]}', '"wagered": ' + "9" * 5000)
            return text.encode()
        elif fault == "stale-round":
            table = path.split("/scripted-rounds")[0]
            previous = self.previous.get(table)
            self.previous.setdefault(table, content)
            if previous is not None:
                return previous
            return content
        return json.dumps(obs).encode()
