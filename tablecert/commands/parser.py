"""The ``tablecert`` command line: every subcommand's options and the handler it runs
(:mod:`tablecert.commands.handlers`)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, TypeAlias

from tablecert.adapters.wire import DEFAULT_BATCH
from tablecert.commands.exit_codes import help_epilog
from tablecert.commands.game_choices import FUZZED_GAMES, RETURN_GAMES
from tablecert.commands.handlers import (
    cmd_contract,
    cmd_coverage,
    cmd_defects,
    cmd_docs,
    cmd_fuzz,
    cmd_interpretations,
    cmd_keygen,
    cmd_math,
    cmd_report,
    cmd_run,
    cmd_selftest,
    cmd_serve,
    cmd_stats,
    cmd_validate,
    cmd_verify,
)
from tablecert.commands.options import (
    VersionAction,
    add_adapter_option,
    add_scale_options,
    suite_options_parser,
)
from tablecert.option_values import (
    capability_set,
    defect_name,
    fraction,
    seconds,
    target,
    variant_name,
    whole,
)
from tablecert.run_options import DEFAULT_CONCURRENCY, MAX_CONCURRENCY, RUN_OPTIONS, VARIANT_HELP

QUIET_HELP = "no progress and no preamble: the summary and errors only (tablecert.progress)"

MAX_WORKERS = 64
"""``--workers`` of ``run`` and ``fuzz`` is at most 64 processes (a run also never starts more than
the examples it selects)."""
if TYPE_CHECKING:  # argparse's own type of what ``add_subparsers`` returns (generic in typeshed only)
    Commands: TypeAlias = argparse._SubParsersAction[argparse.ArgumentParser]


def build_parser() -> argparse.ArgumentParser:
    """Every subcommand, its options and its handler."""
    parser = argparse.ArgumentParser(
        prog="tablecert",
        description="Conformance test harness for table-game systems (58 Pa. Code).",
        epilog=help_epilog(), formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action=VersionAction)
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    suite_options = suite_options_parser()
    _add_math(sub)
    _add_run(sub, suite_options)
    _add_contract(sub)
    _add_defects(sub)
    _add_selftest(sub, suite_options)
    _add_coverage(sub, suite_options)
    _add_report(sub)
    _add_verify(sub, suite_options)
    _add_keygen(sub)
    _add_fuzz(sub)
    _add_stats(sub)
    _add_interpretations(sub)
    _add_docs(sub)
    _add_validate(sub)
    _add_serve(sub)
    # a bad option value raises ArgumentError, which main() reports as "tablecert: --option
    # value: why" (exit 2) instead of argparse's usage dump; other usage errors (an unknown
    # option, a missing argument) still print the usage and exit 2
    parser.exit_on_error = False
    for name, command in sub.choices.items():
        command.exit_on_error = False
        command.epilog = help_epilog(name)  # every --help ends with what its exit codes mean
        command.formatter_class = argparse.RawDescriptionHelpFormatter
    return parser


def _add_run(sub: Commands, suite_options: argparse.ArgumentParser) -> None:
    """``run``: the options a run shares with the suite's pytest plugin
    (:data:`tablecert.run_options.RUN_OPTIONS`), then those of the command alone."""
    run = sub.add_parser("run", help="run the conformance suite against a table-game system",
                         parents=[suite_options])
    for option in RUN_OPTIONS:
        option.add_to(run)
    run.add_argument("--rules", nargs="+", default=None, metavar="FILE",
                     help="the vendor's own Rules Submission file(s): every scenario that applies to "
                     "the product runs under them, the rest is not applicable with the field named")
    run.add_argument("--report", default="reports/out", metavar="DIR",
                     help="report folder (default reports/out): absent, empty or an earlier tablecert "
                     "report; anything else is refused")
    run.add_argument("--quiet", action="store_true", help=QUIET_HELP)
    run.add_argument("--json", action="store_true",
                     help="print the summary (counts, failures with replay commands, sections) as JSON "
                     "on stdout; everything else goes to stderr")
    run.add_argument("--full-trace", action="store_true",
                     help="pytest's own output, with every framework frame of each failure")
    run.add_argument("--workers", type=whole(1, MAX_WORKERS, what="a number of processes"), default=1,
                     metavar="N", help=f"run the scenarios in N processes (pytest-xdist); default 1, at "
                     f"most {MAX_WORKERS} and never more than the examples selected")
    run.add_argument("--concurrency", type=whole(1, MAX_CONCURRENCY, what="a number of tables at once"),
                     default=None, metavar="N",
                     help=f"against a system at a URL, play up to N independent scenarios at once, each "
                     f"at its own table on its own connection (default {DEFAULT_CONCURRENCY}; 1: one at a "
                     "time); the verdicts are a serial run's (docs/concurrency.md)")
    run.add_argument("--waivers", default=None, metavar="FILE",
                     help="YAML list of accepted failures (scenario or citation, reason, reference, "
                     "expires): a covered failure reads 'waived', never passed")
    run.add_argument("--baseline", default=None, metavar="DIR",
                     help="an earlier report folder: new failures, fixed, still failing (baseline.json)")
    run.add_argument("--fail-on", choices=["new", "any"], default="any",
                     help="exit 1 on any unwaived failure (default) or only on new ones (with --baseline)")
    run.add_argument("--pdf", action="store_true",
                     help="also print matrix.html to matrix.pdf with headless Chromium (a missing "
                     "browser is said in one line and never fails the run)")
    run.add_argument("--sign-key", default=None, metavar="KEY.pem",
                     help="Ed25519 private key: sign the report as an in-toto attestation "
                     "(attestation.intoto.json; tablecert verify checks it)")
    run.add_argument("pytest_args", nargs="*", metavar="-- PYTEST_ARGS",
                     help="anything after -- goes to pytest")
    run.set_defaults(handler=cmd_run)


def _add_math(sub: Commands) -> None:
    """``math``: the par sheets by full enumeration."""
    math = sub.add_parser("math", help="print the par sheet of every paytable, by full enumeration")
    math.add_argument("--json", action="store_true", help="one JSON object on stdout")
    math.set_defaults(handler=cmd_math)


def _add_contract(sub: Commands) -> None:
    """``contract``: a system's endpoints against the protocol's OpenAPI document."""
    contract = sub.add_parser("contract", help="check a system's endpoints against the protocol's OpenAPI "
                              "document (docs/protocol.openapi.yaml) before any game is judged")
    from tablecert.commands.contract import add_arguments

    add_arguments(contract)
    contract.set_defaults(handler=cmd_contract)


def _add_defects(sub: Commands) -> None:
    """``defects``: the catalogued defects."""
    defects = sub.add_parser("defects", help="list the catalogued defects of the reference table system")
    defects.add_argument("--json", action="store_true")
    defects.set_defaults(handler=cmd_defects)


def _add_selftest(sub: Commands, suite_options: argparse.ArgumentParser) -> None:
    """``selftest``: the suite against every catalogued defect."""
    selftest = sub.add_parser("selftest", help="prove the suite catches every catalogued defect",
                              parents=[suite_options])
    selftest.add_argument("--json", action="store_true", help="one JSON object on stdout")
    selftest.add_argument("--quiet", action="store_true",
                          help="no progress and no line per defect caught: escapes, clean-run failures and "
                               "the count only")
    selftest.add_argument("--target", default="reference", choices=["reference", "in-process"],
                          help="run each defect in the reference table system over HTTP (default) "
                          "or in-process")
    selftest.add_argument("--defect", action="append", default=[], metavar="NAME", type=defect_name,
                          help="only these defects (repeatable)")
    selftest.add_argument("--workers", type=whole(1, what="a number of suites"), default=2,
                          help="suites run at once (default 2)")
    selftest.add_argument("--scope", choices=["chapter", "section"], default="chapter",
                          help="run each defect against its game's chapters (default; also counts "
                               "what else fails) or only the section of the subsection it breaks")
    selftest.set_defaults(handler=cmd_selftest)


def _add_coverage(sub: Commands, suite_options: argparse.ArgumentParser) -> None:
    """``coverage``: every citation and its scenarios."""
    coverage = sub.add_parser("coverage", help="every citation of the regulation texts and its scenarios",
                              parents=[suite_options])
    coverage.add_argument("--json", action="store_true", help="one JSON object on stdout")
    coverage.add_argument("--rules", nargs="+", default=None, metavar="FILE",
                          help="each citation's status for the product of these Rules Submissions "
                          "(as tablecert run --rules runs it)")
    coverage.add_argument("--section", action="append", default=[], metavar="PREFIX",
                          help="only citations under PREFIX (649a, 649a.11); repeatable")
    coverage.set_defaults(handler=cmd_coverage)


def _add_report(sub: Commands) -> None:
    """``report``: the matrix rendered again from a report folder."""
    report = sub.add_parser("report", help="render the matrix again from a report folder's saved verdicts")
    report.add_argument("folder", metavar="DIR")
    report.set_defaults(handler=cmd_report)


def _add_verify(sub: Commands, suite_options: argparse.ArgumentParser) -> None:
    """``verify``: a signed report's signature and files."""
    verify = sub.add_parser("verify", help="check a signed report: the signature and every file's sha256",
                            parents=[suite_options])
    verify.add_argument("folder", metavar="DIR")
    verify.add_argument("--key", required=True, metavar="PUB.pem", help="the lab's Ed25519 public key")
    verify.add_argument("--report-only", action="store_true",
                        help="check the report's files only, not the inputs (feature files, Rules "
                        "Submissions, harness code) of this installation")
    verify.set_defaults(handler=cmd_verify)


def _add_keygen(sub: Commands) -> None:
    """``keygen``: an Ed25519 key pair."""
    keygen = sub.add_parser("keygen", help="write an Ed25519 key pair for --sign-key and tablecert verify")
    keygen.add_argument("key", metavar="KEY.pem", help="the private key to write; KEY.pub.pem goes beside it")
    keygen.set_defaults(handler=cmd_keygen)


def _add_fuzz(sub: Commands) -> None:
    """``fuzz``: random rounds judged by the oracle."""
    fuzz = sub.add_parser("fuzz", help="random rounds judged by the oracle; a discrepancy shrunk to Gherkin")
    fuzz.add_argument("--game", default="three-card-poker", choices=FUZZED_GAMES, metavar="GAME",
                      help="the game to fuzz: %(choices)s")
    fuzz.add_argument("--rounds", type=whole(1, what="a number of rounds"), default=1000,
                      help="rounds to play (with --sessions: the most rounds in one session)")
    fuzz.add_argument("--sessions", type=whole(0, what="a number of sessions"), default=0, metavar="N",
                      help="stateful: N sessions of many rounds at one table per Rules Submission")
    fuzz.add_argument("--seed", type=int, default=0, help="the same seed plays the same rounds")
    fuzz.add_argument("--target", default="reference", type=target,
                      help="'reference' (default), 'in-process', or the URL of a system")
    add_adapter_option(fuzz)
    fuzz.add_argument("--defect", default=None, metavar="NAME", type=defect_name,
                      help="a catalogued defect on")
    fuzz.add_argument("--variant", default=None, metavar="NAME", type=variant_name,
                      help=VARIANT_HELP)
    fuzz.add_argument("--capabilities", default=None, metavar="LIST", type=capability_set,
                      help="the reference system (or in-process oracle) as a variant declaring only "
                      "these capabilities, comma-separated")
    fuzz.add_argument("--timeout", type=seconds, default=10.0, metavar="SECONDS")
    fuzz.add_argument("--workers", type=whole(1, MAX_WORKERS, what="a number of processes"), default=1,
                      metavar="N", help=f"split the rounds across N processes (the result depends on N "
                      f"too); at most {MAX_WORKERS}")
    fuzz.add_argument("--rules", action="append", default=None, metavar="NAME",
                      help="only this bundled Rules Submission (repeat for several; default: every "
                      "one of the game)")
    fuzz.add_argument("--seats", type=whole(1, 7, what="a number of seats"), default=None, metavar="N",
                      help="every round seats exactly N players (at most the table's seats; "
                      "default: 1 to 7 at random)")
    fuzz.add_argument("--every-wager", action="store_true",
                      help="every seat places every wager its Rules Submission offers (amounts, "
                      "late wagers, decks, decisions, plants and faults stay random)")
    add_scale_options(fuzz)
    fuzz.add_argument("--batch", type=int, default=1, metavar="K",
                      help="play each random script as K system-shuffled rounds in one request where "
                      "the system offers batches (capability batched-rounds), each judged by the "
                      "oracle from the deck the system reports (default 1: forced-deck rounds)")
    fuzz.add_argument("--json", action="store_true")
    fuzz.add_argument("--quiet", action="store_true", help=QUIET_HELP)
    fuzz.set_defaults(handler=cmd_fuzz)


def _add_stats(sub: Commands) -> None:
    """``stats``: statistical conformance."""
    stats = sub.add_parser("stats", help="statistical conformance: shuffle randomness (649a.5(a)) and "
                           "return convergence (649a.12) over system-shuffled rounds")
    stats.add_argument("--game", default="three-card-poker", choices=RETURN_GAMES, metavar="GAME",
                       help="the game whose shuffle and return to check: %(choices)s")
    stats.add_argument("--rules", default=None, metavar="NAME",
                       help="the Rules Submission (default pa-649a-paytable-A / pa-643a-paytable-A)")
    stats.add_argument("--rounds", type=whole(2, what="a number of rounds"), default=2000,
                       help="system-shuffled rounds to play (default 2000: every shuffle check at 80%% "
                       "power; the return checks need tens of thousands)")
    stats.add_argument("--seed", type=int, default=0,
                       help="shuffle_seed sent when the table opens: the same seed, the same decks")
    stats.add_argument("--target", default="reference", type=target,
                       help="'reference' (default), 'in-process', or the URL of a system")
    add_adapter_option(stats)
    stats.add_argument("--defect", default=None, metavar="NAME", type=defect_name,
                       help="a catalogued defect on")
    stats.add_argument("--alpha", type=fraction, default=0.05,
                       help="family-wise false-alarm rate over all checks (Holm; default 0.05)")
    stats.add_argument("--return-effect", type=fraction, default=0.05, metavar="FRACTION",
                       help="the smallest error in the return to have 80%% power against (default 0.05)")
    stats.add_argument("--max-seconds", type=seconds, default=None, metavar="T",
                       help="stop playing after T seconds and judge the rounds played")
    stats.add_argument("--timeout", type=seconds, default=10.0, metavar="SECONDS")
    stats.add_argument("--insecure", action="store_true")
    stats.add_argument("--report", default=None, metavar="DIR",
                       help="write stats.json and the pictures into DIR and render its matrix again")
    add_scale_options(stats)
    stats.add_argument("--batch", type=int, default=DEFAULT_BATCH, metavar="K",
                       help=f"ask for K system-shuffled rounds a request where the system offers "
                       f"batches (capability batched-rounds; default {DEFAULT_BATCH})")
    stats.add_argument("--quiet", action="store_true", help=QUIET_HELP)
    stats.add_argument("--json", action="store_true", help="one JSON object on stdout")
    stats.set_defaults(handler=cmd_stats)


def _add_interpretations(sub: Commands) -> None:
    """``interpretations``: the interpretation register."""
    interp = sub.add_parser("interpretations",
                            help="print the interpretation register (docs/interpretations.md)")
    interp.set_defaults(handler=cmd_interpretations)


def _add_docs(sub: Commands) -> None:
    """``docs``: a shipped document."""
    docs = sub.add_parser("docs", help="print a document the messages point to (docs/protocol.md, ...) "
                          "or the worked example, from the installed package; without NAME, the list")
    from tablecert.commands.docs import add_arguments as add_docs_arguments

    add_docs_arguments(docs)
    docs.set_defaults(handler=cmd_docs)


def _add_validate(sub: Commands) -> None:
    """``validate``: Rules Submission files against the regulation."""
    validate = sub.add_parser("validate", help="check Rules Submission files against the regulation")
    validate.add_argument("files", nargs="+", metavar="FILE",
                          help="a Rules Submission file, or the name of a bundled one (pa-649a-paytable-A)")
    validate.add_argument("--print", action="store_true",
                          help="print each file's text on standard output (a bundled one as a template "
                          "for your own); the verdict goes to standard error")
    validate.set_defaults(handler=cmd_validate)


def _add_serve(sub: Commands) -> None:
    """``serve``: the reference table system in the foreground."""
    serve = sub.add_parser("serve", help="run the reference table system (the vendor test protocol, "
                           "docs/protocol.md) in the foreground until Ctrl-C")
    serve.add_argument("--host", default="127.0.0.1",
                       help="address to listen on (default 127.0.0.1, loopback only)")
    serve.add_argument("--port", type=whole(0, 65535, what="a TCP port"), default=0,
                       help="port (default 0: any free port, printed)")
    serve.add_argument("--defect", default=None, metavar="NAME", type=defect_name,
                       help="switch on a catalogued defect (tablecert defects lists them)")
    serve.add_argument("--variant", default=None, metavar="NAME", type=variant_name,
                       help=VARIANT_HELP)
    serve.add_argument("--capabilities", default=None, metavar="LIST", type=capability_set,
                       help="declare only these capabilities, comma-separated; a request needing "
                       "another is 409 not-allowed-now")
    serve.add_argument("--latency", default=None, metavar="DELAY",
                       help="wait DELAY (e.g. 20ms, 0.5s) before each answer, as a real system's "
                       "network and processing would, without holding up other requests")
    serve.add_argument("--max-concurrent-tables", default=None, metavar="K",
                       type=whole(1, 100_000, what="a number of tables"),
                       help="declare in GET /v1/system that at most K tables are played at once "
                       "(run --concurrency then plays at most K scenarios at once)")
    serve.set_defaults(handler=cmd_serve)
