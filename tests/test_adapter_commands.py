"""Every command that drives a system drives an adapter the same way (#30 item 1):
``tablecert fuzz`` in every mode and ``tablecert stats`` take ``--adapter SPEC`` as ``run``
does, and the replay they print names the adapter and, pasted into a shell, replays it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_adapters import ROOT, _example_server, tablecert

DEFECTIVE = "broken_adapters:ties_go_to_the_dealer"
"""An adapter whose system breaks 649a.11(c)(3)(ii)(C) (tests/broken_adapters.py)."""


@pytest.fixture(scope="module")
def line_table() -> Iterator[str]:
    with _example_server().LineTableServer() as server:
        yield server.address


def _in_a_shell(command: str, address: str = "") -> subprocess.CompletedProcess[str]:
    """``command`` as a user pastes it, with this installation's ``tablecert`` first on PATH."""
    env = {**os.environ, "TABLECERT_LINE_TABLE": address,
           "PATH": os.pathsep.join([str(Path(sys.executable).parent), os.environ["PATH"]]),
           "PYTHONPATH": os.pathsep.join([str(ROOT / "tests"), os.environ.get("PYTHONPATH", "")])}
    return subprocess.run(command, shell=True, cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=600, check=False)


def test_fuzz_drives_the_example_adapter(line_table: str) -> None:
    proc = tablecert("fuzz", "--adapter", "line-table", "--rounds", "500", address=line_table)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "500 rounds, no discrepancy (seed 0)" in proc.stdout
    assert "target adapter line-table" in proc.stderr


@pytest.mark.parametrize("mode", [
    ["--sessions", "2", "--rounds", "5"], ["--tables", "2", "--rounds", "60"],
    ["--workers", "2", "--rounds", "60"], ["--game", "let-it-ride", "--rounds", "60"],
])
def test_every_mode_of_fuzz_drives_the_adapter(mode: list[str], line_table: str) -> None:
    proc = tablecert("fuzz", "--adapter", "line-table", *mode, "--json", address=line_table)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert json.loads(proc.stdout)["target"] == "adapter line-table"


def test_stats_drives_the_example_adapter(line_table: str) -> None:
    proc = tablecert("stats", "--adapter", "line-table", "--rounds", "2000", "--json", address=line_table)
    assert proc.returncode == 3, proc.stdout + proc.stderr  # the return checks need more rounds
    payload = json.loads(proc.stdout)
    assert payload["target"] == "adapter line-table" and payload["rounds_played"] == 2000
    assert payload["counts"] == {"passed": 4, "failed": 0, "inconclusive": 2}


def test_a_fuzz_discrepancy_through_an_adapter_replays_from_a_shell() -> None:
    proc = tablecert("fuzz", "--adapter", DEFECTIVE, "--rounds", "300", "--json")
    assert proc.returncode == 1, proc.stdout + proc.stderr
    [found] = json.loads(proc.stdout)["discrepancies"]
    replay = f"tablecert fuzz --game three-card-poker --rounds 300 --seed 0 --adapter {DEFECTIVE}"
    assert found["replay"] == replay
    again = _in_a_shell(found["replay"] + " --json")
    assert again.returncode == 1, again.stdout + again.stderr
    assert json.loads(again.stdout)["discrepancies"] == [found]


@pytest.mark.parametrize(("command", "others", "named"), [
    ("fuzz", ["--defect", "tie-goes-to-dealer"], "--defect"),
    ("fuzz", ["--target", "in-process"], "--target"),
    ("fuzz", ["--variant", "stub-count-every-round"], "--variant"),
    ("stats", ["--defect", "tie-goes-to-dealer"], "--defect"),
    ("stats", ["--target", "in-process"], "--target"),
])
def test_an_adapter_with_options_of_another_system_is_refused(command: str, others: list[str],
                                                               named: str) -> None:
    proc = tablecert(command, "--adapter", "line-table", *others)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert f"--adapter line-table: drives the system itself; give no {named}" in proc.stderr


def test_the_commands_read_typed_settings_not_the_namespace() -> None:
    """The fuzz and stats commands take frozen settings (tablecert/commands/settings.py)."""
    import argparse
    import dataclasses

    from tablecert.commands.parser import build_parser
    from tablecert.commands.settings import FuzzSettings, StatsSettings, settings_from

    for argv, kind in ((["fuzz", "--adapter", "line-table", "--rules", "a", "--rules", "b"], FuzzSettings),
                       (["stats", "--adapter", "line-table", "--game", "craps"], StatsSettings)):
        settings = settings_from(kind, build_parser().parse_args(argv))
        assert not isinstance(settings, argparse.Namespace) and settings.adapter == "line-table"
        with pytest.raises(dataclasses.FrozenInstanceError):
            settings.rounds = 1  # type: ignore[misc]
    fuzz = settings_from(FuzzSettings, build_parser().parse_args(["fuzz", "--rules", "a", "--rules", "b"]))
    assert fuzz.rules == ("a", "b")
