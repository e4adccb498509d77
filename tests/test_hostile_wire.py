"""A hostile system on the wire, request by request: each case is the hostile input, what
the user sees (a SystemFault naming the problem, never a hang or a crash), and that nothing
secret or raw reaches what is written down. The end-to-end runs of the same faults are the
fault matrix (test_vendor_faults.py)."""

from __future__ import annotations

import base64
import io
import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

from tablecert.adapters.contract import SystemFault
from tablecert.adapters.http import HttpSystem, TokenError, display_url, escape_text, in_clear
from tablecert.reference_system.server import ReferenceServer

ROOT = Path(__file__).resolve().parent.parent

SYSTEM = {"name": "hostile", "protocol_version": "1.1", "games": [], "capabilities": []}
PASSWORD = "pa$$:w/rd\u00e9"
USER = "labuser"
TOKEN = "tok-5a1f-never-print"


class _Hostile(BaseHTTPRequestHandler):
    """Each path prefix misbehaves in one way; ``/ok`` answers properly."""

    protocol_version = "HTTP/1.1"

    def _send(self, status: int, body: bytes, *, headers: dict[str, str] | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        for key, value in (headers or {}).items():
            self.send_header(key, value)
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:
        self.server.seen.append((self.path, self.headers.get("Authorization", "")))  # type: ignore[attr-defined]
        path = self.path
        auth = self.headers.get("Authorization", "")
        if path == "/ok/v1/system":
            self._send(200, json.dumps(SYSTEM).encode())
        elif path.startswith("/slowhead/"):
            head = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nX-Pad: " + b"x" * 100
            for i in range(len(head)):  # a byte every 20 ms: 2 s of headers in all
                self.wfile.write(head[i:i + 1])
                self.wfile.flush()
                time.sleep(0.02)
        elif path.startswith("/here/"):  # a redirect on the same origin, then the answer
            self._send(307, b"", headers={"Location": path.replace("/here/", "/ok/", 1)})
        elif path.startswith("/loop/"):
            self._send(308, b"", headers={"Location": path})
        elif path.startswith("/away/"):
            self._send(307, b"", headers={"Location": "http://192.0.2.7:8080/v1/system"})
        elif path.startswith("/echo/"):  # the secrets back, in every form a server might
            user_pass = base64.b64decode(auth.removeprefix("Basic ")).decode() if auth.startswith(
                "Basic ") else ""
            message = (f"denied {auth} {user_pass} {quote(PASSWORD, safe='')} "
                       f"{json.dumps(PASSWORD)} {PASSWORD}")
            self._send(500, json.dumps({"error": {"reason": "internal-error", "message": message,
                                                  "citation": ""}}).encode())
        elif path.startswith("/surrogate/"):
            self._send(500, b'{"error": {"reason": "internal-error", "message": "bad \\ud800 text",'
                       b' "citation": ""}}')
        elif path.startswith("/escapes/"):
            body = json.dumps({"error": {"reason": "internal-error", "message": "\x1b]0;owned\x07"
                                         "\x1b[2J\u202eexe", "citation": ""}}, ensure_ascii=False)
            self._send(500, body.encode())
        elif path.startswith("/terabyte/"):
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(10**12))
            self.end_headers()
        elif path.startswith("/cookies/"):  # 60 cookies an answer
            body = json.dumps(SYSTEM).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            for i in range(60):
                self.send_header("Set-Cookie", f"c{i}={'x' * 100}; Path=/")
            self.end_headers()
            self.wfile.write(body)
        elif path.startswith("/big/"):
            self._send(200, json.dumps({**SYSTEM, "name": "x" * 50_000}).encode())
        else:
            self._send(404, b"{}")

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        if self.path.startswith("/moved/"):  # a POST redirected with 302 would lose its body
            self._send(302, b"", headers={"Location": "/ok/v1/tables"})
        else:
            self._send(404, b"{}")

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture()
def hostile() -> Iterator[tuple[str, list[tuple[str, str]]]]:
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Hostile)
    httpd.daemon_threads = True
    httpd.seen = []  # type: ignore[attr-defined]
    thread = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}", httpd.seen  # type: ignore[attr-defined]
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join(5)


def _fault(system: HttpSystem) -> SystemFault:
    with pytest.raises(SystemFault) as caught:
        system.describe()
    return caught.value


def test_headers_sent_a_byte_at_a_time_meet_the_deadline(hostile: tuple[str, list[Any]]) -> None:
    url, _ = hostile
    system = HttpSystem(url + "/slowhead", connect_timeout=1, read_timeout=1, deadline=0.4)
    start = time.monotonic()
    fault = _fault(system)
    elapsed = time.monotonic() - start
    assert elapsed < 1.0, f"{elapsed:.2f} s: the deadline did not hold"
    assert "deadline of 0.4 s" in fault.problem and "headers included" in fault.problem
    # the next request starts afresh and is answered
    system._client.base_url = url + "/ok"
    system._client._templates.clear()
    assert system.describe()["name"] == "hostile"
    system.close()


def test_a_redirect_on_the_origin_is_followed_and_recorded(hostile: tuple[str, list[Any]]) -> None:
    url, _ = hostile
    transcript = io.StringIO()
    system = HttpSystem(url + "/here", connect_timeout=1, read_timeout=2, transcript=transcript)
    assert system.describe()["name"] == "hostile"
    lines = [json.loads(line) for line in transcript.getvalue().splitlines()]
    assert [line["status"] for line in lines] == [307, 307, 200]
    assert "redirect followed to " + url + "/ok/v1/system" in lines[1]["answer"]
    system.close()


@pytest.mark.parametrize(("prefix", "method", "problem"), [
    ("/away", "GET", "redirect to another origin (http://192.0.2.7:8080/v1/system); not followed"),
    ("/loop", "GET", "more than 3 redirects"),
    ("/moved", "POST", "HTTP 302 redirect of a POST"),
])
def test_a_redirect_off_the_origin_or_without_the_body_is_not_followed(
        hostile: tuple[str, list[Any]], prefix: str, method: str, problem: str) -> None:
    url, seen = hostile
    system = HttpSystem(url + prefix, connect_timeout=1, read_timeout=2)
    with pytest.raises(SystemFault) as caught:
        system._client.call(method, "/v1/system" if method == "GET" else "/v1/tables",
                            {} if method == "POST" else None, ok=200)
    assert problem in caught.value.problem
    assert not any(path.startswith("/ok/v1/tables") for path, _ in seen)
    system.close()


def test_credentials_in_the_url_are_sent_and_never_written_down(
        hostile: tuple[str, list[Any]], monkeypatch: pytest.MonkeyPatch) -> None:
    url, seen = hostile
    monkeypatch.delenv("TABLECERT_TOKEN", raising=False)
    target = url.replace("http://", f"http://{USER}:{quote(PASSWORD, safe='')}@") + "/echo"
    transcript = io.StringIO()
    system = HttpSystem(target, connect_timeout=1, read_timeout=2, transcript=transcript)
    fault = _fault(system)
    basic = base64.b64encode(f"{USER}:{PASSWORD}".encode()).decode()
    assert seen[-1][1] == f"Basic {basic}"  # sent as HTTP Basic authentication
    written = "\n".join([str(fault), repr(fault.args), repr(system), system.display_url,
                         transcript.getvalue()])
    for form in (PASSWORD, quote(PASSWORD, safe=""), json.dumps(PASSWORD)[1:-1], basic,
                 f"{USER}:{PASSWORD}", USER):
        assert form not in written, form
    assert "[redacted]" in str(fault)
    assert display_url(target) == url.replace("http://", "http://[redacted]@") + "/echo"
    system.close()


def test_the_token_echoed_back_is_redacted(hostile: tuple[str, list[Any]],
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    url, seen = hostile
    monkeypatch.setenv("TABLECERT_TOKEN", TOKEN)
    transcript = io.StringIO()
    system = HttpSystem(url + "/echo", connect_timeout=1, read_timeout=2, transcript=transcript)
    fault = _fault(system)
    assert seen[-1][1] == f"Bearer {TOKEN}"
    assert TOKEN not in str(fault) + transcript.getvalue()
    system.close()


@pytest.mark.parametrize("token", ["zq9-abc\n", "zq9\r\nX-Evil: 1", "zq9\x1b[31m", "zq9 en", "zq9\u00e9"])
def test_a_token_a_header_cannot_carry_is_refused_before_anything_is_sent(
        hostile: tuple[str, list[Any]], monkeypatch: pytest.MonkeyPatch, token: str) -> None:
    url, seen = hostile
    monkeypatch.setenv("TABLECERT_TOKEN", token)
    with pytest.raises(TokenError) as caught:
        HttpSystem(url + "/ok")
    assert "zq9" not in str(caught.value) and "TABLECERT_TOKEN" in str(caught.value)
    assert seen == []


def test_a_secret_over_plain_http_off_loopback_is_flagged(monkeypatch: pytest.MonkeyPatch) -> None:
    assert in_clear("http://10.1.2.3:8080", token="t")
    assert in_clear("http://vendor.example:8080", token="t")
    assert in_clear("http://u:pw@10.1.2.3:8080", token="")
    assert not in_clear("http://10.1.2.3:8080", token="")  # nothing secret to see
    assert not in_clear("https://10.1.2.3:8080", token="t")
    for loopback in ("http://127.0.0.1:1", "http://localhost:1", "http://[::1]:1", "http://127.9.9.9:1"):
        assert not in_clear(loopback, token="t"), loopback
    monkeypatch.setenv("TABLECERT_TOKEN", TOKEN)
    assert HttpSystem("http://10.1.2.3:9").credentials_in_clear


@pytest.mark.parametrize(("prefix", "problem"), [
    ("/surrogate", "HTTP 500"),
    ("/escapes", "\\x1b]0;owned\\x07\\x1b[2J\\u202eexe"),
    ("/terabyte", "announces 1,000,000,000,000 bytes"),
])
def test_invalid_unicode_escapes_and_size_are_faults_safe_to_print(
        hostile: tuple[str, list[Any]], prefix: str, problem: str) -> None:
    url, _ = hostile
    system = HttpSystem(url + prefix, connect_timeout=1, read_timeout=2)
    start = time.monotonic()
    fault = _fault(system)
    assert time.monotonic() - start < 2
    assert problem in str(fault), str(fault)
    text = str(fault)
    assert text == escape_text(text), "a raw control character or surrogate in the message"
    text.encode("utf-8")  # writable to any UTF-8 file (Allure, JSON, XML)
    system.close()


def test_the_transcript_is_capped_and_says_what_was_cut(hostile: tuple[str, list[Any]]) -> None:
    url, _ = hostile
    transcript = io.StringIO()
    system = HttpSystem(url + "/big", connect_timeout=1, read_timeout=2, transcript=transcript)
    system._client.transcript_field_limit = 1_000
    system._client.transcript_limit = 5_000
    for _ in range(10):
        system._system = None
        system.describe()
    system.close()
    text = transcript.getvalue()
    assert len(text.encode()) <= 5_000 + 500
    lines = [json.loads(line) for line in text.splitlines()]
    assert "[cut: 49," in lines[0]["answer"]  # the 50 kB answer, cut at 1,000 characters
    assert "reached its limit of 5,000 bytes" in lines[-2]["cut"]
    assert lines[-1]["cut"].startswith("6 more exchanges not recorded")


def test_a_run_with_credentials_and_a_token_writes_neither_anywhere(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``tablecert run --target http://user:password@host`` with a token: the terminal, the
    report folder (matrix, evidence, verdicts, Allure, JUnit, transcript) hold no form of
    either, and the evidence says whether a secret crossed a network in clear."""
    password = "Pw-9d2f%40x"  # as typed in the URL: percent-encoded '@'
    decoded = "Pw-9d2f@x"
    token = "tok-77e1c0de"
    report = tmp_path / "out"
    with ReferenceServer() as server:
        target = server.url.replace("http://", f"http://lab-user:{password}@")
        proc = subprocess.run(
            [sys.executable, "-m", "tablecert.cli", "run", "--target", target, "--section",
             "649a.11(c)(3)(i)", "--report", str(report)],
            cwd=ROOT, capture_output=True, text=True, timeout=120, check=False,
            env={**os.environ, "TABLECERT_TOKEN": token})
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    basic = base64.b64encode(f"lab-user:{decoded}".encode()).decode()
    forms = (password, decoded, quote(decoded, safe=""), basic, token, "lab-user")
    written = {"terminal": proc.stdout + proc.stderr}
    written |= {str(p.relative_to(report)): p.read_text(encoding="utf-8", errors="replace")
                for p in report.rglob("*") if p.is_file()}
    for name, text in written.items():
        for form in forms:
            assert form not in text, f"{form!r} in {name}"
    assert "[redacted]@127.0.0.1" in written["terminal"]
    evidence = json.loads((report / "evidence.json").read_text())
    assert evidence["options"]["secrets_sent_in_clear"] is False  # loopback
    assert evidence["target"].startswith("http://[redacted]@127.0.0.1:")
    verdicts = json.loads((report / "verdicts.json").read_text())
    assert verdicts and {v["status"] for v in verdicts} == {"passed"}


@pytest.mark.parametrize("field", ["wagered", "table_result", "round_number", "meter_after"])
def test_a_number_no_table_could_hold_is_an_impossible_observation(field: str) -> None:
    import msgspec

    from tablecert.adapters.sanity import MAX_NUMBER, impossibilities
    from tablecert.oracle.round import Observation

    obs = Observation(round_number=1, dealt=(), hands={}, decisions=(), settlements=(),
                      refusals=(), events=(), dealer_qualifies=None, void=False, meter_before=None,
                      meter_after=None, deck=None, five_card_meter_before=None,
                      five_card_meter_after=None, wagered=0, table_result=0, progressive_paid=0)
    spoiled = msgspec.structs.replace(obs, **{field: -(10 ** 40)})
    problems = impossibilities(spoiled, None)
    assert problems and "out of range" in problems[0] and f"{MAX_NUMBER:,}" in problems[0]
    assert impossibilities(obs, None) == []


def _own_address() -> str | None:
    """An address of this machine that is not loopback, if it has one."""
    import socket

    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # no packet is sent: this only picks a route
            address = str(probe.getsockname()[0])
        except OSError:
            return None
    return None if address.startswith("127.") or address == "0.0.0.0" else address


def test_a_token_over_plain_http_off_loopback_is_warned_about_and_recorded(tmp_path: Path) -> None:
    address = _own_address()
    if address is None:
        pytest.skip("this machine has no address but loopback")
    report = tmp_path / "out"
    with ReferenceServer(host=address) as server:
        proc = subprocess.run(
            [sys.executable, "-m", "tablecert.cli", "run", "--target", server.url, "--section",
             "649a.11(c)(3)(i)", "--report", str(report)],
            cwd=ROOT, capture_output=True, text=True, timeout=120, check=False,
            env={**os.environ, "TABLECERT_TOKEN": TOKEN})
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    assert "WARNING: the token or password for " + server.url in proc.stderr
    assert "plain http://" in proc.stderr and TOKEN not in proc.stdout + proc.stderr
    evidence = json.loads((report / "evidence.json").read_text())
    assert evidence["options"]["secrets_sent_in_clear"] is True


def test_the_systems_name_is_shown_escaped_and_short(hostile: tuple[str, list[Any]]) -> None:
    url, _ = hostile
    system = HttpSystem(url + "/big")  # a name of 50,000 characters
    assert len(system.name) == 200 and system.name.endswith("...")
    system.close()
    system = HttpSystem(url + "/ok")
    system._client.base_url = url + "/ok"
    original = dict(SYSTEM)
    SYSTEM["name"] = "evil\x1b]0;title\x07\u202e"
    try:
        assert system.name == "evil\\x1b]0;title\\x07\\u202e"
    finally:
        SYSTEM.update(original)
    system.close()


def test_a_flood_of_cookies_is_a_fault_and_dropped(hostile: tuple[str, list[Any]]) -> None:
    url, _ = hostile
    system = HttpSystem(url + "/cookies", connect_timeout=1, read_timeout=2)
    fault = _fault(system)
    assert "set 60 cookies; at most 50" in fault.problem
    assert len(system._client.session.cookies) == 0
    system.close()
