"""``tablecert run``: the conformance suite against a system under test.

With no ``--target`` it starts the bundled reference table system on a free loopback port,
runs every scenario against it over real HTTP, and stops it. Results land in the report
folder (default ``reports/out/``): JUnit XML with each scenario's citation, and
allure-pytest-bdd results.
"""

from __future__ import annotations

import argparse
import os
import shutil
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from tablecert.errors import InputError
from tablecert.steps import STEP_MODULES

if TYPE_CHECKING:
    from tablecert.feature_index import ScenarioInfo


def suite_argv() -> list[str]:
    """pytest's arguments that select the suite: the installed ``tablecert/suite.py`` with
    the package's own settings (``tablecert/suite.ini``), never a checkout's."""
    import os

    from tablecert.resources import features_dir, package_file

    suite = package_file("suite.py")
    # allure-pytest-bdd names each feature file relative to the rootdir: it must hold them
    rootdir = os.path.commonpath([suite.parent, features_dir()])
    return [str(suite), "-c", str(package_file("suite.ini")), "--rootdir", rootdir, "-p", "no:cacheprovider"]


def pytest_args(args: argparse.Namespace, report: Path) -> list[str]:
    argv = [
        *suite_argv(),
        "--target", args.target,
        f"--junitxml={report / 'junit.xml'}",
        f"--alluredir={report / 'allure-results'}",
        f"--results-json={report / 'verdicts.json'}",
        f"--transcript={report / 'transcript.jsonl'}",
        "-q", "-rfE",
        # the pre-flight step check imported pytest-bdd already; nothing of ours is rewritten
        "-W", "ignore::pytest.PytestAssertRewriteWarning",
        # and so nothing is rewritten at all: otherwise every process (each xdist worker too)
        # parses and recompiles some 140 modules of the plugins' packages (hypothesis, anyio,
        # ...) on every start when Python writes no bytecode (PYTHONDONTWRITEBYTECODE)
        "--assert=plain",
        # anyio's pytest plugin (no scenario is async) imports trio and more in every process
        "-p", "no:anyio",
        # nor pytest-benchmark's (no scenario is a benchmark; under xdist it warns in every
        # process), xdist's --looponfail, or hypothesis's (for @given tests, of which the suite
        # has none: the fuzz steps run hypothesis themselves; its summary imports hypothesis)
        "-p", "no:benchmark", "-p", "no:xdist.looponfail", "-p", "no:hypothesispytest",
    ]
    for prefix in args.section:
        argv += ["--section", prefix]
    for name in args.scenario:
        argv += ["--scenario", name]
    if args.defect:
        argv += ["--defect", args.defect]
    if getattr(args, "adapter", None):
        argv += ["--adapter", args.adapter]
    if args.insecure:
        argv += ["--insecure"]
    argv += ["--read-timeout", str(args.timeout)]
    if args.workers > 1:
        argv += ["-n", str(args.workers), "--dist", "worksteal"]
    return argv + list(args.pytest_args)


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
    if getattr(args, "adapter", None):
        _check_adapter(args)
    elif args.target not in ("reference", "in-process"):
        _check_target(args)
    known = [c.citation for c in load_index()]
    for prefix in args.section:
        if not any(c == prefix or matches(c, prefix) for c in known):
            raise InputError(f"--section {prefix}: no citation of the regulation texts starts with it "
                             "(write a chapter, section or subsection: 649a, 649a.11, 649a.11(c))")


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


def _product_evidence(paths: list[str]) -> list[dict[str, str]]:
    from tablecert.product import submissions_evidence

    return submissions_evidence(paths)


def _check_adapter(args: argparse.Namespace) -> None:
    """An adapter replaces the target: it must import, make its system and describe it
    before any scenario runs (tablecert.adapters.plugins.load_adapter; exit 2 naming it)."""
    from tablecert.adapters.plugins import load_adapter

    if args.target != "reference" or args.defect:
        raise InputError(f"--adapter {args.adapter}: drives the system itself; give no --target or --defect")
    load_adapter(args.adapter).close()


def _check_target(args: argparse.Namespace) -> None:
    """A vendor's system must answer GET /v1/system with a protocol version we speak before
    any scenario runs: an unreachable or foreign target is bad input, not 800 errors."""
    from urllib.parse import urlparse

    from tablecert.adapters.contract import SystemFault
    from tablecert.adapters.http import HttpSystem

    url = urlparse(args.target)
    if url.scheme not in ("http", "https") or not url.netloc:
        raise InputError(f"--target {args.target}: not a URL (write http://host:port or https://...), "
                         "'reference' or 'in-process'")
    system = HttpSystem(args.target, insecure=args.insecure, read_timeout=args.timeout)
    try:
        system.describe()
    except SystemFault as exc:
        raise InputError(f"--target {args.target}: {exc}") from None
    finally:
        system.close()


class _CheckWhileWorkersStart:
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
            _checked(self.args)
        except InputError as exc:
            self.error = exc
            raise pytest.UsageError() from None  # no message: run() reports the error
        return (yield)


def _checked(args: argparse.Namespace) -> None:
    """The input checks."""
    check_inputs(args)


def run(args: argparse.Namespace) -> int:
    if getattr(args, "rules", None):  # before the workers start: they read it at their first table
        from tablecert.product import RULES_FILES_VARIABLE

        os.environ[RULES_FILES_VARIABLE] = os.pathsep.join(str(Path(p).resolve()) for p in args.rules)
    from tablecert.commands.run_policy import prepare

    policy = prepare(args)  # --waivers, --baseline, --sign-key: checked before anything runs
    preflight = _CheckWhileWorkersStart(args) if args.workers > 1 else None
    if preflight is None:
        _checked(args)
    report = Path(args.report)
    if report.exists() and not report.is_dir():
        raise InputError(f"--report {report}: exists and is not a folder")
    staging = report.with_name(report.name + ".partial")
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    target = args.target if args.target != "reference" else "the bundled reference table system"
    adapter = getattr(args, "adapter", None)
    if adapter:
        target = f"adapter {adapter}"
    print(f"tablecert run: {target}; report in {report}/")
    argv = pytest_args(args, staging)
    code = pytest.main(argv, plugins=[preflight] if preflight else None)
    if code in (pytest.ExitCode.USAGE_ERROR, pytest.ExitCode.INTERNAL_ERROR):
        shutil.rmtree(staging, ignore_errors=True)
        if preflight is not None and preflight.error is not None:
            raise preflight.error
        return 2
    complete = code != pytest.ExitCode.INTERRUPTED
    policy.settle(staging)
    rules = getattr(args, "rules", None)
    write_report(staging, target=f"adapter {adapter}" if adapter else args.target, complete=complete,
                 options={"section": args.section, "scenario": args.scenario, "defect": args.defect,
                          "rules_submissions": _product_evidence(rules) if rules else None,
                          "tls_verification": not args.insecure, "read_timeout": args.timeout,
                          **policy.evidence_options()})
    policy.sign(staging)
    shutil.rmtree(report, ignore_errors=True)
    staging.rename(report)
    _summary(report / "verdicts.json")
    policy.print_summary(report)
    if not complete:
        print("tablecert run: interrupted; the report says it is incomplete")
        return 1
    if code == pytest.ExitCode.NO_TESTS_COLLECTED:
        print("tablecert run: no scenario was run")
        return 2
    return policy.exit_code(code, report)


def _summary(path: Path) -> None:
    """One line a lab engineer reads first: the scenarios by verdict."""
    import json
    from collections import Counter

    if not path.exists():
        return
    verdicts = json.loads(path.read_text(encoding="utf-8"))
    counts = Counter(v["status"] for v in verdicts)
    order = ["passed", "failed", "error", "waived", "manual", "not-applicable", "skipped"]
    print("tablecert run: " + ", ".join(f"{counts[k]} {k}" for k in order if counts[k]))


def write_report(folder: Path, *, target: str, complete: bool, options: dict[str, object]) -> None:
    """The matrix (JSON, Markdown, HTML), the manual checklist and the evidence pack."""
    import base64
    import json

    from tablecert.coverage import build_coverage
    from tablecert.reports.evidence import build_evidence
    from tablecert.reports.matrix import (
        build_matrix,
        dump_json,
        render_checklist,
        render_html,
        render_interpretations,
        render_markdown,
    )

    verdicts_path = folder / "verdicts.json"
    verdicts = json.loads(verdicts_path.read_text(encoding="utf-8")) if verdicts_path.exists() else []
    entries, _ = build_coverage()
    sections = [str(p) for p in options.get("section") or []]  # type: ignore[attr-defined]
    stats_path = folder / "stats.json"  # left by `tablecert stats --report`
    statistics = json.loads(stats_path.read_text(encoding="utf-8")) if stats_path.exists() else None
    images = {name: "data:image/png;base64," + base64.b64encode((folder / file).read_bytes()).decode()
              for name, file in (statistics or {}).get("images", {}).items() if (folder / file).exists()}
    matrix = build_matrix(entries, verdicts, target=target, complete=complete, sections=sections,
                          only_run=bool(options.get("scenario")),
                          defect=str(options["defect"]) if options.get("defect") else None,
                          statistics=statistics)
    if (folder / "baseline.json").exists():  # left by `tablecert run --baseline`
        matrix.baseline = json.loads((folder / "baseline.json").read_text(encoding="utf-8"))
    (folder / "matrix.json").write_text(dump_json(matrix), encoding="utf-8")
    (folder / "matrix.md").write_text(render_markdown(matrix), encoding="utf-8")
    (folder / "matrix.html").write_text(render_html(matrix, images), encoding="utf-8")
    (folder / "checklist.md").write_text(render_checklist(matrix), encoding="utf-8")
    (folder / "interpretations.md").write_text(render_interpretations(), encoding="utf-8")
    evidence = build_evidence(target=target, verdicts_path=verdicts_path, options=options)
    (folder / "evidence.json").write_text(json.dumps(evidence, indent=1), encoding="utf-8")
