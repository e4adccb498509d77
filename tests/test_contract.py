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
    report = check_contract(reference, max_examples=1, time_limit=30, seed=1)
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
    assert report.operations["GET /v1/tables/{table_id}/recall"].skipped.startswith(
        "the system does not declare the capability 'recall'")
