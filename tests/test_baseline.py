"""Baselines (``tablecert run --baseline DIR``): each scenario example compared with an
earlier report's verdict; ``--fail-on new`` goes red on a new failure and stays green on a
still-failing one; a folder that is not a tablecert report is refused (exit 2)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from clikit import DEFECT, FORFEIT, SECTION, TIE, run_tablecert

from tablecert.errors import InputError
from tablecert.reports.baseline import (
    Baseline,
    compare,
    console_lines,
    load_baseline,
    regressions,
    render_markdown,
    scenario_key,
)


def _v(scenario: str, status: str, example: str = "", citation: str = "649a.12(b)") -> dict[str, Any]:
    nodeid = f"tablecert/suite.py::test_x{f'[{example}]' if example else ''}"
    return {"nodeid": nodeid, "scenario": scenario, "citation": citation, "status": status, "message": ""}


def test_each_example_is_compared_on_its_own() -> None:
    outline = "649a.12(b) Paytable <paytable>: an Ante Bonus of <odds> for a <hand>"
    before = Baseline("old", "0" * 64, (
        _v(outline, "passed", "A-Straight"), _v(outline, "failed", "B-Straight"),
        _v(outline, "failed", "A-Flush"), _v(outline, "failed", "B-Flush"),
        _v("649a.12(a) Gone", "passed"), _v("649a.13 Elsewhere", "failed", citation="649a.13")))
    now = [_v(outline, "failed", "A-Straight"), _v(outline, "failed", "B-Straight"),
           _v(outline, "passed", "A-Flush"), _v(outline, "skipped", "B-Flush"),
           _v("649a.12(a) New", "waived")]
    comparison = compare(before, now, sections=["649a.12"])
    keys = {name: [e["key"] for e in comparison[name]] for name in comparison["counts"]}
    assert keys["new_failures"] == [f"{outline} [A-Straight]", "649a.12(a) New"]
    assert keys["still_failing"] == [f"{outline} [B-Straight]"]
    assert keys["fixed"] == [f"{outline} [A-Flush]"]
    assert keys["no_longer_judged"] == [f"{outline} [B-Flush]"]  # skipped is never "fixed"
    assert keys["new_scenarios"] == ["649a.12(a) New"]
    assert keys["removed_scenarios"] == ["649a.12(a) Gone"]  # 649a.13 was not selected this time
    assert [e["key"] for e in regressions(comparison)] == [f"{outline} [A-Straight]"]  # the waived one is not
    assert scenario_key(_v("s", "passed")) == "s"
    hostile = compare(Baseline("old", "0" * 64, (_v("649a.12(a) \x1b[2J", "passed"),)), [])
    assert "\x1b" not in "\n".join(console_lines(hostile) + render_markdown(hostile))


def test_a_folder_that_is_not_a_report_is_refused(tmp_path: Path) -> None:
    with pytest.raises(InputError, match=r"no verdicts\.json; not a report folder"):
        load_baseline(tmp_path)
    (tmp_path / "verdicts.json").write_text('[{"scenario": "x"}', encoding="utf-8")
    with pytest.raises(InputError, match=r"verdicts.json:1: not JSON"):
        load_baseline(tmp_path)
    (tmp_path / "verdicts.json").write_text('[{"scenario": "x", "nodeid": "n"}]', encoding="utf-8")
    with pytest.raises(InputError, match="verdict 1: status: missing"):
        load_baseline(tmp_path)
    (tmp_path / "verdicts.json").write_text("[" * 100_000, encoding="utf-8")
    with pytest.raises(InputError, match=r"verdicts\.json"):
        load_baseline(tmp_path)
    run = run_tablecert("run", "--target", "in-process", "--section", "649a.11(c)(2)", "--report",
               str(tmp_path / "out"), "--baseline", str(tmp_path / "missing"))
    assert run.returncode == 2 and "--baseline" in run.stderr and not (tmp_path / "out").exists()
    run = run_tablecert("run", "--target", "in-process", "--section", "649a.11(c)(2)", "--fail-on", "new")
    assert run.returncode == 2 and "--fail-on new: needs --baseline" in run.stderr


@pytest.mark.exhaustive
def test_fail_on_new_is_red_on_a_new_failure_and_green_on_a_still_failing_one(tmp_path: Path) -> None:
    """The defect breaks two scenarios of 649a.11(c). Against a baseline where only the tie
    failed: the forfeit is a new failure (exit 1 under --fail-on new). Against the
    run itself: both still fail (exit 0 under --fail-on new, 1 under --fail-on any)."""
    first = tmp_path / "first"
    args = ("run", "--target", "in-process", "--section", SECTION, "--defect", DEFECT)
    assert run_tablecert(*args, "--report", str(first)).returncode == 1
    verdicts = json.loads((first / "verdicts.json").read_text())
    assert {v["scenario"] for v in verdicts if v["status"] == "failed"} == {TIE, FORFEIT}
    older = tmp_path / "older"
    older.mkdir()
    for v in verdicts:
        if v["scenario"] == FORFEIT:
            v["status"] = "passed"
    (older / "verdicts.json").write_text(json.dumps(verdicts), encoding="utf-8")

    run = run_tablecert(*args, "--report", str(tmp_path / "a"), "--baseline", str(older), "--fail-on", "new")
    assert run.returncode == 1, run.stdout + run.stderr
    assert f"new failure: {FORFEIT} (passed -> failed)" in run.stdout
    assert f"still failing: {TIE} (failed -> failed)" in run.stdout
    saved = json.loads((tmp_path / "a" / "baseline.json").read_text())
    assert saved["counts"]["new_failures"] == 1 and saved["counts"]["still_failing"] == 1
    matrix = json.loads((tmp_path / "a" / "matrix.json").read_text())
    assert matrix["baseline"]["counts"] == saved["counts"]
    assert 'id="baseline"' in (tmp_path / "a" / "matrix.html").read_text()
    assert "## Compared with the baseline" in (tmp_path / "a" / "matrix.md").read_text()
    assert run_tablecert("report", str(tmp_path / "a")).returncode == 0  # rendered again: still there
    assert json.loads((tmp_path / "a" / "matrix.json").read_text())["baseline"]["counts"] == saved["counts"]

    # the CI pattern: the report folder is its own baseline, read before it is replaced
    run = run_tablecert(*args, "--report", str(first), "--baseline", str(first), "--fail-on", "new")
    assert run.returncode == 0, run.stdout + run.stderr
    assert "0 new failures" in run.stdout and "2 still failing" in run.stdout
    any_failure = run_tablecert(*args, "--report", str(first), "--baseline", str(first))  # --fail-on any
    assert any_failure.returncode == 1
