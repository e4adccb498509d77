"""One convention for every command (#32): each ``--help`` ends with what its exit codes mean
(the same table README.md's "What tablecert promises" prints), a reader that stops reading
ends the command without a traceback, and a run leaves nothing in the working folder."""

from __future__ import annotations

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
