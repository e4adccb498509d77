"""Adapters for systems that do not speak HTTP (docs/adapters.md): the worked example over a
line-based TCP protocol passes its suite end to end through ``--adapter``, by entry point
name and by module:factory; a broken adapter is exit 2 or an error verdict naming it, never
a pass."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from tablecert.adapters.contract import SystemFault
from tablecert.adapters.plugins import adapter_names, load_adapter
from tablecert.errors import InputError
from tablecert.files import resolve_any_rules

ROOT = Path(__file__).resolve().parent.parent
ONE_ROUND = "649a.11(c)(3)(i) Dealer holds jack high: Ante paid, Play returned"


def _example_server() -> ModuleType:
    path = ROOT / "examples" / "line_table_server.py"
    spec = importlib.util.spec_from_file_location("line_table_server", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def line_table() -> Iterator[str]:
    with _example_server().LineTableServer() as server:
        yield server.address


def tablecert(*args: str, address: str = "", timeout: float = 300) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "TABLECERT_LINE_TABLE": address,
           "PYTHONPATH": os.pathsep.join([str(ROOT / "tests"), os.environ.get("PYTHONPATH", "")])}
    return subprocess.run([sys.executable, "-m", "tablecert.cli", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout, check=False)


def _verdicts(report: Path) -> list[dict[str, str]]:
    return json.loads((report / "verdicts.json").read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def test_the_example_is_registered_as_an_entry_point() -> None:
    assert "line-table" in adapter_names()


@pytest.mark.exhaustive  # 5 s; the whole chapter runs in this tier too
def test_the_example_adapter_passes_a_section_end_to_end(line_table: str, tmp_path: Path) -> None:
    report = tmp_path / "out"
    proc = tablecert("run", "--adapter", "line-table", "--section", "649a.11", "--report", str(report),
                     address=line_table)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    verdicts = _verdicts(report)
    statuses = {v["status"] for v in verdicts}
    assert statuses <= {"passed", "manual", "not-applicable", "skipped"}
    assert sum(v["status"] == "passed" for v in verdicts) >= 30
    assert json.loads((report / "evidence.json").read_text())["target"] == "adapter line-table"


@pytest.mark.exhaustive
def test_the_example_adapter_passes_the_whole_chapter(line_table: str, tmp_path: Path) -> None:
    proc = tablecert("run", "--adapter", "line-table", "--section", "649a", "--report", str(tmp_path / "out"),
                     address=line_table)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    # checked in the submission: the harness's own check of a Rules Submission file
    assert {v["status"] for v in _verdicts(tmp_path / "out")} <= {
        "passed", "checked-in-submission", "manual", "not-applicable", "skipped"}


def test_module_and_factory_name_it_too(line_table: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The documented module:factory form makes the same system; one round through it agrees
    with the oracle (the full run above goes through the entry point name)."""
    from tablecert.adapters.in_process import InProcessSystem
    from tablecert.oracle.cards import FULL_DECK
    from tablecert.oracle.judge import compare
    from tablecert.oracle.round import RoundScript, WagerPlacement
    from tablecert.oracle.wagers import Wager

    monkeypatch.setenv("TABLECERT_LINE_TABLE", line_table)
    system = load_adapter("tablecert.adapters.examples.line_table:factory")
    rules = resolve_any_rules("pa-649a-minimal")
    script = RoundScript((WagerPlacement(1, Wager.ANTE, 1000),), tuple(FULL_DECK), (), ())
    observed = system.open_table(rules).play(script)  # type: ignore[arg-type]
    assert compare(InProcessSystem().open_table(rules).play(script), observed) == []  # type: ignore[arg-type]
    assert system.name.endswith("(adapter tablecert.adapters.examples.line_table:factory)")
    system.close()


@pytest.mark.parametrize(("spec", "says"), [
    ("no_such_vendor_module:factory", "cannot import 'no_such_vendor_module'"),
    ("broken_adapters:no_such_factory", "has no 'no_such_factory'"),
    ("broken_adapters:not_callable", "is not callable"),
    ("broken_adapters:needs_argument", "callable with no argument"),
    ("broken_adapters:returns_wrong", "not a SystemUnderTest"),
    ("broken_adapters:raises_in_factory", "ConnectionRefusedError"),
    ("no-such-adapter", "line-table"),
])
def test_a_broken_adapter_is_refused_naming_it(spec: str, says: str) -> None:
    with pytest.raises(InputError) as refused:  # tests/ is on sys.path: broken_adapters imports
        load_adapter(spec)
    assert f"--adapter {spec}" in str(refused.value) and says in str(refused.value)


def test_run_refuses_a_broken_adapter_before_anything_runs(tmp_path: Path) -> None:
    proc = tablecert("run", "--adapter", "broken_adapters:needs_argument", "--report", str(tmp_path / "out"))
    assert proc.returncode == 2 and "--adapter broken_adapters:needs_argument" in proc.stderr
    assert not (tmp_path / "out").exists()
    proc = tablecert("run", "--adapter", "line-table", "--target", "http://127.0.0.1:9",
                     "--report", str(tmp_path / "out"))
    assert proc.returncode == 2 and "give no --target" in proc.stderr


def test_an_exception_in_a_method_is_an_error_naming_the_adapter(tmp_path: Path) -> None:
    """Even an AssertionError inside the adapter is its fault (error), not a failed verdict."""
    spec = "broken_adapters:asserts_in_play"
    proc = tablecert("run", "--adapter", spec, "--scenario", ONE_ROUND, "--report", str(tmp_path / "out"))
    assert proc.returncode == 1, proc.stdout + proc.stderr
    [verdict] = _verdicts(tmp_path / "out")
    assert verdict["status"] == "error" and f"adapter {spec}: play" in verdict["message"]


@pytest.mark.parametrize(("spec", "says"), [
    ("broken_adapters:raises_in_play", "raised RuntimeError: socket closed by peer"),
    ("broken_adapters:asserts_in_play", "raised AssertionError: unexpected frame"),
    ("broken_adapters:answers_nonsense", "returned dict, not an Observation"),
])
def test_the_guard_turns_whatever_the_adapter_does_wrong_into_a_system_fault(spec: str, says: str) -> None:
    system = load_adapter(spec)
    table = system.open_table(resolve_any_rules("pa-649a-minimal"))  # type: ignore[arg-type]
    with pytest.raises(SystemFault) as fault:
        table.play(None)  # type: ignore[arg-type]
    assert str(fault.value).startswith(f"adapter {spec}: play: {says}")
    with pytest.raises(SystemFault, match="does not implement it"):
        table.new_round()
