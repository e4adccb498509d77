"""A requests transport adapter that sends a request's head and body in one write.

urllib3 (2.x) writes a request's head (request line and headers) and then its body with two
``send`` calls, so a POST reaches the system as two TCP segments: the server wakes for the
head, starts the request, waits, and wakes again for the body; on loopback that is a second
wake-up, a second read and a second pass of the HTTP parser for every scripted round (the
bare ``GET`` a benchmark compares with has no body and pays none of it). http.client itself
joins head and body for this very reason (``_send_output``), but urllib3 does not hand it
the body. :class:`OneWriteAdapter` holds the head back and sends it with the body's first
piece: the bytes on the wire and their order are exactly urllib3's, only the number of
writes changes. Everything else (TLS verification, timeouts, retries, proxies, keep-alive
pooling, error translation) is requests' own :class:`requests.adapters.HTTPAdapter`.
"""

from __future__ import annotations

from typing import Any

from requests.adapters import HTTPAdapter
from urllib3.connection import HTTPConnection, HTTPSConnection
from urllib3.connectionpool import HTTPConnectionPool, HTTPSConnectionPool

__all__ = ["OneWriteAdapter"]


class _HeadWithBody:
    """Mixin for urllib3's connections: within ``request``, the first ``send`` (the head
    http.client's ``endheaders`` writes) is held and prepended to the next one (the body);
    a request without a body sends its head when ``request`` returns."""

    _holding = False
    _held: bytes | None = None

    def request(self, *args: Any, **kwargs: Any) -> None:
        self._holding = True
        self._held = None
        try:
            super().request(*args, **kwargs)  # type: ignore[misc]
            if self._held is not None:  # no body followed the head
                head, self._held = self._held, None
                super().send(head)
        finally:
            # on an error the request is abandoned and urllib3 drops the connection, so a
            # held head is dropped with it
            self._holding = False
            self._held = None

    def send(self, data: Any) -> None:
        if self._holding:
            if self._held is None and isinstance(data, bytes):
                self._held = data  # the head
                return
            self._holding = False
            if self._held is not None:
                head, self._held = self._held, None
                if isinstance(data, bytes | bytearray | memoryview):
                    data = head + bytes(data)
                else:  # a file-like body: http.client reads it in blocks
                    super().send(head)  # type: ignore[misc]
        super().send(data)  # type: ignore[misc]


class _Connection(_HeadWithBody, HTTPConnection):
    pass


class _TLSConnection(_HeadWithBody, HTTPSConnection):
    pass


class _Pool(HTTPConnectionPool):
    ConnectionCls = _Connection


class _TLSPool(HTTPSConnectionPool):
    ConnectionCls = _TLSConnection


class OneWriteAdapter(HTTPAdapter):
    """requests' HTTPAdapter whose connections (direct, not through a proxy) write each
    request in one piece; mount it on a session: ``session.mount("http://", OneWriteAdapter())``."""

    def init_poolmanager(self, *args: Any, **kwargs: Any) -> None:
        super().init_poolmanager(*args, **kwargs)
        self.poolmanager.pool_classes_by_scheme = {"http": _Pool, "https": _TLSPool}
