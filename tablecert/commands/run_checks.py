"""``tablecert run``'s checks of its inputs, before any scenario runs (each failure an
:class:`tablecert.errors.InputError`, exit 2, naming the file, line or option): the feature
files and their steps, the Rules Submissions the scenarios name and the vendor's own
(``--rules``), ``--variant``, the target or the adapter (it must answer before the run),
``--scenario``, ``--example`` and ``--section``. With xdist workers they run in the controller
while the workers start (:class:`CheckWhileWorkersStart`)."""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from tablecert.errors import InputError
from tablecert.steps import STEP_MODULES

if TYPE_CHECKING:
    from tablecert.feature_index import ScenarioInfo

__all__ = ["CheckWhileWorkersStart", "check_inputs"]


def check_inputs(args: argparse.Namespace) -> None:
    """Refuse bad input before anything runs or is written: broken feature files, a
    --section that names no citation of the regulation texts."""
    from tablecert.feature_index import check_steps, load_scenarios
    from tablecert.oracle.citations import matches
    from tablecert.regulation_index import load_index

    scenarios = load_scenarios()
    check_steps(scenarios, STEP_MODULES)
    if getattr(args, "rules", None):
        from tablecert.product import RULES_FILES_VARIABLE, load_product

        load_product(args.rules)  # every problem as file:line: field: message (citation)
        os.environ[RULES_FILES_VARIABLE] = os.pathsep.join(str(Path(p).resolve()) for p in args.rules)
    _check_rules_submissions(scenarios)
    if getattr(args, "variant", None) and (args.defect or getattr(args, "adapter", None)
                                           or args.target not in ("reference", "in-process")):
        raise InputError(f"--variant {args.variant}: a compliant variant of the reference system; "
                         "not with --defect, --adapter or a URL")
    if getattr(args, "adapter", None):
        _check_adapter(args)
    elif args.target not in ("reference", "in-process"):
        _check_target(args)
    _check_scenario_names(args, scenarios)
    if getattr(args, "example", None) is not None:
        _check_example(args, scenarios)
    known = [c.citation for c in load_index()]
    for prefix in args.section:
        if not any(c == prefix or matches(c, prefix) for c in known):
            raise InputError(f"--section {prefix}: no citation of the regulation texts starts with it "
                             "(write a chapter, section or subsection: 649a, 649a.11, 649a.11(c))")


def _check_scenario_names(args: argparse.Namespace, scenarios: list[ScenarioInfo]) -> None:
    """Every ``--scenario`` names a scenario of the suite, before the run starts (exit 2), with
    the nearest names when there are some."""
    import difflib

    names = {s.name for s in scenarios}
    for name in getattr(args, "scenario", []):
        if name not in names:
            near = difflib.get_close_matches(name, sorted(names), n=3, cutoff=0.6)
            hint = "; did you mean " + " or ".join(repr(n) for n in near) if near else ""
            raise InputError(f"--scenario {name!r}: no scenario of the suite has this name{hint} "
                             "(tablecert coverage lists them)")


def _check_example(args: argparse.Namespace, scenarios: list[ScenarioInfo]) -> None:
    """``--example N`` names a row of exactly one outline given by ``--scenario``."""
    if len(args.scenario) != 1:
        raise InputError(f"--example {args.example}: name exactly one --scenario whose example it is")
    info = next(s for s in scenarios if s.name == args.scenario[0])  # _check_scenario_names
    rows = info.examples  # a plain scenario counts 1; the plugin refuses --example for it
    if not 1 <= args.example <= rows:
        raise InputError(f"--example {args.example}: {info.where} {info.name!r} has "
                         f"{rows} example row(s); write 1 to {rows}")


def _check_rules_submissions(scenarios: list[ScenarioInfo]) -> None:
    """Every Rules Submission a scenario names exists and is valid, before anything runs."""
    import re

    from tablecert.files import resolve_any_rules

    named = re.compile(r'under Rules Submission "([^"]+)"')
    problems: list[str] = []
    checked: set[str] = set()
    for info in scenarios:
        if info.kind != "executable":
            continue
        for _, text, line in info.steps:
            for name in named.findall(text):
                if name in checked:
                    continue
                checked.add(name)
                try:
                    resolve_any_rules(name)
                except InputError as exc:
                    problems.append(f"{info.file}:{line}: {exc}")
    if problems:
        raise InputError("\n".join(problems))


def _check_target(args: argparse.Namespace) -> None:
    """A vendor's system must answer GET /v1/system with a protocol version we speak before
    any scenario runs: an unreachable or foreign target is bad input, not 800 errors."""
    from urllib.parse import urlparse

    from tablecert.adapters.contract import SystemFault
    from tablecert.adapters.http import HttpSystem, display_url, escape_text

    shown = display_url(args.target)
    try:
        url = urlparse(args.target)
        url.port  # noqa: B018 - a port that is not a number raises here, not mid-run
    except ValueError as exc:
        raise InputError(f"--target {shown}: not a URL ({escape_text(str(exc))})") from None
    if url.scheme not in ("http", "https") or not url.netloc:
        raise InputError(f"--target {shown}: not a URL (write http://host:port or https://...), "
                         "'reference' or 'in-process'")
    system = HttpSystem(args.target, insecure=args.insecure, read_timeout=args.timeout,
                        deadline=getattr(args, "deadline", None))
    system.warn_in_clear("run")  # the evidence records it too (secrets_sent_in_clear)
    try:
        system.describe()
    except SystemFault as exc:
        raise InputError(f"--target {shown}: {exc}") from None
    finally:
        system.close()


def _check_adapter(args: argparse.Namespace) -> None:
    """An adapter replaces the target: it must import, make its system and describe it
    before any scenario runs (tablecert.adapters.plugins.load_adapter; exit 2 naming it)."""
    from tablecert.adapters.bounds import call_deadline
    from tablecert.adapters.plugins import load_adapter

    if args.target != "reference" or args.defect:
        raise InputError(f"--adapter {args.adapter}: drives the system itself; give no --target or --defect")
    load_adapter(args.adapter, deadline=call_deadline(getattr(args, "deadline", None), args.timeout)).close()


class CheckWhileWorkersStart:
    """With xdist workers the input checks run here, in the controller, while the workers
    start and collect the suite (about a second, in their own processes) instead of before:
    no scenario is handed out until they pass. When they fail, the workers are stopped, the
    run ends with a usage error and :func:`run` raises the checks' error."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.error: InputError | None = None

    @pytest.hookimpl(wrapper=True, tryfirst=True)
    def pytest_runtestloop(self, session: pytest.Session) -> Any:
        try:
            check_inputs(self.args)
        except InputError as exc:
            self.error = exc
            raise pytest.UsageError() from None  # no message: run() reports the error
        return (yield)
