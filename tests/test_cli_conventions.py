"""One convention for every command (#32): each ``--help`` ends with what its exit codes mean
(the same table README.md's "What tablecert promises" prints), a reader that stops reading
ends the command without a traceback, and a run leaves nothing in the working folder."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tablecert.commands.exit_codes import EXIT_CODES, help_epilog, markdown_rows
from tablecert.commands.parser import build_parser

ROOT = Path(__file__).resolve().parent.parent


def _commands() -> list[str]:
    sub = next(a for a in build_parser()._actions if a.dest == "command")
    return sorted(sub.choices)  # type: ignore[union-attr]


def test_every_command_has_its_exit_codes() -> None:
    assert sorted(c for row in EXIT_CODES for c in row.commands) == _commands()


@pytest.mark.parametrize("command", _commands())
def test_every_help_ends_with_the_exit_codes(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        build_parser().parse_args([command, "--help"])
    assert done.value.code == 0
    shown = capsys.readouterr().out
    assert shown.rstrip().endswith(help_epilog(command))
    assert "  2  bad input" in shown


def test_the_readme_table_is_the_commands_table() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    missing = [row for row in markdown_rows() if row not in text]
    assert not missing, f"README.md's exit-code table lacks {missing}"


def test_a_closed_pipe_ends_the_command_without_a_traceback() -> None:
    proc = subprocess.Popen([sys.executable, "-m", "tablecert.cli", "coverage", "--json"], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.read(10)
    proc.stdout.close()  # as `| head -c 10` does
    error = proc.stderr.read().decode()
    assert proc.wait(timeout=120) == 1
    assert "Traceback" not in error and "BrokenPipe" not in error, error


def test_a_run_leaves_nothing_in_the_working_folder(tmp_path: Path) -> None:
    """The random-round scenario runs hypothesis inside its step: no ``.hypothesis/`` is left."""
    here = tmp_path / "here"
    here.mkdir()
    proc = subprocess.run(
        [sys.executable, "-m", "tablecert.cli", "run", "--target", "in-process", "--quiet",
         "--scenario", "649a.11 Random Three Card Poker rounds conform to the oracle",
         "--report", str(tmp_path / "report")],
        cwd=here, capture_output=True, text=True, timeout=300, check=False,
        env={k: v for k, v in os.environ.items() if k != "HYPOTHESIS_STORAGE_DIRECTORY"})
    assert proc.returncode == 0, proc.stdout[-1500:] + proc.stderr[-1500:]
    assert list(here.iterdir()) == []


def _tablecert(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tablecert.cli", *args], cwd=cwd, capture_output=True,
                          text=True, timeout=300, check=False)


def test_validate_names_a_bundled_submission_and_prints_it_as_a_template(tmp_path: Path) -> None:
    named = _tablecert("validate", "pa-649a-paytable-B")
    assert named.returncode == 0, named.stderr
    assert "pa-649a-paytable-B: valid Rules Submission 'pa-649a-paytable-B' (three-card-poker" in named.stdout
    printed = _tablecert("validate", "pa-649a-paytable-B", "--print")
    assert printed.returncode == 0 and "valid Rules Submission" in printed.stderr
    mine = tmp_path / "mine.yaml"
    mine.write_text(printed.stdout.replace("pa-649a-paytable-B", "my-product"), encoding="utf-8")
    again = _tablecert("validate", str(mine))
    assert again.returncode == 0 and "'my-product'" in again.stdout, again.stderr


def test_an_unknown_scenario_is_refused_before_anything_is_written(tmp_path: Path) -> None:
    report = tmp_path / "report"
    near = "649a.11(c)(2) An ace, 2 and 3 dealt in any order form a straigth"
    proc = _tablecert("run", "--target", "in-process", "--scenario", near, "--report", str(report))
    assert proc.returncode == 2
    assert proc.stdout == ""  # no "report in ..." line before the refusal
    assert "has this name; did you mean '649a.11(c)(2) An ace, 2 and 3" in proc.stderr
    assert not report.exists()


def test_the_random_round_scenario_shows_its_reproducer_when_a_defect_ends_it_early(tmp_path: Path) -> None:
    """The count of rounds played is asserted after the discrepancy (#32): under a defect the
    failure is the differing round as a scenario to paste, not "only 37 of 60 rounds"."""
    report = tmp_path / "report"
    proc = _tablecert("run", "--target", "in-process", "--defect", "a23-not-a-straight", "--quiet",
                      "--scenario", "649a.11 Random Three Card Poker rounds conform to the oracle",
                      "--report", str(report))
    assert proc.returncode == 1, proc.stderr
    verdicts = json.loads((report / "verdicts.json").read_text(encoding="utf-8"))
    message = verdicts[0]["message"]
    assert "rounds were played" not in message
    assert "Scenario: " in message and "Then the round conforms to the oracle" in message
