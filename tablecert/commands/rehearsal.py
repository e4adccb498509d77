"""The rehearsal of a concurrent run (``tablecert run --concurrency N``, tablecert.adapters.ahead),
in a process of its own: ``python -m tablecert.commands.rehearsal SYSTEM_FILE -- PYTEST_ARGS``.

It serves a stand-in on loopback, the reference system declaring what the system under test
declared (``SYSTEM_FILE`` holds that system's own ``GET /v1/system`` answer, which the stand-in
gives word for word, and its capabilities are the stand-in's), runs the scenarios of
``PYTEST_ARGS`` against it, and writes each scenario's exchanges to its standard output, a
line a scenario (:func:`tablecert.adapters.ahead.scenario_record`), as the scenario ends.
Everything else it would print goes to its standard error.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Sequence
from typing import Any

import pytest

from tablecert.adapters.contract import Capability
from tablecert.adapters.rehearsal import Rehearsal
from tablecert.commands.run_ahead import STAND_IN, Boundaries

__all__ = ["main"]

MAX_SYSTEM_ANSWER = 1_000_000


class WithSystemAnswer:
    """The ASGI application ``app``, but ``GET /v1/system`` answers ``answer``."""

    def __init__(self, app: Any, answer: bytes) -> None:
        self.app = app
        self.answer = answer
        self.state = getattr(app, "state", None)

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "http" and scope["method"] == "GET" and scope["path"] == "/v1/system":
            await send({"type": "http.response.start", "status": 200,
                        "headers": [(b"content-type", b"application/json"),
                                    (b"content-length", str(len(self.answer)).encode())]})
            await send({"type": "http.response.body", "body": self.answer})
            return
        await self.app(scope, receive, send)


def stand_in(answer: bytes) -> Any:
    """The reference system declaring the capabilities of the system that answered ``answer``
    (the ones tablecert knows; a system's own others are nothing a scenario asks for)."""
    from tablecert.reference_system.app import create_app

    declared = json.loads(answer).get("capabilities", [])
    known = {c.value for c in Capability}
    capabilities = frozenset(Capability(c) for c in declared if isinstance(c, str) and c in known)
    return WithSystemAnswer(create_app(None, capabilities=capabilities), answer)


def main(argv: Sequence[str]) -> int:
    system_file, separator, *pytest_args = argv
    if separator != "--":
        print("usage: python -m tablecert.commands.rehearsal SYSTEM_FILE -- PYTEST_ARGS", file=sys.stderr)
        return 2
    with open(system_file, "rb") as handle:
        answer = handle.read(MAX_SYSTEM_ANSWER + 1)[:MAX_SYSTEM_ANSWER]
    records = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())  # only the records go to the run

    def emit(line: bytes) -> None:
        records.write(line)
        records.flush()

    from tablecert.reference_system.server import ReferenceServer

    with ReferenceServer(app=stand_in(answer)) as server:
        args = [server.url if arg == STAND_IN else arg for arg in pytest_args]
        code = pytest.main(args, plugins=[Boundaries(Rehearsal(server.url, emit), long_last=False)])
    records.close()
    return int(code)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
