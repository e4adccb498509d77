"""The report a lab files and a CI page trusts (issues #19 and #20, the report side):
failures first with a replay for exactly one example, JUnit and Allure a CI page can use,
statuses that cannot hide a skip, a report folder that never costs the user a file, and
vendor text escaped in every medium."""

from __future__ import annotations

import json
import os
import re
import shlex
import signal
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from tablecert.coverage import build_coverage
from tablecert.report_folder import COMPLETE, MARKER, ReportFolder, is_complete
from tablecert.reports.allure import write_allure
from tablecert.reports.escape import code_block, markdown_inline
from tablecert.reports.junit import render_junit
from tablecert.reports.matrix import build_matrix, combine, render_markdown
from tablecert.reports.matrix_html import render_html
from tablecert.reports.summary import summarize

ROOT = Path(__file__).resolve().parent.parent
DEFECT = "a23-not-a-straight"
FRAMEWORK = ("_pytest", "pluggy", "Traceback (most recent call last)", "site-packages")


def tablecert(*args: str, cwd: Path = ROOT, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tablecert.cli", *args], cwd=cwd, capture_output=True,
                          text=True, timeout=timeout, check=False)


@pytest.fixture(scope="module")
def defect_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[subprocess.CompletedProcess[str], Path]:
    report = tmp_path_factory.mktemp("defect") / "out"
    proc = tablecert("run", "--target", "in-process", "--section", "649a.6", "--section", "649a.9",
                     "--defect", DEFECT, "--report", str(report))
    assert proc.returncode == 1, proc.stdout + proc.stderr
    return proc, report


# ---------------------------------------------------------------- 1. failures first
def test_the_console_s_last_screen_names_each_failed_example_with_its_replay(
    defect_run: tuple[subprocess.CompletedProcess[str], Path],
) -> None:
    proc, report = defect_run
    output = proc.stdout + proc.stderr
    for frame in FRAMEWORK:
        assert frame not in output, frame
    verdicts = json.loads((report / "verdicts.json").read_text())
    failed = [v for v in verdicts if v["status"] == "failed"]
    assert len(failed) >= 5
    blocks = proc.stdout.split("\nFAILED  ")[1:]
    assert len(blocks) == len(failed)
    # the last screen: the failures come after the section table, and a count line ends it
    last_screen = proc.stdout.splitlines()[-(8 * len(failed) + 2):]
    for v in failed:
        example = f"[example {v['example_index']}: "
        assert any(v["scenario"] in line and example in line for line in last_screen), v["scenario"]
        replays = [line for line in last_screen if line.strip().startswith("replay: ")
                   and v["scenario"] in line and line.endswith(f"--example {v['example_index']}")]
        assert replays, v["scenario"]
    assert proc.stdout.rstrip().splitlines()[-1].startswith("tablecert run: ")
    # however many failures scroll past, the last lines replay each one
    tail = "\n".join(proc.stdout.rstrip().splitlines()[-(len(failed) + 3):])
    for v in failed:
        assert f"--scenario \"{v['scenario']}\" --example {v['example_index']}\n" in tail + "\n"
    table = proc.stdout.split("\nFAILED  ")[0]
    assert "649a.6 Three Card Poker rankings" in table and "649a.9" in table


def test_a_replay_command_reruns_exactly_that_example_and_fails_the_same_way(
    defect_run: tuple[subprocess.CompletedProcess[str], Path], tmp_path: Path,
) -> None:
    _, report = defect_run
    summary = json.loads((report / "summary.json").read_text())
    failure = next(f for f in summary["failures"] if f["example_index"] and f["example_index"] > 1)
    argv = shlex.split(failure["replay"])
    assert argv[:2] == ["tablecert", "run"] and argv[-2:] == ["--example", str(failure["example_index"])]
    again = tablecert(*argv[1:], "--report", str(tmp_path / "replay"))
    assert again.returncode == 1, again.stdout + again.stderr
    replayed = json.loads((tmp_path / "replay" / "verdicts.json").read_text())
    assert [(v["scenario"], v["example_index"], v["status"]) for v in replayed] == \
        [(failure["scenario"], failure["example_index"], "failed")]
    assert replayed[0]["message"] == failure["message"]
    assert failure["replay"] in again.stdout


@pytest.mark.parametrize(("args", "expected"), [
    (["--example", "1"], "--example 1: name exactly one --scenario"),
    (["--scenario", "649a.6(b)(3) Three cards of more than one suit and consecutive rank are a straight",
      "--example", "99"], "--example 99: features/649a.06-rankings.feature"),
    (["--scenario", "649a.9(a)(1) A Rules Submission dealing from the hand with manual shuffling is refused",
      "--example", "1"], "has no Examples"),
])
def test_a_bad_example_selector_is_exit_2_and_writes_nothing(tmp_path: Path, args: list[str],
                                                             expected: str) -> None:
    proc = tablecert("run", "--target", "in-process", *args, "--report", str(tmp_path / "out"))
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert expected in proc.stderr
    assert list(tmp_path.iterdir()) == []


def test_run_json_prints_the_summary(tmp_path: Path) -> None:
    proc = tablecert("run", "--target", "in-process", "--section", "649a.6(a)", "--defect", DEFECT,
                     "--report", str(tmp_path / "out"), "--json")
    assert proc.returncode == 1
    summary = json.loads(proc.stdout)  # only the JSON on stdout
    assert summary["counts"]["failed"] >= 1 and summary["complete"] is True
    assert summary["sections"][0]["section"] == "649a.6"
    assert all(f["replay"].startswith("tablecert run ") for f in summary["failures"])
    assert "FAILED" in proc.stderr


def test_full_trace_shows_the_framework_frames_when_asked(tmp_path: Path) -> None:
    proc = tablecert("run", "--target", "in-process", "--section", "649a.6(b)(3)", "--defect", DEFECT,
                     "--report", str(tmp_path / "out"), "--full-trace")
    assert proc.returncode == 1
    assert "_pytest" in proc.stdout or "pluggy" in proc.stdout


def test_html_and_markdown_open_on_the_failures(
    defect_run: tuple[subprocess.CompletedProcess[str], Path],
) -> None:
    _, report = defect_run
    page = (report / "matrix.html").read_text()
    assert page.index('id="banner"') < page.index('id="failure-list"') < page.index('id="matrix"')
    assert "--example 2" in re.sub(r"<[^>]+>", "", page)  # the replay's words, each a span that never wraps
    markdown = (report / "matrix.md").read_text()
    assert markdown.index("## Failed and broken scenarios") < markdown.index("## Matrix")
    assert "[example 2: " in markdown


# ---------------------------------------------------------------- 2. JUnit and Allure
def test_junit_classnames_are_sections_and_names_are_scenarios(
    defect_run: tuple[subprocess.CompletedProcess[str], Path],
) -> None:
    _, report = defect_run
    root = ET.parse(report / "junit.xml").getroot()
    suites = root.findall("testsuite")
    assert {s.get("file") for s in suites} == {"features/649a.06-rankings.feature",
                                               "features/649a.09-dealing-from-the-hand.feature"}
    verdicts = json.loads((report / "verdicts.json").read_text())
    cases = root.findall("testsuite/testcase")
    assert len(cases) == len(verdicts)
    assert {c.get("classname") for c in cases} == {"649a.6 Three Card Poker rankings",
                                                  "649a.9 Procedures for dealing the cards from the hand"}
    names = {c.get("name") for c in cases}
    for v in verdicts:
        assert any(name.startswith(v["scenario"]) for name in names)
    failures = root.findall(".//failure")
    assert len(failures) == sum(v["status"] == "failed" for v in verdicts)
    assert all("[example " in c.get("name", "") for c in cases if c.find("failure") is not None)
    assert root.findall(".//skipped")  # the manual ones


def test_allure_has_every_scenario_manual_ones_skipped_with_their_checklist_text(
    defect_run: tuple[subprocess.CompletedProcess[str], Path],
) -> None:
    _, report = defect_run
    results = [json.loads(p.read_text()) for p in (report / "allure-results").glob("*-result.json")]
    verdicts = json.loads((report / "verdicts.json").read_text())
    assert len(results) == len(verdicts)
    manual = [r for r in results if {"name": "tag", "value": "manual"} in r["labels"]]
    assert manual and all(r["status"] == "skipped" and "inspector" in r["description"] for r in manual)
    failed = [r for r in results if r["status"] == "failed"]
    assert failed and all("trace" not in r["statusDetails"] for r in failed)
    assert all(not any(f in r["statusDetails"]["message"] for f in FRAMEWORK) for r in failed)
    for r in results:
        labels = {label["name"]: label["value"] for label in r["labels"]}
        assert labels["citation"] and r["links"][0]["name"] == labels["citation"]


# ---------------------------------------------------------------- 3. statuses
def _entries() -> list[Any]:
    return build_coverage()[0]


def _verdict(scenario: str, status: str, message: str = "", **more: Any) -> dict[str, Any]:
    from tablecert.oracle.citations import citation_of

    return {"nodeid": f"suite.py::{scenario}", "citation": citation_of(scenario), "scenario": scenario,
            "status": status, "message": message, **more}


def test_a_citation_is_partial_when_some_of_its_scenarios_did_not_run() -> None:
    assert combine(["passed", "skipped"]) == "partial"
    assert combine(["passed", "manual"]) == "partial"
    assert combine(["passed", "not run"]) == "partial"
    assert combine(["partial", "passed"]) == "partial"
    assert combine(["passed", "error", "skipped"]) == "error"
    assert combine(["failed", "error"]) == "failed"
    assert combine(["passed", "passed"]) == "passed"
    entry = next(e for e in _entries() if e.citation.citation == "649a.11(c)(3)(i)" and not e.citation.later)
    names = [s.name for s in entry.scenarios if s.kind == "executable"]
    assert len(names) >= 2
    verdicts = [_verdict(names[0], "passed"), _verdict(names[1], "skipped", "lacks the capability")]
    matrix = build_matrix(_entries(), verdicts, target="reference", sections=["649a.11(c)(3)"])
    rows = {r.citation: r for r in matrix.rows}
    assert rows["649a.11(c)(3)(i)"].status == "partial"
    assert "did not run" in rows["649a.11(c)(3)(i)"].reason
    assert rows["649a.11(c)(3)"].status != "passed"


def test_a_check_of_the_rules_submission_alone_is_never_passed_for_the_system(
    defect_run: tuple[subprocess.CompletedProcess[str], Path],
) -> None:
    _, report = defect_run
    verdicts = json.loads((report / "verdicts.json").read_text())
    checked = {v["citation"] for v in verdicts if v["status"] == "checked-in-submission"}
    assert checked == {"649a.9(a)(1)"}
    # 649a.9(a)(1) also plays rounds at a table under the submission (issue 21, item 3): the
    # citation is passed by that scenario and by the refused submission, which is sent to the
    # system too (issue 33, item 2: the system answered 422); the accepted one stays a check of
    # the submission
    played = [v["status"] for v in verdicts
              if v["citation"] == "649a.9(a)(1)" and v["status"] != "checked-in-submission"]
    assert played == ["passed", "passed"]
    matrix = json.loads((report / "matrix.json").read_text())
    row = next(r for r in matrix["citations"] if r["citation"] == "649a.9(a)(1)")
    assert row["status"] == "passed"
    coverage = tablecert("coverage", "--json", "--section", "551.6", "--section", "643a.9")
    statuses = {c["citation"]: c["status"] for c in json.loads(coverage.stdout)["citations"]}
    # its refused Rules Submission is sent to the system too (issue 33, item 2): automated
    assert statuses["551.6(f)"] == "automated"
    assert statuses["643a.9(a)(1)"] == "automated"


# ---------------------------------------------------------------- 4. nothing lost
@pytest.mark.parametrize("case", ["dot", "docs", "parent", "root", "file", "readonly"])
def test_a_report_folder_that_is_not_a_report_is_refused_before_anything_runs(tmp_path: Path,
                                                                               case: str) -> None:
    project = tmp_path / "project"
    (project / "docs").mkdir(parents=True)
    (project / "docs" / "guide.md").write_text("mine")
    (project / "setup.py").write_text("mine")
    (project / "notes.txt").write_text("mine")
    folder = {"dot": ".", "docs": "docs", "parent": "..", "root": "/", "file": "notes.txt"}.get(case)
    if case == "readonly":
        if os.geteuid() == 0:  # root writes anywhere but into /proc
            folder = "/proc/tablecert-report"
        else:
            locked = project / "locked"
            locked.mkdir()
            locked.chmod(0o555)
            folder = "locked/out"
    before = sorted(str(p) for p in tmp_path.rglob("*"))
    proc = tablecert("run", "--target", "in-process", "--section", "649a.6(a)", "--report", str(folder),
                     cwd=project)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert f"--report {folder}" in proc.stderr
    assert sorted(str(p) for p in tmp_path.rglob("*")) == before
    assert (project / "docs" / "guide.md").read_text() == "mine"


def test_stats_report_refuses_a_folder_that_is_not_a_report(tmp_path: Path) -> None:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "guide.md").write_text("mine")
    proc = tablecert("stats", "--rounds", "50", "--target", "in-process", "--report", str(tmp_path / "docs"))
    assert proc.returncode == 2 and "--report" in proc.stderr and "not a tablecert report" in proc.stderr
    assert [p.name for p in (tmp_path / "docs").iterdir()] == ["guide.md"]


def test_a_report_is_replaced_whole_and_marked_complete_last(tmp_path: Path) -> None:
    report = tmp_path / "out"
    for _ in range(2):  # the second run replaces the first, recognised by its marker
        proc = tablecert("run", "--target", "in-process", "--section", "649a.6(a)", "--report", str(report))
        assert proc.returncode == 0, proc.stdout + proc.stderr
        assert is_complete(report)
        assert json.loads((report / MARKER).read_text())["complete"] is True
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]  # no staging, no lock left


def test_a_second_run_into_a_locked_folder_refuses(tmp_path: Path) -> None:
    holder = ReportFolder(tmp_path / "out")
    holder.lock()
    try:
        proc = tablecert("run", "--target", "in-process", "--section", "649a.6(a)",
                         "--report", str(tmp_path / "out"))
    finally:
        holder.release()
    assert proc.returncode == 2
    assert "another tablecert run is writing" in proc.stderr
    assert not (tmp_path / "out").exists()


def _start_and_wait(report: Path) -> subprocess.Popen[str]:
    """The whole suite over HTTP, returned once scenarios are running: the transcript of
    the report being built beside its folder holds 40 exchanges (of some thousands)."""
    proc = subprocess.Popen([sys.executable, "-m", "tablecert.cli", "run", "--target", "reference",
                             "--report", str(report)], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    transcript = report.with_name(report.name + ".partial") / "transcript.jsonl"
    deadline = time.monotonic() + 120
    while not transcript.exists() or transcript.read_bytes().count(b"\n") < 40:
        assert time.monotonic() < deadline and proc.poll() is None, "the run never started"
        time.sleep(0.05)
    assert proc.poll() is None
    return proc


@pytest.mark.exhaustive  # 7 s; test_bad_input.py's interrupted run stays in the fast tier
def test_sigterm_leaves_a_report_marked_incomplete_in_place_of_the_old_one(tmp_path: Path) -> None:
    report = tmp_path / "out"
    first = tablecert("run", "--target", "in-process", "--section", "649a.6(a)", "--report", str(report))
    assert first.returncode == 0 and is_complete(report)
    proc = _start_and_wait(report)
    proc.send_signal(signal.SIGTERM)
    out, err = proc.communicate(timeout=300)
    assert proc.returncode == 1, out + err
    assert "incomplete" in out
    assert not is_complete(report) and not (report / COMPLETE).exists()
    assert json.loads((report / MARKER).read_text())["complete"] is False
    assert json.loads((report / "matrix.json").read_text())["complete"] is False
    assert "INCOMPLETE RUN" in (report / "matrix.html").read_text()
    assert (report / "verdicts.json").exists()


@pytest.mark.exhaustive  # 7 s; test_bad_input.py's interrupted run stays in the fast tier
def test_a_run_killed_outright_is_never_taken_for_complete(tmp_path: Path) -> None:
    report = tmp_path / "out"
    proc = _start_and_wait(report)
    proc.kill()
    proc.communicate(timeout=60)
    staging = report.with_name("out.partial")
    assert (staging / MARKER).exists() and not is_complete(staging)
    assert not report.exists()
    # the next run takes the leftover as its own and clears it
    again = tablecert("run", "--target", "in-process", "--section", "649a.6(a)", "--report", str(report))
    assert again.returncode == 0, again.stdout + again.stderr
    assert is_complete(report) and not staging.exists()


# ---------------------------------------------------------------- 5. nothing injected
HOSTILE = ("\x1b[31mRED\x1b]0;pwned\x07 ```\n# heading\n```` | cell | "
           "</script><script>alert(1)</script> ]]> \x00 \udc80 <b>bold</b> end")


def _hostile_verdicts() -> list[dict[str, Any]]:
    entry = next(e for e in _entries() if e.citation.citation == "649a.11(c)(3)(i)" and not e.citation.later)
    name = next(s.name for s in entry.scenarios if s.kind == "executable")
    return [_verdict(name, "failed", HOSTILE, feature="features/x.feature", feature_name="649a.11 x"),
            _verdict(name + " again", "error", HOSTILE, feature="features/x.feature")]


def test_hostile_vendor_text_is_escaped_in_every_medium(tmp_path: Path) -> None:
    verdicts = _hostile_verdicts()
    summary = summarize(verdicts, target="http://vendor", complete=True)
    console = summary.render_console()
    assert "\x1b" not in console and "\x07" not in console and "\x00" not in console
    assert "\\x1b[31mRED" in console and "\\udc80" in console
    console.encode("utf-8")  # no lone surrogate left

    matrix = build_matrix(_entries(), verdicts, target="http://vendor", sections=["649a.11"], summary=summary)
    page = render_html(matrix)
    assert "<script>alert(1)" not in page and "</script><script>alert" not in page
    assert "&lt;/script&gt;" in page and "<b>bold</b>" not in page and "\x00" not in page
    page.encode("utf-8")

    markdown = render_markdown(matrix)
    markdown.encode("utf-8")
    assert "\x1b" not in markdown and "\x00" not in markdown
    # the message's own fences (three and four backticks) cannot close the block around it
    block = code_block(HOSTILE)
    fence = block.splitlines()[0]
    assert len(fence) == 5 and block.count("\n" + fence) == 1
    assert block in markdown
    assert markdown_inline("| cell | <b>") == "\\| cell \\| \\<b\\>"

    xml = render_junit(verdicts)
    root = ET.fromstring(xml)  # parses: no NUL, no surrogate, ]]> harmless
    failure = root.find(".//failure")
    assert failure is not None and "\\x00" in (failure.text or "") and "]]>" in (failure.text or "")

    count = write_allure(tmp_path / "allure", verdicts)
    assert count == 2
    for path in (tmp_path / "allure").glob("*-result.json"):
        result = json.loads(path.read_bytes().decode("utf-8"))
        assert "RED" in result["statusDetails"]["message"]


def test_a_vendor_s_hostile_error_message_is_an_error_and_escaped_end_to_end(tmp_path: Path) -> None:
    from fault_server import FaultServer

    from tablecert.reference_system.server import ReferenceServer

    report = tmp_path / "out"
    with ReferenceServer() as upstream, FaultServer(upstream.url, "hostile-message") as url:
        proc = subprocess.run([sys.executable, "-m", "tablecert.cli", "run", "--target", url, "--section",
                               "649a.11(c)(3)(i)", "--report", str(report)], cwd=ROOT, capture_output=True,
                              timeout=600, check=False)
    out = proc.stdout.decode("utf-8") + proc.stderr.decode("utf-8")
    assert proc.returncode == 1, out
    assert "\x1b" not in out and "\x07" not in out and "\x00" not in out
    verdicts = json.loads((report / "verdicts.json").read_text())
    assert verdicts and {v["status"] for v in verdicts} == {"error"}  # the run went on
    assert is_complete(report)
    ET.parse(report / "junit.xml")
    page = (report / "matrix.html").read_text()
    assert "<script>alert(1)" not in page
    for path in report.rglob("*"):
        if path.is_file() and path.suffix in (".json", ".md", ".html", ".xml", ".jsonl"):
            path.read_bytes().decode("utf-8")  # valid UTF-8 everywhere


def test_a_system_s_name_from_tablecert_stats_is_escaped_in_the_matrix() -> None:
    statistics = {"rounds_played": 10, "game": "three-card-poker", "rules_submission": "pa-649a-paytable-A",
                  "seed": 0, "system": HOSTILE, "family_wise_control": "Holm over 0 checks at alpha 0.05",
                  "target": "reference", "defect": None, "rounds_requested": 10, "alpha": 0.05,
                  "verdicts": []}
    matrix = build_matrix(_entries(), [], target="reference", sections=["649a.5"], statistics=statistics)
    markdown = render_markdown(matrix)
    line = next(line for line in markdown.splitlines() if "system-shuffled rounds" in line)
    assert "\x1b" not in line and "\\`\\`\\`" in line and "\\<b\\>" in line and "\\|" in line
    assert "```" not in markdown.split("## Statistical conformance")[1].replace("\\`", "")
    page = render_html(matrix)
    assert "<b>bold</b>" not in page and "<script>alert(1)" not in page
