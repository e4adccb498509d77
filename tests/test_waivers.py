"""Waivers (``tablecert run --waivers FILE``): a waived failure reads "waived" with its reason
and reference everywhere and never as passed; an expired waiver no longer applies; a waiver
that matches no scenario, and a malformed waiver file, are refused before anything runs."""

from __future__ import annotations

import hashlib
import json
from datetime import date
from pathlib import Path

import pytest
from clikit import DEFECT, FORFEIT, SECTION, TIE, run_tablecert

from tablecert.errors import InputError
from tablecert.reports.waivers import MAX_BYTES, apply_waivers, load_waivers

SUITE = [(TIE, "649a.11(c)(3)(ii)(C)"), (FORFEIT, "649a.11(c)"), ("649a.12(a) Something", "649a.12(a)")]



def _file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "waivers.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def _refused(tmp_path: Path, text: str) -> str:
    with pytest.raises(InputError) as caught:
        load_waivers(_file(tmp_path, text), SUITE)
    return str(caught.value)


GOOD = f"""\
- scenario: "{TIE}"
  reason: fix ships in build 4.2
  reference: PGCB approval 2026-0117
  expires: 2999-01-31
"""


def test_a_valid_file_is_read_with_its_lines_and_sha256(tmp_path: Path) -> None:
    second = "- citation: 649a.12\n  reason: r\n  reference: 0117\n  expires: '2000-01-01'\n"
    path = _file(tmp_path, GOOD + second)
    waivers = load_waivers(path, SUITE)
    assert [w.source for w in waivers.waivers] == [f"{path}:1", f"{path}:5"]
    assert waivers.waivers[1].reference == "0117"  # the approval number as written, not the int 117
    assert waivers.waivers[1].expires == date(2000, 1, 1)
    assert waivers.sha256 == hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.mark.parametrize(("text", "expected"), [
    ("- scenario: 'unclosed\n", ":2: not valid YAML"),
    ("scenario: x\n", ":1: not a list"),
    ("", ":1: empty"),
    (GOOD.replace("  reason: fix ships in build 4.2\n", ""), ":1: reason: missing"),
    (GOOD.replace("expires: 2999-01-31", "expires: soon"), ":4: expires: 'soon' is not a date"),
    (GOOD.replace("expires: 2999-01-31", "expires: 2999-01-31 10:00:00"),
     ":4: expires: a date without a time"),
    (GOOD + "  owner: me\n", ":5: owner: unknown field"),
    (GOOD + "  reason: again\n", ":5: reason: given twice"),
    (GOOD.replace("- scenario:", "- citation: 649a.11\n  scenario:"),
     ":1: scenario/citation: give exactly one"),
    (GOOD.replace("reference: PGCB approval 2026-0117", "reference: ''"), ":3: reference: must be non-empty"),
    (GOOD.replace("fix ships in build 4.2", "[a, [b]]"), ":2: nested too deep"),
    (GOOD.replace("fix ships in build 4.2", '"fix \\e[2J ships"'), ":2: reason: control characters"),
    ("- &a {scenario: x}\n- *a\n", ":1: anchor &a"),
    (GOOD.replace("reason: fix", "reason: !!python/object fix"), ":2: tag"),
    (GOOD.replace(TIE, "649a.11(c)(2) A scenario renamed since"), ":1: scenario: '649a.11(c)(2) A "
     "scenario renamed since' matches no scenario of the suite"),
    (GOOD.replace(f'scenario: "{TIE}"', "citation: 649a.3"),
     ":1: citation: '649a.3' matches no scenario"),
])
def test_a_malformed_or_stale_waiver_file_is_refused_naming_file_line_and_field(
        tmp_path: Path, text: str, expected: str) -> None:
    message = _refused(tmp_path, text)
    assert f"{tmp_path / 'waivers.yaml'}{expected}" in message, message


def test_aliases_are_refused_and_the_size_is_bounded(tmp_path: Path) -> None:
    laughs = "- {scenario: &a x, reason: *a, reference: r, expires: 2999-01-01}\n"
    assert "anchor &a" in _refused(tmp_path, laughs)
    assert "alias *a" in _refused(tmp_path, "- {scenario: x, reason: *a}\n")
    assert "larger than" in _refused(tmp_path, GOOD + "#" * MAX_BYTES)
    assert "nested too deep" in _refused(tmp_path, "[" * 100_000)
    (tmp_path / "waivers.yaml").write_bytes(b"- reason: \xff\n")
    with pytest.raises(InputError, match=r"waivers.yaml:1: not UTF-8"):
        load_waivers(tmp_path / "waivers.yaml", SUITE)


def test_an_expired_waiver_no_longer_applies(tmp_path: Path) -> None:
    waivers = load_waivers(_file(tmp_path, GOOD.replace("2999-01-31", "2026-06-30")), SUITE)
    verdicts = [{"nodeid": "s::t", "scenario": TIE, "citation": "649a.11(c)(3)(ii)(C)", "status": "failed",
                 "message": "m"}]
    outcome = apply_waivers(verdicts, waivers, today=date(2026, 6, 30))  # the last day it holds
    assert verdicts[0]["status"] == "waived" and outcome.waived
    verdicts[0]["status"] = "failed"
    outcome = apply_waivers(verdicts, waivers, today=date(2026, 7, 1))
    assert verdicts[0]["status"] == "failed" and not outcome.waived
    assert verdicts[0]["waiver_expired"][0]["expires"] == "2026-06-30"
    assert "waiver expired 2026-06-30" in "\n".join(outcome.console_lines())
    verdicts[0]["status"] = "passed"
    outcome = apply_waivers(verdicts, waivers, today=date(2026, 6, 1))
    assert "matched no failure in this run" in "\n".join(outcome.console_lines())
    assert not apply_waivers([], waivers).unused  # its scenario did not run: nothing to say


def test_a_waived_failure_is_reported_as_waived_never_passed(tmp_path: Path) -> None:
    """One run: the tie failure waived, the forfeit failure under an expired citation waiver
    stays failed (exit 1); then every failure waived (exit 0)."""
    waivers = _file(tmp_path, GOOD + "- citation: '649a.11(c)'\n  reason: old\n  reference: TC-88\n"
                    "  expires: 2001-01-01\n")
    report = tmp_path / "out"
    run = run_tablecert("run", "--target", "in-process", "--section", SECTION, "--defect", DEFECT,
                        "--report", str(report), "--waivers", str(waivers))
    assert run.returncode == 1, run.stdout + run.stderr
    verdicts = {v["scenario"]: v for v in json.loads((report / "verdicts.json").read_text())}
    assert verdicts[TIE]["status"] == "waived" and verdicts[TIE]["waived_status"] == "failed"
    assert verdicts[TIE]["waiver"]["reference"] == "PGCB approval 2026-0117"
    assert verdicts[FORFEIT]["status"] == "failed" and verdicts[FORFEIT]["waiver_expired"]
    assert "waived (failed): " + TIE in run.stdout and "fix ships in build 4.2" in run.stdout
    assert f"waiver expired 2001-01-01 ({waivers}:5, TC-88): {FORFEIT} stays failed" in run.stdout

    matrix = json.loads((report / "matrix.json").read_text())
    passed = sum(v["status"] == "passed" for v in verdicts.values())
    assert matrix["scenario_counts"]["waived"] == 1 and matrix["scenario_counts"]["passed"] == passed
    row = next(r for r in matrix["citations"] if r["citation"] == "649a.11(c)(3)(ii)(C)")
    assert row["status"] == "waived"
    assert row["scenarios"][0]["waiver"]["reason"] == "fix ships in build 4.2"
    markdown = (report / "matrix.md").read_text()
    assert f"### waived: {TIE}" in markdown and "reference PGCB approval 2026-0117" in markdown
    page = (report / "matrix.html").read_text()
    assert 'data-status="waived"' in page and "PGCB approval 2026-0117" in page
    evidence = json.loads((report / "evidence.json").read_text())
    assert evidence["options"]["waivers"]["sha256"] == hashlib.sha256(waivers.read_bytes()).hexdigest()

    waivers.write_text(GOOD, encoding="utf-8")
    again = run_tablecert("run", "--target", "in-process", "--section", "649a.11(c)(3)(ii)(C)", "--defect",
                          DEFECT, "--report", str(report), "--waivers", str(waivers))
    assert again.returncode == 0, again.stdout + again.stderr  # every failure waived
    assert [v["status"] for v in json.loads((report / "verdicts.json").read_text())] == ["waived"]


def test_an_unmatched_waiver_stops_the_run_before_anything_is_written(tmp_path: Path) -> None:
    waivers = _file(tmp_path, GOOD.replace(TIE, "649a.11(c)(2) No such scenario"))
    report = tmp_path / "out"
    run = run_tablecert("run", "--target", "in-process", "--section", "649a.11(c)(2)", "--report",
                        str(report), "--waivers", str(waivers))
    assert run.returncode == 2
    assert f"{waivers}:1: scenario: '649a.11(c)(2) No such scenario' matches no scenario" in run.stderr
    assert not report.exists() and not (tmp_path / "out.partial").exists()
