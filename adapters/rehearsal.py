"""The rehearsal of a concurrent run (``tablecert run --concurrency N``; the method:
:mod:`tablecert.adapters.ahead`): each scenario's exchanges with the stand-in, recorded as the
scenario runs and written a line a scenario, and which scenarios may go ahead of the run.
"""

from __future__ import annotations

import base64
import json
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import requests

__all__ = [
    "SYSTEM",
    "TABLES",
    "TABLE_PATH",
    "Answer",
    "Exchange",
    "Rehearsal",
    "RequestKey",
    "describes",
    "independent",
    "request_key",
    "scenario_record",
]

Answer = tuple[requests.Response, bytes]
RequestKey = tuple[str, str, bytes | None]

TABLES = "/v1/tables"
SYSTEM = "/v1/system"
TABLE_PATH = re.compile(r"/v1/tables/([^/?]+)(?:(/rounds)(?:/([^/?]+))?)?([/?].*)?")
"""A table's path: /v1/tables/{table_id}[/rounds[/{round_id}]][/... or ?...]."""


def request_key(prepared: requests.PreparedRequest) -> RequestKey:
    body = prepared.body
    data = body.encode() if isinstance(body, str) else body
    return str(prepared.method), str(prepared.url), data if isinstance(data, bytes) else None


@dataclass(frozen=True)
class Exchange:
    """One exchange of the rehearsal: the request (its path after the base URL, query
    included) and the stand-in's answer (``status`` None: none came)."""

    method: str
    path: str
    body: bytes | None
    status: int | None
    media: str = ""
    content: bytes = b""

    def to_json(self) -> dict[str, Any]:
        return {"method": self.method, "path": self.path, "status": self.status, "media": self.media,
                "body": None if self.body is None else base64.b64encode(self.body).decode(),
                "content": base64.b64encode(self.content).decode()}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Exchange:
        body = data["body"]
        return cls(str(data["method"]), str(data["path"]), None if body is None else base64.b64decode(body),
                   data["status"], str(data["media"]), base64.b64decode(data["content"]))


def scenario_record(nodeid: str, exchanges: list[Exchange]) -> bytes:
    """One line of the rehearsal's output: a scenario and its exchanges."""
    return json.dumps({"nodeid": nodeid, "exchanges": [e.to_json() for e in exchanges]}).encode() + b"\n"


class Rehearsal:
    """The rehearsal's book: records each scenario's exchanges and writes them with ``emit``
    when the scenario ends; sends everything now."""

    def __init__(self, base_url: str, emit: Callable[[bytes], None]) -> None:
        self.base_url = base_url.rstrip("/")
        self.emit = emit
        self.current: str | None = None
        self.exchanges: list[Exchange] = []

    def begin(self, nodeid: str) -> None:
        self.current, self.exchanges = nodeid, []

    def end(self, nodeid: str) -> None:
        if self.current == nodeid:
            self.emit(scenario_record(nodeid, self.exchanges))
        self.current, self.exchanges = None, []

    def finish(self, exitstatus: int) -> None:
        """The rehearsal's last line: it ended, and how (pytest's exit status)."""
        self.emit(json.dumps({"end": int(exitstatus)}).encode() + b"\n")

    def take(self, prepared: requests.PreparedRequest) -> None:
        return None

    def note(self, prepared: requests.PreparedRequest, answer: Answer | None) -> None:
        if self.current is None:
            return
        method, url, body = request_key(prepared)
        path = url[len(self.base_url):] if url.startswith(self.base_url) else url
        if answer is None:
            self.exchanges.append(Exchange(method, path, body, None))
            return
        resp, content = answer
        self.exchanges.append(Exchange(method, path, body, resp.status_code,
                                       resp.headers.get("Content-Type", ""), content))


def describes(method: str, path: str) -> bool:
    """Whether a request reads the system's description (``GET /v1/system``; ``path`` with or
    without the base URL's path and a query): a read of no table, asked once a session."""
    return method == "GET" and path.split("?")[0].endswith(SYSTEM)


def independent(exchanges: list[Exchange]) -> bool:
    """Whether a scenario touches only the tables it opened itself (``POST /v1/tables``),
    besides reading the system's description (``GET /v1/system``), and every exchange was
    answered: only such a scenario's requests can go ahead of it."""
    opened: set[str] = set()
    for exchange in exchanges:
        if exchange.status is None:
            return False
        if describes(exchange.method, exchange.path):
            continue
        if exchange.method == "POST" and exchange.path == TABLES:
            opened.update(_answered_ids(exchange.content, "table_id"))
            continue
        table = TABLE_PATH.fullmatch(exchange.path)
        if table is None or table.group(1) not in opened:
            return False
    return True


def _answered_ids(content: bytes, *names: str) -> Iterator[str]:
    try:
        data = json.loads(content)
    except ValueError:
        return
    if isinstance(data, dict):
        for name in names:
            if isinstance(data.get(name), str):
                yield data[name]
