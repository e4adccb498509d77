"""A slower reference system (``tablecert serve --latency 20ms``): the same answers, each
after a delay, as a real system's network and processing would add.

The delay is an ``asyncio.sleep`` in an ASGI wrapper before the request reaches the
application: the event loop serves other connections meanwhile, so N tables waiting at once
wait the delay once, not N times, as they would at a real system. The reference
application's handlers are ``async`` and never await once a body is read (app.py), so the
delay cannot split a table's state change.
"""

from __future__ import annotations

import asyncio
import re
from typing import Any

from tablecert.errors import InputError

__all__ = ["WithLatency", "parse_latency"]

_DELAY = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(ms|s)\s*$")
MAX_LATENCY = 60.0
_pause = asyncio.sleep  # (tests watch it here)


def parse_latency(text: str) -> float:
    """Seconds from ``20ms`` or ``0.5s``; anything else is bad input naming ``--latency``.

    >>> parse_latency("20ms"), parse_latency("0.5s")
    (0.02, 0.5)
    """
    match = _DELAY.match(text)
    if match is None:
        raise InputError(f"--latency {text}: a delay with its unit, e.g. 20ms or 0.5s")
    seconds = float(match[1]) / (1000 if match[2] == "ms" else 1)
    if seconds > MAX_LATENCY:
        raise InputError(f"--latency {text}: at most {MAX_LATENCY:g} s")
    return seconds


class WithLatency:
    """The ASGI application ``app`` with ``seconds`` of delay before each HTTP request."""

    def __init__(self, app: Any, seconds: float) -> None:
        self.app = app
        self.seconds = seconds
        self.state = getattr(app, "state", None)

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "http" and self.seconds > 0:
            await _pause(self.seconds)
        await self.app(scope, receive, send)
