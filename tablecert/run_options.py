"""The options of a conformance run, declared once: ``tablecert run`` (argparse,
``commands/parser.py``) and the suite's pytest plugin (``pytest_addoption``,
``steps/plugin_options.py``) both read :data:`RUN_OPTIONS`, and ``tablecert run`` hands each
value it was given to the pytest run it starts under the plugin's name for it
(:func:`pytest_argv`).

An option has one name, type, default and help; where the pytest route has always spelt it
otherwise (``--timeout`` is ``--read-timeout`` there) or defaults otherwise (plain ``pytest``
judges the oracle in-process, ``tablecert run`` starts the reference system), the entry says
so in ``pytest_name`` and ``pytest_default``. Options only one side has (``tablecert run
--report``; the plugin's ``--results-json`` and ``--transcript``, which ``tablecert run``
sets itself) are declared where they are used.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from tablecert.option_values import capability_set, defect_name, seconds, target, variant_name

if TYPE_CHECKING:  # the plugin's option group; annotations only
    import pytest

__all__ = [
    "ADAPTER_HELP", "DEFAULT_CONCURRENCY", "MAX_CONCURRENCY", "ROUND_MODES", "RUN_OPTIONS",
    "VARIANT_HELP", "RunOption", "pytest_argv", "run_option"
]

ROUND_MODES = ("auto", "scripted", "step", "both")
"""``--round-mode``: the values of :class:`tablecert.adapters.stepped.RoundMode` (a test checks
they agree; named here so that the command line's parser does not import the adapters)."""

VARIANT_HELP = "a compliant variant of the reference table system (another choice the rules allow; must pass)"
ADAPTER_HELP = ("drive a system that does not speak HTTP through a Python adapter: module:factory or "
                "a tablecert.adapters entry point name, in place of --target (docs/adapters.md); its "
                "calls keep the bounds of an HTTP request (--timeout)")

MAX_CONCURRENCY = 64
"""``tablecert run --concurrency`` is at most 64 scenarios (tables, connections) at once."""
DEFAULT_CONCURRENCY = 16
"""``tablecert run --concurrency`` by default against a system that is not near
(tablecert/commands/run_ahead.py): 16 scenarios at once keep a system 20 ms away busy (the
waiting of the suite's 6,053 requests falls from 121 s to under 8 s) with 16 connections."""

_SAME = object()  # ``pytest_default``: the same default as the command line's


@dataclass(frozen=True)
class RunOption:
    """One option of a conformance run, as argparse's ``add_argument`` and pytest's
    ``addoption`` both take it."""

    name: str  # the command line's spelling: "--timeout"
    help: str
    default: object = None
    type: Callable[[str], object] | None = None
    metavar: str | None = None
    action: Literal["store_true", "append"] | None = None
    choices: tuple[str, ...] | None = None
    pytest_name: str | None = None  # the pytest route's spelling where it differs: "--read-timeout"
    pytest_default: object = _SAME  # the pytest route's default where it differs

    @property
    def dest(self) -> str:
        """The attribute argparse stores the value in (``--round-mode``: ``round_mode``)."""
        return self.name.removeprefix("--").replace("-", "_")

    @property
    def pytest_option(self) -> str:
        return self.pytest_name or self.name

    def arguments(self, default: object) -> dict[str, Any]:
        """The keyword arguments of ``add_argument`` / ``addoption`` with this default (an
        appended option's a new list each time, as argparse appends to it)."""
        given = {"type": self.type, "metavar": self.metavar, "action": self.action, "choices": self.choices}
        shown = {key: value for key, value in given.items() if value is not None}
        if self.action == "append":
            default = list(default)  # type: ignore[call-overload]
        return {"default": default, "help": self.help, **shown}

    def add_to(self, parser: argparse.ArgumentParser) -> None:
        """The option on a command of ``tablecert``."""
        parser.add_argument(self.name, **self.arguments(self.default))

    def add_to_pytest(self, group: pytest.OptionGroup) -> None:
        """The option on the suite's pytest plugin, under its pytest name and default."""
        default = self.default if self.pytest_default is _SAME else self.pytest_default
        group.addoption(self.pytest_option, **self.arguments(default))

    def forwarded(self, value: object) -> list[str]:
        """The pytest arguments that give the plugin this value of the option: nothing for
        an option not given (None, a flag not set), the option once per appended value."""
        if value is None or value is False:
            return []
        if value is True:
            return [self.pytest_option]
        if isinstance(value, list | tuple):
            return [part for item in value for part in (self.pytest_option, str(item))]
        return [self.pytest_option, str(value)]


RUN_OPTIONS: tuple[RunOption, ...] = (
    RunOption("--target", default="reference", type=target, pytest_default="in-process",
              help="URL of the system under test; 'reference' starts the bundled reference table "
              "system on loopback; 'in-process' judges the oracle itself (default %(default)s)"),
    RunOption("--adapter", metavar="SPEC", help=ADAPTER_HELP),
    RunOption("--section", action="append", default=(), metavar="PREFIX",
              help="only scenarios whose citation starts with PREFIX (649a.11, 643a); repeatable"),
    RunOption("--scenario", action="append", default=(), metavar="NAME",
              help="only the scenario of this exact name (the replay of a failure); repeatable"),
    RunOption("--example", type=int, metavar="N",
              help="with one --scenario that is a Scenario Outline: only its N-th example row "
              "(counted from 1; the replay of one failed example)"),
    RunOption("--defect", metavar="NAME", type=defect_name,
              help="switch on a catalogued defect in the reference table system"),
    RunOption("--variant", metavar="NAME", type=variant_name, help=VARIANT_HELP),
    RunOption("--capabilities", metavar="LIST", type=capability_set,
              help="the reference table system (or in-process oracle) as a variant that "
              "declares only these capabilities, comma-separated (e.g. "
              "forced-deck,step-by-step,fault-injection,meters)"),
    RunOption("--round-mode", default="auto", choices=ROUND_MODES,
              help="how the card games' rounds are played: auto (scripted-rounds where the "
              "table declares scripted-round, else step by step; default), scripted, step, or "
              "both (each round also step by step at a twin table, judged the same)"),
    RunOption("--timeout", type=seconds, default=10.0, metavar="SECONDS", pytest_name="--read-timeout",
              help="read timeout per request to the target (default 10; connect: 3)"),
    RunOption("--deadline", type=seconds, metavar="SECONDS",
              help="the most one request may take, from connect to its answer's last byte "
              "(default: connect + read timeout)"),
    RunOption("--insecure", action="store_true", default=False,
              help="do not verify the target's TLS certificate (recorded in the report)"),
)
"""Every option ``tablecert run`` and the suite's pytest plugin both take, in the order
``tablecert run --help`` lists them."""


def run_option(name: str) -> RunOption:
    """The entry of :data:`RUN_OPTIONS` with this command-line name (``--adapter``)."""
    return next(option for option in RUN_OPTIONS if option.name == name)


def pytest_argv(args: argparse.Namespace, options: Sequence[RunOption] = RUN_OPTIONS) -> list[str]:
    """The pytest arguments that hand ``tablecert run``'s values of the run options to the
    plugin (an option absent from ``args`` is not given)."""
    return [part for option in options for part in option.forwarded(getattr(args, option.dest, None))]
