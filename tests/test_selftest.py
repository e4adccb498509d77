"""``tablecert selftest`` counts a catch by the report's rule (issue 21, item 4).

A defect is caught only when the matrix a lab would file from the defect run's verdicts shows
the defect's citation failed; a scenario that already fails on the clean system catches
nothing; a difference the end-of-round comparison finds is filed under the scenario's own
citation as well as under the differing field's; and the verdicts say whether a
regulation-worded Then step or only the comparison saw the defect, the Then steps running on
the system's answer before the comparison.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tablecert.commands.run import suite_argv
from tablecert.commands.selftest import judge
from tablecert.coverage import CoverageEntry, build_coverage
from tablecert.reference_system.defects import find_defect
from tablecert.reports.matrix import build_matrix
from tablecert.steps import CHAPTERS_VARIABLE

FEE = find_defect("craps-fee-on-other-wagers")  # 537.5a(c): a 1% fee on Hardway and Hop wins
HOP_FEE = "537.5a(c) No fee on a winning Hop Bet"
HOP_WINS = "537.3(a)(34)(i) The Hop Bet wins on <dice>"


@pytest.fixture(scope="module")
def entries() -> list[CoverageEntry]:
    found, _ = build_coverage()
    return found


def _verdict(scenario: str, citation: str, status: str, **more: Any) -> dict[str, Any]:
    return {"nodeid": f"tablecert/suite.py::{scenario}", "citation": citation, "scenario": scenario,
            "status": status, "message": "", **more}


def test_a_comparison_failure_is_filed_under_the_scenario_and_under_the_differing_field(
        entries: list[CoverageEntry]) -> None:
    # the 537.5a(c) scenario's round differed in a Hop Bet's settlement line, which cites
    # 537.3(a)(34): before, the matrix showed 537.5a(c) passed and only 537.3(a)(34) failed
    failed = _verdict(HOP_FEE, "537.5a(c)", "failed", discrepancy_citations=["537.3(a)(34)"],
                      failed_checks=["comparison"])
    rows = {r.citation: r for r in build_matrix(entries, [failed], target="reference", sections=["537"]).rows
            if not r.later}
    assert rows["537.5a(c)"].status == "failed"
    [own] = [c for c in rows["537.5a(c)"].cases if c["status"] == "failed"]
    assert own["scenario"] == HOP_FEE
    assert own["note"] == "the round also broke 537.3(a)(34); reported there too"
    assert rows["537.3(a)(34)"].status == "failed"
    assert [c["where"] for c in rows["537.3(a)(34)"].cases if c["status"] == "failed"] == ["oracle judgement"]


def test_a_catch_counts_only_when_the_matrix_shows_the_defects_citation_failed(
        entries: list[CoverageEntry]) -> None:
    sections = ("537",)
    # broken (an error), not failed: the matrix shows 537.5a(c) error, no catch
    broken = judge(FEE, [_verdict(HOP_FEE, "537.5a(c)", "error")], [], entries, sections, "reference")
    assert not broken["caught"] and broken["matrix_status"] == ["error"] and broken["errors"] == 1
    # another subsection's scenario failed, its comparison citing only its own line: no catch
    elsewhere = judge(FEE, [_verdict(HOP_WINS, "537.3(a)(34)(i)", "failed",
                                     discrepancy_citations=["537.3(a)(34)"], failed_checks=["then step"])],
                      [], entries, sections, "reference")
    assert not elsewhere["caught"] and elsewhere["failed_elsewhere"] == 1
    # the same failure whose comparison cites 537.5a(c): the matrix files it there, a catch
    # by the comparison alone
    by_comparison = judge(FEE, [_verdict(HOP_WINS, "537.3(a)(34)(i)", "failed",
                                         discrepancy_citations=["537.5a(c)"],
                                         failed_checks=["comparison"])], [], entries, sections, "reference")
    assert by_comparison["caught"] and by_comparison["caught_only_by_comparison"]
    assert not by_comparison["caught_by_then_step"] and by_comparison["caught_how"] == ["comparison"]
    # the scenario's own Then step failed first
    then_first = _verdict(HOP_FEE, "537.5a(c)", "failed", failed_checks=["then step", "comparison"])
    by_step = judge(FEE, [then_first], [], entries, sections, "reference")
    assert by_step["caught"] and by_step["caught_by_then_step"] and not by_step["caught_only_by_comparison"]
    assert by_step["caught_by"] == [HOP_FEE]


def test_a_scenario_that_fails_on_the_clean_system_catches_nothing(entries: list[CoverageEntry]) -> None:
    failing = _verdict(HOP_FEE, "537.5a(c)", "failed", failed_checks=["then step"])
    for clean in ("failed", "error"):
        control = [_verdict(HOP_FEE, "537.5a(c)", clean)]
        result = judge(FEE, [failing], control, entries, ("537",), "reference")
        assert not result["caught"], clean
        assert result["not_counted"] == [HOP_FEE] and result["caught_by"] == []


def _suite(defect: str, section: str, tmp_path: Path) -> list[dict[str, Any]]:
    results = tmp_path / "verdicts.json"
    chapter = section.split(".")[0]
    subprocess.run([sys.executable, "-m", "pytest", *suite_argv(), "-q", "-n", "0", "--target", "in-process",
                    "--defect", defect, "--section", section, "--results-json", str(results)],
                   capture_output=True, text=True, timeout=600, check=False,
                   env={**os.environ, CHAPTERS_VARIABLE: chapter})
    verdicts: list[dict[str, Any]] = json.loads(results.read_text(encoding="utf-8"))
    return verdicts


@pytest.mark.exhaustive  # a suite run of its own: seconds
def test_the_then_steps_see_the_systems_answer_before_the_comparison(tmp_path: Path) -> None:
    """Craps compared the whole round inside its When step, so its Then steps never saw a
    system that differs; now the 537.5a(c) Then step fails first and the comparison after."""
    verdicts = _suite("craps-fee-on-other-wagers", "537.5a(c)", tmp_path)
    failed = {v["scenario"]: v for v in verdicts if v["status"] == "failed"}
    assert HOP_FEE in failed, [v["status"] for v in verdicts]
    assert failed[HOP_FEE]["failed_checks"] == ["then step", "comparison"]
    # the comparison's fields are filed beside the Then step's message
    assert failed[HOP_FEE]["discrepancy_citations"] == ["537.3(a)(34)"]
    then = [s for s in failed[HOP_FEE]["steps"] if s["status"] == "failed"]
    assert len(then) == 1 and then[0]["step"].startswith(("Then", "And"))


@pytest.mark.exhaustive
@pytest.mark.parametrize(("defect", "section"), [
    ("blackjack-paid-6-to-5", "549"),
    ("spanish-21-bonus-after-double-down", "551"),
    ("additional-card-disclosed", "543"),
    ("uth-burn-card-exposed", "653a"),
    ("duplicate-slip-in-removed-drop-box", "525.13"),
])
def test_every_game_runs_its_then_steps_on_the_systems_answer(defect: str, section: str,
                                                              tmp_path: Path) -> None:
    verdicts = _suite(defect, section, tmp_path)
    firsts = {v["failed_checks"][0] for v in verdicts if v["status"] == "failed"}
    assert firsts, f"{defect}: nothing failed"
    assert firsts <= {"then step", "when step", "comparison"}
    assert "then step" in firsts, (defect, firsts)
