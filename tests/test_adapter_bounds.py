"""An adapter call has the bounds of an HTTP request (adapters/bounds.py, docs/adapters.md
"Bounds"): a deadline per call, bounded answers and messages, and nothing it raises (a
``SystemExit`` included) ends the run silently or passes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_adapters import ONE_ROUND, _verdicts, tablecert

from tablecert.adapters.contract import SystemFault
from tablecert.adapters.plugins import load_adapter
from tablecert.errors import InputError
from tablecert.files import resolve_any_rules


def test_a_call_that_never_returns_is_an_error_within_the_deadline(tmp_path: Path) -> None:
    spec = "broken_adapters:sleeps_in_play"
    report = tmp_path / "out"
    proc = tablecert("run", "--adapter", spec, "--deadline", "1", "--scenario", ONE_ROUND,
                     "--report", str(report), timeout=120)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    [verdict] = _verdicts(report)
    assert verdict["status"] == "error"
    assert f"adapter {spec}: play: no answer within 1 s" in verdict["message"]
    assert json.loads((report / "matrix.json").read_text())["complete"] is True
    assert "1 error" in proc.stdout


def test_a_blocked_table_is_broken_for_the_rest_of_it_and_the_system_goes_on() -> None:
    system = load_adapter("broken_adapters:sleeps_in_play", deadline=0.2)
    rules = resolve_any_rules("pa-649a-minimal")
    table = system.open_table(rules)  # type: ignore[arg-type]
    with pytest.raises(SystemFault, match=r"play: no answer within 0\.2 s"):
        table.play(None)  # type: ignore[arg-type]
    with pytest.raises(SystemFault, match=r"play: not called: an earlier call \(play\) did not return"):
        table.play(None)  # type: ignore[arg-type]
    table.close()  # left as it is: no call, no wait
    assert system.open_table(rules).rules is rules  # type: ignore[arg-type]  # a new worker serves


@pytest.mark.parametrize("spec", ["broken_adapters:exits_in_factory", "broken_adapters:exits_3_in_factory"])
def test_a_factory_raising_system_exit_is_exit_2_naming_the_adapter(spec: str, tmp_path: Path) -> None:
    with pytest.raises(InputError, match=f"--adapter {spec}: the factory raised SystemExit"):
        load_adapter(spec)
    proc = tablecert("run", "--adapter", spec, "--report", str(tmp_path / "out"))
    assert proc.returncode == 2 and f"--adapter {spec}: the factory raised SystemExit" in proc.stderr


def test_system_exit_inside_play_is_an_error_verdict(tmp_path: Path) -> None:
    spec = "broken_adapters:exits_in_play"
    proc = tablecert("run", "--adapter", spec, "--scenario", ONE_ROUND, "--report", str(tmp_path / "out"))
    assert proc.returncode == 1, proc.stdout + proc.stderr
    [verdict] = _verdicts(tmp_path / "out")
    assert verdict["status"] == "error" and f"adapter {spec}: play: raised SystemExit" in verdict["message"]


def test_a_huge_exception_message_is_cut_to_4000_characters() -> None:
    system = load_adapter("broken_adapters:huge_message_in_play")
    table = system.open_table(resolve_any_rules("pa-649a-minimal"))  # type: ignore[arg-type]
    with pytest.raises(SystemFault) as fault:
        table.play(None)  # type: ignore[arg-type]
    text = str(fault.value)
    assert len(text) < 4200 and text.endswith("(19996000 more characters)")
    assert fault.value.__cause__ is None and fault.value.__context__ is None


def test_an_answer_larger_than_any_answer_is_a_fault() -> None:
    from tablecert.adapters.bounds import oversized

    assert oversized(("x" * 20_000_000,)) == "its strings hold more than 16,000,000 characters"
    assert oversized([[0] * 10] * 30_000) == "it holds more than 200,000 values"


def test_the_replay_of_an_adapter_failure_pasted_into_a_shell_replays_it(tmp_path: Path) -> None:
    """The replay command names ``--adapter SPEC`` as given (console, matrix.md, matrix.json),
    and run by a shell it replays exactly that failure."""
    import os
    import subprocess
    import sys

    from clikit import ROOT, TIE

    spec = "broken_adapters:ties_go_to_the_dealer"
    proc = tablecert("run", "--adapter", spec, "--section", "649a.11(c)(3)(ii)(C)", "--report",
                     str(tmp_path / "out"))
    assert proc.returncode == 1, proc.stdout + proc.stderr
    replay = f'tablecert run --adapter {spec} --scenario "{TIE}"'
    assert f"replay: {replay}" in proc.stdout
    assert replay in (tmp_path / "out" / "matrix.md").read_text(encoding="utf-8")
    failures = json.loads((tmp_path / "out" / "matrix.json").read_text())["failures"]
    assert {f["replay"] for f in failures} == {replay}
    env = {**os.environ, "PATH": os.pathsep.join([str(Path(sys.executable).parent), os.environ["PATH"]]),
           "PYTHONPATH": os.pathsep.join([str(ROOT / "tests"), os.environ.get("PYTHONPATH", "")])}
    again = subprocess.run(f"{replay} --report {tmp_path / 'again'} --json --quiet", shell=True, cwd=ROOT,
                           env=env, capture_output=True, text=True, timeout=300, check=False)
    assert again.returncode == 1, again.stdout + again.stderr
    [verdict] = _verdicts(tmp_path / "again")
    assert verdict["scenario"] == TIE and verdict["status"] == "failed"


def test_os_exit_inside_play_is_an_error_verdict_not_a_silent_exit_0(tmp_path: Path) -> None:
    spec = "broken_adapters:os_exits_in_play"
    proc = tablecert("run", "--adapter", spec, "--scenario", ONE_ROUND, "--report", str(tmp_path / "out"))
    assert proc.returncode == 1, proc.stdout + proc.stderr
    [verdict] = _verdicts(tmp_path / "out")
    assert verdict["status"] == "error"
    assert f"adapter {spec}: play: raised ExitCalled: the adapter called os._exit(0)" in verdict["message"]
