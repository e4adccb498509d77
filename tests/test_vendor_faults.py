"""The fault matrix: a vendor that misbehaves in every way we know never produces a pass,
never a misleading failed verdict, never a crash or a hang. Every scenario that met the
fault ends as an *error* naming the endpoint and what was wrong; the run goes on and exits
non-zero."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from fault_server import FAULTS, FaultServer

from tablecert.reference_system.server import ReferenceServer

ROOT = Path(__file__).resolve().parent.parent
SINGLE_ROUND = "649a.11(c)(3)(i)"  # scenarios of one round each
MULTI_ROUND = "649a.8(f)"  # scenarios of several rounds at one table
READ_TIMEOUT = 1.0
DEADLINE = 1.5  # from connect to the last byte; the default (connect + read timeout) is 4 s
SLOW = {"timeout", "reply-after-timeout", "slow-drip", "slow-headers"}
WHAT = {  # a word the error must carry, so the user sees what was wrong
    "http-500": "HTTP 500", "timeout": "timeout", "reply-after-timeout": "timeout",
    "half-json": "not JSON", "dropped-connection": "connection broke", "wrong-content-type": "text/html",
    "oversized-body": "larger than", "wrong-shape": "does not follow the protocol",
    "slow-drip": "deadline", "slow-headers": "deadline", "card-not-from-the-deck": "impossible observation",
    "card-dealt-twice": "dealt twice", "money-from-nothing": "money",
    "stale-round": "already reported",
    "lone-surrogate": "invalid Unicode", "escape-sequences": "\\x1b]0;owned\\x07",
    "deep-nesting": "nested deeper", "huge-number": "5000 digits", "announced-oversize": "larger than",
    "redirect-elsewhere": "another origin",
    "hostile-message": "HTTP 500",
}


@pytest.fixture(scope="module")
def upstream() -> Iterator[str]:
    with ReferenceServer() as server:
        yield server.url


# one of each kind in the fast tier (an error answer, no answer, a cut body, an impossible
# observation, hostile text; bytes too slow are tests/test_hostile_wire.py's, request by
# request); every fault in the exhaustive one
FAST = {"http-500", "timeout", "half-json", "money-from-nothing", "hostile-message"}


@pytest.mark.parametrize("fault", [f if f in FAST else pytest.param(f, marks=pytest.mark.exhaustive)
                                   for f in sorted(FAULTS)])
def test_a_vendor_fault_ends_in_errors_never_in_a_verdict(fault: str, upstream: str,
                                                          tmp_path: Path) -> None:
    report = tmp_path / "out"
    with FaultServer(upstream, fault, delay=2 * READ_TIMEOUT) as url:
        start = time.monotonic()
        # a fault that costs a deadline a scenario meets only the two single-round scenarios
        sections = ["--section", SINGLE_ROUND] if fault in SLOW else [
            "--section", SINGLE_ROUND, "--section", MULTI_ROUND]
        proc = subprocess.run(
            [sys.executable, "-m", "tablecert.cli", "run", "--target", url, "--timeout",
             str(READ_TIMEOUT), "--deadline", str(DEADLINE), *sections, "--report", str(report)],
            cwd=ROOT, capture_output=True, text=True, timeout=300, check=False)
        elapsed = time.monotonic() - start
    assert proc.returncode == 1, proc.stdout[-3000:] + proc.stderr[-3000:]
    shown = proc.stdout + proc.stderr
    assert "INTERNALERROR" not in shown and "Traceback" not in shown, shown[-3000:]
    assert "\x1b" not in shown and "\u202e" not in shown, "vendor text reached the terminal raw"
    for result in (report / "allure-results").iterdir():  # every file is valid UTF-8
        result.read_bytes().decode("utf-8")
    verdicts = json.loads((report / "verdicts.json").read_text())
    executed = [v for v in verdicts if v["status"] not in ("manual", "not-applicable")]
    # where the fault cannot show, the scenario may pass: no second round at a table for a
    # stale reply; no card dealt when a counting shuffler removes the short deck first
    no_cards = "counting shuffler"
    hit = [v for v in executed
           if not (fault == "stale-round"
                   and (not v["citation"].startswith(MULTI_ROUND) or no_cards in v["scenario"]))
           and not (fault.startswith("card-") and no_cards in v["scenario"])]
    assert hit, "the fault met no scenario"
    assert not [v for v in executed if v["status"] == "failed"], "a vendor fault became a failed verdict"
    assert {v["status"] for v in hit} == {"error"}, [(v["scenario"], v["status"]) for v in hit]
    for v in hit:
        assert "POST /v1/tables/" in v["message"] or "/v1/tables" in v["message"], v["message"]
        assert WHAT[fault] in v["message"], v["message"]
    assert elapsed < 120, f"the run took {elapsed:.0f} s"
    matrix = json.loads((report / "matrix.json").read_text())
    assert matrix["citation_counts"].get("error", 0) >= 1
