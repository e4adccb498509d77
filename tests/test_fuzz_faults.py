"""``tablecert fuzz`` reports a system fault in one line (what, which request or method,
exit 1) and a discrepancy as the shrunk scenario, never a traceback, whatever the system
answers, over HTTP or through an adapter (#30 item 2, #31 item 14)."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator

import pytest
from fault_server import FaultServer
from test_adapters import tablecert

from tablecert.reference_system.server import ReferenceServer

ONE_LINE = "tablecert fuzz: error: the system did not answer properly: "


@pytest.fixture(scope="module")
def upstream() -> Iterator[str]:
    with ReferenceServer() as server:
        yield server.url


def _fuzz(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tablecert.cli", "fuzz", "--rounds", "30", "--timeout", "1",
                           *args], capture_output=True, text=True, timeout=300, check=False)


def _one_line(proc: subprocess.CompletedProcess[str], where: str) -> None:
    shown = proc.stdout + proc.stderr
    assert proc.returncode == 1, shown[-3000:]
    assert "Traceback" not in shown and "Exception Group" not in shown, shown[-3000:]
    [line] = [line for line in proc.stderr.splitlines() if line.startswith(ONE_LINE)]
    assert line.removeprefix(ONE_LINE).startswith(where), line


@pytest.mark.parametrize("game", ["three-card-poker", "craps", "blackjack", "baccarat"])
@pytest.mark.parametrize("fault", ["http-500", "half-json", "wrong-shape", "card-dealt-twice"])
def test_an_http_system_answering_badly_is_one_line(fault: str, game: str, upstream: str) -> None:
    if fault == "card-dealt-twice" and game != "three-card-poker":
        pytest.skip("the fault spoils the card games' observations only")
    with FaultServer(upstream, fault) as url:
        proc = _fuzz("--game", game, "--target", url)
    _one_line(proc, "POST /v1/tables/")


@pytest.mark.parametrize("game", ["three-card-poker", "craps"])
def test_an_adapter_that_raises_is_one_line_naming_it_and_its_method(game: str) -> None:
    spec = "broken_adapters:raises_in_play"
    proc = tablecert("fuzz", "--game", game, "--adapter", spec, "--rounds", "20")
    if game == "craps":  # the broken adapter plays the card games only
        assert proc.returncode == 2 and "lacks the game 'craps'" in proc.stderr, proc.stderr
        return
    _one_line(proc, f"adapter {spec}: play: raised RuntimeError: socket closed by peer")


@pytest.mark.parametrize(("game", "spec", "cites"), [
    ("three-card-poker", "broken_adapters:faulty_ties_to_dealer", "649a.11(c)(3)(ii)(C)"),
    ("craps", "broken_adapters:faulty_hardways_on_come_out", "537.3(a)"),
])
def test_a_search_meeting_a_fault_and_a_discrepancy_reports_the_shrunk_discrepancy(
        game: str, spec: str, cites: str) -> None:
    proc = tablecert("fuzz", "--game", game, "--adapter", spec, "--rounds", "300", "--json")
    shown = proc.stdout + proc.stderr
    assert proc.returncode == 1, shown[-3000:]
    assert "Traceback" not in shown and "Exception Group" not in shown, shown[-3000:]
    payload = json.loads(proc.stdout)
    [found] = payload["discrepancies"]
    assert found["citation"].startswith(cites) and "Scenario:" in found["gherkin"]
    assert payload["system_fault"].startswith(f"adapter {spec}: play: raised OSError: link down")
