"""The verdicts file (:mod:`tablecert.steps.plugin`, ``--results-json``): one verdict per
scenario, written when the session ends."""

from __future__ import annotations

from typing import Any

import pytest

from tablecert.reports.escape import json_safe, scrub

__all__ = ["VerdictRecorder"]


class VerdictRecorder:
    """Collects one verdict per scenario (on the xdist controller too) into a JSON file.

    Beside citation, status and message each verdict carries what the report writers need
    without pytest: the feature file and its name, the Rule, the description (a manual
    scenario's checklist text), an outline example's row and values, the steps with their
    outcomes, and the time taken. A scenario that passed without ever asking the system
    under test (it only ran the harness's Rules Submission validator on a file) is
    ``checked-in-submission``, never ``passed``: the system was not asked."""

    _CARRIED = ("feature", "feature_name", "rule", "description", "example", "example_index")

    def __init__(self, path: str) -> None:
        self.path = path
        self.verdicts: dict[str, dict[str, Any]] = {}
        # seconds per scenario, kept apart (``<verdicts>.timings.json``): the same run must
        # give byte-identical verdicts, and the evidence hashes them
        self.durations: dict[str, float] = {}

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        props = dict(report.user_properties)
        citation = props.get("citation")
        if citation is None:
            return
        entry = self.verdicts.setdefault(report.nodeid, {
            "nodeid": report.nodeid, "citation": citation, "scenario": props.get("scenario", ""),
            "status": "not run", "message": "",
            **{key: props.get(key) for key in self._CARRIED},
        })
        self.durations[report.nodeid] = round(self.durations.get(report.nodeid, 0.0) + report.duration, 6)
        steps = props.get("steps")
        if isinstance(steps, list):  # the plugin's own list (pytest_bdd_before_scenario)
            entry["steps"] = [s if isinstance(s, dict) else {"step": s, "status": "skipped"} for s in steps]
        if report.passed and report.when == "call" and entry["status"] == "not run":
            # only a call that ran to its end is a pass, and only one that asked the system
            # is a pass of the system
            entry["status"] = "passed" if props.get("system_asked", True) else "checked-in-submission"
        elif report.skipped:
            reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
            reason = reason.removeprefix("Skipped: ")
            entry["status"] = ("manual" if reason.startswith("manual check") else
                               "not-applicable" if reason.startswith("not applicable") else "skipped")
            entry["message"] = scrub(reason)
        elif report.failed:
            entry["status"] = props.get("verdict", "error")
            entry["message"] = props.get("message") or scrub(str(report.longrepr)[:4000])
            if "discrepancy_citations" in props:
                entry["discrepancy_citations"] = props["discrepancy_citations"]
            if "comparison" in props:  # what the comparison found beside a failed step
                entry["comparison"] = props["comparison"]
            if props.get("failed_checks"):
                entry["failed_checks"] = props["failed_checks"]

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        import json
        from pathlib import Path

        # an interrupted run leaves scenarios that started but never finished: not passed
        for entry in self.verdicts.values():
            if entry["status"] == "not run":
                entry["message"] = entry["message"] or "the run stopped before this scenario finished"
        verdicts = json_safe(sorted(self.verdicts.values(), key=lambda v: v["nodeid"]))
        Path(self.path).write_text(json.dumps(verdicts, indent=1), encoding="utf-8")
        Path(self.path).with_suffix(".timings.json").write_text(
            json.dumps(json_safe(dict(sorted(self.durations.items()))), indent=0), encoding="utf-8")
