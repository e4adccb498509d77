"""The report a lab files: the matrix tells failed from error, every failure carries a
replay command that reproduces it, manual lines never pass, the evidence hash moves with
any input."""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tablecert.coverage import build_coverage
from tablecert.reports.evidence import build_evidence
from tablecert.reports.matrix import build_matrix, render_checklist, render_markdown
from tablecert.reports.matrix_html import render_html

ROOT = Path(__file__).resolve().parent.parent


def _verdict(scenario: str, citation: str, status: str, message: str = "") -> dict[str, str]:
    return {"nodeid": f"steps/suite.py::{scenario}", "citation": citation, "scenario": scenario,
            "status": status, "message": message}


def _entries() -> list:
    entries, _ = build_coverage()
    return entries


def _scenario_for(citation: str) -> str:
    for entry in _entries():
        if entry.citation.citation == citation and not entry.citation.later:
            return next(s.name for s in entry.scenarios if s.kind == "executable")
    raise AssertionError(citation)


def test_failed_and_error_are_told_apart_and_roll_up_to_the_section() -> None:
    failed = _scenario_for("649a.11(c)(3)(i)")
    broken = _scenario_for("649a.11(c)(4)")
    verdicts = [_verdict(failed, "649a.11(c)(3)(i)", "failed", "seat 1's Play Wager won"),
                _verdict(broken, "649a.11(c)(4)", "error", "POST /v1/tables: timed out")]
    matrix = build_matrix(_entries(), verdicts, target="http://vendor", sections=["649a.11"])
    rows = {r.citation: r for r in matrix.rows}
    assert rows["649a.11(c)(3)(i)"].status == "failed"
    assert rows["649a.11(c)(4)"].status == "error"
    assert rows["649a.11(c)(3)"].status == "failed"  # worst of its subsections
    case = rows["649a.11(c)(4)"].cases[0]
    assert case["replay"] == f'tablecert run --target http://vendor --scenario "{broken}"'
    assert "timed out" in case["message"]
    markdown = render_markdown(matrix)
    assert "### 1. failed:" in markdown and "### 2. error:" in markdown
    assert markdown.index("## Failed and broken scenarios") < markdown.index("## Matrix")


def test_manual_scenarios_are_checklist_lines_never_passed() -> None:
    matrix = build_matrix(_entries(), [], target="reference", sections=["649a.11(c)(5)"])
    rows = {r.citation: r for r in matrix.rows}
    assert rows["649a.11(c)(5)(iii)"].status == "manual"
    checklist = render_checklist(matrix)
    assert "- [ ] **649a.11(c)(5)(iii)**" in checklist and "Inspector:" in checklist
    assert "passed" not in {r.status for r in matrix.rows}


class _Cells(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.rows = 0
        self.counts: dict[str, str] = {}
        self._count: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "tr" and a.get("data-status"):
            self.rows += 1
        if tag == "span" and a.get("class") == "count":
            self._count = a.get("data-status")

    def handle_data(self, data: str) -> None:
        if self._count:
            self.counts[self._count] = data
            self._count = None


def test_the_html_page_lists_every_row_with_its_counts() -> None:
    matrix = build_matrix(_entries(), [], target="reference", sections=["643a"])
    page = _Cells()
    page.feed(render_html(matrix))
    assert page.rows == len(matrix.rows)
    assert page.counts == {k: str(v) for k, v in matrix.counts.items()}


def test_the_evidence_summary_hash_moves_with_the_verdicts(tmp_path: Path) -> None:
    verdicts = tmp_path / "verdicts.json"
    verdicts.write_text("[]")
    first = build_evidence(target="reference", verdicts_path=verdicts, options={})
    again = build_evidence(target="reference", verdicts_path=verdicts, options={})
    assert first["summary_sha256"] == again["summary_sha256"]  # timestamps aside
    verdicts.write_text('[{"status": "passed"}]')
    assert build_evidence(target="reference", verdicts_path=verdicts, options={})["summary_sha256"] \
        != first["summary_sha256"]
    assert build_evidence(target="other", verdicts_path=verdicts, options={})["summary_sha256"] \
        != first["summary_sha256"]
    assert any(name.startswith("features/") for name in first["files"])


@pytest.mark.exhaustive  # 8 s; test_report_trust.py's replay test stays in the fast tier
def test_a_failure_s_replay_command_reproduces_it(tmp_path: Path) -> None:
    report = tmp_path / "out"
    run = [sys.executable, "-m", "tablecert.cli", "run", "--target", "in-process", "--section",
           "649a.11(c)(3)", "--defect", "tie-goes-to-dealer", "--report", str(report)]
    assert subprocess.run(run, cwd=ROOT, capture_output=True, timeout=600, check=False).returncode == 1
    matrix = json.loads((report / "matrix.json").read_text())
    replay = next(c["replay"] for r in matrix["citations"] for c in r["scenarios"] if c.get("replay"))
    argv = shlex.split(replay)
    assert argv[:2] == ["tablecert", "run"] and "--defect" in argv
    again = subprocess.run([sys.executable, "-m", "tablecert.cli", *argv[1:], "--report",
                            str(tmp_path / "r")], cwd=ROOT, capture_output=True, text=True, timeout=600,
                           check=False)
    assert again.returncode == 1, again.stdout
    replayed = json.loads((tmp_path / "r" / "verdicts.json").read_text())
    assert [v["status"] for v in replayed] == ["failed"]
    for name in ("matrix.html", "matrix.md", "checklist.md", "evidence.json", "junit.xml"):
        assert (report / name).exists(), name


def _allure(folder: Path) -> list[dict]:
    return [json.loads(p.read_text()) for p in (folder / "allure-results").glob("*-result.json")]


def test_allure_results_carry_the_citation_story_and_link(tmp_path: Path) -> None:
    report = tmp_path / "out"
    run = [sys.executable, "-m", "tablecert.cli", "run", "--target", "in-process", "--section",
           "649a.11(c)(3)(ii)", "--defect", "tie-goes-to-dealer", "--report", str(report)]
    assert subprocess.run(run, cwd=ROOT, capture_output=True, timeout=600, check=False).returncode == 1
    results = _allure(report)
    assert results
    for result in results:
        labels = {label["name"]: label["value"] for label in result["labels"]}
        assert labels["citation"].startswith("649a.11(c)(3)(ii)")
        assert labels["story"] == "§ 649a.11"
        assert any("s649a.11.html" in link["url"] for link in result["links"])
    assert {"failed", "passed"} <= {r["status"] for r in results}


def test_a_system_that_answers_500_is_an_error_and_broken_never_a_verdict(tmp_path: Path) -> None:
    from fault_server import FaultServer

    from tablecert.reference_system.server import ReferenceServer

    report = tmp_path / "out"
    with ReferenceServer() as upstream, FaultServer(upstream.url, "http-500") as url:
        run = [sys.executable, "-m", "tablecert.cli", "run", "--target", url, "--section",
               "649a.11(c)(3)(i)", "--report", str(report)]
        proc = subprocess.run(run, cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    verdicts = json.loads((report / "verdicts.json").read_text())
    assert verdicts and {v["status"] for v in verdicts} == {"error"}
    assert all("HTTP 500" in v["message"] for v in verdicts)
    assert {r["status"] for r in _allure(report)} == {"broken"}
    matrix = json.loads((report / "matrix.json").read_text())
    assert "passed" not in matrix["citation_counts"] and "failed" not in matrix["citation_counts"]


@pytest.mark.exhaustive  # 7 s; test_hostile_wire.py's credentials test keeps redaction in the fast tier
def test_over_http_the_transcript_is_recorded_redacted_and_the_summary_is_deterministic(
    tmp_path: Path,
) -> None:
    secret = "s3cr3t-token-value"
    env = {**os.environ, "TABLECERT_TOKEN": secret}
    summaries = []
    for name in ("a", "b"):
        report = tmp_path / name
        run = [sys.executable, "-m", "tablecert.cli", "run", "--section", "649a.11(c)(4)", "--report",
               str(report)]
        proc = subprocess.run(run, cwd=ROOT, capture_output=True, text=True, timeout=600, check=False,
                              env=env)
        assert proc.returncode == 0, proc.stdout + proc.stderr
        transcript = (report / "transcript.jsonl").read_text()
        assert '"request": "POST /v1/tables' in transcript and "scripted-rounds" in transcript
        for path in report.rglob("*"):
            if path.is_file():
                assert secret not in path.read_text(errors="replace"), path
        evidence = json.loads((report / "evidence.json").read_text())
        assert evidence["transcripts"]["transcript.jsonl"]["exchanges"] > 0
        assert evidence["options"]["tls_verification"] is True
        summaries.append(evidence["summary_sha256"])
    assert summaries[0] == summaries[1]


@pytest.mark.exhaustive
def test_the_report_is_the_same_under_two_workers(tmp_path: Path) -> None:
    """pytest-bdd's own cucumber JSON comes out empty under xdist; ours must not."""
    reports = []
    for workers in ("1", "2"):
        report = tmp_path / workers
        run = [sys.executable, "-m", "tablecert.cli", "run", "--target", "in-process", "--section",
               "649a.12", "--workers", workers, "--report", str(report)]
        assert subprocess.run(run, cwd=ROOT, capture_output=True, timeout=600, check=False).returncode == 0
        verdicts = json.loads((report / "verdicts.json").read_text())
        reports.append((sorted((v["nodeid"], v["status"]) for v in verdicts),
                        json.loads((report / "matrix.json").read_text())["citation_counts"]))
        assert (report / "interpretations.md").read_text().startswith("# Interpretation register")
    assert reports[0] == reports[1]
    assert len(reports[0][0]) > 50


def test_the_summary_hash_moves_with_any_input_file(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib.resources
    import shutil

    import tablecert.reports.evidence as evidence

    copy = tmp_path / "checkout"
    for name in ("features", "rules_submissions", "oracle", "adapters", "steps", "reports", "tablecert"):
        shutil.copytree(ROOT / name, copy / name, ignore=shutil.ignore_patterns("__pycache__"))
    # the installed packages, as importlib.resources finds them, are the copy
    folders = {"tablecert": "tablecert", "tablecert.features": "features",
               "tablecert.rules_submissions": "rules_submissions", "tablecert.oracle": "oracle",
               "tablecert.adapters": "adapters", "tablecert.steps": "steps", "tablecert.reports": "reports"}
    monkeypatch.setattr(importlib.resources, "files", lambda package: copy / folders[package])
    assert evidence.input_files()["oracle/paytables.py"]
    verdicts = tmp_path / "verdicts.json"
    verdicts.write_text("[]")
    before = build_evidence(target="reference", verdicts_path=verdicts, options={})["summary_sha256"]
    for changed in ("features/649a.11-completion-of-round.feature",
                    "rules_submissions/pa-649a-paytable-A.yaml", "oracle/paytables.py",
                    "tablecert/regulations/004_80436e4acd3c8fb0.txt"):
        path = copy / changed
        original = path.read_bytes()
        path.write_bytes(original + b"\n")
        after = build_evidence(target="reference", verdicts_path=verdicts, options={})["summary_sha256"]
        assert after != before, changed
        path.write_bytes(original)


def test_insecure_tls_is_recorded_in_the_evidence(tmp_path: Path) -> None:
    from tablecert.reports.evidence import build_evidence as build

    verdicts = tmp_path / "verdicts.json"
    verdicts.write_text("[]")
    pack = build(target="https://vendor", verdicts_path=verdicts, options={"tls_verification": False})
    assert pack["options"]["tls_verification"] is False


@pytest.mark.exhaustive
def test_the_same_run_gives_a_byte_identical_matrix(tmp_path: Path) -> None:
    matrices = []
    for name in ("a", "b"):
        run = [sys.executable, "-m", "tablecert.cli", "run", "--target", "in-process", "--section",
               "643a.12", "--report", str(tmp_path / name)]
        assert subprocess.run(run, cwd=ROOT, capture_output=True, timeout=600, check=False).returncode == 0
        matrices.append(((tmp_path / name / "matrix.json").read_bytes(),
                         (tmp_path / name / "verdicts.json").read_bytes()))
    assert matrices[0] == matrices[1]
