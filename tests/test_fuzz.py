"""Differential fuzzing: random rounds find no discrepancy with the reference system, find
one with a catalogued defect, and print a minimal Gherkin scenario that fails when pasted
into the suite (and passes against a conforming system). The same seed, the same result."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from clikit import run_pasted

ROOT = Path(__file__).resolve().parent.parent


def _result(out: str) -> dict[str, object]:
    """The JSON of a run without its wall-clock figures (``timing``)."""
    data: dict[str, object] = json.loads(out)
    data.pop("timing", None)
    return data


def _fuzz(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tablecert.cli", "fuzz", "--json", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=600, check=False)


@pytest.mark.exhaustive  # 6 s; in the fast tier fuzz runs in-process (test_capabilities, test_ranges)
def test_random_rounds_over_http_against_the_reference_system_find_nothing() -> None:
    for game in ("three-card-poker", "let-it-ride"):
        proc = _fuzz("--game", game, "--rounds", "150", "--seed", "7")
        assert proc.returncode == 0, proc.stdout + proc.stderr
        result = json.loads(proc.stdout)
        assert result["rounds_run"] == 150 and result["discrepancies"] == []


@pytest.mark.exhaustive  # 15 s; the fast tier keeps tests/test_reproducible.py's defect found by plain fuzz
def test_a_defect_is_found_shrunk_and_its_gherkin_fails_when_pasted(tmp_path: Path) -> None:
    defect = "play-paid-when-dealer-does-not-qualify"
    proc = _fuzz("--rounds", "300", "--seed", "1", "--target", "in-process", "--defect", defect)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    [found] = json.loads(proc.stdout)["discrepancies"]
    assert found["citation"] == "649a.11(c)(3)(i)"
    assert found["replay"].endswith(f"--defect {defect}")
    gherkin = found["gherkin"]
    assert "Then the round conforms to the oracle" in gherkin
    assert run_pasted(tmp_path, gherkin, defect)["counts"].get("failed")
    assert set(run_pasted(tmp_path, gherkin, None)["counts"]) == {"passed"}
    again = _fuzz("--rounds", "300", "--seed", "1", "--target", "in-process", "--defect", defect)
    assert _result(again.stdout) == _result(proc.stdout)  # the same seed, the same result


@pytest.mark.exhaustive  # 5 s; tests/test_reproducible.py runs sessions in the fast tier
def test_sessions_find_nothing_on_the_reference_system_and_catch_meter_defects() -> None:
    proc = _fuzz("--sessions", "3", "--rounds", "8", "--seed", "5")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert json.loads(proc.stdout)["discrepancy"] is None
    for defect, citation in (("meter-not-reset", "649a.12(e)(3)"), ("stub-never-counted", "649a.8(f)")):
        proc = _fuzz("--sessions", "5", "--rounds", "10", "--seed", "3", "--target", "in-process",
                      "--defect", defect)
        assert proc.returncode == 1, proc.stdout + proc.stderr
        assert proc.stdout, proc.stderr[-3000:]
        assert citation in json.loads(proc.stdout)["discrepancy"]["citations"]


@pytest.mark.exhaustive
def test_what_shows_across_rounds_is_found_by_plain_rounds_first_and_its_gherkin_fails(
        tmp_path: Path) -> None:
    """A case may play plain rounds at its table first: the stub count schedule (649a.8(f))
    is then judged, and the scenario printed says so."""
    defect = "stub-never-counted"
    proc = _fuzz("--rounds", "1000", "--seed", "0", "--target", "in-process", "--defect", defect)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    [found] = json.loads(proc.stdout)["discrepancies"]
    assert found["citation"] == "649a.8(f)"
    gherkin = found["gherkin"]
    assert "rounds have been played at the table" in gherkin
    assert "the stub has been counted at least once every 5 rounds of play" in gherkin
    assert run_pasted(tmp_path, gherkin, defect)["counts"].get("failed")
    assert set(run_pasted(tmp_path, gherkin, None)["counts"]) == {"passed"}


@pytest.mark.exhaustive
def test_rounds_split_across_workers_find_the_defect_and_the_same_seed_gives_the_same_result() -> None:
    defect = "play-paid-when-dealer-does-not-qualify"
    args = ("--rounds", "200", "--seed", "2", "--target", "in-process", "--defect", defect, "--workers", "2")
    proc = _fuzz(*args)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    [found] = json.loads(proc.stdout)["discrepancies"]
    assert found["citation"] == "649a.11(c)(3)(i)"
    assert found["replay"].endswith(f"--defect {defect} --workers 2")
    assert _result(_fuzz(*args).stdout) == _result(proc.stdout)


@pytest.mark.exhaustive
def test_seven_seats_with_every_wager_find_a_defect_and_its_gherkin_fails_when_pasted(tmp_path: Path) -> None:
    defect = "fold-forfeits-six-card-bonus"
    args = ("--rounds", "200", "--seed", "4", "--target", "in-process", "--defect", defect,
            "--rules", "pa-649a-paytable-A", "--seats", "7", "--every-wager")
    proc = _fuzz(*args)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    [found] = json.loads(proc.stdout)["discrepancies"]
    assert found["citation"].startswith("649a.")
    assert found["replay"].endswith(f"--defect {defect} --rules pa-649a-paytable-A --seats 7 --every-wager")
    gherkin = found["gherkin"]
    assert "seat 7 places a Six Card Bonus Wager" in gherkin
    assert run_pasted(tmp_path, gherkin, defect)["counts"].get("failed")
    assert set(run_pasted(tmp_path, gherkin, None)["counts"]) == {"passed"}
    assert _result(_fuzz(*args).stdout) == _result(proc.stdout)  # the same seed, the same result
