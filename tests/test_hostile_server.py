"""Issue #31 items 5, 10, 11: the reference system closes connections that hold it (idle,
a head sent a byte at a time), bounds a request head, answers a deep JSON object 400 as it
does a deep array, refuses a key given twice (400 naming its path), and passes its own
``tablecert contract``; a system that answers deep nesting or a key given twice is refused in
words, never a traceback."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
import requests

from tablecert.adapters.contract import SystemFault
from tablecert.adapters.http import HttpSystem
from tablecert.reference_system import connections
from tablecert.reference_system.server import ReferenceServer

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def server(monkeypatch: pytest.MonkeyPatch) -> Iterator[ReferenceServer]:
    monkeypatch.setattr(connections, "HEAD_SECONDS", 0.5)
    with ReferenceServer() as running:
        yield running


def _address(server: ReferenceServer) -> tuple[str, int]:
    host, port = server.url.removeprefix("http://").rsplit(":", 1)
    return host, int(port)


def _closed_within(sock: socket.socket, seconds: float) -> bool:
    sock.settimeout(seconds)
    try:
        return sock.recv(100) == b""
    except TimeoutError:
        return False


def test_idle_and_partial_head_connections_are_closed(server: ReferenceServer) -> None:
    idle = socket.create_connection(_address(server))
    partial = socket.create_connection(_address(server))
    partial.sendall(b"GET /v1/system HTTP/1.1\r\nHost: x\r\n")
    assert _closed_within(idle, 3) and _closed_within(partial, 3)
    session = requests.Session()  # an honest client's kept-alive connection still works
    assert [session.get(server.url + "/v1/system").status_code for _ in range(3)] == [200] * 3


def test_a_head_past_its_bound_is_431_and_closed(server: ReferenceServer) -> None:
    sock = socket.create_connection(_address(server))
    sock.sendall(b"GET /v1/system HTTP/1.1\r\nHost: x\r\nX-Pad: " + b"a" * (connections.MAX_HEAD_BYTES + 10))
    sock.settimeout(3)
    answer = b""
    while chunk := sock.recv(4096):
        answer += chunk
    assert answer.startswith(b"HTTP/1.1 431 ")
    assert json.loads(answer.split(b"\r\n\r\n", 1)[1])["error"]["reason"] == "invalid-request"


def _table(server: ReferenceServer, rules: str) -> str:
    text = (ROOT / "rules_submissions" / f"{rules}.yaml").read_text(encoding="utf-8")
    answer = requests.post(server.url + "/v1/tables", json={"rules_submission": text}, timeout=5)
    assert answer.status_code == 201, answer.text
    return str(answer.json()["table_id"])


@pytest.mark.parametrize("rules", ["pa-649a-paytable-A", "pa-537-craps-buy-lay-5"])
def test_a_deep_object_is_400_like_a_deep_array(server: ReferenceServer, rules: str) -> None:
    table = _table(server, rules)
    for depth in (950, 3000):
        for body in ('{"x":' + '{"a":' * depth + "1" + "}" * depth + "}", "[" * depth + "]" * depth):
            answer = requests.post(f"{server.url}/v1/tables/{table}/scripted-rounds", data=body,
                                   headers={"Content-Type": "application/json"}, timeout=5)
            assert answer.status_code == 400, (depth, answer.text[:200])
            assert answer.json()["error"]["reason"] == "invalid-request"


def test_a_key_given_twice_in_a_request_is_400_naming_its_path(server: ReferenceServer) -> None:
    table = _table(server, "pa-649a-paytable-A")
    body = '{"deck": [], "wagers": [{"seat": 1, "seat": 2, "wager": "Ante Wager", "amount": 500}]}'
    answer = requests.post(f"{server.url}/v1/tables/{table}/scripted-rounds", data=body,
                           headers={"Content-Type": "application/json"}, timeout=5)
    assert answer.status_code == 400
    assert answer.json()["error"]["path"] == "wagers[0].seat"
    assert "given twice" in answer.json()["error"]["message"]


class _Answers(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    body = b""

    def do_GET(self) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(self.body)))
        self.end_headers()
        self.wfile.write(self.body)

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture
def answering() -> Iterator[type[_Answers]]:
    handler = type("Handler", (_Answers,), {})
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    httpd.daemon_threads = True
    thread = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    handler.url = f"http://127.0.0.1:{httpd.server_address[1]}"  # type: ignore[attr-defined]
    try:
        yield handler
    finally:
        httpd.shutdown()
        httpd.server_close()


def test_a_key_given_twice_in_an_answer_is_a_fault_naming_its_path(answering: type[_Answers]) -> None:
    answering.body = (b'{"name": "x", "protocol_version": "1.1", "games": [], "capabilities": [],'
                      b' "games": ["three-card-poker"]}')
    system = HttpSystem(answering.url, connect_timeout=1, read_timeout=2)  # type: ignore[attr-defined]
    with pytest.raises(SystemFault, match=r"the key 'games' given twice in one object"):
        system.describe()
    system.close()


def test_contract_against_a_system_answering_deep_nesting_is_one_line(answering: type[_Answers]) -> None:
    answering.body = b"[" * 100_000 + b"]" * 100_000
    started = time.monotonic()
    proc = subprocess.run([sys.executable, "-m", "tablecert.cli", "contract", "--target",
                           answering.url, "--max-examples", "0"],  # type: ignore[attr-defined]
                          cwd=ROOT, capture_output=True, text=True, timeout=120, check=False)
    assert time.monotonic() - started < 120
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert proc.stderr.strip().endswith("(the answer is not JSON: nested deeper than any answer of the "
                                        "protocol)")


def test_the_reference_system_passes_its_own_contract_check() -> None:
    proc = subprocess.run([sys.executable, "-m", "tablecert.cli", "contract", "--target", "reference",
                           "--seed", "1"], cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
    assert proc.returncode == 0, proc.stdout[-3000:]
    assert proc.stdout.strip().splitlines()[-1].startswith("tablecert contract: 0 violations")


class _BadStats(BaseHTTPRequestHandler):
    """Declares self-shuffle, then answers every table request with JSON of no protocol shape."""

    protocol_version = "HTTP/1.1"

    def _answer(self) -> None:
        if self.command == "POST":
            self.rfile.read(int(self.headers.get("Content-Length", 0)))
        body = json.dumps({"name": "bad", "protocol_version": "1.1", "games": ["three-card-poker"],
                           "capabilities": ["self-shuffle"]}).encode() if self.path == "/v1/system" \
            else b'{"garbage": 1}'
        self.send_response(200 if self.path != "/v1/tables" else 201)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_POST = do_DELETE = _answer

    def log_message(self, format: str, *args: Any) -> None:
        pass


def test_stats_report_of_a_system_that_answers_badly_files_every_check_as_an_error(tmp_path: Path) -> None:
    """Issue #31 item 12: the one-line error, and a report a lab can file: every check an
    error under its citation, no round judged."""
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _BadStats)
    httpd.daemon_threads = True
    thread = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        proc = subprocess.run([sys.executable, "-m", "tablecert.cli", "stats", "--game", "three-card-poker",
                               "--rounds", "100", "--target", f"http://127.0.0.1:{httpd.server_address[1]}",
                               "--report", str(tmp_path / "out")], cwd=ROOT, capture_output=True, text=True,
                              timeout=120, check=False)
    finally:
        httpd.shutdown()
        httpd.server_close()
    assert proc.returncode == 1 and "Traceback" not in proc.stderr
    assert "tablecert stats: error: the system did not answer properly" in proc.stderr
    stats = json.loads((tmp_path / "out" / "stats.json").read_text(encoding="utf-8"))
    assert stats["rounds_played"] == 0 and stats["stopped_by"] == "error"
    assert stats["verdicts"] and {v["outcome"] for v in stats["verdicts"]} == {"error"}
    matrix = json.loads((tmp_path / "out" / "matrix.json").read_text(encoding="utf-8"))
    statuses = {row["citation"]: row["status"] for row in matrix["citations"]}
    assert statuses["649a.5(a)"] == "error"
