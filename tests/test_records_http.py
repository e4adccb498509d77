"""The table-records chapters run against the bundled reference table system over real HTTP,
and one of their catalogued defects is caught there too."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_cli import tablecert

from tablecert.oracle.citations import matches

SECTIONS = ("523", "525", "535", "541.3(c)", "553", "551.16(k)", "555.14(g)", "557.13(g)", "561.14(n)",
            "563.13(g)", "567.11(e)")


@pytest.mark.exhaustive  # 7 s; the main job runs the records chapters over HTTP
def test_the_records_chapters_pass_against_the_reference_system_over_http(tmp_path: Path) -> None:
    report = tmp_path / "out"
    args = [a for s in SECTIONS for a in ("--section", s)]
    proc = tablecert("run", *args, "--report", str(report))
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    verdicts = json.loads((report / "verdicts.json").read_text(encoding="utf-8"))
    statuses = {v["status"] for v in verdicts}
    assert statuses == {"passed", "manual"}, statuses
    assert sum(v["status"] == "passed" for v in verdicts) >= 80
    assert all(any(matches(v["citation"], s) for s in SECTIONS) for v in verdicts)
    transcript = (report / "transcript.jsonl").read_text(encoding="utf-8")
    assert "scripted-rounds" in transcript and "dice collected" in transcript


@pytest.mark.exhaustive
def test_a_records_defect_is_caught_over_http() -> None:
    proc = tablecert("selftest", "--defect", "duplicate-slip-in-removed-drop-box", "--json")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    [result] = json.loads(proc.stdout)["defects"]
    assert result["caught"] and result["errors"] == 0
    assert all(c["citation"].startswith("525.13(d)") for c in result["catches"])
