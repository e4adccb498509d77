"""One table of the run options (tablecert/run_options.py): ``tablecert run`` and the suite's
pytest plugin both declare each option from it, and ``tablecert run`` hands every value it was
given to the plugin under the plugin's name for it."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

import pytest

from tablecert.adapters.stepped import RoundMode
from tablecert.commands.parser import build_parser
from tablecert.commands.run import pytest_args
from tablecert.run_options import ROUND_MODES, RUN_OPTIONS, RunOption, pytest_argv, run_option
from tablecert.steps.plugin_options import pytest_addoption


def _run_parser() -> argparse.ArgumentParser:
    sub = next(a for a in build_parser()._actions if a.dest == "command")
    return sub.choices["run"]  # type: ignore[index, no-any-return]


def _plugin_options() -> dict[str, Any]:
    """The plugin's options as pytest's own parser declares them, by option string."""
    parser = pytest.Parser(_ispytest=True)
    pytest_addoption(parser)
    options = parser.getgroup("tablecert").options
    return {name: option for option in options for name in option.names()}


def test_the_round_modes_are_the_adapters() -> None:
    assert tuple(mode.value for mode in RoundMode) == ROUND_MODES


@pytest.mark.parametrize("option", RUN_OPTIONS, ids=lambda o: o.name)
def test_every_run_option_is_on_tablecert_run_and_on_the_plugin(option: RunOption) -> None:
    cli = {name: action for action in _run_parser()._actions for name in action.option_strings}
    assert cli[option.name].help == option.help
    assert cli[option.name].dest == option.dest
    plugin = _plugin_options()
    assert option.pytest_option in plugin, f"{option.pytest_option} is not an option of the plugin"
    assert plugin[option.pytest_option].attrs()["help"] == option.help


def test_the_pytest_route_keeps_its_spellings_and_defaults() -> None:
    assert run_option("--timeout").pytest_option == "--read-timeout"
    plugin = _plugin_options()
    assert plugin["--target"].attrs()["default"] == "in-process"
    assert plugin["--read-timeout"].attrs()["default"] == 10.0
    assert _run_parser().parse_args([]).target == "reference"


def test_tablecert_run_hands_every_value_given_to_the_plugin(tmp_path: Path) -> None:
    args = _run_parser().parse_args([
        "--target", "in-process", "--section", "649a.11", "--section", "643a", "--scenario", "A",
        "--example", "2", "--defect", "a23-not-a-straight", "--capabilities", "forced-deck,meters",
        "--round-mode", "both", "--timeout", "2.5", "--deadline", "4", "--insecure"])
    assert pytest_argv(args) == [
        "--target", "in-process", "--section", "649a.11", "--section", "643a", "--scenario", "A",
        "--example", "2", "--defect", "a23-not-a-straight", "--capabilities", "forced-deck,meters",
        "--round-mode", "both", "--read-timeout", "2.5", "--deadline", "4.0", "--insecure"]
    # an option not given is not handed on (the plugin's default stands), a flag only when set
    plain = pytest_argv(_run_parser().parse_args([]))
    assert plain == ["--target", "reference", "--round-mode", "auto", "--read-timeout", "10.0"]
    assert pytest_args(args, tmp_path)[-len(pytest_argv(args)):] == pytest_argv(args)
