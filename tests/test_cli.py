"""The commands a lab or vendor engineer runs, end to end, as subprocesses."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tablecert.oracle.citations import matches
from tablecert.regulation_index import load_index

ROOT = Path(__file__).resolve().parent.parent


def tablecert(*args: str, timeout: float = 900) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tablecert.cli", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=timeout, check=False)


def test_defects_catalogue_has_thirty_or_more_each_tied_to_a_real_subsection() -> None:
    proc = tablecert("defects", "--json")
    assert proc.returncode == 0, proc.stderr
    defects = json.loads(proc.stdout)
    assert len(defects) >= 30
    known = {c.citation for c in load_index()}
    for d in defects:
        assert d["citation"] in known, d
    assert len({d["name"] for d in defects}) == len(defects)
    assert sum(d["game"] == "let-it-ride" for d in defects) >= 10


def test_run_against_the_reference_system_over_http_writes_the_report(tmp_path: Path) -> None:
    report = tmp_path / "out"
    proc = tablecert("run", "--section", "649a.11(c)(3)", "--report", str(report))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    verdicts = json.loads((report / "verdicts.json").read_text())
    assert verdicts and all(v["status"] == "passed" for v in verdicts)
    assert all(matches(v["citation"], "649a.11(c)(3)") for v in verdicts)
    assert "<testcase" in (report / "junit.xml").read_text()
    assert list((report / "allure-results").glob("*-result.json"))


def test_run_against_a_defect_fails_the_broken_subsection_only(tmp_path: Path) -> None:
    report = tmp_path / "out"
    proc = tablecert("run", "--section", "649a.11", "--defect", "tie-goes-to-dealer", "--report", str(report))
    assert proc.returncode == 1, proc.stdout + proc.stderr
    verdicts = json.loads((report / "verdicts.json").read_text())
    failed = {v["citation"] for v in verdicts if v["status"] == "failed"}
    assert "649a.11(c)(3)(ii)(C)" in failed
    assert not [v for v in verdicts if v["status"] == "error"]


def test_bad_input_exits_2_and_leaves_no_report(tmp_path: Path) -> None:
    report = tmp_path / "out"
    proc = tablecert("run", "--section", "999a.9", "--report", str(report))
    assert proc.returncode == 2
    assert "--section 999a.9" in proc.stderr
    assert not report.exists()
    proc = tablecert("validate", str(tmp_path / "absent.yaml"))
    assert proc.returncode == 2 and "absent.yaml" in proc.stderr


@pytest.mark.exhaustive
def test_bad_input_with_two_workers_stops_them_and_keeps_the_old_report(tmp_path: Path) -> None:
    """With workers the checks run while the workers start: a failed check must still end
    the run with exit 2 and the error named, no scenario run, and the old report untouched."""
    report = tmp_path / "out"
    report.mkdir()
    (report / "verdicts.json").write_text("[]")
    proc = tablecert("run", "--workers", "2", "--section", "999a.9", "--report", str(report))
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "tablecert: --section 999a.9: no citation" in proc.stderr
    assert " passed" not in proc.stdout
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]  # no staging folder left
    assert [p.name for p in report.iterdir()] == ["verdicts.json"]
    assert (report / "verdicts.json").read_text() == "[]"


@pytest.mark.exhaustive
def test_selftest_catches_every_catalogued_defect_with_a_scenario_citing_it() -> None:
    # each defect against the section it breaks: the chapter-wide runs are proven per defect
    # over HTTP below and in the games' own tests
    proc = tablecert("selftest", "--target", "in-process", "--scope", "section", "--json", timeout=1800)
    result = json.loads(proc.stdout)
    escaped = [d["name"] for d in result["defects"] if not d["caught"]]
    assert escaped == [], escaped
    assert all(not c["failed_or_broken"] for c in result["control"]), result["control"]
    assert proc.returncode == 0
    for d in result["defects"]:
        assert d["errors"] == 0, d  # a defect that breaks the harness is not a caught defect
        # caught by the report's rule: the matrix shows the defect's citation (or one under it) failed
        assert "failed" in d["matrix_status"], d
        assert d["catches"] and all(c["citation"] == d["citation"] or matches(c["citation"], d["citation"])
                                    for c in d["catches"]), d


@pytest.mark.exhaustive  # 8 s a defect; tests/test_selftest.py holds the catch rule in the fast tier
@pytest.mark.parametrize("defect", ["third-community-card-used", "for-one-paid-as-to-one"])
def test_selftest_over_http_against_the_reference_system(defect: str) -> None:
    # the section it breaks: the control run on the clean system doubles the suites run
    proc = tablecert("selftest", "--defect", defect, "--scope", "section", "--json")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    out = json.loads(proc.stdout)
    [result] = out["defects"]
    assert result["caught"] and result["errors"] == 0 and "failed" in result["matrix_status"]
    assert [c["failed_or_broken"] for c in out["control"]] == [[]]
