"""The ``tablecert`` command: one subcommand a job a lab or vendor engineer runs.

Exit codes: 0 success, 1 a conformance failure or defect found, 2 bad input (a file,
field or option named in the message).
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

import tablecert
from tablecert.errors import InputError

DEFAULT_BATCH = 100
"""System-shuffled rounds a request where the system offers batches (``--batch``): a hundred
rounds make one answer of about 150 KB, and cut the cost of a request to a hundredth of a
round's; more gains little and a fault costs a larger answer."""

__all__ = ["main"]

Handler = Callable[[argparse.Namespace], int]


def _cmd_math(args: argparse.Namespace) -> int:
    from tablecert.commands.math import run

    return run(args)


def _cmd_run(args: argparse.Namespace) -> int:
    from tablecert.commands.run import run

    return run(args)


def _cmd_contract(args: argparse.Namespace) -> int:
    from tablecert.commands.contract import run

    return run(args)


def _cmd_stats(args: argparse.Namespace) -> int:
    from tablecert.commands.stats import run

    return run(args)


def _cmd_selftest(args: argparse.Namespace) -> int:
    from tablecert.commands.selftest import run

    return run(args)


def _cmd_defects(args: argparse.Namespace) -> int:
    import json

    from tablecert.reference_system.defects import DEFECTS

    if args.json:
        print(json.dumps([{"name": d.name, "citation": d.citation, "game": str(d.game),
                           "description": d.description} for d in DEFECTS], indent=2))
    else:
        for d in DEFECTS:
            print(f"{d.name:<42} {d.citation:<22} {d.description}")
    return 0


def _cmd_coverage(args: argparse.Namespace) -> int:
    from tablecert.commands.coverage import run

    return run(args)


def _cmd_report(args: argparse.Namespace) -> int:
    from tablecert.commands.report import run

    return run(args)


def _cmd_fuzz(args: argparse.Namespace) -> int:
    from tablecert.commands.fuzz import run

    return run(args)


def _cmd_verify(args: argparse.Namespace) -> int:
    from tablecert.commands.verify import verify

    return verify(args)


def _cmd_keygen(args: argparse.Namespace) -> int:
    from tablecert.commands.verify import keygen

    return keygen(args)


def _cmd_interpretations(args: argparse.Namespace) -> int:
    from tablecert.oracle.interpretations import render_markdown

    print(render_markdown(), end="")
    return 0


def _cmd_validate(args: argparse.Namespace) -> int:
    from tablecert.files import load_any_rules
    from tablecert.oracle.card_games import RulesSubmission

    for path in args.files:
        rules = load_any_rules(path)
        if not isinstance(rules, RulesSubmission):
            print(f"{path}: valid Rules Submission {rules.name!r} ({rules.game})")
            continue
        offered = ", ".join(sorted(w.value for w in rules.offered_wagers()))
        print(f"{path}: valid Rules Submission {rules.name!r} ({rules.game.value}, "
              f"chapter {rules.edition.value}); offers {offered}")
    return 0


def _cmd_serve(args: argparse.Namespace) -> int:
    from tablecert.reference_system import serve_forever
    from tablecert.reference_system.latency import parse_latency

    try:
        if args.defect:
            from tablecert.reference_system.defects import find_defect

            try:
                defect = find_defect(args.defect)
            except KeyError as exc:
                raise InputError(str(exc.args[0])) from None
            print(f"defect switched on: {defect.name} ({defect.citation}): {defect.description}")
        latency = parse_latency(args.latency) if args.latency is not None else None
        if latency:
            print(f"latency: each answer after {latency * 1000:g} ms")
        serve_forever(host=args.host, port=args.port, defect=args.defect, latency=latency)
    except OSError as exc:
        raise InputError(f"cannot listen on {args.host}:{args.port}: {exc.strerror or exc}") from None
    except KeyboardInterrupt:
        pass
    return 0


# ---------------------------------------------------------------- option values
# Each converter below is an argparse ``type``: a bad value ends the command before anything
# runs, with exit code 2 and a message naming the option and the value
# ("tablecert: --timeout nan: a number of seconds above 0 ...").
_LONGEST_WAIT = 86_400.0
"""A day: no request to a system under test is worth waiting longer for."""


def _seconds(text: str) -> float:
    """A time limit in seconds: a finite number above 0 and at most a day (``0``, ``nan``,
    ``inf`` and negatives would mean "never wait" or "wait for ever")."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text}: not a number of seconds") from None
    if not math.isfinite(value) or not 0 < value <= _LONGEST_WAIT:
        raise argparse.ArgumentTypeError(f"{text}: a number of seconds above 0 and at most "
                                         f"{_LONGEST_WAIT:g} (e.g. 10)")
    return value


def _whole(low: int, high: int | None = None, what: str = "a whole number") -> Callable[[str], int]:
    """A converter to an ``int`` within ``low``..``high`` (inclusive; no upper bound if None)."""

    def convert(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text}: not {what}") from None
        if value < low or (high is not None and value > high):
            span = f"at least {low}" if high is None else f"{low} to {high}"
            raise argparse.ArgumentTypeError(f"{text}: {what}, {span}")
        return value

    convert.__name__ = what  # argparse names the type in its own messages
    return convert


def _fraction(text: str) -> float:
    """A number strictly between 0 and 1 (a rate or an effect size)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text}: not a number") from None
    if not 0 < value < 1:  # NaN fails both comparisons
        raise argparse.ArgumentTypeError(f"{text}: a number between 0 and 1 (e.g. 0.05)")
    return value


def _defect(text: str) -> str:
    """The name of a catalogued defect (``tablecert defects`` lists them)."""
    from tablecert.reference_system.defects import DEFECTS

    if text not in {d.name for d in DEFECTS}:
        raise argparse.ArgumentTypeError(f"{text}: no catalogued defect of that name; "
                                         "`tablecert defects` lists them")
    return text


def _target(text: str) -> str:
    """``reference``, ``in-process``, or an http(s) URL with a host and a valid port; the
    message never shows the URL's credentials."""
    from urllib.parse import urlsplit

    from tablecert.adapters.http import display_url

    if text in ("reference", "in-process"):
        return text
    try:
        parts = urlsplit(text)
        parts.port  # noqa: B018 - a port that is not a port raises here
        shown = display_url(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"{'[the URL given]' if '@' in text else text}: not a URL "
                                         f"({exc})") from None
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise argparse.ArgumentTypeError(f"{shown}: not a URL (write http://host:port or "
                                         "https://...), 'reference' or 'in-process'")
    return text


def _check_token() -> None:
    """A bearer token with a control character (a newline pasted with it) is refused before
    anything runs, without printing it: it could not be sent in a header, and the error an
    HTTP library gives for it would quote it whole."""
    from tablecert.adapters.http import TokenError, check_token

    try:
        check_token()
    except TokenError as exc:
        raise InputError(str(exc)) from None


class _Version(argparse.Action):
    """``--version``: the harness version and the sha256 of the bundled suite (the one the
    evidence records as ``bundled_suite_sha256``), computed only when asked."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: object) -> None:
        super().__init__(option_strings, dest, nargs=0,
                         help="print the version and the bundled suite's sha256")

    def __call__(self, parser: argparse.ArgumentParser, *_: object) -> None:
        from tablecert.reports.evidence import suite_sha256

        try:
            print(f"tablecert {tablecert.__version__}\nbundled suite sha256 {suite_sha256()}")
        except InputError as exc:
            parser.exit(2, f"tablecert: {exc}\n")
        parser.exit(0)


def _suite_options() -> argparse.ArgumentParser:
    """``--features`` and ``--rules-dir``: a lab's own edition of the suite or of the Rules
    Submissions, in place of (features) or before (Rules Submissions) the bundled ones."""
    options = argparse.ArgumentParser(add_help=False)
    options.add_argument("--features", default=None, metavar="DIR",
                         help="run the feature files of DIR instead of the bundled suite")
    options.add_argument("--rules-dir", default=None, metavar="DIR",
                         help="look up a scenario's Rules Submission by name in DIR first, then "
                         "among the bundled ones")
    return options


def _use_suite_options(args: argparse.Namespace) -> None:
    """Hand ``--features`` and ``--rules-dir`` to everything that reads them, in this process
    and in the pytest processes it starts, through the environment (the options are the only
    source: a variable left from elsewhere is cleared); a folder that is not there or holds
    nothing of its kind is refused here (exit 2)."""
    import os

    from tablecert.resources import FEATURES_VARIABLE, RULES_DIR_VARIABLE, features_dir, rules_dir

    for value, variable, check in ((getattr(args, "features", None), FEATURES_VARIABLE, features_dir),
                                   (getattr(args, "rules_dir", None), RULES_DIR_VARIABLE, rules_dir)):
        if value is None:
            os.environ.pop(variable, None)
            continue
        os.environ[variable] = str(Path(value).resolve())
        check()


def _scale_options(command: argparse.ArgumentParser) -> None:
    """--tables, --scheduler and --shards, as ``stats`` and ``fuzz`` both take them."""
    command.add_argument("--tables", type=int, default=1, metavar="N",
                         help="drive N tables of the system at once, each its own connection and "
                         "seed (the result depends on the seed and N only)")
    command.add_argument("--scheduler", default=None, metavar="ADDRESS",
                         help="run in shards on a Dask cluster: tcp://host:8786 (an existing "
                         "scheduler) or local:W (W local worker processes); needs tablecert[cluster]")
    command.add_argument("--shards", type=int, default=None, metavar="S",
                         help="with --scheduler: split the run into S shards (default 64); the same "
                         "seed and S give the same result on any number of workers")


def _build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tablecert",
        description="Conformance test harness for table-game systems (58 Pa. Code).",
    )
    parser.add_argument("--version", action=_Version)
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    suite_options = _suite_options()

    math = sub.add_parser("math", help="print the par sheet of every paytable, by full enumeration")
    math.add_argument("--json", action="store_true", help="one JSON object on stdout")
    math.set_defaults(handler=_cmd_math)

    run = sub.add_parser("run", help="run the conformance suite against a table-game system",
                         parents=[suite_options])
    run.add_argument("--target", default="reference", type=_target,
                     help="URL of the system under test; 'reference' (default) starts the bundled "
                     "reference table system on loopback; 'in-process' judges the oracle itself")
    run.add_argument("--rules", nargs="+", default=None, metavar="FILE",
                     help="the vendor's own Rules Submission file(s): every scenario that applies to "
                     "the product runs under them, the rest is not applicable with the field named")
    run.add_argument("--adapter", default=None, metavar="SPEC",
                     help="drive a system that does not speak HTTP through a Python adapter: "
                     "module:factory or a tablecert.adapters entry point name (docs/adapters.md)")
    run.add_argument("--section", action="append", default=[], metavar="PREFIX",
                     help="only scenarios whose citation starts with PREFIX (649a.11, 643a); repeatable")
    run.add_argument("--scenario", action="append", default=[], metavar="NAME",
                     help="only the scenario of this exact name (the replay of a failure); repeatable")
    run.add_argument("--example", type=int, default=None, metavar="N",
                     help="with one --scenario that is a Scenario Outline: only its N-th example row "
                     "(counted from 1; the replay of one failed example)")
    run.add_argument("--report", default="reports/out", metavar="DIR",
                     help="report folder (default reports/out): absent, empty or an earlier tablecert "
                     "report; anything else is refused")
    run.add_argument("--quiet", action="store_true", help="no progress bar")
    run.add_argument("--json", action="store_true",
                     help="print the summary (counts, failures with replay commands, sections) as JSON "
                     "on stdout; everything else goes to stderr")
    run.add_argument("--full-trace", action="store_true",
                     help="pytest's own output, with every framework frame of each failure")
    run.add_argument("--defect", default=None, metavar="NAME", type=_defect,
                     help="switch on a catalogued defect in the reference table system")
    run.add_argument("--workers", type=_whole(1, what="a number of processes"), default=1, metavar="N",
                     help="run the scenarios in N processes (pytest-xdist); default 1")
    run.add_argument("--timeout", type=_seconds, default=10.0, metavar="SECONDS",
                     help="read timeout per request to the target (default 10; connect: 3)")
    run.add_argument("--deadline", type=_seconds, default=None, metavar="SECONDS",
                     help="the most one request may take, from connect to its answer's last byte "
                     "(default: connect + read timeout)")
    run.add_argument("--insecure", action="store_true",
                     help="do not verify the target's TLS certificate (recorded in the report)")
    run.add_argument("--waivers", default=None, metavar="FILE",
                     help="YAML list of accepted failures (scenario or citation, reason, reference, "
                     "expires): a covered failure reads 'waived', never passed")
    run.add_argument("--baseline", default=None, metavar="DIR",
                     help="an earlier report folder: new failures, fixed, still failing (baseline.json)")
    run.add_argument("--fail-on", choices=["new", "any"], default="any",
                     help="exit 1 on any unwaived failure (default) or only on new ones (with --baseline)")
    run.add_argument("--sign-key", default=None, metavar="KEY.pem",
                     help="Ed25519 private key: sign the report as an in-toto attestation "
                     "(attestation.intoto.json; tablecert verify checks it)")
    run.add_argument("pytest_args", nargs="*", metavar="-- PYTEST_ARGS",
                     help="anything after -- goes to pytest")
    run.set_defaults(handler=_cmd_run)

    contract = sub.add_parser("contract", help="check a system's endpoints against the protocol's OpenAPI "
                              "document (docs/protocol.openapi.yaml) before any game is judged")
    from tablecert.commands.contract import add_arguments

    add_arguments(contract)
    contract.set_defaults(handler=_cmd_contract)

    defects = sub.add_parser("defects", help="list the catalogued defects of the reference table system")
    defects.add_argument("--json", action="store_true")
    defects.set_defaults(handler=_cmd_defects)

    selftest = sub.add_parser("selftest", help="prove the suite catches every catalogued defect",
                              parents=[suite_options])
    selftest.add_argument("--json", action="store_true", help="one JSON object on stdout")
    selftest.add_argument("--target", default="reference", choices=["reference", "in-process"],
                          help="run each defect in the reference table system over HTTP (default) "
                          "or in-process")
    selftest.add_argument("--defect", action="append", default=[], metavar="NAME", type=_defect,
                          help="only these defects (repeatable)")
    selftest.add_argument("--workers", type=_whole(1, what="a number of suites"), default=2,
                          help="suites run at once (default 2)")
    selftest.add_argument("--scope", choices=["chapter", "section"], default="chapter",
                          help="run each defect against its game's chapters (default; also counts "
                               "what else fails) or only the section of the subsection it breaks")
    selftest.set_defaults(handler=_cmd_selftest)

    coverage = sub.add_parser("coverage", help="every citation of the regulation texts and its scenarios",
                              parents=[suite_options])
    coverage.add_argument("--json", action="store_true", help="one JSON object on stdout")
    coverage.add_argument("--rules", nargs="+", default=None, metavar="FILE",
                          help="each citation's status for the product of these Rules Submissions "
                          "(as tablecert run --rules runs it)")
    coverage.add_argument("--section", action="append", default=[], metavar="PREFIX",
                          help="only citations under PREFIX (649a, 649a.11); repeatable")
    coverage.set_defaults(handler=_cmd_coverage)

    report = sub.add_parser("report", help="render the matrix again from a report folder's saved verdicts")
    report.add_argument("folder", metavar="DIR")
    report.set_defaults(handler=_cmd_report)

    verify = sub.add_parser("verify", help="check a signed report: the signature and every file's sha256",
                            parents=[suite_options])
    verify.add_argument("folder", metavar="DIR")
    verify.add_argument("--key", required=True, metavar="PUB.pem", help="the lab's Ed25519 public key")
    verify.add_argument("--report-only", action="store_true",
                        help="check the report's files only, not the inputs (feature files, Rules "
                        "Submissions, harness code) of this installation")
    verify.set_defaults(handler=_cmd_verify)

    keygen = sub.add_parser("keygen", help="write an Ed25519 key pair for --sign-key and tablecert verify")
    keygen.add_argument("key", metavar="KEY.pem", help="the private key to write; KEY.pub.pem goes beside it")
    keygen.set_defaults(handler=_cmd_keygen)

    fuzz = sub.add_parser("fuzz", help="random rounds judged by the oracle; a discrepancy shrunk to Gherkin")
    fuzz.add_argument("--game", default="three-card-poker", choices=["three-card-poker", "let-it-ride"])
    fuzz.add_argument("--rounds", type=_whole(1, what="a number of rounds"), default=1000,
                      help="rounds to play (with --sessions: the most rounds in one session)")
    fuzz.add_argument("--sessions", type=_whole(0, what="a number of sessions"), default=0, metavar="N",
                      help="stateful: N sessions of many rounds at one table per Rules Submission")
    fuzz.add_argument("--seed", type=int, default=0, help="the same seed plays the same rounds")
    fuzz.add_argument("--target", default="reference", type=_target,
                      help="'reference' (default), 'in-process', or the URL of a system")
    fuzz.add_argument("--defect", default=None, metavar="NAME", type=_defect,
                      help="a catalogued defect on")
    fuzz.add_argument("--timeout", type=_seconds, default=10.0, metavar="SECONDS")
    fuzz.add_argument("--workers", type=_whole(1, what="a number of processes"), default=1, metavar="N",
                      help="split the rounds across N processes (the result depends on N too)")
    fuzz.add_argument("--rules", action="append", default=None, metavar="NAME",
                      help="only this bundled Rules Submission (repeat for several; default: every "
                      "one of the game)")
    fuzz.add_argument("--seats", type=_whole(1, 7, what="a number of seats"), default=None, metavar="N",
                      help="every round seats exactly N players (at most the table's seats; "
                      "default: 1 to 7 at random)")
    fuzz.add_argument("--every-wager", action="store_true",
                      help="every seat places every wager its Rules Submission offers (amounts, "
                      "late wagers, decks, decisions, plants and faults stay random)")
    _scale_options(fuzz)
    fuzz.add_argument("--batch", type=int, default=1, metavar="K",
                      help="play each random script as K system-shuffled rounds in one request where "
                      "the system offers batches (capability batched-rounds), each judged by the "
                      "oracle from the deck the system reports (default 1: forced-deck rounds)")
    fuzz.add_argument("--json", action="store_true")
    fuzz.set_defaults(handler=_cmd_fuzz)

    stats = sub.add_parser("stats", help="statistical conformance: shuffle randomness (649a.5(a)) and "
                           "return convergence (649a.12) over system-shuffled rounds")
    stats.add_argument("--game", default="three-card-poker", choices=["three-card-poker", "let-it-ride"])
    stats.add_argument("--rules", default=None, metavar="NAME",
                       help="the Rules Submission (default pa-649a-paytable-A / pa-643a-paytable-A)")
    stats.add_argument("--rounds", type=_whole(2, what="a number of rounds"), default=2000,
                       help="system-shuffled rounds to play (default 2000: every shuffle check at 80%% "
                       "power; the return checks need tens of thousands)")
    stats.add_argument("--seed", type=int, default=0,
                       help="shuffle_seed sent when the table opens: the same seed, the same decks")
    stats.add_argument("--target", default="reference", type=_target,
                       help="'reference' (default), 'in-process', or the URL of a system")
    stats.add_argument("--defect", default=None, metavar="NAME", type=_defect,
                       help="a catalogued defect on")
    stats.add_argument("--alpha", type=_fraction, default=0.05,
                       help="family-wise false-alarm rate over all checks (Holm; default 0.05)")
    stats.add_argument("--return-effect", type=_fraction, default=0.05, metavar="FRACTION",
                       help="the smallest error in the return to have 80%% power against (default 0.05)")
    stats.add_argument("--max-seconds", type=_seconds, default=None, metavar="T",
                       help="stop playing after T seconds and judge the rounds played")
    stats.add_argument("--timeout", type=_seconds, default=10.0, metavar="SECONDS")
    stats.add_argument("--insecure", action="store_true")
    stats.add_argument("--report", default=None, metavar="DIR",
                       help="write stats.json and the pictures into DIR and render its matrix again")
    _scale_options(stats)
    stats.add_argument("--batch", type=int, default=DEFAULT_BATCH, metavar="K",
                       help=f"ask for K system-shuffled rounds a request where the system offers "
                       f"batches (capability batched-rounds; default {DEFAULT_BATCH})")
    stats.add_argument("--quiet", action="store_true", help="no progress bar")
    stats.add_argument("--json", action="store_true", help="one JSON object on stdout")
    stats.set_defaults(handler=_cmd_stats)

    interp = sub.add_parser("interpretations",
                            help="print the interpretation register (docs/interpretations.md)")
    interp.set_defaults(handler=_cmd_interpretations)

    validate = sub.add_parser("validate", help="check Rules Submission files against the regulation")
    validate.add_argument("files", nargs="+", metavar="FILE")
    validate.set_defaults(handler=_cmd_validate)

    serve = sub.add_parser("serve", help="run the reference table system (the vendor test protocol, "
                           "docs/protocol.md) in the foreground until Ctrl-C")
    serve.add_argument("--host", default="127.0.0.1",
                       help="address to listen on (default 127.0.0.1, loopback only)")
    serve.add_argument("--port", type=_whole(0, 65535, what="a TCP port"), default=0,
                       help="port (default 0: any free port, printed)")
    serve.add_argument("--defect", default=None, metavar="NAME", type=_defect,
                       help="switch on a catalogued defect (tablecert defects lists them)")
    serve.add_argument("--latency", default=None, metavar="DELAY",
                       help="wait DELAY (e.g. 20ms, 0.5s) before each answer, as a real system's "
                       "network and processing would, without holding up other requests")
    serve.set_defaults(handler=_cmd_serve)
    # a bad option value raises ArgumentError, which main() reports as "tablecert: --option
    # value: why" (exit 2) instead of argparse's usage dump; other usage errors (an unknown
    # option, a missing argument) still print the usage and exit 2
    parser.exit_on_error = False
    for command in sub.choices.values():
        command.exit_on_error = False
    return parser


_CONNECTING = frozenset({"run", "fuzz", "stats", "selftest"})
"""The commands that may send the bearer token to a system."""


def main(argv: Sequence[str] | None = None) -> int:
    parser = _build_parser()
    try:
        args = parser.parse_args(argv)
    except argparse.ArgumentError as exc:  # a value an option's type refused
        name = f"{exc.argument_name} " if exc.argument_name else ""
        print(f"tablecert: {name}{exc.message}", file=sys.stderr)
        return 2
    handler: Handler = args.handler
    try:
        if args.command in _CONNECTING:
            _check_token()
        _use_suite_options(args)
        return handler(args)
    except InputError as exc:
        from tablecert.reports.escape import terminal

        # the message may quote a vendor's answer or a user's file: shown escaped
        print(f"tablecert: {terminal(str(exc))}", file=sys.stderr)
        return 2


def entry() -> None:
    """The ``tablecert`` program."""
    sys.exit(main())


if __name__ == "__main__":
    entry()
