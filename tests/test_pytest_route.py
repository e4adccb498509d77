"""The pytest route: a developer who knows pytest-bdd runs the suite with plain pytest
(``pytest tests/test_features.py --target reference -k ...``) and gets the verdicts
``tablecert run`` gives for the same scenarios."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _verdicts(path: Path) -> dict[str, tuple[str, str]]:
    """Each example's verdict by its scenario's name and example (its test id's ``[...]``):
    the test function's name is pytest-bdd's and takes a suffix (``_1``) where two scenarios'
    names make the same identifier among the files bound, and ``tablecert run --section``
    binds only the files holding the section."""
    def key(v: dict[str, str]) -> str:
        nodeid = v["nodeid"]
        return v["scenario"] + (nodeid[nodeid.index("["):] if nodeid.endswith("]") else "")

    return {key(v): (v["citation"], v["status"]) for v in json.loads(path.read_text(encoding="utf-8"))}


@pytest.mark.exhaustive
def test_pytest_on_the_features_writes_the_verdicts_tablecert_run_writes(tmp_path: Path) -> None:
    common = ["--target", "reference", "--section", "649a.11", "--defect", "a23-not-a-straight"]
    results = str(tmp_path / "pytest.json")
    plain = subprocess.run([sys.executable, "-m", "pytest", "tests/test_features.py", "-q",
                            "-p", "no:cacheprovider", "--results-json", results, *common],
                           cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
    assert plain.returncode == 1, plain.stdout[-2000:]
    run = subprocess.run([sys.executable, "-m", "tablecert.cli", "run", "--report", str(tmp_path / "report"),
                          *common], cwd=tmp_path, capture_output=True, text=True, timeout=600, check=False)
    assert run.returncode == 1, run.stdout[-2000:] + run.stderr[-2000:]
    by_pytest, by_run = _verdicts(tmp_path / "pytest.json"), _verdicts(tmp_path / "report" / "verdicts.json")
    assert by_pytest == by_run
    statuses = [status for _, status in by_run.values()]
    assert "failed" in statuses and statuses.count("passed") > 20
