"""What each ``tablecert`` subcommand runs: one handler a command, taking the parsed options
and returning the exit code. Most hand over to their module in :mod:`tablecert.commands`,
imported only when the command runs, so that ``tablecert --help`` starts quickly."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any

from tablecert.errors import InputError

Handler = Callable[[argparse.Namespace], int]
"""A subcommand's handler: the parsed options in, the exit code out."""


def cmd_math(args: argparse.Namespace) -> int:
    from tablecert.commands.math import run

    return run(args)


def cmd_run(args: argparse.Namespace) -> int:
    from tablecert.commands.run import run

    return run(args)


def cmd_contract(args: argparse.Namespace) -> int:
    from tablecert.commands.contract import run

    return run(args)


def _faults_in_one_line(command: str, handler: Callable[[Any], int], args: Any) -> int:
    """``handler(args)`` (``args``: the command's typed settings); a system fault that reaches
    here (alone, or in the exception group a search ends in) is one line on stderr, what and
    where, and exit 1: never a traceback."""
    from tablecert.fuzz.faults import first_fault
    from tablecert.reports.escape import one_line

    try:
        return handler(args)
    except BaseException as exc:
        fault = first_fault(exc)
        if fault is None:
            raise
        print(f"\ntablecert {command}: error: the system did not answer properly: {one_line(str(fault))}",
              file=sys.stderr)
        return 1


def cmd_stats(args: argparse.Namespace) -> int:
    from tablecert.commands.settings import StatsSettings, settings_from
    from tablecert.commands.stats import DEFAULT_RULES

    settings = settings_from(StatsSettings, args)
    if settings.game not in DEFAULT_RULES:  # Craps, Blackjack, Spanish 21, the baccarat family
        from tablecert.commands.stats_games import run_game_stats

        return _faults_in_one_line("stats", run_game_stats, settings)
    from tablecert.commands.stats import run

    return _faults_in_one_line("stats", run, settings)


def cmd_selftest(args: argparse.Namespace) -> int:
    from tablecert.commands.selftest import run

    return run(args)


def cmd_defects(args: argparse.Namespace) -> int:
    import json

    from tablecert.reference_system.defects import DEFECTS

    if args.json:
        print(json.dumps([{"name": d.name, "citation": d.citation, "game": str(d.game),
                           "description": d.description} for d in DEFECTS], indent=2))
    else:
        for d in DEFECTS:
            print(f"{d.name:<42} {d.citation:<22} {d.description}")
    return 0


def cmd_coverage(args: argparse.Namespace) -> int:
    from tablecert.commands.coverage import run

    return run(args)


def cmd_report(args: argparse.Namespace) -> int:
    from tablecert.commands.report import run

    return run(args)


def cmd_fuzz(args: argparse.Namespace) -> int:
    from tablecert.commands.settings import FuzzSettings, settings_from
    from tablecert.fuzz.games import fuzzed_games

    settings = settings_from(FuzzSettings, args)
    if settings.game in fuzzed_games():  # Craps, Blackjack, Spanish 21, the baccarat family, UTH
        from tablecert.commands.fuzz_games import run_game

        return _faults_in_one_line("fuzz", run_game, settings)
    from tablecert.commands.fuzz import run

    return _faults_in_one_line("fuzz", run, settings)


def cmd_verify(args: argparse.Namespace) -> int:
    from tablecert.commands.verify import verify

    return verify(args)


def cmd_keygen(args: argparse.Namespace) -> int:
    from tablecert.commands.verify import keygen

    return keygen(args)


def cmd_docs(args: argparse.Namespace) -> int:
    from tablecert.commands.docs import run

    return run(args)


def cmd_interpretations(args: argparse.Namespace) -> int:
    from tablecert.oracle.interpretations import render_markdown

    print(render_markdown(), end="")
    return 0


def cmd_validate(args: argparse.Namespace) -> int:
    """Each FILE (a path, or a bundled Rules Submission's name) checked; with ``--print`` its
    text on standard output, the verdict on standard error (a bundled one as a template:
    ``tablecert validate pa-649a-paytable-A --print > mine.yaml``)."""
    from tablecert.files import load_any_rules, read_rules_text, rules_path
    from tablecert.oracle.card_games import RulesSubmission

    said = sys.stderr if args.print else sys.stdout
    for given in args.files:
        path = rules_path(given)
        rules = load_any_rules(path)
        if not isinstance(rules, RulesSubmission):
            print(f"{given}: valid Rules Submission {rules.name!r} ({rules.game})", file=said)
        else:
            offered = ", ".join(sorted(w.value for w in rules.offered_wagers()))
            print(f"{given}: valid Rules Submission {rules.name!r} ({rules.game.value}, "
                  f"chapter {rules.edition.value}); offers {offered}", file=said)
        if args.print:
            sys.stdout.write(read_rules_text(path))
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
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
        app = None
        limit = getattr(args, "max_concurrent_tables", None)
        if limit is not None:
            print(f"declared: at most {limit} tables at once (GET /v1/system max_concurrent_tables)")
        if getattr(args, "variant", None) or args.capabilities or limit is not None:
            from tablecert.adapters.contract import Capability
            from tablecert.reference_system.app import create_app

            capabilities = None
            if getattr(args, "variant", None):
                from tablecert.reference_system.variants import find_variant

                if args.defect:
                    raise InputError("--variant and --defect: one at a time")
                chosen = find_variant(args.variant)
                print(f"compliant variant: {chosen.name} ({chosen.citation}): {chosen.description}")
            if args.capabilities:
                capabilities = frozenset(Capability(c) for c in args.capabilities.split(","))
                print(f"capabilities declared: {args.capabilities}")
            app = create_app(args.defect, variant=getattr(args, "variant", None), capabilities=capabilities,
                             max_concurrent_tables=limit)
        serve_forever(host=args.host, port=args.port, defect=args.defect, latency=latency, app=app)
    except OSError as exc:
        raise InputError(f"cannot listen on {args.host}:{args.port}: {exc.strerror or exc}") from None
    except KeyboardInterrupt:
        pass
    return 0
