"""A careless user and a hostile client: bad options, hostile Rules Submissions and hostile
requests to the reference system. Each case is the input, what the user (or the client)
sees, and that nothing ran, hung, crashed or grew without bound."""

from __future__ import annotations

import json
import logging
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import requests

from tablecert.cli import main
from tablecert.reference_system.app import MAX_REQUEST_BODY, create_app
from tablecert.reference_system.server import ReferenceServer

ROOT = Path(__file__).resolve().parent.parent
RULES = (ROOT / "rules_submissions" / "pa-649a-paytable-A.yaml").read_text(encoding="utf-8")
DECK = [f"{r}{s}" for s in "shdc" for r in "23456789TJQKA"]
LAUGHS = ("rules_submission: lol\ngame: three-card-poker\n"
          'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n'
          + "".join(f"{n}: &{n} [{','.join([f'*{p}'] * 9)}]\n"
                    for p, n in zip("abcdefgh", "bcdefghi", strict=True)))
SELF = "rules_submission: me\ngame: three-card-poker\ntable: &t\n  seats: 7\n  again: *t\n"


# ------------------------------------------------------------------ the command line
@pytest.mark.parametrize(("argv", "option"), [
    (["run", "--timeout", "0"], "--timeout"),
    (["run", "--timeout", "nan"], "--timeout"),
    (["run", "--timeout", "inf"], "--timeout"),
    (["run", "--timeout", "-1"], "--timeout"),
    (["run", "--timeout", "ten"], "--timeout"),
    (["run", "--deadline", "0"], "--deadline"),
    (["run", "--defect", "nosuch"], "--defect"),
    (["run", "--workers", "0"], "--workers"),
    (["fuzz", "--defect", "nosuch"], "--defect"),
    (["fuzz", "--rounds", "0"], "--rounds"),
    (["fuzz", "--rounds", "-5"], "--rounds"),
    (["fuzz", "--workers", "0"], "--workers"),
    (["fuzz", "--seats", "8"], "--seats"),
    (["fuzz", "--timeout", "nan"], "--timeout"),
    (["stats", "--defect", "nosuch"], "--defect"),
    (["stats", "--rounds", "0"], "--rounds"),
    (["stats", "--alpha", "nan"], "--alpha"),
    (["stats", "--max-seconds", "inf"], "--max-seconds"),
    (["stats", "--return-effect", "2"], "--return-effect"),
    (["selftest", "--defect", "nosuch"], "--defect"),
    (["selftest", "--workers", "0"], "--workers"),
    (["serve", "--defect", "nosuch"], "--defect"),
    (["serve", "--port", "70000"], "--port"),
    (["serve", "--port", "-1"], "--port"),
    (["run", "--target", "localhost:8080"], "--target"),
    (["fuzz", "--target", "notaurl"], "--target"),
    (["stats", "--target", "http://[::1"], "--target"),
])
def test_a_bad_option_is_exit_2_naming_it_before_anything_runs(
        argv: list[str], option: str, tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"tablecert: {option} {argv[-1]}: "), err
    assert "Traceback" not in err
    assert "Traceback" not in err and "usage:" not in err
    assert list(tmp_path.iterdir()) == []  # no report, nothing written


def test_credentials_in_a_bad_target_are_not_printed(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["run", "--target", "http://lab:s3cr3t-pw@127.0.0.1:notaport"]) == 2
    assert main(["fuzz", "--target", "ftp://lab:s3cr3t-pw@host"]) == 2
    err = capsys.readouterr().err
    assert err.count("--target") == 2 and "s3cr3t" not in err, err


@pytest.mark.parametrize("command", [["run"], ["fuzz"], ["stats"], ["selftest"]])
def test_a_token_with_a_newline_is_exit_2_without_printing_it(
        command: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("TABLECERT_TOKEN", "s3cr3t-tok\n")
    assert main([*command, "--target", "in-process"] if command != ["selftest"] else command) == 2
    out = capsys.readouterr()
    assert "TABLECERT_TOKEN" in out.err and "its last character" in out.err
    assert "s3cr3t" not in out.out + out.err
    assert list(tmp_path.iterdir()) == []


# ------------------------------------------------------------------ Rules Submission YAML
@pytest.mark.parametrize(("text", "where"), [
    (LAUGHS, ":4: b[0]: a YAML alias (*a)"),
    (SELF, ":5: table.again: a YAML alias (*t)"),
    ("rules_submission: m\nbase: &b {seats: 7}\ntable:\n  <<: *b\n", ":4: table.<<: a YAML alias (*b)"),
    # libyaml stops at 1,000 levels; below that the reader's recursion must not escape
    ("rules_submission: deep\ntable:\n" + "".join(" " * i + "k:\n" for i in range(1, 990))
     + " " * 990 + "v: 1\n", "nest"),
    ("rules_submission: deep\ntable:\n" + "".join(" " * i + "k:\n" for i in range(1, 3000))
     + " " * 3000 + "v: 1\n", ": larger than 1,048,576 bytes"),  # 4.5 MB: the file bound comes first
])
def test_a_hostile_rules_submission_file_is_exit_2_at_once(
        text: str, where: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "hostile.yaml"
    path.write_text(text, encoding="utf-8")
    start = time.monotonic()
    assert main(["validate", str(path)]) == 2
    # an expanded alias bomb or an unbounded recursion takes minutes or never ends: a loose
    # bound, so a loaded machine does not fail a reader that stops at once
    assert time.monotonic() - start < 10
    err = capsys.readouterr().err
    assert f"hostile.yaml{where}" in err or where in err, err
    assert "hostile.yaml" in err and "Traceback" not in err and "RecursionError" not in err


# ------------------------------------------------------------------ the reference system
@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    with ReferenceServer() as running:
        yield running.url


class _Records(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@pytest.fixture()
def server_log() -> Iterator[list[logging.LogRecord]]:
    handler = _Records()
    logger = logging.getLogger("uvicorn.error")
    logger.addHandler(handler)
    try:
        yield handler.records
    finally:
        logger.removeHandler(handler)


def _table(url: str) -> str:
    answer = requests.post(f"{url}/v1/tables", json={"rules_submission": RULES}, timeout=5)
    assert answer.status_code == 201
    return str(answer.json()["table_id"])


def _error(answer: requests.Response, status: int, reason: str) -> dict[str, object]:
    assert answer.status_code == status, answer.text[:300]
    assert answer.headers["Content-Type"].startswith("application/json")
    error = answer.json()["error"]
    assert error["reason"] == reason and error["message"] and error["citation"]
    return dict(error)


def _script(deck: list[str]) -> dict[str, object]:
    return {"wagers": [{"seat": 1, "wager": "Ante Wager", "amount": 1000}], "deck": deck,
            "decisions": [], "faults": [], "default_play": True}


@pytest.mark.parametrize(("body", "status", "path"), [
    (b'{"rules_submission": "\\ud800"}', 400, ""),  # invalid Unicode
    (b'{"rules_submission": "a\xed\xa0\x80"}', 400, ""),  # a surrogate encoded in the bytes
    (b'{"rules_submission": NaN}', 400, ""),
    (b"[" * 100_000 + b"]" * 100_000, 400, ""),
    (b'{"shuffle_seed": ' + b"9" * 5000 + b"}", 400, ""),
    (json.dumps({"rules_submission": LAUGHS}).encode(), 422, None),
    (json.dumps({"rules_submission": SELF}).encode(), 422, None),
])
def test_a_hostile_table_request_is_a_4xx_in_the_error_shape(
        server: str, server_log: list[logging.LogRecord], body: bytes, status: int,
        path: str | None) -> None:
    start = time.monotonic()
    answer = requests.post(f"{server}/v1/tables", data=body,
                           headers={"Content-Type": "application/json"}, timeout=5)
    assert time.monotonic() - start < 5  # loose: an alias bomb expanded would take far longer
    error = _error(answer, status, "invalid-request" if status == 400 else "invalid-rules-submission")
    if path is not None:
        assert error["path"] == path
    else:
        assert "YAML alias" in str(error["message"]) and error["violations"]
    assert answer.headers.get("Connection", "keep-alive") != "close"
    assert not server_log, [r.getMessage() for r in server_log]  # no traceback for bad input
    _table(server)  # and the server goes on serving


def test_an_oversized_body_is_413_and_the_connection_says_it_closes(
        server: str, server_log: list[logging.LogRecord]) -> None:
    table = _table(server)
    million = _script((DECK * 20_000)[:1_000_000])
    answer = requests.post(f"{server}/v1/tables/{table}/scripted-rounds", json=million, timeout=10)
    error = _error(answer, 413, "invalid-request")
    assert f"{MAX_REQUEST_BODY:,} bytes" in str(error["message"])
    assert answer.headers["Connection"] == "close"
    answer = requests.post(f"{server}/v1/tables/{table}/scripted-rounds", json=_script(DECK * 9),
                           timeout=5)
    assert _error(answer, 400, "invalid-request")["path"] == "deck"  # 468 cards fit, but no deck
    assert not server_log, [r.getMessage() for r in server_log]


def test_tables_expire_when_idle_and_their_number_is_capped() -> None:
    now = [0.0]  # a clock the test moves, so a loaded machine's pauses expire nothing
    app = create_app(table_idle_seconds=0.3, max_tables=3, clock=lambda: now[0])
    with ReferenceServer(app=app) as running:
        first, second, third = (_table(running.url) for _ in range(3))
        assert requests.get(f"{running.url}/v1/tables/{first}/meters", timeout=5).status_code == 200
        fourth = _table(running.url)  # the least recently used (second) is closed
        gone = requests.get(f"{running.url}/v1/tables/{second}/meters", timeout=5)
        _error(gone, 404, "unknown-table")
        for kept in (first, third, fourth):
            assert requests.get(f"{running.url}/v1/tables/{kept}/meters", timeout=5).status_code == 200
        now[0] += 0.4
        idle = requests.get(f"{running.url}/v1/tables/{first}/meters", timeout=5)
        assert "unused for 0.3 s" in str(_error(idle, 404, "unknown-table")["message"])
        assert len(app.state.tables.by_id) <= 3


@pytest.mark.parametrize("raw", [
    b"POST /v1/tables HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{\"rules_sub",  # cut short
    b"POST /v1/tables HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nZZZ\r\n",  # bad framing
    b"GET /v1/system HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n",
])
def test_a_broken_request_leaves_no_traceback(server: str, server_log: list[logging.LogRecord],
                                              raw: bytes) -> None:
    host, port = server.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=3) as sock:
        sock.sendall(raw)
        sock.shutdown(socket.SHUT_WR)
        answer = sock.recv(4096)
    assert answer == b"" or answer.startswith(b"HTTP/1.1 400"), answer[:200]
    time.sleep(0.1)  # the server handles the disconnect after answering
    assert not [r for r in server_log if r.levelno >= logging.ERROR], [r.getMessage() for r in server_log]
    _table(server)
