"""Bounds on the reference system's connections, which uvicorn leaves open: a connection that
never sends a request, or sends its head a byte at a time, is held by uvicorn forever (its
keep-alive timeout, ``timeout_keep_alive``, starts only once an answer has been sent, and a
byte received stops it), and httptools takes a head of any size.

:func:`guarded` wraps uvicorn's HTTP protocol class (``uvicorn.Config(http=...)`` takes a
protocol class as documented) in :class:`GuardedConnection`, which composes it, never
subclasses it, and passes every byte through unchanged. It closes a connection whose request
head (request line and header fields) is not whole within :data:`HEAD_SECONDS` of the
connection opening or of the last byte answered, and answers a head longer than
:data:`MAX_HEAD_BYTES` with 431 and closes it. An answer is never cut: once a head is whole,
the request is uvicorn's until the next answer has been written.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

__all__ = ["HEAD_SECONDS", "MAX_HEAD_BYTES", "GuardedConnection", "guarded"]

HEAD_SECONDS = 10.0
"""A request's head must be whole within 10 s (an honest client sends it in one packet)."""
MAX_HEAD_BYTES = 64 << 10
"""A request's head is at most 64 KiB (the protocol's requests carry a handful of fields)."""

_END = b"\r\n\r\n"


def _too_large() -> bytes:
    message = f"the request head is longer than {MAX_HEAD_BYTES:,} bytes"
    body = json.dumps({"error": {"reason": "invalid-request", "message": message,
                                 "citation": "docs/protocol.md", "path": ""}}).encode()
    return (b"HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Type: application/json\r\n"
            b"Connection: close\r\nContent-Length: %d\r\n\r\n%s" % (len(body), body))


class _Transport:
    """The real transport as the inner protocol sees it: every call passed on, and each write
    told to the guard (an answer is going out: the next request's head is awaited)."""

    def __init__(self, real: asyncio.Transport, guard: GuardedConnection) -> None:
        self._real = real
        self._guard = guard

    def write(self, data: bytes | bytearray | memoryview) -> None:
        self._guard.answered()
        self._real.write(data)

    def writelines(self, lines: Any) -> None:
        self._guard.answered()
        self._real.writelines(lines)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)


class GuardedConnection(asyncio.Protocol):
    """One connection: uvicorn's protocol inside, the head's deadline and size bound outside."""

    inner_class: Any = None

    def __init__(self, **kwargs: Any) -> None:
        self._inner: asyncio.Protocol = self.inner_class(**kwargs)
        self._loop = kwargs.get("_loop") or asyncio.get_event_loop()
        self._transport: asyncio.Transport | None = None
        self._timer: asyncio.TimerHandle | None = None
        self._head = 0  # bytes of the head awaited so far; -1 while a request is being answered
        self._tail = b""  # the last bytes seen, for an end of head split across packets

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self._transport = transport
        self._inner.connection_made(_Transport(transport, self))  # type: ignore[arg-type]
        self._await_head()

    def _await_head(self) -> None:
        self._head, self._tail = 0, b""
        self._cancel()
        self._timer = self._loop.call_later(HEAD_SECONDS, self._close)

    def answered(self) -> None:
        """An answer is being written: from its last byte, the next head is awaited."""
        self._await_head()

    def _cancel(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _close(self) -> None:
        self._cancel()
        if self._transport is not None and not self._transport.is_closing():
            self._transport.close()

    def data_received(self, data: bytes) -> None:
        if self._head >= 0:
            seen = self._tail + data
            end = seen.find(_END)
            if end < 0:
                self._head += len(data)
                self._tail = seen[-3:]
                if self._head > MAX_HEAD_BYTES:
                    assert self._transport is not None
                    self._transport.write(_too_large())
                    self._close()
                    return
            else:
                self._head = -1  # whole: the request is uvicorn's to answer
                self._cancel()
        self._inner.data_received(data)

    def connection_lost(self, exc: Exception | None) -> None:
        self._cancel()
        self._inner.connection_lost(exc)

    def eof_received(self) -> bool | None:
        return self._inner.eof_received()

    def pause_writing(self) -> None:
        self._inner.pause_writing()

    def resume_writing(self) -> None:
        self._inner.resume_writing()


def guarded(inner_class: Any) -> type[GuardedConnection]:
    """A protocol class for ``uvicorn.Config(http=...)``: ``inner_class`` under the bounds above."""
    return type(f"Guarded{inner_class.__name__}", (GuardedConnection,), {"inner_class": inner_class})
