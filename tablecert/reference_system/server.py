"""Run the reference table system on loopback: in a background thread for the test suite
and ``tablecert run``, or in the foreground for ``tablecert serve``.

The socket is bound here (port 0 picks a free port) and handed to uvicorn, so the port is
known before the server starts and no other process can take it in between.
"""

from __future__ import annotations

import socket
import threading
import time
from types import TracebackType
from typing import Any

import uvicorn

from tablecert.reference_system.app import create_app

__all__ = ["LOOPBACK", "ReferenceServer", "bind", "serve_forever"]

LOOPBACK = "127.0.0.1"
READY_TIMEOUT = 5.0
STOP_TIMEOUT = 5.0


def bind(host: str = LOOPBACK, port: int = 0) -> socket.socket:
    """A listening TCP socket on ``host:port`` (port 0: any free port)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    # proto=IPPROTO_TCP, not 0: asyncio sets TCP_NODELAY only on sockets that say they are
    # TCP, and without it each answer waits out the peer's delayed ACK (about 40 ms)
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError:
        sock.close()
        raise
    sock.listen(128)
    sock.set_inheritable(True)
    return sock


def _config(defect: str | None, app: Any = None, latency: float | None = None) -> uvicorn.Config:
    if app is None:
        app = create_app(defect)
    if latency:
        from tablecert.reference_system.latency import WithLatency

        app = WithLatency(app, latency)
    try:
        import httptools  # noqa: F401 - the faster HTTP parser, when installed
        http = "httptools"
    except ImportError:  # pragma: no cover - httptools is a dependency
        http = "h11"
    from uvicorn.config import HTTP_PROTOCOLS
    from uvicorn.importer import import_from_string

    from tablecert.reference_system.connections import guarded

    # each connection under a deadline for its request head and a bound on its size (connections.py)
    return uvicorn.Config(app, log_level="warning", access_log=False, lifespan="off",
                          http=guarded(import_from_string(HTTP_PROTOCOLS[http])), loop="asyncio")


def _url(sock: socket.socket) -> str:
    host, port = sock.getsockname()[:2]
    return f"http://[{host}]:{port}" if ":" in host else f"http://{host}:{port}"


class ReferenceServer:
    """The reference system on ``host`` (loopback) in a background thread::

        with ReferenceServer() as server:
            system = HttpSystem(server.url)

    ``app`` serves another ASGI app the same way (the benchmarks' variants of the system);
    ``latency`` delays each answer by that many seconds (:mod:`.latency`).
    """

    def __init__(self, *, host: str = LOOPBACK, port: int = 0, defect: str | None = None,
                 app: Any = None, latency: float | None = None) -> None:
        self.latency = latency
        self.host = host
        self.port = port
        self.defect = defect
        self.app = app
        self.url = ""
        self._sock: socket.socket | None = None
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None

    def start(self) -> ReferenceServer:
        self._sock = bind(self.host, self.port)
        self.url = _url(self._sock)
        self._server = uvicorn.Server(_config(self.defect, self.app, self.latency))
        self._thread = threading.Thread(target=self._server.run, kwargs={"sockets": [self._sock]},
                                        name=f"reference-system {self.url}", daemon=True)
        self._thread.start()
        deadline = time.monotonic() + READY_TIMEOUT
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"the reference system did not start on {self.url} within "
                                   f"{READY_TIMEOUT:g} s")
            time.sleep(0.005)
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(STOP_TIMEOUT)
            if self._thread.is_alive() and self._server is not None:
                self._server.force_exit = True
                self._thread.join(STOP_TIMEOUT)
        if self._sock is not None:
            self._sock.close()
        self._server = self._thread = self._sock = None

    def __enter__(self) -> ReferenceServer:
        return self.start()

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.stop()


def serve_forever(*, host: str = LOOPBACK, port: int = 0, defect: str | None = None,
                  announce: bool = True, app: Any = None, latency: float | None = None) -> None:
    """Run the reference system (or ``app``) in this thread until Ctrl-C (uvicorn handles
    the signal); ``latency``: seconds of delay before each answer."""
    sock = bind(host, port)
    try:
        if announce:
            print(f"tablecert reference table system at {_url(sock)} (Ctrl-C stops it)", flush=True)
        uvicorn.Server(_config(defect, app, latency)).run(sockets=[sock])
    finally:
        sock.close()
