"""``tablecert run``: the conformance suite against a system under test.

With no ``--target`` it starts the bundled reference table system on a free loopback port,
runs every scenario against it over real HTTP, and stops it. Results land in the report
folder (default ``reports/out/``), built beside the old one and swapped in whole
(:mod:`tablecert.report_folder`): the matrix, checklist, evidence, verdicts, JUnit XML and
Allure results, all written from the verdicts.

The console shows a progress bar while the suite runs (on a terminal, unless ``--quiet``),
then the scenarios by section and one block per failed or broken example with the command
that replays exactly it (:mod:`tablecert.reports.summary`); pytest's own frames only with
``--full-trace``. ``--json`` prints that summary as JSON on stdout (the rest on stderr).
SIGTERM and SIGHUP stop a run as Ctrl-C does: the report is written, marked incomplete.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from tablecert.commands.interrupts import SessionHolder, signals_deferred, signals_interrupt
from tablecert.commands.run_checks import CheckWhileWorkersStart, check_inputs
from tablecert.reports.escape import json_safe, one_line, terminal
from tablecert.run_options import pytest_argv
from tablecert.user_file import SAVED_REPORT_BYTES, read_bounded, read_saved_json

if TYPE_CHECKING:
    from tablecert.coverage import CoverageEntry
    from tablecert.report_folder import ReportFolder, ReportSwapError
    from tablecert.reports.summary import Summary


def suite_argv() -> list[str]:
    """pytest's arguments that select the suite: the installed ``tablecert/suite.py`` with
    the package's own settings (``tablecert/suite.ini``), never a checkout's."""
    import os

    from tablecert.resources import features_dir, package_file

    suite = package_file("suite.py")
    # the rootdir holds the suite and the feature files: node ids stay tablecert/suite.py::test_...
    rootdir = os.path.commonpath([suite.parent, features_dir()])
    return [str(suite), "-c", str(package_file("suite.ini")), "--rootdir", rootdir, "-p", "no:cacheprovider"]


def pytest_args(args: argparse.Namespace, report: Path) -> list[str]:
    argv = [
        *suite_argv(),
        f"--results-json={report / 'verdicts.json'}",
        f"--transcript={report / 'transcript.jsonl'}",
        # the JUnit XML and the Allure results are written from the verdicts (reports/junit.py,
        # reports/allure.py, Allure's documented result format), not by allure-pytest-bdd: its
        # writer stopped the run on a vendor's lone surrogate and left out every scenario that did
        # not run. tablecert does not depend on it; a vendor's environment that has it installed
        # must not have it write its own results into the run as well
        "-p", "no:allure_pytest_bdd",
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
        # nor schemathesis's (tablecert contract calls schemathesis itself, not through pytest):
        # it imported its test builder, about 0.6 s, in every process
        "-p", "no:schemathesis",
    ]
    # pytest's terminal (a dot a scenario, a traceback through pytest and pluggy a failure)
    # only when asked for; otherwise tablecert/console.py draws the console
    argv += ["-q", "-rfE", "--full-trace"] if getattr(args, "full_trace", False) else ["-p", "no:terminal"]
    argv += pytest_argv(args)  # the run options, under the plugin's names (tablecert/run_options.py)
    if args.workers > 1:
        argv += ["-n", str(args.workers), "--dist", "worksteal"]
    return argv + list(args.pytest_args)


def _bound_workers(args: argparse.Namespace) -> None:
    """No more ``--workers`` than the examples selected (the option itself is at most
    :data:`tablecert.commands.parser.MAX_WORKERS`)."""
    from tablecert.feature_index import load_scenarios, selected_examples

    if args.workers > 1:
        names = list(getattr(args, "scenario", []))
        selected = selected_examples(load_scenarios(), list(args.section), names)
        if 0 < selected < args.workers:
            print(f"tablecert run: --workers {args.workers}: {selected} example(s) selected; "
                  f"{selected} worker(s)", file=sys.stderr)
            args.workers = selected


def _bind_only_selected_files(args: argparse.Namespace) -> None:
    """With ``--section`` or ``--scenario``, the suite binds only the feature files holding
    what they select (the workers inherit the variable); without, every file."""
    from tablecert.feature_index import feature_files_of, load_scenarios
    from tablecert.steps import FEATURE_FILES_VARIABLE

    sections, names = list(args.section), list(getattr(args, "scenario", []))
    files = feature_files_of(load_scenarios(), sections, names) if sections or names else []
    if files:
        os.environ[FEATURE_FILES_VARIABLE] = os.pathsep.join(files)
    else:
        os.environ.pop(FEATURE_FILES_VARIABLE, None)


def _product_evidence(paths: list[str]) -> list[dict[str, str]]:
    from tablecert.product import submissions_evidence

    return submissions_evidence(paths)


def secrets_in_clear(target: str) -> bool:
    """Whether the run sends a secret over plain http:// off loopback (for the evidence)."""
    from tablecert.adapters.http import check_token, in_clear

    return target not in ("reference", "in-process") and in_clear(target, token=check_token())


def _escape_streams() -> None:
    """What the system says reaches the terminal escaped; what cannot be encoded is shown
    escaped rather than stopping the run."""
    for stream in (sys.stdout, sys.stderr):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")


def _bind_rules(args: argparse.Namespace) -> None:
    """``--rules``, for the run's process and the processes it starts (workers, a rehearsal):
    they read it at their first table."""
    if getattr(args, "rules", None):
        from tablecert.product import RULES_FILES_VARIABLE

        os.environ[RULES_FILES_VARIABLE] = os.pathsep.join(str(Path(p).resolve()) for p in args.rules)


def run(args: argparse.Namespace) -> int:
    from tablecert.commands.run_ahead import ahead_of_run, lanes_for
    from tablecert.console import RunConsole
    from tablecert.report_folder import ReportFolder

    _escape_streams()
    folder = ReportFolder(Path(args.report))  # refused (exit 2) before anything runs
    _bound_workers(args)
    lanes = lanes_for(args)  # --concurrency, refused (exit 2) before anything runs
    _bind_rules(args)
    from tablecert.commands.run_policy import prepare

    policy = prepare(args)  # --waivers, --baseline, --sign-key: checked before anything runs
    preflight = CheckWhileWorkersStart(args) if args.workers > 1 else None
    if preflight is None:
        check_inputs(args)
    as_json, quiet, full_trace = (bool(getattr(args, n, False)) for n in ("json", "quiet", "full_trace"))
    talk = sys.stderr if as_json else sys.stdout
    with folder:
        staging = folder.begin()
        from tablecert.adapters.http import display_url

        shown = display_url(args.target)  # a URL's credentials are never written down
        target = shown if args.target != "reference" else "the bundled reference table system"
        adapter = getattr(args, "adapter", None)
        if adapter:
            target = shown = f"adapter {adapter}"
        print(f"tablecert run: {one_line(target)}; report in {one_line(args.report)}/", file=talk, flush=True)
        console = RunConsole(sys.stderr, enabled=not quiet and not full_trace)  # progress: stderr
        plugins: list[object] = [console] + ([preflight] if preflight else [])
        # the suite module binds the feature files of --features when it is imported: a process
        # that imported it before (a test, a second run) must not run the earlier suite again
        sys.modules.pop("tablecert.suite", None)
        _bind_only_selected_files(args)
        holder = SessionHolder()
        with signals_interrupt(holder, gentle=args.workers == 1) as stopped, \
                ahead_of_run(args, lanes, pytest_args, lambda line: print(f"tablecert run: {line}", file=talk)
                             if not quiet else None) as ahead:
            code = pytest.main(pytest_args(args, staging), plugins=[*plugins, holder, *ahead])
        console.stop()
        if code == pytest.ExitCode.USAGE_ERROR or console.collection_errors:
            folder.abandon()
            if preflight is not None and preflight.error is not None:
                raise preflight.error
            for error in console.collection_errors:
                print(f"tablecert run: {terminal(error)}", file=sys.stderr)
            return 2
        complete = code not in (pytest.ExitCode.INTERRUPTED, pytest.ExitCode.INTERNAL_ERROR) and not stopped
        policy.settle(staging)  # the waivers applied to the verdicts; the baseline compared
        options = {**run_options(args), **policy.evidence_options()}
        with signals_deferred() as late:
            summary = write_report(staging, target=shown, complete=complete, options=options)
            if late and complete:  # stopped while the report was written: it says so
                complete = False
                summary = write_report(staging, target=shown, complete=False, options=options)
            pdf_note = _pdf(staging) if getattr(args, "pdf", False) else None
            policy.sign(staging)
            not_swapped = _committed(folder, complete)
    with signals_deferred():  # the run is over: a late Ctrl-C does not cut the summary short
        _print_summary(summary, args, talk)
        if pdf_note:
            print(f"tablecert run: {pdf_note}", file=talk)
        if not_swapped is not None:  # the verdicts stand; the report is whole beside its folder
            print(f"tablecert: {terminal(str(not_swapped))}", file=sys.stderr)
            return 2
        policy.print_summary(Path(args.report))
    if not complete:
        # a signal that stopped pytest in its own work (an INTERNALERROR) still interrupted the run
        why = "an internal error" if code == pytest.ExitCode.INTERNAL_ERROR and not stopped else "interrupted"
        print(f"tablecert run: {why}; the report in {one_line(args.report)}/ is marked incomplete", file=talk)
        return 1
    if code == pytest.ExitCode.NO_TESTS_COLLECTED:
        print("tablecert run: no scenario was run", file=talk)
        return 2
    if code == pytest.ExitCode.OK:
        return 0 if summary.ok else 1
    return policy.exit_code(code, Path(args.report))  # waived failures; --fail-on new


def _product_coverage(product: list[str]) -> list[CoverageEntry]:
    """The coverage the matrix starts from, scoped to the product as ``tablecert coverage
    --rules`` is. ``tablecert report`` run away from the folder the run was made in may not
    find the Rules Submission files: the suite unscoped then (the verdicts still say which
    scenarios did not apply), and a line that says so."""
    from tablecert.coverage import suite_coverage
    from tablecert.files import InputError
    from tablecert.steps import STEP_MODULES

    try:
        return suite_coverage(STEP_MODULES, product)[0]
    except InputError as exc:
        if not product:
            raise
        print(f"tablecert: the matrix is not scoped to the product ({terminal(str(exc))})", file=sys.stderr)
        return suite_coverage(STEP_MODULES)[0]


def _pdf(staging: Path) -> str | None:
    """``--pdf``: matrix.pdf beside matrix.html, printed by Chromium; without a browser (or
    when it fails) the one line that says so, and the run goes on (its verdicts stand)."""
    from tablecert.reports.pdf import print_pdf

    return print_pdf(staging / "matrix.html", staging / "matrix.pdf")


def _committed(folder: ReportFolder, complete: bool) -> ReportSwapError | None:
    """Swap the report in; the error, should it stay beside its folder (tablecert/report_folder.py)."""
    from tablecert.report_folder import ReportSwapError

    try:
        folder.commit(complete=complete)
    except ReportSwapError as exc:
        return exc
    return None


def _print_summary(summary: Summary, args: argparse.Namespace, talk: Any) -> None:
    print(summary.render_console(), file=talk)
    if getattr(args, "json", False):
        print(json.dumps(json_safe(summary.to_json()), indent=1))


def run_options(args: argparse.Namespace) -> dict[str, object]:
    """The options the evidence records and the replay commands repeat."""
    options: dict[str, object] = {
        "section": args.section, "scenario": args.scenario, "defect": args.defect,
        "tls_verification": not args.insecure, "read_timeout": args.timeout,
        "secrets_sent_in_clear": secrets_in_clear(args.target)}
    if getattr(args, "capabilities", None):  # the reference system as a variant declaring only these
        options["capabilities"] = args.capabilities
    if getattr(args, "round_mode", "auto") != "auto":
        options["round_mode"] = args.round_mode
    if getattr(args, "rules", None):
        options["rules_submissions"] = _product_evidence(args.rules)
    if getattr(args, "example", None) is not None:
        options["example"] = args.example
    for name in ("features", "rules_dir"):
        if getattr(args, name, None):
            options[name] = str(Path(getattr(args, name)).resolve())
    return options


def write_report(folder: Path, *, target: str, complete: bool, options: dict[str, object]) -> Summary:
    """The matrix (JSON, Markdown, HTML), the manual checklist, the evidence pack, JUnit XML,
    the Allure results and the summary (``summary.json``), all from ``verdicts.json``.
    Returns the summary the console prints."""
    import base64

    from tablecert.reports.allure import write_allure
    from tablecert.reports.evidence import build_evidence
    from tablecert.reports.junit import render_junit
    from tablecert.reports.matrix import (
        build_matrix,
        dump_json,
        render_checklist,
        render_interpretations,
        render_markdown,
    )
    from tablecert.reports.matrix_html import render_html
    from tablecert.reports.summary import section_titles, summarize

    verdicts_path = folder / "verdicts.json"
    verdicts = read_saved_json(verdicts_path, [])
    product = [str(s["file"]) for s in options.get("rules_submissions") or []]  # type: ignore[attr-defined]
    entries = _product_coverage(product)
    sections = [str(p) for p in options.get("section") or []]  # type: ignore[attr-defined]
    stats_path = folder / "stats.json"  # left by `tablecert stats --report`
    statistics = read_saved_json(stats_path)
    images = {name: "data:image/png;base64," + base64.b64encode(read_bounded(
        folder / file, limit=SAVED_REPORT_BYTES, named=str(folder / file), kind="a picture")).decode()
              for name, file in (statistics or {}).get("images", {}).items() if (folder / file).exists()}
    defect = str(options["defect"]) if options.get("defect") else None
    extra = [item for name in ("features", "rules_dir", "capabilities", "round_mode") if options.get(name)
             for item in (f"--{name.replace('_', '-')}", str(options[name]))]
    if product:  # the replay runs under the vendor's own Rules Submissions too
        extra += ["--rules", *product]
    titles = section_titles()
    summary = summarize(verdicts, target=target, complete=complete, defect=defect, extra=extra, titles=titles)
    matrix = build_matrix(entries, verdicts, target=target, complete=complete, sections=sections,
                          only_run=bool(options.get("scenario")), defect=defect,
                          statistics=statistics, summary=summary)
    if (folder / "baseline.json").exists():  # left by `tablecert run --baseline`
        matrix.baseline = read_saved_json(folder / "baseline.json")
    matrix.rules_submissions = options.get("rules_submissions")  # type: ignore[assignment]
    summary.missing = matrix.missing  # the console and summary.json name them too
    (folder / "matrix.json").write_text(dump_json(matrix), encoding="utf-8")
    (folder / "matrix.md").write_text(render_markdown(matrix), encoding="utf-8")
    (folder / "matrix.html").write_text(render_html(matrix, images), encoding="utf-8")
    (folder / "checklist.md").write_text(render_checklist(matrix), encoding="utf-8")
    (folder / "interpretations.md").write_text(render_interpretations(), encoding="utf-8")
    timings_path = folder / "verdicts.timings.json"
    timings = read_saved_json(timings_path, {})
    timed = [{**v, "duration": timings.get(v["nodeid"], 0.0)} for v in verdicts]
    (folder / "junit.xml").write_bytes(render_junit(timed, titles=titles))
    write_allure(folder / "allure-results", timed, titles=titles)
    (folder / "summary.json").write_text(json.dumps(json_safe(summary.to_json()), indent=1), encoding="utf-8")
    evidence = build_evidence(target=target, verdicts_path=verdicts_path, options=options)
    (folder / "evidence.json").write_text(json.dumps(json_safe(evidence), indent=1), encoding="utf-8")
    return summary
