"""Issue #31 item 9: a signal never lands inside pytest's own work. The first SIGTERM, SIGHUP
or Ctrl-C asks pytest to stop after the scenario that is running (so formatting a failure is
never cut: no INTERNALERROR, and the console says "interrupted"); a second stops it at once;
a KeyboardInterrupt Python can only ignore (in a finalizer) prints no traceback."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

from tablecert.commands.interrupts import SessionHolder, signals_interrupt

ROOT = Path(__file__).resolve().parent.parent


def test_the_first_signal_asks_pytest_to_stop_and_the_second_stops_at_once() -> None:
    holder = SessionHolder()
    holder.session = SimpleNamespace(shouldstop=False)
    with signals_interrupt(holder) as seen:
        os.kill(os.getpid(), signal.SIGTERM)
        time.sleep(0.05)  # the handler runs between bytecodes: it has run by now, and returned
        assert holder.session.shouldstop == "signal SIGTERM"
        with pytest.raises(KeyboardInterrupt, match="signal SIGINT"):
            os.kill(os.getpid(), signal.SIGINT)
            time.sleep(1)
    assert seen == [signal.SIGTERM, signal.SIGINT]


def test_a_keyboard_interrupt_python_must_ignore_is_not_printed(capsys: pytest.CaptureFixture[str]) -> None:
    with signals_interrupt(SessionHolder()):
        sys.unraisablehook(SimpleNamespace(exc_type=KeyboardInterrupt, exc_value=KeyboardInterrupt(),
                                           exc_traceback=None, err_msg="Exception ignored in", object=None))
    assert capsys.readouterr().err == ""


def _interrupted_run(tmp_path: Path, sig: signal.Signals, times: int) -> tuple[int, str, Path]:
    report = tmp_path / "out"
    proc = subprocess.Popen([sys.executable, "-m", "tablecert.cli", "run", "--section", "649a.11", "--defect",
                             "tie-goes-to-dealer", "--report", str(report)], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    transcript = tmp_path / "out.partial" / "transcript.jsonl"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and proc.poll() is None and (
            not transcript.exists() or transcript.read_bytes().count(b"\n") < 40):
        time.sleep(0.05)
    for _ in range(times):
        proc.send_signal(sig)
        time.sleep(0.05)
    out, _ = proc.communicate(timeout=180)
    return proc.returncode, out, report


@pytest.mark.parametrize("sig, times", [(signal.SIGTERM, 1), (signal.SIGINT, 2)])
def test_an_interrupted_run_with_failures_says_interrupted_and_nothing_else(
        tmp_path: Path, sig: signal.Signals, times: int) -> None:
    code, out, report = _interrupted_run(tmp_path, sig, times)
    assert code == 1, out[-2000:]
    assert "tablecert run: interrupted; the report in" in out
    for noise in ("INTERNALERROR", "an internal error", "Traceback", "Exception ignored"):
        assert noise not in out, out[-3000:]
    assert json.loads((report / "matrix.json").read_text(encoding="utf-8"))["complete"] is False
