"""Bad input from a lab engineer: a clear error naming the file, line or field, exit code 2,
and nothing half-written in the report folder. An interrupted run leaves a report that says
it is incomplete and counts nothing unfinished as passed."""

from __future__ import annotations

import json
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tablecert.cli", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=300, check=False)


def _spoil(features: Path, name: str, text: str) -> None:
    (features / name).write_text(text, encoding="utf-8")


def test_bad_inputs_are_refused_naming_the_place(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    from argparse import Namespace

    from tablecert.commands import run as run_command
    from tablecert.files import InputError

    features = tmp_path / "features"
    shutil.copytree(ROOT / "features", features)
    monkeypatch.setenv("TABLECERT_FEATURES", str(features))

    def preflight() -> str:
        args = Namespace(section=[], target="in-process", insecure=False, timeout=10.0)
        with pytest.raises(InputError) as info:
            run_command.check_inputs(args)
        return str(info.value)

    original = (features / "649a.13-irregularities.feature").read_text()
    cases = {
        "Feature: x\n  Scenario: 649a.2(a) one\n    Given x\nFeature: two\n": r"bad\.feature:4:1: malformed",
        "Feature: x\n\n  Scenario: Dealer holds jack high\n    Given x\n":
            r"bad\.feature:3: scenario 'Dealer holds",
        "Feature: x\n\n  Scenario: 649a.2(a) juggling\n    Given seat 1 juggles chips\n":
            r"bad\.feature:4: no step definition matches Given 'seat 1 juggles chips'",
        "Feature: x\n\n  Scenario: 649a.2(a) a missing submission\n"
        "    Given a Three Card Poker table under Rules Submission \"pa-nowhere\"\n":
            r"bad\.feature:4: no Rules Submission 'pa-nowhere'",
        original.replace("Feature:", "Feature: copy of", 1): r"used again \(first at",
    }
    import re

    for text, expected in cases.items():
        _spoil(features, "bad.feature", text)
        message = preflight()
        assert re.search(expected, message), message
    (features / "bad.feature").unlink()
    rules = tmp_path / "broken.yaml"
    rules.write_text("rules_submission: broken\ngame: three-card-poker\ntable:\n  seats: 9\n")
    _spoil(features, "bad.feature", "Feature: x\n\n  Scenario: 649a.2(a) an invalid submission\n"
           f"    Given a Three Card Poker table under Rules Submission \"{rules}\"\n")
    assert re.search(r"bad\.feature:4: .*broken\.yaml:4: table\.seats: 9 seats", preflight(), re.S)


def test_an_unknown_section_and_an_unreachable_target_exit_2_without_a_report(tmp_path: Path) -> None:
    for args, expected in ((["--section", "649a.99"], "--section 649a.99"),
                           (["--target", "http://127.0.0.1:9"], "cannot reach the system"),
                           (["--target", "localhost:8080"], "not a URL")):
        report = tmp_path / "out"
        proc = _run("run", *args, "--report", str(report))
        assert proc.returncode == 2, proc.stdout + proc.stderr
        assert expected in proc.stderr
        assert not report.exists() and not (tmp_path / "out.partial").exists()


def test_an_interrupted_run_says_so_and_passes_nothing_unfinished(tmp_path: Path) -> None:
    report = tmp_path / "out"
    proc = subprocess.Popen([sys.executable, "-m", "tablecert.cli", "run", "--target", "reference",
                             "--report", str(report)], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    assert proc.stdout is not None
    deadline = time.monotonic() + 120
    # wait until scenarios are running: the transcript of the report being built beside its
    # folder fills up (the console draws nothing into a pipe)
    transcript = tmp_path / "out.partial" / "transcript.jsonl"
    while time.monotonic() < deadline and proc.poll() is None and (
            not transcript.exists() or transcript.read_bytes().count(b"\n") < 40):
        time.sleep(0.05)
    proc.send_signal(signal.SIGINT)
    out, _ = proc.communicate(timeout=120)
    assert proc.returncode == 1, out[-2000:]
    assert "incomplete" in out
    matrix = json.loads((report / "matrix.json").read_text())
    assert matrix["complete"] is False
    assert "INCOMPLETE RUN" in (report / "matrix.md").read_text()
    verdicts = json.loads((report / "verdicts.json").read_text())
    assert 0 < len(verdicts) < 837
    assert all(v["status"] != "passed" or v["message"] == "" for v in verdicts)
