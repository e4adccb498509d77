"""``tablecert contract``: the reference system keeps the OpenAPI document it serves; each
protocol fault a misbehaving vendor can make is found, named, and given a replay command;
bad input is refused before anything is sent; nothing the vendor sends reaches the terminal
or the JUnit XML raw."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from xml.etree import ElementTree

import pytest
import requests
from fault_server import FaultServer

from tablecert.cli import main
from tablecert.protocol_check import check_contract, clean
from tablecert.reference_system.server import ReferenceServer
from tablecert.resources import OPENAPI_PATH, openapi_document

ROOT = Path(__file__).resolve().parent.parent

# The protocol faults of tests/fault_server.py and the check that names each. The other four
# (a card not off the deck, a card twice, money from nothing, a stale round) are answers of the
# right shape that no honest game gives: `tablecert run` judges those, a schema cannot.
PROTOCOL_FAULTS = {
    "http-500": "not_a_server_error", "timeout": "transport", "reply-after-timeout": "transport",
    "half-json": "response_schema_conformance", "dropped-connection": "transport",
    "wrong-content-type": "content_type_conformance", "oversized-body": "transport",
    "wrong-shape": "response_schema_conformance", "slow-drip": "transport",
}


@pytest.fixture(scope="module")
def reference() -> Iterator[str]:
    with ReferenceServer() as server:
        yield server.url


def test_the_packaged_document_is_the_one_in_docs() -> None:
    """docs/protocol.openapi.yaml is the one source: the package's copy is a link to it in
    the repository (a wheel carries its content), so the two cannot differ."""
    packaged = ROOT / "tablecert" / "protocol.openapi.yaml"
    assert packaged.is_symlink() and packaged.resolve() == (ROOT / "docs" / "protocol.openapi.yaml").resolve()
    assert openapi_document().read_bytes() == (ROOT / "docs" / "protocol.openapi.yaml").read_bytes()


def test_serve_gives_the_document(reference: str) -> None:
    answer = requests.get(reference + OPENAPI_PATH, timeout=5)
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("application/yaml")
    assert answer.content == openapi_document().read_bytes()


def test_the_reference_system_keeps_the_contract(reference: str) -> None:
    report = check_contract(reference, max_examples=1, time_limit=300, seed=1)  # a loaded machine too
    assert [v.render() for v in report.violations] == []
    assert all(not op.skipped and op.requests > 0 for op in report.operations.values())
    assert len(report.operations) == 14 and not report.out_of_time  # 1.2 added shuffled-round-batches


@pytest.mark.parametrize("fault", sorted(PROTOCOL_FAULTS))
def test_each_protocol_fault_is_found(reference: str, fault: str) -> None:
    with FaultServer(reference, fault, delay=1.0) as url:
        report = check_contract(url, max_examples=0, read_timeout=0.5, connect_timeout=0.5)
    found = [v for v in report.violations if v.operation == "POST /v1/tables/{table_id}/scripted-rounds"]
    assert [v.check for v in found][:1] == [PROTOCOL_FAULTS[fault]], [v.render() for v in report.violations]
    assert found[0].curl.startswith("curl ") and "/scripted-rounds" in found[0].curl
    assert found[0].request.startswith("POST /v1/tables/")


def test_cli_reports_violations_with_replay_and_junit(reference: str, tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str],
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLECERT_TOKEN", "s3cr3t-token")
    junit = tmp_path / "contract.xml"
    with FaultServer(reference, "http-500") as url:
        code = main(["contract", "--target", url, "--max-examples", "0", "--junitxml", str(junit)])
    out = capsys.readouterr().out
    assert code == 1
    assert "s3cr3t-token" not in out and "s3cr3t-token" not in junit.read_text(encoding="utf-8")
    assert "replay:  curl " in out and "Bearer $TABLECERT_TOKEN" in out
    assert "POST /v1/tables/{table_id}/scripted-rounds: Server error" in out
    suite = ElementTree.parse(junit).getroot().find("testsuite")
    assert suite is not None and suite.get("tests") == "14" and suite.get("failures") == "1"
    failed = [c.get("name") for c in suite.iter("testcase") if c.find("failure") is not None]
    assert failed == ["POST /v1/tables/{table_id}/scripted-rounds"]


def test_cli_passes_the_reference_system(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["contract", "--target", "reference", "--max-examples", "0"]) == 0
    assert "tablecert contract: 0 violations" in capsys.readouterr().out


@pytest.mark.parametrize(("argv", "named"), [
    (["--target", "ftp://example"], "--target ftp://example"),
    (["--target", "http://127.0.0.1:9"], "--target http://127.0.0.1:9"),
    (["--target", "reference", "--max-examples", "-1"], "--max-examples"),
    (["--target", "reference", "--time-limit", "0"], "--time-limit"),
    (["--target", "reference", "--junitxml", "/no/such/folder/x.xml"], "--junitxml"),
])
def test_bad_input_is_refused_naming_it(argv: list[str], named: str,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["contract", "--timeout", "1", *argv]) == 2
    assert named in capsys.readouterr().err


def test_vendor_bytes_are_cleaned() -> None:
    text = clean("\x1b[31mred\x00 \ud800 fine\n" + "x" * 5000, 100)
    assert "\x1b" not in text and "\x00" not in text and "\ud800" not in text
    assert text.startswith("\\x1b[31mred\\x00") and len(text) == 100


def test_reference_names_the_path_of_every_invalid_request(reference: str) -> None:
    rules = (ROOT / "rules_submissions" / "pa-649a-minimal.yaml").read_text()
    opened = requests.post(reference + "/v1/tables", timeout=5, json={"rules_submission": rules})
    table = opened.json()["table_id"]
    answer = requests.post(f"{reference}/v1/tables/{table}/shuffled-rounds", timeout=5, json={
        "wagers": [], "faults": [{"kind": "deck does not hold 52 cards", "count": 7}]})
    assert answer.status_code == 400 and answer.json()["error"]["path"] == "faults"



def test_a_vendor_that_leaves_an_error_request_unread_is_caught_on_that_operation() -> None:
    """tests/vendor_minimal answers 404 for an unknown table without reading the request
    body, so the next request on the keep-alive connection is garbled: the violation is the
    404's operation's, not the next one's; the operations it lacks a capability for are not
    checked, and say so."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("minimal_vendor",
                                                  ROOT / "tests" / "vendor_minimal" / "minimal_vendor.py")
    assert spec is not None and spec.loader is not None
    vendor = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(vendor)
    with vendor.running() as url:
        report = check_contract(url, max_examples=0)
    assert [(v.operation, v.check) for v in report.violations] == [
        ("POST /v1/tables/{table_id}/scripted-rounds", "keep_alive")]
    assert report.operations["GET /v1/tables/{table_id}/recall"].skipped.startswith("capability 'recall'")


def test_a_405_without_allow_breaks_schemathesis_standard_check() -> None:
    """Schemathesis's standard checks run beside ours: a method the path does not take is 405
    with an ``Allow`` header (RFC 9110 15.5.6). tests/fault_server.py passes every answer
    through without its headers, so its 405s have none: each operation is caught."""
    with ReferenceServer() as server, FaultServer(server.url, "http-500", on="no-such-path") as url:
        report = check_contract(url, max_examples=1, time_limit=60, seed=1)
    caught = {v.operation for v in report.violations if v.check == "unsupported_method"}
    assert caught == set(report.operations), [v.render() for v in report.violations]
    assert all("Allow" in v.message and v.phase == "coverage (method)" for v in report.violations
               if v.check == "unsupported_method")


def test_the_reference_system_answers_405_with_allow_and_the_path(reference: str) -> None:
    answer = requests.request("TRACE", reference + "/v1/tables/t-1/rounds", timeout=5)
    assert answer.status_code == 405 and answer.headers["Allow"] == "POST"
    assert answer.json()["error"] == {"reason": "invalid-request", "path": "", "citation": "docs/protocol.md",
                                      "message": "no endpoint TRACE /v1/tables/t-1/rounds"}


def test_an_undeclared_capability_is_said_and_nothing_is_sent_for_it() -> None:
    """Issue #33: a table that declares only step by step and a forced deck gets no request
    for a scripted, shuffled or batched round, a recall or the meters, and the report says
    "not declared" for each; no generated body asks for a fault (no ``fault-injection``)."""
    from tablecert.adapters.contract import Capability
    from tablecert.commands.contract import render
    from tablecert.reference_system.app import create_app

    app = create_app(capabilities=frozenset({Capability.STEP_BY_STEP, Capability.FORCED_DECK}))
    with ReferenceServer(app=app) as server:
        report = check_contract(server.url, max_examples=2, time_limit=60, seed=1)
    undeclared = {label for label, op in report.operations.items() if op.skipped}
    table = "/v1/tables/{table_id}"
    assert undeclared == {f"POST {table}/scripted-rounds", f"POST {table}/shuffled-rounds",
                          f"POST {table}/shuffled-round-batches", f"GET {table}/recall",
                          f"GET {table}/meters"}
    assert all(report.operations[label].requests == 0 for label in undeclared)
    assert [v.render() for v in report.violations] == []
    lines = render(report).splitlines()
    assert all(any(label in line and "not declared: capability" in line for line in lines)
               for label in undeclared)


def test_a_refused_valid_request_names_the_field_the_system_names() -> None:
    """Issue #33: Schemathesis's hint blamed properties the schema does not define for a seat
    the system refused; the message names the field the error's ``path`` names instead."""
    from tablecert.protocol_shapes import named_field

    message = ("Valid data should have been accepted\nExpected: 2xx\nHint: The request body contains 1 "
               "additional property not defined in the schema (`x`).")
    answer = (b'{"error": {"reason": "invalid-request", "path": "seat", "citation": "docs/protocol.md",'
              b' "message": "seat 9: the table has 7 seats"}}')
    named = named_field(message, answer)
    assert "additional" not in named
    assert named.endswith("The system names the field `seat`: seat 9: the table has 7 seats")
    assert named_field(message, b'{"error": {"reason": "invalid-request", "path": ""}}') == message
    assert named_field(message, b"not json") == message


@pytest.mark.exhaustive
def test_schemathesis_itself_passes_the_reference_system_with_the_shipped_settings(tmp_path: Path) -> None:
    """``st run`` (Schemathesis's own command line, every phase and standard check) against
    the document ``tablecert serve`` serves, with docs/schemathesis.toml: no failure."""
    import shutil
    import subprocess
    import sys

    from tablecert.resources import schemathesis_config

    st = shutil.which("st") or shutil.which("schemathesis")
    command = [st] if st else [sys.executable, "-m", "schemathesis.cli"]
    with ReferenceServer() as server:
        done = subprocess.run([*command, "--config-file", str(schemathesis_config()), "run",
                               server.url + OPENAPI_PATH, "--url", server.url, "--max-examples", "10",
                               "--seed", "1"], cwd=tmp_path, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-3000:]
    assert " passed" in done.stdout and "failures" not in done.stdout.rsplit("SUMMARY", 1)[-1]
