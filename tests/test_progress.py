"""One progress convention for every command (#32 item 3, :mod:`tablecert.progress`): a rich
bar on a terminal, nothing animated off it (no carriage return, no line an update), the count
never past the total, and ``--quiet`` printing only the summary and the errors."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tablecert.console import RunConsole
from tablecert.progress import Progress

ROOT = Path(__file__).resolve().parent.parent


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


class _Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_off_a_terminal_nothing_is_animated_and_a_heartbeat_line_at_most_every_interval() -> None:
    piped, clock = io.StringIO(), _Clock()
    with Progress("rounds", 2000, stream=piped, heartbeat=30, clock=clock) as shown:
        for n in range(1, 2001):
            clock.now = n * 0.1  # 200 s in all
            shown.update(n)
    text = piped.getvalue()
    assert "\r" not in text and "\x1b" not in text
    lines = text.splitlines()
    assert len(lines) == 6  # at 30, 60, ..., 180 s; none at the end (the summary says it)
    assert lines[0] == "  300 of 2,000 rounds, 30 s"


def test_the_count_never_exceeds_the_total() -> None:
    piped, clock = io.StringIO(), _Clock()
    shown = Progress("rounds", 300, stream=piped, heartbeat=1, clock=clock).start()
    for n in range(1, 1441):  # a fuzzer's shrinking replays past --rounds
        clock.now = n
        shown.update(n)
        assert shown.done <= 300
    shown.advance(50)
    assert shown.done == 300
    counts = [int(m.replace(",", "")) for m in re.findall(r"^ +([\d,]+) of 300", piped.getvalue(), re.M)]
    assert counts and max(counts) < 300


def test_on_a_terminal_a_rich_bar_is_drawn_and_taken_away() -> None:
    screen = _Terminal()
    with Progress("rounds", 10, stream=screen) as shown:
        assert shown.terminal
        for n in range(1, 11):
            shown.update(n)
    assert "rounds" in screen.getvalue() and "10/10" in screen.getvalue()


def test_quiet_writes_nothing_on_a_terminal_or_off_it() -> None:
    for stream in (io.StringIO(), _Terminal()):
        clock = _Clock()
        with Progress("rounds", 10, stream=stream, quiet=True, heartbeat=0, clock=clock) as shown:
            for n in range(1, 11):
                clock.now = n * 100
                shown.update(n)
        assert stream.getvalue() == ""


def test_the_run_console_uses_the_same_convention() -> None:
    screen = _Terminal()
    console = RunConsole(screen, enabled=False)  # --quiet
    console._start(5)
    console.stop()
    assert screen.getvalue() == "" and console.progress.unit == "scenarios"


def _tablecert(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "tablecert.cli", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=300, check=False)


def test_fuzz_piped_has_no_carriage_return_and_no_count_past_rounds() -> None:
    """Under a defect the search shrinks the failing round (1,879 rounds played in all for
    --rounds 300): nothing in the piped output counts rounds, let alone past 300."""
    proc = _tablecert("fuzz", "--rounds", "300", "--target", "in-process", "--defect", "a23-not-a-straight")
    assert proc.returncode == 1, proc.stderr[-2000:]
    assert "\r" not in proc.stdout + proc.stderr
    assert proc.stderr.splitlines()[0].startswith("tablecert fuzz: 300 three-card-poker rounds, seed 0")
    assert not re.search(r"^ +\d[\d,]* (of \d+ )?rounds", proc.stderr, re.M), proc.stderr


def _timeless(text: str) -> list[str]:
    """The lines, wall-clock figures (``2,000 rounds in 0.9 s (2,295 a second)``) blanked."""
    return [re.sub(r"[\d.,]+ s\b.*", "<time>", line) for line in text.splitlines()]


@pytest.mark.parametrize("command", [
    ["fuzz", "--rounds", "60", "--target", "in-process"],
    ["fuzz", "--game", "craps", "--rounds", "40", "--target", "in-process"],
    ["stats", "--rounds", "2000", "--target", "in-process"],
    ["stats", "--game", "craps", "--rounds", "300", "--target", "in-process"],
])
def test_quiet_prints_only_the_summary(command: list[str]) -> None:
    loud, quiet = _tablecert(*command), _tablecert(*command, "--quiet")
    assert loud.returncode == quiet.returncode, quiet.stderr
    assert "\r" not in loud.stdout + loud.stderr + quiet.stdout + quiet.stderr
    assert quiet.stderr == ""
    said = _timeless(quiet.stdout)
    assert said and set(said) < set(_timeless(loud.stdout + loud.stderr))
    assert "seed" in quiet.stdout  # the seed stays printed
    assert not any(line.startswith("tablecert fuzz:") or "rounds needed" in line or "for 80% power" in line
                   for line in said)


def test_run_piped_draws_nothing_animated(tmp_path: Path) -> None:
    proc = _tablecert("run", "--target", "in-process", "--section", "649a.11(c)(2)", "--report",
                      str(tmp_path / "out"))
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "\r" not in proc.stdout + proc.stderr and "\x1b[" not in proc.stdout + proc.stderr
    quiet = _tablecert("run", "--target", "in-process", "--section", "649a.11(c)(2)", "--report",
                       str(tmp_path / "out"), "--quiet")
    assert quiet.returncode == 0 and quiet.stderr == "", quiet.stderr[-2000:]
